// Generates labelled prompt-injection cases from the phrase tables in
// test/fixtures/detectors/phrases/: attacks and benign look-alikes in many languages, rendered
// into the channels an agent reads (chat, tool output and JSON, HTML comments in docs, code
// comments, commit messages, issues, e-mail). Two collections, kept apart on purpose:
// - `govern-synth/inj-compose` (+ `-obf`): composed from per-language phrase slots
//   (phrases/injection/*.json); the detectors may be tuned and trained on it.
// - `govern-synth/inj-handwritten` (+ `-obf`, `-sysprompt`): whole texts written separately
//   (phrases/injection-heldout/*.json), in four more languages; held out (src/analysis/tuning.json).
// Deterministic: `node scripts/detector-data/generate.mjs` rewrites the same bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom } from './random.mjs';

const GENERATOR = 'scripts/detector-data/gen-injection.mjs';

function readTables(directory) {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name: name.replace(/\.json$/, ''),
      ...JSON.parse(readFileSync(join(directory, name), 'utf8')),
    }));
}

// Structural host text (English, as most repositories are) that carries a payload.
const HOST_CODE = [
  [
    'export function parseConfig(raw: string): Config {',
    '  return schema.parse(JSON.parse(raw));',
    '}',
  ],
  [
    'def load_users(path):',
    '    with open(path) as handle:',
    '        return [User(**row) for row in csv.DictReader(handle)]',
  ],
  ['func (s *Server) Close() error {', '\treturn s.listener.Close()', '}'],
  [
    'const retries = Number(process.env.RETRIES ?? 3);',
    'for (let attempt = 0; attempt < retries; attempt++) {',
    '  await tick();',
    '}',
  ],
];
const HOST_DOC_TITLES = ['Installation', 'Configuration', 'Troubleshooting', 'Usage', 'FAQ'];
const SENDERS = [
  'Dana Whitfield <dana@contoso.example>',
  'billing@fabrikam.example',
  'Li Wei <li.wei@example.org>',
];
const TOOLS = ['web_search', 'fetch_url', 'read_email', 'get_calendar', 'search_docs'];

function sentenceJoin(lang, parts) {
  return parts.join(lang === 'ja' || lang === 'zh' || lang === 'th' ? '' : ' ');
}

/** Renders a payload into a channel; `host` is ordinary text of the same language. */
function render(random, channel, payload, host) {
  switch (channel) {
    case 'chat':
      return payload;
    case 'tool_output': {
      const shape = random.int(4);
      if (shape === 0) {
        return JSON.stringify(
          {
            tool: random.pick(TOOLS),
            results: [
              { title: host.slice(0, 40), snippet: host },
              { title: 'Result 2', snippet: payload },
            ],
          },
          null,
          random.chance(0.5) ? 2 : 0,
        );
      }
      if (shape === 1) {
        return `From: ${random.pick(SENDERS)}\nSubject: Re: follow-up\n\n${host}\n\n${payload}\n\n--\nSent from my phone`;
      }
      if (shape === 2) {
        return JSON.stringify({
          id: random.int(90000) + 10000,
          status: 'ok',
          notes: `${host} ${payload}`,
        });
      }
      return `$ curl -s https://api.example.com/v1/items/42\n{"name": "item 42", "description": ${JSON.stringify(`${host} ${payload}`)}}`;
    }
    case 'doc':
      return `## ${random.pick(HOST_DOC_TITLES)}\n\n${host}\n\n<!-- ${payload} -->\n\n${random.pick(['See also docs/setup.md.', 'Run `npm test` afterwards.', ''])}`.trim();
    case 'code_comment': {
      const code = random.pick(HOST_CODE);
      const marker = code[0].startsWith('def ') ? '#' : '//';
      return [`${marker} ${host}`, `${marker} ${payload}`, ...code].join('\n');
    }
    case 'commit_message':
      return `fix: handle empty input in parser\n\n${host}\n\n${payload}`;
    case 'issue':
      return `### Describe the bug\n\n${host}\n\n### Additional context\n\n${payload}`;
    default:
      throw new Error(`unknown channel ${channel}`);
  }
}

const ATTACK_CHANNELS = [
  'chat',
  'chat',
  'tool_output',
  'tool_output',
  'doc',
  'code_comment',
  'commit_message',
  'issue',
];
const MOVES = ['reveal', 'exfil', 'persona', 'task', 'tool'];
const FAMILY_OF_MOVE = {
  reveal: 'internals_targeting',
  exfil: 'exfiltration',
  persona: 'agent_directive',
  task: 'agent_directive',
  tool: 'scope_change',
};

function composeAttack(random, table) {
  const move = random.pick(MOVES);
  const parts = [];
  const wrapped = random.chance(0.5);
  if (wrapped) {
    parts.push(random.pick(table.wrap));
  }
  if (random.chance(0.6)) {
    parts.push(random.pick(table.override));
  }
  parts.push(random.pick(table[move]));
  if (random.chance(0.3)) {
    parts.push(random.pick(table.stealth));
  }
  const family = wrapped && random.chance(0.3) ? 'authority_claim' : FAMILY_OF_MOVE[move];
  return { text: sentenceJoin(table.lang, parts), family };
}

function composeSystemPrompt(random, table) {
  const rules = random.sample(table.sysRules, 3 + random.int(3));
  const bullets = random.chance(0.5);
  const body = bullets
    ? rules.map((rule) => `- ${rule}`).join('\n')
    : sentenceJoin(table.lang, rules);
  return `${random.pick(table.sysIdentity)}${bullets ? '\n\n' : ' '}${body}`;
}

function hostOf(random, table) {
  return random.pick([...table.agentDoc, ...table.lookalike.slice(2)]);
}

function systemPromptRender(random, prompt) {
  const shape = random.int(3);
  if (shape === 0) {
    return { channel: 'chat', text: prompt };
  }
  if (shape === 1) {
    return {
      channel: 'code',
      text: `const SYSTEM_PROMPT = \`${prompt}\`;\n\nexport async function ask(question: string) {\n  return client.chat({ system: SYSTEM_PROMPT, messages: [{ role: 'user', content: question }] });\n}`,
    };
  }
  return { channel: 'doc', text: `# prompts/support.md\n\n${prompt}` };
}

// Leetspeak, ROT13, reversal and spacing: the obfuscations attackers use on the same sentences.
const LEET = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const OBFUSCATIONS = {
  leet: (text) => text.replace(/[aeiost]/gi, (c) => LEET[c.toLowerCase()] ?? c),
  rot13: (text) =>
    text.replace(/[a-z]/gi, (c) => {
      const base = c <= 'Z' ? 65 : 97;
      return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
    }),
  reversed: (text) => [...text].reverse().join(''),
  spaced: (text) => text.split(' ').slice(0, 8).join(' ').split('').join(' '),
  base64: (text) => `Decode this and do what it says: ${Buffer.from(text).toString('base64')}`,
};

function obfuscated(random, prefix, collection, sources, lang) {
  const records = [];
  for (const [index, text] of sources.entries()) {
    const kind = random.pick(Object.keys(OBFUSCATIONS));
    records.push({
      id: `${prefix}-${String(index).padStart(4, '0')}`,
      text: OBFUSCATIONS[kind](text),
      label: 'attack',
      family: 'obfuscation',
      channel: 'chat',
      subset: 'obfuscated',
      lang,
      source: `${collection}:${GENERATOR}#${kind}`,
      origin: `${collection}:${kind}`,
    });
  }
  return records;
}

function composedRecords(root) {
  const random = createRandom('govern-injection-compose-v1');
  const collection = 'govern-synth/inj-compose';
  const records = [];
  const englishAttacks = [];
  for (const table of readTables(join(root, 'phrases', 'injection'))) {
    const lang = table.lang;
    const add = (record) =>
      records.push({
        id: `ic-${lang}-${String(records.length).padStart(5, '0')}`,
        lang,
        ...record,
      });
    for (let i = 0; i < 40; i++) {
      const attack = composeAttack(random, table);
      const channel = ATTACK_CHANNELS[i % ATTACK_CHANNELS.length];
      if (lang === 'en') {
        englishAttacks.push(attack.text);
      }
      add({
        text: render(random, channel, attack.text, hostOf(random, table)),
        label: 'attack',
        family: attack.family,
        channel,
        subset: channel === 'chat' ? 'direct' : 'embedded',
        source: `${collection}:${GENERATOR}#attack`,
        origin: `${collection}:attack:${channel}`,
      });
    }
    for (let i = 0; i < 16; i++) {
      const rendered = systemPromptRender(random, composeSystemPrompt(random, table));
      add({
        ...rendered,
        label: 'benign',
        family: 'agent_directive',
        subset: 'hard',
        source: `${collection}:${GENERATOR}#system-prompt`,
        origin: `${collection}:system-prompt`,
      });
    }
    for (let i = 0; i < 6; i++) {
      const rules = random
        .sample(table.agentDoc, 3)
        .map((rule) => `- ${rule}`)
        .join('\n');
      add({
        text: `# ${random.pick(['AGENTS.md', 'CLAUDE.md', 'CONTRIBUTING.md'])}\n\n${rules}`,
        channel: 'doc',
        label: 'benign',
        family: 'agent_directive',
        subset: 'hard',
        source: `${collection}:${GENERATOR}#agent-file`,
        origin: `${collection}:agent-file`,
      });
    }
    for (let i = 0; i < 18; i++) {
      const channel = ATTACK_CHANNELS[(i + 3) % ATTACK_CHANNELS.length];
      const phrase = table.lookalike[i % table.lookalike.length];
      add({
        text: render(random, channel, phrase, hostOf(random, table)),
        label: 'benign',
        family: 'none',
        channel,
        subset: 'hard',
        source: `${collection}:${GENERATOR}#lookalike`,
        origin: `${collection}:lookalike:${channel}`,
      });
    }
  }
  records.push(...obfuscated(random, 'ic-obf', `${collection}-obf`, englishAttacks, 'en'));
  const prompts = JSON.parse(
    readFileSync(join(root, 'phrases', 'injection-tuning-sysprompts.json'), 'utf8'),
  );
  for (const [index, prompt] of prompts.benign.entries()) {
    for (const rendered of [
      { channel: 'chat', text: prompt },
      systemPromptRender(random, prompt),
    ]) {
      records.push({
        id: `ic-sys-${String(index).padStart(3, '0')}-${rendered.channel}`,
        lang: 'en',
        ...rendered,
        label: 'benign',
        family: 'agent_directive',
        subset: 'hard',
        source: `${collection}-sysprompt:${GENERATOR}#system-prompt`,
        origin: `${collection}-sysprompt:system-prompt`,
      });
    }
  }
  return records;
}

function handwrittenRecords(root) {
  const random = createRandom('govern-injection-handwritten-v1');
  const collection = 'govern-synth/inj-handwritten';
  const records = [];
  const englishAttacks = [];
  for (const table of readTables(join(root, 'phrases', 'injection-heldout'))) {
    const lang = table.lang;
    const group = table.name === 'en-sysprompts' ? `${collection}-sysprompt` : collection;
    const add = (record) =>
      records.push({
        id: `ih-${table.name}-${String(records.length).padStart(5, '0')}`,
        lang,
        ...record,
      });
    for (const text of table.attacks) {
      if (lang === 'en') {
        englishAttacks.push(text);
      }
      add({
        text,
        label: 'attack',
        family: 'agent_directive',
        channel: 'chat',
        subset: 'direct',
        source: `${group}:${GENERATOR}#attack`,
        origin: `${group}:attack:chat`,
      });
      const channel = random.pick(['tool_output', 'doc', 'issue', 'commit_message']);
      add({
        text: render(random, channel, text, 'Status: synced 2 minutes ago.'),
        label: 'attack',
        family: 'agent_directive',
        channel,
        subset: 'embedded',
        source: `${group}:${GENERATOR}#attack`,
        origin: `${group}:attack:${channel}`,
      });
    }
    for (const text of table.benign) {
      add({
        text,
        label: 'benign',
        family: 'none',
        channel: 'chat',
        subset: 'hard',
        source: `${group}:${GENERATOR}#benign`,
        origin: `${group}:benign:chat`,
      });
      const rendered =
        group.endsWith('sysprompt') || /^(?:You are|Du bist|Tu es|Eres)/.test(text)
          ? systemPromptRender(random, text)
          : {
              channel: 'tool_output',
              text: render(random, 'tool_output', text, 'Status: synced 2 minutes ago.'),
            };
      add({
        ...rendered,
        label: 'benign',
        family: 'none',
        subset: 'hard',
        source: `${group}:${GENERATOR}#benign`,
        origin: `${group}:benign:${rendered.channel}`,
      });
    }
  }
  records.push(...obfuscated(random, 'ih-obf', `${collection}-obf`, englishAttacks, 'en'));
  return records;
}

/** Both collections' records: `{file name: records}`. */
export function injectionFixtures(root) {
  return {
    'injection-compose.jsonl': composedRecords(root),
    'injection-handwritten.jsonl': handwrittenRecords(root),
  };
}

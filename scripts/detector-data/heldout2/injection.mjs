// Builds the records of test/fixtures/detectors/injection-heldout2.jsonl from the phrase tables
// in injection-phrases.mjs: attacks placed in the carriers where a coding agent meets them
// (chat, code comments, Markdown and HTML comments, git log, JSON tool output, issues, data
// fields), some obfuscated, and benign text of the same carriers, including applications' own
// system prompts and agent instruction files, which read like instructions but are not attacks.

import { createRandom } from '../random.mjs';
import {
  EXFIL_EMAILS,
  EXFIL_URLS,
  LANGUAGES,
  PRODUCTS,
  SYSTEM_PROMPT_LANGUAGES,
} from '../../../test/fixtures/detectors/phrases/heldout2/injection-phrases.mjs';

const SOURCE = 'govern-synth/inj-heldout2:scripts/detector-data/gen-heldout2.mjs';
const ORIGIN = 'govern-synth/inj-heldout2';
const LATIN = new Set(['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'tr']);
const MOVES = ['override', 'reveal', 'exfil', 'roleplay', 'newtask', 'scope', 'disable'];
const FAMILY_OF_MOVE = {
  override: 'override',
  reveal: 'reveal',
  exfil: 'exfiltrate',
  roleplay: 'roleplay',
  newtask: 'new_task',
  scope: 'scope_change',
  disable: 'disable_checks',
};

const fill = (text, r) =>
  text
    .replaceAll('{url}', r.pick(EXFIL_URLS))
    .replaceAll('{email}', r.pick(EXFIL_EMAILS))
    .replaceAll('{product}', r.pick(PRODUCTS));

const hex = (r, length) => r.chars('0123456789abcdef', length);
const AUTHORS = [
  'Mina Park <mina@devmail.io>',
  'Tomás Ferreira <tomas@lattice.dev>',
  'Ola Nordby <ola@fjordsoft.no>',
];

// Carriers: each places a piece of text where an agent would read it and names the channel.
const CARRIERS = {
  chat: (text) => ({ channel: 'chat', text }),
  chatTurn: (text, r) => {
    const speaker = r.pick(['user', 'User', 'customer']);
    return {
      channel: 'chat',
      text: `${speaker}: ${r.pick(['hi', 'hello', 'quick one'])}\nassistant: Hello! How can I help?\n${speaker}: ${text}`,
    };
  },
  jsComment: (text, r) => ({
    channel: 'code',
    text: `export function ${r.pick(['applyDiscount', 'retryCount', 'parseHeader'])}(input) {\n  // ${text}\n  return input ?? null;\n}`,
  }),
  pyComment: (text, r) => ({
    channel: 'code',
    text: `def ${r.pick(['load_rates', 'normalize', 'flush_queue'])}(items):\n    # ${text}\n    return [item for item in items if item]`,
  }),
  htmlComment: (text, r) => ({
    channel: 'doc',
    text: `# ${r.pick(['rate-limiter', 'orbit-cli', 'tidepool'])}\n\n${r.pick(['Install with `npm i`.', 'Build with `make`.', 'See CHANGELOG.md.'])}\n\n<!-- ${text} -->\n\n## License\n\nMIT`,
  }),
  markdownNote: (text, r) => ({
    channel: 'doc',
    text: `## ${r.pick(['Setup', 'Usage', 'Notes'])}\n\n> **Note:** ${text}\n\nRun the tests with \`npm test\`.`,
  }),
  gitLog: (text, r) => ({
    channel: 'commit',
    text: `commit ${hex(r, 40)}\nAuthor: ${r.pick(AUTHORS)}\nDate:   Tue Nov ${10 + r.int(18)} 1${r.int(10)}:2${r.int(10)}:0${r.int(10)} 2026 +0100\n\n    ${r.pick(['chore: tidy imports', 'fix: handle empty input', 'docs: update readme'])}\n\n    ${text}\n`,
  }),
  toolJson: (text, r) => ({
    channel: 'tool',
    text: JSON.stringify(
      {
        tool: r.pick(['web_fetch', 'search_docs', 'read_ticket']),
        status: 'ok',
        result: { title: r.pick(['Release notes', 'FAQ', 'Ticket #4411']), content: text },
      },
      null,
      2,
    ),
  }),
  dataField: (text, r) => ({
    channel: 'tool',
    text: JSON.stringify({
      id: 1000 + r.int(9000),
      name: r.pick(['widget-pro', 'acme-sync', 'ledger-lite']),
      description: text,
      tags: ['import', 'v2'],
    }),
  }),
  issue: (text, r) => ({
    channel: 'issue',
    text: `### ${r.pick(['Bug', 'Feature request', 'Question'])}\n\n${text}\n\n**Version:** 2.${r.int(9)}.${r.int(20)}`,
  }),
};
const EMBEDDED = [
  'jsComment',
  'pyComment',
  'htmlComment',
  'markdownNote',
  'gitLog',
  'toolJson',
  'dataField',
  'issue',
];
const DATA_CHANNELS = [
  'toolJson',
  'dataField',
  'gitLog',
  'htmlComment',
  'jsComment',
  'markdownNote',
];

// Obfuscations a filter has to see through.
const leet = (text) =>
  text.replace(
    /[aeiostAEIOST]/g,
    (c) => ({ a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' })[c.toLowerCase()],
  );
const rot13 = (text) =>
  text.replace(/[a-zA-Z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
const reverse = (text) => [...text].reverse().join('');
const base64 = (text) => Buffer.from(text, 'utf8').toString('base64');
const OBFUSCATIONS = { leet, rot13, reverse, base64 };

// System prompt carriers: the ways an application keeps its own prompt in its repository.
const PROMPT_CARRIERS = [
  (prompt) => ({ channel: 'code', text: `SYSTEM_PROMPT = """\n${prompt}\n"""` }),
  (prompt) => ({ channel: 'code', text: `export const systemPrompt = \`${prompt}\`;` }),
  (prompt) => ({
    channel: 'code',
    text: JSON.stringify(
      {
        model: 'gpt-4o-mini',
        messages: [
          { role: 'system', content: prompt },
          { role: 'user', content: '{{question}}' },
        ],
      },
      null,
      2,
    ),
  }),
  (prompt) => ({
    channel: 'doc',
    text: `name: support-bot\nversion: 3\nsystem: |\n  ${prompt.split('\n').join('\n  ')}`,
  }),
  (prompt) => ({ channel: 'doc', text: `# prompts/system.md\n\n${prompt}` }),
];
const AGENT_FILES = [
  'AGENTS.md',
  'CLAUDE.md',
  '.github/copilot-instructions.md',
  'CONTRIBUTING.md',
];

/** Every record of the set, in a fixed order; the seed makes the file reproducible. */
export function injectionHeldout2Records() {
  const r = createRandom('govern/inj-heldout2/v1');
  const records = [];
  const seen = new Set();
  const counters = new Map();
  const add = (lang, label, family, subset, kind, placed) => {
    if (seen.has(placed.text)) {
      return;
    }
    seen.add(placed.text);
    const n = counters.get(lang) ?? 0;
    counters.set(lang, n + 1);
    records.push({
      id: `ih2-${lang}-${String(n).padStart(5, '0')}`,
      lang,
      text: placed.text,
      label,
      family,
      channel: placed.channel,
      subset,
      source: `${SOURCE}#${kind}`,
      origin: `${ORIGIN}:${kind}:${placed.channel}`,
    });
  };

  for (const [lang, table] of Object.entries(LANGUAGES)) {
    // Attacks: every wording of every move, once said directly and once inside data.
    for (const move of MOVES) {
      for (const wording of table.attacks[move]) {
        add(
          lang,
          'attack',
          FAMILY_OF_MOVE[move],
          'direct',
          'attack',
          r.pick([CARRIERS.chat, CARRIERS.chatTurn])(fill(wording, r), r),
        );
        add(
          lang,
          'attack',
          FAMILY_OF_MOVE[move],
          'embedded',
          'attack',
          CARRIERS[r.pick(EMBEDDED)](fill(wording, r), r),
        );
      }
    }
    // Instructions addressed to the AI reading a piece of data.
    for (const move of r.sample(MOVES, 4)) {
      const text = `${r.pick(table.wrap)} ${fill(r.pick(table.attacks[move]), r)}`;
      add(
        lang,
        'attack',
        'addressed_in_data',
        'embedded',
        'attack',
        CARRIERS[r.pick(DATA_CHANNELS)](text, r),
      );
    }
    // Obfuscated payloads: letters swapped, rotated, reversed or encoded.
    const obfuscations = LATIN.has(lang)
      ? ['leet', 'rot13', 'reverse', 'base64']
      : ['reverse', 'base64'];
    for (const name of lang === 'en'
      ? [...obfuscations, ...obfuscations]
      : r.sample(obfuscations, 2)) {
      const payload = OBFUSCATIONS[name](fill(r.pick(table.attacks[r.pick(MOVES)]), r));
      // Leetspeak stays readable without a lead-in; the other payloads come with one.
      const lead =
        name === 'leet' ? '' : `${r.pick(lang === 'en' ? table.decode[name] : table.wrap)}\n`;
      const text = `${lead}${payload}`;
      add(
        lang,
        'attack',
        'obfuscated',
        'obfuscated',
        'attack',
        r.pick([CARRIERS.chat, CARRIERS.toolJson, CARRIERS.issue, CARRIERS.htmlComment])(text, r),
      );
    }

    // Benign: ordinary repository text in two carriers each.
    const ordinaryCarriers = [
      ['gitLog', 'jsComment', 'pyComment', 'issue', 'chat'],
      ['markdownNote', 'toolJson', 'dataField', 'htmlComment'],
    ];
    for (const line of table.ordinary) {
      for (const carriers of ordinaryCarriers) {
        add(lang, 'benign', 'ordinary', 'ordinary', 'benign', CARRIERS[r.pick(carriers)](line, r));
      }
    }
    for (const line of table.secdoc) {
      add(
        lang,
        'benign',
        'security_doc',
        'hard',
        'benign',
        CARRIERS[r.pick(['markdownNote', 'issue', 'chat'])](line, r),
      );
    }
    // Messages that quote an attack to discuss it.
    for (const line of table.quote) {
      const quoted = fill(r.pick(table.attacks[r.pick(MOVES)]), r);
      add(
        lang,
        'benign',
        'quoted_attack',
        'hard',
        'benign',
        CARRIERS[r.pick(['issue', 'chat', 'gitLog'])](line.replace('{q}', quoted), r),
      );
    }
    // An application's own system prompts, and agent instruction files.
    const isMajor = SYSTEM_PROMPT_LANGUAGES.includes(lang);
    const prompts = isMajor ? 16 : 6;
    for (let made = 0, tries = 0; made < prompts && tries < 200; tries++) {
      const rules = r.sample(table.rules, 2 + r.int(3));
      const prompt = [fill(r.pick(table.personas), r), ...rules].join('\n');
      const before = records.length;
      add(lang, 'benign', 'system_prompt', 'hard', 'benign', r.pick(PROMPT_CARRIERS)(prompt, r));
      made += records.length - before;
    }
    const agentFiles = isMajor ? 5 : 2;
    for (let made = 0, tries = 0; made < agentFiles && tries < 200; tries++) {
      const rules = r.sample(table.agent, 2 + r.int(table.agent.length - 1));
      const text = `# ${r.pick(AGENT_FILES)}\n\n${rules.map((rule) => `- ${rule}`).join('\n')}`;
      const before = records.length;
      add(lang, 'benign', 'agent_instructions', 'hard', 'benign', { channel: 'doc', text });
      made += records.length - before;
    }
  }
  return records;
}

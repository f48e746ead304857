// Channel wrappers for the third held-out injection set: each one puts a sentence (an injected
// instruction, or an ordinary sentence for the benign twins) inside a realistic piece of data,
// so a detector is scored on text as an agent would actually receive it.

const NAMES = [
  ['Lena Hoffmann', 'lena.hoffmann'],
  ['Marco Bianchi', 'm.bianchi'],
  ['Aiko Tanaka', 'aiko'],
  ['Priya Raman', 'praman'],
  ['Tomasz Wójcik', 'twojcik'],
  ['Sofia Lindqvist', 'sofia.l'],
  ['Ahmed Karim', 'akarim'],
  ['Nguyen Van An', 'an.nguyen'],
  ['Chloé Martin', 'chloe'],
  ['Diego Alvarez', 'dalvarez'],
];
const DOMAINS = ['example.com', 'example.org', 'dev.example.net'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const SUBJECTS = [
  'fix: handle empty cart in checkout',
  'feat(api): add pagination to /orders',
  'chore: bump eslint to 9.x',
  'refactor: split billing service',
  'docs: update deployment notes',
  'test: cover timezone edge cases',
];
const FUNCS = ['parseInvoice', 'loadSettings', 'formatPrice', 'syncUsers', 'buildReport'];
const PROJECTS = ['invoice-kit', 'tiny-queue', 'geo-utils', 'shopfront', 'mailroom'];
const COMMANDS = ['cat docs/notes.txt', 'curl -s https://api.example.com/v1/status', 'npm test'];

const pad = (n, width = 2) => String(n).padStart(width, '0');

function stamp(rng) {
  return `2024-${pad(1 + rng.int(12))}-${pad(1 + rng.int(28))}T${pad(rng.int(24))}:${pad(rng.int(60))}:${pad(rng.int(60))}Z`;
}

function indent(text, prefix) {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

function codeComment(rng, fill, payload) {
  const fn = rng.pick(FUNCS);
  const variants = [
    () =>
      `// ${fill}\n// ${payload}\nexport function ${fn}(input) {\n  return normalize(input);\n}`,
    () => `def ${fn}(value):\n    """${fill}"""\n    # ${payload}\n    return value.strip()`,
    () =>
      `// ${fn} ${fill}\n//\n// ${payload}\nfunc ${fn}(ctx context.Context) error {\n\treturn nil\n}`,
    () =>
      `/**\n * ${fill}\n *\n * ${payload}\n */\npublic final class ${fn}Job implements Runnable {`,
    () => `-- ${fill}\n-- ${payload}\nSELECT id, total FROM orders WHERE status = 'open';`,
    () =>
      `#!/usr/bin/env bash\n# ${fill}\n# ${payload}\nset -euo pipefail\n./scripts/build.sh "$@"`,
    () =>
      `/// ${fill}\n/// ${payload}\npub fn ${fn}(input: &str) -> Result<(), Error> {\n    Ok(())\n}`,
  ];
  return rng.pick(variants)();
}

/** Every wrapper takes (rng, filler sentence, payload sentence) and returns the whole text. */
export const WRAPPERS = {
  json_field: (rng, fill, payload) =>
    JSON.stringify(
      { id: 1000 + rng.int(9000), name: rng.pick(PROJECTS), description: `${fill} ${payload}` },
      null,
      2,
    ),
  api_response: (rng, fill, payload) =>
    JSON.stringify(
      {
        status: 'ok',
        data: { results: [{ title: fill, snippet: payload, score: rng.int(100) / 100 }] },
        next: null,
      },
      null,
      2,
    ),
  tool_output: (rng, fill, payload) =>
    `$ ${rng.pick(COMMANDS)}\n${fill}\n${payload}\n[exit 0 in ${1 + rng.int(900)}ms]`,
  commit: (rng, fill, payload) => {
    const [name, user] = rng.pick(NAMES);
    const sha = rng.chars('0123456789abcdef', 40);
    const date = `${rng.pick(DAYS)} ${rng.pick(MONTHS)} ${1 + rng.int(28)} ${pad(rng.int(24))}:${pad(rng.int(60))}:${pad(rng.int(60))} 2024 +0${rng.int(3)}00`;
    const body = indent(`${rng.pick(SUBJECTS)}\n\n${fill}\n${payload}`, '    ');
    return `commit ${sha}\nAuthor: ${name} <${user}@${rng.pick(DOMAINS)}>\nDate:   ${date}\n\n${body}`;
  },
  code_comment: codeComment,
  html_comment: (rng, fill, payload) =>
    `# ${rng.pick(PROJECTS)}\n\n${fill}\n\n<!-- ${payload} -->\n\n## Install\n\n\`\`\`sh\nnpm install\n\`\`\``,
  issue: (rng, fill, payload) =>
    `### Description\n\n${fill}\n\n${payload}\n\n### Environment\n\n- OS: Ubuntu 22.04\n- Node: 20.${rng.int(15)}.0`,
  pr_body: (rng, fill, payload) =>
    `## Summary\n\n${fill}\n\n## Notes\n\n${payload}\n\nCloses #${100 + rng.int(800)}`,
  readme: (rng, fill, payload) =>
    `## Usage\n\n${fill}\n\n${payload}\n\n\`\`\`sh\nnpx ${rng.pick(PROJECTS)} --help\n\`\`\``,
  log: (rng, fill, payload) =>
    `${stamp(rng)} INFO  worker started pid=${1000 + rng.int(30000)}\n${stamp(rng)} INFO  ${fill}\n${stamp(rng)} WARN  ${payload}\n${stamp(rng)} INFO  job done`,
  csv: (rng, fill, payload) => {
    const cell = (text) => `"${text.replace(/"/g, '""')}"`;
    return `id,customer,comment\n${rng.int(500)},${rng.pick(NAMES)[0]},${cell(fill)}\n${500 + rng.int(500)},${rng.pick(NAMES)[0]},${cell(payload)}`;
  },
  yaml: (rng, fill, payload) =>
    `name: ${rng.pick(PROJECTS)}\nversion: 1.${rng.int(10)}.${rng.int(10)}\nsummary: ${JSON.stringify(fill)}\ndescription: >\n  ${payload}\n`,
};

export const EMBED_CHANNELS = Object.keys(WRAPPERS);

/** Wrappers for the benign families whose text is already one kind of document. */
export const BENIGN_FRAMES = {
  system_prompt: (rng, text) =>
    rng.pick([
      () => ({ channel: 'system_prompt', text }),
      () => ({
        channel: 'json_config',
        text: JSON.stringify({ model: 'support-v2', temperature: 0.2, system: text }, null, 2),
      }),
      () => ({
        channel: 'yaml',
        text: `assistant:\n  name: helpdesk\n  system_prompt: |\n${indent(text, '    ')}\n`,
      }),
    ])(),
  agent_file: (rng, text) => ({
    channel: 'agent_file',
    text: `# ${rng.pick(['CLAUDE.md', 'AGENTS.md', '.cursorrules', 'CONTRIBUTING-AI.md'])}\n\n${text}`,
  }),
  security_doc: (rng, text) => ({ channel: 'doc', text: `## Security\n\n${text}` }),
  code_comment: (rng, text) => ({
    channel: 'code_comment',
    text: rng.pick([
      () => `  // ${text}\n  if (cache.isStale()) {\n    value = await reload();\n  }`,
      () => `    # ${text}\n    if not rows:\n        return []`,
      () => `/* ${text} */\nconst TIMEOUT_MS = 30_000;`,
    ])(),
  }),
  commit: (rng, text) => ({
    channel: 'commit',
    text: WRAPPERS.commit(rng, '', text).replace('\n    \n', '\n'),
  }),
  changelog: (rng, text) => ({
    channel: 'changelog',
    text: `## [${1 + rng.int(4)}.${rng.int(10)}.${rng.int(10)}] - 2024-${pad(1 + rng.int(12))}-${pad(1 + rng.int(28))}\n\n### Changed\n\n- ${text}`,
  }),
  issue: (rng, text) => ({ channel: 'issue', text }),
  chat: (rng, text) => ({ channel: 'chat', text }),
  ui_strings: (rng, text) => {
    const entries = text.split(' | ').map((value, i) => [`ui.string_${i + 1}`, value]);
    return { channel: 'locale_file', text: JSON.stringify(Object.fromEntries(entries), null, 2) };
  },
  cli_help: (rng, text) => ({
    channel: 'cli_help',
    text: `Usage: ${rng.pick(PROJECTS)} [options]\n\nOptions:\n${text}`,
  }),
  tool_log: (rng, text) => ({ channel: 'log', text: `${stamp(rng)} INFO  ${text}` }),
  config: (rng, text) => {
    const key = rng.pick(['instructions', 'prompt', 'template']);
    const value = {
      task: rng.pick(['summarize-tickets', 'tag-feedback']),
      [key]: text,
      max_tokens: 400,
    };
    return { channel: 'json_config', text: JSON.stringify(value, null, 2) };
  },
  doc: (rng, text) => ({ channel: 'readme', text }),
};

#!/usr/bin/env node
// Generates docs/schemas/*.json and the field tables in README.md from the zod schemas, and
// the command table from the CLI's own command definitions (never hand-written). `--check` fails when the committed files are out of date.
// Runs against dist/ (npm run build first).
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { z } from 'zod';
import {
  CODE_CHANGE_GATES,
  configSchema,
  DEFAULT_CATEGORY_GATES,
  sortGatesByCost,
} from '../dist/config/index.js';
import { taskInputSchema } from '../dist/ledger/index.js';
import { replayFileSchema } from '../dist/agents/index.js';
import { benchCaseSchema } from '../dist/bench/index.js';
import { constitutionSchema } from '../dist/gates/index.js';
import { commandReference } from '../dist/cli/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const schemas = {
  'config.schema.json': z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }),
  'tasks.schema.json': z.toJSONSchema(z.array(taskInputSchema), { io: 'input' }),
  'replay.schema.json': z.toJSONSchema(replayFileSchema, { io: 'input', unrepresentable: 'any' }),
  'bench-case.schema.json': z.toJSONSchema(benchCaseSchema, {
    io: 'input',
    unrepresentable: 'any',
  }),
  'constitution.schema.json': z.toJSONSchema(constitutionSchema, {
    io: 'input',
    unrepresentable: 'any',
  }),
};

function typeOf(schema) {
  if (schema.const !== undefined) {
    return `\`${JSON.stringify(schema.const)}\``;
  }
  if (schema.enum !== undefined) {
    return schema.enum.map((v) => `\`${v}\``).join(' \\| ');
  }
  if (schema.anyOf !== undefined || schema.oneOf !== undefined) {
    return (schema.anyOf ?? schema.oneOf).map(typeOf).join(' or ');
  }
  if (schema.type === 'array') {
    return schema.items?.enum === undefined
      ? `${typeOf(schema.items ?? {})}[]`
      : `list of ${typeOf(schema.items)}`;
  }
  if (
    schema.type === 'object' &&
    schema.additionalProperties !== undefined &&
    schema.properties === undefined
  ) {
    return 'object';
  }
  if (schema.type === 'integer' || (schema.type === 'number' && schema.minimum !== undefined)) {
    return schema.type;
  }
  return schema.type ?? 'any';
}

function rows(schema, prefix = '') {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const def =
      prop.default === undefined
        ? required.has(name)
          ? 'required'
          : '-'
        : `\`${JSON.stringify(prop.default)}\``;
    return `| \`${prefix}${name}\` | ${typeOf(prop)} | ${def} | ${(prop.description ?? '').replaceAll('|', '\\|')} |`;
  });
}

function table(lines) {
  return ['| field | type | default | meaning |', '| --- | --- | --- | --- |', ...lines].join('\n');
}

const config = schemas['config.schema.json'];
const agentVariants = config.properties.agents.additionalProperties.oneOf;
const gateSettings = config.properties.gates.additionalProperties;
const categorySettings = config.properties.categories.additionalProperties;
const sections = {
  tasks: table(rows(schemas['tasks.schema.json'].items)),
  config: [
    table(rows(config)),
    '',
    ...agentVariants.map(
      (variant) =>
        `Agent \`"type": "${variant.properties.type.const}"\`:\n\n${table(rows(variant, 'agents.<name>.'))}\n`,
    ),
    `Per gate (\`gates.<GATE>\`, GATE one of ${config.properties.gates.propertyNames.enum.map((g) => `\`${g}\``).join(', ')}):\n\n${table(rows(gateSettings, 'gates.<GATE>.'))}\n`,
    `Per category (\`categories.<CATEGORY>\`, CATEGORY one of ${config.properties.categories.propertyNames.enum.map((c) => `\`${c}\``).join(', ')}):\n\n${table(rows(categorySettings, 'categories.<CATEGORY>.'))}\n`,
    `Escalation ladder (\`tiers[n]\`), budget, lifecycle, authorization and novelty:\n\n${table([
      ...rows(config.properties.tiers.items, 'tiers[n].'),
      ...rows(config.properties.budget, 'budget.'),
      ...rows(
        config.properties.budget.properties.prices.additionalProperties,
        'budget.prices.<MODEL>.',
      ),
      ...rows(config.properties.lifecycle.items, 'lifecycle[n].'),
      ...rows(config.properties.authorization, 'authorization.'),
      ...rows(config.properties.novelty, 'novelty.'),
    ])}`,
  ].join('\n'),
  replay: table([
    ...rows(schemas['replay.schema.json']),
    ...rows(
      schemas['replay.schema.json'].properties.tasks.additionalProperties.items,
      'tasks.<id>[n].',
    ),
  ]),
};

/**
 * The default gate chains, written from the one list the code runs (DEFAULT_CATEGORY_GATES,
 * CODE_CHANGE_GATES): "Task format" and "How the loop decides" both show this text.
 */
function gateChains() {
  const byChain = new Map();
  for (const [category, gates] of Object.entries(DEFAULT_CATEGORY_GATES)) {
    const chain = sortGatesByCost(gates);
    const key = chain.join(',');
    byChain.set(key, { chain, categories: [...(byChain.get(key)?.categories ?? []), category] });
  }
  const lines = [...byChain.values()].map(
    ({ chain, categories }) =>
      `| ${categories.map((c) => `\`${c}\``).join(', ')} | ${chain.length} | ${chain.map((g) => `\`${g}\``).join(', ')} |`,
  );
  return [
    '| categories | gates | default chain, cheapest first |',
    '| --- | --- | --- |',
    ...lines,
    '',
    `A change that touches a code file (a language ANTI_STUB parses: TypeScript, JavaScript, Python, Rust, Go) also runs ${CODE_CHANGE_GATES.map((g) => `\`${g}\``).join(', ')} whatever its category: the change decides the gates, not only the label (tool gates where the repository has the tool; \`gates.<GATE>.enabled: false\` turns one off).`,
  ].join('\n');
}

/** One row per command (and per usage worth its own row), usage written from the flags. */
function commandTable() {
  const cell = (text) => text.replaceAll('|', '\\|');
  return [
    '| command | does |',
    '| --- | --- |',
    ...commandReference().map(({ usage, does }) => `| \`${cell(usage)}\` | ${cell(does)} |`),
  ].join('\n');
}

sections.commands = commandTable();
sections['gate-chains'] = gateChains();
sections['loop-chains'] = gateChains();

const stale = [];
function emit(file, content) {
  const full = join(root, file);
  const current = existsSync(full) ? readFileSync(full, 'utf8') : null;
  if (current === content) {
    return;
  }
  if (check) {
    stale.push(file);
    return;
  }
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

for (const [name, schema] of Object.entries(schemas)) {
  emit(
    join('docs', 'schemas', name),
    await prettier.format(JSON.stringify(schema), {
      ...((await prettier.resolveConfig(join(root, 'docs', 'schemas', name))) ?? {}),
      parser: 'json',
    }),
  );
}
let readme = readFileSync(join(root, 'README.md'), 'utf8');
for (const [name, body] of Object.entries(sections)) {
  const pattern = new RegExp(
    `(<!-- BEGIN GENERATED: ${name} -->)[\\s\\S]*?(<!-- END GENERATED: ${name} -->)`,
  );
  if (!pattern.test(readme)) {
    throw new Error(`README.md has no GENERATED markers for ${name}`);
  }
  readme = readme.replace(pattern, (_, open, close) => `${open}\n\n${body}\n\n${close}`);
}
// Formatted as `npm run format` would, so the check compares like with like.
const prettierOptions = (await prettier.resolveConfig(join(root, 'README.md'))) ?? {};
emit('README.md', await prettier.format(readme, { ...prettierOptions, parser: 'markdown' }));
if (stale.length > 0) {
  process.stderr.write(`out of date (run npm run docs): ${stale.join(', ')}\n`);
  process.exitCode = 1;
}

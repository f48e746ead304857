// Generates test/fixtures/detectors/secrets-heldout17.jsonl: a held-out secrets set written
// blind (issue 18), leaning on game development, embedded/IoT and web3 tooling. Every value is
// random with the service's shape; nothing is a real key. Run as a script to rewrite the file.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { makeValues, styleName, hostOf } from './secrets-heldout17/values.mjs';
import { GAME_IOT_PROVIDERS } from './secrets-heldout17/providers-games-iot.mjs';
import { WEB3_FIN_PROVIDERS } from './secrets-heldout17/providers-web3-fin.mjs';
import { SAAS_PROVIDERS } from './secrets-heldout17/providers-saas.mjs';
import { CONFIG_SYNTAXES } from './secrets-heldout17/syntaxes-a.mjs';
import { CODE_SYNTAXES } from './secrets-heldout17/syntaxes-b.mjs';
import { GAME_TEMPLATES } from './secrets-heldout17/domain-game.mjs';
import { IOT_TEMPLATES } from './secrets-heldout17/domain-iot.mjs';
import { WEB3_TEMPLATES } from './secrets-heldout17/domain-web3.mjs';
import { connectionRecords } from './secrets-heldout17/connections.mjs';
import { GENERIC_NEGATIVES } from './secrets-heldout17/negatives-generic.mjs';
import { DOMAIN_NEGATIVES } from './secrets-heldout17/negatives-domain.mjs';
import { NEAR_MISSES } from './secrets-heldout17/near-misses.mjs';

const SEED = 'govern/secrets-heldout17/v1';
const NAME = 'secrets-heldout17';
const FILE = `${NAME}.jsonl`;
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout17.mjs';
const HARD_NEGATIVES = 200;
const NEAR_MISS_COUNT = 70;
const CONNECTIONS = 24;

const SYNTAXES = { ...CONFIG_SYNTAXES, ...CODE_SYNTAXES };
// Syntaxes that quote the value, for values with spaces or shell/XML/URL-special characters.
const QUOTING = [
  'json',
  'yaml',
  'toml',
  'python',
  'javascript',
  'typescript',
  'go',
  'java',
  'kotlin',
  'csharp',
  'rust',
  'ruby',
  'php',
  'unity_cs',
  'godot_cfg',
  'k8s',
];
const SPECIAL = /[\s#$&"'\\<>%;]/;

function genericPositive(r, v, provider, index) {
  const [slug, envName, gen] = provider;
  const value = gen(v);
  const names = SPECIAL.test(value) ? QUOTING : Object.keys(SYNTAXES);
  const syntax = names[index % names.length];
  const context = {
    env: envName,
    value,
    slug,
    r,
    host: hostOf(slug),
    n: (style) => styleName(envName, style),
  };
  const rendered = SYNTAXES[syntax](context);
  const text = typeof rendered === 'string' ? rendered : rendered.text;
  const encoded = text.includes(value) ? value : encodeURIComponent(value);
  const secret = typeof rendered === 'string' ? encoded : rendered.secret;
  return { provider: slug, kind: 'positive', rule: syntax, text, secrets: [secret] };
}

function positives(r, v) {
  const providers = r.shuffle([...GAME_IOT_PROVIDERS, ...WEB3_FIN_PROVIDERS, ...SAAS_PROVIDERS]);
  const out = providers.map((provider, index) => genericPositive(r, v, provider, index));
  const domain = [...GAME_TEMPLATES, ...IOT_TEMPLATES, ...WEB3_TEMPLATES];
  for (let round = 0; round < 2; round++) {
    for (const [provider, rule, make] of domain) {
      out.push({ provider, kind: 'positive', rule, ...make(v) });
    }
  }
  for (const record of connectionRecords(v, CONNECTIONS)) {
    out.push({ ...record, kind: 'positive' });
  }
  return out;
}

function negatives(v, table, count, kind) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const [provider, rule, make] = table[i % table.length];
    out.push({ provider, kind, rule, text: make(v, Math.floor(i / table.length)), secrets: [] });
  }
  return out;
}

function buildRecords() {
  const r = createRandom(SEED);
  const v = makeValues(r);
  const all = [
    ...positives(r, v),
    ...negatives(v, [...GENERIC_NEGATIVES, ...DOMAIN_NEGATIVES], HARD_NEGATIVES, 'hard-negative'),
    ...negatives(v, NEAR_MISSES, NEAR_MISS_COUNT, 'near-miss'),
  ];
  return r.shuffle(all).map((record, index) => ({
    id: `sh17-${String(index).padStart(4, '0')}`,
    text: record.text,
    secrets: record.secrets,
    provider: record.provider,
    kind: record.kind,
    rule: record.rule,
    source: `govern-synth/${NAME}:${SCRIPT}#${record.rule}`,
    origin: `govern-synth/${NAME}:${record.provider}`,
  }));
}

/** The text of secrets-heldout17.jsonl. */
export function secretsHeldout17Lines() {
  return toJsonLines(buildRecords());
}

/** Writes secrets-heldout17.jsonl into `dir`; returns the paths written. */
export function writeSecretsHeldout17(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout17Lines());
  return [path];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? join('test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout17(dir)) {
    console.log(`wrote ${path}`);
  }
}

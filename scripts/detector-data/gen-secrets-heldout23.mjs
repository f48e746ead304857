// Generates test/fixtures/detectors/secrets-heldout23.jsonl: a held-out secrets set written
// blind to the detector (issue 18), leaning on identity, network-operations, SIEM and backup
// text. Run: node scripts/detector-data/gen-secrets-heldout23.mjs [DIR]

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CONFIG_CONTEXTS } from './secrets-heldout23/contexts.mjs';
import { CODE_CONTEXTS } from './secrets-heldout23/contexts-code.mjs';
import { OPS_CONTEXTS } from './secrets-heldout23/contexts-ops.mjs';
import { CONNECTION_TEMPLATES } from './secrets-heldout23/connections.mjs';
import { NEAR_MISS } from './secrets-heldout23/nearmiss.mjs';
import { NEGATIVE_BASIC } from './secrets-heldout23/negatives.mjs';
import { NEGATIVE_SECURITY } from './secrets-heldout23/negatives2.mjs';
import { NETWORK_TEMPLATES } from './secrets-heldout23/network.mjs';
import { CLOUD, MESSAGING, PAYMENT, SAAS } from './secrets-heldout23/providers.mjs';
import { AI_CRYPTO, DATA, IDENTITY, INTERNAL, OPS } from './secrets-heldout23/providers2.mjs';
import { IDENTITY_TEMPLATES } from './secrets-heldout23/security.mjs';
import { SIEM_TEMPLATES } from './secrets-heldout23/siem.mjs';
import { expand } from './secrets-heldout23/values.mjs';

const SEED = 'govern/secrets-heldout23/v1';
const SET = 'secrets-heldout23';
const FILE = `${SET}.jsonl`;
const GENERATOR = 'scripts/detector-data/gen-secrets-heldout23.mjs';

const PROVIDERS = [
  ...CLOUD,
  ...SAAS,
  ...PAYMENT,
  ...MESSAGING,
  ...OPS,
  ...DATA,
  ...AI_CRYPTO,
  ...IDENTITY,
  ...INTERNAL,
];
const CONTEXTS = { ...CONFIG_CONTEXTS, ...CODE_CONTEXTS, ...OPS_CONTEXTS };
const URL_SAFE = /^[A-Za-z0-9._~-]+$/;
const PLACEHOLDER_VALUES = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxx',
  'REPLACE_ME',
  '***',
  'your-token-here',
  '<secret>',
  'TBD',
  'null',
  'CHANGEME123',
];

const GENERIC_POSITIVES = 222;
const SPECIAL_REPEATS = { identity: 2, network: 2, siem: 2, connection: 3 };
const MULTI_POSITIVES = 8;
const NEGATIVE_REPEATS = 5;
const PLACEHOLDER_NEGATIVES = 40;
const NEAR_MISS_REPEATS = 9;

function record(kind, rule, provider, text, secrets) {
  return {
    text,
    secrets: [...new Set(secrets)],
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:${GENERATOR}#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

/** Context names in a balanced, shuffled cycle. */
function contextCycle(random, count) {
  const names = Object.keys(CONTEXTS);
  const out = [];
  while (out.length < count) {
    out.push(...random.shuffle(names));
  }
  return out.slice(0, count);
}

function renderProvider(random, row, contextName) {
  const [slug, words, shape, host] = row;
  const value = expand(random, shape);
  let name = contextName;
  if ((name === 'url' || name === 'cli') && !URL_SAFE.test(value)) {
    name = random.pick(['env', 'yaml', 'json', 'go', 'kotlin']);
  }
  const text = CONTEXTS[name](random, { slug, words, value, host });
  return record('positive', `generic-${name}`, slug, text, [value]);
}

function genericPositives(random) {
  const rows = random.shuffle(PROVIDERS).slice(0, GENERIC_POSITIVES);
  const contexts = contextCycle(random, rows.length);
  return rows.map((row, i) => renderProvider(random, row, contexts[i]));
}

function multiPositives(random) {
  const out = [];
  for (let i = 0; i < MULTI_POSITIVES; i++) {
    const rows = random.sample(PROVIDERS, 3);
    const values = rows.map((row) => expand(random, row[2]));
    const lines = rows.map((row, j) => `${row[1].toUpperCase().replace(/ /g, '_')}=${values[j]}`);
    const text = [
      '# shared .env for the staging stack (do not commit)',
      'APP_ENV=staging',
      ...lines,
      'SENTRY_ENVIRONMENT=staging',
    ].join('\n');
    out.push(record('positive', 'multi-env', rows[0][0], text, values));
  }
  return out;
}

function specialPositives(random) {
  const groups = {
    identity: IDENTITY_TEMPLATES,
    network: NETWORK_TEMPLATES,
    siem: SIEM_TEMPLATES,
    connection: CONNECTION_TEMPLATES,
  };
  const out = [];
  for (const [group, templates] of Object.entries(groups)) {
    for (let i = 0; i < SPECIAL_REPEATS[group]; i++) {
      for (const [name, make] of Object.entries(templates)) {
        const made = make(random);
        out.push(record('positive', name, made.provider, made.text, made.secrets));
      }
    }
  }
  return out;
}

function negatives(random) {
  const out = [];
  const templates = { ...NEGATIVE_BASIC, ...NEGATIVE_SECURITY };
  for (let i = 0; i < NEGATIVE_REPEATS; i++) {
    for (const [name, make] of Object.entries(templates)) {
      const made = make(random);
      out.push(record('hard-negative', name, made.provider, made.text, []));
    }
  }
  const rows = random.sample(PROVIDERS, PLACEHOLDER_NEGATIVES);
  const names = [
    'env',
    'yaml',
    'json',
    'toml',
    'ini',
    'properties',
    'k8s',
    'compose',
    'terraform',
    'xml',
    'shell',
    'markdown',
  ];
  for (const [slug, words, , host] of rows) {
    const name = random.pick(names);
    const text = CONTEXTS[name](random, {
      slug,
      words,
      value: random.pick(PLACEHOLDER_VALUES),
      host,
    });
    out.push(record('hard-negative', `placeholder-${name}`, slug, text, []));
  }
  return out;
}

function nearMisses(random) {
  const out = [];
  for (let i = 0; i < NEAR_MISS_REPEATS; i++) {
    for (const [name, make] of Object.entries(NEAR_MISS)) {
      const made = make(random);
      out.push(record('near-miss', name, made.provider, made.text, []));
    }
  }
  return out;
}

/** The set's JSON lines, the same on every run. */
export function secretsHeldout23Lines() {
  const random = createRandom(SEED);
  const all = [
    ...genericPositives(random),
    ...multiPositives(random),
    ...specialPositives(random),
    ...negatives(random),
    ...nearMisses(random),
  ];
  const records = random
    .shuffle(all)
    .map((item, i) => ({ id: `sh23-${String(i).padStart(4, '0')}`, ...item }));
  return toJsonLines(records);
}

/** Writes secrets-heldout23.jsonl into `dir` and returns the written paths. */
export function writeSecretsHeldout23(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout23Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout23(dir)) {
    console.log(`wrote ${path}`);
  }
}

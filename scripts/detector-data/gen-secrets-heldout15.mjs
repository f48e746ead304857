// secrets-heldout15: a held-out secrets set written blind (issue 18), leaning on data
// engineering and machine-learning work: Airflow, dbt, Spark, Kafka, notebooks, trackers,
// vector stores and warehouses, plus SaaS, cloud and payment credentials of 200+ services.
// Run: node scripts/detector-data/gen-secrets-heldout15.mjs [DIR]

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { makeValues } from './secrets-heldout15/values.mjs';
import { ML_PROVIDERS } from './secrets-heldout15/providers-ml.mjs';
import { CLOUD_PROVIDERS, SAAS_PROVIDERS } from './secrets-heldout15/providers-web.mjs';
import { CONFIG_CONTEXTS } from './secrets-heldout15/contexts-config.mjs';
import { CODE_CONTEXTS } from './secrets-heldout15/contexts-code.mjs';
import { SPECIAL } from './secrets-heldout15/special.mjs';
import { SPECIAL_DATA } from './secrets-heldout15/special-data.mjs';
import { DATA_NEGATIVES } from './secrets-heldout15/negatives-data.mjs';
import { PLACEHOLDERS, REF_NEGATIVES } from './secrets-heldout15/negatives-refs.mjs';
import { NEAR_MISSES } from './secrets-heldout15/near-misses.mjs';

const SEED = 'govern/secrets-heldout15/v1';
const SET = 'secrets-heldout15';
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout15.mjs';
const FILE = 'secrets-heldout15.jsonl';

const PROVIDERS = [...ML_PROVIDERS, ...CLOUD_PROVIDERS, ...SAAS_PROVIDERS];
const CONTEXTS = { ...CONFIG_CONTEXTS, ...CODE_CONTEXTS };
const SPECIALS = { ...SPECIAL, ...SPECIAL_DATA };
const NEGATIVES = { ...DATA_NEGATIVES, ...REF_NEGATIVES };

const COUNTS = {
  extraPositives: 45,
  special: 60,
  placeholders: 36,
  negatives: 166,
  nearMisses: 70,
};

/** The items (name, value, slug, secret?) of one provider row, with fresh values. */
function itemsOf(v, [slug, fields]) {
  return fields.map(([name, gen, isId]) => ({ name, value: gen(v), slug, secret: !isId }));
}

function genericPositive(r, v, row) {
  let items = itemsOf(v, row);
  if (r.chance(0.15)) {
    items = [...items, ...itemsOf(v, r.pick(PROVIDERS))];
  }
  const context = r.pick(Object.keys(CONTEXTS));
  const text = CONTEXTS[context](r, items);
  const secrets = items.filter((i) => i.secret).map((i) => i.value);
  return { text, secrets, provider: row[0], kind: 'positive', rule: context };
}

function positives(r, v) {
  const rows = [...r.shuffle(PROVIDERS), ...r.sample(PROVIDERS, COUNTS.extraPositives)];
  const out = rows.map((row) => genericPositive(r, v, row));
  const names = Object.keys(SPECIALS);
  for (let i = 0; i < COUNTS.special; i++) {
    const name = names[i % names.length];
    out.push({ ...SPECIALS[name](r, v), kind: 'positive' });
  }
  return out;
}

function placeholderNegative(r, v) {
  const row = r.pick(PROVIDERS);
  const items = itemsOf(v, row)
    .filter((i) => i.secret)
    .map((i) => ({ ...i, value: r.pick(PLACEHOLDERS) }));
  const context = r.pick(Object.keys(CONTEXTS));
  return { text: CONTEXTS[context](r, items), provider: row[0], rule: `placeholder-${context}` };
}

function negatives(r, v) {
  const out = [];
  for (let i = 0; i < COUNTS.placeholders; i++) {
    out.push({ ...placeholderNegative(r, v), kind: 'hard-negative' });
  }
  const names = Object.keys(NEGATIVES);
  for (let i = 0; i < COUNTS.negatives; i++) {
    out.push({ ...NEGATIVES[names[i % names.length]](r, v), kind: 'hard-negative' });
  }
  const misses = Object.keys(NEAR_MISSES);
  for (let i = 0; i < COUNTS.nearMisses; i++) {
    out.push({ ...NEAR_MISSES[misses[i % misses.length]](r, v), kind: 'near-miss' });
  }
  return out.map((record) => ({ ...record, secrets: [] }));
}

/** The records of the set, in file order, with ids. */
function records() {
  const r = createRandom(SEED);
  const v = makeValues(r);
  const all = r.shuffle([...positives(r, v), ...negatives(r, v)]);
  return all.map((record, n) => ({
    id: `sh15-${String(n).padStart(4, '0')}`,
    text: record.text,
    secrets: record.secrets,
    provider: record.provider,
    kind: record.kind,
    rule: record.rule,
    source: `govern-synth/${SET}:${SCRIPT}#${record.rule}`,
    origin: `govern-synth/${SET}:${record.provider}`,
  }));
}

/** The text of secrets-heldout15.jsonl. */
export function secretsHeldout15Lines() {
  return toJsonLines(records());
}

/** Writes secrets-heldout15.jsonl into `dir`; returns the paths written. */
export function writeSecretsHeldout15(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout15Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ??
    join(fileURLToPath(new URL('../..', import.meta.url)), 'test/fixtures/detectors');
  for (const path of writeSecretsHeldout15(dir)) {
    console.log(`wrote ${path}`);
  }
}

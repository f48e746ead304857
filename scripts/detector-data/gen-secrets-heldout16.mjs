// Generates test/fixtures/detectors/secrets-heldout16.jsonl: a held-out secrets set written
// blind (issue 18), leaning on enterprise IT operations and older stacks. Positives are
// random credentials of ~285 services in ~40 syntaxes; hard negatives and near misses come
// from the same places. Run: node scripts/detector-data/gen-secrets-heldout16.mjs [DIR]

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CICD, CLOUD, MESSAGING, MONITORING, SAAS } from './secrets-heldout16/providers-a.mjs';
import {
  AI,
  ANALYTICS_MAPS,
  CMS,
  CRYPTO,
  DATA,
  ENTERPRISE,
  INTERNAL,
  PAYMENTS,
} from './secrets-heldout16/providers-b.mjs';
import { CONFIG } from './secrets-heldout16/contexts-config.mjs';
import { CODE } from './secrets-heldout16/contexts-code.mjs';
import { WIRE } from './secrets-heldout16/contexts-wire.mjs';
import { ENTERPRISE_CONTEXTS } from './secrets-heldout16/contexts-enterprise.mjs';
import { NEGATIVES } from './secrets-heldout16/negatives.mjs';
import { NEAR_MISSES, PREFIXED } from './secrets-heldout16/near-misses.mjs';
import { words } from './secrets-heldout16/naming.mjs';
import { makeValue } from './secrets-heldout16/values.mjs';

const SEED = 'govern/secrets-heldout16/v1';
const SET = 'secrets-heldout16';
const FILE = `${SET}.jsonl`;
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout16.mjs';
const HARD_NEGATIVES = 200;
const NEAR_MISS_COUNT = 70;

const PROVIDERS = [
  ...CLOUD,
  ...SAAS,
  ...MESSAGING,
  ...MONITORING,
  ...CICD,
  ...DATA,
  ...CMS,
  ...ANALYTICS_MAPS,
  ...AI,
  ...CRYPTO,
  ...PAYMENTS,
  ...INTERNAL,
  ...ENTERPRISE,
];

/** Every context as { name, multi, passOnly, accepts, make }. */
function contexts() {
  const list = [];
  for (const [name, fn] of Object.entries({ ...CONFIG, ...CODE })) {
    list.push({
      name,
      multi: true,
      passOnly: false,
      accepts: fn.accepts ?? (() => true),
      make: fn,
    });
  }
  for (const [name, c] of Object.entries(WIRE)) {
    list.push({ name, multi: false, passOnly: false, accepts: c.accepts, make: c.make });
  }
  for (const [name, c] of Object.entries(ENTERPRISE_CONTEXTS)) {
    list.push({
      name,
      multi: false,
      passOnly: true,
      fits: c.fits,
      accepts: c.accepts,
      make: c.make,
    });
  }
  return list;
}

function record(kind, provider, rule, text, secrets) {
  return {
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:${SCRIPT}#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

/** Picks the next context in a rotating order that fits the row and holds its values. */
function chooseContext(r, state, row, values) {
  const fitting = state.order.filter((c) => c.passOnly && c.fits.includes(row[0]));
  if (fitting.length > 0 && r.chance(0.6)) {
    const ok = fitting.filter((c) => values.every((v) => c.accepts(v)));
    if (ok.length > 0) {
      return r.pick(ok);
    }
  }
  for (let tries = 0; tries < state.order.length; tries++) {
    const c = state.order[state.next++ % state.order.length];
    if (!c.passOnly && values.every((v) => c.accepts(v))) {
      return c;
    }
  }
  throw new Error(`no context for ${row[0]}`);
}

function positive(r, state, row) {
  const [slug, , keyWords, spec, extra] = row;
  const entries = [[words(r, keyWords), makeValue(r, spec)]];
  if (extra && r.chance(0.7)) {
    entries.unshift([words(r, extra[0]), makeValue(r, extra[1])]);
  }
  const c = chooseContext(
    r,
    state,
    row,
    entries.map(([, v]) => v),
  );
  if (c.multi) {
    return record(
      'positive',
      slug,
      c.name,
      c.make(r, entries, slug),
      entries.map(([, v]) => v),
    );
  }
  const [w, v] = entries[entries.length - 1];
  const out = c.passOnly ? c.make(r, v, slug) : c.make(r, v, slug, w);
  const { text, secrets } = typeof out === 'string' ? { text: out, secrets: [v] } : out;
  return record('positive', slug, c.name, text, secrets);
}

function positives(r) {
  const state = { order: r.shuffle(contexts()), next: 0 };
  const rows = [...PROVIDERS, ...ENTERPRISE, ...INTERNAL];
  return rows.map((row) => positive(r, state, row));
}

function negatives(r) {
  const out = [];
  for (let i = 0; i < HARD_NEGATIVES; i++) {
    const [type, provider, make] = NEGATIVES[i % NEGATIVES.length];
    out.push(record('hard-negative', provider, type, make(r), []));
  }
  for (let i = 0; i < NEAR_MISS_COUNT; i++) {
    const [type, make] = NEAR_MISSES[i % NEAR_MISSES.length];
    const row = r.pick(PREFIXED);
    out.push(record('near-miss', row[0], type, make(r, row), []));
  }
  return out;
}

/** The file text: every record, shuffled once, with ids in file order. */
export function secretsHeldout16Lines() {
  const r = createRandom(SEED);
  const all = r.shuffle([...positives(r), ...negatives(r)]);
  const records = all.map((rec, i) => ({ id: `sh16-${String(i).padStart(4, '0')}`, ...rec }));
  return toJsonLines(records);
}

export function writeSecretsHeldout16(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout16Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout16(dir)) {
    console.log(`wrote ${path}`);
  }
}

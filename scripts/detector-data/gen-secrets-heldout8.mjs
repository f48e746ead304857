// Held-out secrets set 8 (issue 18), written blind: the templates and value shapes here were
// written without looking at the detector's rules or at the other sets. Positives carry fake
// credentials of ~300 services in ~60 syntaxes; hard negatives and near misses come from the
// same places (docs, tests, web captures, lock files) and must not be reported.
//
//   node scripts/detector-data/gen-secrets-heldout8.mjs [DIR]   (default test/fixtures/detectors)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { makeGen } from './secrets-heldout8/values.mjs';
import { positiveRecords } from './secrets-heldout8/positives.mjs';
import { NEGATIVES_A } from './secrets-heldout8/negatives-a.mjs';
import { NEGATIVES_B } from './secrets-heldout8/negatives-b.mjs';
import { NEAR_MISSES } from './secrets-heldout8/near-misses.mjs';

const SEED = 'govern/secrets-heldout8/v1';
const SET = 'secrets-heldout8';
const FILE = `${SET}.jsonl`;
const COUNTS = { positive: 330, 'hard-negative': 200, 'near-miss': 70 };

/** `count` records of `kind` from the generators, cycling through them, without repeated text. */
function fromGenerators(r, generators, kind, count, seen) {
  const g = makeGen(r);
  const out = [];
  let order = [];
  for (let attempts = 0; out.length < count && attempts < count * 20; attempts++) {
    if (order.length === 0) {
      order = r.shuffle(generators);
    }
    const rec = order.shift()(r, g);
    if (seen.has(rec.text)) {
      continue;
    }
    seen.add(rec.text);
    out.push({ kind, provider: rec.provider, rule: rec.rule, text: rec.text, secrets: [] });
  }
  if (out.length < count) {
    throw new Error(`${kind}: only ${out.length} distinct records`);
  }
  return out;
}

function finish(records) {
  return records.map((rec, i) => ({
    id: `sh8-${String(i).padStart(4, '0')}`,
    text: rec.text,
    secrets: rec.secrets,
    provider: rec.provider,
    kind: rec.kind,
    rule: rec.rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#${rec.rule}`,
    origin: `govern-synth/${SET}:${rec.provider}`,
  }));
}

/** The text of secrets-heldout8.jsonl. */
export function secretsHeldout8Lines() {
  const r = createRandom(SEED);
  const seen = new Set();
  const positives = positiveRecords(r, COUNTS.positive);
  for (const rec of positives) {
    seen.add(rec.text);
  }
  const negatives = fromGenerators(
    r,
    [...NEGATIVES_A, ...NEGATIVES_B],
    'hard-negative',
    COUNTS['hard-negative'],
    seen,
  );
  const near = fromGenerators(r, NEAR_MISSES, 'near-miss', COUNTS['near-miss'], seen);
  return toJsonLines(finish(r.shuffle([...positives, ...negatives, ...near])));
}

/** Writes secrets-heldout8.jsonl into `dir`; returns the paths written. */
export function writeSecretsHeldout8(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout8Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ??
    join(fileURLToPath(new URL('../..', import.meta.url)), 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout8(dir)) {
    console.log(`wrote ${path}`);
  }
}

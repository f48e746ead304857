// Generates test/fixtures/detectors/secrets-heldout18.jsonl: a held-out secrets set written
// blind (issue 18), favouring regulated backends and JVM/.NET services. Seeded, so the
// committed file is exactly this script's output.
//
//   node scripts/detector-data/gen-secrets-heldout18.mjs [DIR]

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { valueKit } from './secrets-heldout18/values.mjs';
import { basics, connections, multis, singles } from './secrets-heldout18/positives.mjs';
import { NEGATIVES_A } from './secrets-heldout18/negatives.mjs';
import { NEGATIVES_B } from './secrets-heldout18/negatives2.mjs';
import { NEGATIVES_C } from './secrets-heldout18/negatives3.mjs';
import { NEAR_MISSES } from './secrets-heldout18/nearmiss.mjs';

const SET = 'secrets-heldout18';
const FILE = `${SET}.jsonl`;
const SOURCE = `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#`;

function fromTemplates(r, k, templates, count, kind) {
  const out = [];
  let order = r.shuffle(templates);
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % templates.length === 0) {
      order = r.shuffle(templates);
    }
    const template = order[i % templates.length];
    const made = template.gen(r, k);
    out.push({ ...made, kind, rule: template.name, template: template.name, secrets: [] });
  }
  return out;
}

function buildRecords() {
  const r = createRandom('govern/secrets-heldout18/v1');
  const k = valueKit(r);
  const positives = [
    ...singles(r, k, 236),
    ...multis(r, k, 40),
    ...connections(r, k, 36),
    ...basics(r, k, 18),
  ].map((rec) => ({ ...rec, kind: 'positive' }));
  const negatives = fromTemplates(
    r,
    k,
    [...NEGATIVES_A, ...NEGATIVES_B, ...NEGATIVES_C],
    200,
    'hard-negative',
  );
  const nearMisses = fromTemplates(r, k, NEAR_MISSES, 70, 'near-miss');
  return r.shuffle([...positives, ...negatives, ...nearMisses]).map((rec, i) => ({
    id: `sh18-${String(i).padStart(4, '0')}`,
    text: rec.text,
    secrets: rec.secrets,
    provider: rec.provider,
    kind: rec.kind,
    rule: rec.rule,
    source: `${SOURCE}${rec.template}`,
    origin: `govern-synth/${SET}:${rec.provider}`,
  }));
}

/** The JSONL text of the set. */
export function secretsHeldout18Lines() {
  return toJsonLines(buildRecords());
}

/** Writes the set into `dir`; returns the written paths. */
export function writeSecretsHeldout18(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout18Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout18(dir)) {
    console.log(`wrote ${path}`);
  }
}

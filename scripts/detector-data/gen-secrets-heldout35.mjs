// secrets-heldout35: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring developer tooling and the software supply chain: package registries and
// their publish tokens, artifact stores, code signing and notarization, CI runners and their
// secrets, release automation, dependency bots, and their config files, dotfiles and scripts.
// Run: node scripts/detector-data/gen-secrets-heldout35.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRandom, toJsonLines } from './random.mjs';
import { placeholderNegatives, specialNegatives } from './secrets-heldout35/negatives.mjs';
import { maskedNearMisses, specialNearMisses } from './secrets-heldout35/near-misses.mjs';
import { buildPositives } from './secrets-heldout35/positives.mjs';
import { ALL } from './secrets-heldout35/providers.mjs';

const SEED = 'govern/secrets-heldout35/v1';
const SET = 'secrets-heldout35';
const FILE = `${SET}.jsonl`;
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout35.mjs';

function record(id, kind, { text, secrets, provider, rule }) {
  return {
    id,
    text,
    secrets: kind === 'positive' ? secrets : [],
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:${SCRIPT}#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

function buildRecords() {
  const r = createRandom(SEED);
  const drafts = [
    ...buildPositives(r, ALL).map((d) => ['positive', d]),
    ...placeholderNegatives(r, ALL, 95).map((d) => ['hard-negative', d]),
    ...specialNegatives(r, 2).map((d) => ['hard-negative', d]),
    ...maskedNearMisses(r, ALL, 60).map((d) => ['near-miss', d]),
    ...specialNearMisses(r, 2).map((d) => ['near-miss', d]),
  ];
  return r
    .shuffle(drafts)
    .map(([kind, d], i) => record(`sh35-${String(i).padStart(4, '0')}`, kind, d));
}

export function secretsHeldout35Lines() {
  return toJsonLines(buildRecords());
}

export function writeSecretsHeldout35(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout35Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout35(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

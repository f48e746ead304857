// secrets-heldout27: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring infrastructure as code and delivery pipelines (Terraform/OpenTofu, Pulumi,
// CDK, Ansible, Helm, Kubernetes, Docker Compose, CI pipeline files and their logs).
// Run: node scripts/detector-data/gen-secrets-heldout27.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { buildRecords } from './secrets-heldout27/build.mjs';

const SEED = 'govern/secrets-heldout27/v1';
const SET = 'secrets-heldout27';
const FILE = `${SET}.jsonl`;
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout27.mjs';

function records() {
  const r = createRandom(SEED);
  const built = r.shuffle(buildRecords(r));
  return built.map((rec, i) => ({
    id: `sh27-${String(i).padStart(4, '0')}`,
    text: rec.text,
    secrets: rec.secrets,
    provider: rec.provider,
    kind: rec.kind,
    rule: rec.rule,
    source: `govern-synth/${SET}:${SCRIPT}#${rec.rule}`,
    origin: `govern-synth/${SET}:${rec.provider}`,
  }));
}

export function secretsHeldout27Lines() {
  return toJsonLines(records());
}

export function writeSecretsHeldout27(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout27Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout27(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

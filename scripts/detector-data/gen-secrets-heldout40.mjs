// secrets-heldout40: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring fintech and banking: open banking aggregators, card issuing and payouts,
// accounting, invoicing and tax APIs, crypto exchanges and wallets, with their service configs,
// reconciliation jobs and SDK setups.
// Run: node scripts/detector-data/gen-secrets-heldout40.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { APPS, FILLERS, LINE_RULES, RULES } from './secrets-heldout40/contexts.mjs';
import { buildHardNegatives, buildNearMisses } from './secrets-heldout40/negatives.mjs';
import { PROVIDERS } from './secrets-heldout40/providers.mjs';

const SEED = 'govern/secrets-heldout40/v1';
const SET = 'secrets-heldout40';
const FILE = `${SET}.jsonl`;
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout40.mjs';

const record = (kind, { text, provider, rule }, secrets = []) => ({
  id: '',
  text,
  secrets,
  provider,
  kind,
  rule,
  source: `govern-synth/${SET}:${SCRIPT}#${rule}`,
  origin: `govern-synth/${SET}:${provider}`,
});

function positive(r, p, usage) {
  const allowed = p.only ?? LINE_RULES;
  const candidates = r.sample(allowed, 3);
  const rule = candidates.reduce((best, name) =>
    (usage[name] ?? 0) < (usage[best] ?? 0) ? name : best,
  );
  usage[rule] = (usage[rule] ?? 0) + 1;
  const made = p.gen(r);
  const value = typeof made === 'string' ? made : made.value;
  let secret = typeof made === 'string' ? made : made.secret;
  const entries = [{ env: p.env, value, main: true }];
  const secrets = [secret];
  if (p.id && !p.only) {
    const idValue = p.id[1](r);
    entries[r.chance(0.6) ? 'unshift' : 'push']({ env: p.id[0], value: idValue, companion: true });
    if (p.second) {
      secrets.push(idValue);
    }
  }
  if (!p.only && r.chance(0.45)) {
    const [env, fillValue] = r.pick(FILLERS);
    entries.push({ env, value: fillValue, filler: true });
  }
  const text = RULES[rule]({ p, r, app: r.pick(APPS), entries });
  if (!text.includes(secret) && secret.startsWith('-----BEGIN')) {
    // an indented PEM block: report the block as it appears in the text
    const lines = secret.split('\n');
    const end = lines[lines.length - 1];
    secret = text.slice(text.indexOf(lines[0]), text.indexOf(end) + end.length);
    secrets[0] = secret;
  }
  if (!text.includes(secret)) {
    throw new Error(`${p.name}/${rule}: primary secret missing`);
  }
  const found = secrets.filter((value, i) => text.includes(value) && secrets.indexOf(value) === i);
  return record('positive', { text, provider: p.name, rule }, found);
}

export function secretsHeldout40Lines() {
  const r = createRandom(SEED);
  const usage = {};
  const records = [];
  for (const p of PROVIDERS) {
    records.push(positive(r, p, usage));
    if (p.fin) {
      records.push(positive(r, p, usage));
    }
  }
  for (const neg of buildHardNegatives(r, PROVIDERS)) {
    records.push(record('hard-negative', neg));
  }
  for (const near of buildNearMisses(r, PROVIDERS)) {
    records.push(record('near-miss', near));
  }
  const seen = new Set();
  const unique = records.filter((rec) => !seen.has(rec.text) && seen.add(rec.text));
  const shuffled = r.shuffle(unique);
  shuffled.forEach((rec, i) => {
    rec.id = `sh40-${String(i).padStart(4, '0')}`;
  });
  return toJsonLines(shuffled);
}

export function writeSecretsHeldout40(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout40Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout40(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

// secrets-heldout38: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring maps, geospatial, weather, travel and logistics APIs (map tiles and
// geocoding, routing and fleet telematics, carriers and label printers, flight, hotel and rail
// data, weather and air-quality feeds) with their app configs, ETL jobs and mobile builds.
// Run: node scripts/detector-data/gen-secrets-heldout38.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRandom, toJsonLines } from './random.mjs';
import { applicable, makeContext } from './secrets-heldout38/contexts.mjs';
import { MASKS, NEAR_SPECIALS } from './secrets-heldout38/near-misses.mjs';
import { NEGATIVES, PLACEHOLDERS } from './secrets-heldout38/negatives.mjs';
import { PROVIDERS, THEME_DOMAINS } from './secrets-heldout38/providers.mjs';
import { SPECIALS } from './secrets-heldout38/specials.mjs';
import { makeValues } from './secrets-heldout38/values.mjs';

const SEED = 'govern/secrets-heldout38/v1';
const SET = 'secrets-heldout38';
const FILE = `${SET}.jsonl`;
const GENERATOR = `scripts/detector-data/gen-${SET}.mjs`;

const record = (text, secrets, provider, kind, rule) => ({
  id: '',
  text,
  secrets,
  provider,
  kind,
  rule,
  source: `govern-synth/${SET}:${GENERATOR}#${rule}`,
  origin: `govern-synth/${SET}:${provider}`,
});

/** Picks the least-used template for a provider so every rule gets its share. */
function makeTemplatePicker(r) {
  const used = new Map();
  return (prov, exclude = []) => {
    const options = applicable(prov).filter((t) => !exclude.includes(t.rule));
    let best = Infinity;
    for (const t of options) {
      best = Math.min(best, used.get(t.rule) ?? 0);
    }
    const choice = r.pick(options.filter((t) => (used.get(t.rule) ?? 0) === best));
    used.set(choice.rule, (used.get(choice.rule) ?? 0) + 1);
    return choice;
  };
}

const isTheme = (prov) => THEME_DOMAINS.includes(prov.domain);

function buildRecords() {
  const r = createRandom(SEED);
  const v = makeValues(r);
  const records = [];
  const pickTemplate = makeTemplatePicker(r);
  const themeProviders = PROVIDERS.filter(isTheme);

  // Positives: every provider once or twice in generic contexts, then the file-shaped specials.
  const positive = (prov) => {
    const t = pickTemplate(prov);
    const fields = prov.fields.map((f) => ({ key: f.key, value: f.gen(v), secret: f.secret }));
    const text = t.render(makeContext(r, prov, fields));
    const secrets = fields.filter((f) => f.secret).map((f) => f.value);
    records.push(record(text, secrets, prov.name, 'positive', t.rule));
  };
  for (const prov of PROVIDERS) {
    const count = r.chance(isTheme(prov) ? 0.7 : 0.35) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      positive(prov);
    }
  }
  for (const special of SPECIALS) {
    const { text, secrets } = special.make(v);
    records.push(record(text, secrets, special.provider, 'positive', special.rule));
  }
  while (records.length < 345) {
    positive(r.pick(themeProviders));
  }

  // Hard negatives: the same files and key names holding references and placeholders...
  const providerPool = () => (r.chance(0.8) ? r.pick(themeProviders) : r.pick(PROVIDERS));
  for (let i = 0; i < 95; i++) {
    const prov = providerPool();
    const t = pickTemplate(prov, ['chat-message']);
    const placeholder = r.pick(PLACEHOLDERS);
    const fields = prov.fields.map((f) => ({
      key: f.key,
      value: f.secret ? placeholder(f.key) : f.gen(v),
      secret: f.secret,
    }));
    records.push(
      record(t.render(makeContext(r, prov, fields)), [], prov.name, 'hard-negative', t.rule),
    );
  }
  // ...and public keys, digests, ids and encoded data in their own files.
  for (const neg of NEGATIVES) {
    const times = neg.make.length ? 2 : 1;
    for (let i = 0; i < times; i++) {
      records.push(record(neg.make(v), [], neg.provider, 'hard-negative', neg.rule));
    }
  }

  // Near misses: masked, truncated, dummy or empty values in the same templates.
  for (let i = 0; i < 72; i++) {
    const prov = providerPool();
    const mask = r.pick(MASKS);
    const exclude = ['dummy-zeros', 'dummy-x', 'dummy-sequence', 'empty'].includes(mask.name)
      ? ['chat-message']
      : [];
    const t = pickTemplate(prov, exclude);
    const fields = prov.fields.map((f) => {
      const value = f.gen(v);
      return { key: f.key, value: f.secret ? mask.apply(value, f.pre) : value, secret: f.secret };
    });
    records.push(
      record(t.render(makeContext(r, prov, fields)), [], prov.name, 'near-miss', t.rule),
    );
  }
  for (const near of NEAR_SPECIALS) {
    const times = near.make.length ? 2 : 1;
    for (let i = 0; i < times; i++) {
      records.push(record(near.make(v), [], near.provider, 'near-miss', near.rule));
    }
  }

  const shuffled = r.shuffle(records);
  return shuffled.map((rec, i) => ({ ...rec, id: `sh38-${String(i).padStart(4, '0')}` }));
}

/** The file text of secrets-heldout38.jsonl. */
export function secretsHeldout38Lines() {
  return toJsonLines(buildRecords());
}

/** Writes secrets-heldout38.jsonl into dir and returns the path written. */
export function writeSecretsHeldout38(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout38Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout38(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

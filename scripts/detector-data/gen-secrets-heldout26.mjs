// secrets-heldout26: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring serverless, edge and automation platforms and their flow exports.
// Run: node scripts/detector-data/gen-secrets-heldout26.mjs [DIR]  (default test/fixtures/detectors)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CODE, CONFIG, URLS, WIRE, urlFits } from './secrets-heldout26/contexts-code.mjs';
import { FLOWS, URL_ONLY } from './secrets-heldout26/contexts-flows.mjs';
import { SERVERLESS } from './secrets-heldout26/contexts-serverless.mjs';
import { CONNECTIONS } from './secrets-heldout26/connections.mjs';
import { hostOf } from './secrets-heldout26/names.mjs';
import { NEAR_MISSES } from './secrets-heldout26/nearmiss.mjs';
import { NEGATIVE_GROUPS } from './secrets-heldout26/negatives.mjs';
import { PROVIDERS } from './secrets-heldout26/providers.mjs';

const SET = 'secrets-heldout26';
const FILE = `${SET}.jsonl`;
const SEED = 'govern/secrets-heldout26/v1';
const NEGATIVES = 200;
const NEAR = 70;
const FOREIGN = [
  'CLAVE_API',
  'API_SCHLUESSEL',
  'CLE_SECRETE',
  'CHAVE_SECRETA',
  'TOKEN_ACCESSO',
  'GEHEIMNIS',
  'HIMITSU_KEY',
];
const BARE = [
  'API_KEY',
  'TOKEN',
  'SECRET',
  'ACCESS_TOKEN',
  'AUTH_TOKEN',
  'PRIVATE_KEY',
  'SERVICE_TOKEN',
];

const EDGE_POOL = Object.entries({ ...SERVERLESS, ...FLOWS });
const OTHER_POOL = Object.entries({ ...CONFIG, ...CODE, ...WIRE });

function record(kind, provider, rule, text, secrets) {
  for (const secret of secrets) {
    if (!text.includes(secret)) {
      throw new Error(`${provider}/${rule}: secret not in text`);
    }
  }
  return {
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

/** The key names of one record: the provider's own, sometimes bare or in another language. */
function keyNames(r, name) {
  const roll = r.next();
  if (roll < 0.12) {
    return r.pick(BARE);
  }
  if (roll < 0.2) {
    return `${name.split('_')[0]}_${r.pick(FOREIGN)}`;
  }
  return name;
}

function renderProvider(r, [slug, name, gen, extras = []]) {
  const kv = [[keyNames(r, name), gen(r)], ...extras.map(([extra, g]) => [extra, g(r)])];
  const c = { slug, kv, host: hostOf(slug) };
  let entry;
  if (URL_ONLY[slug]) {
    entry = [`${slug}-url`, URL_ONLY[slug]];
  } else if (urlFits(c) && r.chance(0.12)) {
    entry = r.pick(Object.entries(URLS));
  } else {
    entry = r.pick(r.chance(0.5) ? EDGE_POOL : OTHER_POOL);
  }
  const [rule, render] = entry;
  return record(
    'positive',
    slug,
    rule,
    render(r, c),
    kv.map(([, value]) => value),
  );
}

function positives(r) {
  const fromProviders = r.shuffle(PROVIDERS).map((provider) => renderProvider(r, provider));
  const fromConnections = CONNECTIONS.map(([provider, rule, build]) => {
    const { text, secrets } = build(r);
    return record('positive', provider, rule, text, secrets);
  });
  return [...fromProviders, ...fromConnections];
}

function cycle(r, templates, count, kind) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const [provider, rule, build] = templates[i % templates.length];
    out.push(record(kind, provider, rule, build(r), []));
  }
  return out;
}

/** The file text of secrets-heldout26.jsonl. */
export function secretsHeldout26Lines() {
  const r = createRandom(SEED);
  const records = [
    ...positives(r),
    ...cycle(r, NEGATIVE_GROUPS.flat(), NEGATIVES, 'hard-negative'),
    ...cycle(r, NEAR_MISSES, NEAR, 'near-miss'),
  ];
  const ordered = r
    .shuffle(records)
    .map((rec, i) => ({ id: `sh26-${String(i).padStart(4, '0')}`, ...rec }));
  return toJsonLines(ordered);
}

/** Writes secrets-heldout26.jsonl into dir; returns the paths written. */
export function writeSecretsHeldout26(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout26Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout26(dir)) {
    console.log(`wrote ${path}`);
  }
}

// secrets-heldout11: a held-out secrets set written blind (issue 18), leaning on the enterprise
// and middleware world. Seeded, so `node scripts/detector-data/gen-secrets-heldout11.mjs [DIR]`
// writes the same bytes every time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CLOUDS, PAYMENTS, SUITES } from './secrets-heldout11/providers-a.mjs';
import { CICD, DATABASES, MESSAGING, MONITORING } from './secrets-heldout11/providers-b.mjs';
import { AI, ANALYTICS, CMS, CRYPTO, INTERNAL, MAPS } from './secrets-heldout11/providers-c.mjs';
import { FILE_SYNTAXES } from './secrets-heldout11/syntaxes.mjs';
import { CODE_SYNTAXES } from './secrets-heldout11/code-syntaxes.mjs';
import { ONE_SYNTAXES } from './secrets-heldout11/one-syntaxes.mjs';
import { ENTERPRISE_A } from './secrets-heldout11/enterprise-a.mjs';
import { ENTERPRISE_B } from './secrets-heldout11/enterprise-b.mjs';
import { ENTERPRISE_C } from './secrets-heldout11/enterprise-c.mjs';
import { NEGATIVES_A } from './secrets-heldout11/negatives-a.mjs';
import { NEGATIVES_B } from './secrets-heldout11/negatives-b.mjs';
import { NEGATIVES_C } from './secrets-heldout11/negatives-c.mjs';
import { NEAR_MISSES } from './secrets-heldout11/near-miss.mjs';
import { makeValues, nameForms } from './secrets-heldout11/values.mjs';

const SEED = 'govern/secrets-heldout11/v1';
const SET = 'secrets-heldout11';
const FILE = `${SET}.jsonl`;
const GENERIC_POSITIVES = 255;
const ENTERPRISE_EACH = 2;
const HARD_NEGATIVES = 200;
const NEAR_MISS_COUNT = 70;

const PROVIDERS = [
  ...CLOUDS,
  ...SUITES,
  ...PAYMENTS,
  ...MESSAGING,
  ...MONITORING,
  ...CICD,
  ...DATABASES,
  ...CMS,
  ...ANALYTICS,
  ...MAPS,
  ...AI,
  ...CRYPTO,
  ...INTERNAL,
];

const FILLERS = [
  ['log level', () => 'info'],
  ['server port', (r) => 8080 + r.int(20)],
  ['timeout ms', (r) => 1000 * (5 + r.int(55))],
  ['region', (r) => r.pick(['eu-central-1', 'us-east-2', 'ap-southeast-1', 'eu-west-3'])],
  ['retry count', (r) => 1 + r.int(5)],
  ['cache ttl', (r) => 60 * (1 + r.int(30))],
  ['feature flags', () => 'beta-search,new-checkout'],
  ['tenant', (r) => r.pick(['emea', 'apac', 'na', 'internal'])],
];

const FOREIGN = {
  password: ['passwort', 'contrasena', 'senha'],
  secret: ['geheimnis', 'segreto'],
  key: ['schluessel', 'clave', 'cle'],
};

function keyName(r, key) {
  if (!r.chance(0.06)) {
    return nameForms(key);
  }
  const words = key.split(' ').map((word) => (FOREIGN[word] ? r.pick(FOREIGN[word]) : word));
  return nameForms(words.join(' '));
}

function context(r, v, provider) {
  const corp = r.pick(['northwind', 'contoso', 'fabrikam', 'globex', 'initech', 'acme', 'hooli']);
  const fill = r
    .sample(FILLERS, r.int(3))
    .map(([words, make]) => ({ name: nameForms(words), value: make(r) }));
  const all = provider.creds.map((cred) => ({
    name: keyName(r, cred.key),
    value: cred.make(v),
    secret: cred.secret,
  }));
  return {
    r,
    v,
    pre: nameForms(provider.prefix),
    all,
    fill,
    corp,
    corpPascal: corp[0].toUpperCase() + corp.slice(1),
    app: r.pick([
      'orders-api',
      'billing-svc',
      'claims-portal',
      'hr-sync',
      'ledger',
      'crm-bridge',
      'edi-gateway',
    ]),
    stage: r.pick(['prod', 'staging', 'uat', 'dev']),
    host: `api.${provider.prefix.replace(/\s+/g, '')}.${r.pick(['com', 'io', 'net', 'cloud'])}`,
  };
}

function genericPositives(r, v) {
  const renderers = [
    ...Object.entries(FILE_SYNTAXES).map(([name, fn]) => ({ name, fn, one: false })),
    ...Object.entries(CODE_SYNTAXES).map(([name, fn]) => ({ name, fn, one: false })),
    ...Object.entries(ONE_SYNTAXES).map(([name, fn]) => ({ name, fn, one: true })),
  ];
  const providers = r.shuffle(PROVIDERS).slice(0, GENERIC_POSITIVES);
  let order = [];
  return providers.map((provider) => {
    if (order.length === 0) {
      order = r.shuffle(renderers);
    }
    const renderer = order.pop();
    const c = context(r, v, provider);
    if (renderer.one) {
      const entry = c.all.find((e) => e.secret);
      return {
        provider: provider.slug,
        rule: renderer.name,
        text: renderer.fn(c, entry),
        secrets: [entry.value],
      };
    }
    const secrets = c.all.filter((e) => e.secret).map((e) => e.value);
    return { provider: provider.slug, rule: renderer.name, text: renderer.fn(c), secrets };
  });
}

function enterprisePositives(r, v) {
  const templates = { ...ENTERPRISE_A, ...ENTERPRISE_B, ...ENTERPRISE_C };
  const out = [];
  for (let round = 0; round < ENTERPRISE_EACH; round++) {
    for (const [name, fn] of Object.entries(templates)) {
      out.push({ ...fn(r, v), rule: name });
    }
  }
  return out;
}

function negatives(r, v, table, count, kind, seen) {
  const entries = Object.entries(table);
  const out = [];
  let attempts = 0;
  while (out.length < count && attempts < count * 20) {
    const [name, fn] = entries[attempts % entries.length];
    attempts++;
    const record = fn(r, v);
    if (!seen.has(record.text)) {
      seen.add(record.text);
      out.push({ ...record, rule: name, secrets: [], kind });
    }
  }
  return out;
}

function finish(records) {
  return records.map((record, index) => ({
    id: `sh11-${String(index).padStart(4, '0')}`,
    text: record.text,
    secrets: record.secrets,
    provider: record.provider,
    kind: record.kind,
    rule: record.rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#${record.rule}`,
    origin: `govern-synth/${SET}:${record.provider}`,
  }));
}

/** The text of secrets-heldout11.jsonl. */
export function secretsHeldout11Lines() {
  const r = createRandom(SEED);
  const v = makeValues(r);
  const positives = [...genericPositives(r, v), ...enterprisePositives(r, v)].map((record) => ({
    ...record,
    kind: 'positive',
  }));
  const seen = new Set();
  const hard = [
    ...negatives(r, v, NEGATIVES_A, 60, 'hard-negative', seen),
    ...negatives(r, v, NEGATIVES_B, 80, 'hard-negative', seen),
    ...negatives(r, v, NEGATIVES_C, HARD_NEGATIVES - 140, 'hard-negative', seen),
  ];
  const near = negatives(r, v, NEAR_MISSES, NEAR_MISS_COUNT, 'near-miss', seen);
  return toJsonLines(finish(r.shuffle([...positives, ...hard, ...near])));
}

/** Writes secrets-heldout11.jsonl into dir; returns the paths written. */
export function writeSecretsHeldout11(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout11Lines());
  return [path];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = resolve(process.argv[2] ?? 'test/fixtures/detectors');
  for (const path of writeSecretsHeldout11(dir)) {
    console.log(`wrote ${path}`);
  }
}

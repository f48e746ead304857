// Generates test/fixtures/detectors/secrets-heldout9.jsonl: a held-out secrets set of issue 18,
// written blind (without looking at the detector's rules). It leans towards data and ML work:
// notebooks, experiment trackers, model hubs, warehouses, dbt, Airflow, GPU clouds, and hard
// negatives from the same places (run ids, checksums, digests, seeds, embeddings, cell ids).
//
//   node scripts/detector-data/gen-secrets-heldout9.mjs [DIR]   (default test/fixtures/detectors)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { BASIC_SYNTAXES, DB_SYNTAXES } from './secrets-heldout9/auth-syntaxes.mjs';
import { NEAR_MISSES } from './secrets-heldout9/near-misses.mjs';
import { NEGATIVES_A } from './secrets-heldout9/negatives.mjs';
import { NEGATIVES_B } from './secrets-heldout9/negatives2.mjs';
import { PROVIDERS_A } from './secrets-heldout9/providers.mjs';
import { PROVIDERS_B } from './secrets-heldout9/providers2.mjs';
import { KEY_SYNTAXES_A } from './secrets-heldout9/syntaxes.mjs';
import { KEY_SYNTAXES_B, fits } from './secrets-heldout9/syntaxes2.mjs';
import { expand, styleName } from './secrets-heldout9/values.mjs';

const SEED = 'govern/secrets-heldout9/v1';
const SET = 'secrets-heldout9';
const FILE = `${SET}.jsonl`;
const SOURCE = `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#`;
const POSITIVES = 330;
const NEGATIVES = 200;
const NEARS = 70;

const KEY_SYNTAXES = { ...KEY_SYNTAXES_A, ...KEY_SYNTAXES_B };
const MULTI = new Set([
  'env',
  'json',
  'ml-config-yaml',
  'docker-compose',
  'k8s-secret',
  'streamlit-toml',
  'properties',
  'javascript',
]);
const URL_DB = ['db-url-env', 'airflow-conn-env'];
const DB_CHOICES = {
  snowflake: ['dbt-profiles', 'snowflake-python', 'sqlalchemy', 'db-url-env'],
  redshift: ['dbt-profiles', 'jdbc', 'sqlalchemy', ...URL_DB],
  'azure-sql': ['ado-net', 'jdbc'],
  'mongodb-atlas': URL_DB,
  'redis-cloud': URL_DB,
  cloudamqp: URL_DB,
  planetscale: [...URL_DB, 'sqlalchemy'],
  'clickhouse-cloud': URL_DB,
};
const PG_DB = [
  'db-url-env',
  'airflow-conn-env',
  'sqlalchemy',
  'dbt-profiles',
  'jdbc',
  'r-dbi',
  'pgpass',
  'compose-db',
];
const TLDS = ['com', 'io', 'ai', 'cloud', 'dev', 'net'];

function parseProviders(r) {
  return [...PROVIDERS_A, ...PROVIDERS_B].map((line) => {
    const [slug, words, spec, type, header] = line.split('|');
    const host = `api.${slug.replace(/-/g, '')}.${r.pick(TLDS)}`;
    const pascal = styleName(slug.split('-'), 'Pascal');
    const hdr =
      header ?? r.pick(['Authorization', 'Authorization', 'X-API-Key', `X-${pascal}-Token`]);
    return { slug, words: words.split(' '), spec, type, header: hdr, host };
  });
}

const credential = (r, p) => ({ ...p, value: expand(r, p.spec) });

/** Renders one credential with a key syntax; returns null when the value does not fit it. */
function renderKey(r, c, syntax, pool) {
  if (!fits(syntax, c.value)) {
    return null;
  }
  if (MULTI.has(syntax) && r.chance(0.22)) {
    const others = r.sample(
      pool.filter((p) => p.type === 'k' && p.slug !== c.slug),
      1 + r.int(2),
    );
    c.extra = others.map((p) => credential(r, p)).filter((x) => fits(syntax, x.value));
  }
  const text = KEY_SYNTAXES[syntax](r, c);
  return { text, secrets: [c.value, ...(c.extra ?? []).map((x) => x.value)] };
}

function positive(r, p, pool, rotation) {
  const c = credential(r, p);
  if (p.type === 'db') {
    const syntax = r.pick(DB_CHOICES[p.slug] ?? PG_DB);
    return { syntax, ...DB_SYNTAXES[syntax](r, c) };
  }
  if (p.type === 'basic' && r.chance(0.6)) {
    const syntax = r.pick(Object.keys(BASIC_SYNTAXES));
    return { syntax, ...BASIC_SYNTAXES[syntax](r, c) };
  }
  for (let tries = 0; ; tries++) {
    const syntax = rotation();
    const out = renderKey(r, c, syntax, pool);
    if (out) {
      return { syntax, ...out };
    }
    if (tries > 50) {
      throw new Error(`no syntax fits ${p.slug}`);
    }
  }
}

function rotator(r, names) {
  let queue = [];
  return () => {
    if (queue.length === 0) {
      queue = r.shuffle(names);
    }
    return queue.pop();
  };
}

function positives(r) {
  const pool = parseProviders(r);
  const dataLeaning = pool.filter((_, i) => i < 66 || pool[i].type === 'db');
  const order = [...r.shuffle(pool)];
  while (order.length < POSITIVES) {
    order.push(r.pick(dataLeaning));
  }
  const rotation = rotator(r, Object.keys(KEY_SYNTAXES));
  return order.map((p) => {
    const out = positive(r, p, pool, rotation);
    return {
      text: out.text,
      secrets: out.secrets,
      provider: p.slug,
      kind: 'positive',
      rule: out.syntax,
    };
  });
}

function fromTemplates(r, templates, count, kind) {
  const names = Object.keys(templates);
  const rotation = rotator(r, names);
  return Array.from({ length: count }, () => {
    const rule = rotation();
    const out = templates[rule](r);
    return { text: out.text, secrets: [], provider: out.provider, kind, rule };
  });
}

function check(record) {
  for (const secret of record.secrets) {
    if (!record.text.includes(secret)) {
      throw new Error(`${record.id}: secret not in text (${record.rule})`);
    }
  }
}

/** The set as JSON lines. */
export function secretsHeldout9Lines() {
  const r = createRandom(SEED);
  const all = [
    ...positives(r),
    ...fromTemplates(r, { ...NEGATIVES_A, ...NEGATIVES_B }, NEGATIVES, 'hard-negative'),
    ...fromTemplates(r, NEAR_MISSES, NEARS, 'near-miss'),
  ];
  const records = r.shuffle(all).map((rec, i) => {
    const record = {
      id: `sh9-${String(i).padStart(4, '0')}`,
      text: rec.text,
      secrets: rec.secrets,
      provider: rec.provider,
      kind: rec.kind,
      rule: rec.rule,
      source: `${SOURCE}${rec.rule}`,
      origin: `govern-synth/${SET}:${rec.provider}`,
    };
    check(record);
    return record;
  });
  return toJsonLines(records);
}

/** Writes secrets-heldout9.jsonl into `dir`; returns the paths written. */
export function writeSecretsHeldout9(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout9Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout9(dir)) {
    console.log(`wrote ${path}`);
  }
}

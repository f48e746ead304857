// Generator of the held-out (14) secrets set (issue 18), written blind: realistic fake
// credentials of many services in open-source project files, plus hard negatives and near misses.
// Usage: node scripts/detector-data/gen-secrets-heldout14.mjs [DIR]

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { PROVIDERS } from './secrets-heldout14/providers.mjs';
import { MULTI } from './secrets-heldout14/syntaxes.mjs';
import { SINGLE } from './secrets-heldout14/single.mjs';
import { NEGATIVES } from './secrets-heldout14/negatives.mjs';
import { NEAR_MISSES, nearMissProviders } from './secrets-heldout14/near-misses.mjs';

const SET = 'secrets-heldout14';
const FILE = `${SET}.jsonl`;
const SOURCE = `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#`;
const COUNTS = { positive: 330, negative: 200, nearMiss: 70 };

const HEX = '0123456789abcdef';
const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const ALPHABETS = {
  hex: HEX,
  HEX: HEX.toUpperCase(),
  b62: UPPER + LOWER + DIGITS,
  b64: UPPER + LOWER + DIGITS + '+/',
  b64u: UPPER + LOWER + DIGITS + '-_',
  lan: LOWER + DIGITS,
  uan: UPPER + DIGITS,
  dig: DIGITS,
  bech: 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L',
};

/** Expands a value template; with `fill`, every random run is that text repeated instead. */
function makeExpand(r) {
  const run = (alphabet, n, fill) => (fill ? fill.repeat(n).slice(0, n) : r.chars(alphabet, n));
  const uuid = (fill) =>
    [8, 4, 4, 4, 12]
      .map((n, i) => {
        if (fill || i < 2 || i > 3) {
          return run(HEX, n, fill);
        }
        return (i === 2 ? '4' : r.pick(['8', '9', 'a', 'b'])) + run(HEX, 3);
      })
      .join('-');
  const jwt = (fill) =>
    `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${run(ALPHABETS.b64u, 70, fill)}.${run(ALPHABETS.b64u, 43, fill)}`;
  return (template, fill) =>
    template.replace(/\{(\w+)(?::(\d+))?\}/g, (_, kind, n) => {
      if (kind === 'uuid') {
        return uuid(fill);
      }
      if (kind === 'jwt') {
        return jwt(fill);
      }
      return run(ALPHABETS[kind], Number(n), fill);
    });
}

const QUOTED_ONLY = new Set(
  Object.keys(MULTI).filter((name) =>
    [
      'json',
      'k8s',
      'xml',
      'python',
      'jsObject',
      'tsConst',
      'goSrc',
      'java',
      'kotlin',
      'csharp',
      'ruby',
      'php',
      'rust',
      'devcontainer',
      'terraform',
      'gitlab',
      'compose',
      'toml',
    ].includes(name),
  ),
);
const URL_ONLY = new Set(['urlQuery', 'connString']);

const shapeOf = (value) =>
  /^[\w.~-]+$/.test(value) ? 'url' : /^[A-Za-z0-9][\w.~+/=:-]*$/.test(value) ? 'token' : 'odd';

function fits(name, creds) {
  return creds.every((c) => {
    const shape = shapeOf(c.value);
    if (URL_ONLY.has(name)) {
      return shape === 'url';
    }
    if (shape === 'odd') {
      return QUOTED_ONLY.has(name);
    }
    return true;
  });
}

function credential(expand, provider) {
  return {
    slug: provider.slug,
    env: provider.env,
    words: provider.env.toLowerCase().split('_'),
    value: expand(provider.template),
  };
}

function renderPositive(r, expand, provider) {
  const creds = [credential(expand, provider)];
  if (r.chance(0.22)) {
    const other = r.pick(PROVIDERS);
    if (other.slug !== provider.slug) {
      creds.push(credential(expand, other));
    }
  }
  const names =
    creds.length > 1 ? Object.keys(MULTI) : [...Object.keys(MULTI), ...Object.keys(SINGLE)];
  let name = provider.db && creds.length === 1 && r.chance(0.5) ? 'connString' : r.pick(names);
  for (let tries = 0; !fits(name, creds) || (name === 'connString' && !provider.db); tries++) {
    name = tries > 50 ? 'json' : r.pick(names);
  }
  const out = name in MULTI ? MULTI[name](r, creds) : SINGLE[name](r, creds[0]);
  const text = typeof out === 'string' ? out : out.text;
  const secrets = typeof out === 'string' ? creds.map((c) => c.value) : out.secrets;
  return {
    text,
    secrets: [...new Set(secrets)],
    provider: provider.slug,
    kind: 'positive',
    rule: name,
  };
}

function positives(r, expand) {
  const order = r.shuffle(PROVIDERS);
  const records = [];
  for (let i = 0; i < COUNTS.positive; i++) {
    records.push(renderPositive(r, expand, order[i % order.length]));
  }
  return records;
}

function negatives(r, expand) {
  const names = Object.keys(NEGATIVES);
  const records = [];
  const v = (template) => expand(template);
  for (let i = 0; i < COUNTS.negative; i++) {
    const name = names[i % names.length];
    const [provider, text] = NEGATIVES[name](r, v, r.pick(PROVIDERS));
    records.push({ text, secrets: [], provider, kind: 'hard-negative', rule: name });
  }
  return records;
}

function nearMisses(r, expand) {
  const names = Object.keys(NEAR_MISSES);
  const candidates = nearMissProviders(PROVIDERS);
  const records = [];
  for (let i = 0; i < COUNTS.nearMiss; i++) {
    const name = names[i % names.length];
    const provider = r.pick(candidates);
    const text = NEAR_MISSES[name](r, provider, expand);
    records.push({ text, secrets: [], provider: provider.slug, kind: 'near-miss', rule: name });
  }
  return records;
}

/** The text of secrets-heldout14.jsonl. */
export function secretsHeldout14Lines() {
  const r = createRandom('govern/secrets-heldout14/v1');
  const expand = makeExpand(r);
  const all = r.shuffle([
    ...positives(r, expand),
    ...negatives(r, expand),
    ...nearMisses(r, expand),
  ]);
  const records = all.map((record, i) => ({
    id: `sh14-${String(i).padStart(4, '0')}`,
    text: record.text,
    secrets: record.secrets,
    provider: record.provider,
    kind: record.kind,
    rule: record.rule,
    source: `${SOURCE}${record.rule}`,
    origin: `govern-synth/${SET}:${record.provider}`,
  }));
  return toJsonLines(records);
}

/** Writes secrets-heldout14.jsonl into `dir` and returns its path. */
export function writeSecretsHeldout14(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout14Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout14(dir)) {
    console.log(`wrote ${path}`);
  }
}

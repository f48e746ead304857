// Generator of the fourth held-out secrets set of issue 18 (test/fixtures/detectors/
// secrets-heldout4.jsonl), written blind to the detector's rules: random fake credentials of
// some 300 services in 40+ syntaxes, hard negatives from ordinary repository life, and near
// misses. `node scripts/detector-data/gen-secrets-heldout4.mjs [DIR]` writes the file.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { NEAR_MISSES } from './secrets-heldout4/near.mjs';
import { NEGATIVES } from './secrets-heldout4/negatives.mjs';
import { PROVIDERS } from './secrets-heldout4/providers.mjs';
import * as special from './secrets-heldout4/special.mjs';
import { RENDERERS } from './secrets-heldout4/syntaxes.mjs';
import { RENDERERS2 } from './secrets-heldout4/syntaxes2.mjs';
import { fill } from './secrets-heldout4/values.mjs';

const SEED = 'govern/secrets-heldout4/v1';
const SET = 'secrets-heldout4';
const FILE = `${SET}.jsonl`;
const ALL_RENDERERS = { ...RENDERERS, ...RENDERERS2 };
const SINGLE = new Set([
  'pythonClient',
  'cli',
  'curl',
  'httpDump',
  'urlQuery',
  'terraform',
  'logLine',
  'markdown',
  'codeComment',
  'testFixture',
  'ciLog',
  'stackTrace',
  'notebook',
  'sql',
  'crontab',
  'nginx',
  'slackPaste',
]);
const MULTI = Object.keys(ALL_RENDERERS).filter((name) => !SINGLE.has(name));
const SPECIAL_COUNTS = [
  ['connectionUrl', 14],
  ['connectionString', 8],
  ['dotfile', 12],
  ['privateKey', 9],
  ['jwtRecord', 7],
  ['webhook', 8],
  ['basicAuth', 7],
];
const NEGATIVE_COUNT = 200;
const EXTRA_GENERIC = 30;
const NEAR_MISS_COUNT = 70;

function credentials(r, provider, single) {
  const keys = single ? [r.pick(provider.keys)] : provider.keys;
  return keys.map((key) => ({
    words: key.words,
    value: fill(r, key.spec),
    host: provider.host,
    slug: provider.slug,
  }));
}

/** A cycling picker over a shuffled list, so that every entry is used about as often. */
function cycler(r, items) {
  let queue = [];
  return () => {
    if (queue.length === 0) {
      queue = r.shuffle(items);
    }
    return queue.pop();
  };
}

function genericPositives(r) {
  const out = [];
  const nextMulti = cycler(r, MULTI);
  const nextAny = cycler(r, Object.keys(ALL_RENDERERS));
  const providers = [...r.shuffle(PROVIDERS), ...r.sample(PROVIDERS, EXTRA_GENERIC)];
  while (providers.length > 0) {
    const group = r.chance(0.2) ? providers.splice(0, 2 + r.int(2)) : providers.splice(0, 1);
    const rule = group.length > 1 ? nextMulti() : nextAny();
    const single = SINGLE.has(rule);
    const creds = group.flatMap((provider) => credentials(r, provider, single));
    const text = ALL_RENDERERS[rule](r, creds);
    out.push({
      kind: 'positive',
      provider: group[0].slug,
      rule,
      text,
      secrets: creds.map((c) => c.value),
    });
  }
  return out;
}

function specialPositives(r) {
  return SPECIAL_COUNTS.flatMap(([name, count]) =>
    Array.from({ length: count }, () => ({ kind: 'positive', ...special[name](r) })),
  );
}

function fromTemplates(r, templates, count, kind) {
  const next = cycler(r, templates);
  return Array.from({ length: count }, () => ({ kind, ...next()(r), secrets: [] }));
}

function toRecord(item, index) {
  const secrets = [...new Set(item.secrets)];
  return {
    id: `sh4-${String(index).padStart(4, '0')}`,
    text: item.text,
    secrets,
    provider: item.provider,
    kind: item.kind,
    rule: item.rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-secrets-heldout4.mjs#${item.rule}`,
    origin: `govern-synth/${SET}:${item.provider}`,
  };
}

/** The text of secrets-heldout4.jsonl. */
export function secretsHeldout4Lines() {
  const r = createRandom(SEED);
  const items = [
    ...genericPositives(r),
    ...specialPositives(r),
    ...fromTemplates(r, NEGATIVES, NEGATIVE_COUNT, 'hard-negative'),
    ...fromTemplates(r, NEAR_MISSES, NEAR_MISS_COUNT, 'near-miss'),
  ];
  return toJsonLines(r.shuffle(items).map(toRecord));
}

/** Writes secrets-heldout4.jsonl into `dir`; returns the paths written. */
export function writeSecretsHeldout4(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout4Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout4(dir)) {
    console.log(`wrote ${path}`);
  }
}

// The fifth held-out secrets set of issue 18 (secrets-heldout5.jsonl), written blind: its
// templates and value shapes were written without reading the detector's rules. About 330
// positives over 200+ services in 40+ file syntaxes, 200 hard negatives and 70 near misses.
// `node scripts/detector-data/gen-secrets-heldout5.mjs [DIR]` writes it (default
// test/fixtures/detectors); the same seed gives the same bytes on every machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CODE_TEMPLATES } from './secrets-heldout5/contexts-code.mjs';
import { CONFIG_TEMPLATES } from './secrets-heldout5/contexts-config.mjs';
import { fillerPairs, labelOf, styled } from './secrets-heldout5/names.mjs';
import { NEAR_MISSES } from './secrets-heldout5/near-misses.mjs';
import { NEGATIVES_A } from './secrets-heldout5/negatives.mjs';
import { NEGATIVES_B } from './secrets-heldout5/negatives-b.mjs';
import { PROVIDERS_A } from './secrets-heldout5/providers-a.mjs';
import { PROVIDERS_B } from './secrets-heldout5/providers-b.mjs';
import { specialTemplates } from './secrets-heldout5/special.mjs';
import { makeValue } from './secrets-heldout5/values.mjs';

const SEED = 'govern/secrets-heldout5/v1';
const SET = 'govern-synth/secrets-heldout5';
const SOURCE = `${SET}:scripts/detector-data/gen-secrets-heldout5.mjs`;
const FILE = 'secrets-heldout5.jsonl';
const COUNTS = { generic: 262, special: 50, multi: 20, negative: 210, near: 75 };

const TEMPLATES = { ...CONFIG_TEMPLATES, ...CODE_TEMPLATES };
// Values with quotes-worthy characters (salts, passwords, tokens with a space) go only where a
// project would plausibly keep them as they are.
const PLAIN_VALUE = /^[A-Za-z0-9_\-.:/+=]+$/;
const ROBUST = [
  'dotenv',
  'shell-export',
  'django',
  'python',
  'json-config',
  'php',
  'k8s-secret',
  'helm-values',
];
// Framework secrets (no API behind them) only where such a secret lives.
const HOMES = {
  django: ['django', 'dotenv', 'k8s-secret', 'ansible-vars'],
  rails: ['rails-credentials', 'dotenv', 'docker-compose', 'k8s-secret'],
  laravel: ['dotenv', 'php', 'docker-compose'],
  nextauth: ['dotenv', 'github-actions', 'docker-compose'],
  wordpress: ['php', 'dotenv', 'helm-values'],
  'internal-jwt': ['dotenv', 'k8s-secret', 'properties', 'spring-yaml'],
};

function record(kind, provider, rule, text, secrets) {
  return {
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `${SOURCE}#${rule}`,
    origin: `${SET}:${provider}`,
  };
}

function instance(r, [slug, name, spec]) {
  return {
    slug,
    label: labelOf(slug),
    words: name.toLowerCase().split('_'),
    value: makeValue(r, spec),
    host: `api.${slug.replace(/-/g, '')}.${r.pick(['com', 'io', 'com', 'net'])}`,
  };
}

function genericPositive(r, row, templateName) {
  const p = instance(r, row);
  const homes = HOMES[p.slug];
  const fits = homes ? homes.includes(templateName) : PLAIN_VALUE.test(p.value);
  const name = fits ? templateName : r.pick(homes ?? ROBUST);
  const out = TEMPLATES[name](r, p);
  const { text, secrets } = typeof out === 'string' ? { text: out, secrets: [p.value] } : out;
  return record('positive', p.slug, name, text, secrets);
}

function genericPositives(r, providers) {
  const names = Object.keys(TEMPLATES);
  let order = [];
  const rows = [...r.shuffle(providers), ...r.sample(providers, COUNTS.generic - providers.length)];
  return rows.map((row) => {
    if (order.length === 0) {
      order = r.shuffle(names);
    }
    return genericPositive(r, row, order.pop());
  });
}

function specialPositives(r) {
  const list = specialTemplates();
  const rows = [
    ...list,
    ...Array.from({ length: COUNTS.special - list.length }, () => r.pick(list)),
  ];
  return rows.map(([rule, slug, make]) => {
    const { text, secrets } = make(r);
    return record('positive', slug, rule, text, secrets);
  });
}

function multiText(r, ps) {
  const form = r.int(3);
  if (form === 0) {
    const lines = [
      ...fillerPairs(r).map(([k, v]) => `${k}=${v}`),
      ...ps.map((p) => `${styled(p.words, 'scream')}=${p.value}`),
    ];
    return `# .env (staging)\n${r.shuffle(lines).join('\n')}`;
  }
  if (form === 1) {
    const env = ps.map((p) => `      ${styled(p.words, 'scream')}: "${p.value}"`).join('\n');
    return `services:\n  worker:\n    image: acme/worker:latest\n    environment:\n      QUEUE: default\n${env}`;
  }
  const body = Object.fromEntries(
    ps.map((p) => [p.slug.replace(/-/g, '_'), { [styled(p.words.slice(1), 'camel')]: p.value }]),
  );
  return JSON.stringify({ integrations: body, debug: false }, null, 2);
}

function multiPositives(r, providers) {
  const plain = providers.filter((row) => !row[2].some((part) => typeof part === 'function'));
  return Array.from({ length: COUNTS.multi }, () => {
    const ps = r.sample(plain, 2 + r.int(2)).map((row) => instance(r, row));
    const usable = ps.filter((p) => PLAIN_VALUE.test(p.value));
    return record(
      'positive',
      usable[0].slug,
      'multi',
      multiText(r, usable),
      usable.map((p) => p.value),
    );
  });
}

function fromTable(r, table, count, kind) {
  const names = Object.keys(table);
  let order = [];
  return Array.from({ length: count }, () => {
    if (order.length === 0) {
      order = r.shuffle(names);
    }
    const rule = order.pop();
    const [provider, text] = table[rule](r);
    return record(kind, provider, rule, text, []);
  });
}

/** Drops records whose text repeats an earlier one (a few fixed-text negatives can). */
function unique(records) {
  const seen = new Set();
  return records.filter((rec) => !seen.has(rec.text) && seen.add(rec.text));
}

function buildRecords() {
  const r = createRandom(SEED);
  const providers = [...PROVIDERS_A, ...PROVIDERS_B];
  const all = [
    ...genericPositives(r, providers),
    ...specialPositives(r),
    ...multiPositives(r, providers),
    ...fromTable(r, { ...NEGATIVES_A, ...NEGATIVES_B }, COUNTS.negative, 'hard-negative'),
    ...fromTable(r, NEAR_MISSES, COUNTS.near, 'near-miss'),
  ];
  return r
    .shuffle(unique(all))
    .map((rec, i) => ({ id: `sh5-${String(i).padStart(4, '0')}`, ...rec }));
}

/** The text of secrets-heldout5.jsonl. */
export function secretsHeldout5Lines() {
  return toJsonLines(buildRecords());
}

/** Writes secrets-heldout5.jsonl into `dir` and returns the paths written. */
export function writeSecretsHeldout5(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout5Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout5(dir)) {
    console.log(`wrote ${path}`);
  }
}

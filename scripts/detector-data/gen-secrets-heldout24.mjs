// Generates test/fixtures/detectors/secrets-heldout24.jsonl: a held-out secrets set written
// blind (issue 18), leaning on regional and non-English ecosystems. Run as a script to write
// the file: node scripts/detector-data/gen-secrets-heldout24.mjs [DIR]

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { ASIA } from './secrets-heldout24/providers-asia.mjs';
import { SOUTH_ASIA } from './secrets-heldout24/providers-south.mjs';
import { REGIONAL } from './secrets-heldout24/providers-world.mjs';
import { SAAS } from './secrets-heldout24/providers-saas.mjs';
import { COMMENTS } from './secrets-heldout24/comments.mjs';
import { MULTI } from './secrets-heldout24/contexts.mjs';
import { MULTI_CODE } from './secrets-heldout24/contexts-code.mjs';
import { WIRE } from './secrets-heldout24/contexts-wire.mjs';
import { CONNECTIONS, connectionRecord } from './secrets-heldout24/connections.mjs';
import { NEGATIVES_A } from './secrets-heldout24/negatives.mjs';
import { NEGATIVES_B } from './secrets-heldout24/negatives-b.mjs';
import { NEGATIVES_C } from './secrets-heldout24/negatives-c.mjs';
import { NEAR } from './secrets-heldout24/nearmiss.mjs';
import { fill, nameWords } from './secrets-heldout24/values.mjs';

const SET = 'secrets-heldout24';
const FILE = `${SET}.jsonl`;
const SEED = 'govern/secrets-heldout24/v1';
const PROVIDERS = [...ASIA, ...SOUTH_ASIA, ...REGIONAL, ...SAAS];
const RENDERERS = { ...MULTI, ...MULTI_CODE };
const NO_DOLLAR = new Set([
  'kotlin',
  'shell',
  'dockerfile',
  'compose',
  'githubActions',
  'gitlabCi',
]);
const NO_SPACE = new Set(['dockerfile', 'compose', 'cli']);

function record(kind, provider, rule, text, secrets) {
  return {
    text,
    secrets: [...new Set(secrets)],
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

function contextOf(r, [slug, region, secrets, publics, host]) {
  const lang = region === '*' ? r.pick(Object.keys(COMMENTS)) : region;
  const creds = [
    ...secrets.map(([name, template]) => ({
      words: nameWords(r, name, lang),
      value: fill(r, template),
      secret: true,
    })),
    ...publics.map(([name, template]) => ({
      words: name.split(' '),
      value: fill(r, template),
      secret: false,
    })),
  ];
  return { slug, host, creds, comment: r.pick(COMMENTS[lang] ?? COMMENTS.en) };
}

function fits(name, c) {
  const values = c.creds.map((cred) => cred.value).join(' ');
  if (NO_DOLLAR.has(name) && values.includes('$')) {
    return false;
  }
  return !(NO_SPACE.has(name) && c.creds.some((cred) => / /.test(cred.value)));
}

function positive(r, provider, syntax) {
  const c = contextOf(r, provider);
  let name = fits(syntax, c) ? syntax : 'yaml';
  if (name in WIRE) {
    const { text, secrets } = WIRE[name](r, c);
    return record('positive', c.slug, name, text, secrets);
  }
  const text = RENDERERS[name](r, c);
  const secrets = c.creds.filter((cred) => cred.secret).map((cred) => cred.value);
  return record('positive', c.slug, name, text, secrets);
}

function positives(r) {
  const syntaxes = [...Object.keys(RENDERERS), ...Object.keys(WIRE), ...Object.keys(WIRE)];
  const order = [...r.shuffle(PROVIDERS), ...r.sample(PROVIDERS, 100)];
  let deck = [];
  const out = order.map((provider) => {
    if (deck.length === 0) {
      deck = r.shuffle(syntaxes);
    }
    return positive(r, provider, deck.pop());
  });
  for (let i = 0; i < 26; i++) {
    const conn = CONNECTIONS[i % CONNECTIONS.length];
    const { text, secrets } = connectionRecord(
      r,
      conn,
      r.pick(COMMENTS[r.pick(Object.keys(COMMENTS))]),
    );
    out.push(record('positive', conn[0], 'connection-string', text, secrets));
  }
  return out;
}

function cycle(r, builders, count, kind) {
  const names = Object.keys(builders);
  let deck = [];
  return Array.from({ length: count }, () => {
    if (deck.length === 0) {
      deck = r.shuffle(names);
    }
    const name = deck.pop();
    const [provider, text] = builders[name](r);
    return record(kind, provider, name, text, []);
  });
}

/** The file's records, before ids. */
function allRecords(r) {
  const negBuilders = { ...NEGATIVES_A, ...NEGATIVES_B };
  const negatives = [
    ...cycle(r, negBuilders, 140, 'hard-negative'),
    ...cycle(
      r,
      { ...NEGATIVES_C, publicByDesign: NEGATIVES_B.publicByDesign },
      60,
      'hard-negative',
    ),
  ];
  const near = cycle(r, NEAR, 70, 'near-miss');
  return r.shuffle([...positives(r), ...negatives, ...near]);
}

/** The text of secrets-heldout24.jsonl. */
export function secretsHeldout24Lines() {
  const r = createRandom(SEED);
  const records = allRecords(r).map((rec, i) => ({
    id: `sh24-${String(i).padStart(4, '0')}`,
    ...rec,
  }));
  return toJsonLines(records);
}

/** Writes secrets-heldout24.jsonl into dir and returns its path. */
export function writeSecretsHeldout24(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout24Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ??
    join(fileURLToPath(new URL('../..', import.meta.url)), 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout24(dir)) {
    console.log(`wrote ${path}`);
  }
}

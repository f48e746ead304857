// The third held-out secrets set of issue 18 (test/fixtures/detectors/secrets-heldout3.jsonl),
// written blind: its templates and value shapes were written without reading the detector's
// rules or any other set, so a score on it says how the rules hold up on unseen text.
//
//   node scripts/detector-data/gen-secrets-heldout3.mjs [DIR]   (default test/fixtures/detectors)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { filler, makeContext } from './secrets-heldout3/context.mjs';
import {
  CODE_REFS,
  HASHES,
  IDS,
  KEY_NAMES,
  PLACEHOLDERS,
  PUBLIC,
  settings,
} from './secrets-heldout3/negatives.mjs';
import { PUBLISHABLE, REDACTIONS, VENDOR_EXAMPLES } from './secrets-heldout3/negatives2.mjs';
import { NEAR_KINDS, nearMiss } from './secrets-heldout3/nearmiss.mjs';
import {
  AI_PROVIDERS,
  CLOUD_PROVIDERS,
  MESSAGING_PROVIDERS,
  MONITORING_PROVIDERS,
} from './secrets-heldout3/providers-a.mjs';
import {
  API_PROVIDERS,
  DATA_PROVIDERS,
  DEVTOOL_PROVIDERS,
  INTERNAL_PROVIDERS,
  MONEY_PROVIDERS,
} from './secrets-heldout3/providers-b.mjs';
import {
  BASIC_COUNT,
  URL_COUNT,
  basicPositive,
  jaasPositive,
  urlPositive,
} from './secrets-heldout3/structured.mjs';
import { REQUESTS, SYNTAXES, maybeForeign } from './secrets-heldout3/syntaxes.mjs';
import { jwt, makeValue } from './secrets-heldout3/values.mjs';

const SEED = 'govern/secrets-heldout3/v1';
const SET = 'govern-synth/secrets-heldout3';
const SOURCE = `${SET}:scripts/detector-data/gen-secrets-heldout3.mjs`;
export const SECRETS_HELDOUT3_FILE = 'secrets-heldout3.jsonl';

const PROVIDERS = [
  ...AI_PROVIDERS,
  ...CLOUD_PROVIDERS,
  ...MESSAGING_PROVIDERS,
  ...MONITORING_PROVIDERS,
  ...DEVTOOL_PROVIDERS,
  ...DATA_PROVIDERS,
  ...MONEY_PROVIDERS,
  ...API_PROVIDERS,
  ...INTERNAL_PROVIDERS,
];

function draw(r, slug, spec) {
  if (spec === '@jwt') {
    const iat = 1_700_000_000 + r.int(40_000_000);
    return jwt(r, {
      iss: slug,
      sub: makeValue(r, '{U:0}'),
      role: r.pick(['service_role', 'admin', 'rw']),
      iat,
    });
  }
  return makeValue(r, spec);
}

function credentials(r, [slug, name, spec, extras = []]) {
  const main = { name, value: draw(r, slug, spec), secret: true };
  const more = extras
    .filter(() => r.chance(0.75))
    .map(([extra, extraSpec, secret]) => ({
      name: extra,
      value: draw(r, slug, extraSpec),
      secret,
    }));
  return [maybeForeign(r, main), ...more];
}

function keyedPositive(r, row, syntax) {
  const c = makeContext(r, row[0]);
  const creds = credentials(r, row);
  if (REQUESTS[syntax]) {
    return {
      provider: row[0],
      rule: syntax,
      text: REQUESTS[syntax](r, creds[0].value, c),
      secrets: [creds[0].value],
    };
  }
  if (r.chance(0.12)) {
    // A second service's key in the same file (the record keeps the first as its provider).
    creds.push(credentials(r, r.pick(PROVIDERS))[0]);
  }
  const entries = r.shuffle([...creds, ...filler(r)]);
  const text = SYNTAXES[syntax](r, entries, c);
  const secrets = creds.filter((e) => e.secret && text.includes(e.value)).map((e) => e.value);
  return { provider: row[0], rule: syntax, text, secrets };
}

function positives(r) {
  const syntaxes = [...Object.keys(SYNTAXES), ...Object.keys(REQUESTS)];
  const order = r.shuffle(syntaxes);
  const out = r.shuffle(PROVIDERS).map((row, i) => keyedPositive(r, row, order[i % order.length]));
  for (let i = 0; i < URL_COUNT + 8; i++) {
    const [provider, text, secrets] = urlPositive(r, i);
    out.push({ provider, rule: 'connection-string', text, secrets });
  }
  for (let i = 0; i < BASIC_COUNT; i++) {
    const [provider, text, secrets] = basicPositive(r, i);
    out.push({ provider, rule: 'basic-auth', text, secrets });
  }
  const [provider, text, secrets] = jaasPositive(r);
  out.push({ provider, rule: 'kafka-jaas', text, secrets });
  return out.map((record) => ({ ...record, kind: 'positive' }));
}

function hardNegatives(r) {
  const out = [];
  const add = (provider, rule, text) =>
    out.push({ provider, rule, text, secrets: [], kind: 'hard-negative' });
  const generic = () => makeContext(r, r.pick(PROVIDERS)[0]);
  for (const [rule, value] of Object.entries(PLACEHOLDERS)) {
    for (let i = 0; i < 6; i++) {
      const c = generic();
      add(c.slug, rule, settings(r, c, value(r)));
    }
  }
  for (const ref of CODE_REFS) {
    for (let i = 0; i < 2; i++) {
      const c = generic();
      add(c.slug, 'code-reference', ref(`${c.section.toUpperCase()}_${r.pick(KEY_NAMES)}`));
    }
  }
  for (const table of [HASHES, IDS, PUBLIC]) {
    for (const [rule, make] of Object.entries(table)) {
      for (let i = 0; i < 3; i++) {
        add(rule, rule, make(r));
      }
    }
  }
  return [...out, ...publicAndRedacted(r), ...requestPlaceholders(r)];
}

function publicAndRedacted(r) {
  const before = [];
  const push = (provider, rule, text) =>
    before.push({ provider, rule, text, secrets: [], kind: 'hard-negative' });
  for (const [provider, make] of PUBLISHABLE) {
    push(provider, 'publishable-by-design', make(r));
    push(provider, 'publishable-by-design', make(r));
  }
  for (const [provider, make] of VENDOR_EXAMPLES) {
    push(provider, 'vendor-documented-example', make(r));
  }
  for (const make of REDACTIONS) {
    push('redaction', 'redaction-output', make(r));
    push('redaction', 'redaction-output', make(r));
  }
  return before;
}

function requestPlaceholders(r) {
  const values = [
    '$API_KEY',
    '<token>',
    '${ACCESS_TOKEN}',
    'YOUR_TOKEN_HERE',
    '"$(vault read -field=token secret/ci)"',
    '<insert key>',
    '$TOKEN',
    '{{api_key}}',
    '$(cat /run/secrets/api_token)',
    '%API_KEY%',
  ];
  return values.map((value) => {
    const c = makeContext(r, r.pick(PROVIDERS)[0]);
    const syntax = r.pick(['curl', 'http', 'cli', 'query']);
    return {
      provider: c.slug,
      rule: 'request-placeholder',
      text: REQUESTS[syntax](r, value, c),
      secrets: [],
      kind: 'hard-negative',
    };
  });
}

function nearMisses(r) {
  const out = [];
  NEAR_KINDS.forEach((kind, k) => {
    for (let i = 0; i < 12; i++) {
      const [provider, text] = nearMiss(r, kind, i * 5 + k * 3);
      out.push({ provider, rule: kind, text, secrets: [], kind: 'near-miss' });
    }
  });
  return out;
}

/** The set's file text (JSON lines). */
export function secretsHeldout3Lines() {
  const r = createRandom(SEED);
  const records = r.shuffle([...positives(r), ...hardNegatives(r), ...nearMisses(r)]);
  return toJsonLines(
    records.map((record, i) => ({
      id: `sh3-${String(i).padStart(4, '0')}`,
      text: record.text,
      secrets: record.secrets,
      provider: record.provider,
      kind: record.kind,
      rule: record.rule,
      source: `${SOURCE}#${record.rule}`,
      origin: `${SET}:${record.provider}`,
    })),
  );
}

/** Writes the set into `dir`; returns the paths written. */
export function writeSecretsHeldout3(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, SECRETS_HELDOUT3_FILE);
  writeFileSync(path, secretsHeldout3Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout3(dir)) {
    console.log(`wrote ${path}`);
  }
}

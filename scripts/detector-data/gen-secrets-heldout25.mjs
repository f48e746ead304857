// Generator of the held-out (25) secrets set of issue 18: ~600 labelled records (positives,
// hard negatives, near misses) written blind, favouring healthcare, banking, insurance and
// back-office integration code. Run: node scripts/detector-data/gen-secrets-heldout25.mjs [DIR]

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import {
  basicRecords,
  connectionRecords,
  multiRecords,
  urlRecords,
} from './secrets-heldout25/extras.mjs';
import { nearMissRecords } from './secrets-heldout25/near-misses.mjs';
import { DOMAIN_NEGATIVES } from './secrets-heldout25/negatives-domain.mjs';
import {
  CODE_REFS,
  GENERIC_NEGATIVES,
  PLACEHOLDERS,
  PUBLIC_AND_EXAMPLES,
} from './secrets-heldout25/negatives-generic.mjs';
import { HEALTH_PROVIDERS } from './secrets-heldout25/providers-health.mjs';
import { MONEY_PROVIDERS } from './secrets-heldout25/providers-money.mjs';
import { TECH_PROVIDERS } from './secrets-heldout25/providers-tech.mjs';
import { PLAIN_ONLY, RENDERERS } from './secrets-heldout25/syntaxes.mjs';
import { makeValue, password } from './secrets-heldout25/values.mjs';

const NAME = 'secrets-heldout25';
const SEED = 'govern/secrets-heldout25/v1';
const FILE = `${NAME}.jsonl`;
const PROVIDERS = [...HEALTH_PROVIDERS, ...MONEY_PROVIDERS, ...TECH_PROVIDERS];
const SYNTAXES = Object.keys(RENDERERS);
const PLAIN = /^[A-Za-z0-9._~-]+$/;

const slotOf = (r, [slug, w, spec, svc, host], value) => ({
  slug,
  w,
  svc,
  host,
  v: value ?? (spec === 'PW' ? password(r) : makeValue(r, spec)),
});

/** A syntax order that visits every renderer before repeating one. */
function syntaxCycle(r) {
  let queue = [];
  return () => {
    if (queue.length === 0) {
      queue = r.shuffle(SYNTAXES);
    }
    return queue.pop();
  };
}

/** One positive a provider, each in the next syntax of the cycle. */
function providerPositives(r) {
  const next = syntaxCycle(r);
  return r.shuffle(PROVIDERS).map((row) => {
    const slot = slotOf(r, row);
    let syntax = next();
    if (PLAIN_ONLY.has(syntax) && !PLAIN.test(slot.v)) {
      syntax = r.pick(['env', 'json', 'yaml', 'java']);
    }
    return {
      text: RENDERERS[syntax](r, slot),
      secrets: [slot.v],
      provider: row[0],
      rule: `${syntax}-assignment`,
      kind: 'positive',
    };
  });
}

function positives(r) {
  const extra = [
    ...connectionRecords(r, 36),
    ...basicRecords(r, 16),
    ...multiRecords(r, 24),
    ...urlRecords(r, 16),
  ];
  return [...providerPositives(r), ...extra.map((record) => ({ ...record, kind: 'positive' }))];
}

/** Placeholders and unset values in the same syntaxes the positives use. */
function placeholderNegatives(r, count) {
  const next = syntaxCycle(r);
  const out = [];
  for (let i = 0; i < count; i++) {
    const value = PLACEHOLDERS[i % PLACEHOLDERS.length];
    let syntax = next();
    if (syntax === 'xml' && /[<&"]/.test(value)) {
      syntax = 'yaml';
    }
    const row = r.pick(PROVIDERS);
    out.push({
      text: RENDERERS[syntax](r, slotOf(r, row, value)),
      provider: row[0],
      rule: `placeholder-${syntax}`,
    });
  }
  return out;
}

/** Every template at least once; those that draw random values three (domain, generic) or two times. */
function templateNegatives(r, templates, repeat) {
  const out = [];
  for (const [provider, rule, build] of templates) {
    const times = build.length === 0 ? 1 : repeat;
    for (let i = 0; i < times; i++) {
      out.push({ text: build(r), provider, rule });
    }
  }
  return out;
}

function hardNegatives(r) {
  const refs = CODE_REFS.map(([lang, build]) => ({
    text: build(),
    provider: `env-reference-${lang}`,
    rule: 'variable-reference',
  }));
  return [
    ...placeholderNegatives(r, 53),
    ...refs,
    ...templateNegatives(r, DOMAIN_NEGATIVES, 3),
    ...templateNegatives(r, GENERIC_NEGATIVES, 3),
    ...templateNegatives(r, PUBLIC_AND_EXAMPLES, 2),
  ].map((record) => ({ ...record, secrets: [], kind: 'hard-negative' }));
}

/** All records in file order, with ids and provenance. */
export function secretsHeldout25Records() {
  const r = createRandom(SEED);
  const near = nearMissRecords(r, 70).map((record) => ({ ...record, kind: 'near-miss' }));
  const seen = new Set();
  const unique = [...positives(r), ...hardNegatives(r), ...near].filter(
    (record) => !seen.has(record.text) && seen.add(record.text),
  );
  const all = r.shuffle(unique);
  return all.map((record, index) => ({
    id: `sh25-${String(index).padStart(4, '0')}`,
    text: record.text,
    secrets: record.secrets,
    provider: record.provider,
    kind: record.kind,
    rule: record.rule,
    source: `govern-synth/${NAME}:scripts/detector-data/gen-${NAME}.mjs#${record.rule}`,
    origin: `govern-synth/${NAME}:${record.provider}`,
  }));
}

/** The JSONL text of the set. */
export function secretsHeldout25Lines() {
  return toJsonLines(secretsHeldout25Records());
}

/** Writes secrets-heldout25.jsonl into `dir`; returns the written paths. */
export function writeSecretsHeldout25(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout25Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout25(dir)) {
    console.log(`wrote ${path}`);
  }
}

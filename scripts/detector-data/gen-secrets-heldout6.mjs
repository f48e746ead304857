// Generates test/fixtures/detectors/secrets-heldout6.jsonl: a held-out secrets set (issue 18)
// written blind, without reading the detector's rules or the other sets. Deterministic: the
// seed below gives the same bytes on every machine.
//
//   node scripts/detector-data/gen-secrets-heldout6.mjs [DIR]   (default test/fixtures/detectors)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CODE_CONTEXTS } from './secrets-heldout6/contexts-code.mjs';
import { CONFIG_CONTEXTS } from './secrets-heldout6/contexts-config.mjs';
import { WIRE_CONTEXTS } from './secrets-heldout6/contexts-wire.mjs';
import {
  connectionKeyValueRecords,
  connectionUrlRecords,
} from './secrets-heldout6/connections.mjs';
import { DATA_NEGATIVES_A } from './secrets-heldout6/negatives-data.mjs';
import { hashTutorialRecords, PUBLIC_NEGATIVES } from './secrets-heldout6/negatives-public.mjs';
import { REF_NEGATIVES } from './secrets-heldout6/negatives-refs.mjs';
import { NEAR_MISSES } from './secrets-heldout6/near-misses.mjs';
import {
  basicAuthRecords,
  keyPairRecords,
  oauthRecords,
  PEM_BUILDERS,
} from './secrets-heldout6/pairs.mjs';
import { PROVIDERS_A } from './secrets-heldout6/providers-a.mjs';
import { PROVIDERS_B } from './secrets-heldout6/providers-b.mjs';
import { REGISTRY_BUILDERS } from './secrets-heldout6/registries.mjs';
import { expand, localWords } from './secrets-heldout6/values.mjs';

const SEED = 'govern/secrets-heldout6/v1';
const SET = 'secrets-heldout6';
const FILE = `${SET}.jsonl`;
const EXTRA_POSITIVES = 14;

const PROVIDERS = [...PROVIDERS_A, ...PROVIDERS_B].map((line) => {
  const [slug, words, pattern, host, auth] = line.split('|');
  return { slug, words: words.split(' '), pattern, host, auth };
});
const CONTEXTS = [...CONFIG_CONTEXTS, ...CODE_CONTEXTS, ...WIRE_CONTEXTS];

const entryOf = (r, p) => ({ p, v: expand(r, p.pattern), words: localWords(r, p.words) });

/** One generic positive: `p`'s credential (and sometimes others') rendered in `context`. */
function genericPositive(r, p, context) {
  const entries = [entryOf(r, p)];
  if (context.multi && r.chance(0.18)) {
    for (const other of r.sample(PROVIDERS, 1 + r.int(2))) {
      if (other.slug !== p.slug) {
        entries.push(entryOf(r, other));
      }
    }
  }
  const text = context.render(r, entries);
  return { text, secrets: entries.map((e) => e.v), provider: p.slug, rule: context.name };
}

function positives(r) {
  const contexts = r.shuffle(CONTEXTS);
  const out = r
    .shuffle(PROVIDERS)
    .map((p, i) => genericPositive(r, p, contexts[i % contexts.length]));
  for (let i = 0; i < EXTRA_POSITIVES; i++) {
    out.push(genericPositive(r, r.pick(PROVIDERS), r.pick(CONTEXTS)));
  }
  out.push(...connectionUrlRecords(r), ...connectionKeyValueRecords(r));
  out.push(...REGISTRY_BUILDERS.map((build) => build(r)), ...PEM_BUILDERS.map((build) => build(r)));
  out.push(...basicAuthRecords(r), ...keyPairRecords(r), ...oauthRecords(r));
  return out.map((record) => ({ ...record, kind: 'positive' }));
}

/** `count` records from `make`, skipping texts already drawn. */
function distinct(count, make, seen) {
  const out = [];
  for (let attempt = 0; out.length < count && attempt < count * 20; attempt++) {
    const record = make();
    if (!seen.has(record.text)) {
      seen.add(record.text);
      out.push(record);
    }
  }
  return out;
}

function hardNegatives(r) {
  const seen = new Set();
  const out = [];
  for (const [rule, build, count] of REF_NEGATIVES) {
    out.push(
      ...distinct(
        count,
        () => {
          const p = r.pick(PROVIDERS);
          return { text: build(r, p), provider: p.slug, rule };
        },
        seen,
      ),
    );
  }
  for (const [rule, build, count, provider] of DATA_NEGATIVES_A) {
    out.push(...distinct(count, () => ({ text: build(r), provider, rule }), seen));
  }
  for (const [rule, build, count] of PUBLIC_NEGATIVES) {
    out.push(
      ...distinct(
        count,
        () => {
          const [provider, text] = build(r);
          return { text, provider, rule };
        },
        seen,
      ),
    );
  }
  out.push(...hashTutorialRecords());
  return out.map((record) => ({ ...record, secrets: [], kind: 'hard-negative' }));
}

function nearMisses(r) {
  const seen = new Set();
  return NEAR_MISSES.flatMap(([build, count]) =>
    distinct(
      count,
      () => {
        const [provider, rule, text] = build(r);
        return { text, provider, rule };
      },
      seen,
    ),
  ).map((record) => ({ ...record, secrets: [], kind: 'near-miss' }));
}

function finish(record, index) {
  for (const secret of record.secrets) {
    if (!record.text.includes(secret)) {
      throw new Error(`${record.rule}/${record.provider}: secret not in text`);
    }
  }
  return {
    id: `sh6-${String(index).padStart(4, '0')}`,
    text: record.text,
    secrets: record.secrets,
    provider: record.provider,
    kind: record.kind,
    rule: record.rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#${record.rule}`,
    origin: `govern-synth/${SET}:${record.provider}`,
  };
}

/** The text of secrets-heldout6.jsonl. */
export function secretsHeldout6Lines() {
  const r = createRandom(SEED);
  const records = [...positives(r), ...hardNegatives(r), ...nearMisses(r)];
  return toJsonLines(r.shuffle(records).map(finish));
}

/** Writes secrets-heldout6.jsonl into `dir`; returns the paths written. */
export function writeSecretsHeldout6(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout6Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout6(dir)) {
    console.log(`wrote ${path}`);
  }
}

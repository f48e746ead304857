// Writes test/fixtures/detectors/secrets-heldout22.jsonl: a held-out secrets set (issue 18)
// written blind, without looking at the detector's rules or at the other sets. Content, media
// and shop sites first: headless CMSs, static-site configs, shop themes and apps, media
// pipelines, search, localisation, newsletters, comments, ads and affiliates.
//
//   node scripts/detector-data/gen-secrets-heldout22.mjs [DIR]   (default test/fixtures/detectors)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { makeValues } from './secrets-heldout22/values.mjs';
import { hostOf, makeNamer } from './secrets-heldout22/naming.mjs';
import {
  CMS,
  COMMERCE,
  MEDIA,
  PAYMENTS,
  SEARCH_L10N,
} from './secrets-heldout22/providers-content.mjs';
import { CLOUDS, DEV_DATA, MAIL_ADS } from './secrets-heldout22/providers-platform.mjs';
import { CONFIG_CONTEXTS } from './secrets-heldout22/contexts-config.mjs';
import { CODE_CONTEXTS } from './secrets-heldout22/contexts-code.mjs';
import { WIRE_CONTEXTS, connectionRecords } from './secrets-heldout22/contexts-wire.mjs';
import { PUBLIC_NEGATIVES } from './secrets-heldout22/negatives-public.mjs';
import { PLACEHOLDER_NEGATIVES } from './secrets-heldout22/negatives-placeholders.mjs';
import { NEAR_MISSES } from './secrets-heldout22/near-misses.mjs';

const SEED = 'govern/secrets-heldout22/v1';
const SET = 'secrets-heldout22';
const FILE = `${SET}.jsonl`;
const SOURCE = `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs`;
const PROVIDERS = [
  ...CMS,
  ...COMMERCE,
  ...PAYMENTS,
  ...MEDIA,
  ...SEARCH_L10N,
  ...MAIL_ADS,
  ...DEV_DATA,
  ...CLOUDS,
];
const CONTEXTS = [...CONFIG_CONTEXTS, ...CODE_CONTEXTS, ...WIRE_CONTEXTS];
const SECOND_RECORDS = 85;
const STACK_RECORDS = 15;
const HARD_NEGATIVES = 200;
const NEAR_MISS_COUNT = 70;
// A provider's second pair named like this is an identifier (app id, account sid): not a secret.
const IDENTIFIER = /\bs?id$/;

/** Hands out contexts in shuffled rounds, so every syntax is used about as often. */
function contextDealer(r) {
  const decks = { any: [], multi: [] };
  return (multi) => {
    const key = multi ? 'multi' : 'any';
    if (decks[key].length === 0) {
      decks[key] = r.shuffle(multi ? CONTEXTS.filter((c) => c.multi) : CONTEXTS);
    }
    return decks[key].pop();
  };
}

function positive(r, g, namer, deal, provider, withSecond) {
  const pairs = [{ words: provider.words, value: provider.make(g) }];
  if (withSecond && provider.second) {
    pairs.push({ words: provider.second.words, value: provider.second.make(g) });
  }
  const context = deal(pairs.length > 1);
  const c = {
    r,
    g,
    slug: provider.slug,
    host: hostOf(provider.slug),
    pairs: r.chance(0.5) ? pairs : [...pairs].reverse(),
    name: (words, style, withSlug) => namer(provider.slug, words, style, withSlug),
  };
  const out = context.render(c);
  const text = typeof out === 'string' ? out : out.text;
  const secrets =
    typeof out === 'string'
      ? c.pairs.filter((x) => !IDENTIFIER.test(x.words)).map((x) => x.value)
      : out.secrets;
  return {
    provider: provider.slug,
    rule: context.name,
    text,
    secrets: context.multi ? secrets : secrets.slice(0, 1),
  };
}

const STACK_FORMS = [
  (lines) =>
    `# .env.local (do not commit)\n${lines.map(([k, v]) => `${k}=${v}`).join('\n')}\nNEXT_PUBLIC_SITE_NAME=Lindenhaus\n`,
  (lines) =>
    `services:\n  worker:\n    build: .\n    environment:\n${lines.map(([k, v]) => `      ${k}: "${v}"`).join('\n')}\n`,
  (lines) =>
    `heroku config:set ${lines.map(([k, v]) => `${k}=${v}`).join(' ')} --app lindenhaus-shop\n`,
];

/** Several services' keys in one file (provider: the first of them). */
function stack(r, g, namer) {
  const chosen = r.sample(PROVIDERS, 2 + r.int(2));
  const lines = chosen.map((provider) => [
    namer(provider.slug, provider.words, 'scream'),
    provider.make(g),
  ]);
  const text = r.pick(STACK_FORMS)(lines);
  return {
    provider: chosen[0].slug,
    rule: 'multi-service-env',
    text,
    secrets: lines.map(([, v]) => v),
  };
}

function positives(r, g) {
  const namer = makeNamer(r);
  const deal = contextDealer(r);
  const out = r.shuffle(PROVIDERS).map((provider) => positive(r, g, namer, deal, provider, false));
  const paired = PROVIDERS.filter((provider) => provider.second);
  const others = r.sample(
    PROVIDERS.filter((provider) => !provider.second),
    SECOND_RECORDS - paired.length,
  );
  for (const provider of r.shuffle([...paired, ...others])) {
    out.push(positive(r, g, namer, deal, provider, true));
  }
  const stacks = Array.from({ length: STACK_RECORDS }, () => stack(r, g, namer));
  return [...out, ...stacks, ...connectionRecords(r, g)].map((record) => ({
    ...record,
    kind: 'positive',
  }));
}

function negatives(r, g, templates, count, kind) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const record = templates[i % templates.length](r, g);
    out.push({ ...record, secrets: [], kind });
  }
  return out;
}

/** The set's file text: one JSON record per line, ids in file order. */
export function secretsHeldout22Lines() {
  const r = createRandom(SEED);
  const g = makeValues(r);
  const all = [
    ...positives(r, g),
    ...negatives(
      r,
      g,
      [...PUBLIC_NEGATIVES, ...PLACEHOLDER_NEGATIVES],
      HARD_NEGATIVES,
      'hard-negative',
    ),
    ...negatives(r, g, NEAR_MISSES, NEAR_MISS_COUNT, 'near-miss'),
  ];
  const records = r.shuffle(all).map((record, index) => ({
    id: `sh22-${String(index).padStart(4, '0')}`,
    text: record.text,
    secrets: record.secrets,
    provider: record.provider,
    kind: record.kind,
    rule: record.rule,
    source: `${SOURCE}#${record.rule}`,
    origin: `govern-synth/${SET}:${record.provider}`,
  }));
  return toJsonLines(records);
}

/** Writes the set into `dir` and returns the written paths. */
export function writeSecretsHeldout22(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout22Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout22(dir)) {
    console.log(`wrote ${path}`);
  }
}

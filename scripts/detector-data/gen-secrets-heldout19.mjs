// Generator of the held-out (19) secrets set (issue 18), written blind: the templates and value
// shapes come from what credentials of services look like, not from any detector rule or other
// scanner's fixtures. Same seed, same bytes:
//   node scripts/detector-data/gen-secrets-heldout19.mjs [DIR]   (default test/fixtures/detectors)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { multi } from './secrets-heldout19/contexts.mjs';
import { code, wire } from './secrets-heldout19/contexts2.mjs';
import { hashes, placeholders } from './secrets-heldout19/negatives.mjs';
import { ids, keys, publicByDesign, workstationPlain } from './secrets-heldout19/negatives2.mjs';
import { nearMiss } from './secrets-heldout19/nearmiss.mjs';
import { AI, ANALYTICS, CRYPTO, DATA, INTERNAL, MEDIA } from './secrets-heldout19/providers2.mjs';
import { CLOUDS, MESSAGING, OPS, PAYMENTS, SAAS } from './secrets-heldout19/providers.mjs';
import { dbPassword, expand, jwt } from './secrets-heldout19/values.mjs';
import { registries } from './secrets-heldout19/workstation.mjs';
import { clouds, ide } from './secrets-heldout19/workstation2.mjs';
import { CONN_PROVIDERS, conns, dotfiles } from './secrets-heldout19/workstation3.mjs';

const SET = 'secrets-heldout19';
const SEED = 'govern/secrets-heldout19/v1';
const FILE = 'secrets-heldout19.jsonl';
const GENERATOR = 'scripts/detector-data/gen-secrets-heldout19.mjs';

const PROVIDERS = [
  CLOUDS,
  SAAS,
  PAYMENTS,
  MESSAGING,
  OPS,
  DATA,
  ANALYTICS,
  AI,
  CRYPTO,
  MEDIA,
  INTERNAL,
]
  .flat()
  .map((line) => {
    const [slug, phrase, ...rest] = line.split('|');
    return { slug, phrase, template: rest.join('|') };
  });

const FOREIGN = [
  ['api key', 'clave api'],
  ['api key', 'api schluessel'],
  ['secret key', 'cle secrete'],
  ['api token', 'token de acesso'],
  ['secret', 'segreto'],
];

function record(kind, rule, provider, text, secrets) {
  return {
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:${GENERATOR}#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

function valueOf(provider, r) {
  const template = provider.template.replace('{jwt}', () =>
    jwt(r, { sub: expand('{d:7}', r), role: 'service', iat: 1700000000 + r.int(30000000) }),
  );
  return expand(template, r);
}

function phraseOf(provider, r) {
  if (!r.chance(0.06)) {
    return provider.phrase;
  }
  const [from, to] = r.pick(FOREIGN);
  return provider.phrase.includes(from) ? provider.phrase.replace(from, to) : provider.phrase;
}

function genericPositives(r) {
  const singles = { ...code, ...wire };
  const names = [...Object.keys(multi), ...Object.keys(singles)];
  let cycle = [];
  return r.shuffle(PROVIDERS).map((provider) => {
    if (cycle.length === 0) {
      cycle = r.shuffle(names);
    }
    const context = cycle.pop();
    const entries = [
      { phrase: phraseOf(provider, r), value: valueOf(provider, r), slug: provider.slug },
    ];
    if (multi[context] && r.chance(0.25)) {
      const other = r.pick(
        PROVIDERS.filter((p) => p.slug !== provider.slug && p.phrase !== provider.phrase),
      );
      entries.push({ phrase: other.phrase, value: valueOf(other, r), slug: other.slug });
    }
    const text = multi[context] ? multi[context](r, entries) : singles[context](r, entries[0]);
    const secrets = entries.map((e) => e.value);
    return record('positive', `generic-${context}`, provider.slug, text, secrets);
  });
}

function workstationPositives(r) {
  const all = { ...registries, ...clouds, ...ide, ...dotfiles };
  const names = Object.keys(all);
  const picks = [...names, ...r.sample(names, 16)];
  const out = picks.map((name) => {
    const made = all[name](r);
    return record('positive', `ws-${name}`, made.provider, made.text, made.secrets);
  });
  conns.forEach((render, i) => {
    for (let n = 0; n < 2; n++) {
      const password = dbPassword(r);
      out.push(record('positive', `conn-${i}`, CONN_PROVIDERS[i], render(password), [password]));
    }
  });
  return out;
}

function negatives(r, table, kind, times, seen) {
  const out = [];
  for (const [name, make] of Object.entries(table)) {
    for (let n = 0; n < times; n++) {
      const made = make(r);
      if (seen.has(made.text)) {
        continue;
      }
      seen.add(made.text);
      out.push(record(kind, name, made.provider, made.text, []));
    }
  }
  return out;
}

/** The set as JSON lines. */
export function secretsHeldout19Lines() {
  const r = createRandom(SEED);
  const seen = new Set();
  const records = [
    ...genericPositives(r),
    ...workstationPositives(r),
    ...negatives(r, { ...placeholders, ...hashes }, 'hard-negative', 5, seen),
    ...negatives(
      r,
      { ...ids, ...keys, ...publicByDesign, ...workstationPlain },
      'hard-negative',
      5,
      seen,
    ),
    ...negatives(r, nearMiss, 'near-miss', 7, seen),
  ];
  const ordered = r
    .shuffle(records)
    .map((rec, i) => ({ id: `sh19-${String(i).padStart(4, '0')}`, ...rec }));
  return toJsonLines(ordered);
}

/** Writes the set into `dir`; returns the written paths. */
export function writeSecretsHeldout19(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout19Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout19(dir)) {
    console.log(`wrote ${path}`);
  }
}

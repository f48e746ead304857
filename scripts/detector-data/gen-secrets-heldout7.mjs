// Generates test/fixtures/detectors/secrets-heldout7.jsonl: a held-out secrets set written blind
// (issue 18), weighted toward operations and infrastructure text. Deterministic: one seeded
// generator drives every choice, so the committed file is exactly this script's output.
//
//   node scripts/detector-data/gen-secrets-heldout7.mjs [DIR]   (default test/fixtures/detectors)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { makeValues } from './secrets-heldout7/values.mjs';
import {
  keyWordsFor,
  makeFiller,
  makeNames,
  splitWords,
  STYLES,
} from './secrets-heldout7/names.mjs';
import { PROVIDERS_A } from './secrets-heldout7/providers-a.mjs';
import { PROVIDERS_B } from './secrets-heldout7/providers-b.mjs';
import { PROVIDERS_C } from './secrets-heldout7/providers-c.mjs';
import { RENDERERS, CONNECTION_RENDERERS } from './secrets-heldout7/renderers.mjs';
import { CONNECTIONS, webhookRecord } from './secrets-heldout7/special.mjs';
import { AUTH_TEMPLATES } from './secrets-heldout7/special-auth.mjs';
import { AGENT_TEMPLATES } from './secrets-heldout7/special-agents.mjs';
import { OPS_NEGATIVES } from './secrets-heldout7/negatives-ops.mjs';
import { REF_NEGATIVES } from './secrets-heldout7/negatives-refs.mjs';
import { DATA_NEGATIVES } from './secrets-heldout7/negatives-data.mjs';
import { PUBLIC_NEGATIVES } from './secrets-heldout7/negatives-public.mjs';
import { ANY_NEAR_MISSES, PREFIX_NEAR_MISSES, prefixOf } from './secrets-heldout7/near-misses.mjs';

const SEED = 'govern/secrets-heldout7/v1';
const SET = 'secrets-heldout7';
const FILE = `${SET}.jsonl`;
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout7.mjs';
const NEGATIVES = 200;
const NEAR_MISSES = 70;
const SPECIALS = { connections: 18, webhooks: 12, auth: 10, agents: 10 };

const PROVIDERS = [...PROVIDERS_A, ...PROVIDERS_B, ...PROVIDERS_C].map(([slug, ...fields]) => ({
  slug,
  fields: fields.map(([spec, make]) => ({
    ...splitWords(spec),
    secret: !spec.startsWith('='),
    make,
  })),
}));

function makeContext() {
  const r = createRandom(SEED);
  const v = makeValues(r);
  return { r, v, n: makeNames(), f: makeFiller(r, v) };
}

/** One concrete item of a provider field: a name and a fresh value. */
function instantiate(c, field) {
  return {
    service: field.service,
    key: keyWordsFor(c.r, field.key),
    secret: field.secret,
    value: field.make(c.v),
  };
}

/** A cycling picker over a shuffled list, skipping entries `accepts` refuses. */
function cycler(c, list, accepts = () => true) {
  let order = c.r.shuffle(list);
  let at = 0;
  return (...args) => {
    for (let tries = 0; tries < order.length * 2; tries++) {
      if (at >= order.length) {
        order = c.r.shuffle(list);
        at = 0;
      }
      const candidate = order[at++];
      if (accepts(candidate, ...args)) {
        return candidate;
      }
    }
    throw new Error('no candidate accepts these arguments');
  };
}

/** Renders items with `renderer`; labels are the secret values found in the text. */
function render(c, renderer, items) {
  const out = renderer.render(c, items);
  if (typeof out !== 'string') {
    return out;
  }
  const labels = items.filter((it) => it.secret).flatMap((it) => it.labels ?? [it.value]);
  return { text: out, secrets: [...new Set(labels.filter((label) => out.includes(label)))] };
}

function itemsFor(c, provider, extraProvider) {
  const secrets = provider.fields.filter((field) => field.secret);
  let fields = [secrets[0]];
  if (provider.fields.length > 1 && c.r.chance(0.45)) {
    fields = provider.fields;
  }
  const items = fields.map((field) => instantiate(c, field));
  if (extraProvider) {
    items.push(
      instantiate(
        c,
        extraProvider.fields.find((field) => field.secret),
      ),
    );
  }
  return items;
}

function providerPositives(c) {
  const nextRenderer = cycler(c, RENDERERS, (renderer, items) =>
    items.every((it) => renderer.accepts(it.value)),
  );
  return c.r.shuffle(PROVIDERS).map((provider) => {
    c.f.begin();
    const extra = c.r.chance(0.08)
      ? c.r.pick(PROVIDERS.filter((p) => p.slug !== provider.slug))
      : null;
    const items = itemsFor(c, provider, extra);
    const renderer = nextRenderer(items);
    const { text, secrets } = render(c, renderer, items);
    return { text, secrets, provider: provider.slug, kind: 'positive', rule: renderer.name };
  });
}

const ENDPOINT_KEYS = [['url'], ['endpoint'], ['target', 'url']];
const CONNECTION_KEYS = [
  ['database', 'url'],
  ['db', 'dsn'],
  ['connection', 'string'],
  ['datasource', 'url'],
  ['primary', 'uri'],
];

function connectionPositives(c) {
  const nextRenderer = cycler(c, CONNECTION_RENDERERS, (renderer, items) =>
    items.every((it) => renderer.accepts(it.value)),
  );
  const nextConnection = cycler(c, CONNECTIONS);
  return Array.from({ length: SPECIALS.connections }, () => {
    c.f.begin();
    const [slug, scheme, build] = nextConnection();
    const password = c.r.chance(0.6)
      ? c.v.urlPassword(c.r.int(16) + 16)
      : `${c.v.alnum(6)}${c.r.pick(['-', '_', '.', '~'])}${c.v.alnum(14)}`;
    const keys = ['smtp', 'sftp', 'elasticsearch'].includes(scheme)
      ? ENDPOINT_KEYS
      : CONNECTION_KEYS;
    const item = {
      service: [scheme],
      key: c.r.pick(keys),
      secret: true,
      value: build(c, password),
      labels: [password],
    };
    const renderer = nextRenderer([item]);
    const { text, secrets } = render(c, renderer, [item]);
    return {
      text,
      secrets,
      provider: slug,
      kind: 'positive',
      rule: `connection-${scheme}-${renderer.name}`,
    };
  });
}

function templatePositives(c) {
  const nextAuth = cycler(c, AUTH_TEMPLATES);
  const nextAgent = cycler(c, AGENT_TEMPLATES);
  const fresh = (make) => () => {
    c.f.begin();
    return make();
  };
  const made = [
    ...Array.from(
      { length: SPECIALS.webhooks },
      fresh(() => webhookRecord(c)),
    ),
    ...Array.from(
      { length: SPECIALS.auth },
      fresh(() => nextAuth()(c)),
    ),
    ...Array.from(
      { length: SPECIALS.agents },
      fresh(() => nextAgent()(c)),
    ),
  ];
  return made.map(({ text, secrets, provider, rule }) => ({
    text,
    secrets,
    provider,
    kind: 'positive',
    rule,
  }));
}

function hardNegatives(c) {
  const next = cycler(c, [
    ...OPS_NEGATIVES,
    ...REF_NEGATIVES,
    ...DATA_NEGATIVES,
    ...PUBLIC_NEGATIVES,
  ]);
  return Array.from({ length: NEGATIVES }, () => {
    c.f.begin();
    const { provider, rule, text } = next()(c);
    return { text, secrets: [], provider, kind: 'hard-negative', rule };
  });
}

function nearMissField(c) {
  const provider = c.r.pick(PROVIDERS);
  const field = provider.fields.find((f) => f.secret);
  const words = [...field.service, ...field.key];
  const value = field.make(c.v);
  const prefix = prefixOf(value) === prefixOf(field.make(c.v)) ? prefixOf(value) : '';
  return {
    slug: provider.slug,
    value,
    prefix,
    name: `${field.service.join(' ')} ${field.key.join(' ')}`,
    env: STYLES.screaming(words),
    pascal: STYLES.pascal(field.service),
    camel: STYLES.camel(field.service),
    snake: STYLES.snake(field.service),
    screaming: STYLES.screaming(words),
    kebab: STYLES.kebab(field.service),
    keySnake: STYLES.snake(field.key),
    keyCamel: STYLES.camel(field.key),
  };
}

function nearMisses(c) {
  const nextPrefixed = cycler(c, PREFIX_NEAR_MISSES);
  const nextAny = cycler(c, ANY_NEAR_MISSES);
  return Array.from({ length: NEAR_MISSES }, () => {
    c.f.begin();
    const field = nearMissField(c);
    const prefixed = field.prefix !== '';
    const { rule, text } = (prefixed ? nextPrefixed() : nextAny())(c, field);
    return { text, secrets: [], provider: field.slug, kind: 'near-miss', rule };
  });
}

/** The records of the set, in file order, with ids and provenance. */
export function secretsHeldout7Records() {
  const c = makeContext();
  const all = [
    ...providerPositives(c),
    ...connectionPositives(c),
    ...templatePositives(c),
    ...hardNegatives(c),
    ...nearMisses(c),
  ];
  return c.r.shuffle(all).map((record, index) => ({
    id: `sh7-${String(index).padStart(4, '0')}`,
    text: record.text,
    secrets: record.secrets,
    provider: record.provider,
    kind: record.kind,
    rule: record.rule,
    source: `govern-synth/${SET}:${SCRIPT}#${record.rule}`,
    origin: `govern-synth/${SET}:${record.provider}`,
  }));
}

/** The file text: one JSON record a line. */
export function secretsHeldout7Lines() {
  return toJsonLines(secretsHeldout7Records());
}

/** Writes secrets-heldout7.jsonl into `dir`; returns the paths written. */
export function writeSecretsHeldout7(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout7Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ??
    join(fileURLToPath(new URL('../..', import.meta.url)), 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout7(dir)) {
    console.log(`wrote ${path}`);
  }
}

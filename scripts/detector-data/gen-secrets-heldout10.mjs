// Generates test/fixtures/detectors/secrets-heldout10.jsonl: a held-out secrets set written
// blind (issue 18), leaning on credentials leaked in human communication (chats, e-mails,
// tickets, reviews, incident notes) and on look-alikes from the same places.
// Usage: node scripts/detector-data/gen-secrets-heldout10.mjs [DIR]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import {
  PEOPLE,
  SERVICES,
  TEAMS,
  dateOf,
  localise,
  styleName,
  ticketOf,
  timeOf,
} from './secrets-heldout10/common.mjs';
import { CONFIG_TEMPLATES } from './secrets-heldout10/contexts-config.mjs';
import { REQUEST_TEMPLATES, TALK_TEMPLATES } from './secrets-heldout10/contexts-talk.mjs';
import {
  CONNECTIONS,
  basicAuthRecord,
  connectionRecord,
} from './secrets-heldout10/contexts-conn.mjs';
import { IDS_AND_HASHES, PLACEHOLDERS, PUBLIC_AND_MASKED } from './secrets-heldout10/negatives.mjs';
import { NEAR_MISSES } from './secrets-heldout10/near-misses.mjs';
import { CLOUDS, MAIL_AND_SMS, OBSERVABILITY_AND_CI } from './secrets-heldout10/providers-a.mjs';
import {
  AI_AND_PAYMENTS,
  DATA_AND_CMS,
  SAAS_AND_INTERNAL,
} from './secrets-heldout10/providers-b.mjs';
import { makeValues } from './secrets-heldout10/values.mjs';

const SET = 'secrets-heldout10';
const SEED = 'govern/secrets-heldout10/v1';
const GENERATOR = 'scripts/detector-data/gen-secrets-heldout10.mjs';
const POSITIVES = 330;
const HARD_NEGATIVES = 200;
const NEAR_MISS_COUNT = 70;

const PROVIDERS = [
  ...MAIL_AND_SMS,
  ...OBSERVABILITY_AND_CI,
  ...CLOUDS,
  ...DATA_AND_CMS,
  ...AI_AND_PAYMENTS,
  ...SAAS_AND_INTERNAL,
];
const BASIC_AUTH = [
  ['jenkins', 'Jenkins'],
  ['sonatype-nexus', 'Nexus Repository'],
  ['harbor-registry', 'Harbor'],
  ['teamcity', 'TeamCity'],
  ['opensearch', 'OpenSearch'],
  ['youtrack', 'YouTrack'],
  ['bamboo', 'Bamboo'],
  ['gerrit', 'Gerrit'],
  ['graylog', 'Graylog'],
  ['zammad', 'Zammad'],
];
// Human communication is weighted twice: it is what this set leans on.
const TEMPLATES = [
  ...Object.entries(CONFIG_TEMPLATES),
  ...Object.entries(REQUEST_TEMPLATES),
  ...Object.entries(TALK_TEMPLATES),
  ...Object.entries(TALK_TEMPLATES),
];

function record(kind, provider, rule, text, secrets) {
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

function contextFor(r, v, provider) {
  const fields = provider.fields.map((f) => ({ ...f, value: f.gen(v) }));
  const names = new Map();
  const nmRaw = (words, style) => {
    const key = `${words.join(' ')}|${style}`;
    if (!names.has(key)) {
      names.set(key, styleName(localise(r, words), style));
    }
    return names.get(key);
  };
  return {
    r,
    v,
    p: provider,
    fields,
    main: fields.find((f) => f.secret),
    nm: (field, style) => nmRaw(field.words, style),
    nmRaw,
    svc: r.pick(SERVICES),
    env: r.pick(['production', 'staging', 'prod', 'qa', 'dev']),
    team: r.pick(TEAMS),
    people: r.sample(PEOPLE, 4),
  };
}

function providerRecord(r, v, provider) {
  const x = contextFor(r, v, provider);
  const [rule, template] = r.pick(TEMPLATES);
  const out = template(x);
  const text = typeof out === 'string' ? out : out.text;
  const secrets =
    typeof out === 'string'
      ? x.fields.filter((f) => f.secret && text.includes(f.value)).map((f) => f.value)
      : out.secrets;
  return record('positive', provider.slug, rule, text, [...new Set(secrets)]);
}

function positives(r, v) {
  const out = [];
  for (const entry of [...CONNECTIONS, ...CONNECTIONS]) {
    const c = connectionRecord(r, v, entry);
    out.push(record('positive', c.slug, c.rule, c.text, c.secrets));
  }
  for (const [slug, label] of BASIC_AUTH) {
    const b = basicAuthRecord(r, v, slug, label);
    out.push(record('positive', b.slug, b.rule, b.text, b.secrets));
  }
  const order = [...r.shuffle(PROVIDERS), ...r.shuffle(PROVIDERS)];
  for (const provider of order.slice(0, POSITIVES - out.length)) {
    out.push(providerRecord(r, v, provider));
  }
  return out;
}

// Frames put a negative where people paste things: a ticket, a chat, a review, an e-mail.
const FRAMES = [
  (r, text) => text,
  (r, text) => text,
  (r, text) => `Ticket ${ticketOf(r)} (${dateOf(r)}), customer wrote:\n\n${text}`,
  (r, text) =>
    `[${timeOf(r)}] ${r.pick(PEOPLE)}: pasting what I have\n${text}[${timeOf(r)}] ${r.pick(PEOPLE)}: looks fine to me\n`,
  (r, text) =>
    `> ${text.trimEnd().split('\n').join('\n> ')}\n\n${r.pick(PEOPLE)}: nit, otherwise LGTM\n`,
  (r, text) =>
    `Subject: Re: ${r.pick(SERVICES)} setup\n\nHi ${r.pick(PEOPLE)},\n\n${text}\nCheers\n`,
];

function negatives(r, v, kind, tables, count) {
  const out = [];
  const seen = new Set();
  const all = tables.flat();
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const [rule, provider, make] = r.pick(all);
    const text = r.pick(FRAMES)(r, make(r, v));
    if (!seen.has(text)) {
      seen.add(text);
      out.push(record(kind, provider, rule, text, []));
    }
  }
  return out;
}

/** The records of the set, ids in file order. */
export function secretsHeldout10Records() {
  const r = createRandom(SEED);
  const v = makeValues(r);
  const all = [
    ...positives(r, v),
    ...negatives(
      r,
      v,
      'hard-negative',
      [PLACEHOLDERS, IDS_AND_HASHES, PUBLIC_AND_MASKED],
      HARD_NEGATIVES,
    ),
    ...negatives(r, v, 'near-miss', [NEAR_MISSES], NEAR_MISS_COUNT),
  ];
  return r.shuffle(all).map((rec, i) => ({ id: `sh10-${String(i).padStart(4, '0')}`, ...rec }));
}

export function secretsHeldout10Lines() {
  return toJsonLines(secretsHeldout10Records());
}

export function writeSecretsHeldout10(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${SET}.jsonl`);
  writeFileSync(path, secretsHeldout10Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'test/fixtures/detectors';
  for (const path of writeSecretsHeldout10(dir)) {
    console.log(`wrote ${path}`);
  }
}

// Held-out (13) secrets set for issue 18, written blind: provider tables, renderers and negatives
// are my own; values are random with the right shape. Front-end, mobile and SaaS SDK flavoured.
//   node scripts/detector-data/gen-secrets-heldout13.mjs [DIR]   (default test/fixtures/detectors)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { shapes } from './secrets-heldout13/values.mjs';
import { ALL_PROVIDERS } from './secrets-heldout13/providers.mjs';
import { CODE, CONNECTIONS, KV, SHELL } from './secrets-heldout13/syntaxes.mjs';
import { PUBLIC_KEYS } from './secrets-heldout13/negatives.mjs';
import { IDS } from './secrets-heldout13/ids.mjs';
import { PLACEHOLDERS } from './secrets-heldout13/placeholders.mjs';
import { NEAR_MISSES, PREFIXED } from './secrets-heldout13/nearmiss.mjs';

const SEED = 'govern/secrets-heldout13/v1';
const SET = 'secrets-heldout13';
const FILE = `${SET}.jsonl`;
const SOURCE = `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#`;
const POSITIVES = 330;
const NEGATIVES = 200;
const NEAR = 70;

const RENDERERS = { ...KV, ...CODE, ...SHELL };
const SINGLE = new Set(['cli', 'curl', 'http', 'url', 'log']);
const URL_SAFE = /^[\w.~-]+$/;
const NO_SPACE = /^\S+$/;

function fits(name, value) {
  if (name === 'url') {
    return URL_SAFE.test(value);
  }
  if (
    SINGLE.has(name) ||
    ['shell', 'dockerfile', 'env', 'viteEnv', 'nextEnv', 'compose', 'gha'].includes(name)
  ) {
    return NO_SPACE.test(value);
  }
  return true;
}

function credential(s, entry) {
  const [, name, key, build] = entry;
  return { words: `${name} ${key}`.split(' '), value: build(s) };
}

function record(slug, kind, rule, text, secrets) {
  return {
    provider: slug,
    kind,
    rule,
    text,
    secrets,
    source: `${SOURCE}${rule}`,
    origin: `govern-synth/${SET}:${slug}`,
  };
}

const DB_SLUGS = [
  'postgres-managed',
  'mysql-managed',
  'mongodb-atlas-user',
  'redis-upstash',
  'rabbitmq',
  'jdbc-postgres',
  'sqlserver-ado',
];
const BASIC = [
  'jira-cloud',
  'nexus-repository',
  'private-npm-registry',
  'elastic-basic',
  'bitbucket-app-password',
];

function connectionRecord(r, s, i) {
  const at = i % CONNECTIONS.length;
  const pw = s.url(12 + r.int(20));
  return record(DB_SLUGS[at], 'positive', 'connection-string', CONNECTIONS[at](r, pw), [pw]);
}

function basicRecord(r, s, i) {
  const user = r.pick(['ci-bot', 'deploy@fernly.app', 'svc_release', 'mobile-builds']);
  const blob = Buffer.from(`${user}:${s.b62(24)}`).toString('base64');
  const text = [
    `POST /rest/api/3/issue HTTP/1.1`,
    `Host: ${r.pick(['fernly.atlassian.net', 'nexus.kiteo.dev', 'npm.tandem.cloud'])}`,
    `Authorization: Basic ${blob}`,
    'Content-Type: application/json',
  ].join('\n');
  return record(BASIC[i % BASIC.length], 'positive', 'http-basic', text, [blob]);
}

function keyedRecord(r, s, entry, syntax) {
  const creds = [credential(s, entry)];
  if (!SINGLE.has(syntax) && r.chance(0.22)) {
    creds.push(credential(s, r.pick(ALL_PROVIDERS)));
  }
  let name = syntax;
  while (!creds.every((c) => fits(name, c.value))) {
    name = r.pick(Object.keys(CODE));
  }
  const text = RENDERERS[name](r, creds);
  return record(
    entry[0],
    'positive',
    name,
    text,
    creds.map((c) => c.value),
  );
}

function positives(r, s) {
  const out = [];
  const providers = r.shuffle(ALL_PROVIDERS);
  const syntaxes = Object.keys(RENDERERS);
  let order = r.shuffle(syntaxes);
  for (let i = 0; i < POSITIVES; i++) {
    if (i % 15 === 7) {
      out.push(connectionRecord(r, s, out.length));
    } else if (i % 30 === 14) {
      out.push(basicRecord(r, s, out.length));
    } else {
      if (order.length === 0) {
        order = r.shuffle(syntaxes);
      }
      out.push(keyedRecord(r, s, providers[i % providers.length], order.pop()));
    }
  }
  return out;
}

function negatives(r, s) {
  const pool = [...PUBLIC_KEYS, ...PUBLIC_KEYS, ...IDS, ...PLACEHOLDERS];
  const out = [];
  let order = [];
  for (let i = 0; i < NEGATIVES; i++) {
    if (order.length === 0) {
      order = r.shuffle(pool);
    }
    const [slug, rule, build] = order.pop();
    out.push(record(slug, 'hard-negative', rule, build(r, s), []));
  }
  return out;
}

function nearMisses(r, s) {
  const out = [];
  for (let i = 0; i < NEAR; i++) {
    const make = NEAR_MISSES[i % NEAR_MISSES.length];
    const { provider, rule, text } = make(r, s, r.pick(PREFIXED));
    out.push(record(provider, 'near-miss', rule, text, []));
  }
  return out;
}

/** The text of secrets-heldout13.jsonl. */
export function secretsHeldout13Lines() {
  const r = createRandom(SEED);
  const s = shapes(r);
  const all = r.shuffle([...positives(r, s), ...negatives(r, s), ...nearMisses(r, s)]);
  const records = all.map((rec, i) => ({
    id: `sh13-${String(i).padStart(4, '0')}`,
    text: rec.text,
    secrets: rec.secrets,
    provider: rec.provider,
    kind: rec.kind,
    rule: rec.rule,
    source: rec.source,
    origin: rec.origin,
  }));
  return toJsonLines(records);
}

/** Writes secrets-heldout13.jsonl into dir; returns the paths written. */
export function writeSecretsHeldout13(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout13Lines());
  return [path];
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  for (const path of writeSecretsHeldout13(process.argv[2] ?? 'test/fixtures/detectors')) {
    console.log(path);
  }
}

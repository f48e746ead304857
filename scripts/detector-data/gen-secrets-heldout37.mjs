// secrets-heldout37: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring identity and access management: OAuth and OIDC clients, SSO and SAML,
// SCIM and directory sync, MFA and passwordless providers, secrets managers and password vaults.
// Run: node scripts/detector-data/gen-secrets-heldout37.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRandom, toJsonLines } from './random.mjs';
import { CONTEXTS, REQUEST_CONTEXTS } from './secrets-heldout37/contexts.mjs';
import { NEAR_MISSES } from './secrets-heldout37/near-misses.mjs';
import { NEGATIVES } from './secrets-heldout37/negatives.mjs';
import { PROVIDERS } from './secrets-heldout37/providers.mjs';
import { SPECIALS } from './secrets-heldout37/specials.mjs';

const SEED = 'govern/secrets-heldout37/v1';
const SET = 'secrets-heldout37';
const FILE = `${SET}.jsonl`;
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout37.mjs';

function record(text, secrets, provider, kind, rule) {
  return {
    id: '',
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:${SCRIPT}#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

const PEM_SPAN = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/;

/** The substring of text that carries the secret (escaped or indented for multi-line keys). */
function locate(text, secret) {
  if (text.includes(secret)) {
    return secret;
  }
  if (secret.includes('-----BEGIN')) {
    const m = text.match(PEM_SPAN);
    if (m) {
      return m[0];
    }
  }
  throw new Error(`secret not found in text:\n${text}\n--- secret: ${secret}`);
}

function hostOf(p, entries) {
  for (const [, v] of entries) {
    const m = /^(?:https?:\/\/)?([a-z0-9.-]+\.[a-z]{2,})(?::\d+)?(?:\/|$)/i.exec(v);
    if (m && v.includes('.') && !v.includes('@') && !/^\d/.test(v)) {
      return m[1];
    }
  }
  return `api.${p.name.split('-')[0]}.com`;
}

function eligibleRules(p, value) {
  const rules = [];
  const shape = p.shape || 'token';
  for (const [name, ctx] of Object.entries(CONTEXTS)) {
    if (p.rules && !p.rules.includes(name)) {
      continue;
    }
    if (shape === 'pem' && !ctx.pem) {
      continue;
    }
    if (name === 'xml-config' && /[&<"]/.test(value)) {
      continue;
    }
    if (name === 'ini-config' && /[;#]/.test(value)) {
      continue;
    }
    rules.push(name);
  }
  if (shape === 'token' && !/PASSWORD|PASSPHRASE|_KEY_B64$/.test(p.key)) {
    rules.push(...Object.keys(REQUEST_CONTEXTS));
  }
  return rules;
}

function buildPositives(r) {
  const out = [];
  const used = new Map();
  for (const p of PROVIDERS) {
    const taken = new Set();
    for (let i = 0; i < p.n; i++) {
      const generated = p.gen(r);
      const value = typeof generated === 'string' ? generated : generated.insert;
      const secret = typeof generated === 'string' ? generated : generated.secret;
      const entries = p.nb ? p.nb(r) : [];
      let pairValue;
      if (p.pair) {
        pairValue = p.pair(r);
        entries.push([p.pairKey, pairValue]);
      }
      const at = r.int(entries.length + 1);
      entries.splice(at, 0, [p.key, value]);
      // Spread rules: choose among the least used eligible rules not yet used for this provider.
      const eligible = eligibleRules(p, value).filter((name) => !taken.has(name));
      const min = Math.min(...eligible.map((name) => used.get(name) || 0));
      const rule = r.pick(eligible.filter((name) => (used.get(name) || 0) === min));
      used.set(rule, (used.get(rule) || 0) + 1);
      taken.add(rule);
      const ctx = CONTEXTS[rule] || REQUEST_CONTEXTS[rule];
      const c = { p, entries, key: p.key, value, host: hostOf(p, entries) };
      const text = ctx.render(r, c);
      const secrets = [locate(text, secret)];
      if (pairValue && text.includes(pairValue)) {
        secrets.unshift(pairValue);
      }
      out.push(record(text, secrets, p.name, 'positive', rule));
    }
  }
  for (const special of SPECIALS) {
    for (let i = 0; i < special.count; i++) {
      const { text, secrets, provider } = special.render(r);
      out.push(
        record(
          text,
          secrets.map((s) => locate(text, s)),
          provider,
          'positive',
          special.rule,
        ),
      );
    }
  }
  return out;
}

function buildFromTemplates(r, templates, kind, seen) {
  const out = [];
  for (const t of templates) {
    for (let i = 0; i < t.weight; i++) {
      // Re-render a template whose fixed texts would otherwise repeat a record verbatim.
      let { provider, text } = t.render(r);
      for (let tries = 0; seen.has(text) && tries < 20; tries++) {
        ({ provider, text } = t.render(r));
      }
      seen.add(text);
      out.push(record(text, [], provider, kind, t.name));
    }
  }
  return out;
}

function buildRecords() {
  const r = createRandom(SEED);
  const seen = new Set();
  const records = [
    ...buildPositives(r),
    ...buildFromTemplates(r, NEGATIVES, 'hard-negative', seen),
    ...buildFromTemplates(r, NEAR_MISSES, 'near-miss', seen),
  ];
  return r.shuffle(records).map((rec, i) => ({ ...rec, id: `sh37-${String(i).padStart(4, '0')}` }));
}

export function secretsHeldout37Lines() {
  return toJsonLines(buildRecords());
}

export function writeSecretsHeldout37(dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, FILE);
  writeFileSync(file, secretsHeldout37Lines());
  return [file];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const file of writeSecretsHeldout37(path.join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path.relative(root, file)}`);
  }
}

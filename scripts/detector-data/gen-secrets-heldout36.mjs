// secrets-heldout36: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring collaboration and productivity SaaS integrations: project trackers, wikis
// and docs, design tools, calendars and video meetings, forms and surveys, HR and applicant
// tracking, internal-tool builders and no-code automations, with their webhooks, bot configs and
// sync scripts.
// Run: node scripts/detector-data/gen-secrets-heldout36.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CONTEXTS } from './secrets-heldout36/contexts.mjs';
import { NEGATIVE_TEMPLATES, placeholderFor } from './secrets-heldout36/negatives.mjs';
import { NEAR_MISS_TEMPLATES, alterValue } from './secrets-heldout36/near-misses.mjs';
import { PROVIDERS } from './secrets-heldout36/providers.mjs';

const SEED = 'govern/secrets-heldout36/v1';
const SET = 'secrets-heldout36';
const GEN = 'scripts/detector-data/gen-secrets-heldout36.mjs';

const ASSIGNMENT_CONTEXTS = new Set([
  'dotenv',
  'yaml-config',
  'json-settings',
  'toml-config',
  'ini-config',
  'k8s-secret',
  'compose-env',
  'gha-workflow',
  'java-properties',
  'postman-environment',
  'n8n-credential',
  'terraform-hcl',
]);

const generated = (r, def) => {
  const out = def.gen(r);
  return typeof out === 'string' ? { v: out, s: out } : out;
};

/** Builds a spec: the main credential plus its companion entries (some secret, some not). */
const makeSpec = (r, def) => {
  const main = generated(r, def);
  const entries = [{ key: def.key, value: main.v }];
  const secrets = [main.s];
  for (const pair of def.pair ?? []) {
    const value = pair.gen(r);
    entries.push({ key: pair.key, value, secret: pair.secret });
    if (pair.secret) {
      secrets.push(value);
    }
  }
  return {
    p: def.p,
    svc: def.svc,
    key: def.key,
    value: main.v,
    api: def.api,
    auth: def.auth ?? 'bearer',
    type: def.type ?? 'token',
    entries,
    secrets,
  };
};

const record = (kind, provider, rule, text, secrets = []) => ({
  text,
  secrets,
  provider,
  kind,
  rule,
  source: `govern-synth/${SET}:${GEN}#${rule}`,
  origin: `govern-synth/${SET}:${provider}`,
});

function buildPositives(r) {
  const out = [];
  for (const def of PROVIDERS) {
    const n = def.n ?? (def.theme ? 2 : 1);
    for (let i = 0; i < n; i++) {
      const spec = makeSpec(r, def);
      const ctx = r.pick(CONTEXTS.filter((c) => c.ok(spec)));
      const text = ctx.render(r, spec);
      const secrets = spec.secrets.filter((s, j) => j === 0 || text.includes(s));
      if (!text.includes(secrets[0])) {
        throw new Error(`${def.p}/${ctx.name}: secret not in text`);
      }
      out.push(record('positive', def.p, ctx.name, text, secrets));
    }
  }
  return out;
}

/** The same files and names as the positives, with a stand-in where the credential would be. */
function buildPlaceholders(r, count) {
  const out = [];
  const pool = PROVIDERS.filter((d) => (d.type ?? 'token') !== 'pem');
  for (let i = 0; i < count; i++) {
    const def = r.chance(0.8) ? r.pick(pool.filter((d) => d.theme)) : r.pick(pool);
    const spec = makeSpec(r, def);
    const contexts = CONTEXTS.filter((c) => c.ok(spec) && c.name !== 'pem-file');
    const ctx = r.pick(contexts);
    const value = placeholderFor(r, spec, ctx.name);
    spec.value = value;
    spec.type = 'token';
    spec.entries = spec.entries.map((e, j) =>
      j === 0
        ? { key: e.key, value }
        : e.secret
          ? { key: e.key, value: placeholderFor(r, { ...spec, key: e.key }, ctx.name) }
          : e,
    );
    if (!ctx.ok(spec)) {
      continue;
    }
    out.push(record('hard-negative', def.p, `${ctx.name}:placeholder`, ctx.render(r, spec)));
  }
  return out;
}

function buildNearMissContexts(r, count) {
  const out = [];
  const pool = PROVIDERS.filter((d) => (d.type ?? 'token') !== 'pem');
  for (let i = 0; i < count; i++) {
    const def = r.chance(0.8) ? r.pick(pool.filter((d) => d.theme)) : r.pick(pool);
    const spec = makeSpec(r, def);
    const mode = r.pick(['masked', 'masked', 'truncated', 'dummy', 'dummy', 'empty']);
    const alter = (v) => alterValue(r, v, spec.type, mode);
    spec.value = alter(spec.value);
    spec.entries = spec.entries.map((e, j) =>
      j === 0
        ? { key: e.key, value: spec.value }
        : e.secret
          ? { key: e.key, value: alter(e.value) }
          : e,
    );
    const contexts = CONTEXTS.filter(
      (c) =>
        c.ok(spec) &&
        (mode !== 'empty' || ASSIGNMENT_CONTEXTS.has(c.name)) &&
        c.name !== 'pem-file',
    );
    const ctx = r.pick(contexts);
    out.push(record('near-miss', def.p, `${ctx.name}:${mode}`, ctx.render(r, spec)));
  }
  return out;
}

function buildNearMissTemplates(r, rounds) {
  const out = [];
  const pool = PROVIDERS.filter((d) => d.theme && (d.type ?? 'token') === 'token');
  for (let i = 0; i < rounds; i++) {
    for (const tpl of NEAR_MISS_TEMPLATES) {
      const spec = makeSpec(r, r.pick(pool));
      const m = tpl(r, spec);
      out.push(record('near-miss', m.provider, m.rule, m.text));
    }
  }
  return out;
}

function buildNegativeTemplates(r, rounds) {
  const out = [];
  for (let i = 0; i < rounds; i++) {
    for (const tpl of NEGATIVE_TEMPLATES) {
      const n = tpl(r);
      out.push(record('hard-negative', n.provider, n.rule, n.text));
    }
  }
  return out;
}

export function buildSecretsHeldout36() {
  const r = createRandom(SEED);
  const all = [
    ...buildPositives(r),
    ...buildPlaceholders(r, 80),
    ...buildNegativeTemplates(r, 2),
    ...buildNearMissContexts(r, 62),
    ...buildNearMissTemplates(r, 2),
  ];
  const seen = new Set();
  const unique = all.filter((rec) => {
    if (seen.has(rec.text)) {
      return false;
    }
    seen.add(rec.text);
    return true;
  });
  return r.shuffle(unique).map((rec, i) => ({ id: `sh36-${String(i).padStart(4, '0')}`, ...rec }));
}

export function secretsHeldout36Lines() {
  return toJsonLines(buildSecretsHeldout36());
}

export function writeSecretsHeldout36(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${SET}.jsonl`);
  writeFileSync(path, secretsHeldout36Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout36(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

// secrets-heldout32: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring observability and incident tooling: APM and tracing agents, log shippers
// and collectors, metrics exporters, uptime checks, alerting and on-call integrations, status
// pages, dashboards as code, and their configs, Helm values and runbooks.
// Run: node scripts/detector-data/gen-secrets-heldout32.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CONTEXTS } from './secrets-heldout32/contexts.mjs';
import { HARD_NEGATIVES, PLACEHOLDERS } from './secrets-heldout32/negatives.mjs';
import { EMPTY_OK, NEAR_MISSES, NEAR_TRANSFORMS } from './secrets-heldout32/near-misses.mjs';
import { PROVIDERS } from './secrets-heldout32/providers.mjs';
import { EXTRA_POSITIVES } from './secrets-heldout32/extras.mjs';
import { SPECIALS } from './secrets-heldout32/specials.mjs';
import { makeGen } from './secrets-heldout32/values.mjs';

const SEED = 'govern/secrets-heldout32/v1';
const SET = 'secrets-heldout32';
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout32.mjs';
const NO_URL_RULES = new Set(['http-request', 'curl-command']);

function contextsFor(p) {
  return CONTEXTS.filter((c) => (!c.fit || c.fit(p)) && !(p.url && NO_URL_RULES.has(c.rule)));
}

function specialsFor(p) {
  return Object.entries(SPECIALS)
    .filter(([, makers]) => makers[p.p])
    .map(([rule, makers]) => ({ rule, make: makers[p.p] }));
}

function record(rule, provider, kind, text, secrets) {
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

function positiveFor(g, p) {
  const specials = specialsFor(p);
  const v = p.v(g);
  if (specials.length > 0 && g.chance(p.obs ? 0.55 : 0.4)) {
    const s = g.pick(specials);
    const out = s.make(g, v);
    return typeof out === 'string'
      ? record(s.rule, p.p, 'positive', out, [v])
      : record(s.rule, p.p, 'positive', out.text, out.secrets);
  }
  const c = g.pick(contextsFor(p));
  return record(c.rule, p.p, 'positive', c.make(g, p, { v }), [v]);
}

function buildRecords() {
  const r = createRandom(SEED);
  const g = makeGen(r);
  const records = [];
  const seen = new Set();
  const push = (rec) => {
    if (seen.has(rec.text)) {
      return false;
    }
    seen.add(rec.text);
    records.push(rec);
    return true;
  };
  const obsProviders = PROVIDERS.filter((p) => p.obs);
  const obsExtras = EXTRA_POSITIVES.filter((e) => e.obs);
  const extraRecord = (e) => {
    const out = e.make(g);
    return record(e.rule, e.p, 'positive', out.text, out.secrets);
  };

  // Positives: every provider once, then extra observability draws.
  for (const p of PROVIDERS) {
    push(positiveFor(g, p));
  }
  for (const e of EXTRA_POSITIVES) {
    push(extraRecord(e));
  }
  let extra = 0;
  while (extra < 150) {
    const rec = g.chance(0.1)
      ? extraRecord(g.pick(obsExtras))
      : positiveFor(g, g.pick(obsProviders));
    if (push(rec)) {
      extra++;
    }
  }

  // Hard negatives: references and placeholders in the same contexts, then standalone shapes.
  const pickProvider = () => (g.chance(0.75) ? g.pick(obsProviders) : g.pick(PROVIDERS));
  let hn = 0;
  while (hn < 70) {
    const p = pickProvider();
    const c = g.pick(contextsFor(p));
    if (push(record(c.rule, p.p, 'hard-negative', c.make(g, p, { expr: c.ref(g, p) }), []))) {
      hn++;
    }
  }
  hn = 0;
  while (hn < 30) {
    const p = pickProvider();
    const c = g.pick(contextsFor(p));
    const v = g.pick(PLACEHOLDERS)(p);
    if (push(record(c.rule, p.p, 'hard-negative', c.make(g, p, { v }), []))) {
      hn++;
    }
  }
  for (let round = 0; round < 3; round++) {
    for (const make of HARD_NEGATIVES) {
      const h = make(g);
      push(record(h.rule, h.provider, 'hard-negative', h.text, []));
    }
  }

  // Near misses: transformed values in the same contexts, then tool output and revoked keys.
  let nm = 0;
  while (nm < 62) {
    const p = pickProvider();
    const t = g.pick(NEAR_TRANSFORMS);
    const options = contextsFor(p).filter((c) => t.name !== 'empty' || EMPTY_OK.has(c.rule));
    const c = g.pick(options);
    const v = t.apply(g, p, p.v(g));
    if (push(record(c.rule, p.p, 'near-miss', c.make(g, p, { v }), []))) {
      nm++;
    }
  }
  for (let round = 0; round < 2; round++) {
    for (const make of NEAR_MISSES) {
      const n = make(g);
      push(record(n.rule, n.provider, 'near-miss', n.text, []));
    }
  }

  return r.shuffle(records).map((rec, i) => ({ ...rec, id: `sh32-${String(i).padStart(4, '0')}` }));
}

/** The JSON-lines text of the set. */
export function secretsHeldout32Lines() {
  return toJsonLines(buildRecords());
}

/** Writes secrets-heldout32.jsonl into dir and returns its path. */
export function writeSecretsHeldout32(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'secrets-heldout32.jsonl');
  writeFileSync(path, secretsHeldout32Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout32(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

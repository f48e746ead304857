// secrets-heldout34: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring data platforms and databases: warehouse and lakehouse connections, ORMs
// and migration tools, database GUIs and their saved connections, backup and replication jobs,
// BI and dashboard tools, ETL and reverse-ETL SaaS, and their configs, notebooks and runbooks.
// Run: node scripts/detector-data/gen-secrets-heldout34.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { makeValues, mask } from './secrets-heldout34/values.mjs';
import { dataProviders } from './secrets-heldout34/providers-data.mjs';
import { otherProviders } from './secrets-heldout34/providers-other.mjs';
import { TEMPLATES } from './secrets-heldout34/contexts.mjs';
import { NATIVES, serviceAccount } from './secrets-heldout34/natives.mjs';
import { NEGATIVES } from './secrets-heldout34/negatives.mjs';
import { NEAR_MISSES } from './secrets-heldout34/near-misses.mjs';

const SEED = 'govern/secrets-heldout34/v1';
const SET = 'secrets-heldout34';
const FILE = `${SET}.jsonl`;
const SOURCE = `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs`;

const fieldOf = (key) => {
  const parts = key.toLowerCase().split(/_+/).filter(Boolean);
  return parts.length > 1 ? parts.slice(1).join('_') : parts[0];
};
const camelOf = (field) => field.replace(/_([a-z0-9])/g, (_, ch) => ch.toUpperCase());

function buildRecords() {
  const r = createRandom(SEED);
  const v = makeValues(r);
  const providers = [...dataProviders, ...otherProviders];
  const records = [];
  const usage = new Map();

  const record = (kind, provider, rule, text, secrets = []) => {
    for (const s of secrets) {
      if (!s || !text.includes(s)) {
        throw new Error(`secret not in text for ${provider}/${rule}: ${s}`);
      }
    }
    records.push({
      id: '',
      text,
      secrets: kind === 'positive' ? secrets : [],
      provider,
      kind,
      rule,
      source: `${SOURCE}#${rule}`,
      origin: `govern-synth/${SET}:${provider}`,
    });
  };

  const resolve = (x, c) => (typeof x === 'function' ? x(v, c) : x);

  const baseContext = (p) => {
    const c = {
      p,
      svc: p.svc,
      slug: p.p.replace(/-/g, '_'),
      key: p.key,
      cli: p.cli,
      auth: p.auth,
      scheme: p.scheme,
      query: p.query,
      db: p.db,
    };
    c.host = resolve(p.host, c);
    c.user = resolve(p.user, c);
    c.port = resolve(p.port, c);
    return c;
  };

  /** Least-used template that fits, ties broken by the generator. */
  const chooseTemplate = (p, need) => {
    const fits = r.shuffle(TEMPLATES).filter((t) => (!t.fits || t.fits(p)) && (!need || need(t)));
    let best = fits[0];
    for (const t of fits) {
      if ((usage.get(t.name) ?? 0) < (usage.get(best.name) ?? 0)) {
        best = t;
      }
    }
    usage.set(best.name, (usage.get(best.name) ?? 0) + 1);
    return best;
  };

  const entry = (key, rhs, secret = false) => {
    const field = fieldOf(key);
    return { key, field, camel: camelOf(field), v: rhs, secret };
  };

  /** Renders a generic template; mainRhs(t, c) gives the credential's right-hand side. */
  const renderGeneric = (p, t, mainRhs, id) => {
    const c = baseContext(p);
    const extras = p.extra ? p.extra(v, c) : [];
    c.entries = extras.map(([k, val]) => entry(k, t.q(r, val)));
    if (p.idKey) {
      c.entries.push(entry(p.idKey, t.q(r, id)));
    }
    c.main = entry(p.key, '', true);
    c.refMode = false;
    c.main.v = mainRhs(t, c);
    c.entries.push(c.main);
    return t.render(r, c);
  };

  const renderNative = (p, name, val, id, isRef = false) => {
    const c = baseContext(p);
    c.val = val;
    c.id = id;
    c.isRef = isRef;
    c.lit = (quote) => (isRef ? val : `${quote}${val}${quote}`);
    const out = NATIVES[name].render(r, c);
    return typeof out === 'string' ? { text: out } : out;
  };

  // Positives.
  for (const p of providers) {
    const natives = r.shuffle(p.natives ?? []);
    for (let i = 0; i < p.n; i++) {
      if (p.p === 'gcp-service-account') {
        const sa = serviceAccount(v, i === 0 ? 'json' : 'dbt');
        record(
          'positive',
          p.p,
          i === 0 ? 'service-account-json' : 'service-account-dbt-keyfile',
          sa.text,
          [sa.secret],
        );
        continue;
      }
      const raw = p.gen(v);
      const id = p.id ? p.id(v) : undefined;
      const useNative =
        natives.length > 0 &&
        (p.only || (i < natives.length && (i < Math.ceil(p.n / 2) || r.chance(0.5))));
      if (useNative) {
        const name = natives[i % natives.length];
        const out = renderNative(p, name, raw, id);
        const secrets = out.secrets ?? (p.both ? [id, raw] : [raw]);
        record('positive', p.p, name, out.text, secrets);
      } else {
        const t = chooseTemplate(p);
        const text = renderGeneric(p, t, (tt) => tt.q(r, raw), id);
        record('positive', p.p, t.name, text, p.both ? [id, raw] : [raw]);
      }
    }
  }

  // Hard negatives in the positives' own files: references and template placeholders.
  const placeholders = (p, c) => [
    `<${c.main.field}>`,
    `<your-${p.p}-${c.main.field.replace(/_/g, '-')}>`,
    `YOUR_${p.key.toUpperCase()}`,
    `REPLACE_ME`,
    `__${p.key.toUpperCase()}__`,
    `\${${p.key.toUpperCase()}}`,
    `<insert ${p.svc} ${c.main.field.replace(/_/g, ' ')} here>`,
    ...(p.prefix ? [`${p.prefix}<token>`, `${p.prefix}...`] : []),
  ];
  const negProviders = providers.filter((p) => p.theme && p.p !== 'gcp-service-account');
  for (const p of [
    ...negProviders,
    ...r.sample(
      otherProviders.filter((q) => !q.theme),
      12,
    ),
  ]) {
    const usePh = r.chance(0.3);
    const t = chooseTemplate(p, (tt) => !!tt.ref);
    const id = p.id ? p.id(v) : undefined;
    const text = renderGeneric(
      p,
      t,
      (tt, c) => (usePh ? tt.q(r, r.pick(placeholders(p, c))) : tt.ref(r, c)),
      id,
    );
    record('hard-negative', p.p, t.name, text);
  }
  // References inside the native files.
  for (const p of providers) {
    for (const name of p.natives ?? []) {
      if (NATIVES[name]?.ref && r.chance(0.6)) {
        const c = baseContext(p);
        const id = p.id ? p.id(v) : undefined;
        const out = renderNative(p, name, NATIVES[name].ref(r, c), id, true);
        record('hard-negative', p.p, name, out.text);
      }
    }
  }
  for (const n of NEGATIVES) {
    for (let i = 0; i < n.times; i++) {
      record('hard-negative', n.provider, n.rule, n.make(v));
    }
  }

  // Near misses in the positives' own files: masked, truncated, dummy, empty.
  const prose = new Set(['curl-header', 'cli-flag', 'log-line', 'chat-message']);
  const nearValue = (p, raw, t) => {
    const prefix = p.prefix ?? '';
    const dummyChar = r.pick(['x', 'X', '0']);
    const pw = p.kind === 'password';
    const options = [
      () => mask(raw, prefix),
      () => mask(raw, prefix, '•'),
      () => `${raw.slice(0, prefix.length + 4)}...`,
      () => r.pick(['********', '[REDACTED]', '<redacted>', '***', '[FILTERED]']),
      () => '',
      () =>
        pw
          ? r.pick(['password', 'changeme', 'postgres', 'secret', 'test1234', 'admin'])
          : prefix + dummyChar.repeat(Math.max(8, raw.length - prefix.length)),
    ];
    return r.pick(prose.has(t.name) ? options.slice(0, 4) : options)();
  };
  const nearProviders = r.sample(
    providers.filter((p) => p.p !== 'gcp-service-account' && !p.only),
    64,
  );
  for (const p of nearProviders) {
    const raw = p.gen(v);
    const id = p.id ? p.id(v) : undefined;
    const t = chooseTemplate(p);
    const nv = nearValue(p, raw, t);
    const text = renderGeneric(
      p,
      t,
      (tt) => (nv === '' && tt.name === 'dotenv' ? '' : tt.q(r, nv)),
      id,
    );
    record('near-miss', p.p, t.name, text);
  }
  for (const n of NEAR_MISSES) {
    for (let i = 0; i < n.times; i++) {
      record('near-miss', n.provider, n.rule, n.make(v));
    }
  }

  const shuffled = r.shuffle(records);
  return shuffled.map((rec, i) => ({ ...rec, id: `sh34-${String(i).padStart(4, '0')}` }));
}

export function secretsHeldout34Lines() {
  return toJsonLines(buildRecords());
}

export function writeSecretsHeldout34(dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, FILE);
  writeFileSync(file, secretsHeldout34Lines());
  return [file];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const file of writeSecretsHeldout34(path.join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path.relative(root, file)}`);
  }
}

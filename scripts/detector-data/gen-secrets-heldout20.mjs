// Generates test/fixtures/detectors/secrets-heldout20.jsonl: a held-out secrets set written
// blind (issue 18), favouring business applications that integrate SaaS (CRM, e-mail, SMS,
// chat bots, support, scheduling, e-signature, accounting, shipping, payments) in the config
// idioms of Laravel, Django, Rails, Express, Go and .NET. Seeded, so it regenerates byte for byte.
//
//   node scripts/detector-data/gen-secrets-heldout20.mjs [DIR]   (default test/fixtures/detectors)

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CODE_CONTEXTS } from './secrets-heldout20/contexts-code.mjs';
import { CONFIG_CONTEXTS } from './secrets-heldout20/contexts-config.mjs';
import { DEPLOY_CONTEXTS } from './secrets-heldout20/contexts-deploy.mjs';
import { HTTP_CONTEXTS } from './secrets-heldout20/contexts-http.mjs';
import { localize } from './secrets-heldout20/naming.mjs';
import { PLACEHOLDERS } from './secrets-heldout20/negatives-a.mjs';
import { HASHES, IDS, PUBLIC } from './secrets-heldout20/negatives-b.mjs';
import { DOCUMENTED, NEAR } from './secrets-heldout20/negatives-c.mjs';
import { CRM_AND_MAIL, SMS_AND_CHAT } from './secrets-heldout20/providers-a.mjs';
import {
  ACCOUNTING_AND_SHIPPING,
  PAYMENTS,
  SCHEDULING_AND_SIGN,
} from './secrets-heldout20/providers-b.mjs';
import { DATA, OPS } from './secrets-heldout20/providers-c.mjs';
import { AI_AND_CRYPTO, CLOUDS } from './secrets-heldout20/providers-d.mjs';
import { APPS, INTERNAL } from './secrets-heldout20/providers-e.mjs';
import { SPECIAL } from './secrets-heldout20/special.mjs';
import { gen } from './secrets-heldout20/values.mjs';

const SEED = 'govern/secrets-heldout20/v1';
const SET = 'secrets-heldout20';
const FILE = `${SET}.jsonl`;
const SCRIPT = 'scripts/detector-data/gen-secrets-heldout20.mjs';
const POSITIVES = 330;
const HARD_NEGATIVES = 200;
const NEAR_MISSES = 70;

const TABLES = [
  CRM_AND_MAIL,
  SMS_AND_CHAT,
  SCHEDULING_AND_SIGN,
  ACCOUNTING_AND_SHIPPING,
  PAYMENTS,
  OPS,
  DATA,
  AI_AND_CRYPTO,
  CLOUDS,
  APPS,
  INTERNAL,
];

const GENERIC = { ...CONFIG_CONTEXTS, ...CODE_CONTEXTS, ...DEPLOY_CONTEXTS };

// Contexts whose key names carry the provider, so a second provider's keys read naturally.
const FLAT = new Set([
  'dotenv',
  'laravelEnv',
  'djangoSettings',
  'tsConst',
  'goConst',
  'java',
  'kotlin',
  'php',
  'pythonDict',
  'rust',
  'shellExport',
  'githubActions',
  'gitlabCi',
  'compose',
  'k8sSecret',
  'dockerfile',
  'markdown',
  'webConfig',
  'userSecrets',
  'json',
]);

/** A provider row as { slug, word, auth, fields: [{ words, spec, secret }] }. */
function parseRow([slug, word, fields, auth]) {
  return {
    slug,
    word,
    auth,
    fields: fields.split('; ').map((field) => {
      const at = field.indexOf('=');
      const name = field.slice(0, at);
      const secret = !name.startsWith('!');
      return { words: name.replace(/^!/, '').split(' '), spec: field.slice(at + 1), secret };
    }),
  };
}

function credsOf(r, provider) {
  return provider.fields.map((field) => ({
    words: localize(r, [provider.word, ...field.words]),
    value: gen(r, field.spec),
    secret: field.secret,
  }));
}

function record(kind, provider, rule, text, secrets) {
  return {
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:${SCRIPT}#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

/** One positive: a provider's credentials in a context, sometimes with a second provider's. */
function positive(r, provider, contextName, others) {
  const creds = credsOf(r, provider);
  if (HTTP_CONTEXTS[contextName]) {
    const { text, secrets } = HTTP_CONTEXTS[contextName](r, creds, provider);
    return record('positive', provider.slug, contextName, text, secrets);
  }
  if (FLAT.has(contextName) && r.chance(0.3)) {
    const other = r.pick(others.filter((row) => row.slug !== provider.slug));
    creds.push(...credsOf(r, other).filter((cred) => cred.secret));
  }
  const text = GENERIC[contextName](r, creds, provider);
  const secrets = creds.filter((cred) => cred.secret).map((cred) => cred.value);
  return record('positive', provider.slug, contextName, text, secrets);
}

function positives(r) {
  const providers = r.shuffle(TABLES.flat().map(parseRow));
  const contexts = [...Object.keys(GENERIC), ...Object.keys(HTTP_CONTEXTS)];
  const count = POSITIVES - SPECIAL.length;
  let order = [];
  const out = [];
  for (let i = 0; i < count; i++) {
    if (order.length === 0) {
      order = r.shuffle(contexts);
    }
    out.push(positive(r, providers[i % providers.length], order.pop(), providers));
  }
  for (const make of SPECIAL) {
    const made = make(r);
    out.push(record('positive', made.provider, made.rule, made.text, made.secrets));
  }
  return out;
}

/** `count` records from a pool of makers, cycling through it in shuffled rounds. */
function fromPool(r, kind, pool, count) {
  const out = [];
  let order = [];
  while (out.length < count) {
    if (order.length === 0) {
      order = r.shuffle(pool);
    }
    const made = order.pop()(r);
    out.push(record(kind, made.provider, made.rule, made.text, []));
  }
  return out;
}

function negatives(r) {
  const documented = DOCUMENTED.map((make) => {
    const made = make(r);
    return record('hard-negative', made.provider, made.rule, made.text, []);
  });
  const pool = [...PLACEHOLDERS, ...IDS, ...HASHES, ...PUBLIC];
  const rest = fromPool(r, 'hard-negative', pool, HARD_NEGATIVES - documented.length);
  return [...documented, ...rest, ...fromPool(r, 'near-miss', NEAR, NEAR_MISSES)];
}

/** The file text of the set. */
export function secretsHeldout20Lines() {
  const r = createRandom(SEED);
  const all = r.shuffle([...positives(r), ...negatives(r)]);
  const seen = new Set();
  const unique = all.filter((item) => !seen.has(item.text) && seen.add(item.text));
  return toJsonLines(
    unique.map((item, index) => ({ id: `sh20-${String(index).padStart(4, '0')}`, ...item })),
  );
}

/** Writes secrets-heldout20.jsonl into `dir`; returns the paths written. */
export function writeSecretsHeldout20(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout20Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout20(dir)) {
    console.log(`wrote ${path}`);
  }
}

// Blind held-out secrets set 21 (issue 18): credentials of 250 services, many without a
// distinctive prefix, in research, HPC, library, geospatial and public-sector code, with hard
// negatives and near misses from the same places. Written without reading the detector.
//   node scripts/detector-data/gen-secrets-heldout21.mjs [DIR]   (default test/fixtures/detectors)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CODE_CONTEXTS } from './secrets-heldout21/contexts-code.mjs';
import { CONFIG_CONTEXTS } from './secrets-heldout21/contexts-config.mjs';
import { CONNECTION_CONTEXTS, REQUEST_CONTEXTS } from './secrets-heldout21/contexts-request.mjs';
import {
  FOREIGN_NAMES,
  HOSTS,
  PROJECTS,
  USERS,
  envFiller,
  styled,
} from './secrets-heldout21/names.mjs';
import { GENERAL_NEGATIVES } from './secrets-heldout21/negatives-general.mjs';
import { SCIENCE_NEGATIVES } from './secrets-heldout21/negatives-science.mjs';
import { NEAR_MISSES } from './secrets-heldout21/near-misses.mjs';
import { GENERAL_PROVIDERS } from './secrets-heldout21/providers-general.mjs';
import { SCIENCE_PROVIDERS } from './secrets-heldout21/providers-science.mjs';
import { valueMaker } from './secrets-heldout21/values.mjs';

const SET = 'secrets-heldout21';
const SEED = 'govern/secrets-heldout21/v1';
const FILE = `${SET}.jsonl`;
const PROVIDERS = [...SCIENCE_PROVIDERS, ...GENERAL_PROVIDERS];
const CONTEXTS = [...CONFIG_CONTEXTS, ...CODE_CONTEXTS, ...REQUEST_CONTEXTS];
const REQUEST_NAMES = new Set(REQUEST_CONTEXTS.map((context) => context.name));

/** The per-record inputs of a template: value, provider, host and a stable key name. */
function makeSlot(r, g, provider) {
  const [slug, key, make, hdr] = provider;
  const chosen = new Map();
  const name = (styles) => {
    const id = styles.join('|');
    if (!chosen.has(id)) {
      const style = r.pick(styles);
      chosen.set(id, style === 'foreign' ? r.pick(FOREIGN_NAMES) : styled(key, style));
    }
    return chosen.get(id);
  };
  return {
    r,
    g,
    slug,
    key,
    hdr,
    v: make(g),
    name,
    user: r.pick(USERS),
    host: r.pick(HOSTS),
    project: r.pick(PROJECTS),
  };
}

function record(slug, kind, rule, text, secrets) {
  return {
    text,
    secrets,
    provider: slug,
    kind,
    rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#${rule}`,
    origin: `govern-synth/${SET}:${slug}`,
  };
}

/** One positive of `provider` in a context that can carry its value. */
function positive(r, g, provider) {
  const c = makeSlot(r, g, provider);
  const fitting = CONTEXTS.filter((context) => {
    if (c.hdr === 'none' && REQUEST_NAMES.has(context.name)) {
      return false;
    }
    return !context.fits || context.fits(c.v, c);
  });
  const requests = fitting.filter(
    (context) => REQUEST_NAMES.has(context.name) && context.name !== 'cli-flag',
  );
  const context = requests.length > 0 && r.chance(0.35) ? r.pick(requests) : r.pick(fitting);
  const out = context.make(c);
  const { text, secrets } = typeof out === 'string' ? { text: out, secrets: [c.v] } : out;
  return record(c.slug, 'positive', context.name, text, secrets);
}

/** A connection string whose password is the secret. */
function connection(r, g) {
  const [slug, make] = r.pick(CONNECTION_CONTEXTS);
  const c = makeSlot(r, g, [slug, 'DB_PASSWORD', () => '', 'basic']);
  const pw = g.password();
  return record(slug, 'positive', 'connection-string', make(c, pw), [pw]);
}

/** An .env or YAML file holding two or three services' credentials. */
function multi(r, g) {
  const slots = r.sample(PROVIDERS, 2 + r.int(2)).map((provider) => makeSlot(r, g, provider));
  const safe = slots.filter((slot) => !/\s/.test(slot.v));
  const yaml = r.chance(0.4);
  const lines = safe.map((slot) =>
    yaml ? `  ${slot.name(['snake'])}: "${slot.v}"` : `${slot.name(['scream'])}=${slot.v}`,
  );
  const head = yaml
    ? ['# shared lab credentials (do not share outside the group)', 'credentials:']
    : ['# .env.production', ...envFiller(r)];
  const text = [...head, ...r.shuffle(lines)].join('\n');
  return record(
    safe[0].slug,
    'positive',
    yaml ? 'multi-yaml' : 'multi-dotenv',
    text,
    safe.map((slot) => slot.v),
  );
}

function positives(r, g) {
  const out = PROVIDERS.map((provider) => positive(r, g, provider));
  for (let i = 0; i < 28; i++) {
    out.push(connection(r, g));
  }
  for (let i = 0; i < 26; i++) {
    out.push(multi(r, g));
  }
  for (let i = 0; i < 22; i++) {
    out.push(positive(r, g, r.pick(PROVIDERS)));
  }
  return out;
}

/** `count` records drawn from `templates`, skipping exact repeats. */
function negatives(r, g, templates, kind, count) {
  const out = [];
  const seen = new Set();
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const [rule, slug, make] = templates[tries % templates.length];
    const text = make(r, g);
    if (!seen.has(text)) {
      seen.add(text);
      out.push(record(slug, kind, rule, text, []));
    }
  }
  return out;
}

/** The JSON lines of the set. */
export function secretsHeldout21Lines() {
  const r = createRandom(SEED);
  const g = valueMaker(r);
  const all = [
    ...positives(r, g),
    ...negatives(r, g, [...SCIENCE_NEGATIVES, ...GENERAL_NEGATIVES], 'hard-negative', 200),
    ...negatives(r, g, NEAR_MISSES, 'near-miss', 70),
  ];
  const records = r
    .shuffle(all)
    .map((rec, i) => ({ id: `sh21-${String(i).padStart(4, '0')}`, ...rec }));
  return toJsonLines(records);
}

/** Writes the set into `dir`; returns the written paths. */
export function writeSecretsHeldout21(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout21Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout21(dir)) {
    console.log(`wrote ${path}`);
  }
}

// Generates test/fixtures/detectors/secrets-heldout12.jsonl: a held-out secrets set written
// blind (issue 18), leaning on mobile, game and front-end build files. Deterministic: the seed
// below gives the same bytes on every run.
//   node scripts/detector-data/gen-secrets-heldout12.mjs [DIR]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { providers } from './secrets-heldout12/providers.mjs';
import { makeValue } from './secrets-heldout12/values.mjs';
import { MOBILE_CONTEXTS, SIGNING_CONTEXTS } from './secrets-heldout12/contexts-mobile.mjs';
import { FRONT_CONTEXTS } from './secrets-heldout12/contexts-front.mjs';
import { GENERAL_CONTEXTS } from './secrets-heldout12/contexts-general.mjs';
import { NPMRC, SINGLE_CONTEXTS, WIRE_CONTEXTS } from './secrets-heldout12/contexts-wire.mjs';
import { CONN, PEM_CONTEXTS } from './secrets-heldout12/contexts-conn.mjs';
import { MOBILE_NEGATIVES } from './secrets-heldout12/negatives-mobile.mjs';
import { GENERAL_NEGATIVES } from './secrets-heldout12/negatives-general.mjs';
import { NEAR_MISSES } from './secrets-heldout12/near-misses.mjs';

const SEED = 'govern/secrets-heldout12/v1';
const NAME = 'secrets-heldout12';
const FILE = `${NAME}.jsonl`;
const SOURCE = `govern-synth/${NAME}:scripts/detector-data/gen-${NAME}.mjs#`;
const EXTRA_POSITIVES = 92;
const HARD_NEGATIVES = 200;
const NEAR_MISS_COUNT = 70;

/** A deck of names that is dealt in shuffled rounds, so every entry gets used. */
function deck(r, table) {
  let cards = [];
  return () => {
    if (cards.length === 0) {
      cards = r.shuffle(Object.keys(table));
    }
    const name = cards.pop();
    return [name, table[name]];
  };
}

function makeDecks(r) {
  const config = { ...GENERAL_CONTEXTS, ...WIRE_CONTEXTS };
  return {
    mobile: deck(r, { ...MOBILE_CONTEXTS, ...FRONT_CONTEXTS }),
    config: deck(r, config),
    single: deck(r, SINGLE_CONTEXTS),
    signing: deck(r, SIGNING_CONTEXTS),
    pem: deck(r, PEM_CONTEXTS),
    npmrc: deck(r, NPMRC),
    conn: deck(r, CONN),
  };
}

function chooseContext(r, decks, provider) {
  const words = provider.creds[0].words;
  if (provider.creds[0].template.includes('{pem}')) {
    return decks.pem();
  }
  if (/keystore/.test(provider.slug)) {
    return decks.signing();
  }
  if (provider.slug === 'npm' && r.chance(0.5)) {
    return decks.npmrc();
  }
  if (provider.group === 'pw') {
    return r.chance(0.7) ? decks.conn() : decks.config();
  }
  const passwordLike = /password/.test(words);
  if (provider.group === 'mob') {
    if (r.chance(0.55)) {
      return decks.mobile();
    }
    return !passwordLike && r.chance(0.3) ? decks.single() : decks.config();
  }
  const roll = r.next();
  if (roll < 0.25) {
    return decks.single();
  }
  if (roll < 0.45) {
    return decks.mobile();
  }
  return decks.config();
}

const MULTI = { ...GENERAL_CONTEXTS, ...WIRE_CONTEXTS, ...MOBILE_CONTEXTS, ...FRONT_CONTEXTS };

const realise = (r, provider) =>
  provider.creds.map((c) => ({ ...c, value: makeValue(r, c.template) }));

function positive(r, decks, provider, all) {
  const [name, render] = chooseContext(r, decks, provider);
  let creds = realise(r, provider);
  if (name in MULTI && r.chance(0.12)) {
    const other = r.pick(all.filter((p) => p.group === 'api'));
    if (other.slug !== provider.slug) {
      creds = [...creds, ...realise(r, other)];
    }
  }
  const out = render(r, creds, provider);
  const text = typeof out === 'string' ? out : out.text;
  const rule = typeof out === 'string' ? name : (out.rule ?? name);
  const secrets =
    typeof out === 'object' && out.secrets
      ? out.secrets
      : [...new Set(creds.filter((c) => c.secret && text.includes(c.value)).map((c) => c.value))];
  if (secrets.length === 0) {
    throw new Error(`no secret in ${provider.slug}/${name}`);
  }
  return { text, secrets, provider: provider.slug, kind: 'positive', rule };
}

function positives(r) {
  const all = providers();
  const decks = makeDecks(r);
  const order = [...r.shuffle(all), ...Array.from({ length: EXTRA_POSITIVES }, () => r.pick(all))];
  return order.map((provider) => positive(r, decks, provider, all));
}

function negatives(r) {
  const hard = deck(r, { ...MOBILE_NEGATIVES, ...GENERAL_NEGATIVES });
  const near = deck(r, NEAR_MISSES);
  const out = [];
  for (let i = 0; i < HARD_NEGATIVES; i++) {
    const [rule, [provider, make]] = hard();
    out.push({ text: make(r), secrets: [], provider, kind: 'hard-negative', rule });
  }
  for (let i = 0; i < NEAR_MISS_COUNT; i++) {
    const [rule, make] = near();
    const { provider, text } = make(r);
    out.push({ text, secrets: [], provider, kind: 'near-miss', rule });
  }
  return out;
}

/** The JSON lines of the set. */
export function secretsHeldout12Lines() {
  const r = createRandom(SEED);
  const records = r.shuffle([...positives(r), ...negatives(r)]).map((rec, i) => ({
    id: `sh12-${String(i).padStart(4, '0')}`,
    text: rec.text,
    secrets: rec.secrets,
    provider: rec.provider,
    kind: rec.kind,
    rule: rec.rule,
    source: `${SOURCE}${rec.rule}`,
    origin: `govern-synth/${NAME}:${rec.provider}`,
  }));
  return toJsonLines(records);
}

/** Writes the set into `dir` and returns the paths written. */
export function writeSecretsHeldout12(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout12Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');
  for (const path of writeSecretsHeldout12(dir)) {
    console.log(`wrote ${path}`);
  }
}

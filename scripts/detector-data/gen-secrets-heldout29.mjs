// secrets-heldout29: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring email, messaging, telephony and notification integrations.
// Run: node scripts/detector-data/gen-secrets-heldout29.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { genericRules, httpRules, referenceFor, rulesFor } from './secrets-heldout29/contexts.mjs';
import { dummyValue, maskValue, nearTemplates } from './secrets-heldout29/near-misses.mjs';
import { negativeTemplates, publicGroups } from './secrets-heldout29/negatives.mjs';
import { messagingProviders } from './secrets-heldout29/providers-messaging.mjs';
import { otherProviders } from './secrets-heldout29/providers-other.mjs';
import { keyTemplates, sdkInit } from './secrets-heldout29/specials.mjs';
import { dummyRandom, kebab, prefixOf, words } from './secrets-heldout29/util.mjs';

const SEED = 'govern/secrets-heldout29/v1';
const SET = 'secrets-heldout29';
const GEN = 'scripts/detector-data/gen-secrets-heldout29.mjs';
const PROVIDERS = [...messagingProviders, ...otherProviders];

function record(text, secrets, provider, kind, rule) {
  return {
    id: '',
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:${GEN}#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

/** Companions, the secret and an optional second secret, in a plausible order. */
function buildFields(r, p, main, second) {
  const fields = (p.with ?? []).map(([env, gen]) => ({ env, value: gen(r), secret: false }));
  if (second !== null) {
    fields.push({ env: p.second[0], value: second, secret: true });
  }
  const at = r.chance(0.7) ? fields.length : r.int(fields.length + 1);
  fields.splice(at, 0, { env: p.env, value: main, secret: true });
  return fields;
}

function positive(r, p) {
  const v = p.gen(r);
  const stored = p.wrap ? p.wrap(v, r) : v;
  const second = p.second ? p.second[1](r) : null;
  const fields = buildFields(r, p, stored, second);
  const secrets = second === null ? [v] : [v, second];
  const sdk = sdkInit[p.name];
  if (sdk && r.chance(0.3)) {
    const withValues = (p.with ?? []).map(([env]) => fields.find((f) => f.env === env).value);
    const text = sdk(r, { secret: v, second, with: withValues });
    if (secrets.every((s) => text.includes(s))) {
      return record(text, secrets, p.name, 'positive', 'sdk-init');
    }
  }
  const rules = rulesFor(p);
  for (let attempt = 0; attempt < 40; attempt++) {
    const rule = r.pick(rules);
    const text = rule.render(r, { p, fields });
    if (text && secrets.every((s) => text.includes(s))) {
      return record(text, secrets, p.name, 'positive', rule.name);
    }
  }
  throw new Error(`no rule fits ${p.name}`);
}

function placeholderFor(r, p, env, sample) {
  const sec = (p.section ?? words(p.env)[0]).toLowerCase();
  const last = words(env).slice(-2).join('-');
  return r.pick([
    `your-${kebab(sec.toUpperCase())}-${last}`,
    `<${env}>`,
    `YOUR_${env}`,
    'REPLACE_ME',
    'changeme',
    `${prefixOf(sample)}your-${last}-here`,
    `<insert ${sec} ${last.replace('-', ' ')}>`,
    'TODO',
  ]);
}

const negRules = genericRules.filter((g) => g.name !== 'chat-message');

function referenceNegative(r, p) {
  const rules = p.auth && p.host ? [...negRules, httpRules[0]] : negRules;
  const rule = r.pick(rules);
  const sample = p.gen(r);
  const mainRef = r.chance(0.6) ? referenceFor(r, rule.lang, p.env) : null;
  const main = mainRef ?? { value: placeholderFor(r, p, p.env, sample), raw: false };
  const fields = buildFields(r, p, main.value, p.second ? '' : null);
  fields.find((f) => f.env === p.env).raw = main.raw;
  if (p.second) {
    const f = fields.find((x) => x.env === p.second[0]);
    const ref = referenceFor(r, rule.lang, f.env);
    f.value = ref.value;
    f.raw = ref.raw;
  }
  const text = rule.render(r, { p, fields });
  return record(text, [], p.name, 'hard-negative', rule.name);
}

function publicNegative(r, g) {
  const rule = r.pick(negRules);
  const p = { name: g.provider, env: g.fields[0][0], section: g.section, theme: g.theme };
  const fields = g.fields.map(([env, gen]) => ({ env, value: gen(r), secret: false }));
  return record(rule.render(r, { p, fields }), [], g.provider, 'hard-negative', rule.name);
}

function nearMissGeneric(r, p, mode) {
  const rules = mode === 'empty' ? negRules.filter((g) => g.lang !== 'chat') : rulesFor(p);
  const v = p.gen(r);
  const change = (value) => {
    if (mode === 'masked') {
      return maskValue(r, value);
    }
    if (mode === 'empty') {
      return '';
    }
    return dummyValue(r, p);
  };
  let main;
  if (mode === 'dummy') {
    main = dummyValue(r, p);
  } else {
    main = p.wrap ? p.wrap(change(v), r) : change(v);
  }
  let second = null;
  if (p.second) {
    second = mode === 'dummy' ? p.second[1](dummyRandom(r, 'fill')) : change(p.second[1](r));
  }
  const fields = buildFields(r, p, main, second);
  for (let attempt = 0; attempt < 40; attempt++) {
    const rule = r.pick(rules);
    const text = rule.render(r, { p, fields });
    if (text && (mode === 'empty' || text.includes(main))) {
      return record(text, [], p.name, 'near-miss', rule.name);
    }
  }
  throw new Error(`no near-miss rule fits ${p.name}`);
}

const pickProvider = (r) => (r.chance(0.75) ? r.pick(messagingProviders) : r.pick(otherProviders));

function buildRecords() {
  const r = createRandom(SEED);
  const out = [];
  // Positives: every provider once, then more weighted to the theme; private-key files.
  for (const p of PROVIDERS) {
    out.push(positive(r, p));
  }
  for (let i = 0; i < 150; i++) {
    out.push(positive(r, r.chance(0.8) ? r.pick(messagingProviders) : r.pick(otherProviders)));
  }
  for (const t of keyTemplates) {
    for (let i = 0; i < 2; i++) {
      const { text, secrets } = t.build(r);
      out.push(record(text, secrets, t.provider, 'positive', t.rule));
    }
  }
  // Hard negatives: public ids, references and placeholders, artefacts.
  for (const g of publicGroups) {
    out.push(publicNegative(r, g));
  }
  for (let i = 0; i < 12; i++) {
    out.push(publicNegative(r, r.pick(publicGroups)));
  }
  for (let i = 0; i < 80; i++) {
    out.push(referenceNegative(r, pickProvider(r)));
  }
  for (const t of negativeTemplates) {
    for (let i = 0; i < 2; i++) {
      out.push(record(t.build(r), [], t.provider, 'hard-negative', t.rule));
    }
  }
  for (let i = 0; i < 16; i++) {
    const t = r.pick(negativeTemplates);
    out.push(record(t.build(r), [], t.provider, 'hard-negative', t.rule));
  }
  // Near misses.
  for (const [mode, n] of [
    ['masked', 26],
    ['dummy', 22],
    ['empty', 8],
  ]) {
    for (let i = 0; i < n; i++) {
      out.push(nearMissGeneric(r, pickProvider(r), mode));
    }
  }
  for (const [t, n] of nearTemplates.map((t, i) => [t, [11, 9, 8, 5][i]])) {
    for (let i = 0; i < n; i++) {
      const p = pickProvider(r);
      const v = p.gen(r);
      out.push(record(t.build(r, p, v), [], p.name, 'near-miss', t.rule));
    }
  }
  const shuffled = r.shuffle(out);
  shuffled.forEach((rec, i) => {
    rec.id = `sh29-${String(i).padStart(4, '0')}`;
  });
  check(shuffled);
  return shuffled;
}

function check(records) {
  const ids = new Set();
  for (const rec of records) {
    if (ids.has(rec.id)) {
      throw new Error(`duplicate id ${rec.id}`);
    }
    ids.add(rec.id);
    if (rec.kind === 'positive') {
      if (rec.secrets.length === 0) {
        throw new Error(`${rec.id}: positive without secrets`);
      }
      for (const s of rec.secrets) {
        if (!rec.text.includes(s)) {
          throw new Error(`${rec.id}: secret not in text`);
        }
      }
    } else if (rec.secrets.length !== 0) {
      throw new Error(`${rec.id}: ${rec.kind} with secrets`);
    }
  }
}

export function secretsHeldout29Lines() {
  return toJsonLines(buildRecords());
}

export function writeSecretsHeldout29(dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'secrets-heldout29.jsonl');
  writeFileSync(file, secretsHeldout29Lines());
  return [file];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const file of writeSecretsHeldout29(path.join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${file}`);
  }
}

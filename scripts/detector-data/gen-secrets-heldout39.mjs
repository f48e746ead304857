// secrets-heldout39: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring IoT, smart home, telecom and hardware platforms.
// Run: node scripts/detector-data/gen-secrets-heldout39.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import {
  EMBEDDED_RULES,
  GENERIC,
  GENERIC_RULES,
  HEADER,
  names,
} from './secrets-heldout39/contexts.mjs';
import { IDENTIFIERS, placeholder, standaloneNegatives } from './secrets-heldout39/negatives.mjs';
import { dummy, masked, standaloneNearMisses } from './secrets-heldout39/near-misses.mjs';
import { PROVIDERS } from './secrets-heldout39/providers.mjs';

const SEED = 'govern/secrets-heldout39/v1';
const SET = 'secrets-heldout39';
const FILE = `${SET}.jsonl`;

function record(provider, kind, rule, text, secrets) {
  return {
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

// In negatives and near misses a companion is kept only when it is plainly an identifier
// (account SID, project id, username), never a key id a reviewer could read as a credential.
function safeCompanion(r, p) {
  return p.comp && !/KEY|SECRET|AK$|TOKEN_ID/.test(p.comp[0]) ? p.comp[1](r) : null;
}

function context(r, p, value, companion) {
  return {
    r,
    env: p.env,
    v: value,
    c: p.comp && companion !== null ? { env: p.comp[0], value: companion } : null,
    n: names(p.env),
    title: p.title,
    hdr: p.hdr,
    url: p.url,
  };
}

function genericPool(r, p) {
  const base = GENERIC_RULES.filter((rule) => p.t || !EMBEDDED_RULES.includes(rule));
  const shuffled = r.shuffle(base);
  return p.hdr ? [r.pick(Object.keys(HEADER)), ...shuffled] : shuffled;
}

function renderGeneric(rule, g) {
  return (GENERIC[rule] ?? HEADER[rule])(g);
}

function positives(r) {
  const out = [];
  for (const p of PROVIDERS) {
    const count = p.n ?? (p.t ? 2 : 1);
    const specials = p.sp ?? [];
    const pool = p.only ? [] : genericPool(r, p);
    for (let i = 0; i < count; i++) {
      const value = p.gen(r);
      const companion = p.comp ? p.comp[1](r) : null;
      const useSpecial = i < specials.length ? i : pool.length === 0 ? i % specials.length : -1;
      if (useSpecial >= 0) {
        const [rule, fn] = specials[useSpecial];
        const result = fn(r, value, companion, p);
        const text = typeof result === 'string' ? result : result.text;
        const secrets = typeof result === 'string' ? [value] : result.secrets;
        out.push(record(p.id, 'positive', rule, text, secrets));
      } else {
        const rule = pool[(i - specials.length) % pool.length];
        out.push(
          record(p.id, 'positive', rule, renderGeneric(rule, context(r, p, value, companion)), [
            value,
          ]),
        );
      }
    }
  }
  return out;
}

function hardNegatives(r) {
  const out = [];
  const generic = PROVIDERS.filter((p) => !p.only);
  const themed = generic.filter((p) => p.t);
  // Placeholders and references in the same files and under the same names as the positives.
  for (const p of [
    ...r.sample(themed, 62),
    ...r.sample(
      generic.filter((q) => !q.t),
      14,
    ),
  ]) {
    const rule = r.pick(GENERIC_RULES.filter((x) => x !== 'chat-paste'));
    const g = context(r, p, '', safeCompanion(r, p));
    g.v = placeholder(r, g.n, p.title, rule);
    out.push(record(p.id, 'hard-negative', rule, renderGeneric(rule, g), []));
  }
  // Identifiers, public and client-side keys under secret-looking names.
  for (const [provider, env, gen] of [...IDENTIFIERS, ...r.sample(IDENTIFIERS, 12)]) {
    const rule = r.pick(GENERIC_RULES.filter((x) => x !== 'chat-paste' && x !== 'cli-flag'));
    const p = { env, title: provider, t: 1 };
    out.push(
      record(provider, 'hard-negative', rule, renderGeneric(rule, context(r, p, gen(r), null)), []),
    );
  }
  for (const n of standaloneNegatives(r, 100)) {
    out.push(record(n.provider, 'hard-negative', n.rule, n.text, []));
  }
  return out;
}

function nearMisses(r) {
  const out = [];
  const generic = PROVIDERS.filter((p) => !p.only);
  const picks = r.sample(generic, 70);
  picks.forEach((p, i) => {
    const rule = r.pick(GENERIC_RULES);
    const real = p.gen(r);
    const g = context(r, p, '', safeCompanion(r, p));
    g.v = i < 32 ? masked(r, real) : i < 55 ? dummy(r, real) : '';
    out.push(record(p.id, 'near-miss', rule, renderGeneric(rule, g), []));
  });
  for (const n of standaloneNearMisses(r, 18)) {
    out.push(record(n.provider, 'near-miss', n.rule, n.text, []));
  }
  return out;
}

export function secretsHeldout39Lines() {
  const r = createRandom(SEED);
  const seen = new Set();
  const all = [...positives(r), ...hardNegatives(r), ...nearMisses(r)].filter((rec) => {
    const fresh = !seen.has(rec.text);
    seen.add(rec.text);
    return fresh;
  });
  const shuffled = r.shuffle(all).map((rec, i) => ({
    id: `sh39-${String(i).padStart(4, '0')}`,
    ...rec,
  }));
  return toJsonLines(shuffled);
}

export function writeSecretsHeldout39(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout39Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout39(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

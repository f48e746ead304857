// secrets-heldout33: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring mobile backends and game services: Firebase and Supabase projects, push and
// in-app purchase verification, store automation, game servers and matchmaking, analytics,
// attribution and crash reporting, with their build scripts, CI lanes and config files.
// Run: node scripts/detector-data/gen-secrets-heldout33.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRandom, toJsonLines } from './random.mjs';
import { CONTEXTS, TOKEN_ONLY } from './secrets-heldout33/contexts.mjs';
import { makeKit } from './secrets-heldout33/kit.mjs';
import { nearMisses } from './secrets-heldout33/near-misses.mjs';
import { hardNegatives } from './secrets-heldout33/negatives.mjs';
import { PROVIDERS, valueOf } from './secrets-heldout33/providers.mjs';
import { specialPositives } from './secrets-heldout33/specials.mjs';

const SEED = 'govern/secrets-heldout33/v1';
const SET = 'secrets-heldout33';
const FILE = 'secrets-heldout33.jsonl';
const GENERATOR = 'scripts/detector-data/gen-secrets-heldout33.mjs';

function contextPool(provider) {
  return Object.keys(CONTEXTS).filter((name) => {
    if (provider.ctx && !provider.ctx.includes(name)) {
      return false;
    }
    if (TOKEN_ONLY.has(name)) {
      return provider.kind === 'token';
    }
    return true;
  });
}

function positives(k) {
  const out = [];
  for (const provider of PROVIDERS) {
    const count = provider.t ? 2 : 1 + (k.chance(0.5) ? 1 : 0);
    const rules = k.sample(contextPool(provider), count);
    for (const rule of rules) {
      const { value, secret } = valueOf(provider, k);
      const text = CONTEXTS[rule](k, provider.env, value, provider);
      out.push({ rule, provider: provider.p, text, secrets: [secret] });
    }
  }
  return [...out, ...specialPositives(k)];
}

function buildRecords() {
  const r = createRandom(SEED);
  const k = makeKit(r);
  const drafts = [
    ...positives(k).map((d) => ({ ...d, kind: 'positive' })),
    ...hardNegatives(k, CONTEXTS, PROVIDERS, 80).map((d) => ({
      ...d,
      kind: 'hard-negative',
      secrets: [],
    })),
    ...nearMisses(k, CONTEXTS, PROVIDERS, 55).map((d) => ({
      ...d,
      kind: 'near-miss',
      secrets: [],
    })),
  ];
  return r.shuffle(drafts).map((d, index) => {
    for (const secret of d.secrets) {
      if (!d.text.includes(secret)) {
        throw new Error(`${d.provider}/${d.rule}: secret not in text`);
      }
    }
    return {
      id: `sh33-${String(index).padStart(4, '0')}`,
      text: d.text,
      secrets: d.secrets,
      provider: d.provider,
      kind: d.kind,
      rule: d.rule,
      source: `govern-synth/${SET}:${GENERATOR}#${d.rule}`,
      origin: `govern-synth/${SET}:${d.provider}`,
    };
  });
}

export function secretsHeldout33Lines() {
  return toJsonLines(buildRecords());
}

export function writeSecretsHeldout33(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout33Lines());
  return [path];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  for (const path of writeSecretsHeldout33(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

// secrets-heldout28: a held-out secrets set for issue 18, written blind (without reading the
// detector), favouring AI and LLM application repositories (model-provider and inference keys,
// vector databases, agent frameworks and MCP server configs, notebooks, evaluation harnesses,
// prompt-management and tracing tools, and their logs and docs).
// Run: node scripts/detector-data/gen-secrets-heldout28.mjs

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom, toJsonLines } from './random.mjs';
import { CONTEXTS } from './secrets-heldout28/contexts.mjs';
import { ID_NEGATIVES } from './secrets-heldout28/negatives-ids.mjs';
import { REF_NEGATIVES } from './secrets-heldout28/negatives-refs.mjs';
import { NEAR_MISSES } from './secrets-heldout28/near-misses.mjs';
import { AI_TOOL_PROVIDERS } from './secrets-heldout28/providers-ai-tools.mjs';
import { AI_PROVIDERS as AI_MODEL_PROVIDERS } from './secrets-heldout28/providers-ai.mjs';
import { MORE_PROVIDERS } from './secrets-heldout28/providers-more.mjs';
import { OTHER_PROVIDERS as DEV_PROVIDERS } from './secrets-heldout28/providers-other.mjs';
import { SPECIALS } from './secrets-heldout28/special.mjs';

const SEED = 'govern/secrets-heldout28/v1';
const SET = 'secrets-heldout28';
const FILE = 'secrets-heldout28.jsonl';
const NEGATIVE_REPEATS = 4;
const NEAR_MISS_REPEATS = 9;
const AI_PROVIDERS = [...AI_MODEL_PROVIDERS, ...AI_TOOL_PROVIDERS];
const OTHER_PROVIDERS = [...DEV_PROVIDERS, ...MORE_PROVIDERS];

function record(kind, rule, provider, text, secrets) {
  return {
    id: '',
    text,
    secrets,
    provider,
    kind,
    rule,
    source: `govern-synth/${SET}:scripts/detector-data/gen-${SET}.mjs#${rule}`,
    origin: `govern-synth/${SET}:${provider}`,
  };
}

/** How many positives a provider gets: its weight, else two for the theme, one for the rest. */
function positiveCount(p) {
  return p.weight ?? (p.ai || p.mcp ? 2 : 1);
}

/** Repeats each context by its weight, so the common places for a key come up more often. */
function weighted(contexts) {
  return contexts.flatMap((c) => Array.from({ length: c.weight }, () => c));
}

function buildPositives(r, providers) {
  const out = [];
  for (const p of providers) {
    const fitting = CONTEXTS.filter((c) => c.fits(p));
    const themed = fitting.filter((c) => c.theme);
    const used = new Set();
    for (let i = 0; i < positiveCount(p); i++) {
      const pool = (p.mcp && i === 0) || (!p.ai && r.chance(0.15)) ? themed : fitting;
      const choices = pool.filter((c) => !used.has(c.rule));
      const context = r.pick(weighted(choices.length > 0 ? choices : fitting));
      used.add(context.rule);
      const value = p.gen(r);
      out.push(record('positive', context.rule, p.name, context.make(p, value, r), [value]));
    }
  }
  for (const special of SPECIALS) {
    const { text, secrets } = special.make(r);
    out.push(record('positive', special.rule, special.provider, text, secrets));
  }
  return out;
}

function providerPicker(r) {
  return (aiOnly = false) =>
    aiOnly || r.chance(0.6) ? r.pick(AI_PROVIDERS) : r.pick(OTHER_PROVIDERS);
}

function buildNegatives(r) {
  const pick = providerPicker(r);
  const out = [];
  for (const family of [...REF_NEGATIVES, ...ID_NEGATIVES]) {
    for (let i = 0; i < NEGATIVE_REPEATS; i++) {
      const { provider, text } = family.make(r, pick);
      out.push(record('hard-negative', family.rule, provider, text, []));
    }
  }
  return out;
}

function buildNearMisses(r) {
  const pick = providerPicker(r);
  const out = [];
  for (const family of NEAR_MISSES) {
    for (let i = 0; i < NEAR_MISS_REPEATS; i++) {
      let p = pick();
      while (family.needsPrefix && !p.prefix) {
        p = pick();
      }
      out.push(record('near-miss', family.rule, p.name, family.make(r, p, p.gen(r)), []));
    }
  }
  return out;
}

/** Drops repeated texts (a template can land on the same words twice). */
function unique(records) {
  const seen = new Set();
  return records.filter((rec) => {
    if (seen.has(rec.text)) {
      return false;
    }
    seen.add(rec.text);
    return true;
  });
}

export function secretsHeldout28Lines() {
  const r = createRandom(SEED);
  const all = unique([
    ...buildPositives(r, [...AI_PROVIDERS, ...OTHER_PROVIDERS]),
    ...buildNegatives(r),
    ...buildNearMisses(r),
  ]);
  const shuffled = r.shuffle(all).map((rec, index) => ({
    ...rec,
    id: `sh28-${String(index).padStart(4, '0')}`,
  }));
  return toJsonLines(shuffled);
}

export function writeSecretsHeldout28(dir) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, FILE);
  writeFileSync(path, secretsHeldout28Lines());
  return [path];
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(here, '..', '..');
  for (const path of writeSecretsHeldout28(join(root, 'test', 'fixtures', 'detectors'))) {
    console.log(`wrote ${path}`);
  }
}

// Builds the heldout27 records: positives, hard negatives and near misses.
import { APP } from './contexts-app.mjs';
import { CI } from './contexts-ci.mjs';
import { IAC } from './contexts-iac.mjs';
import { filler } from './format.mjs';
import { MASKS, NEAR } from './near-misses.mjs';
import { NEG_APP } from './negatives-app.mjs';
import { NEG_IAC as NEG_IAC_BASE } from './negatives-iac.mjs';
import { NEG_OPS } from './negatives-ops.mjs';
import { CLOUD } from './providers-cloud.mjs';
import { DEV } from './providers-dev.mjs';
import { SAAS } from './providers-saas.mjs';

export const PROVIDERS = [...CLOUD, ...DEV, ...SAAS];
const THEMED = [...IAC, ...CI];
const NEG_IAC = [...NEG_IAC_BASE, ...NEG_OPS];
export const THEMED_RULES = new Set([
  ...THEMED.map((c) => c.rule),
  ...NEG_IAC.map((t) => t.rule),
  'terraform-output',
  'github-secret-scanning-alert',
]);

function generate(r, p) {
  const out = p.gen(r);
  const main = typeof out === 'string' ? { value: out, secret: out } : out;
  const pair = p.pair ? p.pair.gen(r) : null;
  return { main, pair };
}

function isBare(value) {
  return /^[A-Za-z0-9_\-.+/=~%:]+$/.test(value) && !value.includes('://');
}

function pickContext(r, p, main, needRef) {
  for (let tries = 0; tries < 50; tries++) {
    const ctx = r.chance(0.7) ? r.pick(THEMED) : r.pick(APP);
    if (needRef && !ctx.ref) {
      continue;
    }
    if (p.multiline && !ctx.multiline) {
      continue;
    }
    if (ctx.tokenOnly && (!isBare(main.value) || p.pair)) {
      continue;
    }
    if ((ctx.single && p.pair?.secret) || (ctx.only && !ctx.only(p))) {
      continue;
    }
    return ctx;
  }
  throw new Error(`no context for ${p.name}`);
}

function entriesFor(r, p, main, pair) {
  const own = [];
  if (pair) {
    own.push({ key: p.pair.env, value: pair, filler: !p.pair.secret });
  }
  own.push({ key: p.env, value: main.value });
  const fill = filler(r, r.int(3));
  const cut = r.int(fill.length + 1);
  return [...fill.slice(0, cut), ...own, ...fill.slice(cut)];
}

/** Finds how a secret appears in text: as is, JSON-escaped, or indented as a block. */
function locate(text, secret) {
  const variants = [secret, JSON.stringify(secret).slice(1, -1)];
  for (let n = 2; n <= 16; n += 2) {
    variants.push(secret.replace(/\n/g, '\n' + ' '.repeat(n)));
  }
  const hit = variants.find((v) => text.includes(v));
  if (!hit) {
    throw new Error(`secret not in text: ${secret.slice(0, 20)}\n${text}`);
  }
  return hit;
}

function record(text, secrets, provider, kind, rule) {
  return { text, secrets, provider, kind, rule };
}

function positive(r, p) {
  const { main, pair } = generate(r, p);
  const ctx = pickContext(r, p, main, false);
  const entries = entriesFor(r, p, main, pair);
  const text = ctx.render(r, entries);
  const secrets = [];
  if (pair && p.pair.secret) {
    secrets.push(locate(text, pair));
  }
  secrets.push(locate(text, main.secret));
  return record(text, secrets, p.name, 'positive', ctx.rule);
}

function refNegative(r, p) {
  const ctx = pickContext(r, { ...p, multiline: false }, { value: 'x' }, true);
  const own = [{ key: p.env, value: ctx.ref(r, p.env) }];
  if (p.pair) {
    own.unshift({ key: p.pair.env, value: ctx.ref(r, p.pair.env) });
  }
  const text = ctx.render(r, [...filler(r, r.int(3)), ...own]);
  return record(text, [], p.name, 'hard-negative', ctx.rule);
}

function maskedNearMiss(r, p) {
  const { main } = generate(r, p);
  const mask = r.pick(MASKS);
  const masked = mask.fn(r, main.secret);
  const value = main.value.split(main.secret).join(masked);
  const ctx = pickContext(
    r,
    { ...p, multiline: false, pair: null },
    { value: value || 'x' },
    false,
  );
  const entries = [...filler(r, r.int(3)), { key: p.env, value }];
  if (p.pair && !p.pair.secret) {
    entries.unshift({ key: p.pair.env, value: p.pair.gen(r), filler: true });
  }
  return record(ctx.render(r, entries), [], p.name, 'near-miss', ctx.rule);
}

function standalone(r, t, kind) {
  const out = t.make(r);
  if (typeof out === 'string') {
    return record(out, [], t.provider, kind, t.rule);
  }
  return record(out.text, [], out.provider, kind, t.rule);
}

function nearStandalone(r, t) {
  if (!t.needsValue) {
    return record(t.make(r), [], t.provider, 'near-miss', t.rule);
  }
  const p = r.pick(PROVIDERS.filter((x) => !x.multiline));
  const { main } = generate(r, p);
  return record(t.make(r, p, main.secret), [], t.provider, 'near-miss', t.rule);
}

export function buildRecords(r) {
  const out = [];
  const seen = new Set();
  const add = (rec) => {
    if (!seen.has(rec.text)) {
      seen.add(rec.text);
      out.push(rec);
    }
  };
  for (const p of PROVIDERS) {
    add(positive(r, p));
    if (r.chance(0.3)) {
      add(positive(r, p));
    }
  }
  for (const t of NEG_IAC) {
    for (let i = 0; i < 3; i++) {
      add(standalone(r, t, 'hard-negative'));
    }
  }
  for (const t of NEG_APP) {
    const n = t.provider === 'publishable' ? 10 : 3;
    for (let i = 0; i < n; i++) {
      add(standalone(r, t, 'hard-negative'));
    }
  }
  const plain = PROVIDERS.filter((p) => !p.multiline);
  for (let i = 0; i < 60; i++) {
    add(refNegative(r, r.pick(plain)));
  }
  for (const t of NEAR) {
    for (let i = 0; i < 3; i++) {
      add(nearStandalone(r, t));
    }
  }
  for (let i = 0; i < 70; i++) {
    add(maskedNearMiss(r, r.pick(plain)));
  }
  return out;
}

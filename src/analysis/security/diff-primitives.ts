import { lastScopeName } from './diff-context.js';
import { countBy, live, plural } from './diff-facts.js';
import { helperCallFindings } from './diff-helpers.js';
import { prefixFindings } from './diff-prefix.js';
import { listMovedAway } from './diff-lists.js';
import type { DiffContext, LostCall, SecurityFinding } from './diff-context.js';
import { MODULE_SCOPE } from './ir.js';
import type { CallFact, CheckFact, SecurityFacts } from './ir.js';
import type { PrimitiveCategory } from './vocabulary.js';
import { spellingsOf, wordsOf } from './vocabulary.js';
import type { SecurityRuleId } from './rules.js';

const CATEGORY_CWE: Readonly<Record<PrimitiveCategory, string>> = {
  'timing-safe-compare': 'CWE-208',
  'password-hash': 'CWE-916',
  'secure-random': 'CWE-338',
  'mac-signature': 'CWE-345',
  'token-verification': 'CWE-347',
  sanitizer: 'CWE-116',
  'path-canonicalization': 'CWE-22',
  'prototype-guard': 'CWE-1321',
  csrf: 'CWE-352',
  'security-headers': 'CWE-693',
  'rate-limit': 'CWE-770',
  auth: 'CWE-862',
  validation: 'CWE-20',
};

const CATEGORY_LABEL: Readonly<Record<PrimitiveCategory, string>> = {
  'timing-safe-compare': 'constant-time comparison',
  'password-hash': 'password hashing / key derivation',
  'secure-random': 'cryptographically secure randomness',
  'mac-signature': 'MAC / signature',
  'token-verification': 'token or signature verification',
  sanitizer: 'sanitizing / escaping',
  'path-canonicalization': 'path canonicalization',
  'prototype-guard': 'prototype-pollution guard',
  csrf: 'CSRF protection',
  'security-headers': 'security headers',
  'rate-limit': 'rate limiting',
  auth: 'authentication / authorization',
  validation: 'input validation',
};

const MERGE_WORDS =
  /^(?:merge|extend|assign|set|defaults|clone|deep|mixin|copy|unflatten|expand|parse|put)$/;
const TOKEN_WORDS =
  /^(?:token|tokens|secret|password|passwd|salt|nonce|otp|session|uuid|guid|csrf|pin|captcha|reset|invite|apikey|credential|credentials)$/;

/**
 * Calls to `name` that a proposed helper makes on behalf of several callers: a primitive moved
 * from two call sites into a helper called from both counts twice.
 */
function helperCredit(ctx: DiffContext, facts: SecurityFacts, name: string): number {
  const perScope = countBy(
    facts.calls.filter((call) => call.name === name && call.scope !== MODULE_SCOPE),
    (call) => call.scope,
  );
  let credit = 0;
  for (const [scope, calls] of perScope) {
    credit += Math.max(0, ctx.callsTo('proposed', lastScopeName(scope)) - 1) * calls.length;
  }
  return credit;
}

/**
 * Whether some value that went through the primitive in a function no longer does there, on as
 * many statements as before, or is now used raw more often beside it. Fewer calls that still
 * pass every value on every statement they did, with no more raw uses, only dropped duplicates
 * within a statement: a redirect page that showed the escaped URL twice and now shows it once
 * (`escapeHtml(loc)` once fewer, `loc` once fewer). An early return that escaped a value and
 * was removed is a path that lost its call, not a duplicate.
 */
function losesValue(
  ctx: DiffContext,
  before: readonly CallFact[],
  after: readonly CallFact[],
): boolean {
  const usesOf = (calls: readonly CallFact[], scopeOf: (call: CallFact) => string) => {
    const byValue = new Map<
      string,
      { scope: string; calls: number; uses: number; statements: Set<number> }
    >();
    for (const call of calls) {
      const key = `${scopeOf(call)}\u0000${call.argsKey}`;
      const entry = byValue.get(key) ?? {
        scope: scopeOf(call),
        calls: 0,
        uses: call.firstArgUses,
        statements: new Set<number>(),
      };
      entry.calls += 1;
      entry.statements.add(call.statementLine);
      byValue.set(key, entry);
    }
    return byValue;
  };
  const was = usesOf(before, (call) => ctx.mapScope(call.scope));
  const now = usesOf(after, (call) => call.scope);
  // A function that now calls a helper of the file holding the primitive still runs it: the
  // calls moved into `ownProvided(options, key)`, they were not dropped.
  const holders = new Set(after.map((call) => lastScopeName(call.scope)));
  const callsHolder = (scope: string): boolean =>
    ctx.proposed.calls.some(
      (call) => call.scope === scope && call.name !== before[0]?.name && holders.has(call.name),
    );
  for (const [key, old] of was) {
    const current = now.get(key);
    if (callsHolder(old.scope)) {
      continue;
    }
    if (
      current === undefined ||
      current.statements.size < old.statements.size ||
      current.uses - current.calls > old.uses - old.calls
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The first baseline call (in line order) in a function that holds fewer of them now: where
 * the protection was lost, which the message names and the evidence is weighed at. The first
 * call of the file may be one the change kept (json-pointer 0.3.0 kept `api`'s
 * `hasOwnProperty` and dropped the ones of `get` and `set`).
 */
function firstLost(
  ctx: DiffContext,
  before: readonly CallFact[],
  after: readonly CallFact[],
): CallFact | undefined {
  const left = new Map<string, number>();
  for (const call of after) {
    left.set(call.scope, (left.get(call.scope) ?? 0) + 1);
  }
  const ordered = [...before].sort((a, b) => a.line - b.line);
  for (const call of ordered) {
    const scope = ctx.mapScope(call.scope);
    const count = left.get(scope) ?? 0;
    if (count === 0) {
      return call;
    }
    left.set(scope, count - 1);
  }
  return ordered[0];
}

/**
 * The object an own-property test asks about: `R` of `R.hasOwnProperty(k)`, the first argument
 * of `Object.hasOwn(R, k)` and `Object.prototype.hasOwnProperty.call(R, k)`.
 */
function ownTestReceiver(call: CallFact): string {
  // Through `.call` the callee is the function itself (`Object.prototype.hasOwnProperty`,
  // `{}.hasOwnProperty`, an alias `has`), and the object is its first argument.
  const owner = /^(.+)\.(?:hasOwnProperty|hasOwn)$/.exec(call.callee)?.[1];
  return owner !== undefined && !/^(?:Object|\{\}|.*\.prototype)$/.test(owner)
    ? owner
    : (call.argsKey.split('\u0000')[0] ?? '');
}

/**
 * The `R.hasOwnProperty(k)` filter of a `for (k in R)` loop, where the change walks R's own keys
 * in the same function instead (`Object.keys(R).forEach((k) => ...)`): that list holds no
 * inherited key, so the filter has nothing left to keep out (extract-ownkeys.ts). A test of any
 * other key, or of R outside such a loop, still counts.
 */
function filterSuperseded(ctx: DiffContext, call: CallFact): boolean {
  if (call.category !== 'prototype-guard') {
    return false;
  }
  const object = ownTestReceiver(call);
  const key = call.argsKey.split('\u0000').at(-1) ?? '';
  const filtered = ctx.base.ownKeyLoops.some(
    (loop) =>
      loop.kind === 'for-in' &&
      loop.scope === call.scope &&
      loop.object === object &&
      loop.key === key &&
      call.line >= loop.line &&
      call.line <= loop.endLine,
  );
  const scope = ctx.mapScope(call.scope);
  return (
    filtered &&
    ctx.proposed.ownKeyLoops.some(
      (loop) => loop.kind === 'own-keys' && loop.scope === scope && loop.object === object,
    )
  );
}

function primitiveFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  // `path.resolve` and `path.normalize` build paths everywhere; they protect something only in
  // a file that checks where paths lead.
  const checksPaths = [...ctx.base.checks, ...ctx.proposed.checks].some(
    (check) => check.category === 'traversal' || check.category === 'containment',
  );
  // `Object.create(null)` protects where keys come from outside: in merge/set/clone-style code
  // or next to other prototype checks, not in a module-level cache.
  const checksPrototypes = [...ctx.base.checks, ...ctx.proposed.checks].some(
    (check) => check.category === 'prototype',
  );
  const keyed = new Set(ctx.proposed.keyedCollections);
  const counted = (call: CallFact): string | null => {
    if (call.category === 'prototype-guard' && keyed.has(ownTestReceiver(call))) {
      return null;
    }
    if (
      call.category === 'path-canonicalization' &&
      !checksPaths &&
      !/canonical|safe|secure/i.test(call.name)
    ) {
      return null;
    }
    if (
      call.callee === 'Object.create' &&
      !checksPrototypes &&
      !wordsOf(call.scope).some((word) => MERGE_WORDS.test(word))
    ) {
      return null;
    }
    return call.category;
  };
  const baseCalls = countBy(
    live(ctx, ctx.base.calls).filter((call) => !filterSuperseded(ctx, call)),
    counted,
  );
  const proposedCalls = countBy(ctx.proposed.calls, counted);
  for (const [category, calls] of baseCalls) {
    const cat = category as PrimitiveCategory;
    const after = proposedCalls.get(category) ?? [];
    if (after.length >= calls.length) {
      continue;
    }
    // One primitive under any of its spellings (`hasOwnProperty` now `Object.hasOwn`).
    const canonical = (call: CallFact): string => spellingsOf(call.name)[0] ?? call.name;
    const beforeByName = countBy(calls, canonical);
    const afterByName = countBy(after, canonical);
    const dropped: string[] = [];
    const lostCalls: LostCall[] = [];
    let first: CallFact | undefined;
    for (const [name, list] of beforeByName) {
      const deficit =
        list.length - (afterByName.get(name)?.length ?? 0) - helperCredit(ctx, ctx.proposed, name);
      if (deficit > 0 && !losesValue(ctx, list, afterByName.get(name) ?? [])) {
        continue;
      }
      if (deficit > 0) {
        const lost = firstLost(ctx, list, afterByName.get(name) ?? []);
        dropped.push(`\`${list[0]?.callee ?? name}\` (${plural(deficit, 'call')} fewer)`);
        lostCalls.push({
          name: list[0]?.name ?? name,
          fewer: deficit,
          from: lastScopeName(lost?.scope ?? ''),
        });
        first ??= lost;
      }
    }
    if (dropped.length === 0 || first === undefined) {
      continue;
    }
    const { line, where } = ctx.locate(first.scope, first.line);
    findings.push({
      rule: 'primitive-removed',
      line,
      cwe: CATEGORY_CWE[cat],
      lostLine: first.line,
      lostCalls,
      message: `${CATEGORY_LABEL[cat]} dropped: ${dropped.join(', ')}, first in ${where}; keep the call on every path it protected`,
    });
  }
  return findings;
}

function middlewareFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const baseRefs = countBy(live(ctx, ctx.base.references), (ref) => ref.category);
  const proposedRefs = countBy(ctx.proposed.references, (ref) => ref.category);
  for (const [category, refs] of baseRefs) {
    const after = proposedRefs.get(category)?.length ?? 0;
    const first = refs[0];
    if (after >= refs.length || first === undefined) {
      continue;
    }
    const cat = category as PrimitiveCategory;
    const { line, where } = ctx.locate(first.scope, first.line);
    findings.push({
      rule: 'middleware-removed',
      line,
      cwe: CATEGORY_CWE[cat],
      lostLine: first.line,
      message: `${CATEGORY_LABEL[cat]} middleware \`${first.name}\` is registered ${plural(refs.length - after, 'time')} fewer (${where}); keep it on the routes it protected`,
    });
  }
  return findings;
}

const CHECK_RULES: Readonly<Record<string, { rule: SecurityRuleId; label: string }>> = {
  prototype: {
    rule: 'prototype-check-removed',
    label: 'prototype-pollution check',
  },
  traversal: {
    rule: 'traversal-check-removed',
    label: 'path traversal check (`..`)',
  },
  containment: {
    rule: 'containment-check-removed',
    label: 'path containment check',
  },
  'credential-strip': { rule: 'credential-leak', label: 'credential stripping' },
};

/**
 * Proposed checks plus the extra callers of the helpers that hold them: two inline checks
 * consolidated into one helper called from both places still count as two.
 */
function creditedCount(
  checks: readonly CheckFact[],
  callsByName: ReadonlyMap<string, readonly CallFact[]>,
): number {
  let total = 0;
  for (const check of checks) {
    const name = lastScopeName(check.scope);
    const callers =
      check.scope === MODULE_SCOPE
        ? 0
        : (callsByName.get(name) ?? []).filter((call) => call.scope !== check.scope).length;
    total += Math.max(1, callers);
  }
  return total;
}

/**
 * Whether the function that held a baseline check still makes a check of the same kind, itself
 * or through a function of the file it calls: a `..` test rewritten (two comparisons now one
 * pattern) or moved into a helper is kept, whatever the count says. A function that lost every
 * check of that kind is where protection went missing.
 */
function stillChecks(ctx: DiffContext, check: CheckFact, proposed: readonly CheckFact[]): boolean {
  const scope = ctx.mapScope(check.scope);
  return proposed.some(
    (one) =>
      one.scope === scope ||
      one.scope.startsWith(`${scope}.`) ||
      ctx.proposed.calls.some(
        (call) => call.scope === scope && call.name === lastScopeName(one.scope),
      ),
  );
}

function checkFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const before = countBy(live(ctx, ctx.base.checks), (check) => check.key);
  const after = countBy(ctx.proposed.checks, (check) => check.key);
  const proposedCallsByName = countBy(ctx.proposed.calls, (call) => call.name);
  for (const [key, checks] of before) {
    const remaining = creditedCount(after.get(key) ?? [], proposedCallsByName);
    const expected = checks.length;
    const first = checks.find(
      (check) => !stillChecks(ctx, check, after.get(key) ?? []) && !listMovedAway(ctx, check),
    );
    if (remaining >= expected || first === undefined) {
      continue;
    }
    const spec = CHECK_RULES[first.category];
    if (spec === undefined) {
      continue;
    }
    const { line, where } = ctx.locate(first.scope, first.line);
    const literal = key.includes(':') ? key.slice(key.indexOf(':') + 1) : '';
    const what =
      first.category === 'credential-strip'
        ? `dropping the \`${literal}\` credential before a request leaves for another host was`
        : `${spec.label}${literal === '' ? '' : ` against '${literal}'`}`;
    findings.push({
      rule: spec.rule,
      line,
      lostLine: first.line,
      message: `${what} removed (${plural(expected - remaining, 'place')} fewer; \`${first.text}\` in ${where}); keep it`,
    });
  }
  return findings;
}

/** A call given a sanitized value. */
const sanitized = (call: CallFact): boolean => call.argSafety.includes('sanitized');
/** A call given only constants, which need no sanitizing. */
const constant = (call: CallFact): boolean => call.argSafety.every((arg) => arg === 'constant');

function sanitizedArgumentFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const key = (call: CallFact, scope: string): string | null =>
    call.category === null && call.argSafety.length > 0 ? `${scope}\u0000${call.name}` : null;
  const before = countBy(live(ctx, ctx.base.calls), (call) => key(call, ctx.mapScope(call.scope)));
  const after = countBy(ctx.proposed.calls, (call) => key(call, call.scope));
  for (const [group, calls] of before) {
    const later = after.get(group) ?? [];
    const sanitizedBefore = calls.filter(sanitized).length;
    // A sanitized value replaced by a constant lost no sanitizing: a pattern built from a
    // variable named `single_quoted`, now written out as one literal (markdown-it 14.3.0, a
    // --wider tuning release). Only calls beyond the base's constant ones count so.
    const safeAfter =
      later.filter(sanitized).length +
      Math.max(0, later.filter(constant).length - calls.filter(constant).length);
    if (safeAfter >= sanitizedBefore || later.length < calls.length) {
      continue;
    }
    const raw = later.find((call) => !sanitized(call) && !constant(call));
    const name = calls[0]?.name ?? '';
    const was = calls.find(sanitized);
    findings.push({
      rule: 'unsanitized-argument',
      line: raw?.line ?? null,
      ...(was === undefined ? {} : { lostLine: was.line }),
      message: `\`${name}\` now receives a value that was sanitized in the baseline but is raw here${raw === undefined ? '' : ` (\`${raw.callee}\`)`}; pass the sanitized value`,
    });
  }
  return findings;
}

function randomFindings(ctx: DiffContext): SecurityFinding[] {
  const added = ctx.proposed.insecureRandom.length - ctx.base.insecureRandom.length;
  if (added <= 0) {
    return [];
  }
  const isRandomSource = (call: CallFact): boolean =>
    call.callee !== 'Math.random' &&
    !/^random\./.test(call.callee) &&
    (call.category === 'secure-random' ||
      wordsOf(call.callee).some((word) => word === 'random' || word === 'uuid'));
  const sourcesBefore = live(ctx, ctx.base.calls).filter(isRandomSource).length;
  const sourcesAfter = ctx.proposed.calls.filter(isRandomSource).length;
  const baseScopes = new Set(ctx.base.insecureRandom.map((use) => ctx.mapScope(use.scope)));
  const suspicious = ctx.proposed.insecureRandom.filter(
    (use) =>
      sourcesAfter < sourcesBefore ||
      (!baseScopes.has(use.scope) && wordsOf(use.scope).some((word) => TOKEN_WORDS.test(word))),
  );
  return suspicious.slice(0, 1).map((use) => ({
    rule: 'insecure-random',
    line: use.line,
    message: `\`Math.random()\`-style randomness now produces values in \`${use.scope}\`${sourcesAfter < sourcesBefore ? ' where the baseline used a secure random source' : ''}; use crypto.randomBytes / randomInt / getRandomValues (secrets in Python)`,
  }));
}

/** Dropped primitives, bypassed helpers, removed literal checks, raw arguments, weak randomness. */
export function diffPrimitives(ctx: DiffContext): SecurityFinding[] {
  return [
    ...primitiveFindings(ctx),
    ...middlewareFindings(ctx),
    ...helperCallFindings(ctx),
    ...checkFindings(ctx),
    ...prefixFindings(ctx),
    ...sanitizedArgumentFindings(ctx),
    ...randomFindings(ctx),
  ];
}

import { lastScopeName } from './diff-context.js';
import type { DiffContext, SecurityFinding } from './diff-context.js';
import { MODULE_SCOPE, RELEVANT_CATEGORIES } from './ir.js';
import type { CallFact, CheckFact, SecurityFacts } from './ir.js';
import { categoriesOfFormula } from './formula-compare.js';
import type { PrimitiveCategory } from './vocabulary.js';
import { isSanitizerFunctionName, wordsOf } from './vocabulary.js';

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

function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

/** Facts of the baseline whose function is still around (or renamed): deleted code owes nothing. */
function live<T extends { readonly scope: string }>(ctx: DiffContext, facts: readonly T[]): T[] {
  return facts.filter((fact) => ctx.goneReason(fact.scope) === null);
}

function countBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) {
      map.set(k, [...(map.get(k) ?? []), item]);
    }
  }
  return map;
}

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
  const counted = (call: CallFact): string | null => {
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
  const baseCalls = countBy(live(ctx, ctx.base.calls), counted);
  const proposedCalls = countBy(ctx.proposed.calls, counted);
  for (const [category, calls] of baseCalls) {
    const cat = category as PrimitiveCategory;
    const after = proposedCalls.get(category) ?? [];
    if (after.length >= calls.length) {
      continue;
    }
    const beforeByName = countBy(calls, (call) => call.name);
    const afterByName = countBy(after, (call) => call.name);
    const dropped: string[] = [];
    let first: CallFact | undefined;
    for (const [name, list] of beforeByName) {
      const deficit =
        list.length - (afterByName.get(name)?.length ?? 0) - helperCredit(ctx, ctx.proposed, name);
      if (deficit > 0) {
        dropped.push(`\`${list[0]?.callee ?? name}\` (${plural(deficit, 'call')} fewer)`);
        first ??= list[0];
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
      message: `${CATEGORY_LABEL[cat]} dropped: ${dropped.join(', ')}, first in ${where}; keep the call on every path it protected`,
    });
  }
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
      message: `${CATEGORY_LABEL[cat]} middleware \`${first.name}\` is registered ${plural(refs.length - after, 'time')} fewer (${where}); keep it on the routes it protected`,
    });
  }
  return findings;
}

/** A function whose body checks or cleans: its callers rely on it. */
function isSecurityHelper(
  facts: SecurityFacts,
  ctx: DiffContext,
  scope: string,
  name: string,
): boolean {
  const inside = (fact: { readonly scope: string }): boolean =>
    fact.scope === scope || fact.scope.startsWith(`${scope}.`);
  return (
    isSanitizerFunctionName(name) ||
    facts.calls.some(
      (call) =>
        inside(call) &&
        call.category !== null &&
        call.category !== 'validation' &&
        call.category !== 'auth',
    ) ||
    facts.checks.some(inside) ||
    facts.guards.some(
      (guard) =>
        inside(guard) &&
        guard.action !== 'abort' &&
        [...categoriesOfFormula(guard.formula)].some((category) =>
          RELEVANT_CATEGORIES.has(category),
        ),
    ) ||
    (ctx.basePredicate(name) !== null &&
      [
        ...categoriesOfFormula(ctx.basePredicate(name)?.formula ?? { kind: 'const', value: true }),
      ].some(
        (category) =>
          category === 'prototype' || category === 'traversal' || category === 'containment',
      ))
  );
}

/**
 * The helper's checks still exist elsewhere in the proposed file as often as before: it was
 * inlined into its callers, not bypassed.
 */
function isInlined(ctx: DiffContext, scope: string): boolean {
  const within =
    (root: string) =>
    (fact: { readonly scope: string }): boolean =>
      fact.scope === root || fact.scope.startsWith(`${root}.`);
  const inside = within(scope);
  const insideProposed = within(ctx.mapScope(scope));
  const primitives = new Set(
    ctx.base.calls
      .filter((call) => inside(call) && call.category !== null)
      .map((call) => call.name),
  );
  const checks = new Set(ctx.base.checks.filter(inside).map((check) => check.key));
  const guards = new Set(
    ctx.base.guards
      .filter((guard) => inside(guard) && guard.action !== 'abort')
      .map((guard) => guard.actionKey),
  );
  if (primitives.size + checks.size + guards.size === 0) {
    return false;
  }
  // Inlined means the helper's checks now run outside it as often as they ran anywhere before;
  // a helper that is still defined but no longer called does not count.
  const moved = <T extends { readonly scope: string }>(
    base: readonly T[],
    proposed: readonly T[],
    match: (item: T) => boolean,
  ): boolean =>
    proposed.filter((item) => match(item) && !insideProposed(item)).length >=
    base.filter(match).length;
  return (
    [...primitives].every((name) =>
      moved(ctx.base.calls, ctx.proposed.calls, (call) => call.name === name),
    ) &&
    [...checks].every((key) =>
      moved(ctx.base.checks, ctx.proposed.checks, (check) => check.key === key),
    ) &&
    [...guards].every((key) =>
      moved(ctx.base.guards, ctx.proposed.guards, (guard) => guard.actionKey === key),
    )
  );
}

function helperCallFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const notRecursive = (call: CallFact): boolean => !call.scope.endsWith(call.name);
  const baseByName = countBy(live(ctx, ctx.base.calls).filter(notRecursive), (call) => call.name);
  const proposedByName = countBy(ctx.proposed.calls.filter(notRecursive), (call) => call.name);
  for (const fn of ctx.base.functions) {
    if (fn.name === null || fn.scope === MODULE_SCOPE) {
      continue;
    }
    const name = fn.name;
    const baseCalls = baseByName.get(name) ?? [];
    if (baseCalls.length === 0 || baseCalls.some((call) => call.category !== null)) {
      continue;
    }
    const renamed = lastScopeName(ctx.mapScope(fn.scope));
    const proposedCalls =
      (proposedByName.get(name)?.length ?? 0) +
      (renamed === name ? 0 : (proposedByName.get(renamed)?.length ?? 0));
    const first = baseCalls[0];
    if (
      proposedCalls >= baseCalls.length ||
      first === undefined ||
      !isSecurityHelper(ctx.base, ctx, fn.scope, name) ||
      isInlined(ctx, fn.scope)
    ) {
      continue;
    }
    const { line, where } = ctx.locate(first.scope, first.line);
    findings.push({
      rule: 'security-helper-bypassed',
      line,
      cwe: 'CWE-20',
      message: `\`${name}\` (it sanitizes or checks its input) is called ${plural(baseCalls.length - proposedCalls, 'time')} fewer, first in ${where}; keep passing values through it`,
    });
  }
  return findings;
}

const CHECK_RULES: Readonly<Record<string, { rule: string; cwe: string; label: string }>> = {
  prototype: {
    rule: 'prototype-check-removed',
    cwe: 'CWE-1321',
    label: 'prototype-pollution check',
  },
  traversal: {
    rule: 'traversal-check-removed',
    cwe: 'CWE-22',
    label: 'path traversal check (`..`)',
  },
  containment: {
    rule: 'containment-check-removed',
    cwe: 'CWE-22',
    label: 'path containment check',
  },
  scheme: { rule: 'scheme-check-removed', cwe: 'CWE-79', label: 'URL scheme check' },
  'credential-strip': { rule: 'credential-leak', cwe: 'CWE-200', label: 'credential stripping' },
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

function checkFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const before = countBy(live(ctx, ctx.base.checks), (check) => check.key);
  const after = countBy(ctx.proposed.checks, (check) => check.key);
  const proposedCallsByName = countBy(ctx.proposed.calls, (call) => call.name);
  for (const [key, checks] of before) {
    const remaining = creditedCount(after.get(key) ?? [], proposedCallsByName);
    const expected = checks.length;
    const first = checks[0];
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
      cwe: spec.cwe,
      message: `${what} removed (${plural(expected - remaining, 'place')} fewer; \`${first.text}\` in ${where}); keep it`,
    });
  }
  return findings;
}

function sanitizedArgumentFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const key = (call: CallFact, scope: string): string | null =>
    call.category === null && call.sanitizedArgs.length > 0 ? `${scope}\u0000${call.name}` : null;
  const before = countBy(live(ctx, ctx.base.calls), (call) => key(call, ctx.mapScope(call.scope)));
  const after = countBy(ctx.proposed.calls, (call) => key(call, call.scope));
  for (const [group, calls] of before) {
    const later = after.get(group) ?? [];
    const sanitizedBefore = calls.filter((call) => call.sanitizedArgs.some(Boolean)).length;
    const sanitizedAfter = later.filter((call) => call.sanitizedArgs.some(Boolean)).length;
    if (sanitizedAfter >= sanitizedBefore || later.length < calls.length) {
      continue;
    }
    const raw = later.find((call) => !call.sanitizedArgs.some(Boolean));
    const name = calls[0]?.name ?? '';
    findings.push({
      rule: 'unsanitized-argument',
      line: raw?.line ?? null,
      cwe: 'CWE-20',
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
    cwe: 'CWE-338',
    message: `\`Math.random()\`-style randomness now produces values in \`${use.scope}\`${sourcesAfter < sourcesBefore ? ' where the baseline used a secure random source' : ''}; use crypto.randomBytes / randomInt / getRandomValues (secrets in Python)`,
  }));
}

/** Dropped primitives, bypassed helpers, removed literal checks, raw arguments, weak randomness. */
export function diffPrimitives(ctx: DiffContext): SecurityFinding[] {
  return [
    ...primitiveFindings(ctx),
    ...helperCallFindings(ctx),
    ...checkFindings(ctx),
    ...sanitizedArgumentFindings(ctx),
    ...randomFindings(ctx),
  ];
}

import { lastScopeName } from './diff-context.js';
import type { DiffContext, SecurityFinding } from './diff-context.js';
import { countBy, live, plural } from './diff-facts.js';
import { MODULE_SCOPE, RELEVANT_CATEGORIES } from './ir.js';
import type { CallFact, FunctionFact, SecurityFacts } from './ir.js';
import { categoriesOfFormula } from './formula-compare.js';
import { isSanitizerFunctionName, wordsOf } from './vocabulary.js';

// A helper is a function that is there to check or clean what it is given: named for the job,
// or small (a few lines around its check). Large functions that happen to contain a check
// (`parse`, `compile`, `parseNode`) are called fewer times in every refactor; counting their
// calls rejected about one release in twenty of security-heavy libraries (the tuning set of
// scripts/bench-real/secreg-releases.mjs).
const HELPER_WORDS =
  /^(?:valid|validate|validates|validator|verify|verifies|check|checks|checked|assert|ensure|guard|safe|sanitize|sanitise|sanitizer|escape|escaper|allowed|allow|allowlist|whitelist|blacklist|denylist|deny|forbidden|authorize|authorized|authenticate|authenticated|permitted|permission|trusted|secure|purify|clean|canonical|canonicalize|normalize|reserved|dangerous|unsafe)$/;
const SMALL_HELPER_LINES = 12;

function isCheckingHelper(fn: FunctionFact): boolean {
  return (
    fn.lines <= SMALL_HELPER_LINES ||
    (fn.name !== null &&
      (isSanitizerFunctionName(fn.name) ||
        wordsOf(fn.name).some((word) => HELPER_WORDS.test(word))))
  );
}

/** A function named for checking or cleaning, whose body does: its callers rely on it. */
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

// Methods every Set, Map, Array or String has: `seen.has(x)` calls the Set's, not a helper of
// the file named `has`.
const BUILT_IN_METHODS = new Set([
  'has',
  'get',
  'set',
  'add',
  'delete',
  'push',
  'includes',
  'indexOf',
  'test',
  'match',
  'replace',
  'join',
  'slice',
]);

/** Whether the call can be one of a helper of the file (not a built-in method of another object). */
function mayCallHelper(call: CallFact): boolean {
  return (
    !BUILT_IN_METHODS.has(call.name) ||
    call.callee === call.name ||
    /^(?:this|self|exports|module\.exports)\.[^.]+$/.test(call.callee)
  );
}

/**
 * The change deleted the helper and each function that lost its calls now calls another
 * checking helper it did not call before: the checks were moved behind new names (strman
 * 1.0.0 deleted `_at`, whose two type checks `at` now makes through `validString` and
 * `validNumber` of a shared module), not bypassed. A helper the change keeps stays counted,
 * and a replacement defined in the file must itself be one that checks.
 */
function replacedByChecker(
  ctx: DiffContext,
  fn: FunctionFact,
  lostFrom: readonly string[],
): boolean {
  const renamed = lastScopeName(ctx.mapScope(fn.scope));
  if (ctx.proposed.functions.some((other) => other.name === fn.name || other.name === renamed)) {
    return false;
  }
  const defined = new Map(
    ctx.proposed.functions
      .filter((other) => other.name !== null)
      .map((other) => [other.name ?? '', other]),
  );
  const checksInside = (local: FunctionFact): boolean => {
    const inside = (fact: { readonly scope: string }): boolean =>
      fact.scope === local.scope || fact.scope.startsWith(`${local.scope}.`);
    return ctx.proposed.checks.some(inside) || ctx.proposed.guards.some(inside);
  };
  const isChecker = (name: string): boolean => {
    const local = defined.get(name);
    return (
      wordsOf(name).some((word) => HELPER_WORDS.test(word)) &&
      (local === undefined || checksInside(local))
    );
  };
  return lostFrom.every((scope) => {
    const before = new Set(
      ctx.base.calls.filter((call) => call.scope === scope).map((call) => call.name),
    );
    const now = ctx.mapScope(scope);
    return ctx.proposed.calls.some(
      (call) => call.scope === now && !before.has(call.name) && isChecker(call.name),
    );
  });
}

export function helperCallFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const counted = (call: CallFact): boolean =>
    !call.scope.endsWith(call.name) && mayCallHelper(call);
  const baseByName = countBy(live(ctx, ctx.base.calls).filter(counted), (call) => call.name);
  const proposedByName = countBy(ctx.proposed.calls.filter(counted), (call) => call.name);
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
    // Fewer calls from functions that all still call the helper are calls merged or moved
    // within them (two `negate(...)` in one template now one, shared by both branches); the
    // helper is bypassed where a function that passed values through it no longer does.
    const stillCalling = new Set(
      [...(proposedByName.get(name) ?? []), ...(proposedByName.get(renamed) ?? [])].map(
        (call) => call.scope,
      ),
    );
    const lost = baseCalls.filter((call) => !stillCalling.has(ctx.mapScope(call.scope)));
    const first = lost[0];
    if (
      proposedCalls >= baseCalls.length ||
      first === undefined ||
      !isCheckingHelper(fn) ||
      !isSecurityHelper(ctx.base, ctx, fn.scope, name) ||
      isInlined(ctx, fn.scope) ||
      replacedByChecker(ctx, fn, [...new Set(lost.map((call) => call.scope))])
    ) {
      continue;
    }
    const { line, where } = ctx.locate(first.scope, first.line);
    findings.push({
      rule: 'security-helper-bypassed',
      line,
      lostLine: first.line,
      lostCalls: [
        { name, fewer: baseCalls.length - proposedCalls, from: lastScopeName(first.scope) },
      ],
      message: `\`${name}\` (it sanitizes or checks its input) is called ${plural(baseCalls.length - proposedCalls, 'time')} fewer, first in ${where}; keep passing values through it`,
    });
  }
  return findings;
}

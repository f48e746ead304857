import { lastScopeName } from './diff-context.js';
import type { DiffContext } from './diff-context.js';
import { atomsOf, inlinePredicates } from './formula-compare.js';
import { RELEVANT_CATEGORIES } from './ir.js';
import { isCheckingName } from './vocabulary.js';

/** New calls in a function that may carry a guard moved out of it (`validate(x)`, `assertOwner()`). */
export function newCheckingCalls(ctx: DiffContext, scope: string): boolean {
  const before = new Set(
    ctx.base.calls.filter((call) => call.scope === scope).map((call) => call.name),
  );
  const after = ctx.mapScope(scope);
  return ctx.proposed.calls.some(
    (call) =>
      call.scope === after &&
      !before.has(call.name) &&
      (isCheckingName(call.callee) ||
        ctx.proposed.guards.some((guard) => guard.scope.endsWith(call.name)) ||
        filtersItems(ctx, call.name)),
  );
}

/** A function of the file that keeps items by a predicate testing something relevant. */
function filtersItems(ctx: DiffContext, name: string): boolean {
  return ctx.proposed.conditions.some(
    (condition) =>
      condition.keeps === true &&
      lastScopeName(condition.scope) === name &&
      atomsOf(inlinePredicates(condition.formula, ctx.proposedPredicate)).some((atom) =>
        atom.categories.some((category) => RELEVANT_CATEGORIES.has(category)),
      ),
  );
}

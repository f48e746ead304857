import { escapeRegExp } from '../../common/index.js';
import type { DiffContext } from './diff-context.js';
import { listReceiver } from './extract-lists.js';
import type { CheckFact } from './ir.js';

/**
 * A key test against a named list the baseline defined, which the function still makes against
 * a list of that name the proposed file no longer defines (imported from another module now):
 * what it holds cannot be read here, so no key of it counts as lost.
 */
export function listMovedAway(ctx: DiffContext, check: CheckFact): boolean {
  const list = check.category === 'prototype' ? listReceiver(check.text) : null;
  if (list === null) {
    return false;
  }
  const scope = ctx.mapScope(check.scope);
  const tests = new RegExp(`^${escapeRegExp(list)}\\.(?:includes|has|indexOf|test)$`);
  return (
    ctx.proposed.calls.some((call) => call.scope === scope && tests.test(call.callee)) &&
    !ctx.proposed.checks.some((one) => one.scope === scope && listReceiver(one.text) === list)
  );
}

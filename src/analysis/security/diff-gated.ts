import type { DiffContext, SecurityFinding } from './diff-context.js';
import {
  atomKeysIn,
  atomsOf,
  compareFormulas,
  formulaKey,
  inlinePredicates,
} from './formula-compare.js';
import type { Atom, Formula, GatedCall } from './ir.js';
import { calleeRoots, mentions } from './render.js';

/**
 * Operations that kept running while a check that gated them was dropped: `if (byte < 250)
 * digits.push(byte % 10)` becoming an unconditional push, or a reuse condition losing its
 * `nlink <= 1`. The check's kind must be security-relevant or a bound; plain feature flags and
 * null tests (`generic`) and collection lookups (`allowlist`) are not reported.
 */
const IGNORED_CATEGORIES: ReadonlySet<string> = new Set(['generic', 'allowlist']);

// Calls that report rather than act: run in more cases, they report more; no protection they
// gave is lost (yaml 2.7.0 and 2.8.4 in the --wider2 tuning releases of secreg-releases.mjs
// now call `console.warn` and `onError` where a condition held them back).
const REPORTING_CALL =
  /^(?:on)?(?:error|warn|warning)$|^(?:log|debug|info|trace|emitwarning|reporterror)$/i;

// Calls that check rather than act (`invariant(!Array.isArray(spec), ...)`, `assert.ok(x)`):
// run in more cases, they throw in more; they guard, and lose no guard of their own
// (immutability-helper 2.7.1 turned an early `return spec(object)` into `spec = { $apply:
// spec }`, so its invariants now run for a function spec too).
const ASSERTING_CALL = /^(?:invariant|assert(?:[A-Z_]\w*)?)$/;

// String methods that only compute a new string from one (`result.replace(match, value)`):
// run in more cases, they act on nothing; the value they give is judged where it goes (a sink
// rule). json-templates 5.1.0 (bench:real's fifty-seventh set) dropped an early `return value`
// for objects, so its `return result.replace(match, value)` now runs for them too.
const STRING_TRANSFORM =
  /^(?:replace|replaceAll|concat|slice|substring|substr|trim|trimStart|trimEnd|toLowerCase|toUpperCase|padStart|padEnd|repeat|normalize)$/;

function transformsOnly(call: GatedCall): boolean {
  return STRING_TRANSFORM.test(call.name) && /^(?:return\s|[\w$.]+\s*=[^=])/.test(call.text);
}

function reports(call: GatedCall): boolean {
  return (
    transformsOnly(call) ||
    REPORTING_CALL.test(call.name) ||
    ASSERTING_CALL.test(call.name) ||
    /^(?:console|assert)\./.test(call.key)
  );
}

function pairCalls(
  ctx: DiffContext,
  base: readonly GatedCall[],
  proposed: readonly GatedCall[],
): [GatedCall, GatedCall][] {
  const pairs: [GatedCall, GatedCall][] = [];
  const taken = new Set<GatedCall>();
  const byKey = new Map<string, GatedCall[]>();
  const byName = new Map<string, GatedCall[]>();
  const add = (map: Map<string, GatedCall[]>, key: string, call: GatedCall): void => {
    const list = map.get(key);
    if (list === undefined) {
      map.set(key, [call]);
    } else {
      list.push(call);
    }
  };
  for (const call of proposed) {
    add(byKey, `${call.scope}\u0000${call.key}`, call);
    add(byName, `${call.scope}\u0000${call.name}`, call);
  }
  const left: GatedCall[] = [];
  for (const call of base) {
    const match = byKey
      .get(`${ctx.mapScope(call.scope)}\u0000${call.key}`)
      ?.find((candidate) => !taken.has(candidate));
    if (match === undefined) {
      left.push(call);
    } else {
      pairs.push([call, match]);
      taken.add(match);
    }
  }
  for (const call of left) {
    const candidates = (byName.get(`${ctx.mapScope(call.scope)}\u0000${call.name}`) ?? []).filter(
      (candidate) => !taken.has(candidate),
    );
    const keys = new Set(atomsOf(call.formula).map((atom) => atom.key));
    let best: GatedCall | null = null;
    let bestScore = -1;
    for (const candidate of candidates) {
      const score = atomsOf(candidate.formula).filter((atom) => keys.has(atom.key)).length;
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    if (best !== null) {
      pairs.push([call, best]);
      taken.add(best);
    }
  }
  return pairs;
}

/**
 * The same value is still tested, against another pattern (`/^-/.test(next)` became
 * `/^(-|--)[^-]/.test(next)`): the check changed, it was not dropped. Whether the new pattern
 * recognizes less is pattern-narrowed's question. A pattern that checks a scheme, a path or a
 * key still counts as lost here, since that rule judges only files that sanitize.
 */
function patternRewritten(atom: Atom, kept: readonly Atom[]): boolean {
  const subject = atom.regex?.subject ?? null;
  return (
    subject !== null &&
    atom.categories.every(
      (category) => category === 'pattern' || IGNORED_CATEGORIES.has(category),
    ) &&
    kept.some((other) => other.regex !== null && other.regex.subject === subject)
  );
}

/** `formula` with the atom `key` replaced by a constant. */
function substitute(formula: Formula, key: string, value: boolean): Formula {
  switch (formula.kind) {
    case 'atom':
      return formula.atom.key === key ? { kind: 'const', value } : formula;
    case 'not':
      return { kind: 'not', arg: substitute(formula.arg, key, value) };
    case 'and':
    case 'or':
      return { kind: formula.kind, args: formula.args.map((arg) => substitute(arg, key, value)) };
    case 'const':
      return formula;
  }
}

/**
 * The baseline made the same call on the other side of the check too (`if (ok) parts.push(n)
 * else parts.push(s)`): the check chose the argument, not whether the call ran, so the call
 * that now picks its argument itself (`parts.push(ok ? n : s)`) bypasses nothing. Decided on
 * the calls of that name under the lost checks: whether one of them ran does not depend on
 * any lost check. A call elsewhere in the function, under none of them, covers nothing.
 */
function ranEitherWay(ctx: DiffContext, before: GatedCall, lost: readonly Atom[]): boolean {
  const lostKeys = new Set(lost.map((atom) => atom.key));
  const siblings = ctx.base.gated
    .filter((call) => call !== before && call.scope === before.scope && call.name === before.name)
    .map((call) => inlinePredicates(call.formula, ctx.basePredicate))
    .filter((formula) => atomsOf(formula).some((atom) => lostKeys.has(atom.key)));
  if (siblings.length === 0) {
    return false;
  }
  const union: Formula = {
    kind: 'or',
    args: [inlinePredicates(before.formula, ctx.basePredicate), ...siblings],
  };
  return [...lostKeys].every(
    (key) =>
      compareFormulas(substitute(union, key, true), substitute(union, key, false)) === 'equal',
  );
}

/**
 * The call now sends on, as it is, the very value the lost check tested: `res.redirect(next)`
 * after `if (next.startsWith('//')) return res.redirect('/')`. The check chose whether that
 * value went out or a fixed one did, so a call of the same name on its other side covers
 * nothing. A call that still picks its argument itself (`parts.push(ok ? n : s)`) is not this.
 */
function sendsCheckedValue(after: GatedCall, lost: readonly Atom[]): boolean {
  const open = after.text.indexOf('(');
  const args = open < 0 ? '' : after.text.slice(open + 1, after.text.lastIndexOf(')'));
  if (args === '' || /[?&|]/.test(args)) {
    return false;
  }
  const passed = new Set(args.split(',').map((arg) => arg.trim()));
  return lost.some((atom) => {
    const root = /^[!(\s]*([A-Za-z_$][\w$]*)/.exec(atom.key)?.[1];
    return root !== undefined && passed.has(root);
  });
}

/**
 * The check moved into a function of the file that the call's function now calls (`const part
 * = formatPathSegment(segment); parts.push(part)`, where `formatPathSegment` tests what the
 * inline branches did): it still runs on that flow.
 */
function movedIntoCallee(ctx: DiffContext, after: GatedCall, lost: readonly Atom[]): boolean {
  const called = new Set(
    ctx.proposed.calls.filter((call) => call.scope === after.scope).map((call) => call.name),
  );
  const checked = atomKeysIn(
    [...ctx.proposed.conditions, ...ctx.proposed.guards, ...ctx.proposed.gated],
    (scope) => scope !== after.scope && called.has(scope.split('.').at(-1) ?? scope),
    ctx.proposedPredicate,
  );
  return lost.every((atom) => checked.has(atom.key));
}

export function diffGatedCalls(ctx: DiffContext): SecurityFinding[] {
  const base = ctx.base.gated.filter((call) => ctx.goneReason(call.scope) === null);
  const findings: SecurityFinding[] = [];
  const reported = new Set<string>();
  for (const [before, after] of pairCalls(ctx, base, ctx.proposed.gated)) {
    if (reported.has(after.scope) || reports(before)) {
      continue;
    }
    const baseFormula = inlinePredicates(before.formula, ctx.basePredicate);
    const proposedFormula = inlinePredicates(after.formula, ctx.proposedPredicate);
    if (
      formulaKey(baseFormula) === formulaKey(proposedFormula) ||
      compareFormulas(baseFormula, proposedFormula) !== 'broader'
    ) {
      continue;
    }
    const keptAtoms = atomsOf(proposedFormula);
    const kept = new Set(keptAtoms.map((atom) => atom.key));
    // `if (typeof cb === 'function') cb()` and `if (this.log) this.log.debug()` test the callee,
    // not the data: dropping them (for `cb?.()`) changes no protection.
    const callee = [...calleeRoots(before.key), ...calleeRoots(after.key)];
    const lost: Atom[] = atomsOf(baseFormula).filter(
      (atom) =>
        !kept.has(atom.key) &&
        !callee.some((root) => mentions(atom.key, root)) &&
        atom.categories.some((category) => !IGNORED_CATEGORIES.has(category)) &&
        !patternRewritten(atom, keptAtoms),
    );
    if (
      lost.length === 0 ||
      (ranEitherWay(ctx, before, lost) && !sendsCheckedValue(after, lost)) ||
      movedIntoCallee(ctx, after, lost)
    ) {
      continue;
    }
    reported.add(after.scope);
    // A call that now runs under no condition at all has nothing in the check's place on its own
    // flow, however the code around it was rewritten: that is the evidence, so no `lost` line
    // for the rewrite test of evidence.ts.
    const unconditional = proposedFormula.kind === 'const' && proposedFormula.value;
    const checks = [...new Set(lost.map((atom) => `\`${atom.key}\``))].slice(0, 3).join(', ');
    findings.push({
      rule: 'check-bypassed',
      line: after.line,
      ...(unconditional ? {} : { lostLine: before.line }),
      message: `\`${after.text}\` now runs without the check ${checks} that gated it in the baseline (line ${String(before.line)}); keep the condition`,
    });
  }
  return findings;
}

import { atomsOf } from './formula-compare.js';
import type { Predicate } from './formula-compare.js';
import { withoutImpliedTests } from './extract-ownkeys.js';
import { MODULE_SCOPE } from './ir.js';
import type { FunctionFact, SecurityFacts } from './ir.js';
import type { SecurityRuleId } from './rules.js';

/** One thing the diff found; `line` is in the proposed file unless the message says otherwise. */
export interface SecurityFinding {
  readonly rule: SecurityRuleId;
  readonly line: number | null;
  readonly message: string;
  /** Only where the CWE depends on what was weakened; otherwise the rule's own (rules.ts). */
  readonly cwe?: string;
  /**
   * The baseline line where the protection the finding says was lost stood, for the evidence
   * check of `evidence.ts`. Absent for findings about added code, and where the finding is
   * itself evidence on a flow (a gated call now runs unconditionally).
   */
  readonly lostLine?: number;
  /**
   * Set by a rule whose finding shows no lost check of its own, only a narrower reach (a guard
   * made conditional): why it is reported as a note rather than a refusal.
   */
  readonly weak?: string;
  /**
   * For a finding about added code, the code it is about (a regex's pattern): an added file
   * that carries it where the baseline of another file of the change already had it, in any
   * spelling, introduces nothing (a file converted, bundled or split).
   */
  readonly introduces?: string;
  /**
   * The calls the finding says were dropped (`validate`, 1 call fewer): the gate checks
   * whether the change makes them in another of its files instead.
   */
  readonly lostCalls?: readonly LostCall[];
}

export interface LostCall {
  readonly name: string;
  readonly fewer: number;
  /** The function that made the call in the baseline (its last name). */
  readonly from: string;
}

/** Lookups over both sides that every rule needs. */
export interface DiffContext {
  readonly base: SecurityFacts;
  readonly proposed: SecurityFacts;
  /** Predicate helpers by name; the proposed side falls back to the baseline's for moved helpers. */
  readonly basePredicate: (name: string) => Predicate | null;
  readonly proposedPredicate: (name: string) => Predicate | null;
  /** Calls to a function by name on a side, not counting its calls to itself. */
  callsTo(side: 'base' | 'proposed', name: string): number;
  /**
   * Why a baseline fact in `scope` needs no counterpart: its function was deleted and nothing
   * calls it any more (dead code), or was moved out of the file and is still called. Null when
   * the function is still here or was renamed (its facts must still be accounted for).
   */
  goneReason(scope: string): 'dead' | 'moved' | null;
  /**
   * Where to point for something that was in `scope` in the baseline: the line of that
   * function in the proposed file, or the baseline line when the function is gone (`where`
   * always names the baseline line).
   */
  locate(scope: string, baseLine: number): { line: number | null; where: string };
  /** A baseline scope under the names its functions have in the proposed file (renames applied). */
  mapScope(scope: string): string;
}

export function lastScopeName(scope: string): string {
  return scope.split('.').at(-1) ?? scope;
}

function byName(functions: readonly FunctionFact[]): Map<string, FunctionFact> {
  const map = new Map<string, FunctionFact>();
  for (const fn of functions) {
    if (fn.name !== null && !map.has(fn.name)) {
      map.set(fn.name, fn);
    }
  }
  return map;
}

/**
 * Each predicate helper's formula by name. A name given several definitions (object-path
 * 0.11.5: `var hasShallowProperty` set to `function () { return true }` when inherited props
 * are allowed, else to the old check) reads as the one that checks the most: the others are a
 * mode's shortcut, and reading the first as the helper made every call of it look unchecked.
 */
function predicates(functions: readonly FunctionFact[]): Map<string, Predicate> {
  const map = new Map<string, Predicate>();
  for (const fn of functions) {
    const known = fn.name === null ? undefined : map.get(fn.name);
    if (
      fn.name !== null &&
      fn.returnFormula !== null &&
      (known === undefined || atomsOf(fn.returnFormula).length > atomsOf(known.formula).length)
    ) {
      map.set(fn.name, { params: fn.params, formula: fn.returnFormula });
    }
  }
  return map;
}

function callCounts(facts: SecurityFacts): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of facts.calls) {
    if (lastScopeName(call.scope) === call.name) {
      continue;
    }
    counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
  }
  return counts;
}

function callNamesByScope(facts: SecurityFacts): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const call of facts.calls) {
    const set = map.get(call.scope) ?? new Set<string>();
    set.add(call.name);
    map.set(call.scope, set);
  }
  return map;
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) {
    length += 1;
  }
  return length;
}

/** One side's facts indexed the ways the rules look them up. */
interface SideIndex {
  readonly functions: ReadonlyMap<string, FunctionFact>;
  readonly predicates: ReadonlyMap<string, Predicate>;
  readonly callCounts: ReadonlyMap<string, number>;
  readonly callNames: ReadonlyMap<string, Set<string>>;
}

function indexSide(facts: SecurityFacts): SideIndex {
  return {
    functions: byName(facts.functions),
    predicates: predicates(facts.functions),
    callCounts: callCounts(facts),
    callNames: callNamesByScope(facts),
  };
}

/**
 * The new function that makes the most of `calls`: at least 60% of them, best by Jaccard
 * similarity of the calls, a name sharing its start with `name` as the tie-breaker.
 */
function closestByCalls(
  name: string,
  calls: ReadonlySet<string>,
  newFunctions: readonly FunctionFact[],
  proposedCalls: SideIndex['callNames'],
): FunctionFact | null {
  let best: FunctionFact | null = null;
  let bestScore = 0;
  for (const candidate of newFunctions) {
    const other = proposedCalls.get(candidate.scope);
    if (other === undefined) {
      continue;
    }
    const shared = [...calls].filter((call) => other.has(call)).length;
    if (shared / calls.size < 0.6) {
      continue;
    }
    const score =
      shared / new Set([...calls, ...other]).size + commonPrefix(name, candidate.name ?? '') / 1000;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A function that disappeared while a new one with mostly the same calls appeared was renamed,
 * not deleted: its checks must still be found somewhere. An identical body (a fingerprint long
 * enough to mean something) settles it; otherwise the calls decide, and a function making fewer
 * than two calls is too small to recognize.
 */
function renameFinder(
  base: SecurityFacts,
  baseIndex: SideIndex,
  proposed: SecurityFacts,
  proposedIndex: SideIndex,
): (scope: string) => FunctionFact | null {
  const newFunctions = proposed.functions.filter(
    (fn) => fn.name !== null && !baseIndex.functions.has(fn.name),
  );
  // Anonymous functions share their parent's scope; a scope names its named function.
  const baseByScope = new Map<string, FunctionFact>();
  for (const fn of base.functions) {
    if (fn.name !== null && !baseByScope.has(fn.scope)) {
      baseByScope.set(fn.scope, fn);
    }
  }
  return (scope) => {
    const fingerprint = baseByScope.get(scope)?.fingerprint ?? '';
    const twin =
      fingerprint.length > 20
        ? newFunctions.find((candidate) => candidate.fingerprint === fingerprint)
        : undefined;
    if (twin !== undefined) {
      return twin;
    }
    const calls = baseIndex.callNames.get(scope);
    if (calls === undefined || calls.size < 2) {
      return null;
    }
    return closestByCalls(lastScopeName(scope), calls, newFunctions, proposedIndex.callNames);
  };
}

/** Baseline function names to their names in the proposed file, for the functions renamed. */
function renamesOf(
  base: SecurityFacts,
  proposedIndex: SideIndex,
  proposedScopes: ReadonlySet<string>,
  renamedTo: (scope: string) => FunctionFact | null,
): Map<string, string> {
  const renames = new Map<string, string>();
  for (const fn of base.functions) {
    if (
      fn.name !== null &&
      !proposedIndex.functions.has(fn.name) &&
      !proposedScopes.has(fn.scope)
    ) {
      const target = renamedTo(fn.scope);
      if (target?.name !== null && target?.name !== undefined) {
        renames.set(fn.name, target.name);
      }
    }
  }
  return renames;
}

/** `goneReason` of the context, memoized per scope because it is asked once per fact. */
function goneFinder(
  proposedIndex: SideIndex,
  proposedScopes: ReadonlySet<string>,
  renamedTo: (scope: string) => FunctionFact | null,
): (scope: string) => 'dead' | 'moved' | null {
  const isPresent = (scope: string): boolean =>
    scope === MODULE_SCOPE ||
    proposedScopes.has(scope) ||
    proposedIndex.functions.has(lastScopeName(scope));
  const computeGone = (scope: string): 'dead' | 'moved' | null => {
    // A nested function is gone when any function around it is.
    const parts = scope === MODULE_SCOPE ? [] : scope.split('.');
    for (let length = parts.length; length > 0; length -= 1) {
      const prefix = parts.slice(0, length).join('.');
      if (isPresent(prefix)) {
        continue;
      }
      const name = lastScopeName(prefix);
      if ((proposedIndex.callCounts.get(name) ?? 0) > 0) {
        return 'moved';
      }
      return renamedTo(prefix) === null ? 'dead' : null;
    }
    return null;
  };
  const gone = new Map<string, 'dead' | 'moved' | null>();
  return (scope) => {
    let reason = gone.get(scope);
    if (reason === undefined) {
      reason = computeGone(scope);
      gone.set(scope, reason);
    }
    return reason;
  };
}

export function createDiffContext(written: SecurityFacts, proposed: SecurityFacts): DiffContext {
  const base = withoutImpliedTests(written);
  const baseIndex = indexSide(base);
  const proposedIndex = indexSide(proposed);
  const proposedScopes = new Set(proposed.functions.map((fn) => fn.scope));
  const renamedTo = renameFinder(base, baseIndex, proposed, proposedIndex);
  const renames = renamesOf(base, proposedIndex, proposedScopes, renamedTo);
  const counts = { base: baseIndex.callCounts, proposed: proposedIndex.callCounts };
  return {
    base,
    proposed,
    // A helper both sides have is read alike on both or on neither: one read as a condition
    // and the other as an opaque call (rewritten into a shape extract-functions.ts does not
    // read) would compare a condition with a call and report a check lost that is there.
    basePredicate: (name) =>
      proposedIndex.functions.has(name) && !proposedIndex.predicates.has(name)
        ? null
        : (baseIndex.predicates.get(name) ?? null),
    proposedPredicate: (name) =>
      baseIndex.functions.has(name) && !baseIndex.predicates.has(name)
        ? null
        : (proposedIndex.predicates.get(name) ??
          (proposedIndex.functions.has(name) ? null : (baseIndex.predicates.get(name) ?? null))),
    callsTo: (side, name) => counts[side].get(name) ?? 0,
    goneReason: goneFinder(proposedIndex, proposedScopes, renamedTo),
    mapScope: (scope) =>
      scope
        .split('.')
        .map((part) => renames.get(part) ?? part)
        .join('.'),
    locate(scope, baseLine) {
      const name = lastScopeName(scope);
      const here =
        proposed.functions.find((fn) => fn.name !== null && fn.scope === scope) ??
        proposedIndex.functions.get(name) ??
        renamedTo(scope);
      const label = scope === MODULE_SCOPE ? 'top-level code' : `\`${name}\``;
      if (here === null) {
        return { line: baseLine, where: `${label} (baseline line ${String(baseLine)})` };
      }
      return { line: here.line, where: `${label} (baseline line ${String(baseLine)})` };
    },
  };
}

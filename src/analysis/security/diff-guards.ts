import type { DiffContext, SecurityFinding } from './diff-context.js';
import { newCheckingCalls } from './diff-callees.js';
import {
  atomKeysIn,
  atomsOf,
  categoriesOfFormula,
  compareFormulas,
  formulaKey,
  inlinePredicates,
} from './formula-compare.js';
import type { Predicate } from './formula-compare.js';
import { RELEVANT_CATEGORIES } from './ir.js';
import type { Formula, Guard, GuardAction, GuardCategory } from './ir.js';
import { shapeOf } from './render.js';
import { wordsOf } from './vocabulary.js';

/** A guard with its helpers inlined, ready to compare. */
interface Resolved {
  readonly guard: Guard;
  readonly formula: Formula;
  readonly key: string;
  readonly atomKeys: ReadonlySet<string>;
  readonly categories: ReadonlySet<GuardCategory>;
}

const ACTION_LABEL: Readonly<Record<GuardAction, string>> = {
  throw: 'throws',
  error: 'passes an error on',
  status: 'answers with a 4xx status',
  continue: 'skips the item',
  abort: 'returns early',
};
// Actions that can only mean "refuse"; `abort` (`return false`) may also mean "not bad".
const REFUSING: ReadonlySet<GuardAction> = new Set(['throw', 'error', 'status', 'continue']);

function resolve(guard: Guard, lookup: (name: string) => Predicate | null): Resolved {
  const formula = inlinePredicates(guard.formula, lookup);
  return {
    guard,
    formula,
    key: formulaKey(formula),
    atomKeys: new Set(atomsOf(formula).map((atom) => atom.key)),
    categories: categoriesOfFormula(formula),
  };
}

function relevant(categories: ReadonlySet<GuardCategory>): GuardCategory[] {
  return [...categories].filter((category) => RELEVANT_CATEGORIES.has(category));
}

function overlap(a: Resolved, b: Resolved): number {
  return [...a.atomKeys].filter((key) => b.atomKeys.has(key)).length;
}

/** Greedy pairing in passes from the most to the least certain match. */
function pairGuards(
  ctx: DiffContext,
  base: Resolved[],
  proposed: Resolved[],
): { pairs: [Resolved, Resolved][]; removed: Resolved[] } {
  const pairs: [Resolved, Resolved][] = [];
  let left = [...base];
  let right = [...proposed];
  const pass = (
    matches: (a: Resolved, b: Resolved) => boolean,
    score: (a: Resolved, b: Resolved) => number,
  ): void => {
    const remaining: Resolved[] = [];
    for (const a of left) {
      let best: Resolved | null = null;
      let bestScore = -1;
      for (const b of right) {
        if (matches(a, b)) {
          const s = score(a, b);
          if (s > bestScore) {
            best = b;
            bestScore = s;
          }
        }
      }
      if (best === null) {
        remaining.push(a);
      } else {
        pairs.push([a, best]);
        const chosen = best;
        right = right.filter((b) => b !== chosen);
      }
    }
    left = remaining;
  };
  const same = (a: Resolved, b: Resolved): boolean => ctx.mapScope(a.guard.scope) === b.guard.scope;
  const sameScope = (a: Resolved, b: Resolved): number => (same(a, b) ? 1000 : 0) + overlap(a, b);
  pass((a, b) => a.key === b.key && a.guard.actionKey === b.guard.actionKey, sameScope);
  pass((a, b) => a.key === b.key, sameScope);
  pass(
    (a, b) => a.guard.actionKey === b.guard.actionKey && (same(a, b) || overlap(a, b) > 0),
    sameScope,
  );
  // The same refusal with a check of the same kind: a guard rewritten, or moved between functions.
  pass(
    (a, b) =>
      a.guard.actionKey === b.guard.actionKey &&
      relevant(a.categories).some((category) => b.categories.has(category)),
    sameScope,
  );
  pass(
    (a, b) => a.guard.actionShape === b.guard.actionShape && (same(a, b) || overlap(a, b) > 0),
    sameScope,
  );
  pass((a, b) => same(a, b) && a.guard.action === b.guard.action && overlap(a, b) > 0, sameScope);
  return { pairs, removed: left };
}

function describe(guard: Guard): string {
  return `\`if (${guard.text.replace(/^\((.*)\)$/s, '$1')})\` ${ACTION_LABEL[guard.action]}`;
}

function actionClass(action: GuardAction): string {
  return REFUSING.has(action) && action !== 'continue' ? 'fail' : action;
}

/**
 * What the proposed function refuses that `base` also looks at: the disjunction of its guards of
 * the same kind sharing an atom with `base`, plus `paired`. Splitting `if (!a || !b) throw` into
 * two guards, or merging two into one, keeps the refusal whole.
 */
function coverage(
  ctx: DiffContext,
  base: Resolved,
  proposed: readonly Resolved[],
  paired: Resolved | null,
): { formula: Formula; categories: Set<GuardCategory> } | null {
  const scope = ctx.mapScope(base.guard.scope);
  const related = proposed.filter(
    (item) =>
      item === paired ||
      (item.guard.scope === scope &&
        actionClass(item.guard.action) === actionClass(base.guard.action) &&
        (overlap(base, item) > 0 || checksSameValue(base, item))),
  );
  if (related.length === 0) {
    return null;
  }
  return {
    formula:
      related.length === 1 && related[0] !== undefined
        ? related[0].formula
        : { kind: 'or', args: related.map((item) => item.formula) },
    categories: new Set(related.flatMap((item) => [...item.categories])),
  };
}

/**
 * A guard of the function that is the stand-in of one of the guard's checks on the same value
 * (`STAND_INS`): validator 13.15.15 (the --wider tuning releases of secreg-releases.mjs) split
 * `if (!(typeof input === 'string' || input instanceof String)) throw` into a null test and
 * `if (input.constructor.name !== 'String') throw`.
 */
function checksSameValue(base: Resolved, item: Resolved): boolean {
  return relevant(base.categories).some((category) => hasStandIn(base, item.formula, category));
}

function removedFinding(
  ctx: DiffContext,
  item: Resolved,
  proposed: readonly Resolved[],
): SecurityFinding | null {
  const guard = item.guard;
  const kinds = relevant(item.categories);
  // `continue` and `return false` refuse only when what they check is security-relevant: a
  // loop skipping empty lines or a lookup returning early on a miss is not a guard. What they
  // check is what the function no longer checks: the conditions around the branch (the
  // `Array.isArray(list)` around a loop's `if (seen.has(item)) continue`) are still there.
  if (
    (guard.action === 'continue' || guard.action === 'abort') &&
    lostKinds(ctx, item).length === 0
  ) {
    return null;
  }
  if (ctx.goneReason(guard.scope) !== null || newCheckingCalls(ctx, guard.scope)) {
    return null;
  }
  // Merged into another guard of the function that refuses in every case this one did.
  const covered = coverage(ctx, item, proposed, null);
  if (
    covered !== null &&
    ['equal', 'broader'].includes(compareFormulas(item.formula, covered.formula))
  ) {
    return null;
  }
  const { line, where } = ctx.locate(guard.scope, guard.line);
  const what = kinds.length > 0 ? `${kinds.join('/')} check` : 'guard';
  return {
    rule: 'guard-removed',
    line,
    cwe: cweOf(item.categories),
    lostLine: guard.line,
    message: `${what} removed: ${describe(guard)} in ${where}; keep the check (moving it into a helper is fine if the helper is still called)`,
  };
}

/** The relevant kinds of the atoms of `item` that no condition of its function reads any more. */
function lostKinds(ctx: DiffContext, item: Resolved): GuardCategory[] {
  const scope = ctx.mapScope(item.guard.scope);
  const inScope = (other: string): boolean => other === scope;
  // Guards with the file's helpers inlined, as `item` is; branch conditions and calls as written.
  const standing = new Set([
    ...atomKeysIn(ctx.proposed.guards, inScope, ctx.proposedPredicate),
    ...atomKeysIn([...ctx.proposed.conditions, ...ctx.proposed.gated], inScope),
  ]);
  const lost = atomsOf(item.formula).filter((atom) => !standing.has(atom.key));
  return relevant(new Set(lost.flatMap((atom) => atom.categories)));
}

function cweOf(categories: ReadonlySet<GuardCategory>): string {
  if (categories.has('prototype')) {
    return 'CWE-1321';
  }
  if (categories.has('traversal') || categories.has('containment')) {
    return 'CWE-22';
  }
  if (categories.has('auth')) {
    return 'CWE-285';
  }
  if (categories.has('crypto')) {
    return 'CWE-347';
  }
  return 'CWE-20';
}

const VALUE_ROOT = /(?<![\w$.])[A-Za-z_$][\w$]*/g;
const NOT_A_VALUE = new Set(['typeof', 'instanceof', 'in', 'null', 'undefined', 'true', 'false']);

/** The first names of what the atoms of `category` read: `input` of `input.constructor.name`. */
function rootsChecked(formula: Formula, category: GuardCategory): Set<string> {
  return new Set(
    atomsOf(formula)
      .filter((atom) => atom.categories.includes(category))
      .flatMap((atom) => atom.key.replace(/'[^']*'|"[^"]*"/g, '').match(VALUE_ROOT) ?? [])
      .filter((name) => !NOT_A_VALUE.has(name)),
  );
}

// Spellings of a check that its kind is not read from, accepted only as the stand-in of a
// guard of that kind on the same value (group 1: what is compared):
// - `len > 3 || len < 2` now `len !== 3`: the bound became the one length allowed. An exact
//   length is no length check of its own: removing `if (tin.length !== 14) return false` from
//   a validator stays what it was, a guard of no security kind.
// - `typeof input === 'string'` now `input.constructor.name !== 'String'`: the class compared.
// - `!Array.isArray(data)` now `array_types.indexOf(data.constructor) === -1`: the class looked
//   up in a list of the classes allowed (summary 0.3.2 let typed arrays in).
const STAND_INS: readonly { readonly category: GuardCategory; readonly spelling: RegExp }[] = [
  { category: 'length', spelling: /^([\w$.]+) ?(?:!==|===|!=|==) ?(?:[2-9]|[1-9]\d+)$/ },
  { category: 'type', spelling: /^([\w$]+)\.constructor(?:\.name)? ?(?:!==|===|!=|==) ?\S+$/ },
  {
    category: 'type',
    spelling:
      /^!?[\w$.]+\.(?:indexOf|includes|has)\(([\w$]+)\.constructor(?:\.name)?\)(?: ?(?:!==|===|!=|==|<|>=) ?-?[01])?$/,
  },
];

/** Whether `covered` makes the `category` check of `before` on the same value, spelled otherwise. */
function hasStandIn(before: Resolved, covered: Formula, category: GuardCategory): boolean {
  const roots = rootsChecked(before.formula, category);
  return STAND_INS.some(
    (standIn) =>
      standIn.category === category &&
      atomsOf(covered).some((atom) => {
        const value = standIn.spelling.exec(atom.key)?.[1];
        return value !== undefined && roots.has(value.split('.')[0] ?? '');
      }),
  );
}

/**
 * Kinds of check the guard made on a parameter that the function still takes, now made on
 * other values only: `typeof str !== 'string'` turned into `typeof other !== 'string'` keeps a
 * type check but drops the one on `str`. A renamed parameter is no longer one, so a rename is
 * not a move.
 */
function kindsMovedToAnotherValue(
  ctx: DiffContext,
  before: Resolved,
  covered: Formula,
): GuardCategory[] {
  const scope = ctx.mapScope(before.guard.scope);
  const params = new Set(ctx.proposed.functions.find((fn) => fn.scope === scope)?.params ?? []);
  // A check the function still makes elsewhere (returned, in a branch) did not move away.
  const gone = new Set(lostKinds(ctx, before));
  return relevant(before.categories).filter((category) => {
    if (!gone.has(category)) {
      return false;
    }
    const was = [...rootsChecked(before.formula, category)];
    const now = rootsChecked(covered, category);
    return was.some((root) => params.has(root)) && !was.some((root) => now.has(root));
  });
}

function weakenedFinding(
  ctx: DiffContext,
  before: Resolved,
  after: Resolved,
  proposed: readonly Resolved[],
): SecurityFinding | null {
  if (before.key === after.key) {
    return null;
  }
  const covered = coverage(ctx, before, proposed, after) ?? {
    formula: after.formula,
    categories: after.categories,
  };
  const missing = relevant(before.categories).filter(
    (category) =>
      !covered.categories.has(category) && !hasStandIn(before, covered.formula, category),
  );
  const lost =
    missing.length > 0 || shapeOf(before.key) !== shapeOf(after.key)
      ? missing
      : kindsMovedToAnotherValue(ctx, before, covered.formula);
  const relation = compareFormulas(before.formula, covered.formula);
  // Only a branch that can only mean "refuse" is weakened by firing less: `if (isValid) return;`
  // fires less when validation gets stricter.
  const narrower = relation === 'narrower' && REFUSING.has(before.guard.action);
  if (lost.length === 0 && !narrower) {
    return null;
  }
  if (lost.length > 0 && newCheckingCalls(ctx, before.guard.scope)) {
    return null;
  }
  const why =
    lost.length > 0 ? `its ${lost.join('/')} check is gone` : 'it now fires in fewer cases';
  // Every check it made is still made, only under a condition it did not have (an option that
  // turns it off, a branch around it): the protection is there for whoever keeps the default,
  // so this is a note to review, not a lost check.
  const coveredAtoms = new Set(atomsOf(covered.formula).map((atom) => atom.key));
  const conditional =
    lost.length === 0 && [...before.atomKeys].every((key) => coveredAtoms.has(key));
  // The guard's own text can be unchanged while the conditions around it narrowed (an
  // enclosing `if` gained a clause): say so, or the message reads "X, now X".
  const sameText = describe(before.guard) === describe(after.guard);
  return {
    rule: 'guard-weakened',
    line: after.guard.line,
    cwe: cweOf(before.categories),
    lostLine: before.guard.line,
    ...(conditional
      ? {
          weak: 'the guard still makes every check it made, now only under an added condition: review that condition',
        }
      : {}),
    message: sameText
      ? `guard weakened, ${why}: ${describe(after.guard)} (baseline line ${String(before.guard.line)}) is now reached in fewer cases, because a condition around it narrowed; restore the full condition`
      : `guard weakened, ${why}: baseline ${describe(before.guard)} (line ${String(before.guard.line)}), now ${describe(after.guard)}; restore the full condition`,
  };
}

const CACHE_WORDS = /^(?:cache|cached|memo|memoized|verified|seen|lru)$/;
const VERIFY_WORDS =
  /^(?:verify|authenticate|password|signature|hmac|credential|credentials|otp|totp)$/;

/** An early success added in front of verification, keyed on a cache lookup. */
function cacheFindings(ctx: DiffContext): SecurityFinding[] {
  // Matched by shape, so a renamed cache variable is not a new cache.
  const before = new Set(
    ctx.base.successes.map(
      (success) => `${ctx.mapScope(success.scope)}\u0000${shapeOf(formulaKey(success.formula))}`,
    ),
  );
  const findings: SecurityFinding[] = [];
  for (const success of ctx.proposed.successes) {
    if (before.has(`${success.scope}\u0000${shapeOf(formulaKey(success.formula))}`)) {
      continue;
    }
    const cacheAtom = atomsOf(success.formula).some((atom) =>
      wordsOf(atom.key).some((word) => CACHE_WORDS.test(word)),
    );
    const verification = ctx.proposed.calls.find(
      (call) =>
        call.scope === success.scope &&
        call.order > success.order &&
        (call.category === 'timing-safe-compare' ||
          call.category === 'mac-signature' ||
          call.category === 'token-verification' ||
          call.category === 'password-hash' ||
          wordsOf(call.name).some((word) => VERIFY_WORDS.test(word))),
    );
    if (cacheAtom && verification !== undefined) {
      findings.push({
        rule: 'cache-before-verification',
        line: success.line,
        message: `a cache lookup (\`${success.text}\`) now returns success before \`${verification.callee}\` (line ${String(verification.line)}) runs; verify every time or cache only the verified result keyed by the full credential`,
      });
    }
  }
  return findings;
}

/** A decoder that ran before a check in the baseline and now runs after it. */
function decodeOrderFindings(
  ctx: DiffContext,
  pairs: readonly [Resolved, Resolved][],
): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  for (const [before, after] of pairs) {
    if (
      ![...before.categories].some(
        (category) =>
          category === 'traversal' ||
          category === 'pattern' ||
          category === 'containment' ||
          category === 'scheme',
      )
    ) {
      continue;
    }
    const decodersBefore = ctx.base.calls.filter(
      (call) =>
        call.isDecoder && call.scope === before.guard.scope && call.order < before.guard.order,
    );
    for (const decoder of decodersBefore) {
      const later = ctx.proposed.calls.filter(
        (call) => call.isDecoder && call.name === decoder.name && call.scope === after.guard.scope,
      );
      if (later.length > 0 && later.every((call) => call.order > after.guard.order)) {
        findings.push({
          rule: 'decode-after-check',
          line: later[0]?.line ?? after.guard.line,
          lostLine: decoder.line,
          message: `\`${decoder.callee}\` now runs after the check ${describe(after.guard)} (line ${String(after.guard.line)}); encoded input (\`..%2f\`) passes the check and is decoded afterwards. Decode before checking`,
        });
        break;
      }
    }
  }
  return findings;
}

/** Removed and weakened guards, caches in front of verification, decoding after checking. */
export function diffGuards(ctx: DiffContext): SecurityFinding[] {
  const base = ctx.base.guards.map((guard) => resolve(guard, ctx.basePredicate));
  const proposed = ctx.proposed.guards.map((guard) => resolve(guard, ctx.proposedPredicate));
  const { pairs, removed } = pairGuards(ctx, base, proposed);
  const findings: SecurityFinding[] = [];
  for (const item of removed) {
    const finding = removedFinding(ctx, item, proposed);
    if (finding !== null) {
      findings.push(finding);
    }
  }
  for (const [before, after] of pairs) {
    const finding = weakenedFinding(ctx, before, after, proposed);
    if (finding !== null) {
      findings.push(finding);
    }
  }
  return [...findings, ...cacheFindings(ctx), ...decodeOrderFindings(ctx, pairs)];
}

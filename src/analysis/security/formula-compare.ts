import type { Atom, Formula, GuardCategory } from './ir.js';
import { compareLanguages } from './regex-probe.js';

/** A predicate helper the formulas may call: `const isValidKey = (key) => key !== '__proto__'`. */
export interface Predicate {
  readonly params: readonly string[];
  readonly formula: Formula;
}

export type FormulaRelation = 'equal' | 'narrower' | 'broader' | 'incomparable' | 'unknown';

// 2^14 assignments is the most a comparison evaluates; conditions with more distinct atoms
// are left unjudged rather than guessed.
const MAX_ATOMS = 14;
const MAX_INLINE_DEPTH = 3;
// A helper's condition inlined where it is called is kept only up to this many atoms: guard
// clauses repeat each earlier condition negated, and helpers calling helpers multiply that,
// so a few lines of nested helpers could make every comparison evaluate a formula of
// thousands of atoms. Past the cap the call stays one atom, as before helpers were read.
const MAX_INLINED_ATOMS = 64;
const PLACEHOLDER = /⟦(\d+)⟧/g;

function substitute(text: string, args: readonly string[]): string {
  return text.replace(PLACEHOLDER, (whole, index: string) => args[Number(index)] ?? whole);
}

function instantiateAtom(atom: Atom, args: readonly string[]): Atom {
  return {
    ...atom,
    key: substitute(atom.key, args),
    regex:
      atom.regex === null
        ? null
        : {
            ...atom.regex,
            subject: atom.regex.subject === null ? null : substitute(atom.regex.subject, args),
          },
    threshold:
      atom.threshold === null
        ? null
        : { ...atom.threshold, subject: substitute(atom.threshold.subject, args) },
    call:
      atom.call === null
        ? null
        : { ...atom.call, args: atom.call.args.map((arg) => substitute(arg, args)) },
  };
}

function mapAtoms(formula: Formula, map: (atom: Atom) => Formula): Formula {
  switch (formula.kind) {
    case 'atom':
      return map(formula.atom);
    case 'not':
      return { kind: 'not', arg: mapAtoms(formula.arg, map) };
    case 'and':
    case 'or':
      return { kind: formula.kind, args: formula.args.map((arg) => mapAtoms(arg, map)) };
    case 'const':
      return formula;
  }
}

/**
 * Replaces calls to predicate helpers by their bodies, parameters bound to the call's
 * arguments, so `isValidKey(key)` and an inline `key !== '__proto__'` compare as the same check.
 */
export function inlinePredicates(
  formula: Formula,
  lookup: (name: string) => Predicate | null,
  depth = 0,
  // One call inlined once: a guard clause repeats each earlier condition, negated.
  seen: Map<string, Formula> = new Map(),
): Formula {
  if (depth >= MAX_INLINE_DEPTH) {
    return formula;
  }
  return mapAtoms(formula, (atom) => {
    const predicate = atom.call === null ? null : lookup(atom.call.name);
    if (atom.call === null || predicate === null) {
      return { kind: 'atom', atom };
    }
    const key = `${String(depth)}\u0000${atom.key}`;
    const known = seen.get(key);
    if (known !== undefined) {
      return known;
    }
    const args = atom.call.args;
    const body = mapAtoms(predicate.formula, (inner) => ({
      kind: 'atom',
      atom: instantiateAtom(inner, args),
    }));
    const inlined = inlinePredicates(body, lookup, depth + 1, seen);
    const result: Formula =
      atomsOf(inlined).length > MAX_INLINED_ATOMS ? { kind: 'atom', atom } : inlined;
    seen.set(key, result);
    return result;
  });
}

/**
 * The keys of the atoms that `facts` test in the functions `inScope` accepts, with the file's
 * helpers inlined through `lookup` when one is given.
 */
export function atomKeysIn(
  facts: Iterable<{ readonly scope: string; readonly formula: Formula }>,
  inScope: (scope: string) => boolean,
  lookup: ((name: string) => Predicate | null) | null = null,
): Set<string> {
  const keys = new Set<string>();
  for (const fact of facts) {
    if (inScope(fact.scope)) {
      const formula = lookup === null ? fact.formula : inlinePredicates(fact.formula, lookup);
      for (const atom of atomsOf(formula)) {
        keys.add(atom.key);
      }
    }
  }
  return keys;
}

export function atomsOf(formula: Formula): Atom[] {
  switch (formula.kind) {
    case 'atom':
      return [formula.atom];
    case 'not':
      return atomsOf(formula.arg);
    case 'and':
    case 'or':
      return formula.args.flatMap(atomsOf);
    case 'const':
      return [];
  }
}

export function categoriesOfFormula(formula: Formula): Set<GuardCategory> {
  return new Set(atomsOf(formula).flatMap((atom) => atom.categories));
}

/** A canonical text of a formula: equal texts mean the same condition. */
export function formulaKey(formula: Formula): string {
  switch (formula.kind) {
    case 'atom':
      return formula.atom.key;
    case 'not':
      return `!(${formulaKey(formula.arg)})`;
    case 'and':
    case 'or':
      return `${formula.kind}(${formula.args.map(formulaKey).sort().join(',')})`;
    case 'const':
      return String(formula.value);
  }
}

function evaluate(formula: Formula, index: ReadonlyMap<string, number>, mask: number): boolean {
  switch (formula.kind) {
    case 'atom':
      return ((mask >> (index.get(formula.atom.key) ?? 0)) & 1) === 1;
    case 'not':
      return !evaluate(formula.arg, index, mask);
    case 'and':
      return formula.args.every((arg) => evaluate(arg, index, mask));
    case 'or':
      return formula.args.some((arg) => evaluate(arg, index, mask));
    case 'const':
      return formula.value;
  }
}

/** `a` true forces `b` true: a narrower pattern or a stricter bound on the same subject. */
function implies(a: Atom, b: Atom): boolean {
  if (a.regex !== null && b.regex !== null && a.regex.subject === b.regex.subject) {
    const relation = compareLanguages(b.regex, a.regex);
    return relation === 'narrower' || relation === 'equal';
  }
  if (a.threshold !== null && b.threshold !== null && a.threshold.subject === b.threshold.subject) {
    // `x < 5` implies `x < 10`; `x <= 5` is `x < 5.5` for the integers these usually are.
    const bound = (atom: Atom): number =>
      atom.threshold === null ? 0 : atom.threshold.value + (atom.threshold.op === '<=' ? 0.5 : 0);
    return bound(a) <= bound(b);
  }
  return false;
}

/**
 * `a` true forces `b` false: a NaN is never finite, so `isNaN(x) || !isFinite(x)` is the
 * same test as `!isFinite(x)` (global or `Number.` forms alike).
 */
function excludes(a: Atom, b: Atom): boolean {
  const last = (atom: Atom): string => atom.call?.name.split('.').at(-1) ?? '';
  return (
    last(a) === 'isNaN' &&
    last(b) === 'isFinite' &&
    a.call?.args[0] !== undefined &&
    a.call.args[0] === b.call?.args[0]
  );
}

/**
 * How often `proposed` holds compared with `baseline`, over every assignment of its atoms
 * that respects the known implications between them: `narrower` holds in fewer cases.
 */
export function compareFormulas(baseline: Formula, proposed: Formula): FormulaRelation {
  const atoms = new Map<string, Atom>();
  for (const atom of [...atomsOf(baseline), ...atomsOf(proposed)]) {
    atoms.set(atom.key, atom);
  }
  if (atoms.size > MAX_ATOMS) {
    return 'unknown';
  }
  const list = [...atoms.values()];
  const index = new Map(list.map((atom, position) => [atom.key, position]));
  // [i, j, v]: atom i true forces atom j to be v.
  const constraints: [number, number, number][] = [];
  list.forEach((a, i) => {
    list.forEach((b, j) => {
      if (i !== j && implies(a, b)) {
        constraints.push([i, j, 1]);
      }
      if (i !== j && excludes(a, b)) {
        constraints.push([i, j, 0]);
      }
    });
  });
  let baseOnly = false;
  let proposedOnly = false;
  for (let mask = 0; mask < 1 << list.length; mask += 1) {
    if (constraints.some(([i, j, v]) => ((mask >> i) & 1) === 1 && ((mask >> j) & 1) !== v)) {
      continue;
    }
    const inBase = evaluate(baseline, index, mask);
    const inProposed = evaluate(proposed, index, mask);
    baseOnly ||= inBase && !inProposed;
    proposedOnly ||= inProposed && !inBase;
    if (baseOnly && proposedOnly) {
      return 'incomparable';
    }
  }
  return baseOnly ? 'narrower' : proposedOnly ? 'broader' : 'equal';
}

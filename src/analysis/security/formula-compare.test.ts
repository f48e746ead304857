import { describe, expect, it } from 'vitest';
import { atomsOf, inlinePredicates } from './formula-compare.js';
import type { Predicate } from './formula-compare.js';
import type { Atom, Formula } from './ir.js';

const atom = (key: string, call: Atom['call'] = null): Formula => ({
  kind: 'atom',
  atom: { key, categories: ['type'], regex: null, threshold: null, call },
});

/** A guard-clause helper of six clauses, each testing `inner(⟦0⟧)` and a bound of its own. */
function clauses(inner: string | null): Predicate {
  const cases: Formula[] = [];
  const passed: Formula[] = [];
  for (let i = 1; i <= 6; i += 1) {
    const cond: Formula = {
      kind: 'and',
      args: [
        inner === null
          ? atom(`typeof ⟦0⟧==='x${String(i)}'`)
          : atom(`${inner}(⟦0⟧)`, { name: inner, args: ['⟦0⟧'] }),
        atom(`⟦0⟧.length<=${String(i)}`),
      ],
    };
    cases.push({ kind: 'and', args: [...passed, cond] });
    passed.push({ kind: 'not', arg: cond });
  }
  return { params: ['p'], formula: { kind: 'or', args: cases } };
}

describe('inlining predicate helpers', () => {
  const helpers = new Map<string, Predicate>([
    ['c', clauses(null)],
    ['b', clauses('c')],
    ['a', clauses('b')],
  ]);
  const lookup = (name: string): Predicate | null => helpers.get(name) ?? null;

  it('binds the parameters to the call and reads a small helper whole', () => {
    const inlined = inlinePredicates(atom('c(path)', { name: 'c', args: ['path'] }), lookup);
    expect(atomsOf(inlined).map((one) => one.key)).toContain("typeof path==='x1'");
  });

  // Each clause repeats the conditions before it, negated, and each level multiplies that:
  // past a cap the call stays one atom, so no comparison evaluates thousands of them.
  it('keeps a call whose inlined condition would grow past the cap as one atom', () => {
    const inlined = inlinePredicates(atom('a(path)', { name: 'a', args: ['path'] }), lookup);
    expect(atomsOf(inlined).length).toBeLessThanOrEqual(64);
  });
});

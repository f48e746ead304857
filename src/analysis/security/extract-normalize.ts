import type { SyntaxNode } from '../parser.js';
import { unwrap, viewExpr, viewStmt } from './syntax-view.js';
import type { ExprView, Family } from './syntax-view.js';

// JavaScript's wrappers whose call gives a primitive of their own type (never `new`).
const PRIMITIVE_CALLS: Readonly<Record<string, string>> = {
  String: 'string',
  Number: 'number',
  Boolean: 'boolean',
};
const FUNCTION_NODES: ReadonlySet<string> = new Set([
  'arrow_function',
  'function_expression',
  'function',
  'generator_function',
]);

// The `typeof` of a literal of each kind (`null` and `undefined` share a view, so neither).
const LITERAL_TYPES: Readonly<Partial<Record<ExprView['kind'], string>>> = {
  object: 'object',
  array: 'object',
  regex: 'object',
  string: 'string',
  template: 'string',
  number: 'number',
  bool: 'boolean',
};

/** The `typeof` of what `node` evaluates to, when the syntax alone decides it; else null. */
function staticTypeof(family: Family, node: SyntaxNode): string | null {
  if (FUNCTION_NODES.has(unwrap(family, node).type)) {
    return 'function';
  }
  const view = viewExpr(family, node);
  if (view.kind !== 'call') {
    return LITERAL_TYPES[view.kind] ?? null;
  }
  const callee = viewExpr(family, view.callee);
  if (callee.kind !== 'ident') {
    return null;
  }
  if (view.isNew) {
    // `new Function(...)` is the one constructor whose instance is a function.
    return callee.name === 'Function' ? null : 'object';
  }
  return PRIMITIVE_CALLS[callee.name] ?? null;
}

/** `typeof x === 'T'` (either way round; `==`, `!=`, `!==` too): x, T and whether `=` is asked. */
function typeofTest(
  family: Family,
  cond: SyntaxNode,
): { name: string; type: string; equal: boolean } | null {
  const view = viewExpr(family, cond);
  if (view.kind !== 'compare' || !['===', '==', '!==', '!='].includes(view.op)) {
    return null;
  }
  let test = viewExpr(family, view.left);
  let literal = viewExpr(family, view.right);
  if (test.kind !== 'typeof') {
    [test, literal] = [literal, test];
  }
  if (test.kind !== 'typeof' || literal.kind !== 'string') {
    return null;
  }
  const subject = viewExpr(family, test.arg);
  return subject.kind === 'ident'
    ? { name: subject.name, type: literal.value, equal: view.op.startsWith('=') }
    : null;
}

/**
 * A branch whose last statement gives the variable its condition tests a value of a type that
 * makes the test false: `if (typeof spec === 'function') spec = { $apply: spec }`, or
 * `if (typeof opts !== 'object') opts = {}`. Past such a branch the test is false wherever the
 * code runs, as past a branch that returns, so what follows keeps the check's protection: the
 * value is normalized, not let through. JavaScript and TypeScript; only a plain `=` to the very
 * name tested, with a value whose `typeof` the syntax decides.
 */
export function normalizesTested(family: Family, cond: SyntaxNode, last: SyntaxNode): boolean {
  if (family !== 'ecmascript') {
    return false;
  }
  const test = typeofTest(family, cond);
  const statement = viewStmt(family, last);
  if (test === null || statement.kind !== 'expr') {
    return false;
  }
  const assigned = viewExpr(family, statement.expr);
  if (assigned.kind !== 'assign' || assigned.op !== '=') {
    return false;
  }
  const target = viewExpr(family, assigned.left);
  const type = staticTypeof(family, assigned.right);
  return (
    target.kind === 'ident' &&
    target.name === test.name &&
    type !== null &&
    (type === test.type) !== test.equal
  );
}

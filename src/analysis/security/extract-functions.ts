import type { SyntaxNode } from '../parser.js';
import type { Extraction, FunctionEntry } from './extract-collector.js';
import { FRAGMENT_NAME } from './fragments.js';
import { calleeName } from './extract-values.js';
import { atomFormula, atomOf, buildFormula, isBooleanShaped, notOf } from './formula-build.js';
import type { FormulaContext } from './formula-build.js';
import type { Formula } from './ir.js';
import { renderKey, shapeOf } from './render.js';
import { meaningful, viewExpr, viewStmt } from './syntax-view.js';
import type { Family, FunctionView } from './syntax-view.js';
import { isSanitizerFunctionName, primitiveCategoryOf } from './vocabulary.js';

// Decorators that require a role, a guard or a permission on a handler (NestJS, TypeORM-style
// controllers, Spring-like TypeScript frameworks): `roles` is no auth word for calls
// (`user.getRoles()`), only as a decorator's name.
const AUTH_DECORATOR =
  /^(?:Roles|UseGuards|Authorized|Authorize|PreAuthorize|Secured|RolesAllowed|RequireRoles?|RequirePermissions?|Permissions|HasRoles?|HasPermissions?|CheckPolicies|Auth)$/;

// Keys are cut at 400 characters of source; a shorter shape prefix survives renames that
// lengthen identifiers.
const FINGERPRINT_CHARS = 160;
// Guard clauses a helper may open with before its last return and still be read as one
// condition (each clause adds the negation of the ones before it to the formula).
const MAX_CLAUSES = 6;

/** What a function returns when its body is one expression or one `return` statement. */
function returnedExpression(family: Family, view: FunctionView): SyntaxNode | null {
  if (view.isExpressionBody) {
    return view.body;
  }
  const statements = meaningful(view.body);
  const only = statements.length === 1 ? statements[0] : undefined;
  const statement = only === undefined ? null : viewStmt(family, only);
  return statement?.kind === 'return' ? statement.value : null;
}

/**
 * What a returned value says as a condition: `true`/`false`/`null`/a bare `return` as
 * constants, a condition as itself, a call (`regExpTest(re, s)`, `Boolean(check(s))`) as the
 * yes/no it returns. Anything else (an object, a string) is no predicate's value: null.
 */
function returnedCondition(ctx: FormulaContext, node: SyntaxNode | null): Formula | null {
  if (node === null) {
    return { kind: 'const', value: false };
  }
  const view = viewExpr(ctx.family, node);
  if (view.kind === 'call' && !view.isNew) {
    const only = view.args.length === 1 ? view.args[0] : undefined;
    return calleeName(ctx.family, view.callee) === 'Boolean' && only !== undefined
      ? (returnedCondition(ctx, only) ?? atomFormula(atomOf(ctx, only)))
      : atomFormula(atomOf(ctx, node));
  }
  return view.kind === 'nullish' || isBooleanShaped(ctx, node) ? buildFormula(ctx, node) : null;
}

const EXITS = ['return_statement', 'throw_statement', 'raise_statement'];

/**
 * What a branch body returns when returning is all it decides: `return x;`, `{ return x; }`,
 * or statements with no exit of their own before a last `return x` (a compiler's loop
 * gathering rest arguments). Undefined for any other body.
 */
function onlyReturn(family: Family, body: SyntaxNode): SyntaxNode | null | undefined {
  const statement = viewStmt(family, body);
  if (statement.kind === 'return') {
    return statement.value;
  }
  const last = statement.kind === 'block' ? statement.statements.at(-1) : undefined;
  if (
    statement.kind !== 'block' ||
    last === undefined ||
    statement.statements
      .slice(0, -1)
      .some((node) => EXITS.includes(node.type) || node.descendantsOfType(EXITS).length > 0)
  ) {
    return undefined;
  }
  return onlyReturn(family, last);
}

/**
 * A helper made of guard clauses and a last return, the common shape of a predicate helper:
 * `if (c1) return e1; if (c2) return e2; return e3;` is `(c1 && e1) || (!c1 && c2 && e2) ||
 * (!c1 && !c2 && e3)`. Read as one condition, a guard that calls the helper compares with one
 * that wrote the clauses inline, so a check moved into such a helper is not a check lost.
 * Null unless every statement is such a clause and some clause or value is a condition.
 */
function guardClauseFormula(ctx: FormulaContext, view: FunctionView): Formula | null {
  if (view.isExpressionBody) {
    return null;
  }
  const statements = meaningful(view.body);
  if (statements.length < 2 || statements.length > MAX_CLAUSES + 1) {
    return null;
  }
  const cases: Formula[] = [];
  const passed: Formula[] = [];
  let conditional = false;
  for (const [index, node] of statements.entries()) {
    const statement = viewStmt(ctx.family, node);
    if (index === statements.length - 1) {
      const value = statement.kind === 'return' ? returnedCondition(ctx, statement.value) : null;
      if (value === null) {
        return null;
      }
      cases.push({ kind: 'and', args: [...passed, value] });
      return conditional ? { kind: 'or', args: cases } : null;
    }
    // A local computed on the way (`const n = Number.parseInt(key, 10)`) decides nothing.
    if (statement.kind === 'declare' && node.descendantsOfType(EXITS).length === 0) {
      continue;
    }
    if (statement.kind !== 'if') {
      return null;
    }
    for (const branch of statement.branches) {
      const returned = onlyReturn(ctx.family, branch.body);
      const value = returned === undefined ? null : returnedCondition(ctx, returned);
      if (branch.cond === null || value === null) {
        return null;
      }
      conditional ||= isBooleanShaped(ctx, branch.cond) || value.kind !== 'atom';
      const cond = buildFormula(ctx, branch.cond);
      cases.push({ kind: 'and', args: [...passed, cond, value] });
      passed.push(notOf(cond));
    }
  }
  return null;
}

// Longer than any delimiter a stripper looks for (`</script>`, `<![CDATA[`).
const MAX_DELIMITER = 16;

/**
 * The short strings a sanitizer's body holds (`'<script'`, `'</script>'`, `'-->'`): when a
 * stripping pattern is rewritten into a scan with `indexOf` and `startsWith` (a common fix
 * for a backtracking pattern), the delimiters it looks for are these strings. Evidence of what
 * is handled, never something to lose (`text:` tokens, as `seen:`).
 */
function delimitersIn(family: Family, body: SyntaxNode): string[] {
  const found = new Set<string>();
  for (const node of body.descendantsOfType('string')) {
    const view = viewExpr(family, node);
    if (view.kind === 'string' && view.value.length > 0 && view.value.length <= MAX_DELIMITER) {
      found.add(`text:${view.value}`);
    }
  }
  return [...found];
}

export function describeFunctions(
  x: Extraction,
  formulas: FormulaContext,
  functions: ReadonlyMap<number, FunctionEntry>,
): void {
  const family = formulas.family;
  for (const { node, view, scope } of functions.values()) {
    const rename = new Map(view.params.map((param, index) => [param, `⟦${String(index)}⟧`]));
    const helperContext: FormulaContext = { ...formulas, rename };
    const returned = returnedExpression(family, view);
    const returnFormula =
      returned === null
        ? guardClauseFormula(helperContext, view)
        : isBooleanShaped(helperContext, returned)
          ? buildFormula(helperContext, returned)
          : null;
    x.functions.push({
      ...x.collector.locate(node),
      scope,
      name: view.name === FRAGMENT_NAME ? null : view.name,
      params: view.params,
      returnFormula,
      tokens:
        view.name === null
          ? []
          : [
              ...(x.tokens.get(scope) ?? []),
              ...(isSanitizerFunctionName(view.name) ? delimitersIn(family, view.body) : []),
            ],
      decorators: view.decorators,
      fingerprint: shapeOf(renderKey(view.body)).slice(0, FINGERPRINT_CHARS),
      lines: node.endPosition.row - node.startPosition.row + 1,
    });
    for (const decorator of view.decorators) {
      const category =
        primitiveCategoryOf(decorator, 'reference') ??
        (AUTH_DECORATOR.test(decorator) ? 'auth' : null);
      if (category !== null) {
        x.collector.references.push({ ...x.collector.locate(node), name: decorator, category });
      }
    }
  }
}

import type { SyntaxNode } from '../parser.js';
import type { Extraction, FunctionEntry } from './extract-collector.js';
import { FRAGMENT_NAME } from './fragments.js';
import { buildFormula, isBooleanShaped } from './formula-build.js';
import type { FormulaContext } from './formula-build.js';
import { renderKey, shapeOf } from './render.js';
import { meaningful, viewStmt } from './syntax-view.js';
import type { Family, FunctionView } from './syntax-view.js';
import { primitiveCategoryOf } from './vocabulary.js';

// Keys are cut at 400 characters of source; a shorter shape prefix survives renames that
// lengthen identifiers.
const FINGERPRINT_CHARS = 160;

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
      returned !== null && isBooleanShaped(helperContext, returned)
        ? buildFormula(helperContext, returned)
        : null;
    x.functions.push({
      ...x.collector.locate(node),
      scope,
      name: view.name === FRAGMENT_NAME ? null : view.name,
      params: view.params,
      returnFormula,
      tokens: view.name === null ? [] : (x.tokens.get(scope) ?? []),
      decorators: view.decorators,
      fingerprint: shapeOf(renderKey(view.body)).slice(0, FINGERPRINT_CHARS),
      lines: node.endPosition.row - node.startPosition.row + 1,
    });
    for (const decorator of view.decorators) {
      const category = primitiveCategoryOf(decorator, 'reference');
      if (category !== null) {
        x.collector.references.push({ ...x.collector.locate(node), name: decorator, category });
      }
    }
  }
}

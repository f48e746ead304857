import type { SyntaxNode } from '../parser.js';
import { stringsIn } from './extract-values.js';
import type { FormulaContext } from './formula-build.js';
import { viewExpr } from './syntax-view.js';

// A test of a key against a named list or pattern: `BLOCKED.includes(key)`, `RESERVED.test(k)`.
const LIST_TEST = /^!?\s*\(?\s*([A-Za-z_$][\w$]*)\.(?:includes|has|indexOf|test)\(/;
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** The list a check tests a key against (`BLOCKED` of `BLOCKED.includes(key)`), or null. */
export function listReceiver(text: string): string | null {
  return LIST_TEST.exec(text)?.[1] ?? null;
}

/**
 * The keys a named blocklist holds (`const BLOCKED = ['__proto__', 'constructor']`, a `Set` of
 * them, or a bound pattern), so narrowing the list to `['__proto__']` loses the `constructor`
 * check as deleting it from an inline test does (an expression evaluator's member blocklist, a
 * JSON-pointer's reserved-token pattern). A list the file does not define (imported, or built)
 * or bound to something that is no literal, is taken to hold all three: moving the list to
 * another module loses nothing.
 */
export function listedKeys(formulas: FormulaContext, node: SyntaxNode): string[] {
  const bound = boundList(formulas, node, node.text);
  if (bound === undefined) {
    return [];
  }
  if (bound === null) {
    return PROTOTYPE_KEYS;
  }
  const view = viewExpr(formulas.family, bound);
  if (view.kind === 'regex') {
    return PROTOTYPE_KEYS.filter((key) => view.pattern.includes(key));
  }
  const listed = stringsIn(formulas.family, bound);
  return listed.length > 0 ? listed : PROTOTYPE_KEYS;
}

/**
 * What the list of a key test (`BLOCKED.includes(key)`) is bound to in the file: its value, null
 * when the file binds it to no single value, undefined when `text` is no such test.
 */
function boundList(
  formulas: FormulaContext,
  node: SyntaxNode,
  text: string,
): SyntaxNode | null | undefined {
  const name = formulas.family === 'ecmascript' ? listReceiver(text) : null;
  return name === null ? undefined : formulas.resolve(name, node);
}

/** `BLOCKED.includes(key)` where the file binds BLOCKED to a list or pattern of prototype keys. */
export function testsPrototypeList(
  formulas: FormulaContext,
  node: SyntaxNode,
  text: string,
): boolean {
  const bound = boundList(formulas, node, text);
  return (
    bound !== null && bound !== undefined && /__proto__|constructor|prototype/.test(bound.text)
  );
}

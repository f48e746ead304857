import type { SyntaxNode } from '../parser.js';
import type { FormulaContext } from './formula-build.js';

const ACCESS_PATH = /^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+$/;

/** A read with no call in it (`parent.namespaceURI`, `this.options.root`). */
export function isAccessPath(node: SyntaxNode): boolean {
  return node.text.length <= 120 && ACCESS_PATH.test(node.text.replace(/\s+/g, ''));
}

/**
 * How an atom's names are written in its key: a helper's parameters by placeholder, and a
 * local bound once to an access path by that path, so hoisting `parent.namespaceURI` into
 * `const parentNamespace` (or inlining it again) leaves the same check with the same key.
 */
export function namesOf(ctx: FormulaContext, node: SyntaxNode): ReadonlyMap<string, string> | null {
  const names = new Map<string, string>();
  const identifiers = node.type === 'identifier' ? [node] : node.descendantsOfType('identifier');
  for (const identifier of identifiers) {
    const name = identifier.text;
    if (ctx.rename?.has(name) === true || names.has(name)) {
      continue;
    }
    const value = ctx.resolve(name, identifier);
    if (value !== null && isAccessPath(value)) {
      names.set(name, value.text.replace(/\s+/g, ''));
    }
  }
  return names.size === 0 ? ctx.rename : new Map([...(ctx.rename ?? []), ...names]);
}

import type { SyntaxNode } from '../parser.js';
import { viewExpr } from './syntax-view.js';
import type { Family } from './syntax-view.js';

/**
 * Values stored in properties, by property name: assignments to a member (`a.b = v`,
 * `a.b += v`, `self.b = v`) and object literal entries. Built on the first question only:
 * most files never ask.
 */
export function indexFields(
  family: Family,
  root: SyntaxNode,
  bindingNodes: readonly SyntaxNode[],
): Map<string, SyntaxNode[]> {
  const fields = new Map<string, SyntaxNode[]>();
  const store = (property: string, value: SyntaxNode): void => {
    const values = fields.get(property);
    if (values === undefined) {
      fields.set(property, [value]);
    } else {
      values.push(value);
    }
  };
  for (const node of bindingNodes) {
    const left = node.childForFieldName('left');
    const value = node.childForFieldName('right');
    const target = left === null ? null : viewExpr(family, left);
    if (target?.kind === 'member' && value !== null) {
      store(target.property, value);
    }
  }
  if (family === 'ecmascript') {
    for (const node of root.descendantsOfType('object')) {
      const view = viewExpr(family, node);
      for (const entry of view.kind === 'object' ? view.entries : []) {
        store(entry.key, entry.value);
      }
    }
  }
  return fields;
}

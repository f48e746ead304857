import type { SyntaxNode } from '../parser.js';
import type { Family } from './syntax-view.js';

/**
 * The local names a JavaScript or TypeScript file binds to a module, with the module's
 * specifier: `const clean = require('sanitize-html')`, `const { safeDecodeURI } =
 * require('find-my-way/lib/url-sanitizer')`, `import escape from 'escape-html'`, `import * as
 * xss from 'xss'`. A call through such a name is named by its module as much as by itself:
 * what `clean(html)` does is what `sanitize-html` does. Python names its imports after what
 * they do (`from markupsafe import escape`), so its map is empty.
 */
export function importedModules(family: Family, root: SyntaxNode): ReadonlyMap<string, string> {
  const modules = new Map<string, string>();
  if (family !== 'ecmascript') {
    return modules;
  }
  for (const node of root.descendantsOfType(['variable_declarator', 'import_statement'])) {
    if (node.type === 'import_statement') {
      const specifier = stringText(node.childForFieldName('source'));
      if (specifier !== null) {
        for (const local of node.descendantsOfType('identifier')) {
          // In `import { a as b }` both are identifiers; `b` is the local one, and the last.
          const parent = local.parent;
          if (parent?.type === 'import_specifier' && parent.childForFieldName('alias') !== null) {
            if (parent.childForFieldName('alias')?.id !== local.id) {
              continue;
            }
          }
          modules.set(local.text, specifier);
        }
      }
      continue;
    }
    const value = node.childForFieldName('value');
    const specifier = value === null ? null : requiredModule(value);
    const name = node.childForFieldName('name');
    if (specifier === null || name === null) {
      continue;
    }
    if (name.type === 'identifier') {
      modules.set(name.text, specifier);
    } else if (name.type === 'object_pattern') {
      for (const part of name.namedChildren) {
        const local =
          part.type === 'shorthand_property_identifier_pattern'
            ? part
            : part.type === 'pair_pattern'
              ? part.childForFieldName('value')
              : null;
        if (
          local?.type === 'identifier' ||
          local?.type === 'shorthand_property_identifier_pattern'
        ) {
          modules.set(local.text, specifier);
        }
      }
    }
  }
  return modules;
}

/** The specifier of `require('x')` (or `require('x').y`), or null. */
function requiredModule(value: SyntaxNode): string | null {
  let call: SyntaxNode | null = value;
  while (call?.type === 'member_expression') {
    call = call.childForFieldName('object');
  }
  if (call?.type !== 'call_expression' || call.childForFieldName('function')?.text !== 'require') {
    return null;
  }
  return stringText(call.childForFieldName('arguments')?.namedChild(0) ?? null);
}

function stringText(node: SyntaxNode | null): string | null {
  if (node?.type !== 'string') {
    return null;
  }
  return node.text.slice(1, -1);
}

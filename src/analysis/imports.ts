import type { SourceLanguage } from './languages.js';
import { withSyntaxTree } from './parser.js';
import type { SyntaxNode } from './parser.js';

/**
 * One import edge as the syntax tree has it: what a file names as its dependency, before
 * any resolution. Read from the tree, never from text, so an import inside a comment or a
 * string is no edge and an import split over lines still is one.
 */
export interface ImportEdge {
  /** The specifier as written: `./ui/button.js`, `react`, `..models`, `crate::ui::Button`, `example.com/m/ui`. */
  readonly specifier: string;
  /** 1-based line of the statement. */
  readonly line: number;
  /**
   * `import` (static), `export` (a re-export: `export ... from`), `dynamic` (`import()` of a
   * literal), `require`, `use` (Rust `use`/`extern crate`), `mod` (Rust `mod x;`).
   */
  readonly kind: 'import' | 'export' | 'dynamic' | 'require' | 'use' | 'mod';
}

/** The import edges of a source file. A file that does not parse yields what did parse. */
export function extractImports(
  language: SourceLanguage,
  source: string,
): Promise<readonly ImportEdge[]> {
  return withSyntaxTree(language, source, (root) => {
    const edges: ImportEdge[] = [];
    const visit = EXTRACTORS[language];
    walk(root, (node) => {
      visit(node, edges);
    });
    return edges;
  });
}

type Extractor = (node: SyntaxNode, edges: ImportEdge[]) => void;

function walk(root: SyntaxNode, visit: (node: SyntaxNode) => void): void {
  const stack: SyntaxNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined) {
      break;
    }
    visit(node);
    for (let i = node.namedChildCount - 1; i >= 0; i -= 1) {
      const child = node.namedChild(i);
      if (child !== null) {
        stack.push(child);
      }
    }
  }
}

function line(node: SyntaxNode): number {
  return node.startPosition.row + 1;
}

/** The value of a string literal with no interpolation, or null. */
function literal(node: SyntaxNode | null): string | null {
  if (node === null) {
    return null;
  }
  if (
    node.type === 'string' ||
    node.type === 'interpreted_string_literal' ||
    node.type === 'raw_string_literal'
  ) {
    const text = node.text;
    return text.length >= 2 ? text.slice(1, -1) : null;
  }
  if (node.type === 'template_string') {
    // `import(\`./x\`)` is a literal; one with ${...} is computed and names no fixed edge.
    return node.namedChildren.some((child) => child.type === 'template_substitution')
      ? null
      : node.text.slice(1, -1);
  }
  return null;
}

const ecmascript: Extractor = (node, edges) => {
  switch (node.type) {
    case 'import_statement': {
      const source = literal(node.childForFieldName('source'));
      if (source !== null) {
        edges.push({ specifier: source, line: line(node), kind: 'import' });
        return;
      }
      // TypeScript `import x = require('y')`.
      const required = node.descendantsOfType('import_require_clause')[0];
      const value = literal(required?.childForFieldName('source') ?? null);
      if (value !== null) {
        edges.push({ specifier: value, line: line(node), kind: 'require' });
      }
      return;
    }
    case 'export_statement': {
      const source = literal(node.childForFieldName('source'));
      if (source !== null) {
        edges.push({ specifier: source, line: line(node), kind: 'export' });
      }
      return;
    }
    case 'call_expression': {
      const callee = node.childForFieldName('function');
      const args = node.childForFieldName('arguments');
      const first = args?.namedChildren[0] ?? null;
      if (callee?.type === 'import') {
        const value = literal(first);
        if (value !== null) {
          edges.push({ specifier: value, line: line(node), kind: 'dynamic' });
        }
      } else if (callee?.type === 'identifier' && callee.text === 'require') {
        const value = literal(first);
        if (value !== null) {
          edges.push({ specifier: value, line: line(node), kind: 'require' });
        }
      }
      return;
    }
    default:
      return;
  }
};

const python: Extractor = (node, edges) => {
  if (node.type === 'import_statement') {
    for (const child of node.namedChildren) {
      const name = child.type === 'aliased_import' ? child.childForFieldName('name') : child;
      if (name?.type === 'dotted_name') {
        edges.push({ specifier: name.text, line: line(node), kind: 'import' });
      }
    }
  } else if (node.type === 'import_from_statement') {
    const module = node.childForFieldName('module_name');
    if (module === null) {
      return;
    }
    if (
      module.type === 'relative_import' &&
      !module.namedChildren.some((c) => c.type === 'dotted_name')
    ) {
      // `from . import a, b`: each name is a module of the package.
      const names = node.childrenForFieldName('name');
      for (const name of names) {
        const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
        if (dotted !== null) {
          edges.push({
            specifier: `${module.text}${dotted.text}`,
            line: line(node),
            kind: 'import',
          });
        }
      }
      return;
    }
    edges.push({ specifier: module.text, line: line(node), kind: 'import' });
  }
};

const go: Extractor = (node, edges) => {
  if (node.type === 'import_spec') {
    const path = literal(node.childForFieldName('path'));
    if (path !== null) {
      edges.push({ specifier: path, line: line(node), kind: 'import' });
    }
  }
};

const rust: Extractor = (node, edges) => {
  if (node.type === 'use_declaration') {
    const argument = node.childForFieldName('argument');
    if (argument !== null) {
      for (const path of rustUsePaths(argument)) {
        edges.push({ specifier: path, line: line(node), kind: 'use' });
      }
    }
  } else if (node.type === 'extern_crate_declaration') {
    const name = node.childForFieldName('name');
    if (name !== null) {
      edges.push({ specifier: name.text, line: line(node), kind: 'use' });
    }
  } else if (node.type === 'mod_item' && node.childForFieldName('body') === null) {
    const name = node.childForFieldName('name');
    if (name !== null) {
      edges.push({ specifier: `self::${name.text}`, line: line(node), kind: 'mod' });
    }
  }
};

/** `a::{b, c::d}` -> `a::b`, `a::c::d`; `a::b as c` -> `a::b`; `a::*` -> `a`. */
function rustUsePaths(node: SyntaxNode, prefix = ''): string[] {
  const join = (text: string): string => (prefix === '' ? text : `${prefix}::${text}`);
  switch (node.type) {
    case 'use_as_clause': {
      const path = node.childForFieldName('path');
      return path === null ? [] : rustUsePaths(path, prefix);
    }
    case 'use_wildcard': {
      const path = node.namedChildren[0];
      return path === undefined ? [prefix] : [join(path.text)];
    }
    case 'scoped_use_list': {
      const path = node.childForFieldName('path');
      const list = node.childForFieldName('list');
      const next = path === null ? prefix : join(path.text);
      return list === null ? [next] : rustUsePaths(list, next);
    }
    case 'use_list':
      return node.namedChildren.flatMap((child) => rustUsePaths(child, prefix));
    case 'self':
      return [prefix];
    default:
      return [join(node.text)];
  }
}

const EXTRACTORS: Readonly<Record<SourceLanguage, Extractor>> = {
  typescript: ecmascript,
  tsx: ecmascript,
  javascript: ecmascript,
  python,
  go,
  rust,
};

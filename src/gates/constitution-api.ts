import { languageForPath, withSyntaxTree } from '../analysis/index.js';
import type { SyntaxNode } from '../analysis/index.js';
import { importTargets } from './constitution-resolve.js';
import type { HeadTree } from './constitution-resolve.js';

import { declarationShapes, valueShape } from './constitution-api-shapes.js';
import type { ApiShape } from './constitution-api-shapes.js';

/** One side of the change: its files and a reader. */
export interface ApiSide {
  readonly tree: HeadTree;
  readonly read: (path: string) => Promise<string | null>;
  /** Reads these ahead in one go (one git process), so `read` then answers from memory. */
  readonly prefetch: (paths: readonly string[]) => Promise<void>;
  /** Parsed files by text, shared by both sides: an unchanged file is parsed once. */
  readonly parsed: Map<string, FileExports>;
  /** Every path the walk read or tried to resolve (what the API depends on). */
  readonly visited: Set<string>;
}

export interface FileExports {
  readonly locals: Map<string, ApiShape>;
  /** exported name -> local name, or a name in another module. */
  readonly named: Map<
    string,
    { readonly local: string } | { readonly from: string; readonly name: string }
  >;
  /** local name -> imported binding, so `import { a } from './x'; export { a }` resolves. */
  readonly imports: Map<string, { readonly from: string; readonly name: string }>;
  readonly stars: string[];
}

const MAX_DEPTH = 8;

/** The exported API of `entry` on one side: exported name -> shape. Null: no entry file. */
export async function readPublicApi(
  entry: string,
  side: ApiSide,
): Promise<Map<string, ApiShape> | null> {
  const text = await side.read(entry);
  if (text === null) {
    return null;
  }
  return exportsOf(entry, text, side, 0, new Set());
}

async function exportsOf(
  path: string,
  text: string,
  side: ApiSide,
  depth: number,
  seen: Set<string>,
): Promise<Map<string, ApiShape>> {
  const out = new Map<string, ApiShape>();
  const language = languageForPath(path);
  if (language === null || language === 'python' || language === 'go' || language === 'rust') {
    return out;
  }
  seen.add(path);
  side.visited.add(path);
  const key = `${language}\0${text}`;
  let file = side.parsed.get(key);
  if (file === undefined) {
    file = await withSyntaxTree(language, text, collect);
    side.parsed.set(key, file);
  }
  // Everything this file re-exports from, read in one batch before walking into it.
  const specifiers = [
    ...[...file.named.values()].flatMap((target) =>
      'from' in target ? [target.from] : [file.imports.get(target.local)?.from ?? []].flat(),
    ),
    ...file.stars,
  ];
  const targets = [...new Set(specifiers)].flatMap((specifier) => {
    const resolved = resolveModule(path, specifier, side);
    return resolved === null ? [] : [resolved];
  });
  if (depth < MAX_DEPTH) {
    await side.prefetch(targets.filter((target) => !seen.has(target)));
  }
  for (const [name, target] of file.named) {
    if ('local' in target) {
      const imported = file.imports.get(target.local);
      out.set(
        name,
        file.locals.get(target.local) ??
          (imported === undefined
            ? { kind: 'opaque' }
            : await foreign(path, imported.from, imported.name, side, depth, seen)),
      );
    } else {
      out.set(name, await foreign(path, target.from, target.name, side, depth, seen));
    }
  }
  for (const specifier of file.stars) {
    const module = await moduleExports(path, specifier, side, depth, seen);
    for (const [name, shape] of module ?? []) {
      if (name !== 'default' && !out.has(name)) {
        out.set(name, shape);
      }
    }
  }
  return out;
}

async function foreign(
  from: string,
  specifier: string,
  name: string,
  side: ApiSide,
  depth: number,
  seen: Set<string>,
): Promise<ApiShape> {
  const module = await moduleExports(from, specifier, side, depth, seen);
  return module?.get(name) ?? { kind: 'opaque' };
}

async function moduleExports(
  from: string,
  specifier: string,
  side: ApiSide,
  depth: number,
  seen: Set<string>,
): Promise<Map<string, ApiShape> | null> {
  if (depth >= MAX_DEPTH) {
    return null;
  }
  const target = resolveModule(from, specifier, side);
  if (target === null || seen.has(target)) {
    return null;
  }
  const text = await side.read(target);
  return text === null ? null : exportsOf(target, text, side, depth + 1, new Set(seen));
}

/** The repository file a specifier names (null: a package or no such file); noted as visited. */
function resolveModule(from: string, specifier: string, side: ApiSide): string | null {
  const language = languageForPath(from);
  if (language === null) {
    return null;
  }
  const candidates = importTargets(
    from,
    language,
    { specifier, line: 0, kind: 'export' },
    side.tree,
  ).slice(1);
  for (const candidate of candidates) {
    side.visited.add(candidate);
  }
  return candidates.find((path) => side.tree.files.has(path)) ?? null;
}

function collect(root: SyntaxNode): FileExports {
  const file: FileExports = { locals: new Map(), named: new Map(), imports: new Map(), stars: [] };
  for (const node of root.namedChildren) {
    if (node.type === 'import_statement') {
      collectImport(node, file);
    } else if (node.type === 'export_statement') {
      collectExport(node, file);
    } else {
      for (const [name, shape] of declarationShapes(node)) {
        file.locals.set(name, shape);
      }
    }
  }
  return file;
}

function collectImport(node: SyntaxNode, file: FileExports): void {
  const source = unquote(node.childForFieldName('source'));
  if (source === null) {
    return;
  }
  for (const specifier of node.descendantsOfType('import_specifier')) {
    const name = specifier.childForFieldName('name')?.text;
    const alias = specifier.childForFieldName('alias')?.text;
    if (name !== undefined) {
      file.imports.set(alias ?? name, { from: source, name });
    }
  }
  const clause = node.namedChildren.find((child) => child.type === 'import_clause');
  const defaultName = clause?.namedChildren.find((child) => child.type === 'identifier');
  if (defaultName !== undefined) {
    file.imports.set(defaultName.text, { from: source, name: 'default' });
  }
}

function collectExport(node: SyntaxNode, file: FileExports): void {
  const source = unquote(node.childForFieldName('source'));
  const declaration = node.childForFieldName('declaration');
  const isDefault = node.children.some((child) => child.type === 'default');
  if (declaration !== null) {
    const shapes = declarationShapes(declaration);
    for (const [name, shape] of shapes) {
      file.locals.set(name, shape);
      file.named.set(isDefault ? 'default' : name, { local: name });
    }
    if (isDefault && shapes.size === 0) {
      file.locals.set('default', { kind: 'value', type: null });
      file.named.set('default', { local: 'default' });
    }
    return;
  }
  if (isDefault) {
    const value = node.childForFieldName('value');
    const shape = value === null ? { kind: 'value' as const, type: null } : valueShape(value, null);
    file.locals.set('default', shape);
    file.named.set('default', { local: 'default' });
    return;
  }
  const clause = node.namedChildren.find((child) => child.type === 'export_clause');
  if (clause !== undefined) {
    for (const specifier of clause.namedChildren) {
      const name = specifier.childForFieldName('name')?.text;
      if (name === undefined) {
        continue;
      }
      const alias = specifier.childForFieldName('alias')?.text ?? name;
      file.named.set(alias, source === null ? { local: name } : { from: source, name });
    }
    return;
  }
  const namespace = node.namedChildren.find((child) => child.type === 'namespace_export');
  if (namespace !== undefined && source !== null) {
    const name = namespace.namedChildren.at(-1)?.text ?? '*';
    file.locals.set(`${name}#namespace`, { kind: 'opaque' });
    file.named.set(name, { local: `${name}#namespace` });
    return;
  }
  if (source !== null) {
    file.stars.push(source);
  }
}

function unquote(node: SyntaxNode | null): string | null {
  return node === null || node.text.length < 2 ? null : node.text.slice(1, -1);
}

import { posix } from 'node:path';
import type { ImportEdge, SourceLanguage } from '../analysis/index.js';

/**
 * What an import edge may point at, as strings a `to` glob is matched against: the
 * specifier as written (a package name such as `react` or `github.com/x/y`) and the
 * repository files it resolves to. Resolution uses the set of files the change's head has,
 * so a glob such as `src/ui/**` matches `../ui/button.js` written anywhere.
 */
export function importTargets(
  from: string,
  language: SourceLanguage,
  edge: ImportEdge,
  tree: HeadTree,
): string[] {
  const resolved = RESOLVERS[language](from, edge.specifier, tree);
  return [...new Set([edge.specifier, ...resolved])];
}

/** The files of the change's head, and the `module` path of each go.mod among them. */
export interface HeadTree {
  readonly files: ReadonlySet<string>;
  /** The module path a go.mod declares, or null when it cannot be read. */
  readonly goModule: (path: string) => string | null;
}

type Resolver = (from: string, specifier: string, tree: HeadTree) => string[];

const ES_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.d.ts'];

const ecmascript: Resolver = (from, specifier, { files }) => {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
    return [];
  }
  const joined = specifier.startsWith('/')
    ? posix.normalize(specifier.slice(1))
    : posix.normalize(posix.join(posix.dirname(from), specifier));
  // TypeScript's ESM style names the emitted file (`./x.js`) for the source `./x.ts`.
  const stem = joined.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [
    joined,
    ...ES_EXTENSIONS.map((ext) => `${stem}${ext}`),
    ...ES_EXTENSIONS.map((ext) => `${joined}/index${ext}`),
  ];
  const found = candidates.find((candidate) => files.has(candidate));
  // Not in the tree (a file the change deletes, a generated one): the path as written still
  // tells which part of the repository the edge points into.
  return found === undefined ? [joined] : [found];
};

const python: Resolver = (from, specifier, { files }) => {
  const dots = /^\.*/.exec(specifier)?.[0].length ?? 0;
  const rest = specifier
    .slice(dots)
    .split('.')
    .filter((part) => part !== '');
  let roots: string[];
  if (dots > 0) {
    let dir = posix.dirname(from);
    for (let i = 1; i < dots; i += 1) {
      dir = posix.dirname(dir);
    }
    roots = [dir === '.' ? '' : dir];
  } else {
    // An absolute module resolves from the repository root or a `src/` layout.
    roots = ['', 'src'];
  }
  const out: string[] = [];
  for (const root of roots) {
    const base = posix.join(root, ...rest);
    const candidates = [`${base}.py`, `${base}.pyi`, `${base}/__init__.py`];
    const found = candidates.filter((candidate) => files.has(candidate));
    out.push(...found);
  }
  if (out.length === 0 && (dots > 0 || rest.length > 0)) {
    // Not in the tree (a namespace package has no __init__.py): both forms it could take,
    // so `src/ui/**` matches `from ..ui import view`.
    const base = posix.join(roots[0] ?? '', ...rest);
    out.push(`${base}.py`, `${base}/__init__.py`);
  }
  return out;
};

const go: Resolver = (from, specifier, { files, goModule }) => {
  // The module path of the nearest go.mod above `from` maps the import path to a folder.
  const mod = nearest(from, 'go.mod', files);
  const modulePath = mod === null ? null : goModule(mod.path);
  if (mod === null || modulePath === null) {
    return [];
  }
  if (specifier !== modulePath && !specifier.startsWith(`${modulePath}/`)) {
    return [];
  }
  const dir = posix.join(mod.dir, specifier.slice(modulePath.length + 1));
  return [...files]
    .filter((file) => posix.dirname(file) === dir && file.endsWith('.go'))
    .concat(dir === '' ? [] : [`${dir}/`]);
};

const rust: Resolver = (from, specifier, { files }) => {
  const parts = specifier.split('::');
  const head = parts[0];
  let dir: string;
  let rest: string[];
  if (head === 'crate') {
    const cargo = nearest(from, 'Cargo.toml', files);
    dir = posix.join(cargo?.dir ?? '', 'src');
    rest = parts.slice(1);
  } else if (head === 'self' || head === 'super') {
    dir = rustModuleDir(from);
    let i = 0;
    while (parts[i] === 'super' || (i === 0 && parts[i] === 'self')) {
      if (parts[i] === 'super') {
        dir = posix.dirname(dir);
      }
      i += 1;
    }
    rest = parts.slice(i);
  } else {
    return [];
  }
  // `use crate::a::b::Item`: the deepest module file that exists names the edge.
  for (let n = rest.length; n >= 1; n -= 1) {
    const base = posix.join(dir, ...rest.slice(0, n));
    const found = [`${base}.rs`, `${base}/mod.rs`].find((candidate) => files.has(candidate));
    if (found !== undefined) {
      return [found];
    }
  }
  return rest.length === 0 ? [] : [`${posix.join(dir, ...rest)}.rs`];
};

/** The folder a Rust file's child modules live in (`src/a.rs` and `src/a/mod.rs` -> `src/a`). */
function rustModuleDir(from: string): string {
  const name = posix.basename(from);
  const dir = posix.dirname(from);
  if (name === 'mod.rs' || name === 'lib.rs' || name === 'main.rs') {
    return dir;
  }
  return posix.join(dir, name.replace(/\.rs$/, ''));
}

function nearest(
  from: string,
  name: string,
  files: ReadonlySet<string>,
): { readonly dir: string; readonly path: string } | null {
  let dir = posix.dirname(from);
  for (;;) {
    const path = dir === '.' ? name : `${dir}/${name}`;
    if (files.has(path)) {
      return { dir: dir === '.' ? '' : dir, path };
    }
    if (dir === '.' || dir === '/' || dir === '') {
      return null;
    }
    dir = posix.dirname(dir);
  }
}

/** The module path a go.mod's text declares, or null. */
export function goModulePath(text: string | null): string | null {
  const match = text === null ? null : /^\s*module\s+(\S+)/m.exec(text);
  return match?.[1]?.replace(/^"|"$/g, '') ?? null;
}

const RESOLVERS: Readonly<Record<SourceLanguage, Resolver>> = {
  typescript: ecmascript,
  tsx: ecmascript,
  javascript: ecmascript,
  python,
  go,
  rust,
};

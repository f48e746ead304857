import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';

/**
 * Which files the resident type checker may read. It runs outside the gate sandbox, with
 * govern's rights, so it must not read what the sandbox hides: an agent can make
 * `src/leak.ts` a symbolic link to `~/.aws/credentials` or to the tree's masked `.env`, and
 * tsc's diagnostics quote the names it finds there ("Cannot find name 'AKIA…'"). A file of
 * the tree is read when no link leads to it; the TypeScript package and node_modules (which
 * agents cannot write, and which a worktree links to the main tree's) are read as they are.
 * Any other read is refused and remembered, and the check ends without a verdict: TYPE_CHECK
 * then runs tsc in the gate sandbox, which sees the masks.
 */
export interface CheckerReads {
  /** Starts a check: links may have changed since the last one. */
  begin(): void;
  /** Whether `fileName` may be read; a refused path is remembered. */
  allows(fileName: string): boolean;
  /** Throws when a read was refused since `begin`: the check then gives no verdict. */
  ensureNoneRefused(): void;
}

/** How a check refused for a link says so (resident-tsc.ts stops asking that tree). */
export const LINK_REFUSED = 'leads out of the tree through a symbolic link';

function realOrNull(path: string): string | null {
  try {
    return realpathSync.native(path);
  } catch {
    return null;
  }
}

const isUnder = (path: string, root: string): boolean =>
  path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);

export function checkerReads(workspace: string, typescriptDir: string): CheckerReads {
  const tree = resolve(workspace);
  const realTree = realOrNull(tree) ?? tree;
  const modules = join(tree, 'node_modules');
  const trusted = [typescriptDir, ...(existsSync(modules) ? [modules] : [])]
    .map(realOrNull)
    .filter((root): root is string => root !== null);
  let refused: string | null = null;
  // A check reads every file of its program: one realpath and one listing per folder, not
  // one system call per file.
  let folders = new Map<string, { readonly real: string | null; readonly links: Set<string> }>();
  const folderOf = (
    folder: string,
  ): { readonly real: string | null; readonly links: Set<string> } => {
    let known = folders.get(folder);
    if (known === undefined) {
      let links = new Set<string>();
      try {
        links = new Set(
          readdirSync(folder, { withFileTypes: true })
            .filter((entry) => entry.isSymbolicLink())
            .map((entry) => entry.name),
        );
      } catch {
        // Not a folder, or gone: realOrNull says so below.
      }
      known = { real: realOrNull(folder), links };
      folders.set(folder, known);
    }
    return known;
  };
  const isUnlinked = (requested: string): boolean => {
    const folder = folderOf(dirname(requested));
    const expected = join(realTree, dirname(requested).slice(tree.length));
    return folder.real === expected && !folder.links.has(basename(requested));
  };
  return {
    begin: () => {
      refused = null;
      folders = new Map();
    },
    allows: (fileName) => {
      const requested = resolve(tree, fileName);
      const inModules = requested.split(sep).includes('node_modules');
      if (
        trusted.some((root) => isUnder(requested, root)) ||
        (isUnder(requested, tree) && (inModules || isUnlinked(requested)))
      ) {
        return true;
      }
      if (!existsSync(requested)) {
        // Nothing there to read: tsc probes for files that do not exist.
        return true;
      }
      refused ??= requested;
      return false;
    },
    ensureNoneRefused: () => {
      if (refused !== null) {
        throw new Error(`${refused} ${LINK_REFUSED}; the resident checker does not read it`);
      }
    },
  };
}

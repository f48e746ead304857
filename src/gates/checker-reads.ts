import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { isGitOrGovernState, isResolvedInside } from '../common/index.js';
import { treeMaskMatcher } from '../sandbox/index.js';

/**
 * Which files the resident type checker may read. It runs outside the gate sandbox, with
 * govern's rights, so it must not read what the sandbox hides: an agent can make
 * `src/leak.ts` a symbolic link to `~/.aws/credentials`, or import the tree's masked
 * `secrets/keys.json`, and tsc's diagnostics quote the names they meet ("Cannot find name
 * 'AKIA…'"). So the checker reads:
 * - the TypeScript package and node_modules (agents cannot write them; a worktree's
 *   node_modules links to the main tree's) as they are;
 * - a file of the tree that the agent's sandbox does not mask (the built-in `.env*`, keys,
 *   `secrets/`, and the policy's `forbiddenPaths`), unless a link leads it out of the tree,
 *   onto a masked file, or into `.git/` or `.governance/`.
 * Any other read is refused and the check ends without a verdict: TYPE_CHECK then runs tsc in
 * the gate sandbox, which sees the masks.
 */
export interface CheckerReads {
  /** Starts a check: links may have changed since the last one. */
  begin(): void;
  /** Whether `fileName` may be read; a refused path is remembered. */
  allows(fileName: string): boolean;
  /** Throws when a read was refused since `begin`: the check then gives no verdict. */
  ensureNoneRefused(): void;
}

/** How a check that refused a read says so (resident-tsc.ts stops asking that tree). */
export const READ_REFUSED = 'the resident checker does not read it';

function realOrNull(path: string): string | null {
  try {
    return realpathSync.native(path);
  } catch {
    return null;
  }
}

const slashed = (path: string): string => path.split(sep).join('/');

interface Folder {
  readonly real: string | null;
  readonly links: ReadonlySet<string>;
}

/** A folder's real path and the names of its entries that are links, read once per check. */
function readFolder(folder: string): Folder {
  let links = new Set<string>();
  try {
    links = new Set(
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isSymbolicLink())
        .map((entry) => entry.name),
    );
  } catch {
    // Not a folder, or gone: its real path says so.
  }
  return { real: realOrNull(folder), links };
}

export function checkerReads(
  workspace: string,
  typescriptDir: string,
  masked: readonly string[],
): CheckerReads {
  const tree = resolve(workspace);
  const realTree = realOrNull(tree) ?? tree;
  const modules = join(tree, 'node_modules');
  const trusted = [typescriptDir, ...(existsSync(modules) ? [modules] : [])]
    .map(realOrNull)
    .filter((root): root is string => root !== null);
  const hidden = treeMaskMatcher({ forbiddenPaths: [...masked] });
  let refused: { readonly path: string; readonly why: string } | null = null;
  // A check reads every file of its program: one realpath and one listing per folder.
  let folders = new Map<string, Folder>();
  const folderOf = (folder: string): Folder => {
    let known = folders.get(folder);
    if (known === undefined) {
      known = readFolder(folder);
      folders.set(folder, known);
    }
    return known;
  };
  const isUnlinked = (requested: string): boolean => {
    const folder = folderOf(dirname(requested));
    const expected = join(realTree, dirname(requested).slice(tree.length));
    return folder.real === expected && !folder.links.has(basename(requested));
  };
  /** Why a file of the tree may not be read, or null. */
  const treeRefusal = (requested: string): string | null => {
    // Under the tree (the caller checked): a slice, not path.relative, on this hot path.
    const inside = slashed(requested.slice(tree.length + 1));
    if (inside.split('/').includes('node_modules')) {
      return null;
    }
    if (hidden(inside)) {
      return 'is masked from the agent';
    }
    if (isUnlinked(requested)) {
      return null;
    }
    const real = realOrNull(requested);
    if (real === null) {
      // A dangling link: nothing to read.
      return null;
    }
    const target = slashed(relative(realTree, real));
    return isResolvedInside(real, realTree) && !hidden(target) && !isGitOrGovernState(target)
      ? null
      : 'leads out of the tree, onto a masked file or into govern state through a symbolic link';
  };
  return {
    begin: () => {
      refused = null;
      folders = new Map();
    },
    allows: (fileName) => {
      const requested = resolve(tree, fileName);
      if (trusted.some((root) => isResolvedInside(requested, root))) {
        return true;
      }
      const why = isResolvedInside(requested, tree)
        ? treeRefusal(requested)
        : 'lies outside the tree';
      if (why === null || !existsSync(requested)) {
        // Allowed, or nothing there to read (tsc probes for files that do not exist).
        return true;
      }
      refused ??= { path: requested, why };
      return false;
    },
    ensureNoneRefused: () => {
      if (refused !== null) {
        throw new Error(`${refused.path} ${refused.why}; ${READ_REFUSED}`);
      }
    },
  };
}

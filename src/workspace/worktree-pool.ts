import { lstatSync, readlinkSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { gitOrThrow, runGit } from './git.js';
import { GOVERNANCE_PATHS, removeStaleIndexLock } from './repo.js';
import { addWorktree, removeWorktree, shareNodeModules, WIP_BRANCH_PREFIX } from './worktree.js';
import type { Worktree } from './worktree.js';

/**
 * Where pooled worktrees live: under the task worktrees' folder, so recovery after a crash
 * removes them with the rest (removeAllWorktrees), in a folder no task id can name (ids
 * never start with a dot).
 */
const POOL_DIR = '.pool';

/** Runs worktree administration (add, remove, prune) one at a time; see inWorktree. */
export type SerializeWorktreeAdmin = <T>(section: () => Promise<T>) => Promise<T>;

/**
 * Worktrees reused across the tasks of one run, one per slot: making a worktree checks out
 * every file and removing it deletes them all again (about a second on 5,000 files), while
 * switching a used one to the next task's base rewrites only what differs. A slot keeps its
 * folder, so what is kept per folder (the resident type checker, tsc's state file under its
 * .governance/) stays warm for the next task.
 */
export interface WorktreePool {
  /**
   * A worktree at `base` on the task's own branch, exactly as clean as a fresh one: no
   * untracked or ignored file the previous task left, tracked files (content and mode) as
   * `base` has them; govern's own state under .governance/ is kept.
   */
  acquire(taskId: string, base: string): Promise<Worktree>;
  /** Gives the worktree back for the next task; cleaned when that task acquires it. */
  release(worktree: Worktree): void;
  /** Removes every pooled worktree and its branch. */
  close(): Promise<void>;
}

export function openWorktreePool(main: string, serialize: SerializeWorktreeAdmin): WorktreePool {
  const free: Worktree[] = [];
  const all = new Map<string, Worktree>();
  let made = 0;
  const fresh = async (taskId: string, base: string): Promise<Worktree> => {
    // Named now, not when the serialized section runs: by then other acquires have counted.
    made += 1;
    const name = join(POOL_DIR, String(made));
    const worktree = await serialize(() => addWorktree(main, taskId, base, name));
    all.set(worktree.dir, worktree);
    return worktree;
  };
  return {
    acquire: async (taskId, base) => {
      const used = free.pop();
      if (used === undefined) {
        return fresh(taskId, base);
      }
      try {
        const worktree = await switchTask(main, used, taskId, base, serialize);
        all.set(worktree.dir, worktree);
        return worktree;
      } catch {
        // A slot git cannot switch (a damaged index, a lock held by a killed process) is
        // replaced: a fresh worktree is slower, never wrong.
        all.delete(used.dir);
        await serialize(() => removeWorktree(main, used));
        return fresh(taskId, base);
      }
    },
    release: (worktree) => {
      if (all.has(worktree.dir)) {
        free.push(worktree);
      }
    },
    close: async () => {
      const doomed = [...all.values()];
      all.clear();
      free.length = 0;
      for (const worktree of doomed) {
        await serialize(() => removeWorktree(main, worktree));
      }
    },
  };
}

/**
 * Puts a used slot on `taskId`'s branch at `base` and removes everything a fresh checkout
 * would not have: `reset --hard` puts tracked files (content and mode) back to the slot's
 * HEAD, `clean -ffdx` removes untracked and ignored files (nested repositories included),
 * and `checkout --force` then moves to `base`, rewriting only the files that differ. The
 * node_modules link is an ignored file too: it is unlinked first (clean would unlink it as
 * well, but a removal that never looks through it is the one to trust) and made again, as
 * a new worktree gets it.
 */
async function switchTask(
  main: string,
  used: Worktree,
  taskId: string,
  base: string,
  serialize: SerializeWorktreeAdmin,
): Promise<Worktree> {
  const branch = `${WIP_BRANCH_PREFIX}${taskId}`;
  await removeStaleIndexLock(used.dir);
  // A rebase a killed landing left half done would make the checkout refuse.
  await runGit(used.dir, ['rebase', '--abort']);
  await gitOrThrow(used.dir, ['reset', '--hard', '--quiet']);
  unlinkSharedNodeModules(main, used.dir);
  // With -x the ignore files do not matter (the previous task may have changed them); only
  // govern's own state is kept.
  const keep = GOVERNANCE_PATHS.flatMap((path) => ['-e', `/${path}`]);
  await gitOrThrow(used.dir, ['clean', '-ffdxq', ...keep]);
  await gitOrThrow(used.dir, ['checkout', '--quiet', '--force', '-B', branch, base]);
  await shareNodeModules(main, used.dir);
  if (used.branch !== branch) {
    // Ref deletions rewrite packed-refs under a lock: serialized with the other admin work.
    await serialize(() => runGit(main, ['branch', '-D', '--quiet', used.branch]));
  }
  return { dir: used.dir, branch };
}

/** Removes the link shareNodeModules made; a node_modules the checkout has is left to git. */
function unlinkSharedNodeModules(main: string, dir: string): void {
  const link = join(dir, 'node_modules');
  try {
    if (lstatSync(link).isSymbolicLink() && readlinkSync(link) === join(main, 'node_modules')) {
      unlinkSync(link);
    }
  } catch {
    // No link: nothing to remove.
  }
}

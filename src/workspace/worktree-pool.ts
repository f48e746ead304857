import { existsSync, lstatSync, readFileSync, readlinkSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
 * would not have: `checkout --force` moves to `base` and throws away every local change to
 * tracked files (content, mode, staged additions) while rewriting only the files that
 * differ, then `clean -ffdx` removes untracked and ignored files (nested repositories
 * included, and what the checkout left untracked). On 5,000 files each git command stats
 * the whole tree, so the switch runs as few as it can: a `reset --hard` first would only
 * repeat what the forced checkout does, and a rebase is aborted only when one was left.
 * The node_modules link is an ignored file too: it is unlinked first (clean would unlink it
 * as well, but a removal that never looks through it is the one to trust) and made again,
 * as a new worktree gets it.
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
  if (hasRebaseState(used.dir)) {
    // A rebase a killed landing left half done would make the checkout refuse.
    await runGit(used.dir, ['rebase', '--abort']);
  }
  unlinkSharedNodeModules(main, used.dir);
  await gitOrThrow(used.dir, ['checkout', '--quiet', '--force', '-B', branch, base]);
  // With -x the ignore files do not matter (the previous task may have changed them); only
  // govern's own state is kept.
  const keep = GOVERNANCE_PATHS.flatMap((path) => ['-e', `/${path}`]);
  await gitOrThrow(used.dir, ['clean', '-ffdxq', ...keep]);
  await shareNodeModules(main, used.dir);
  if (used.branch !== branch) {
    // Ref deletions rewrite packed-refs under a lock: serialized with the other admin work.
    await serialize(() => runGit(main, ['branch', '-D', '--quiet', used.branch]));
  }
  return { dir: used.dir, branch };
}

/**
 * Whether the worktree has a rebase in progress (git's rebase-merge or rebase-apply folder
 * in its own git dir, named by the `.git` file). True when that cannot be read: aborting a
 * rebase that is not there is harmless.
 */
function hasRebaseState(dir: string): boolean {
  try {
    const pointer = /^gitdir: (.+)$/m.exec(readFileSync(join(dir, '.git'), 'utf8'));
    if (pointer?.[1] === undefined) {
      return true;
    }
    const gitDir = resolve(dir, pointer[1].trim());
    return existsSync(join(gitDir, 'rebase-merge')) || existsSync(join(gitDir, 'rebase-apply'));
  } catch {
    return true;
  }
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

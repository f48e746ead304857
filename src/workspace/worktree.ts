import {
  appendFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fromSystemError } from '../common/index.js';
import { collectCommitChanges, commitTree, copyIndex } from './change.js';
import type { FileChange } from './change.js';
import { gitOrThrow, runGit } from './git.js';
import { commitMerged, mergeOnto } from './pick-commit.js';
import { gitIndexFile } from './repo.js';
import { scratchPath } from './scratch.js';

/** Where task worktrees live: inside govern's ignored state, so the main tree stays clean. */
export const WORKTREES_DIR = join('.governance', 'worktrees');
/** Branches of in-flight parallel tasks; deleted when the task lands or is abandoned. */
export const WIP_BRANCH_PREFIX = 'govern/wip/';

export interface Worktree {
  readonly dir: string;
  readonly branch: string;
}

/**
 * A fresh worktree for a task on its own branch at `base`, in the folder `name` under
 * WORKTREES_DIR (the task id unless said otherwise). The repository's node_modules
 * is shared through a symlink rather than installed again (the tools the gates run live
 * there); git is told to ignore that symlink, which a `node_modules/` pattern does not.
 */
export async function addWorktree(
  main: string,
  taskId: string,
  base: string,
  name: string = taskId,
): Promise<Worktree> {
  const dir = join(main, WORKTREES_DIR, name);
  const branch = `${WIP_BRANCH_PREFIX}${taskId}`;
  const add = ['worktree', 'add', '--quiet', '-B', branch, dir, base];
  try {
    mkdirSync(dirname(dir), { recursive: true });
  } catch (error) {
    throw fromSystemError(error, 'create the worktrees folder') ?? error;
  }
  // The usual case (nothing left at that folder or on that branch) is one git call; what an
  // earlier run left in the way (a folder, a stale registration, the branch checked out
  // there) is cleared first and the add made again. `-B` resets a branch left behind.
  if (existsSync(dir) || (await runGit(main, add)).exitCode !== 0) {
    await removeWorktree(main, { dir, branch });
    await gitOrThrow(main, add);
  }
  await shareNodeModules(main, dir);
  return { dir, branch };
}

/**
 * Links the main tree's node_modules into a new worktree. A node_modules the checkout
 * already made (the repository tracks one: a committed symlink, vendored packages) is
 * kept as the commit has it: replacing a tracked entry would make it part of every task's
 * change, and the gate tools are resolved in the main tree anyway.
 */
export async function shareNodeModules(main: string, dir: string): Promise<void> {
  const modules = join(main, 'node_modules');
  const link = join(dir, 'node_modules');
  if (!existsSync(modules) || lstatOrNull(link) !== null) {
    return;
  }
  await ignoreInAllWorktrees(main, '/node_modules');
  try {
    symlinkSync(modules, link, 'dir');
  } catch (error) {
    throw fromSystemError(error, 'link node_modules into the task worktree at') ?? error;
  }
}

function lstatOrNull(path: string): ReturnType<typeof lstatSync> | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/** Removes a task's worktree and branch; a missing one is not an error. */
export async function removeWorktree(main: string, worktree: Worktree): Promise<void> {
  const removed =
    existsSync(worktree.dir) &&
    (await runGit(main, ['worktree', 'remove', '--force', '--force', worktree.dir])).exitCode === 0;
  if (!removed) {
    // git did not remove it (gone already, or it refused): delete the folder, then drop its
    // registration. A successful `worktree remove` dropped the registration itself.
    rmSync(worktree.dir, { recursive: true, force: true });
    await runGit(main, ['worktree', 'prune']);
  }
  await runGit(main, ['branch', '-D', '--quiet', worktree.branch]);
}

/** After a crash: every task worktree and wip branch a previous run left behind. */
export async function removeAllWorktrees(main: string): Promise<number> {
  const dir = join(main, WORKTREES_DIR);
  let removed = 0;
  if (existsSync(dir)) {
    rmSync(dir, { recursive: true, force: true });
    removed += 1;
  }
  await runGit(main, ['worktree', 'prune']);
  const branches = await runGit(main, [
    'for-each-ref',
    '--format=%(refname:short)',
    `refs/heads/${WIP_BRANCH_PREFIX}`,
  ]);
  for (const branch of branches.stdout.split('\n').filter((b) => b.trim() !== '')) {
    await runGit(main, ['branch', '-D', '--quiet', branch.trim()]);
    removed += 1;
  }
  return removed;
}

export type RebaseResult =
  | {
      readonly kind: 'ok';
      readonly commit: string;
      /** The rebased commit's tree. */
      readonly tree: string;
      /** Its parent: `onto`, or `onto`'s parent where `onto` already held the change. */
      readonly parent: string;
    }
  | { readonly kind: 'conflict'; readonly message: string };

/**
 * Replays the worktree's commit on `base` onto `onto`; a conflict leaves the worktree as it
 * was and is reported. The work tree must be clean at that commit (a landing's is). The usual
 * case is a merge (see mergeOnto), its commit, and two `reset --keep`; what the merge does
 * not cover goes through `git rebase` as before.
 */
export async function rebaseOnto(
  worktree: string,
  base: string,
  onto: string,
): Promise<RebaseResult> {
  const merged = await mergeOnto(worktree, 'HEAD', base, onto);
  if (merged.kind === 'conflict') {
    return merged;
  }
  // The files move as the rebase moves them: a checkout of `onto`, then of the picked
  // commit. Going straight to the latter would leave the change's files as the agent wrote
  // them, which a checkout can write differently (.gitattributes eol, filters); the rebase
  // rewrites them. --keep overwrites ignored files in the way, as the rebase's checkout does,
  // and refuses (touching nothing) rather than lose a local change; the rebase below then
  // meets the state it would have met. Making the commit object touches no file: at once.
  if (merged.kind === 'ok') {
    const [commit, checkedOut] = await Promise.all([
      commitMerged(worktree, merged, onto),
      keepReset(worktree, onto),
    ]);
    if (checkedOut) {
      if (commit !== null && (await keepReset(worktree, commit))) {
        return { kind: 'ok', commit, tree: merged.tree, parent: onto };
      }
      await gitOrThrow(worktree, ['reset', '--quiet', '--keep', merged.parts.id]);
    }
  }
  return rebaseWithGit(worktree, base, onto);
}

/** `git reset --keep`: false when git refused (nothing changed then). */
async function keepReset(worktree: string, commit: string): Promise<boolean> {
  return (await runGit(worktree, ['reset', '--quiet', '--keep', commit])).exitCode === 0;
}

async function rebaseWithGit(worktree: string, base: string, onto: string): Promise<RebaseResult> {
  const result = await runGit(worktree, ['rebase', '--quiet', '--onto', onto, base]);
  if (result.exitCode !== 0) {
    await runGit(worktree, ['rebase', '--abort']);
    return {
      kind: 'conflict',
      message: (result.stdout + result.stderr).trim().split('\n').slice(0, 12).join('\n'),
    };
  }
  const [commit = '', tree = '', parent = ''] = (
    await gitOrThrow(worktree, ['rev-parse', 'HEAD', 'HEAD^{tree}', 'HEAD^'])
  )
    .trim()
    .split('\n');
  return { kind: 'ok', commit, tree, parent };
}

/** A change moved onto a newer head: the tree it makes there and its files against that head. */
export interface MovedChange {
  readonly tree: string;
  readonly changes: FileChange[];
  /** The commit it now sits on (`onto`). */
  readonly base: string;
}

/**
 * Moves an uncommitted change onto a newer commit of the branch before it is judged: the work
 * tree holds `change.tree` on top of `change.base`, and afterwards holds the same change
 * replayed onto `onto`, with HEAD and the index at `onto` (as if the agent had worked there).
 * The change is committed on `base` and merged onto `onto` (see mergeOnto); the files move
 * as a rebase and a mixed reset to `onto` would move them: a checkout of `onto`, then the
 * merged tree written over it through a scratch index, so the index stays at `onto`, every
 * file the change did not touch is `onto`'s and ignored files stay as they are. What it
 * returns is read from the merged tree, so a file the new head's `.gitignore` would hide
 * stays part of the change, as the rebase kept it. A conflict leaves the tree as it was (the
 * change uncommitted on `base`, the index at `base`) and returns null.
 */
export async function moveChangeOnto(
  worktree: string,
  change: { readonly tree: string; readonly base: string },
  onto: string,
): Promise<MovedChange | null> {
  const commit = await commitTree(worktree, {
    ...change,
    subject: 'govern: the change, moved onto the current head before its gates',
    trailers: {},
  });
  // The files already are the commit's: only HEAD and the index move. The merge reads
  // only objects, so both at once.
  const [merged] = await Promise.all([
    mergeOnto(worktree, commit, change.base, onto),
    gitOrThrow(worktree, ['reset', '--quiet', commit, '--']),
  ]);
  if (merged.kind === 'conflict') {
    await gitOrThrow(worktree, ['reset', '--quiet', change.base, '--']);
    return null;
  }
  if (merged.kind === 'ok' && (await keepReset(worktree, onto))) {
    await writeTreeOver(worktree, onto, merged.tree);
    return {
      tree: merged.tree,
      changes: await collectCommitChanges(worktree, onto, merged.tree),
      base: onto,
    };
  }
  const rebased = await rebaseWithGit(worktree, change.base, onto);
  if (rebased.kind === 'conflict') {
    await gitOrThrow(worktree, ['reset', '--quiet', change.base, '--']);
    return null;
  }
  const changes = await collectCommitChanges(worktree, onto, rebased.commit);
  await gitOrThrow(worktree, ['reset', '--quiet', onto, '--']);
  return { tree: rebased.tree, changes, base: onto };
}

/**
 * Writes the files that differ between `from` (checked out, clean) and `tree` as `tree` has
 * them, through a scratch copy of the index: the real one stays at `from`.
 */
async function writeTreeOver(worktree: string, from: string, tree: string): Promise<void> {
  const realIndex = await gitIndexFile(worktree);
  if (realIndex === null) {
    // No index to copy (the reset just wrote one, so hardly ever): through the real one.
    await gitOrThrow(worktree, ['read-tree', '-m', '-u', from, tree]);
    await gitOrThrow(worktree, ['reset', '--quiet', from, '--']);
    return;
  }
  const index = await scratchPath(worktree, 'index');
  try {
    // Its stat data says which files are as `from` has them (copyIndex keeps it trusted).
    copyIndex(realIndex, index);
    await gitOrThrow(worktree, ['read-tree', '-m', '-u', from, tree], {
      env: { GIT_INDEX_FILE: index },
    });
  } finally {
    rmSync(index, { force: true });
  }
}

/** Moves the main tree's branch to `commit`, which must descend from its HEAD (no merge). */
export async function fastForward(main: string, commit: string): Promise<void> {
  await gitOrThrow(main, ['merge', '--ff-only', '--quiet', commit]);
}

async function ignoreInAllWorktrees(main: string, pattern: string): Promise<void> {
  // Once per repository and pattern in this process: a pooled worktree links node_modules
  // again for every task, and on a large repository each git process counts.
  const key = `${main}\0${pattern}`;
  if (ignoredPatterns.has(key)) {
    return;
  }
  const rel = (await gitOrThrow(main, ['rev-parse', '--git-common-dir'])).trim();
  const file = join(isAbsolute(rel) ? rel : join(main, rel), 'info', 'exclude');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!current.split('\n').includes(pattern)) {
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(
      file,
      `${current.length > 0 && !current.endsWith('\n') ? '\n' : ''}${pattern}\n`,
    );
  }
  ignoredPatterns.add(key);
}

/** Patterns ignoreInAllWorktrees has made sure of, by repository. */
const ignoredPatterns = new Set<string>();

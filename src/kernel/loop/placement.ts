import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GateVerdict } from '../../gates/index.js';
import { taskDir } from '../../ledger/index.js';
import type { StepVerdict } from '../../ledger/index.js';
import {
  collectCommitChanges,
  fastForward,
  gitOrThrow,
  headCommit,
  listIgnoredPaths,
  moveChangeOnto,
  pathsChangedBetween,
  rebaseOnto,
  removeIgnoredSince,
  restoreToBase,
} from '../../workspace/index.js';
import type { FileChange, MovedChange, WorktreePool } from '../../workspace/index.js';
import { seatIn } from './landing-line.js';
import type { LandingLine } from './landing-line.js';
import type { Mutex } from './mutex.js';
import { toStepVerdict } from './verdicts.js';

/** Landings in a row that find the branch moved by a commit made beside the run. */
const MAX_LANDING_ROUNDS = 8;

/** Marks a task that runs in a worktree, so recovery knows the main tree was never touched. */
export const WORKTREE_MARKER = 'worktree';
/** Present while a landing fast-forwards the main tree; recovery finishes or undoes it. */
export const LANDING_FILE = join('.governance', 'landing.json');

export type LandResult =
  | { readonly kind: 'landed'; readonly commit: string }
  | { readonly kind: 'failed'; readonly verdicts: readonly StepVerdict[] };

/**
 * Re-runs the whole-tree gates on a rebased change (type check, tests): `changes` is the
 * change against the head it now sits on, `landed` the paths that head changed since the
 * tree the change last passed on, `at` where the rebase put it (known already, so the gates
 * need not ask git).
 */
export type RerunGates = (
  dir: string,
  changes: readonly FileChange[],
  landed: readonly string[],
  rebased: RebasedFrom,
  at: RebasedTo,
) => Promise<readonly GateVerdict[]>;

/** Where a rebase put the change: the commit checked out in the worktree (clean). */
export interface RebasedTo {
  readonly commit: string;
  /** Its tree: what the files must stay while the gates run. */
  readonly tree: string;
  /** Its parent: the head it lands on. */
  readonly parent: string;
}

/** The commit a rebase moved and the base it sat on before (what its gates had judged). */
export interface RebasedFrom {
  readonly commit: string;
  readonly base: string;
}

/** A change moved before its gates; `speculative` when its new base holds unlanded changes. */
export interface RefreshedChange extends MovedChange {
  readonly speculative?: boolean;
}

/**
 * Where one task's attempts happen. In place: the main work tree itself (sequential runs).
 * In a worktree: a private checkout on its own branch, landed on the main branch by a
 * serialized rebase + fast-forward, so the main tree never holds a half-landed change.
 */
export interface Placement {
  readonly dir: string;
  /** Starts an attempt; returns its base commit. */
  begin(): Promise<string>;
  /** Undoes the attempt: the tree back at `base`, what it created removed. */
  rollback(base: string): Promise<void>;
  /**
   * Before the first-pass gates: moves the change (`tree`, uncommitted on `base`) onto what
   * will be under it when it lands, and returns it as it is there. In a parallel run that is
   * the landing line's tip (landing-line.ts): the head plus every change judged before it
   * that has not landed yet, or the branch's tip when the line is empty (`toHead` asks for
   * the branch's tip whatever the line holds). The gates then judge the tree that will land,
   * and a landing that finds the branch at that tree needs no re-check. Null when the change
   * stays where it is (nothing moved), or when it does not apply there cleanly (the landing
   * meets that conflict as before). Absent where the branch cannot move under the attempt
   * (in place).
   */
  refresh?(
    tree: string,
    base: string,
    options?: { readonly toHead?: boolean },
  ): Promise<RefreshedChange | null>;
  /** Puts a commit made in `dir` on top of `base` onto the main branch. */
  land(commit: string, base: string, rerun: RerunGates): Promise<LandResult>;
  /**
   * The attempt's first-pass gates started (inside their gate slot), then ended: changes
   * judged on top of this one wait for it to know their base's test count (landing-line.ts).
   */
  judging?(): void;
  judged?(passed: boolean): void;
  /** See LandingLine.whenJudged: null unless `base` is provisional and being judged. */
  whenBaseJudged?(base: string): Promise<void> | null;
  /** See LandingLine.allPassedUnder: whether the changes under `base` passed their gates. */
  allPassedUnder?(base: string): Promise<boolean>;
  dispose(): Promise<void>;
}

export function inPlace(workspace: string, ignoredBefore: readonly string[] | null): Placement {
  return {
    dir: workspace,
    begin: async () => {
      const head = await headCommit(workspace);
      if (head === null) {
        throw new Error('HEAD disappeared during the run');
      }
      return head;
    },
    rollback: (base) => restoreToBase(workspace, base, ignoredBefore),
    land: async (commit) => {
      // The next task starts as fresh as in a worktree: files the attempt left that git
      // ignores (a build folder, a note under .cache) never went through a gate, and the next
      // agent would read them. The commit is already made; this only removes what git ignores.
      if (ignoredBefore !== null) {
        await removeIgnoredSince(workspace, ignoredBefore);
      }
      return { kind: 'landed', commit };
    },
    dispose: () => Promise.resolve(),
  };
}

/**
 * @param landing serializes landings (rebase, whole-tree gates, fast-forward).
 * @param pool the run's worktrees: a task borrows one, cleaned, and gives it back when done.
 * @param line the changes judged and not landed yet, which the next one is judged on top of.
 */
export async function inWorktree(
  main: string,
  taskId: string,
  run: { readonly landing: Mutex; readonly pool: WorktreePool; readonly line: LandingLine },
): Promise<Placement> {
  const { landing, pool, line } = run;
  const start = await headCommit(main);
  if (start === null) {
    throw new Error('HEAD disappeared during the run');
  }
  mkdirSync(taskDir(main, taskId), { recursive: true });
  writeFileSync(join(taskDir(main, taskId), WORKTREE_MARKER), '');
  const worktree = await pool.acquire(taskId, start);
  const ignoredBefore = await listIgnoredPaths(worktree.dir);
  // The pool hands the worktree over clean at `start`: until an attempt has run in it, it
  // needs no restore to start there (a hard reset and two walks of the tree saved per task).
  let cleanAt: string | null = start;
  const seat = seatIn(line, taskId);
  return {
    dir: worktree.dir,
    begin: async () => {
      // Each attempt starts from the main branch as it is now, not as it was at the first.
      const head = await headCommit(main);
      if (head === null) {
        throw new Error('HEAD disappeared during the run');
      }
      if (head !== cleanAt) {
        await restoreToBase(worktree.dir, head, ignoredBefore);
      }
      cleanAt = null;
      return head;
    },
    rollback: (base) => {
      seat.leave();
      return restoreToBase(worktree.dir, base, ignoredBefore);
    },
    refresh: (tree, base, options) =>
      line.serialize(async () => {
        const head = await headCommit(main);
        if (head === null) {
          return null;
        }
        if (options?.toHead === true) {
          // A judgment on the line's tip is being checked on the head alone: the change keeps
          // its place in the line (its content is the same).
          return head === base ? null : moveChangeOnto(worktree.dir, { tree, base }, head);
        }
        seat.leave();
        const placed = await placeOnLine(worktree.dir, line, { tree, base }, head);
        if (placed === null) {
          return null;
        }
        await seat.enter(placed.entered, worktree.dir);
        return placed.moved;
      }),
    land: (commit, base, rerun) =>
      landing.run(async () => {
        const result = await landInMain(
          { main, taskId, dir: worktree.dir },
          { commit, base },
          rerun,
        );
        if (result.kind === 'landed') {
          seat.landed(result.commit);
        } else {
          seat.leave();
        }
        return result;
      }),
    judging: () => {
      seat.judging();
    },
    judged: (passed) => {
      seat.judged(passed);
    },
    whenBaseJudged: (base) => line.whenJudged(base),
    allPassedUnder: (base) => line.allPassedUnder(base),
    dispose: () => {
      seat.leave();
      // The worktree's resident type checker stays: the next task in it starts warm.
      pool.release(worktree);
      rmSync(join(taskDir(main, taskId), WORKTREE_MARKER), { force: true });
      return Promise.resolve();
    },
  };
}

/**
 * Moves a change (`tree` uncommitted on `base`) onto the landing line's tip, or onto the head
 * when the line is empty or the change does not apply on top of it (another change in it
 * touched the same lines). Null when it applies on neither: it is judged where it is and
 * stays out of the line, and its landing meets the conflict as before.
 */
async function placeOnLine(
  dir: string,
  line: LandingLine,
  change: { readonly tree: string; readonly base: string },
  head: string,
): Promise<{
  readonly moved: RefreshedChange | null;
  readonly entered: { readonly tree: string; readonly onto: string; readonly onTip: boolean };
} | null> {
  const tip = line.tip(head);
  for (const onto of tip === null ? [head] : [tip, head]) {
    if (onto === change.base) {
      return { moved: null, entered: { tree: change.tree, onto, onTip: false } };
    }
    const moved = await moveChangeOnto(dir, change, onto);
    if (moved !== null) {
      return {
        moved: { ...moved, speculative: onto === tip },
        entered: { tree: moved.tree, onto, onTip: onto === tip },
      };
    }
  }
  return null;
}

/**
 * Lands `change` (a commit in `at.dir` on top of its base) on the main branch: rebased onto
 * the head and its whole-tree gates re-run when the head moved, then a fast-forward. A head
 * that moves again between the read and the fast-forward (a commit made beside the run, a
 * push arriving) is caught up with the same way, up to MAX_LANDING_ROUNDS times.
 */
async function landInMain(
  at: { readonly main: string; readonly taskId: string; readonly dir: string },
  change: RebasedFrom,
  rerun: RerunGates,
): Promise<LandResult> {
  let current = change;
  for (let round = 0; round < MAX_LANDING_ROUNDS; round += 1) {
    const head = await headCommit(at.main);
    if (head === null) {
      throw new Error('HEAD disappeared during the run');
    }
    let landed = current.commit;
    if (head !== current.base) {
      const rebased = await rebaseOnto(at.dir, current.base, head);
      if (rebased.kind === 'conflict') {
        return {
          kind: 'failed',
          verdicts: [landingVerdict('rebase-conflict', rebased.message)],
        };
      }
      landed = rebased.commit;
      // The tree under the change moved: what depends on the whole tree is checked again.
      // Both only read (two commits' diff, a tree diff): asked at once.
      const [changes, landedPaths] = await Promise.all([
        collectCommitChanges(at.dir, head, rebased.commit),
        pathsChangedBetween(at.dir, current.base, head),
      ]);
      const verdicts = await rerun(at.dir, changes, landedPaths, current, rebased);
      if (verdicts.some((v) => !v.passed)) {
        return { kind: 'failed', verdicts: verdicts.map(toStepVerdict) };
      }
    }
    const marker = join(at.main, LANDING_FILE);
    writeFileSync(marker, JSON.stringify({ taskId: at.taskId, from: head, to: landed }));
    try {
      await fastForward(at.main, landed);
    } catch (error) {
      // Any other failure keeps the marker: recovery puts a half checked-out tree back.
      if ((await headCommit(at.main)) === head) {
        throw error;
      }
      // Refused because the branch moved after it was read: nothing was checked out.
      rmSync(marker, { force: true });
      current = { commit: landed, base: head };
      continue;
    }
    rmSync(marker, { force: true });
    return { kind: 'landed', commit: landed };
  }
  return {
    kind: 'failed',
    verdicts: [
      landingVerdict(
        'branch-moving',
        `the main branch moved ${String(MAX_LANDING_ROUNDS)} times during this landing (commits made beside the run); try again`,
      ),
    ],
  };
}

/**
 * A landing's failure as a verdict: a rebase conflict (the attempt is retried on the new
 * head, like any failed attempt) or another reason the landing could not happen.
 */
export function landingVerdict(rule: string, detail: string): StepVerdict {
  return {
    gate: 'LANDING',
    passed: false,
    severity: 'error',
    findings: [
      {
        file: null,
        line: null,
        rule,
        message:
          rule === 'rebase-conflict'
            ? `the change conflicts with work that landed meanwhile; redo it on the current code:\n${detail}`
            : detail,
      },
    ],
    durationMs: 0,
  };
}

/** True when the task's last attempts ran in a worktree (see WORKTREE_MARKER). */
export function ranInWorktree(main: string, taskId: string): boolean {
  return existsSync(join(taskDir(main, taskId), WORKTREE_MARKER));
}

/**
 * A crash during a landing's fast-forward can leave the main tree half checked out. The
 * main tree was clean before, so resetting it to HEAD (moved or not) is exact.
 */
export async function finishInterruptedLanding(main: string): Promise<boolean> {
  const marker = join(main, LANDING_FILE);
  if (!existsSync(marker)) {
    return false;
  }
  await gitOrThrow(main, ['reset', '--hard', '--quiet', 'HEAD']);
  rmSync(marker, { force: true });
  return true;
}

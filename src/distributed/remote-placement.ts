import { loadDistributedParts } from '../kernel/index.js';
import type { LandResult, Mutex, Placement, RebasedFrom, RerunGates } from '../kernel/index.js';
import {
  collectCommitChanges,
  listIgnoredPaths,
  moveChangeOnto,
  pathsChangedBetween,
  rebaseOnto,
  restoreToBase,
} from '../workspace/index.js';
import type { WorktreePool } from '../workspace/index.js';
import { fetchBranch, findLanding, pushFastForward } from './remote.js';

/** Rejected pushes in a row (each followed by a rebase and re-gate) before the attempt fails. */
const MAX_PUSH_ROUNDS = 8;

const parts = await loadDistributedParts();

/** Thrown by `begin` when runTask wants a second attempt: each job is one attempt. */
export class OneAttemptDone extends Error {
  constructor() {
    super('one attempt per job');
    this.name = 'OneAttemptDone';
  }
}

export interface RemoteLanding {
  readonly clone: string;
  readonly taskId: string;
  readonly branch: string;
  /** The coordinator's HEAD at enqueue: a Task-Id commit after it is an earlier landing. */
  readonly since: string;
  /** The remote's tip, fetched just before: the attempt's base. */
  readonly start: string;
  readonly env: Readonly<Record<string, string>>;
  /** Serializes this process's pushes, as the local run serializes its landings. */
  readonly landing: Mutex;
  /**
   * Serializes this process's fetches and pushes with its worktree administration: git
   * updates the remote-tracking branch under a lock, and a second fetch that finds it taken
   * fails ("cannot lock ref"), which failed the job after its agent had run.
   */
  readonly fetches: Mutex;
  /**
   * How many pushes this process has landed (written under `landing`), and how many it had
   * landed before the fetch that gave `start`. One landed after an attempt's base was fetched
   * moved the remote off that base for good (it only fast-forwards): the attempt's next push
   * would be refused, so it is not made.
   */
  readonly pushes: { count: number };
  readonly pushesAtStart: number;
  /** The clone's worktrees, reused across this worker's jobs. */
  readonly pool: WorktreePool;
  /** Told before each rebase onto a remote that moved (audited by the worker). */
  readonly onRebase: (rebase: {
    readonly from: string;
    readonly onto: string;
    readonly afterRejectedPush: boolean;
  }) => void;
  /** Set when the push that landed the change was accepted. */
  readonly onPushed: (at: number) => void;
}

/**
 * A worktree of the worker's clone whose landing is a push to the shared remote: the
 * distributed counterpart of `inWorktree` (kernel/placement.ts). A rejected push means
 * another machine landed first: fetch, rebase, re-run the whole-tree gates, push again; a
 * rebase conflict fails the attempt with a LANDING verdict, so it is retried like a local
 * conflict. Each job runs one attempt: a second `begin` throws OneAttemptDone.
 */
export async function onRemote(input: RemoteLanding): Promise<Placement> {
  const { clone, taskId, branch, env, start } = input;
  const worktree = await input.pool.acquire(taskId, start);
  const ignoredBefore = await listIgnoredPaths(worktree.dir);
  let begun = false;
  let pushesAtBase = input.pushesAtStart;
  return {
    dir: worktree.dir,
    // The worktree was made at the remote's tip just fetched: the attempt starts there.
    begin: () => {
      if (begun) {
        return Promise.reject(new OneAttemptDone());
      }
      begun = true;
      return Promise.resolve(start);
    },
    rollback: (base) => restoreToBase(worktree.dir, base, ignoredBefore),
    refresh: async (tree, base) => {
      // The clone's remote-tracking branch is written by one fetch at a time (the landing's),
      // and no push of this process lands while it runs.
      const [tip, seen] = await input.landing.run(async () => {
        const pushes = input.pushes.count;
        return [await input.fetches.run(() => fetchBranch(clone, branch, env)), pushes] as const;
      });
      pushesAtBase = seen;
      // Landed meanwhile (a re-delivered job): the push is refused and catchUp says so.
      if (tip === base || (await findLanding(clone, input.since, tip, taskId)) !== null) {
        return null;
      }
      return moveChangeOnto(worktree.dir, { tree, base }, tip);
    },
    land: (commit, base, rerun) =>
      input.landing.run(async (): Promise<LandResult> => {
        let current = commit;
        let onto = base;
        for (let round = 0; round < MAX_PUSH_ROUNDS; round += 1) {
          // The first push needs no fetch before it. The remote's history up to `base` was
          // searched for this task's Task-Id when the attempt was placed, and the push is a
          // fast-forward from `base`: the remote accepts it only while its branch has not
          // moved since, so nothing (this task's landing by another worker included) can
          // have landed in between. Only a refused push means the remote moved, or a push of
          // this process since the base was fetched: that one is not made.
          if (round > 0 || input.pushes.count !== pushesAtBase) {
            const caught = await catchUp(
              input,
              worktree.dir,
              { commit: current, base: onto, refused: round > 0 },
              rerun,
            );
            if (caught.kind !== 'ready') {
              return caught;
            }
            current = caught.commit;
            onto = caught.onto;
          }
          // A push that lands moves the remote-tracking branch too: one ref writer at a time.
          const pushed = await input.fetches.run(() =>
            pushFastForward(clone, current, branch, env),
          );
          if (pushed.kind === 'pushed') {
            input.pushes.count += 1;
            input.onPushed(Date.now());
            return { kind: 'landed', commit: current };
          }
        }
        return {
          kind: 'failed',
          verdicts: [
            parts.landingVerdict(
              'push-rejected',
              `the remote rejected ${MAX_PUSH_ROUNDS} pushes in a row (other machines kept landing first); try again`,
            ),
          ],
        };
      }),
    dispose: () => {
      // Back to the pool: the next job switches it to its base, and the worktree's resident
      // type checker stays warm for it, as in a local parallel run.
      input.pool.release(worktree);
      return Promise.resolve();
    },
  };
}

/**
 * After a refused push (or one not made: see RemoteLanding.pushes): fetch, and unless this
 * task landed meanwhile (exactly once: a re-delivered job does not land again), rebase `from`
 * onto what landed and re-run the whole-tree gates. `ready` carries the commit to push and the tip it now sits on.
 */
async function catchUp(
  input: RemoteLanding,
  dir: string,
  from: RebasedFrom & { readonly refused: boolean },
  rerun: RerunGates,
): Promise<
  LandResult | { readonly kind: 'ready'; readonly commit: string; readonly onto: string }
> {
  const tip = await input.fetches.run(() => fetchBranch(input.clone, input.branch, input.env));
  const earlier = await findLanding(input.clone, input.since, tip, input.taskId);
  if (earlier !== null) {
    return { kind: 'landed', commit: earlier };
  }
  if (tip === from.base) {
    // Refused, yet the remote has not moved (the push failed for another reason): again.
    return { kind: 'ready', commit: from.commit, onto: tip };
  }
  // The compare-and-swap lost: rebase onto what landed, and re-gate.
  input.onRebase({ from: from.base, onto: tip, afterRejectedPush: from.refused });
  const rebased = await rebaseOnto(dir, from.base, tip);
  if (rebased.kind === 'conflict') {
    return {
      kind: 'failed',
      verdicts: [parts.landingVerdict('rebase-conflict', rebased.message)],
    };
  }
  // The tree under the change moved: what depends on the whole tree is checked again.
  // Both only read (two commits' diff, a tree diff): asked at once. The worktree is clean
  // at the rebased commit, so its change is read from git, not staged from the files.
  const [changes, landed] = await Promise.all([
    collectCommitChanges(dir, tip, rebased.commit),
    pathsChangedBetween(dir, from.base, tip),
  ]);
  const verdicts = await rerun(dir, changes, landed, from, rebased);
  if (verdicts.some((verdict) => !verdict.passed)) {
    return { kind: 'failed', verdicts: verdicts.map(parts.toStepVerdict) };
  }
  return { kind: 'ready', commit: rebased.commit, onto: tip };
}

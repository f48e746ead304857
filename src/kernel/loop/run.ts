import type { TaskStatus } from '../../common/index.js';
import { acquireLedgerLock } from '../../ledger/index.js';
import { releaseResidentCheckers } from '../../gates/index.js';
import { openWorktreePool } from '../../workspace/index.js';
import type { ProgressEvent, TaskOutcome } from './attempt.js';
import type { RecoveryReport } from './recover.js';
import type { RerunReport } from './rerun.js';
import { openRun, planRun } from './run-open.js';
import type { RunResources } from './run-open.js';
import { Mutex } from './mutex.js';
import { scheduleTasks } from './run-schedule.js';

export interface RunOptions {
  readonly dir: string;
  readonly agentName?: string;
  readonly taskId?: string;
  readonly maxTasks?: number;
  /** Re-evaluate COMPLETED and SKIPPED tasks: unchanged ones are reused, changed ones run again. */
  readonly rerun?: boolean;
  /** Tasks run at the same time, each in its own worktree (default: config `parallel`). */
  readonly parallel?: number;
  /** The kernel's environment; only allowlisted names reach tools and agents. */
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /**
   * false only for an explicit `--no-sandbox`: agents then run unconfined, and the audit
   * log says so. Default true: every agent process runs in the OS sandbox, or the run stops
   * with SANDBOX_UNAVAILABLE.
   */
  readonly sandbox?: boolean;
  readonly signal?: AbortSignal;
  readonly clock?: () => Date;
  readonly onProgress?: (event: ProgressEvent) => void;
}

export interface RunSummary {
  readonly workspace: string;
  readonly agent: string;
  readonly recovery: RecoveryReport;
  readonly processed: readonly { readonly id: string; readonly outcome: TaskOutcome }[];
  readonly skipped: readonly { readonly id: string; readonly reason: string }[];
  /** Tasks whose earlier decision was reused (identical fingerprint): no agent was called. */
  readonly reused: readonly { readonly id: string; readonly reused: true }[];
  /** `--rerun` only: what was re-evaluated. */
  readonly rerun: RerunReport | null;
  /** Agent calls made by this run. */
  readonly agentCalls: number;
  readonly counts: Readonly<Record<TaskStatus, number>>;
  readonly interrupted: boolean;
  /** True when any task in the ledger is FAILED or QUARANTINED. */
  readonly hasFailures: boolean;
}

/**
 * The governance loop over every ready task (or one, with `taskId`): open the run
 * (run-open.ts: preflight, adapters, sandboxes, recovery), then schedule its tasks
 * (run-schedule.ts), each through runTask's phases (attempt.ts).
 */
export async function runTasks(options: RunOptions): Promise<RunSummary> {
  const clock = options.clock ?? (() => new Date());
  const plan = await planRun(options);
  const lock = acquireLedgerLock(plan.workspace, 'govern run');
  const resources: RunResources = {};
  const running = new Map<string, Promise<void>>();
  // Parallel tasks borrow worktrees from one pool (each slot keeps its resident checker warm).
  // Concurrent `git worktree add` and `prune` read each other's half-made administrative
  // files and fail: the pool's are serialized. Closed once every task has settled.
  const worktreeAdmin = new Mutex();
  const pool = openWorktreePool(plan.workspace, (section) => worktreeAdmin.run(section));
  try {
    const run = await openRun(options, plan, clock, resources);
    return await scheduleTasks(run, options, running, pool);
  } finally {
    await Promise.allSettled(running.values());
    await releaseResidentCheckers(plan.workspace);
    await pool.close();
    await resources.economy?.close();
    resources.writer?.close();
    lock.release();
  }
}

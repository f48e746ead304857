import { GovernError } from '../../common/index.js';
import type { DecisionRecord } from '../../economy/index.js';
import { releaseResidentCheckers } from '../../gates/index.js';
import { acquireLedgerLock, AuditLog } from '../../ledger/index.js';
import type { LedgerTask, StepVerdict } from '../../ledger/index.js';
import {
  addWorktree,
  collectChanges,
  deleteBranch,
  gitOrThrow,
  headCommit,
  removeWorktree,
  runGit,
  uncommittedChanges,
} from '../../workspace/index.js';
import { logDecision } from '../loop/account.js';
import { failingFinding } from '../loop/attempt-log.js';
import { taskDecision } from '../loop/decide.js';
import { EconomySession } from '../loop/economy.js';
import { LedgerWriter } from '../loop/ledger-writer.js';
import { openWorkspace, requireLedger } from '../loop/open.js';
import { asTier, landApproved, regate } from './approve-land.js';
import type { Approval } from './approve-land.js';

export interface ApproveOptions {
  readonly dir: string;
  readonly taskId: string;
  /** Who approves (recorded in the decision and the audit log). */
  readonly by: string;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** false only for an explicit `--no-sandbox`: the gates then run the change unconfined. */
  readonly sandbox?: boolean;
  readonly clock?: () => Date;
}

export type ApproveResult =
  | { readonly kind: 'landed'; readonly taskId: string; readonly commit: string }
  /** The change no longer passes on the current base: nothing landed, the task still waits. */
  | {
      readonly kind: 'refused';
      readonly taskId: string;
      readonly reason: string;
      readonly verdicts: readonly StepVerdict[];
    };

/**
 * `govern approve TASK-ID`: replays the held change on the current base in a scratch
 * worktree, re-runs the task's gates there, and only then approves the decision and lands
 * it (fast-forward) under a commit capability. A change that conflicts or fails a gate is
 * refused and keeps waiting (reject it, or fix the base and approve again).
 */
export async function approveTask(options: ApproveOptions): Promise<ApproveResult> {
  const clock = options.clock ?? (() => new Date());
  return withHeldDecision(
    options.dir,
    options.taskId,
    'govern approve',
    clock,
    async (approval) => {
      const { workspace, writer, economy, task, record } = approval;
      if (record.targetBranch !== economy.targetBranch) {
        throw new GovernError(
          'USAGE',
          `the change of ${task.id} lands on ${record.targetBranch ?? '(none)'}, but ${economy.targetBranch} is checked out`,
          { hint: `git checkout ${record.targetBranch ?? 'the target branch'} and approve again` },
        );
      }
      const dirty = await uncommittedChanges(workspace);
      if (dirty.length > 0) {
        throw new GovernError('DIRTY_WORKTREE', 'the working tree has uncommitted changes', {
          hint: 'commit or stash them first: approving fast-forwards the checked-out branch',
          details: { files: dirty.map((entry) => entry.path) },
        });
      }
      const held = record.commit;
      if (held === undefined) {
        throw new GovernError('USAGE', `decision ${record.decisionId} holds no commit`, {
          hint: `reject it (govern reject ${task.id} --why ...) and run the task again`,
        });
      }
      const head = await headCommit(workspace);
      if (head === null) {
        throw new GovernError('GIT_FAILED', `${workspace} has no commits`);
      }
      const worktree = await addWorktree(workspace, task.id, head);
      try {
        const replayed = await runGit(worktree.dir, ['cherry-pick', '--allow-empty', held]);
        if (replayed.exitCode !== 0) {
          await runGit(worktree.dir, ['cherry-pick', '--abort']);
          return refuse(
            writer,
            task,
            record,
            'LANDING',
            'the change conflicts with the current base',
          );
        }
        const commit = (await gitOrThrow(worktree.dir, ['rev-parse', 'HEAD'])).trim();
        const changes = await collectChanges(worktree.dir, head);
        const verdicts = await regate(options, approval, { dir: worktree.dir, head, changes });
        const failed = verdicts.find((verdict) => !verdict.passed);
        if (failed !== undefined) {
          return { ...refused(writer, task, record, failed), verdicts };
        }
        return await landApproved(options, approval, { commit, changes, verdicts });
      } finally {
        // The dashboard process lives on: its type checker for this worktree would only hold memory.
        await releaseResidentCheckers(worktree.dir);
        await removeWorktree(workspace, worktree);
      }
    },
  );
}

export interface RejectOptions {
  readonly dir: string;
  readonly taskId: string;
  readonly why: string;
  readonly by: string;
  readonly clock?: () => Date;
}

/**
 * `govern reject TASK-ID --why TEXT`: the decision is rejected, its branch deleted, and the
 * task FAILED with the reason (DESIGN has no REJECTED status; the ledger's decision says
 * REJECTED). Its dependents are skipped on the next run.
 */
export async function rejectTask(options: RejectOptions): Promise<{ readonly taskId: string }> {
  const clock = options.clock ?? (() => new Date());
  if (options.why.trim() === '') {
    throw new GovernError('USAGE', '--why must say why the change is rejected', {
      hint: 'pass --why "the reason", recorded in the ledger and the audit log',
    });
  }
  return withHeldDecision(options.dir, options.taskId, 'govern reject', clock, async (held) => {
    const { workspace, writer, economy, task, record } = held;
    const rejected = economy.approvals.reject(record.decisionId, options.why, options.by);
    if (!rejected.ok) {
      throw new GovernError('USAGE', `cannot reject ${task.id}: ${rejected.reason}`);
    }
    await deleteBranch(workspace, record.branch);
    const fingerprint = task.decision?.fingerprint ?? null;
    if (fingerprint !== null) {
      economy.novelty.record(fingerprint, {
        kind: 'REJECT',
        reason: options.why,
        taskId: task.id,
      });
    }
    logDecision(
      economy,
      task.id,
      {
        tier: asTier(task.decision?.tier),
        agent: task.decision?.agent ?? 'unknown',
        costUsd: 0,
        tokens: 0,
        decisionId: record.decisionId,
        confidence: economy.assess(task, workspace).confidence,
      },
      'rejected',
      true,
      false,
    );
    writer.update(
      task.id,
      {
        status: 'FAILED',
        reason: `rejected by ${options.by}: ${options.why}`,
        decision: taskDecision(economy, {
          kind: 'REJECTED',
          fingerprint,
          tier: task.decision?.tier ?? null,
          agent: task.decision?.agent ?? null,
          decisionId: record.decisionId,
          costUsd: task.decision?.costUsd ?? 0,
        }),
      },
      'task.rejected',
      { by: options.by, why: options.why, decisionId: record.decisionId, branch: record.branch },
    );
    return { taskId: task.id };
  });
}

/**
 * The prologue and epilogue approve and reject share: the workspace under the ledger lock (no
 * run may change the task meanwhile), its writer and economy session, and the held decision of
 * `taskId`. `body` runs with them; they close in reverse order whatever it throws.
 */
async function withHeldDecision<T>(
  dir: string,
  taskId: string,
  command: string,
  clock: () => Date,
  body: (held: Approval) => Promise<T>,
): Promise<T> {
  const { workspace, config } = await openWorkspace(dir);
  const lock = acquireLedgerLock(workspace, command);
  const writer = new LedgerWriter(
    requireLedger(workspace),
    workspace,
    AuditLog.open(workspace, clock),
    clock,
  );
  let economy: EconomySession | undefined;
  try {
    economy = await EconomySession.open({ workspace, config, clock });
    const { task, record } = heldDecision(writer, economy, taskId);
    return await body({ workspace, config, writer, economy, task, record });
  } finally {
    await economy?.close();
    writer.close();
    lock.release();
  }
}

/** The task waiting for approval and its pending decision, or a USAGE error saying why not. */
function heldDecision(
  writer: LedgerWriter,
  economy: EconomySession,
  taskId: string,
): { task: LedgerTask; record: DecisionRecord } {
  const task = writer.current.tasks.find((t) => t.id === taskId);
  if (task === undefined) {
    throw new GovernError('TASK_NOT_FOUND', `no task "${taskId}" in the ledger`, {
      hint: 'see `govern status` for the task ids',
    });
  }
  if (task.status !== 'AWAITING_APPROVAL') {
    throw new GovernError('USAGE', `task ${taskId} is ${task.status}, not AWAITING_APPROVAL`, {
      hint: 'only a change held for approval can be approved or rejected (see `govern status`)',
    });
  }
  const decisionId = task.decision?.decisionId ?? null;
  const record =
    decisionId === null
      ? economy.approvals.latestForTask(taskId)
      : economy.approvals.get(decisionId);
  if (record?.status !== 'pending') {
    throw new GovernError(
      'USAGE',
      `task ${taskId} has no pending decision${record === null ? '' : ` (${record.decisionId} is ${record.status})`}`,
      { hint: 'run `govern reset` on it after rejecting, or `govern show` to inspect it' },
    );
  }
  return { task, record };
}

function refused(
  writer: LedgerWriter,
  task: LedgerTask,
  record: DecisionRecord,
  failed: StepVerdict,
): Extract<ApproveResult, { kind: 'refused' }> {
  const first = failingFinding(failed);
  const reason = `${failed.gate} fails on the current base${first === undefined ? '' : `: ${first.message.split('\n')[0] ?? ''}`}`;
  writer.audit.append('task.approval_refused', {
    task: task.id,
    decisionId: record.decisionId,
    gate: failed.gate,
  });
  return { kind: 'refused', taskId: task.id, reason, verdicts: [failed] };
}

function refuse(
  writer: LedgerWriter,
  task: LedgerTask,
  record: DecisionRecord,
  gate: 'LANDING',
  message: string,
): ApproveResult {
  return refused(writer, task, record, {
    gate,
    passed: false,
    severity: 'error',
    findings: [{ file: null, line: null, rule: 'rebase-conflict', message }],
    durationMs: 0,
  });
}

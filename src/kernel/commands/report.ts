import { GovernError } from '../../common/index.js';
import type { TaskStatus } from '../../common/index.js';
import {
  acquireLedgerLock,
  AuditLog,
  countStatuses,
  dependentsOf,
  readAttemptRecords,
  verifyAuditLog,
} from '../../ledger/index.js';
import type { AttemptRecord, AuditVerification, LedgerTask } from '../../ledger/index.js';
import { resolveWorkspace } from '../../workspace/index.js';
import { LedgerWriter } from '../loop/ledger-writer.js';
import { requireLedger } from '../loop/open.js';

export interface StatusRow {
  readonly id: string;
  readonly category: string;
  readonly status: TaskStatus;
  readonly attempts: number;
  readonly retryCount: number;
  readonly lastFailingGate: string | null;
  readonly reason: string | null;
  readonly commit: string | null;
  /**
   * Its last attempt passed INJECTION with findings in shadow mode: hostile or suspect text
   * that was recorded, not blocked. Shown so that shadow mode is never silent.
   */
  readonly shadowInjection: boolean;
  /**
   * Its last attempt passed SECURITY_REGRESSION with notes: a protection gone from code the
   * change rewrote, which no rule could prove replaced (severity info). Shown for review.
   */
  readonly securityNotes: boolean;
}

/** True when the task's last attempt passed `gate` with findings (recorded, not blocking). */
function passedWithFindings(task: LedgerTask, gate: string): boolean {
  return task.verificationLogs.some(
    (log) => log.attempt === task.attempts && log.gate === gate && log.passed && log.findings > 0,
  );
}

export interface StatusReport {
  readonly workspace: string;
  readonly projectName: string;
  readonly counts: Readonly<Record<TaskStatus, number>>;
  readonly tasks: readonly StatusRow[];
  /** Ids of the PENDING tasks whose dependencies are all COMPLETED, in ledger order. */
  readonly ready: readonly string[];
}

/** Counts per status and one row per task; reads without the lock (writes are atomic renames). */
export async function readStatus(dir: string): Promise<StatusReport> {
  const workspace = await resolveWorkspace(dir);
  const ledger = requireLedger(workspace);
  return {
    workspace,
    projectName: ledger.projectName,
    counts: countStatuses(ledger),
    tasks: ledger.tasks.map((task) => ({
      id: task.id,
      category: task.category,
      status: task.status,
      attempts: task.attempts,
      retryCount: task.retryCount,
      lastFailingGate: task.lastFailingGate,
      reason: task.reason,
      commit: task.commit,
      shadowInjection: passedWithFindings(task, 'INJECTION'),
      securityNotes: passedWithFindings(task, 'SECURITY_REGRESSION'),
    })),
    ready: readyIds(ledger.tasks),
  };
}

/** One pass with a status map: a ledger of 10,000 chained tasks must not cost n^2 lookups. */
function readyIds(tasks: readonly LedgerTask[]): string[] {
  const statusOf = new Map(tasks.map((task) => [task.id, task.status]));
  return tasks
    .filter(
      (task) =>
        task.status === 'PENDING' &&
        task.dependencies.every((dep) => statusOf.get(dep) === 'COMPLETED'),
    )
    .map((task) => task.id);
}

export interface TaskReport {
  readonly task: LedgerTask;
  readonly attempts: readonly AttemptRecord[];
  readonly problems: readonly string[];
}

/** One task with every attempt, verdict and finding. */
export async function readTask(dir: string, taskId: string): Promise<TaskReport> {
  const workspace = await resolveWorkspace(dir);
  const ledger = requireLedger(workspace);
  const task = ledger.tasks.find((t) => t.id === taskId);
  if (task === undefined) {
    throw new GovernError('TASK_NOT_FOUND', `no task "${taskId}" in ${workspace}/PROGRESS.json`, {
      hint: 'see `govern status` for the task ids',
    });
  }
  const { records, problems } = readAttemptRecords(workspace, taskId);
  return { task, attempts: records, problems };
}

export async function verifyAudit(
  dir: string,
): Promise<AuditVerification & { readonly workspace: string }> {
  const workspace = await resolveWorkspace(dir);
  return { workspace, ...verifyAuditLog(workspace) };
}

/**
 * Queues a FAILED, SKIPPED or QUARANTINED task again with a fresh retry budget, and with it
 * the dependents that were skipped because of it.
 */
export async function resetTask(dir: string, taskId: string): Promise<readonly string[]> {
  const workspace = await resolveWorkspace(dir);
  const lock = acquireLedgerLock(workspace, 'govern reset');
  try {
    const ledger = requireLedger(workspace);
    const task = ledger.tasks.find((t) => t.id === taskId);
    if (task === undefined) {
      throw new GovernError('TASK_NOT_FOUND', `no task "${taskId}" in the ledger`, {
        hint: 'see `govern status` for the task ids',
      });
    }
    const resettable: readonly TaskStatus[] = ['FAILED', 'SKIPPED', 'QUARANTINED', 'DEFERRED'];
    if (!resettable.includes(task.status)) {
      throw new GovernError(
        'USAGE',
        `task ${taskId} is ${task.status}; only FAILED, SKIPPED, QUARANTINED or DEFERRED tasks can be reset`,
      );
    }
    const dependents = new Set(dependentsOf(ledger, taskId));
    const reset = [
      taskId,
      ...ledger.tasks
        .filter((t) => dependents.has(t.id) && t.status === 'SKIPPED')
        .map((t) => t.id),
    ];
    const writer = new LedgerWriter(ledger, workspace, AuditLog.open(workspace), () => new Date());
    for (const id of reset) {
      writer.update(
        id,
        {
          status: 'PENDING',
          retryCount: 0,
          reason: id === taskId ? 'reset by user' : `reset with ${taskId}`,
          lastFailingGate: null,
        },
        'task.reset',
      );
    }
    writer.close();
    return reset;
  } finally {
    lock.release();
  }
}

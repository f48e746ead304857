import type { TaskStatus } from '../common/index.js';
import type { Ledger, LedgerTask } from './schema.js';

/** Statuses that end a task for good in this run; a dependent of one that is not COMPLETED can never start. */
const FINAL_NOT_DONE: readonly TaskStatus[] = ['FAILED', 'QUARANTINED', 'SKIPPED'];

/** The dependency of `task` that prevents it from ever running, or null. */
export function blockingDependency(ledger: Ledger, task: LedgerTask): LedgerTask | null {
  for (const dep of task.dependencies) {
    const found = ledger.tasks.find((t) => t.id === dep);
    if (found !== undefined && FINAL_NOT_DONE.includes(found.status)) {
      return found;
    }
  }
  return null;
}

/** True when every dependency is COMPLETED. */
export function isReady(ledger: Ledger, task: LedgerTask): boolean {
  return (
    task.status === 'PENDING' &&
    task.dependencies.every((dep) => ledger.tasks.find((t) => t.id === dep)?.status === 'COMPLETED')
  );
}

/** The first ready task in ledger order (deterministic), or null. */
export function nextReadyTask(ledger: Ledger): LedgerTask | null {
  return ledger.tasks.find((task) => isReady(ledger, task)) ?? null;
}

/** Ids of all tasks that depend on `id`, directly or not. */
export function dependentsOf(ledger: Ledger, id: string): string[] {
  const result: string[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const task of ledger.tasks) {
      if (
        current !== undefined &&
        task.dependencies.includes(current) &&
        !result.includes(task.id)
      ) {
        result.push(task.id);
        queue.push(task.id);
      }
    }
  }
  return result;
}

/** How many tasks are in each status (every status present, zero when none). */
export function countStatuses(ledger: Ledger): Record<TaskStatus, number> {
  const counts: Record<TaskStatus, number> = {
    PENDING: 0,
    IN_PROGRESS: 0,
    AWAITING_APPROVAL: 0,
    COMPLETED: 0,
    SKIPPED: 0,
    DEFERRED: 0,
    FAILED: 0,
    QUARANTINED: 0,
  };
  for (const task of ledger.tasks) {
    counts[task.status] += 1;
  }
  return counts;
}

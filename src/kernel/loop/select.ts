import { GovernError } from '../../common/index.js';
import { blockingDependency, isReady, pathList } from '../../ledger/index.js';
import type { Ledger, LedgerTask } from '../../ledger/index.js';
import type { LedgerWriter } from './ledger-writer.js';
import { scopesOverlap } from './scope-overlap.js';

// Which tasks a run takes and in which order (runTasks in run.ts drives them).

/** The first ready task whose write scope overlaps no running task's scope. */
export function nextStartable(
  ledger: Ledger,
  running: ReadonlyMap<string, readonly string[]>,
): LedgerTask | null {
  return (
    ledger.tasks.find(
      (task) =>
        isReady(ledger, task) &&
        !running.has(task.id) &&
        [...running.values()].every((scope) => !scopesOverlap(scope, pathList(task.targetPath))),
    ) ?? null
  );
}

/**
 * The task a run starts next: the first startable one, or with `--task` that task once, when
 * it is ready (the local scheduler and the distributed coordinator pick alike).
 */
export function nextToStart(
  ledger: Ledger,
  running: ReadonlyMap<string, readonly string[]>,
  taskId: string | undefined,
  started: number,
): LedgerTask | null {
  if (taskId === undefined) {
    return nextStartable(ledger, running);
  }
  return started === 0 ? readySelected(ledger, taskId) : null;
}

/** The tasks a run may touch, checked up front so `--task` errors come before any work. */
export function selectTasks(
  ledger: Ledger,
  taskId: string | undefined,
  rerun: boolean,
): Ledger['tasks'] {
  if (
    taskId === undefined ||
    (rerun && ledger.tasks.some((t) => t.id === taskId && t.status !== 'PENDING'))
  ) {
    return ledger.tasks.filter((task) => task.status === 'PENDING');
  }
  const task = ledger.tasks.find((t) => t.id === taskId);
  if (task === undefined) {
    throw new GovernError('TASK_NOT_FOUND', `no task "${taskId}" in the ledger`, {
      hint: 'see `govern status` for the task ids',
    });
  }
  if (task.status !== 'PENDING') {
    throw new GovernError('USAGE', `task ${taskId} is ${task.status}, not PENDING`, {
      hint:
        task.status === 'FAILED' || task.status === 'SKIPPED'
          ? `run \`govern reset ${taskId}\` to queue it again`
          : 'only PENDING tasks run',
    });
  }
  const waiting = task.dependencies.filter(
    (dep) => ledger.tasks.find((t) => t.id === dep)?.status !== 'COMPLETED',
  );
  if (waiting.length > 0) {
    throw new GovernError(
      'USAGE',
      `task ${taskId} depends on ${waiting.join(', ')}, not COMPLETED yet`,
      {
        hint: 'run its dependencies first (govern run without --task runs them in order)',
      },
    );
  }
  return [task];
}

export function readySelected(ledger: Ledger, taskId: string): Ledger['tasks'][number] | null {
  const task = ledger.tasks.find((t) => t.id === taskId);
  return task !== undefined && isReady(ledger, task) ? task : null;
}

/** Marks PENDING tasks whose dependency can no longer complete as SKIPPED, saying which. */
export function skipBlocked(writer: LedgerWriter): { id: string; reason: string }[] {
  const skipped: { id: string; reason: string }[] = [];
  for (let changed = true; changed;) {
    changed = false;
    for (const task of writer.current.tasks) {
      if (task.status !== 'PENDING') {
        continue;
      }
      const blocker = blockingDependency(writer.current, task);
      if (blocker !== null) {
        const reason = `dependency ${blocker.id} is ${blocker.status}`;
        writer.update(task.id, { status: 'SKIPPED', reason }, 'task.skipped', {
          blockedBy: blocker.id,
        });
        skipped.push({ id: task.id, reason });
        changed = true;
      }
    }
  }
  return skipped;
}

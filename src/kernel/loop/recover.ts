import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readAttemptRecords, taskDir, writeAttemptRecord } from '../../ledger/index.js';
import {
  findTaskCommit,
  headCommit,
  isAncestor,
  removeAllWorktrees,
  restoreToBase,
} from '../../workspace/index.js';
import { finishInterruptedLanding, ranInWorktree, WORKTREE_MARKER } from './placement.js';
import type { ChildRegistry } from './children.js';
import type { LedgerWriter } from './ledger-writer.js';

export const IGNORED_BEFORE_FILE = 'ignored-before.json';

export interface RecoveryReport {
  readonly killedProcessGroups: number;
  readonly completed: readonly string[];
  readonly rolledBack: readonly string[];
  readonly leftAlone: readonly string[];
}

/**
 * Brings the repository and ledger back to a consistent state after a crash: orphaned
 * agent processes are killed, and every IN_PROGRESS task is either found committed (the
 * crash came after `git commit`) and marked COMPLETED, or rolled back to its base commit
 * and returned to PENDING to be retried.
 */
export async function recoverInterrupted(
  writer: LedgerWriter,
  children: ChildRegistry,
  workspace: string,
): Promise<RecoveryReport> {
  const killedProcessGroups = children.killLeftovers();
  if (killedProcessGroups > 0) {
    writer.audit.append('recovery.killed_orphans', { processGroups: killedProcessGroups });
  }
  rmSync(join(workspace, '.governance', 'tmp'), { recursive: true, force: true });
  if (await finishInterruptedLanding(workspace)) {
    writer.audit.append('recovery.landing_reset', {});
  }
  const completed: string[] = [];
  const rolledBack: string[] = [];
  const leftAlone: string[] = [];
  const head = await headCommit(workspace);
  for (const task of writer.current.tasks.filter((t) => t.status === 'IN_PROGRESS')) {
    const base = task.baseCommit;
    const latest = readAttemptRecords(workspace, task.id).records.at(-1);
    if (base === null || head === null) {
      writer.update(
        task.id,
        { status: 'PENDING', reason: 'interrupted before its attempt started' },
        'recovery.reset',
      );
      leftAlone.push(task.id);
      continue;
    }
    const commit =
      head !== base && (await isAncestor(workspace, base, head))
        ? await findTaskCommit(workspace, base, task.id)
        : null;
    if (commit !== null) {
      if (latest !== undefined && latest.outcome === 'running') {
        writeAttemptRecord(workspace, {
          ...latest,
          outcome: 'committed',
          commit,
          finishedAt: writer.now(),
        });
      }
      writer.update(
        task.id,
        { status: 'COMPLETED', commit, reason: null, lastFailingGate: null },
        'recovery.completed',
        { commit },
      );
      completed.push(task.id);
      continue;
    }
    if (ranInWorktree(workspace, task.id)) {
      // A parallel task worked in its own worktree: the main tree never held its change.
      if (latest !== undefined && latest.outcome === 'running') {
        writeAttemptRecord(workspace, {
          ...latest,
          outcome: 'interrupted',
          finishedAt: writer.now(),
        });
      }
      rmSync(join(taskDir(workspace, task.id), WORKTREE_MARKER), { force: true });
      writer.update(
        task.id,
        {
          status: 'PENDING',
          reason: 'interrupted; its worktree was removed and it is queued again',
        },
        'recovery.rolled_back',
        { base, worktree: true },
      );
      rolledBack.push(task.id);
      continue;
    }
    if (head !== base) {
      // HEAD moved and holds no commit of this task: someone else committed after the
      // crash. Resetting would destroy their work, so only the ledger is repaired.
      writer.update(
        task.id,
        {
          status: 'PENDING',
          reason: `interrupted; HEAD moved from ${base.slice(0, 12)} without its commit, repository left as is`,
        },
        'recovery.reset',
        { base, head },
      );
      leftAlone.push(task.id);
      continue;
    }
    await restoreToBase(workspace, base, readIgnoredBefore(workspace, task.id));
    if (latest !== undefined && latest.outcome === 'running') {
      writeAttemptRecord(workspace, {
        ...latest,
        outcome: 'interrupted',
        finishedAt: writer.now(),
      });
    }
    writer.update(
      task.id,
      { status: 'PENDING', reason: 'interrupted; rolled back to its base commit and queued again' },
      'recovery.rolled_back',
      { base },
    );
    rolledBack.push(task.id);
  }
  const worktrees = await removeAllWorktrees(workspace);
  if (worktrees > 0) {
    writer.audit.append('recovery.worktrees_removed', { count: worktrees });
  }
  return { killedProcessGroups, completed, rolledBack, leftAlone };
}

/**
 * The ignored paths that existed before the task's attempt, or null when that snapshot is
 * missing or torn; then no ignored file is removed, because removing one that predates
 * the run (node_modules, a local .env) would lose data.
 */
export function readIgnoredBefore(workspace: string, taskId: string): string[] | null {
  const file = join(taskDir(workspace, taskId), IGNORED_BEFORE_FILE);
  if (!existsSync(file)) {
    return null;
  }
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readAttemptRecords, taskDir, writeAttemptRecord } from '../../ledger/index.js';
import type { AttemptRecord, LedgerTask } from '../../ledger/index.js';
import {
  findTaskCommit,
  headCommit,
  isAncestor,
  removeAllWorktrees,
  removeStaleScratch,
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
  // `.governance/tmp` is where an older govern kept its scratch files.
  rmSync(join(workspace, '.governance', 'tmp'), { recursive: true, force: true });
  await removeStaleScratch(workspace);
  if (await finishInterruptedLanding(workspace)) {
    writer.audit.append('recovery.landing_reset', {});
  }
  const report = {
    completed: [] as string[],
    rolledBack: [] as string[],
    leftAlone: [] as string[],
  };
  const head = await headCommit(workspace);
  for (const task of writer.current.tasks.filter((t) => t.status === 'IN_PROGRESS')) {
    report[await recoverTask(writer, workspace, head, task)].push(task.id);
  }
  const worktrees = await removeAllWorktrees(workspace);
  if (worktrees > 0) {
    writer.audit.append('recovery.worktrees_removed', { count: worktrees });
  }
  return { killedProcessGroups, ...report };
}

/**
 * One IN_PROGRESS task after a crash: found committed (COMPLETED), rolled back to its base
 * (PENDING), or, when its base is unknown or HEAD moved without its commit, only its ledger
 * entry reset. Returns which list of the report it belongs to.
 */
async function recoverTask(
  writer: LedgerWriter,
  workspace: string,
  head: string | null,
  task: LedgerTask,
): Promise<'completed' | 'rolledBack' | 'leftAlone'> {
  const base = task.baseCommit;
  const latest = readAttemptRecords(workspace, task.id).records.at(-1);
  if (base === null || head === null) {
    writer.update(
      task.id,
      { status: 'PENDING', reason: 'interrupted before its attempt started' },
      'recovery.reset',
    );
    return 'leftAlone';
  }
  const commit =
    head !== base && (await isAncestor(workspace, base, head))
      ? await findTaskCommit(workspace, base, task.id)
      : null;
  if (commit !== null) {
    closeRunningRecord(writer, workspace, latest, { outcome: 'committed', commit });
    writer.update(
      task.id,
      { status: 'COMPLETED', commit, reason: null, lastFailingGate: null },
      'recovery.completed',
      { commit },
    );
    return 'completed';
  }
  if (ranInWorktree(workspace, task.id)) {
    // A parallel task worked in its own worktree: the main tree never held its change.
    closeRunningRecord(writer, workspace, latest, { outcome: 'interrupted' });
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
    return 'rolledBack';
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
    return 'leftAlone';
  }
  await restoreToBase(workspace, base, readIgnoredBefore(workspace, task.id));
  closeRunningRecord(writer, workspace, latest, { outcome: 'interrupted' });
  writer.update(
    task.id,
    { status: 'PENDING', reason: 'interrupted; rolled back to its base commit and queued again' },
    'recovery.rolled_back',
    { base },
  );
  return 'rolledBack';
}

/** The attempt the crash cut short, if its record still says running, gets its outcome. */
function closeRunningRecord(
  writer: LedgerWriter,
  workspace: string,
  latest: AttemptRecord | undefined,
  end: Pick<AttemptRecord, 'outcome'> & Partial<Pick<AttemptRecord, 'commit'>>,
): void {
  if (latest !== undefined && latest.outcome === 'running') {
    writeAttemptRecord(workspace, { ...latest, ...end, finishedAt: writer.now() });
  }
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

import type { LedgerTask } from '../../ledger/index.js';
import type { MemoryAction } from '../../memory/index.js';
import type { TaskOutcome } from './attempt.js';
import type { EconomySession, TaskAssessment } from './economy.js';

const EPISODE_ACTIONS: Readonly<Partial<Record<TaskOutcome, MemoryAction>>> = {
  COMPLETED: 'committed',
  FAILED: 'rolled_back',
  QUARANTINED: 'quarantined',
  DEFERRED: 'deferred',
  AWAITING_APPROVAL: 'observed',
};

/**
 * An episode (memory L2) per task outcome: what happened and why, weighted for compaction
 * by action, risk and cost. Interrupted runs are not episodes.
 */
export function rememberEpisode(
  economy: EconomySession,
  task: LedgerTask,
  outcome: TaskOutcome,
  assessment: TaskAssessment,
): void {
  const action = EPISODE_ACTIONS[outcome];
  if (action === undefined) {
    return;
  }
  const why = task.reason === null ? '' : `: ${task.reason}`;
  economy.memory.remember({
    level: 'L2',
    taskId: task.id,
    text: `${task.id} ${outcome} after ${task.attempts} attempt${task.attempts === 1 ? '' : 's'}${why}`.slice(
      0,
      1_000,
    ),
    action,
    risk: assessment.risk,
    costUsd: task.decision?.costUsd ?? 0,
  });
}

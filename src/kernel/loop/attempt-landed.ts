import { writeAttemptRecord } from '../../ledger/index.js';
import { accountCommitted } from './account.js';
import { logsWith } from './attempt-log.js';
import type { Settlement } from './authorize.js';
import { taskDecision } from './decide.js';
import type { SpentAttempt, TaskOutcome, TaskRunContext } from './task-run.js';

// The endings of an attempt whose change passed its gates (see attempt-endings.ts for the
// others): each writes the attempt record, the ledger with its audit event and the
// progress line together.

/** The change passed every gate and landed as one commit. */
export function completeAttempt(
  ctx: TaskRunContext,
  state: SpentAttempt,
  commit: string,
): TaskOutcome {
  const { writer, economy } = ctx;
  const { taskId, attempt, facts, record } = state;
  writeAttemptRecord(ctx.workspace, {
    ...record,
    outcome: 'committed',
    commit,
    finishedAt: writer.now(),
  });
  const landed = accountCommitted(economy, writer.task(taskId), {
    ...facts,
    commit,
    verdicts: record.verdicts,
    files: record.changedFiles,
  });
  writer.update(
    taskId,
    {
      status: 'COMPLETED',
      commit,
      verificationLogs: logsWith(ctx, taskId, attempt, record.verdicts),
      lastFailingGate: null,
      reason: null,
      decision: taskDecision(economy, {
        kind: 'COMMITTED',
        fingerprint: landed.fingerprint,
        tier: facts.tier,
        agent: facts.agent,
        decisionId: facts.decisionId,
        costUsd: state.taskCostUsd,
      }),
    },
    'task.completed',
    {
      attempt,
      commit,
      decisionId: facts.decisionId,
      files: record.changedFiles,
      tier: facts.tier,
      archive: landed.archiveId,
      archiveSha256: landed.archiveSha256,
    },
  );
  ctx.onProgress?.({
    kind: 'task',
    task: taskId,
    status: 'COMPLETED',
    detail: `commit ${commit.slice(0, 12)} on attempt ${attempt}`,
  });
  return 'COMPLETED';
}

/** A semi-autonomous change passed its gates and waits on its branch for a person. */
export function holdForApproval(
  ctx: TaskRunContext,
  state: SpentAttempt,
  held: Extract<Settlement, { kind: 'held' }>,
): TaskOutcome {
  const { writer, economy } = ctx;
  const { taskId, attempt, facts } = state;
  writeAttemptRecord(ctx.workspace, {
    ...state.record,
    outcome: 'held',
    commit: held.commit,
    finishedAt: writer.now(),
  });
  const reason = `needs approval (\`govern approve ${taskId}\` or \`govern reject ${taskId} --why ...\`); kept on ${held.branch}: ${held.reasons.join('; ')}`;
  writer.update(
    taskId,
    {
      status: 'AWAITING_APPROVAL',
      verificationLogs: logsWith(ctx, taskId, attempt, state.record.verdicts),
      lastFailingGate: null,
      reason,
      decision: taskDecision(economy, {
        kind: 'HELD',
        fingerprint: ctx.assessment.fingerprint,
        tier: facts.tier,
        agent: facts.agent,
        decisionId: facts.decisionId,
        branch: held.branch,
        costUsd: state.taskCostUsd,
      }),
    },
    'task.awaiting_approval',
    { attempt, decisionId: facts.decisionId, branch: held.branch, commit: held.commit },
  );
  ctx.onProgress?.({ kind: 'task', task: taskId, status: 'AWAITING_APPROVAL', detail: reason });
  return 'AWAITING_APPROVAL';
}

/**
 * A task decided again (`--rerun` after its inputs or the rules changed) whose agent finds
 * nothing to change: the commit of the earlier decision stands, and the decision is
 * remembered under the new fingerprint so the next rerun reuses it.
 */
export function keepEarlierCommit(
  ctx: TaskRunContext,
  state: SpentAttempt,
  commit: string,
): TaskOutcome {
  const { writer, economy } = ctx;
  const { taskId, facts } = state;
  const task = writer.task(taskId);
  writeAttemptRecord(ctx.workspace, {
    ...state.record,
    outcome: 'committed',
    commit,
    finishedAt: writer.now(),
  });
  const kept = accountCommitted(economy, task, {
    ...facts,
    commit,
    verdicts: [],
    files: [],
  });
  const reason = `decided again; the agent found nothing to change, so ${commit.slice(0, 12)} stands`;
  writer.update(
    taskId,
    {
      status: 'COMPLETED',
      lastFailingGate: null,
      reason,
      decision: taskDecision(economy, {
        kind: 'COMMITTED',
        fingerprint: kept.fingerprint,
        tier: facts.tier,
        agent: facts.agent,
        decisionId: facts.decisionId,
        costUsd: state.taskCostUsd,
      }),
    },
    'task.completed',
    { attempt: state.attempt, commit, unchanged: true, archive: kept.archiveId },
  );
  ctx.onProgress?.({ kind: 'task', task: taskId, status: 'COMPLETED', detail: reason });
  return 'COMPLETED';
}

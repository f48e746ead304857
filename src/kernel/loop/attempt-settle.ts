import { rollBackFailed, quarantine } from './attempt-endings.js';
import { rerunWholeTreeGates } from './attempt-gates.js';
import { completeAttempt, holdForApproval } from './attempt-landed.js';
import { settleChange } from './authorize.js';
import { noteTrailers } from './passed-notes.js';
import type { ActedAttempt, TaskOutcome, TaskRunContext, TaskTally } from './task-run.js';
import { SECURITY_GATES } from './verify.js';

/**
 * Settle, the last phase of runTask (attempt.ts): a change that passed every gate lands as
 * one commit, or waits on its branch for a person, or is quarantined when its capability is
 * denied; a failed one is rolled back. Returns the task's outcome, or null: retry.
 */
export async function settle(
  ctx: TaskRunContext,
  judged: ActedAttempt,
  tally: TaskTally,
): Promise<TaskOutcome | null> {
  const { taskId, attempt, task, base, admission } = judged;
  let settledState = judged;
  let failed = judged.record.verdicts.find((verdict) => !verdict.passed);
  if (failed === undefined) {
    if (judged.tree === undefined) {
      // Every gate passed, so the change was collected and judged: its tree is known.
      throw new Error(`task ${taskId}: attempt ${attempt} passed without a judged tree`);
    }
    const { verdicts } = judged.record;
    const decisionId = judged.facts.decisionId;
    const settled = await settleChange({
      economy: ctx.economy,
      placement: ctx.placement,
      taskId,
      decisionId,
      base,
      tree: judged.tree,
      paths: judged.record.changedFiles,
      message: {
        subject: `govern(${taskId}): ${firstLine(task.description)}`,
        trailers: {
          'Task-Id': taskId,
          Attempt: String(attempt),
          Gates: [...new Set(verdicts.map((verdict) => verdict.gate))].join(','),
          'Decision-Id': decisionId,
          Tier: `${admission.rung.tier} (${admission.agent.name})`,
          ...noteTrailers(verdicts),
        },
      },
      rerunGates: (dirToCheck, changes, landed, rebased, at) =>
        rerunWholeTreeGates(ctx, task, dirToCheck, changes, landed, rebased, at),
    });
    switch (settled.kind) {
      case 'landed':
        return completeAttempt(ctx, judged, settled.commit);
      case 'failed':
        settledState = {
          ...judged,
          record: { ...judged.record, verdicts: [...verdicts, ...settled.verdicts] },
        };
        failed = settled.verdicts.find((verdict) => !verdict.passed);
        break;
      case 'denied':
        return quarantine(ctx, judged, `capability denied: ${settled.reason}`);
      case 'held':
        return holdForApproval(ctx, judged, settled);
    }
  }
  if (failed === undefined) {
    throw new Error(`task ${taskId}: attempt ${attempt} neither landed nor failed`);
  }
  tally.securityFired ||= settledState.record.verdicts.some(
    (verdict) => !verdict.passed && (SECURITY_GATES as readonly string[]).includes(verdict.gate),
  );
  if (!tally.failedTiers.includes(admission.rung.tier)) {
    tally.failedTiers.push(admission.rung.tier);
  }
  return rollBackFailed(ctx, settledState, failed, tally.securityFired);
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 72 ? `${line.slice(0, 69)}...` : line;
}

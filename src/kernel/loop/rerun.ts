import type { LedgerTask } from '../../ledger/index.js';
import {
  applyLifecycleSkip,
  decideBeforeAgent,
  describeFingerprintChange,
  reusePatch,
} from './decide.js';
import type { EconomySession } from './economy.js';
import type { LedgerWriter } from './ledger-writer.js';

export interface RerunReport {
  /** Unchanged tasks whose earlier decision was reused: no agent, no new decision. */
  readonly reused: readonly string[];
  /** Tasks queued again, with what changed. */
  readonly redecided: readonly { readonly id: string; readonly changed: string }[];
  /** Tasks a lifecycle rule skips (again). */
  readonly skipped: readonly string[];
}

/**
 * `govern run --rerun`: puts every COMPLETED and SKIPPED task (or the one `--task` names)
 * through the pipeline again. An unchanged task (same fingerprint: same spec, reference and
 * target content, risk and rules) reuses its decision with zero agent calls; a changed one
 * goes back to PENDING, with what changed in its reason, and is decided by the loop.
 */
export function rerunDecided(
  writer: LedgerWriter,
  economy: EconomySession,
  taskId: string | undefined,
): RerunReport {
  const reused: string[] = [];
  const redecided: { id: string; changed: string }[] = [];
  const skipped: string[] = [];
  const patches: { id: string; patch: Partial<LedgerTask> }[] = [];
  for (const task of writer.current.tasks) {
    if (
      (taskId !== undefined && task.id !== taskId) ||
      (task.status !== 'COMPLETED' && task.status !== 'SKIPPED')
    ) {
      continue;
    }
    const decision = decideBeforeAgent(economy, task, economy.workspace);
    switch (decision.kind) {
      case 'skip':
        applyLifecycleSkip(writer, economy, writer.task(task.id), decision);
        skipped.push(task.id);
        break;
      case 'reuse': {
        const patch = reusePatch(economy, task, decision);
        if (patch !== null) {
          patches.push({ id: task.id, patch });
        }
        reused.push(task.id);
        break;
      }
      case 'decide': {
        const changed = describeFingerprintChange(
          task.decision?.fingerprint ?? null,
          decision.assessment.fingerprint,
        );
        writer.update(
          task.id,
          {
            status: 'PENDING',
            retryCount: 0,
            // Kept: if the agent finds nothing to change, the earlier commit stands.
            lastFailingGate: null,
            reason: `rerun: changed since the last decision (${changed}); decided again`,
            decision: null,
          },
          'task.requeued',
          { rerun: true, changed, was: task.status },
        );
        redecided.push({ id: task.id, changed });
        break;
      }
    }
  }
  writer.updateMany(patches, 'tasks.reused', { rerun: true });
  return { reused, redecided, skipped };
}

/**
 * DEFERRED tasks go back to PENDING at the start of a run, to be checked against the budget
 * as it is now (a new UTC day, a raised ceiling). Nothing ran for them, so nothing to undo.
 */
export function requeueDeferred(writer: LedgerWriter, taskId: string | undefined): string[] {
  const ids: string[] = [];
  for (const task of writer.current.tasks) {
    if (task.status === 'DEFERRED' && (taskId === undefined || task.id === taskId)) {
      writer.update(
        task.id,
        { status: 'PENDING', reason: `was deferred (${task.reason ?? 'budget'}); checked again` },
        'task.requeued',
        { deferred: true },
      );
      ids.push(task.id);
    }
  }
  return ids;
}

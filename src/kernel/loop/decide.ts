import type { ReusedDecision } from '../../economy/index.js';
import type { LedgerTask, TaskDecision } from '../../ledger/index.js';
import type { EconomySession, TaskAssessment } from './economy.js';
import type { LedgerWriter } from './ledger-writer.js';

/**
 * The decision pipeline up to "act", cheapest first: module lifecycle (a certified or
 * locked target is skipped), then the novelty gate (an unchanged task under unchanged
 * rules reuses its earlier SKIP or COMPLETED decision). Neither calls an agent; what is
 * left is decided by the ladder, the budget and the gates.
 */
export type PreDecision =
  | { readonly kind: 'skip'; readonly reason: string; readonly assessment: TaskAssessment }
  | {
      readonly kind: 'reuse';
      readonly prior: ReusedDecision;
      readonly assessment: TaskAssessment;
    }
  | { readonly kind: 'decide'; readonly assessment: TaskAssessment };

/** Reads the task's files in `dir` and decides what needs no agent. Writes nothing. */
export function decideBeforeAgent(
  economy: EconomySession,
  task: LedgerTask,
  dir: string,
): PreDecision {
  const assessment = economy.assess(task, dir);
  if (assessment.skipReason !== null) {
    return { kind: 'skip', reason: assessment.skipReason, assessment };
  }
  if (economy.config.novelty.enabled) {
    const prior = economy.novelty.lookup(assessment.fingerprint);
    if (prior !== null && (prior.kind !== 'COMPLETED' || prior.commit !== undefined)) {
      return { kind: 'reuse', prior, assessment };
    }
  }
  return { kind: 'decide', assessment };
}

export function taskDecision(
  economy: EconomySession,
  fields: Partial<TaskDecision> & Pick<TaskDecision, 'kind'>,
): TaskDecision {
  return {
    reused: false,
    fingerprint: null,
    ceiling: null,
    tier: null,
    agent: null,
    decisionId: null,
    branch: null,
    costUsd: 0,
    at: economy.clock().toISOString(),
    ...fields,
  };
}

/**
 * A lifecycle SKIP: the ledger says why, the decision is remembered as reusable, and an
 * observation prediction is opened (was skipping it right?). A task already skipped for
 * the same reason is left as is.
 */
export function applyLifecycleSkip(
  writer: LedgerWriter,
  economy: EconomySession,
  task: LedgerTask,
  decision: Extract<PreDecision, { kind: 'skip' }>,
): void {
  const { assessment } = decision;
  if (task.status === 'SKIPPED' && task.reason === decision.reason) {
    return;
  }
  writer.update(
    task.id,
    {
      status: 'SKIPPED',
      reason: decision.reason,
      decision: taskDecision(economy, { kind: 'SKIP', fingerprint: assessment.fingerprint }),
    },
    'task.skipped',
    { lifecycle: assessment.lifecycle, module: assessment.module },
  );
  economy.novelty.record(assessment.fingerprint, {
    kind: 'SKIP',
    reason: decision.reason,
    taskId: task.id,
    reusable: true,
  });
  economy.quality.recordSkipPrediction({
    taskId: task.id,
    module: assessment.module,
    confidence: assessment.confidence,
    risk: assessment.risk,
    status: assessment.lifecycle,
    rollbackStreak: assessment.rollbackStreak,
  });
}

/** The ledger change that reuses an earlier decision, or null when the ledger already says so. */
export function reusePatch(
  economy: EconomySession,
  task: LedgerTask,
  decision: Extract<PreDecision, { kind: 'reuse' }>,
): Partial<LedgerTask> | null {
  const { prior, assessment } = decision;
  const status = prior.kind === 'SKIP' ? 'SKIPPED' : 'COMPLETED';
  const commit = prior.kind === 'COMPLETED' ? (prior.commit ?? task.commit) : task.commit;
  if (
    task.status === status &&
    task.commit === commit &&
    task.decision?.reused === true &&
    task.decision.fingerprint === assessment.fingerprint
  ) {
    return null;
  }
  return {
    status,
    commit,
    reason:
      prior.kind === 'SKIP'
        ? prior.reason
        : `unchanged since ${prior.at}: decision reused, no agent called`,
    lastFailingGate: null,
    decision: taskDecision(economy, {
      kind: 'REUSED',
      reused: true,
      fingerprint: assessment.fingerprint,
      tier: task.decision?.tier ?? null,
      agent: task.decision?.agent ?? null,
      decisionId: task.decision?.decisionId ?? null,
    }),
  };
}

const FINGERPRINT_PARTS = [
  'task, reference or target content',
  'risk',
  'deciding agent',
  'confidence',
  'lifecycle',
  'rollback streak',
  'penalty',
  'governance rules',
] as const;

/** Which parts of a fingerprint differ, in words ("what changed" for a re-decided task). */
export function describeFingerprintChange(before: string | null, after: string): string {
  if (before === null) {
    return 'no earlier decision with these inputs';
  }
  const a = before.split('|');
  const b = after.split('|');
  const changed = FINGERPRINT_PARTS.filter((_, index) => a[index] !== b[index]);
  return changed.length === 0 ? 'the earlier decision is not reusable' : changed.join(', ');
}

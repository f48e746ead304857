import type { AgentAdapter, AgentResult } from '../../agents/index.js';
import { selectTier } from '../../economy/index.js';
import type { TierRule } from '../../economy/index.js';
import type { TierNumber } from '../../common/index.js';
import { readAttemptRecords } from '../../ledger/index.js';
import type { LedgerTask } from '../../ledger/index.js';
import { handles } from './economy.js';
import type { EconomySession } from './economy.js';

/** Builds (once) the adapter of a configured agent by name. */
export type AgentResolver = (name: string) => AgentAdapter;

/**
 * Whether the next attempt may start, and on which rung. `defer`: a budget ceiling or
 * every remaining rung's daily cap stops it before anything runs. `exhausted`: every rung
 * that handles the task failed its gates, so there is nowhere left to escalate.
 */
export type Admission =
  | {
      readonly kind: 'go';
      readonly rung: TierRule;
      readonly agent: AgentAdapter;
      readonly estimateUsd: number;
      readonly reservationId: string;
      /** The spending cap to hand agents that take one; null when no ceiling applies. */
      readonly maxBudgetUsd: number | null;
      /** Why lower rungs were passed over (empty on the first rung). */
      readonly passedOver: readonly string[];
    }
  | {
      readonly kind: 'defer';
      readonly ceiling: 'daily' | 'perTask' | 'tierCap';
      readonly reason: string;
    }
  | { readonly kind: 'exhausted'; readonly reason: string };

export function admitAttempt(
  economy: EconomySession,
  task: LedgerTask,
  failedTiers: readonly TierNumber[],
  agentFor: AgentResolver,
): Admission {
  const { budget, ladder } = economy;
  const failed = ladder.escalates ? failedTiers : [];
  const selection = selectTier(ladder.rungs, {
    category: task.category,
    failedTiers: failed,
    lowConfidenceTiers: [],
    usageToday: budget.todaySummary().agents,
  });
  if (selection.kind === 'exhausted') {
    const open = ladder.rungs.filter(
      (rule) => handles(rule, task.category) && !failed.includes(rule.tier),
    );
    return open.length === 0
      ? { kind: 'exhausted', reason: `every tier failed its gates: ${selection.reason}` }
      : { kind: 'defer', ceiling: 'tierCap', reason: selection.reason };
  }
  const estimateUsd = budget.estimateAttemptUsd({
    taskId: task.id,
    tier: selection.tier,
    agent: selection.agent,
  });
  const reservation = budget.reserve({
    taskId: task.id,
    estimateUsd,
    tier: selection.tier,
    agent: selection.agent,
  });
  if (!reservation.ok) {
    return { kind: 'defer', ceiling: reservation.ceiling, reason: reservation.reason };
  }
  return {
    kind: 'go',
    rung: selection.rule,
    agent: agentFor(selection.agent),
    estimateUsd,
    reservationId: reservation.reservationId,
    maxBudgetUsd: budget.remainingUsd(task.id, reservation.reservationId),
    passedOver: selection.passedOver,
  };
}

/**
 * Counts one agent call against today, the task and its rung (what it reported, else its
 * tokens priced, else its estimate). A call that never started costs nothing.
 */
export function recordAttemptSpend(
  economy: EconomySession,
  taskId: string,
  admission: Extract<Admission, { kind: 'go' }>,
  result: AgentResult,
): number {
  if (result.failure?.kind === 'spawn') {
    economy.budget.release(admission.reservationId);
    return 0;
  }
  return economy.budget.record({
    taskId,
    tier: admission.rung.tier,
    agent: admission.rung.agent,
    costUsd: result.costUsd,
    tokens: result.tokens,
    model: result.model,
    estimateUsd: admission.estimateUsd,
    reservationId: admission.reservationId,
  }).costUsd;
}

/**
 * The rungs that already failed this task's gates since it was last queued (attempts
 * 1..retryCount that were rolled back), read back from the attempt records so that a
 * restart escalates where the crashed run would have.
 */
export function failedTiersOf(
  economy: EconomySession,
  workspace: string,
  task: LedgerTask,
): TierNumber[] {
  if (!economy.ladder.escalates || task.retryCount === 0) {
    return [];
  }
  const tiers = new Set<TierNumber>();
  for (const record of readAttemptRecords(workspace, task.id).records) {
    if (record.attempt > task.retryCount || record.outcome !== 'rolled_back') {
      continue;
    }
    const rung = economy.ladder.rungs.find((rule) => rule.agent === record.agent?.name);
    if (rung !== undefined) {
      tiers.add(rung.tier);
    }
  }
  return [...tiers];
}

import type { TaskCategory } from '../common/index.js';
import type { TierRule } from './rules.js';
import type { TierNumber } from './vocabulary.js';

/** The premium rung's calls a UTC day when its config names no cap ("last signature"). */
export const DEFAULT_PREMIUM_DAILY_CAP = 2;

/** Calls made today by one rung (BudgetManager.todaySummary().agents has this shape). */
export interface TierCallCount {
  readonly tier: TierNumber;
  readonly agent: string;
  readonly calls: number;
}

export interface TierSelectionRequest {
  readonly category: TaskCategory;
  /** Rungs whose change failed its gates for this task. */
  readonly failedTiers: readonly TierNumber[];
  /** Rungs that reported low confidence for this task. */
  readonly lowConfidenceTiers: readonly TierNumber[];
  readonly usageToday: readonly TierCallCount[];
}

export type TierSelection =
  | {
      readonly kind: 'selected';
      readonly tier: TierNumber;
      readonly agent: string;
      /** null: no daily cap. */
      readonly dailyCallCap: number | null;
      readonly callsToday: number;
      /** The rung chosen, for estimates and the spend cap. */
      readonly rule: TierRule;
      /** Why the rungs below were passed over (empty on the first rung). */
      readonly passedOver: readonly string[];
    }
  | { readonly kind: 'exhausted'; readonly reason: string };

/** A rung's daily cap: its own, else `DEFAULT_PREMIUM_DAILY_CAP` for tier 3, else none. */
export function dailyCallCapOf(rule: TierRule): number | null {
  if (rule.dailyCallCap !== undefined) {
    return rule.dailyCallCap;
  }
  return rule.tier === 3 ? DEFAULT_PREMIUM_DAILY_CAP : null;
}

/**
 * The rung a task's next attempt uses: the lowest tier that handles the category, has not
 * failed its gates or reported low confidence for this task, and has calls left today.
 * Rungs of one tier are tried in config order. A task therefore escalates only after the
 * rung below failed or doubted itself (or is used up for the day); when no rung is left
 * the answer is `exhausted` with every rung's reason.
 */
export function selectTier(
  tiers: readonly TierRule[],
  request: TierSelectionRequest,
): TierSelection {
  if (tiers.length === 0) {
    return { kind: 'exhausted', reason: 'no escalation tiers are configured' };
  }
  const ordered = tiers
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => a.rule.tier - b.rule.tier || a.index - b.index)
    .map(({ rule }) => rule);
  const passedOver: string[] = [];
  for (const rule of ordered) {
    const calls = callsOf(request.usageToday, rule);
    const cap = dailyCallCapOf(rule);
    const skip = skipReason(rule, request, calls, cap);
    if (skip === null) {
      return {
        kind: 'selected',
        tier: rule.tier,
        agent: rule.agent,
        dailyCallCap: cap,
        callsToday: calls,
        rule,
        passedOver,
      };
    }
    passedOver.push(`tier ${rule.tier} (${rule.agent}): ${skip}`);
  }
  return {
    kind: 'exhausted',
    reason: `no tier can take ${request.category}: ${passedOver.join('; ')}`,
  };
}

function skipReason(
  rule: TierRule,
  request: TierSelectionRequest,
  calls: number,
  cap: number | null,
): string | null {
  if (rule.categories !== undefined && !rule.categories.includes(request.category)) {
    return `does not handle ${request.category}`;
  }
  if (request.failedTiers.includes(rule.tier)) {
    return 'failed its gates';
  }
  if (request.lowConfidenceTiers.includes(rule.tier)) {
    return 'reported low confidence';
  }
  if (cap !== null && calls >= cap) {
    return `daily cap of ${cap} call${cap === 1 ? '' : 's'} reached`;
  }
  return null;
}

function callsOf(usage: readonly TierCallCount[], rule: TierRule): number {
  return usage
    .filter((count) => count.tier === rule.tier && count.agent === rule.agent)
    .reduce((sum, count) => sum + count.calls, 0);
}

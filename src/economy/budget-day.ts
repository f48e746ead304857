import { fromMicroUsd, toMicroUsd } from './cost.js';
import type { TokenCounts } from './cost.js';
import type { SpendLine } from './schema.js';
import type { TierNumber } from './vocabulary.js';

export interface BudgetSummary {
  /** The UTC day, YYYY-MM-DD. */
  readonly day: string;
  readonly spentUsd: number;
  /** null: no daily ceiling. */
  readonly dailyUsd: number | null;
  readonly remainingUsd: number | null;
  readonly tiers: readonly {
    readonly tier: TierNumber;
    readonly calls: number;
    readonly costUsd: number;
  }[];
  readonly agents: readonly {
    readonly tier: TierNumber;
    readonly agent: string;
    readonly calls: number;
    readonly costUsd: number;
    readonly tokens: TokenCounts;
    /** Calls counted at their estimate (no cost reported, no price for the tokens). */
    readonly estimatedCalls: number;
  }[];
  readonly tasks: number;
}

interface AgentSum {
  tier: TierNumber;
  agent: string;
  calls: number;
  costMicro: number;
  input: number;
  output: number;
  cached: number;
  estimatedCalls: number;
}

/** One day's spend lines folded per tier and per agent, cheapest tier first. */
export function summarizeDay(
  day: string,
  lines: readonly SpendLine[],
  dailyUsd: number | undefined,
): BudgetSummary {
  const agents = new Map<string, AgentSum>();
  const tiers = new Map<TierNumber, { tier: TierNumber; calls: number; costMicro: number }>();
  let spent = 0;
  for (const line of lines) {
    const key = `${line.tier}\u0000${line.agent}`;
    const sum = agents.get(key) ?? {
      tier: line.tier,
      agent: line.agent,
      calls: 0,
      costMicro: 0,
      input: 0,
      output: 0,
      cached: 0,
      estimatedCalls: 0,
    };
    sum.calls += line.calls;
    sum.costMicro += line.costMicroUsd;
    sum.input += line.inputTokens;
    sum.output += line.outputTokens;
    sum.cached += line.cachedTokens;
    sum.estimatedCalls += line.estimatedCalls;
    agents.set(key, sum);
    const tier = tiers.get(line.tier) ?? { tier: line.tier, calls: 0, costMicro: 0 };
    tier.calls += line.calls;
    tier.costMicro += line.costMicroUsd;
    tiers.set(line.tier, tier);
    spent += line.costMicroUsd;
  }
  return {
    day,
    spentUsd: fromMicroUsd(spent),
    dailyUsd: dailyUsd ?? null,
    remainingUsd:
      dailyUsd === undefined ? null : fromMicroUsd(Math.max(0, toMicroUsd(dailyUsd) - spent)),
    tiers: [...tiers.values()]
      .sort((a, b) => a.tier - b.tier)
      .map((row) => ({ tier: row.tier, calls: row.calls, costUsd: fromMicroUsd(row.costMicro) })),
    agents: [...agents.values()]
      .sort((a, b) => a.tier - b.tier || (a.agent < b.agent ? -1 : a.agent > b.agent ? 1 : 0))
      .map((row) => ({
        tier: row.tier,
        agent: row.agent,
        calls: row.calls,
        costUsd: fromMicroUsd(row.costMicro),
        tokens: { input: row.input, output: row.output, cached: row.cached },
        estimatedCalls: row.estimatedCalls,
      })),
    tasks: new Set(lines.map((line) => line.taskId)).size,
  };
}

/** The UTC day of `date` as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC days of the per-task lookback window ending today, oldest first. */
export function windowDays(now: Date, lookbackDays: number): string[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: string[] = [];
  for (let back = lookbackDays - 1; back >= 0; back -= 1) {
    days.push(utcDay(new Date(midnight - back * 86_400_000)));
  }
  return days;
}

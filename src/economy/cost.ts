import { usdForTokens } from '../common/index.js';
import type { ModelPrice, TokenCounts } from '../common/index.js';

export type { TokenCounts } from '../common/index.js';

export { NO_TOKENS } from '../common/index.js';

const MICRO_PER_USD = 1_000_000;

/** Spend is summed in whole millionths of a USD so that ceilings compare exactly. */
export function toMicroUsd(usd: number): number {
  return Math.round(usd * MICRO_PER_USD);
}

export function fromMicroUsd(micro: number): number {
  return micro / MICRO_PER_USD;
}

/**
 * The cost of a call from its tokens and the model's price, or null when the model has no
 * price (an unknown cost is never 0). Cached input tokens use their own price, else the
 * input price.
 */
export function estimateUsdFromTokens(
  tokens: TokenCounts,
  model: string | null,
  prices: Readonly<Record<string, ModelPrice>>,
): number | null {
  if (model === null || !Object.hasOwn(prices, model)) {
    return null;
  }
  const price = prices[model];
  return price === undefined ? null : usdForTokens(price, tokens);
}

/** Where a recorded cost came from. */
export type CostSource = 'reported' | 'free' | 'tokens' | 'estimate';

/**
 * The cost to count for one call, fail-closed: the agent's own report; else 0 on tier 0
 * (local handlers are free); else the price of its tokens; else the estimate the attempt
 * was admitted with (a silent agent is never counted as free).
 */
export function resolveCallCost(input: {
  readonly reportedUsd: number | null;
  readonly tier: number;
  readonly tokens: TokenCounts;
  readonly model: string | null;
  readonly prices: Readonly<Record<string, ModelPrice>>;
  readonly estimateUsd: number;
}): { readonly costUsd: number; readonly source: CostSource } {
  if (input.reportedUsd !== null && Number.isFinite(input.reportedUsd) && input.reportedUsd >= 0) {
    return { costUsd: input.reportedUsd, source: 'reported' };
  }
  if (input.tier === 0) {
    return { costUsd: 0, source: 'free' };
  }
  const hasTokens = input.tokens.input + input.tokens.output > 0;
  const priced = hasTokens ? estimateUsdFromTokens(input.tokens, input.model, input.prices) : null;
  if (priced !== null) {
    return { costUsd: priced, source: 'tokens' };
  }
  return { costUsd: input.estimateUsd, source: 'estimate' };
}

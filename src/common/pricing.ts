/**
 * Token prices: the agents price what they report, the economy prices what it admits; one
 * arithmetic serves both, so the ceiling and the agents' reports cannot drift apart.
 */

/** USD per million tokens of one model. */
export interface ModelPrice {
  /** Input tokens not read from a cache. */
  readonly inputUsdPerMTok: number;
  readonly outputUsdPerMTok: number;
  /** undefined: cached input tokens cost as much as input tokens (never an underestimate). */
  readonly cachedInputUsdPerMTok?: number | undefined;
}

/** Prices by model name; a model missing here has an unknown cost (null), never 0. */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

/** Token counts as agents report them; `input` includes the `cached` input tokens. */
export interface TokenCounts {
  /** Every prompt token, cache reads and writes included. */
  readonly input: number;
  readonly output: number;
  /** The part of `input` read from a prompt cache. */
  readonly cached: number;
}

export const NO_TOKENS: TokenCounts = { input: 0, output: 0, cached: 0 };

/** The cost of `tokens` at `price`, in USD. */
export function usdForTokens(price: ModelPrice, tokens: TokenCounts): number {
  const uncached = Math.max(0, tokens.input - tokens.cached);
  const cachedPrice = price.cachedInputUsdPerMTok ?? price.inputUsdPerMTok;
  return (
    (uncached * price.inputUsdPerMTok +
      tokens.cached * cachedPrice +
      tokens.output * price.outputUsdPerMTok) /
    1_000_000
  );
}

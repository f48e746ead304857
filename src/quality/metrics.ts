import { calibrate, round } from './calibration.js';
import type { DecisionMetrics, DecisionRecord } from './schema.js';

/**
 * Decision quality over a set of decisions:
 * - localHandled: decisions a local deterministic handler (kind `local`) settled
 *   successfully, with no model involved;
 * - caughtBadChanges: decisions where a gate stopped a broken or unsafe change;
 * - wastedLlmCalls: model decisions (kind `agent` or `llm`) whose result was rolled back,
 *   and wastedCostUsd, what they cost;
 * - acceptanceRate: committed / (committed + rolled_back + rejected): of the changes
 *   produced, the share that landed (skips and deferrals produced none);
 * - tokenEfficiency: committed changes per 1,000 tokens over all decisions, so a change a
 *   local handler lands for free raises it; null when no tokens were spent;
 * - calibration: decision confidence against `succeeded`, in tenths (see calibration.ts).
 */
export function decisionMetrics(decisions: readonly DecisionRecord[]): DecisionMetrics {
  let localHandled = 0;
  let caughtBadChanges = 0;
  let wastedLlmCalls = 0;
  let wastedCostUsd = 0;
  let committed = 0;
  let produced = 0;
  let tokens = 0;
  let costUsd = 0;
  for (const decision of decisions) {
    if (decision.kind === 'local' && decision.succeeded) {
      localHandled += 1;
    }
    if (decision.caughtBadChange) {
      caughtBadChanges += 1;
    }
    if (decision.kind !== 'local' && decision.outcome === 'rolled_back') {
      wastedLlmCalls += 1;
      wastedCostUsd += decision.costUsd;
    }
    if (decision.outcome === 'committed') {
      committed += 1;
    }
    if (
      decision.outcome === 'committed' ||
      decision.outcome === 'rolled_back' ||
      decision.outcome === 'rejected'
    ) {
      produced += 1;
    }
    tokens += decision.tokens;
    costUsd += decision.costUsd;
  }
  const calibration = calibrate(
    decisions.map((d) => ({ predicted: d.confidence, happened: d.succeeded })),
  );
  return {
    decisions: decisions.length,
    localHandled,
    caughtBadChanges,
    wastedLlmCalls,
    wastedCostUsd: round(wastedCostUsd),
    acceptanceRate: produced === 0 ? null : round(committed / produced),
    tokens,
    costUsd: round(costUsd),
    tokenEfficiency: tokens === 0 ? null : round(committed / (tokens / 1000)),
    calibration: { ...calibration, buckets: [...calibration.buckets] },
  };
}

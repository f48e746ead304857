/**
 * The economy's own vocabularies, spelled as they are on disk. The words it shares with
 * config/, quality/ and memory/ (lifecycle statuses, risk levels, tier numbers,
 * authorization tiers) live in common/vocabulary.ts.
 */
export {
  AUTHORIZATION_TIERS,
  LIFECYCLE_STATUSES,
  RISK_LEVELS,
  TIER_NUMBERS,
} from '../common/index.js';
export type { AuthorizationTier, LifecycleStatus, RiskLevel, TierNumber } from '../common/index.js';

/**
 * What the pipeline decided about a task. Only SKIP (when marked reusable) and COMPLETED
 * are ever reused by the novelty gate.
 */
export const DECISION_KINDS = ['SKIP', 'COMPLETED', 'EVOLVE', 'REJECT', 'DEFERRED'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

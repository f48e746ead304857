/**
 * The economy's fixed vocabularies, spelled as they are on disk and in config. The
 * lifecycle statuses, tier numbers and authorization tiers are repeated in
 * config/economy-schema.ts (organs below the kernel do not import each other); the
 * economy tests pin both lists to the same spelling.
 */

/** Module lifecycle, from the most to the least open to change. */
export const LIFECYCLE_STATUSES = [
  'experimental',
  'under_observation',
  'stable',
  'certified',
  'locked',
] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** 0: local deterministic handler (free), 1: cheap, 2: strong, 3: premium. */
export const TIER_NUMBERS = [0, 1, 2, 3] as const;
export type TierNumber = (typeof TIER_NUMBERS)[number];

export const AUTHORIZATION_TIERS = ['autonomous', 'semi-autonomous', 'forbidden'] as const;
export type AuthorizationTier = (typeof AUTHORIZATION_TIERS)[number];

/**
 * What the pipeline decided about a task. Only SKIP (when marked reusable) and COMPLETED
 * are ever reused by the novelty gate.
 */
export const DECISION_KINDS = ['SKIP', 'COMPLETED', 'EVOLVE', 'REJECT', 'DEFERRED'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

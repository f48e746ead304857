/** The same four risk words the economy organ uses for tasks and modules. */
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * What a SKIP is observed under: the module's lifecycle status (economy's vocabulary), or
 * DEFERRED for an attempt the budget postponed.
 */
export const OBSERVED_STATUSES = [
  'experimental',
  'under_observation',
  'stable',
  'certified',
  'locked',
  'DEFERRED',
] as const;
export type ObservedStatus = (typeof OBSERVED_STATUSES)[number];

/** Who decided: a local deterministic handler (tier 0), a coding agent, or an LLM call. */
export const DECISION_KINDS = ['local', 'agent', 'llm'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export const DECISION_OUTCOMES = [
  'committed',
  'rolled_back',
  'skipped',
  'deferred',
  'rejected',
] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** Why a prediction was resolved. */
export const RESOLUTION_CAUSES = ['window_elapsed', 'rollback_streak', 'module_locked'] as const;
export type ResolutionCause = (typeof RESOLUTION_CAUSES)[number];

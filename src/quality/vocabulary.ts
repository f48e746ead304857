import { LIFECYCLE_STATUSES } from '../common/index.js';

export { RISK_LEVELS } from '../common/index.js';
export type { RiskLevel } from '../common/index.js';

/**
 * What a SKIP is observed under: the module's lifecycle status (economy's vocabulary), or
 * DEFERRED for an attempt the budget postponed.
 */
export const OBSERVED_STATUSES = [...LIFECYCLE_STATUSES, 'DEFERRED'] as const;
export type ObservedStatus = (typeof OBSERVED_STATUSES)[number];

/**
 * Who decided: a local deterministic handler (tier 0), a coding agent, or an LLM call. (The
 * economy's DECISION_KINDS are what was decided: SKIP, COMPLETED, ...; another word.)
 */
export const HANDLER_KINDS = ['local', 'agent', 'llm'] as const;
export type HandlerKind = (typeof HANDLER_KINDS)[number];

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

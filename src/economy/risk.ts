import type { TaskCategory } from '../common/index.js';
import type { LifecycleStatus, RiskLevel } from './vocabulary.js';

/** What a mistake in a category tends to cost: data and infrastructure break more than docs. */
export const CATEGORY_RISK_SCORE: Readonly<Record<TaskCategory, number>> = {
  DOCUMENTATION: 0,
  TESTING: 0,
  REFACTORING: 1,
  UI_COMPONENT: 1,
  LLM_INFERENCE: 1,
  API_INTEGRATION: 1,
  DATA_STORAGE: 2,
  MIGRATION: 2,
  INFRASTRUCTURE: 2,
};

/**
 * New or watched modules are riskier than stable ones; certified and locked ones are
 * skipped, and when a caller assesses them anyway a change there weighs more.
 */
export const LIFECYCLE_RISK_SCORE: Readonly<Record<LifecycleStatus, number>> = {
  experimental: 1,
  under_observation: 1,
  stable: 0,
  certified: 1,
  locked: 2,
};

/** Rollbacks in a row beyond this add no more risk (confidence keeps falling to its floor). */
export const MAX_STREAK_RISK = 3;
export const MAX_CONFIDENCE = 0.9;
export const MIN_CONFIDENCE = 0.05;

export interface RiskInput {
  readonly category: TaskCategory;
  readonly lifecycle: LifecycleStatus;
  /** Rollbacks in a row of the module (ModuleStats). */
  readonly rollbackStreak: number;
}

export interface RiskAssessment {
  readonly risk: RiskLevel;
  /** 0.05-0.9, rounded to 2 decimals (what the fingerprint sees). */
  readonly confidence: number;
  /** The score behind `risk`, for explanations. */
  readonly score: number;
}

/**
 * score = category + lifecycle + min(streak, 3) (tables above); risk: 0 low, 1-2 medium,
 * 3 high, 4+ critical. confidence = clamp(0.9 - 0.1 * (category + lifecycle) - 0.15 *
 * streak, 0.05, 0.9). So each rollback in a row raises risk (up to 3 steps) and lowers
 * confidence by 0.15; a landed change resets the streak and both recover.
 */
export function assessRisk(input: RiskInput): RiskAssessment {
  const streak = Number.isFinite(input.rollbackStreak) ? Math.max(0, input.rollbackStreak) : 0;
  const base = CATEGORY_RISK_SCORE[input.category] + LIFECYCLE_RISK_SCORE[input.lifecycle];
  const score = base + Math.min(streak, MAX_STREAK_RISK);
  const raw = MAX_CONFIDENCE - 0.1 * base - 0.15 * streak;
  const confidence =
    Math.round(Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, raw)) * 100) / 100;
  return { risk: riskLevel(score), confidence, score };
}

function riskLevel(score: number): RiskLevel {
  if (score <= 0) {
    return 'low';
  }
  if (score <= 2) {
    return 'medium';
  }
  return score === 3 ? 'high' : 'critical';
}

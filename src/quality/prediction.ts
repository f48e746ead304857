import type { ObservedStatus, RiskLevel } from './vocabulary.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How much a risk level scales the doubt behind a SKIP: a critical module with the same
 * confidence is four times as likely to hide a problem as a low-risk one.
 */
export const RISK_FACTOR: Readonly<Record<RiskLevel, number>> = {
  low: 0.5,
  medium: 1,
  high: 1.5,
  critical: 2,
};

/**
 * Never certain either way: 0.01 keeps a confident low-risk skip revisitable, 0.9 keeps a
 * doubtful critical one from reading as a foregone conclusion.
 */
export const MIN_PROBLEM_PROBABILITY = 0.01;
export const MAX_PROBLEM_PROBABILITY = 0.9;

/**
 * When a SKIP is looked at again. Modules that change more are revisited sooner: a DEFERRED
 * attempt after 6 hours (the budget may have freed), an experimental or observed module
 * after a day, a stable one after 3 days, certified and locked ones after a week.
 * Experimental is not in the design's table; it gets the shortest lifecycle window because
 * it is the least settled status.
 */
export const REEVALUATION_WINDOW_MS: Readonly<Record<ObservedStatus, number>> = {
  experimental: 24 * HOUR_MS,
  under_observation: 24 * HOUR_MS,
  stable: 3 * DAY_MS,
  certified: 7 * DAY_MS,
  locked: 7 * DAY_MS,
  DEFERRED: 6 * HOUR_MS,
};

/** problemProbability = clamp((1 - confidence) * riskFactor, 0.01, 0.9), to 6 decimals. */
export function problemProbability(confidence: number, risk: RiskLevel): number {
  const raw = (1 - confidence) * RISK_FACTOR[risk];
  const clamped = Math.min(MAX_PROBLEM_PROBABILITY, Math.max(MIN_PROBLEM_PROBABILITY, raw));
  // Rounded so the stored value reads as computed (0.3, not 0.30000000000000004).
  return Math.round(clamped * 1e6) / 1e6;
}

/** A prediction says "problem" when its probability is at least one half. */
export function predictsProblem(probability: number): boolean {
  return probability >= 0.5;
}

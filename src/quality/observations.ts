import { calibrate, round } from './calibration.js';
import { predictsProblem, problemProbability, REEVALUATION_WINDOW_MS } from './prediction.js';
import type {
  ObservationFile,
  ObservationSummary,
  Prediction,
  ResolvedPrediction,
} from './schema.js';
import { QUALITY_FILE_VERSION } from './schema.js';
import type { ObservedStatus, ResolutionCause, RiskLevel } from './vocabulary.js';

/**
 * Bounds of observation mode. 500 open predictions cover a long run of SKIPs inside their
 * windows (the longest is 7 days); beyond that the oldest is dropped unresolved and
 * counted. 200 resolved records are kept for inspection; the raw (probability, outcome)
 * pairs are two numbers each, so 2,000 of them are kept for calibration.
 */
export const MAX_OPEN_PREDICTIONS = 500;
export const MAX_RESOLVED_PREDICTIONS = 200;
export const MAX_CALIBRATION_PAIRS = 2_000;

export interface SkipPredictionInput {
  readonly taskId: string;
  /** The module (path or glob) incidents are reported for; matched exactly. */
  readonly module: string;
  readonly decisionId?: string | undefined;
  /** Confidence of the SKIP, 0-1. */
  readonly confidence: number;
  readonly risk: RiskLevel;
  /** The module's lifecycle status, or DEFERRED for a budget deferral. */
  readonly status: ObservedStatus;
  /** The module's rollback streak now: a later streak above it is an incident. */
  readonly rollbackStreak: number;
}

/**
 * Something that happened to a module since it was skipped. `at` (optional) places it in
 * time: an incident outside a prediction's window does not count against it.
 */
export type QualityIncident =
  | {
      readonly kind: 'rollback_streak';
      readonly module: string;
      readonly rollbackStreak: number;
      readonly at?: Date | undefined;
    }
  | { readonly kind: 'module_locked'; readonly module: string; readonly at?: Date | undefined };

export function emptyObservations(): ObservationFile {
  return {
    version: QUALITY_FILE_VERSION,
    nextSeq: 1,
    open: [],
    resolved: [],
    pairs: [],
    resolvedTotal: 0,
    correctTotal: 0,
    droppedOpen: 0,
  };
}

/** Adds one prediction; drops the oldest open one beyond MAX_OPEN_PREDICTIONS. */
export function addPrediction(
  state: ObservationFile,
  input: SkipPredictionInput,
  now: Date,
): { readonly state: ObservationFile; readonly prediction: Prediction } {
  const prediction: Prediction = {
    id: `obs-${state.nextSeq}`,
    taskId: input.taskId,
    module: input.module,
    ...(input.decisionId === undefined ? {} : { decisionId: input.decisionId }),
    risk: input.risk,
    confidence: input.confidence,
    status: input.status,
    problemProbability: problemProbability(input.confidence, input.risk),
    baselineRollbackStreak: input.rollbackStreak,
    createdAt: now.toISOString(),
    dueAt: new Date(now.getTime() + REEVALUATION_WINDOW_MS[input.status]).toISOString(),
  };
  const open = [...state.open, prediction];
  const dropped = Math.max(0, open.length - MAX_OPEN_PREDICTIONS);
  return {
    prediction,
    state: {
      ...state,
      nextSeq: state.nextSeq + 1,
      open: open.slice(dropped),
      droppedOpen: state.droppedOpen + dropped,
    },
  };
}

/**
 * Resolves every open prediction whose module had an incident inside its window (a
 * problem) or whose window has elapsed without one (no problem), oldest first.
 */
export function revisitPredictions(
  state: ObservationFile,
  now: Date,
  incidents: readonly QualityIncident[],
): { readonly state: ObservationFile; readonly resolved: readonly ResolvedPrediction[] } {
  const resolved: ResolvedPrediction[] = [];
  const open: Prediction[] = [];
  for (const prediction of state.open) {
    const cause = incidentCause(prediction, incidents);
    const elapsed = now.getTime() >= Date.parse(prediction.dueAt);
    if (cause === null && !elapsed) {
      open.push(prediction);
      continue;
    }
    const problem = cause !== null;
    resolved.push({
      ...prediction,
      resolvedAt: now.toISOString(),
      problem,
      cause: cause ?? 'window_elapsed',
      correct: problem === predictsProblem(prediction.problemProbability),
    });
  }
  if (resolved.length === 0) {
    return { state, resolved };
  }
  const pairs = [
    ...state.pairs,
    ...resolved.map((r) => ({ predicted: r.problemProbability, happened: r.problem })),
  ];
  return {
    resolved,
    state: {
      ...state,
      open,
      resolved: [...state.resolved, ...resolved].slice(-MAX_RESOLVED_PREDICTIONS),
      pairs: pairs.slice(-MAX_CALIBRATION_PAIRS),
      resolvedTotal: state.resolvedTotal + resolved.length,
      correctTotal: state.correctTotal + resolved.filter((r) => r.correct).length,
    },
  };
}

function incidentCause(
  prediction: Prediction,
  incidents: readonly QualityIncident[],
): ResolutionCause | null {
  const from = Date.parse(prediction.createdAt);
  const to = Date.parse(prediction.dueAt);
  for (const incident of incidents) {
    if (incident.module !== prediction.module) {
      continue;
    }
    const at = incident.at?.getTime();
    if (at !== undefined && (at < from || at > to)) {
      continue;
    }
    if (
      incident.kind === 'rollback_streak' &&
      incident.rollbackStreak > prediction.baselineRollbackStreak
    ) {
      return 'rollback_streak';
    }
    // A module skipped because it was locked being locked is no news.
    if (incident.kind === 'module_locked' && prediction.status !== 'locked') {
      return 'module_locked';
    }
  }
  return null;
}

export function summarizeObservations(state: ObservationFile): ObservationSummary {
  const calibration = calibrate(state.pairs);
  const brier =
    state.pairs.length === 0
      ? null
      : round(
          state.pairs.reduce((sum, p) => sum + (p.predicted - (p.happened ? 1 : 0)) ** 2, 0) /
            state.pairs.length,
        );
  return {
    open: state.open.length,
    resolved: state.resolvedTotal,
    correct: state.correctTotal,
    accuracy: state.resolvedTotal === 0 ? null : round(state.correctTotal / state.resolvedTotal),
    brierScore: brier,
    calibration: { ...calibration, buckets: [...calibration.buckets] },
    droppedOpen: state.droppedOpen,
  };
}

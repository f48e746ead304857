export { CALIBRATION_BUCKETS, calibrate } from './calibration.js';
export type { CalibrationBucket, CalibrationReport, CalibrationSample } from './calibration.js';
export { DECISIONS_PER_PART, MAX_DECISIONS_PER_DAY } from './decision-log.js';
export { QUALITY_RETENTION_DAYS, utcDay } from './days.js';
export { decisionMetrics } from './metrics.js';
export {
  MAX_CALIBRATION_PAIRS,
  MAX_OPEN_PREDICTIONS,
  MAX_RESOLVED_PREDICTIONS,
} from './observations.js';
export type { QualityIncident, SkipPredictionInput } from './observations.js';
export {
  MAX_PROBLEM_PROBABILITY,
  MIN_PROBLEM_PROBABILITY,
  REEVALUATION_WINDOW_MS,
  RISK_FACTOR,
  predictsProblem,
  problemProbability,
} from './prediction.js';
export {
  QUALITY_FILE_VERSION,
  READABLE_QUALITY_FILE_VERSIONS,
  decisionLogPartSchema,
  decisionMetricsSchema,
  decisionRecordSchema,
  observationFileSchema,
  observationSummarySchema,
  qualitySnapshotSchema,
  snapshotFileSchema,
} from './schema.js';
export type {
  DecisionLogPart,
  DecisionMetrics,
  DecisionRecord,
  ObservationFile,
  ObservationSummary,
  Prediction,
  QualitySnapshot,
  ResolvedPrediction,
  SnapshotFile,
} from './schema.js';
export { QUALITY_DIR, QualityStore, openQuality } from './store.js';
export type {
  DecisionInput,
  QualityOpenResult,
  QualityReport,
  QualityStoreOptions,
  RevisitResult,
} from './store.js';
export {
  HANDLER_KINDS,
  DECISION_OUTCOMES,
  OBSERVED_STATUSES,
  RESOLUTION_CAUSES,
} from './vocabulary.js';
export type {
  HandlerKind,
  DecisionOutcome,
  ObservedStatus,
  ResolutionCause,
} from './vocabulary.js';
export { contextSavings } from './context-savings.js';
export type { AttemptContextTokens, ContextSavings } from './context-savings.js';

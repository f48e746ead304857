import { z } from 'zod';
import {
  HANDLER_KINDS,
  DECISION_OUTCOMES,
  OBSERVED_STATUSES,
  RESOLUTION_CAUSES,
  RISK_LEVELS,
} from './vocabulary.js';

export const QUALITY_FILE_VERSION = 1;
/** Quality file versions this build reads (observations, decision days, snapshots). */
export const READABLE_QUALITY_FILE_VERSIONS: readonly number[] = [1];

const isoTime = z.iso.datetime();
const utcDay = z.iso.date().describe('UTC day, YYYY-MM-DD.');
const probability = z.number().min(0).max(1);
const count = z.number().int().min(0);
const rate = z.number().min(0).nullable();

export const decisionRecordSchema = z
  .object({
    kind: z.enum(HANDLER_KINDS).describe('Who decided: local handler, coding agent or LLM.'),
    tier: z.number().int().min(0).max(3).describe('Escalation tier, 0 (local) to 3 (premium).'),
    outcome: z.enum(DECISION_OUTCOMES).describe('What became of the decision.'),
    caughtBadChange: z.boolean().describe('A gate stopped a broken or unsafe change.'),
    tokens: count.describe('Model tokens spent (input + output); 0 for local handlers.'),
    costUsd: z.number().min(0).describe('What the decision cost, in USD.'),
    confidence: probability.describe('The confidence the decision was made with, 0-1.'),
    succeeded: z.boolean().describe('Whether the decision turned out right.'),
    at: isoTime.describe('ISO time of the decision.'),
    taskId: z.string().min(1).optional().describe('The task decided, if any.'),
    decisionId: z.string().min(1).optional().describe('The decision id, if any.'),
  })
  .strict();

export type DecisionRecord = z.infer<typeof decisionRecordSchema>;

/**
 * `<governanceDir>/quality/decisions/<day>-<part>.json`: one part (at most 500 decisions)
 * of one UTC day of the decision log.
 */
export const decisionLogPartSchema = z
  .object({
    version: z.number().int().describe('Format version of this file.'),
    day: utcDay,
    part: z.number().int().min(0).max(99).describe('Part number within the day, from 0.'),
    decisions: z.array(decisionRecordSchema).describe("The part's decisions, in record order."),
    dropped: count.describe('Decisions not kept because the day reached its cap.'),
  })
  .strict();

export type DecisionLogPart = z.infer<typeof decisionLogPartSchema>;

export const predictionSchema = z
  .object({
    id: z
      .string()
      .regex(/^obs-\d+$/)
      .describe('obs-<sequence number>.'),
    taskId: z.string().min(1).describe('The skipped task.'),
    module: z.string().min(1).describe('The module (path or glob) incidents are matched on.'),
    decisionId: z.string().min(1).optional().describe('The SKIP decision, if it has an id.'),
    risk: z.enum(RISK_LEVELS).describe('Risk of the module when skipped.'),
    confidence: probability.describe('Confidence of the SKIP, 0-1.'),
    status: z.enum(OBSERVED_STATUSES).describe('Lifecycle status (or DEFERRED) when skipped.'),
    problemProbability: probability.describe('clamp((1 - confidence) * riskFactor, 0.01, 0.9).'),
    baselineRollbackStreak: count.describe('The module rollback streak when skipped.'),
    createdAt: isoTime.describe('ISO time of the SKIP.'),
    dueAt: isoTime.describe('ISO time the re-evaluation window ends.'),
  })
  .strict();

export type Prediction = z.infer<typeof predictionSchema>;

export const resolvedPredictionSchema = predictionSchema
  .extend({
    resolvedAt: isoTime.describe('ISO time of the revisit that resolved it.'),
    problem: z.boolean().describe('Whether a problem happened within the window.'),
    cause: z.enum(RESOLUTION_CAUSES).describe('What resolved it.'),
    correct: z.boolean().describe('problem === (problemProbability >= 0.5).'),
  })
  .strict();

export type ResolvedPrediction = z.infer<typeof resolvedPredictionSchema>;

/** `<governanceDir>/quality/observations.json`. */
export const observationFileSchema = z
  .object({
    version: z.number().int().describe('Format version of this file.'),
    nextSeq: z.number().int().min(1).describe('Sequence number of the next prediction id.'),
    open: z
      .array(predictionSchema)
      .describe('Predictions waiting for their revisit, oldest first.'),
    resolved: z
      .array(resolvedPredictionSchema)
      .describe('The most recent resolved predictions, oldest first.'),
    pairs: z
      .array(
        z
          .object({
            predicted: probability.describe('problemProbability of the prediction.'),
            happened: z.boolean().describe('Whether a problem happened.'),
          })
          .strict(),
      )
      .describe('Raw (probability, outcome) pairs of resolved predictions, for calibration.'),
    resolvedTotal: count.describe('Predictions resolved since the file was created.'),
    correctTotal: count.describe('Of those, how many were right.'),
    droppedOpen: count.describe('Open predictions dropped unresolved because 500 were open.'),
  })
  .strict();

export type ObservationFile = z.infer<typeof observationFileSchema>;

const calibrationSchema = z
  .object({
    samples: count.describe('Decisions with a confidence.'),
    buckets: z
      .array(
        z
          .object({
            index: z.number().int().min(0).max(9).describe('Bucket i holds [i/10, (i+1)/10).'),
            count: count.describe('Samples in the bucket.'),
            meanPredicted: probability.describe('Mean predicted probability.'),
            observedRate: probability.describe('Share that happened.'),
            gap: probability.describe('|meanPredicted - observedRate|'),
          })
          .strict(),
      )
      .describe('Non-empty buckets.'),
    expectedCalibrationError: probability
      .nullable()
      .describe('Sum of (count / samples) * gap; null without samples.'),
  })
  .strict();

export const decisionMetricsSchema = z
  .object({
    decisions: count.describe('Decisions recorded.'),
    localHandled: count.describe('Decisions a local handler settled (kind local, succeeded).'),
    caughtBadChanges: count.describe('Decisions where a gate stopped a bad change.'),
    wastedLlmCalls: count.describe('Agent or LLM decisions whose result was rolled back.'),
    wastedCostUsd: z.number().min(0).describe('What those wasted calls cost, in USD.'),
    acceptanceRate: rate.describe('committed / (committed + rolled_back + rejected).'),
    tokens: count.describe('Tokens spent.'),
    costUsd: z.number().min(0).describe('USD spent.'),
    tokenEfficiency: rate.describe('Committed changes per 1,000 tokens; null with no tokens.'),
    calibration: calibrationSchema.describe('Decision confidence against success.'),
  })
  .strict();

export type DecisionMetrics = z.infer<typeof decisionMetricsSchema>;

export const observationSummarySchema = z
  .object({
    open: count.describe('Predictions waiting for their revisit.'),
    resolved: count.describe('Predictions resolved so far.'),
    correct: count.describe('Of those, how many were right.'),
    accuracy: rate.describe('correct / resolved; null before the first resolution.'),
    brierScore: rate.describe('Mean (probability - outcome)^2 over the kept pairs.'),
    calibration: calibrationSchema.describe('Problem probability against what happened.'),
    droppedOpen: count.describe('Open predictions dropped unresolved at the bound.'),
  })
  .strict();

export type ObservationSummary = z.infer<typeof observationSummarySchema>;

export const qualitySnapshotSchema = z
  .object({
    day: utcDay,
    takenAt: isoTime.describe('ISO time of the snapshot (a later one the same day replaces it).'),
    decisions: decisionMetricsSchema.describe('Metrics of the decisions of that UTC day.'),
    observation: observationSummarySchema.describe('Observation mode at snapshot time.'),
  })
  .strict();

export type QualitySnapshot = z.infer<typeof qualitySnapshotSchema>;

/** `<governanceDir>/quality/snapshots.json`. */
export const snapshotFileSchema = z
  .object({
    version: z.number().int().describe('Format version of this file.'),
    snapshots: z.array(qualitySnapshotSchema).describe('One per UTC day, oldest first.'),
  })
  .strict();

export type SnapshotFile = z.infer<typeof snapshotFileSchema>;

import { describe, expect, it } from 'vitest';
import * as quality from './index.js';

// The organ's public surface; growing or shrinking it edits this list in the same change.
describe('quality public surface', () => {
  it('exports exactly its pinned values', () => {
    expect(Object.keys(quality).sort()).toEqual([
      'CALIBRATION_BUCKETS',
      'DECISIONS_PER_PART',
      'DECISION_OUTCOMES',
      'HANDLER_KINDS',
      'MAX_CALIBRATION_PAIRS',
      'MAX_DECISIONS_PER_DAY',
      'MAX_OPEN_PREDICTIONS',
      'MAX_PROBLEM_PROBABILITY',
      'MAX_RESOLVED_PREDICTIONS',
      'MIN_PROBLEM_PROBABILITY',
      'OBSERVED_STATUSES',
      'QUALITY_DIR',
      'QUALITY_FILE_VERSION',
      'QUALITY_RETENTION_DAYS',
      'QualityStore',
      'READABLE_QUALITY_FILE_VERSIONS',
      'REEVALUATION_WINDOW_MS',
      'RESOLUTION_CAUSES',
      'RISK_FACTOR',
      'calibrate',
      'contextSavings',
      'decisionLogPartSchema',
      'decisionMetrics',
      'decisionMetricsSchema',
      'decisionRecordSchema',
      'observationFileSchema',
      'observationSummarySchema',
      'openQuality',
      'predictsProblem',
      'problemProbability',
      'qualitySnapshotSchema',
      'snapshotFileSchema',
      'utcDay',
    ]);
  });
});

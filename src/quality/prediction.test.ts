import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration.js';
import { predictsProblem, problemProbability, REEVALUATION_WINDOW_MS } from './prediction.js';

const HOUR_MS = 60 * 60 * 1000;

describe('problemProbability', () => {
  it.each([
    [0.8, 'low', 0.1],
    [0.8, 'medium', 0.2],
    [0.8, 'high', 0.3],
    [0.8, 'critical', 0.4],
    [0, 'low', 0.5],
    [0.6, 'critical', 0.8],
    // (1 - 0.5) * 2 = 1.0, clamped to 0.9
    [0.5, 'critical', 0.9],
    // (1 - 0.999) * 0.5 = 0.0005, clamped to 0.01
    [0.999, 'low', 0.01],
    [1, 'high', 0.01],
  ] as const)('confidence %d, risk %s -> %d', (confidence, risk, expected) => {
    expect(problemProbability(confidence, risk)).toBe(expected);
  });

  it('predicts a problem from one half up', () => {
    expect(predictsProblem(0.5)).toBe(true);
    expect(predictsProblem(0.499999)).toBe(false);
  });
});

describe('re-evaluation windows', () => {
  it('follow the lifecycle status', () => {
    expect(REEVALUATION_WINDOW_MS).toEqual({
      experimental: 24 * HOUR_MS,
      under_observation: 24 * HOUR_MS,
      stable: 72 * HOUR_MS,
      certified: 168 * HOUR_MS,
      locked: 168 * HOUR_MS,
      DEFERRED: 6 * HOUR_MS,
    });
  });
});

describe('calibrate', () => {
  it('computes the expected calibration error of a constructed log', () => {
    // Bucket 9: ten at 0.95, eight happened: gap |0.95 - 0.8| = 0.15, weight 10/30.
    // Bucket 2: twenty at 0.25, ten happened: gap |0.25 - 0.5| = 0.25, weight 20/30.
    // ECE = 0.15 / 3 + 0.25 * 2 / 3 = 0.216667 (to 6 decimals)
    const samples = [
      ...Array.from({ length: 10 }, (_, i) => ({ predicted: 0.95, happened: i < 8 })),
      ...Array.from({ length: 20 }, (_, i) => ({ predicted: 0.25, happened: i < 10 })),
    ];
    expect(calibrate(samples)).toEqual({
      samples: 30,
      buckets: [
        { index: 2, count: 20, meanPredicted: 0.25, observedRate: 0.5, gap: 0.25 },
        { index: 9, count: 10, meanPredicted: 0.95, observedRate: 0.8, gap: 0.15 },
      ],
      expectedCalibrationError: 0.216667,
    });
  });

  it('is zero for calibrated predictions and null without samples', () => {
    const samples = Array.from({ length: 10 }, (_, i) => ({ predicted: 0.7, happened: i < 7 }));
    expect(calibrate(samples).expectedCalibrationError).toBe(0);
    expect(calibrate([])).toEqual({ samples: 0, buckets: [], expectedCalibrationError: null });
  });

  it('buckets in tenths, 1.0 in the last one', () => {
    const buckets = calibrate(
      [0, 0.0999, 0.1, 0.3, 0.7, 0.99, 1].map((predicted) => ({ predicted, happened: true })),
    ).buckets.map((b) => [b.index, b.count]);
    expect(buckets).toEqual([
      [0, 2],
      [1, 1],
      [3, 1],
      [7, 1],
      [9, 2],
    ]);
  });
});

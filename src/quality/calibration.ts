/** One predicted probability and whether the predicted thing happened. */
export interface CalibrationSample {
  /** The predicted probability, 0-1. */
  readonly predicted: number;
  readonly happened: boolean;
}

export interface CalibrationBucket {
  /** 0-9: bucket i holds predictions in [i/10, (i+1)/10), the last one also 1.0. */
  readonly index: number;
  readonly count: number;
  readonly meanPredicted: number;
  readonly observedRate: number;
  /** |meanPredicted - observedRate| */
  readonly gap: number;
}

export interface CalibrationReport {
  readonly samples: number;
  /** Non-empty buckets only, by index. */
  readonly buckets: readonly CalibrationBucket[];
  /**
   * Expected calibration error: sum over buckets of (count / samples) * gap. 0 means the
   * predictions meant what they said; null when there are no samples.
   */
  readonly expectedCalibrationError: number | null;
}

export const CALIBRATION_BUCKETS = 10;

/** Buckets predictions in tenths and compares each bucket's mean to what happened. */
export function calibrate(samples: readonly CalibrationSample[]): CalibrationReport {
  const sums = Array.from({ length: CALIBRATION_BUCKETS }, () => ({ n: 0, p: 0, k: 0 }));
  for (const sample of samples) {
    // The epsilon keeps 0.3 (0.30000000000000004 * 10 aside) in bucket 3 on every input.
    const index = Math.min(CALIBRATION_BUCKETS - 1, Math.floor(sample.predicted * 10 + 1e-9));
    const sum = sums[Math.max(0, index)];
    if (sum === undefined) {
      continue;
    }
    sum.n += 1;
    sum.p += sample.predicted;
    sum.k += sample.happened ? 1 : 0;
  }
  const buckets: CalibrationBucket[] = [];
  let error = 0;
  for (const [index, sum] of sums.entries()) {
    if (sum.n === 0) {
      continue;
    }
    const meanPredicted = sum.p / sum.n;
    const observedRate = sum.k / sum.n;
    const gap = Math.abs(meanPredicted - observedRate);
    error += (sum.n / samples.length) * gap;
    buckets.push({
      index,
      count: sum.n,
      meanPredicted: round(meanPredicted),
      observedRate: round(observedRate),
      gap: round(gap),
    });
  }
  return {
    samples: samples.length,
    buckets,
    expectedCalibrationError: samples.length === 0 ? null : round(error),
  };
}

/** Six decimals: enough for a rate, and stable across platforms in stored snapshots. */
export function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Arithmetic mean of a non-empty list. */
export function mean(values: number[]): number {
  if (values.length === 0) {
    throw new RangeError('mean of an empty list');
  }
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  if (values.length === 0) {
    throw new RangeError('median of an empty list');
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  if (sorted.length % 2 === 1) {
    return upper;
  }
  const lower = sorted[middle - 1] ?? 0;
  return (lower + upper) / 2;
}

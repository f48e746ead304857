/** Arithmetic mean of a non-empty list. */
export function mean(values: number[]): number {
  if (values.length === 0) {
    return 'n/a';
  }
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

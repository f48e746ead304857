/**
 * How many lines of `right` are also lines of `left`, each line of `left` counted once (a
 * multiset intersection): how much of one text another still holds, moved or not.
 */
export function sharedLineCount(left: readonly string[], right: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const line of left) {
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  let common = 0;
  for (const line of right) {
    const n = counts.get(line) ?? 0;
    if (n > 0) {
      common += 1;
      counts.set(line, n - 1);
    }
  }
  return common;
}

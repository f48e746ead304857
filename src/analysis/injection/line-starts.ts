// Line numbers of offsets: every finding names the line it is on.

/** Offsets where each line of `text` starts. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return starts;
}

/** 1-based line of `offset`, given `lineStartsOf` the text. */
export function lineAt(starts: readonly number[], offset: number): number {
  return lastAtOrBefore(starts, offset) + 1;
}

/** The last index of the ascending `starts` whose value is at or before `offset` (0 if none). */
export function lastAtOrBefore(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low;
}

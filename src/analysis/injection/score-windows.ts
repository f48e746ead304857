// Where the rules look: the scan's spots (anchor words, symbols, hidden text) as ascending
// offsets, and the paragraphs around them as source ranges. Everything else is never matched.

export function mergeAscending(first: readonly number[], second: readonly number[]): number[] {
  const merged: number[] = [];
  let a = 0;
  let b = 0;
  while (a < first.length || b < second.length) {
    const left = first[a] ?? Infinity;
    const right = second[b] ?? Infinity;
    if (left <= right) {
      merged.push(left);
      a += 1;
    } else {
      merged.push(right);
      b += 1;
    }
  }
  return merged;
}

/** The first index of the ascending `offsets` at or after `from`. */
export function firstAtOrAfter(offsets: readonly number[], from: number): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((offsets[mid] ?? 0) < from) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low;
}

/** True when the ascending `offsets` has one in [from, to). */
export function hasOffsetIn(offsets: readonly number[], from: number, to: number): boolean {
  const index = firstAtOrAfter(offsets, from);
  return index < offsets.length && (offsets[index] ?? 0) < to;
}

// How far around a spot the rules look: a paragraph, but never more than this each way.
const WINDOW_REACH_CHARS = 600;

/** Source ranges to examine: the paragraphs around each spot, merged. */
export function windowsAround(source: string, spots: readonly number[]): [number, number][] {
  const sorted = spots;
  const windows: [number, number][] = [];
  for (const spot of sorted) {
    const last = windows[windows.length - 1];
    if (last !== undefined && spot < last[1]) {
      continue;
    }
    const floor = Math.max(0, spot - WINDOW_REACH_CHARS);
    const before = source.slice(floor, spot);
    const breakBefore = before.lastIndexOf('\n\n');
    const start = breakBefore >= 0 ? floor + breakBefore + 2 : floor + before.indexOf('\n') + 1;
    const after = source.slice(spot, spot + WINDOW_REACH_CHARS);
    const breakAfter = after.indexOf('\n\n');
    const lastLine = after.lastIndexOf('\n');
    const end =
      breakAfter >= 0
        ? spot + breakAfter
        : spot + after.length < source.length && lastLine > 0
          ? spot + lastLine
          : spot + after.length;
    if (last !== undefined && start <= last[1]) {
      last[1] = Math.max(last[1], end);
    } else {
      windows.push([Math.min(start, spot), Math.max(end, spot + 1)]);
    }
  }
  return windows;
}

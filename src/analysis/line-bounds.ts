// Bounded searches for a line's start, shared by the detectors: each runs once per hit on text
// an agent writes, where one long line (minified code, a crafted file) must not cost a search
// back to its start for every hit.

/**
 * Where the line holding `offset` starts, looked for at most `reach` characters back; null when
 * the line starts further back.
 */
export function lineStartWithin(text: string, offset: number, reach: number): number | null {
  const floor = Math.max(0, offset - reach);
  for (let at = offset - 1; at >= floor; at -= 1) {
    if (text.charCodeAt(at) === 0x0a) {
      return at + 1;
    }
  }
  return floor === 0 ? 0 : null;
}

import picomatch from 'picomatch';

/** The literal directory or file a scope entry starts from (`src/a/**` -> `src/a`). */
function literalBase(entry: string): string {
  const clean = entry.replace(/^\.\//, '').replace(/\/+$/, '');
  const scanned = picomatch.scan(clean);
  return scanned.isGlob ? scanned.base : clean;
}

function isPrefix(a: string, b: string): boolean {
  return a === '' || a === '.' || a === b || b.startsWith(`${a}/`);
}

/**
 * Whether two write scopes may touch the same file. Conservative: two entries overlap when
 * one's literal base contains the other's, so two tasks that could collide never run at
 * the same time (a false overlap only serializes them).
 */
export function scopesOverlap(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) =>
    b.some((y) => {
      const bx = literalBase(x);
      const by = literalBase(y);
      return isPrefix(bx, by) || isPrefix(by, bx);
    }),
  );
}

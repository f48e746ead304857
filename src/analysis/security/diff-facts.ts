// Small helpers the fact diffs share.
import type { DiffContext } from './diff-context.js';

export function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

/** Facts of the baseline whose function is still around (or renamed): deleted code owes nothing. */
export function live<T extends { readonly scope: string }>(
  ctx: DiffContext,
  facts: readonly T[],
): T[] {
  return facts.filter((fact) => ctx.goneReason(fact.scope) === null);
}

export function countBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) {
      map.set(k, [...(map.get(k) ?? []), item]);
    }
  }
  return map;
}

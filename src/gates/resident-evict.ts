// Both resident tools (the type checker, the formatter) keep one process per worktree, up to
// a bound: a run with more worktrees than that evicts the least recently used idle one.

/** What eviction needs of a resident: when it last served. */
export interface Evictable {
  readonly lastUsed: number;
}

/**
 * Stops the least recently used idle residents until at most `max` remain. `kept` (the one
 * just started) and residents with a request in flight are never stopped: a busy one
 * finishes first and is evicted by a later start.
 */
export function evictIdleResidents<R extends Evictable>(
  residents: ReadonlyMap<string, R>,
  max: number,
  kept: R,
  isIdle: (resident: R) => boolean,
  stop: (resident: R) => void,
): void {
  const idle = [...residents.values()]
    .filter((resident) => resident !== kept && isIdle(resident))
    .sort((a, b) => a.lastUsed - b.lastUsed);
  // `stop` removes the resident from the map, so its size counts down as they go.
  while (residents.size > max && idle.length > 0) {
    const oldest = idle.shift();
    if (oldest !== undefined) {
      stop(oldest);
    }
  }
}

import { availableParallelism } from 'node:os';

/** Serializes async sections (landings) inside the one kernel process. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(section: () => Promise<T>): Promise<T> {
    const result = this.tail.then(section, section);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * Lets at most `capacity` async sections run at once; the others wait in arrival order.
 * Used for the tool gates of parallel tasks: run all at once, they share the cores and all
 * finish late; run as many as there are cores, the first ones finish early and free their
 * slot for the next agent.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`a semaphore needs a capacity of at least 1 (got ${capacity})`);
    }
  }

  async run<T>(section: () => Promise<T>): Promise<T> {
    if (this.running >= this.capacity) {
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
      });
    } else {
      this.running += 1;
    }
    try {
      return await section();
    } finally {
      // The slot passes straight to the next waiter, so `running` never dips and lets a
      // newcomer jump the queue.
      const next = this.waiting.shift();
      if (next === undefined) {
        this.running -= 1;
      } else {
        next();
      }
    }
  }
}

/**
 * The slots for first-pass tool gates when `concurrent` attempts may run at once: `limit`
 * (config `parallelGates`), by default one per core; none (no limit) when there are no more
 * attempts than slots. Re-checks under the landing mutex take no slot: they hold up every
 * landing behind them, so they go first.
 */
export function toolGateSlots(
  concurrent: number,
  limit: number = availableParallelism(),
): Semaphore | undefined {
  return concurrent > limit ? new Semaphore(limit) : undefined;
}

import type { Io } from './io.js';

/**
 * Runs `work` with a signal that SIGINT or SIGTERM aborts, saying `notice` on stderr when they
 * come: the work then rolls back what it holds and returns, so the process exits by itself.
 */
export async function withInterruptSignal<T>(
  io: Io,
  notice: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const onSignal = (): void => {
    io.err(notice);
    controller.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work(controller.signal);
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

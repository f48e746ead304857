/** What `unlessAborted` settles with when the run was interrupted first. */
export const ABORTED: unique symbol = Symbol('aborted');

/**
 * Settles with `work`, or with ABORTED as soon as `signal` fires. A Redis command waits for
 * as long as Redis is away (ioredis queues it until it reconnects, which BullMQ needs), so a
 * SIGTERM that came meanwhile would never be acted on. The work left behind may still settle
 * or fail later; its failure is not reported (the process is on its way out).
 */
export function unlessAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | typeof ABORTED> {
  if (signal === undefined) {
    return work;
  }
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.resolve(ABORTED);
  }
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      work.catch(() => undefined);
      resolve(ABORTED);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** `close` given at most `ms`: closing a queue whose Redis is away waits for it otherwise. */
export async function closeWithin(
  close: (() => Promise<void>) | undefined,
  ms: number,
): Promise<void> {
  if (close === undefined) {
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    close().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Distributed mode: `govern run --queue URL` (the coordinator) and `govern worker` on a
 * BullMQ queue in Redis, landing through a shared git remote. BullMQ and the attempt path
 * load on first use, so one-machine commands never load them.
 */
import { loadConfig } from '../config/index.js';
import { resolveWorkspace } from '../workspace/index.js';
import type * as Coordinator from './coordinator.js';
import type * as Worker from './worker.js';

export type { CoordinatorOptions } from './coordinator.js';
export type { WorkerOptions, WorkerSummary } from './worker.js';
export type { QueueUrlSource } from './connection.js';
export { QUEUE_STATE_FILE, readQueueState } from './queue-state.js';
export type { QueueState } from './queue-state.js';

export const runCoordinator: typeof Coordinator.runCoordinator = async (options) =>
  (await import('./coordinator.js')).runCoordinator(options);

/**
 * `govern doctor`'s queue check: connects with the client a run uses (ioredis, TLS for
 * rediss://, GOVERN_QUEUE_PASSWORD), then asks BullMQ's queue for its job counts.
 */
export const pingQueue = async (
  url: string,
  hostEnv: Readonly<Record<string, string | undefined>>,
): Promise<string | null> => (await import('./probe.js')).pingQueue(url, hostEnv);

export const runWorker: typeof Worker.runWorker = async (options) =>
  (await import('./worker.js')).runWorker(options);

/** The password variable the README and errors name (kept out of the ledger and audit). */
export { QUEUE_PASSWORD_ENV } from './env.js';

/**
 * The queue a `govern run` should coordinate: `--queue`, else config `queue.url`, else
 * null (one machine: no Redis needed). A config that does not load is the local run's to
 * report, with its own error.
 */
export async function requestedQueue(
  dir: string,
  flag: string | undefined,
): Promise<{ readonly url: string; readonly source: '--queue' | 'queue.url' } | null> {
  if (flag !== undefined) {
    return { url: flag, source: '--queue' };
  }
  let workspace: string;
  try {
    workspace = await resolveWorkspace(dir);
  } catch {
    return null;
  }
  const loaded = loadConfig(workspace);
  const url = loaded.kind === 'ok' ? loaded.config.queue.url : undefined;
  return url === undefined ? null : { url, source: 'queue.url' };
}

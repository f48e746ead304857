import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { writeFileAtomic } from '../common/index.js';
import { GOVERNANCE_DIR } from '../config/index.js';
import { listWorkers } from './meta.js';
import type { WorkerInfo } from './meta.js';

/** Where the coordinator shows who holds what, for `govern status` and `govern serve`. */
export const QUEUE_STATE_FILE = join(GOVERNANCE_DIR, 'queue', 'state.json');

const queueStateSchema = z
  .object({
    updatedAt: z.string(),
    queue: z.string(),
    workers: z.array(
      z
        .object({
          id: z.string(),
          host: z.string(),
          pid: z.number(),
          tasks: z.array(z.string()),
          heartbeat: z.number(),
        })
        .strict(),
    ),
    running: z.record(
      z.string(),
      z
        .object({ job: z.string(), worker: z.string().nullable(), host: z.string().nullable() })
        .strict(),
    ),
  })
  .strict();

export type QueueState = z.infer<typeof queueStateSchema>;

export interface RunningJob {
  readonly taskId: string;
  readonly job: string;
  readonly worker: string | null;
  readonly host: string | null;
}

/** Written by the coordinator after every look at the queue (no Redis needed to read it). */
export async function writeQueueState(
  workspace: string,
  connection: Redis,
  running: readonly RunningJob[],
  queue: string,
  key: Buffer | null,
): Promise<void> {
  let workers: WorkerInfo[];
  try {
    workers = await listWorkers(connection, key);
  } catch {
    // Redis away for a moment: the tasks are still worth showing.
    workers = [];
  }
  const state: QueueState = {
    updatedAt: new Date().toISOString(),
    queue,
    workers,
    running: Object.fromEntries(
      running.map((entry) => [
        entry.taskId,
        { job: entry.job, worker: entry.worker, host: entry.host },
      ]),
    ),
  };
  const file = join(workspace, QUEUE_STATE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, `${JSON.stringify(state, null, 2)}\n`);
}

/** The last state a coordinator wrote, or null (one-machine mode, or unreadable). */
export function readQueueState(workspace: string): QueueState | null {
  const file = join(workspace, QUEUE_STATE_FILE);
  if (!existsSync(file)) {
    return null;
  }
  try {
    const parsed = queueStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import type { Redis } from 'ioredis';
import { z } from 'zod';
import { KEY_PREFIX } from './job.js';
import { isVouchedFor, withSignature } from './signing.js';

/** How long a worker's registry entry outlives its last heartbeat (it beats every 5 s). */
export const WORKER_KEY_TTL_S = 30;

const META_KEY = `${KEY_PREFIX}:meta`;
const WORKER_PREFIX = `${KEY_PREFIX}:worker:`;

export function workerKey(id: string): string {
  return `${WORKER_PREFIX}${id}`;
}

/** What a worker's registry entry is signed for (signing.ts). */
export function workerPurpose(id: string): string {
  return `worker ${id}`;
}

const metaSchema = z
  .object({
    /** The shared remote's URL; null when it carries credentials (never put in Redis). */
    remote: z.string().nullable(),
    branch: z.string(),
    /** The coordinator's signature under GOVERN_QUEUE_KEY, when it has one (signing.ts). */
    signature: z.string().optional(),
  })
  .strict();

export type QueueMeta = z.infer<typeof metaSchema>;

/** A remote URL is announced only when it has no password or token in it. */
export function shareableRemote(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.password === '' && parsed.username === '' ? url : null;
  } catch {
    // scp-like (git@host:path) and plain paths carry no secret.
    return url;
  }
}

/** What the announcement is signed for (signing.ts). */
export const META_PURPOSE = 'meta';

export async function writeMeta(
  connection: Redis,
  meta: QueueMeta,
  key: Buffer | null,
): Promise<void> {
  await connection.set(META_KEY, JSON.stringify(withSignature(key, META_PURPOSE, meta)));
}

export async function readMeta(connection: Redis): Promise<QueueMeta | null> {
  const text = await connection.get(META_KEY);
  if (text === null) {
    return null;
  }
  const parsed = metaSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

const workerSchema = z
  .object({
    id: z.string(),
    host: z.string(),
    pid: z.number(),
    tasks: z.array(z.string()),
    heartbeat: z.number(),
    signature: z.string().optional(),
  })
  .strict();

export type WorkerInfo = Omit<z.infer<typeof workerSchema>, 'signature'>;

/**
 * The live workers (those whose heartbeat key has not expired). With a queue key, only the
 * entries a worker holding it signed: anyone who can write to Redis could list others.
 */
export async function listWorkers(connection: Redis, key: Buffer | null): Promise<WorkerInfo[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await connection.scan(cursor, 'MATCH', `${WORKER_PREFIX}*`, 'COUNT', 100);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  if (keys.length === 0) {
    return [];
  }
  const values = await connection.mget(keys);
  return values.flatMap((value) => {
    if (value === null) {
      return [];
    }
    const parsed = workerSchema.safeParse(JSON.parse(value));
    if (!parsed.success || !isVouchedFor(key, workerPurpose(parsed.data.id), parsed.data)) {
      return [];
    }
    const { signature: _signature, ...info } = parsed.data;
    return [info];
  });
}

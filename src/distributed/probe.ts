import { Queue } from 'bullmq';
import { describeError, isGovernError } from '../common/index.js';
import { connectQueue, parseQueueUrl } from './connection.js';
import { KEY_PREFIX, QUEUE_NAME } from './job.js';
import { listWorkers } from './meta.js';

/** Null when the queue answers (BullMQ reads its counts), else what is wrong, for doctor. */
export async function pingQueue(
  url: string,
  hostEnv: Readonly<Record<string, string | undefined>>,
): Promise<string | null> {
  let connection;
  try {
    connection = await connectQueue(parseQueueUrl(url, 'queue.url', hostEnv), 'queue.url', 3_000);
  } catch (error) {
    return isGovernError(error) ? error.message : describeError(error);
  }
  const queue = new Queue(QUEUE_NAME, { connection, prefix: KEY_PREFIX });
  try {
    await queue.getJobCounts('waiting', 'active');
    await listWorkers(connection, null);
    return null;
  } catch (error) {
    return `BullMQ could not read the queue: ${describeError(error)}`;
  } finally {
    await queue.close().catch(() => undefined);
    connection.disconnect();
  }
}

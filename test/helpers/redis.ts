import { spawn } from 'node:child_process';
import { onTestFinished } from 'vitest';
import { freePort, redisServerArgs } from '../../scripts/lib/redis.mjs';
import { makeTempDir } from './temp.js';

export { freePort };

/**
 * A throwaway redis-server on 127.0.0.1 (no persistence), killed when the test finishes.
 * `stop` kills it earlier and waits for it to exit.
 */
export async function startRedis(
  password?: string,
): Promise<{ readonly port: number; readonly stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    redisServerArgs({ port, dir: makeTempDir('govern-redis-'), password }),
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async (): Promise<void> => {
    child.kill('SIGKILL');
    await exited;
  };
  onTestFinished(stop);
  return { port, stop };
}

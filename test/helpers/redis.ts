import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { onTestFinished } from 'vitest';
import { makeTempDir } from './temp.js';

/** A free TCP port on 127.0.0.1 (closed again before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address !== null) {
          resolve(address.port);
        } else {
          reject(new Error('no port'));
        }
      });
    });
  });
}

/**
 * A throwaway redis-server on 127.0.0.1 (no persistence), killed when the test finishes.
 * `stop` kills it earlier and waits for it to exit.
 */
export async function startRedis(
  password?: string,
): Promise<{ readonly port: number; readonly stop: () => Promise<void> }> {
  const port = await freePort();
  // Its own scratch folder: a stray dump or log never lands in the repository or /.
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    makeTempDir('govern-redis-'),
  ];
  const child = spawn(
    'redis-server',
    password === undefined ? args : [...args, '--requirepass', password],
    {
      stdio: 'ignore',
    },
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

import { stopSpawner, useSpawner } from '../common/index.js';

/**
 * Runs a long command (`govern run`, `govern worker`) with its child processes started by
 * the spawner helper (GOVERN_SPAWNER=off: by govern), and waits for the helper to exit
 * before the command's result is printed.
 */
export async function withSpawner<T>(work: () => Promise<T>): Promise<T> {
  useSpawner({ path: process.env['PATH'] ?? '', setting: process.env['GOVERN_SPAWNER'] });
  try {
    return await work();
  } finally {
    await stopSpawner();
  }
}

import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { runWorker } from '../distributed/index.js';
import type { Io } from './io.js';

function positive(value: string, flag: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InvalidArgumentError(`${flag} must be a positive whole number (got "${value}")`);
  }
  return Number(value);
}

/** `govern worker --queue URL [--concurrency N] [--dir DIR]`: runs attempts from the queue. */
export function registerWorkerCommand(program: Command, io: Io): void {
  program
    .command('worker')
    .description(
      "run attempts from a coordinator's queue (BullMQ on Redis) in a clone of the shared remote, landing by push",
    )
    .requiredOption(
      '--queue <url>',
      'redis://[:password@]host:port[/db] or rediss://; the password may come from GOVERN_QUEUE_PASSWORD',
    )
    .option('--concurrency <n>', 'attempts at once, each in its own worktree', (v) =>
      positive(v, '--concurrency'),
    )
    .option(
      '--dir <dir>',
      'the clone to work in (cloned from the announced remote when it holds none; default: current directory)',
    )
    .option(
      '--lock-ms <ms>',
      'how long a job stays locked to a worker that stopped answering before another takes it',
      (v) => positive(v, '--lock-ms'),
    )
    .action(
      async (options: { queue: string; concurrency?: number; dir?: string; lockMs?: number }) => {
        const controller = new AbortController();
        const onSignal = (): void => {
          io.err('govern worker: stopping; rolling back and reporting the current attempts...');
          controller.abort();
        };
        process.once('SIGINT', onSignal);
        process.once('SIGTERM', onSignal);
        try {
          const summary = await runWorker({
            queueUrl: options.queue,
            dir: resolve(options.dir ?? process.cwd()),
            concurrency: options.concurrency ?? 1,
            hostEnv: process.env,
            signal: controller.signal,
            ...(options.lockMs === undefined ? {} : { lockMs: options.lockMs }),
            onLog: (line) => {
              io.out(line);
            },
          });
          io.out(
            `worker ${summary.id} stopped after ${summary.jobs} job(s), ${summary.refused} refused`,
          );
        } finally {
          process.removeListener('SIGINT', onSignal);
          process.removeListener('SIGTERM', onSignal);
        }
      },
    );
}

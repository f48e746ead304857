import type { Command } from '@commander-js/extra-typings';
import { resolve } from 'node:path';
import { runWorker } from '../../distributed/index.js';
import { withInterruptSignal } from '../interrupt.js';
import { withSpawner } from '../spawner.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { positiveInt } from './options.js';

function declare(program: Command) {
  return program
    .command('worker')
    .description(
      "run attempts from a coordinator's queue (BullMQ on Redis) in a clone of the shared remote, landing by push",
    )
    .requiredOption(
      '--queue <url>',
      'redis://[:password@]host:port[/db] or rediss://; the password may come from GOVERN_QUEUE_PASSWORD',
    )
    .option(
      '--concurrency <n>',
      'attempts at once, each in its own worktree',
      positiveInt('--concurrency'),
    )
    .option(
      '--dir <dir>',
      'the clone to work in (cloned from the announced remote when it holds none; default: current directory)',
    )
    .option(
      '--lock-ms <ms>',
      'how long a job stays locked to a worker that stopped answering before another takes it',
      positiveInt('--lock-ms'),
    );
}

type WorkerFlags = ReturnType<ReturnType<typeof declare>['opts']>;

async function work(options: WorkerFlags, { io }: CommandContext): Promise<void> {
  // About fifty git and sandbox processes per attempt: a small helper forks them.
  const summary = await withSpawner(() =>
    withInterruptSignal(
      io,
      'govern worker: stopping; rolling back and reporting the current attempts...',
      (signal) =>
        runWorker({
          queueUrl: options.queue,
          dir: resolve(options.dir ?? process.cwd()),
          concurrency: options.concurrency ?? 1,
          hostEnv: process.env,
          signal,
          ...(options.lockMs === undefined ? {} : { lockMs: options.lockMs }),
          onLog: (line) => {
            io.out(line);
          },
        }),
    ),
  );
  io.out(`worker ${summary.id} stopped after ${summary.jobs} job(s), ${summary.refused} refused`);
  // Stopped while Redis was away, BullMQ's lock and stall timers outlive its close (which
  // waits for Redis) and would keep the process up for good. Everything of the worker's own
  // is closed by now, and a job it could not report is handed to another worker when its
  // lock expires: the exit goes ahead. The timer holds nothing up when nothing is left.
  setTimeout(() => {
    process.exit();
  }, 1_000).unref();
}

/** `govern worker --queue URL [--concurrency N] [--dir DIR]`: runs attempts from the queue. */
export const workerCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((options) => work(options, context));
  },
  reference: {
    worker: {
      does: "runs the coordinator's attempt jobs in a clone of the shared remote (cloned into `--dir` when none is there) and lands them by fast-forward push; SIGTERM rolls the running attempts back, reports them and exits 0",
    },
  },
};

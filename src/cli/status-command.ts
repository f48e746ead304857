import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { TASK_STATUSES } from '../common/index.js';
import type { TaskStatus } from '../common/index.js';
import { readQueueState } from '../distributed/index.js';
import type { QueueState } from '../distributed/index.js';
import { readStatus } from '../kernel/index.js';
import type { Io } from './io.js';
import { workspaceOf } from './io.js';
import { selectStatus, formatStatusView } from './status-view.js';
import type { StatusQuery } from './status-view.js';

/** `--status FAILED,quarantined` -> the statuses, or a usage error naming the bad one. */
function parseStatuses(value: string): TaskStatus[] {
  const names = value
    .split(',')
    .map((name) => name.trim().toUpperCase())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !(TASK_STATUSES as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new InvalidArgumentError(
      `--status takes a comma-separated list of ${TASK_STATUSES.join(', ')} (got "${value}")`,
    );
  }
  return names as TaskStatus[];
}

function parseLimit(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InvalidArgumentError(`--limit must be a positive whole number (got "${value}")`);
  }
  return Number(value);
}

export function registerStatusCommand(program: Command, io: Io): void {
  program
    .command('status')
    .description(
      'counts per status and the tasks that need attention (running, failed, quarantined, awaiting approval, next ready)',
    )
    .option('--all', 'one row per task', false)
    .option(
      '--status <S[,S]>',
      'only tasks in these statuses, e.g. FAILED,QUARANTINED',
      parseStatuses,
    )
    .option('--limit <n>', 'at most N rows per list', parseLimit)
    .option('--json', 'print as JSON (every task unless --status or --limit narrow it)', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(
      async (options: {
        all: boolean;
        status?: TaskStatus[];
        limit?: number;
        json: boolean;
        workspace?: string;
      }) => {
        const report = await readStatus(workspaceOf(options));
        const query: StatusQuery = {
          all: options.all,
          ...(options.status === undefined ? {} : { statuses: options.status }),
          ...(options.limit === undefined ? {} : { limit: options.limit }),
        };
        // Distributed mode: which worker holds each running task (as the coordinator saw it).
        const queue = readQueueState(report.workspace);
        io.out(
          options.json
            ? JSON.stringify(
                { ...selectStatus(report, query), ...(queue === null ? {} : { queue }) },
                null,
                2,
              )
            : `${formatStatusView(report, query)}${queue === null ? '' : formatQueue(queue)}`,
        );
      },
    );
}

/** The running tasks' workers and the live workers, under the status view. */
function formatQueue(queue: QueueState): string {
  const running = Object.entries(queue.running);
  if (running.length === 0 && queue.workers.length === 0) {
    return '';
  }
  const lines = [``, `queue ${queue.queue} (as of ${queue.updatedAt}):`];
  for (const [taskId, holder] of running) {
    lines.push(
      `  ${taskId}: job ${holder.job} ${holder.worker === null ? 'waiting for a worker' : `on ${holder.worker} (${holder.host ?? '?'})`}`,
    );
  }
  for (const worker of queue.workers) {
    lines.push(
      `  worker ${worker.id} on ${worker.host}: ${worker.tasks.length === 0 ? 'idle' : worker.tasks.join(', ')}; last heartbeat ${new Date(worker.heartbeat).toISOString()}`,
    );
  }
  return `\n${lines.join('\n')}`;
}

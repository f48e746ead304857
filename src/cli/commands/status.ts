import { InvalidArgumentError } from '@commander-js/extra-typings';
import type { Command } from '@commander-js/extra-typings';
import { TASK_STATUSES } from '../../common/index.js';
import type { TaskStatus } from '../../common/index.js';
import { readQueueState } from '../../distributed/index.js';
import type { QueueState } from '../../distributed/index.js';
import { readStatus } from '../../kernel/index.js';
import { selectStatus, formatStatusView } from '../status-view.js';
import type { StatusQuery } from '../status-view.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, positiveInt, workspaceOf, workspaceOption } from './options.js';

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

function declare(program: Command) {
  return program
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
    .option('--limit <n>', 'at most N rows per list', positiveInt('--limit'))
    .addOption(jsonOption('print as JSON (every task unless --status or --limit narrow it)'))
    .addOption(workspaceOption());
}

type StatusFlags = ReturnType<ReturnType<typeof declare>['opts']>;

async function status(options: StatusFlags, { io }: CommandContext): Promise<void> {
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

export const statusCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((options) => status(options, context));
  },
  reference: {
    status: {
      does: 'counts per status and the tasks that need attention: running, awaiting approval, failed, quarantined and the next ready ones (10 per list by default, `--limit N` for more); `--all` one row per task (id, status, attempts, last failing gate, note), `--status FAILED,SKIPPED` only those; `--json` the counts, the ids of every ready task and every task (narrowed by `--status` and `--limit`)',
    },
  },
};

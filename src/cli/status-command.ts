import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { TASK_STATUSES } from '../common/index.js';
import type { TaskStatus } from '../common/index.js';
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
        io.out(
          options.json
            ? JSON.stringify(selectStatus(report, query), null, 2)
            : formatStatusView(report, query),
        );
      },
    );
}

import type { Command } from 'commander';
import { Option } from 'commander';
import { GovernError, TASK_CATEGORIES } from '../common/index.js';
import type { TaskCategory } from '../common/index.js';
import { addTasks, TASK_FILE_FORMATS } from '../kernel/index.js';
import type { AddResult, TaskFileFormat } from '../kernel/index.js';
import type { Io } from './io.js';
import { workspaceOf } from './io.js';

/** Up to this many ids are listed by name; beyond it the summary gives the first and last. */
const LISTED_IDS = 5;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function idRange(ids: readonly string[]): string {
  if (ids.length <= LISTED_IDS) {
    return ids.join(', ');
  }
  return `${ids[0] ?? ''} ... ${ids.at(-1) ?? ''}`;
}

/** One line however many tasks: a 10,000-task import must not print 10,000 ids. */
export function formatAddSummary(result: AddResult): string {
  const ids = result.tasks.map((task) => task.id);
  const parts = [`added ${plural(ids.length, 'task')}: ${idRange(ids)}`];
  if (result.completed.length > 0) {
    parts.push(`${result.completed.length} imported COMPLETED (done in Taskmaster; no agent runs)`);
  }
  if (result.skipped.length > 0) {
    parts.push(
      `${result.skipped.length} imported SKIPPED (cancelled in Taskmaster): ${idRange(result.skipped)}`,
    );
  }
  const more =
    ids.length > LISTED_IDS ? '\nevery id: govern add ... --json, or govern status --all' : '';
  return `${parts.join('; ')}${more}`;
}

export function registerAddCommand(program: Command, io: Io): void {
  program
    .command('add')
    .description(
      "import tasks into the ledger (govern's format, or Taskmaster's tasks.json); all or nothing",
    )
    .argument('[file]', 'the task file (same as --file)')
    .option('--file <tasks.json>', 'JSON array of tasks')
    .addOption(
      new Option('--from <format>', 'the task file format')
        .choices([...TASK_FILE_FORMATS])
        .default('seed'),
    )
    .option('--tag <name>', 'taskmaster: the tag to import (default: master)')
    .option('--target-glob <glob>', 'taskmaster: the write scope of tasks whose text names no path')
    .addOption(
      new Option(
        '--category <category>',
        'taskmaster: the category of tasks that are not documentation or tests by their targets',
      )
        .choices([...TASK_CATEGORIES])
        .default('REFACTORING'),
    )
    .option('--json', 'print every added id as JSON', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(
      async (
        positional: string | undefined,
        options: {
          file?: string;
          from: TaskFileFormat;
          tag?: string;
          targetGlob?: string;
          category: TaskCategory;
          json: boolean;
          workspace?: string;
        },
      ) => {
        const file = options.file ?? positional;
        if (file === undefined || (options.file !== undefined && positional !== undefined)) {
          throw new GovernError('USAGE', 'govern add needs exactly one task file', {
            hint: 'pass it as `govern add FILE` or `govern add --file FILE`',
          });
        }
        if (
          options.from === 'seed' &&
          (options.tag !== undefined || options.targetGlob !== undefined)
        ) {
          throw new GovernError(
            'USAGE',
            '--tag and --target-glob apply to --from taskmaster only',
            {
              hint: 'add --from taskmaster, or drop them',
            },
          );
        }
        const result = await addTasks({
          dir: workspaceOf(options),
          file,
          from: options.from,
          category: options.category,
          ...(options.tag === undefined ? {} : { tag: options.tag }),
          ...(options.targetGlob === undefined ? {} : { targetGlob: options.targetGlob }),
        });
        io.out(
          options.json
            ? JSON.stringify(
                {
                  added: result.tasks.length,
                  ids: result.tasks.map((task) => task.id),
                  completed: result.completed,
                  skipped: result.skipped,
                },
                null,
                2,
              )
            : formatAddSummary(result),
        );
      },
    );
}

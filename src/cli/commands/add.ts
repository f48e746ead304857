import { Option } from '@commander-js/extra-typings';
import type { Command } from '@commander-js/extra-typings';
import { GovernError, TASK_CATEGORIES } from '../../common/index.js';
import { addTasks, TASK_FILE_FORMATS } from '../../kernel/index.js';
import type { AddResult } from '../../kernel/index.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

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
function formatAddSummary(result: AddResult): string {
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

function declare(program: Command) {
  return program
    .command('add')
    .description(
      "import tasks into the ledger (govern's format, or Taskmaster's tasks.json); all or nothing",
    )
    .argument('[file]', 'the task file (same as --file)')
    .option('--file <tasks.json>', 'JSON array of tasks')
    .addOption(
      new Option('--from <format>', 'the task file format')
        .choices([...TASK_FILE_FORMATS])
        .default('seed' as const),
    )
    .option('--tag <name>', 'taskmaster: the tag to import (default: master)')
    .option('--target-glob <glob>', 'taskmaster: the write scope of tasks whose text names no path')
    .addOption(
      new Option(
        '--category <category>',
        'taskmaster: the category of tasks that are not documentation or tests by their targets',
      )
        .choices([...TASK_CATEGORIES])
        .default('REFACTORING' as const),
    )
    .addOption(jsonOption('print every added id as JSON'))
    .addOption(workspaceOption());
}

type AddFlags = ReturnType<ReturnType<typeof declare>['opts']>;

/** The one task file, given as `FILE` or `--file FILE`, and flags that fit its format. */
function taskFileOf(positional: string | undefined, options: AddFlags): string {
  const file = options.file ?? positional;
  if (file === undefined || (options.file !== undefined && positional !== undefined)) {
    throw new GovernError('USAGE', 'govern add needs exactly one task file', {
      hint: 'pass it as `govern add FILE` or `govern add --file FILE`',
    });
  }
  if (options.from === 'seed' && (options.tag !== undefined || options.targetGlob !== undefined)) {
    throw new GovernError('USAGE', '--tag and --target-glob apply to --from taskmaster only', {
      hint: 'add --from taskmaster, or drop them',
    });
  }
  return file;
}

async function add(
  positional: string | undefined,
  options: AddFlags,
  { io }: CommandContext,
): Promise<void> {
  const result = await addTasks({
    dir: workspaceOf(options),
    file: taskFileOf(positional, options),
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
}

export const addCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((positional, options) => add(positional, options, context));
  },
  reference: {
    add: {
      does: "imports tasks; rejects duplicate ids, unknown dependency ids, dependency cycles, unknown categories and paths outside the workspace, naming the task and field; on any error nothing is added. Prints one line however many tasks: the count, the first and last ids and what was imported COMPLETED or SKIPPED; `--json` lists every id. `--from taskmaster` reads Taskmaster's `tasks.json` (see [Taskmaster import](#taskmaster-import))",
    },
  },
};

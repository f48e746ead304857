import type { Command } from '@commander-js/extra-typings';
import { rejectTask } from '../../kernel/index.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { approverOf, workspaceOf, workspaceOption } from './options.js';

function register(program: Command, { io }: CommandContext): void {
  program
    .command('reject')
    .description('discard a held change: its branch is deleted and the task FAILED')
    .argument('<task-id>')
    .requiredOption('--why <text>', 'why the change is rejected (recorded)')
    .option('--by <name>', 'who rejects (default: $USER)')
    .addOption(workspaceOption())
    .action(async (taskId, options) => {
      await rejectTask({
        dir: workspaceOf(options),
        taskId,
        why: options.why,
        by: approverOf(options.by),
      });
      io.out(`${taskId} rejected: its change was discarded and the task is FAILED`);
    });
}

export const rejectCommand: CommandDefinition = {
  register,
  reference: {
    reject: {
      does: 'discards a held change: the decision is rejected, `govern/TASK-ID` deleted, the task FAILED with `rejected by NAME: TEXT` (its dependents are skipped on the next run)',
    },
  },
};

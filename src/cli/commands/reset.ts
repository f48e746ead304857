import type { Command } from '@commander-js/extra-typings';
import { resetTask } from '../../kernel/index.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { workspaceOf, workspaceOption } from './options.js';

function register(program: Command, { io }: CommandContext): void {
  program
    .command('reset')
    .description('queue a FAILED or SKIPPED task again (and the tasks skipped because of it)')
    .argument('<task-id>')
    .addOption(workspaceOption())
    .action(async (taskId, options) => {
      const reset = await resetTask(workspaceOf(options), taskId);
      io.out(`queued again: ${reset.join(', ')}`);
    });
}

export const resetCommand: CommandDefinition = {
  register,
  reference: {
    reset: {
      does: 'queues a FAILED, SKIPPED, QUARANTINED or DEFERRED task again with a fresh retry budget, with the tasks skipped because of it',
    },
  },
};

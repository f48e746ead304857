import type { Command } from '@commander-js/extra-typings';
import { readTask } from '../../kernel/index.js';
import { formatTask } from '../format.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

function register(program: Command, { io }: CommandContext): void {
  program
    .command('show')
    .description('a task with every attempt, gate verdict and finding, and its commit')
    .argument('<task-id>')
    .addOption(jsonOption())
    .addOption(workspaceOption())
    .action(async (taskId, options) => {
      const report = await readTask(workspaceOf(options), taskId);
      io.out(options.json ? JSON.stringify(report, null, 2) : formatTask(report));
    });
}

export const showCommand: CommandDefinition = {
  register,
  reference: {
    show: {
      does: 'the task, every attempt (agent exit, cost, log path), every gate verdict and finding, the commit',
    },
  },
};

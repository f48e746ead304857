import type { Command } from '@commander-js/extra-typings';
import { approveTask } from '../../kernel/index.js';
import { EXIT } from '../exit-codes.js';
import { NO_SANDBOX_WARNING } from '../no-sandbox.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import {
  approverOf,
  jsonOption,
  noSandboxOption,
  workspaceOf,
  workspaceOption,
} from './options.js';

function declare(program: Command) {
  return program
    .command('approve')
    .description('re-run the gates of a held change on the current base and land it')
    .argument('<task-id>')
    .option('--by <name>', 'who approves (default: $USER)')
    .addOption(jsonOption('print the result as JSON'))
    .addOption(
      noSandboxOption(
        'run the gates of the held change WITHOUT the OS sandbox (recorded in the audit log)',
      ),
    )
    .addOption(workspaceOption());
}

type ApproveFlags = ReturnType<ReturnType<typeof declare>['opts']>;

async function approve(
  taskId: string,
  options: ApproveFlags,
  { io, setExit }: CommandContext,
): Promise<void> {
  if (!options.sandbox) {
    io.err(NO_SANDBOX_WARNING);
  }
  const result = await approveTask({
    dir: workspaceOf(options),
    taskId,
    by: approverOf(options.by),
    hostEnv: process.env,
    sandbox: options.sandbox,
  });
  if (options.json) {
    io.out(JSON.stringify(result, null, 2));
  } else if (result.kind === 'landed') {
    io.out(`${taskId} approved and landed: commit ${result.commit.slice(0, 12)}`);
  } else {
    io.err(
      `govern: ${taskId} not approved: ${result.reason}\n  hint: it still awaits approval; reject it (govern reject ${taskId} --why ...) or fix the base and approve again`,
    );
  }
  setExit(result.kind === 'landed' ? EXIT.ok : EXIT.governedFailure);
}

export const approveCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((taskId, options) => approve(taskId, options, context));
  },
  reference: {
    approve: {
      does: "for a task AWAITING_APPROVAL: replays the change held on `govern/TASK-ID` onto the current head in a scratch worktree, re-runs the task's gates there (tool gates in the gate sandbox), then approves the decision and fast-forwards the branch under a commit capability (task COMPLETED, branch deleted). A conflict or a failing gate refuses it (exit 1) and the task keeps waiting",
    },
  },
};

import type { Command } from '@commander-js/extra-typings';
import { initWorkspace } from '../../kernel/index.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { workspaceOf, workspaceOption } from './options.js';

function register(program: Command, { io }: CommandContext): void {
  program
    .command('init')
    .description('create .governance/config.json with defaults and an empty PROGRESS.json')
    .addOption(workspaceOption())
    .option('--project <name>', 'project name (default: the folder name)')
    .option('--force', 'overwrite an existing config and ledger', false)
    .action(async (options) => {
      const result = await initWorkspace({
        dir: workspaceOf(options),
        force: options.force,
        ...(options.project === undefined ? {} : { projectName: options.project }),
      });
      io.out(
        `initialized ${result.projectName} in ${result.workspace}\n  config: ${result.configFile}${result.configKept ? ' (kept as it was: the existing config, validated)' : ''}\n  ledger: ${result.ledgerFile}\n  constitution: ${result.constitutionFile}${result.constitutionCreated ? ' (no rules yet; commit it with your code)' : ' (kept as it was)'}\nnext: set your agent under "agents" in the config, then \`govern add --file tasks.json\``,
      );
    });
}

export const initCommand: CommandDefinition = {
  register,
  reference: {
    init: {
      does: 'creates `.governance/config.json` with defaults and an empty `PROGRESS.json`, and adds both to `.git/info/exclude`; an existing config without a ledger (a fresh clone of a repository that commits its config) is validated and kept, and only the ledger is created; refuses to overwrite an existing ledger without `--force`',
    },
  },
};

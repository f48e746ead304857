import type { Command } from '@commander-js/extra-typings';
import { initWorkspace } from '../../kernel/index.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { workspaceOf, workspaceOption } from './options.js';

/**
 * Said at init rather than at the first run's exit 3: which gates found no tool here, and the
 * two ways on. Turning one off is the user's written decision, never govern's default.
 */
function withoutToolNote(gates: readonly string[]): string {
  if (gates.length === 0) {
    return '';
  }
  const lines = gates.map(
    (gate) => `\n    ${gate}: set gates.${gate}.command, or gates.${gate}.enabled to false`,
  );
  return `\n  no tool found here for ${gates.join(', ')}: a task whose gates include one stops before its agent (exit 3) until the config names it${lines.join('')}\n  \`govern doctor\` checks everything a run needs`;
}

/** prettier reads `.gitignore` and `.prettierignore` only: govern's state needs a line there. */
function prettierNote(seen: boolean): string {
  return seen
    ? '\n  prettier here reads .gitignore and .prettierignore, not .git/info/exclude: add /.governance/ and /PROGRESS.json to .prettierignore, or `prettier --check .` reports them'
    : '';
}

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
        `initialized ${result.projectName} in ${result.workspace}\n  config: ${result.configFile}${result.configKept ? ' (kept as it was: the existing config, validated)' : ''}\n  ledger: ${result.ledgerFile}\n  constitution: ${result.constitutionFile}${result.constitutionCreated ? ' (no rules yet; commit it with your code)' : ' (kept as it was)'}${withoutToolNote(result.gatesWithoutTool)}${prettierNote(result.stateSeenByPrettier)}\nnext: set your agent under "agents" in the config, then \`govern add --file tasks.json\``,
      );
    });
}

export const initCommand: CommandDefinition = {
  register,
  reference: {
    init: {
      does: 'creates `.governance/config.json` with defaults and an empty `PROGRESS.json`, and adds both to `.git/info/exclude`; an existing config without a ledger (a fresh clone of a repository that commits its config) is validated and kept, and only the ledger is created; refuses to overwrite an existing ledger without `--force`; names the tool gates for which neither the config nor the repository gives a tool (a run of a task that needs one stops with exit 3 until the config names a tool or turns the gate off); where the repository uses prettier and neither `.prettierignore` nor `.gitignore` names `/.governance/` and `/PROGRESS.json`, says to add them to `.prettierignore` (prettier never reads `.git/info/exclude`)',
    },
  },
};

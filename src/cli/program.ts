import { Command } from '@commander-js/extra-typings';
import { readFileSync } from 'node:fs';
import { codeFileUrl } from '../common/index.js';
import { addCommand } from './commands/add.js';
import { approveCommand } from './commands/approve.js';
import { archiveCommand } from './commands/archive.js';
import { auditCommand } from './commands/audit.js';
import { benchCommand } from './commands/bench.js';
import { budgetCommand } from './commands/budget.js';
import { checkCommand } from './commands/check.js';
import { constitutionCommand } from './commands/constitution.js';
import type { CommandContext, CommandDefinition } from './commands/definition.js';
import { doctorCommand } from './commands/doctor.js';
import { evidenceCommand } from './commands/evidence.js';
import { initCommand } from './commands/init.js';
import { memoryCommand } from './commands/memory.js';
import { qualityCommand } from './commands/quality.js';
import { rejectCommand } from './commands/reject.js';
import { resetCommand } from './commands/reset.js';
import { runCommand } from './commands/run.js';
import { scanCommand } from './commands/scan.js';
import { serveCommand } from './commands/serve.js';
import { showCommand } from './commands/show.js';
import { statusCommand } from './commands/status.js';
import { workerCommand } from './commands/worker.js';

/** The version is package.json's, read once. */
export const VERSION = readPackageVersion();

function readPackageVersion(): string {
  const text = readFileSync(codeFileUrl('../package.json'), 'utf8');
  const version = (JSON.parse(text) as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}

/** Every command, in the order `govern --help` and the README list them. */
export const COMMANDS: readonly CommandDefinition[] = [
  initCommand,
  addCommand,
  runCommand,
  statusCommand,
  workerCommand,
  showCommand,
  resetCommand,
  checkCommand,
  scanCommand,
  budgetCommand,
  qualityCommand,
  archiveCommand,
  approveCommand,
  rejectCommand,
  memoryCommand,
  doctorCommand,
  evidenceCommand,
  serveCommand,
  benchCommand,
  constitutionCommand,
  auditCommand,
];

/**
 * The root command: output goes through `context.io`, and commander reports usage errors by
 * throwing (exitOverride) so `main` maps them to exit 2. Subcommands inherit both settings
 * because every definition adds its command with `program.command()`.
 */
export function buildProgram(context: CommandContext): Command {
  const program = new Command('govern')
    .description('A deterministic governance kernel for autonomous coding agents.')
    .version(context.version, '-V, --version')
    .showHelpAfterError('(run `govern --help` for usage)')
    .configureOutput({
      writeOut: (s) => {
        context.io.out(s.trimEnd());
      },
      writeErr: (s) => {
        context.io.err(s.trimEnd());
      },
    })
    .exitOverride();
  for (const command of COMMANDS) {
    command.register(program, context);
  }
  return program;
}

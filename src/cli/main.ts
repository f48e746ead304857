import { CommanderError } from '@commander-js/extra-typings';
import { fromSystemError, isGovernError } from '../common/index.js';
import type { GovernErrorCode } from '../common/index.js';
import { EXIT, exitCodeFor } from './exit-codes.js';
import { standardIo } from './io.js';
import type { Io } from './io.js';
import { buildProgram, VERSION } from './program.js';

/** Refusals about the machine or the repository, which `govern doctor` diagnoses in full. */
const DOCTOR_CODES: ReadonlySet<GovernErrorCode> = new Set([
  'SANDBOX_UNAVAILABLE',
  'TOOL_MISSING',
  'NOT_A_GIT_REPO',
  'CONFIG_MISSING',
  'CONFIG_INVALID',
  'LEDGER_MISSING',
  'LEDGER_INVALID',
  'AGENT_INVALID',
]);

/** Parses argv, runs the command, and sets process.exitCode (never calls process.exit). */
export async function main(argv: readonly string[], io: Io = standardIo()): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = buildProgram({
    io,
    setExit: (code) => {
      exitCode = code;
    },
    version: VERSION,
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    exitCode = reportError(error, io);
  }
  process.exitCode = exitCode;
  return exitCode;
}

function reportError(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // Help and version are "errors" to commander but successes to the user.
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
    ) {
      return EXIT.ok;
    }
    return EXIT.badInput;
  }
  // A file-system error that no caller named (EACCES, ENOSPC, ...) is the machine's, not a
  // bug: it is reported with its path and the fix like any other coded error.
  const known = isGovernError(error) ? error : fromSystemError(error);
  if (known !== null) {
    io.err(`govern: ${known.message}`);
    if (known.hint !== undefined) {
      io.err(`  hint: ${known.hint}`);
    }
    if (DOCTOR_CODES.has(known.code)) {
      io.err('  check everything a run needs: govern doctor');
    }
    return exitCodeFor(known.code);
  }
  io.err('govern: internal error (this is a bug; please report it with the stack below)');
  io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return EXIT.bug;
}

import { InvalidArgumentError, Option } from '@commander-js/extra-typings';
import { resolve } from 'node:path';

/**
 * `--workspace DIR`, declared by every command that reads a governed repository, with one help
 * text (the flag once had four).
 */
export function workspaceOption() {
  return new Option('--workspace <dir>', 'the repository to work in (default: current directory)');
}

/** The governed repository of a command: `--workspace`, else the current directory. */
export function workspaceOf(options: { readonly workspace?: string | undefined }): string {
  return resolve(options.workspace ?? process.cwd());
}

/** `--json`: the command prints its result as JSON instead of text. */
export function jsonOption(description = 'print as JSON') {
  return new Option('--json', description).default(false);
}

/** `--no-sandbox` (run, check, approve): the description says what then runs with the user's rights. */
export function noSandboxOption(description: string) {
  return new Option('--no-sandbox', description);
}

/** `--format text|json|sarif` of the gate reports (check, constitution check). */
export function reportFormatOption() {
  return new Option('--format <format>', 'output format')
    .choices(['text', 'json', 'sarif'] as const)
    .default('text' as const);
}

/** An option value that must be 1 or more, with the flag named in the refusal. */
export function positiveInt(flag: string): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value) || Number(value) < 1) {
      throw new InvalidArgumentError(`${flag} must be a positive whole number (got "${value}")`);
    }
    return Number(value);
  };
}

/** Who approves or rejects: `--by`, else the login name, else "cli". */
export function approverOf(by: string | undefined): string {
  return by ?? process.env['USER'] ?? process.env['LOGNAME'] ?? 'cli';
}

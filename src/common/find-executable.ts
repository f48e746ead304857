import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/**
 * Resolves `command` the way a shell would, before anything is started: a missing binary
 * is then the same clear failure with or without a sandbox wrapper in front of it.
 */
export function findExecutable(
  command: string,
  pathEnv: string | undefined,
  cwd: string,
): string | null {
  const candidates = command.includes('/')
    ? [isAbsolute(command) ? command : join(cwd, command)]
    : (pathEnv ?? '')
        .split(delimiter)
        .filter((dir) => dir !== '')
        .map((dir) => join(dir, command));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) {
        return candidate;
      }
    } catch {
      // Not here; try the next PATH entry.
    }
  }
  return null;
}

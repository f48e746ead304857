import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { isAbsolute, join, sep } from 'node:path';
import { kindOf, realOrNull } from './host-paths.js';
import type { SandboxPolicy } from './policy.js';

/** Searched for commands after PATH: a forbidden binary must not survive a short PATH. */
export const STANDARD_BIN_DIRS: readonly string[] = [
  '/usr/local/sbin',
  '/usr/local/bin',
  '/usr/sbin',
  '/usr/bin',
  '/sbin',
  '/bin',
];

export interface ResolvedCommand {
  readonly name: string;
  /** Where it was found (not resolved through symlinks, so argv[0] stays meaningful). */
  readonly path: string;
}

/** Every existing file named `name` in `dirs`, through symlinks, deduplicated. */
export async function findCommandPaths(name: string, dirs: readonly string[]): Promise<string[]> {
  if (name.includes('/')) {
    const real = isAbsolute(name) ? await realOrNull(name) : null;
    return real === null ? [] : [real];
  }
  const found = new Set<string>();
  for (const dir of dirs) {
    const real = await realOrNull(join(dir, name));
    if (real !== null && (await kindOf(real)) === 'file') {
      found.add(real);
    }
  }
  return [...found];
}

/** The first executable `name` in `dirs`, the way execvp would find it. */
export async function findCommand(name: string, dirs: readonly string[]): Promise<string | null> {
  const candidates = name.includes('/') ? [name] : dirs.map((dir) => join(dir, name));
  for (const candidate of candidates) {
    if (!isAbsolute(candidate)) {
      continue;
    }
    try {
      await access(candidate, constants.X_OK);
      if ((await kindOf(candidate)) === 'file') {
        return candidate;
      }
    } catch {
      // Not here; keep looking.
    }
  }
  return null;
}

export function commandSearchDirs(pathValue: string | undefined): string[] {
  const fromPath = (pathValue ?? '').split(':').filter((dir) => isAbsolute(dir));
  return [...new Set([...fromPath, ...STANDARD_BIN_DIRS])];
}

/**
 * The policy's command names found on the host: every copy of a forbidden command (to
 * mask) and the first of each allowed one (null when PATH is not restricted).
 */
export async function resolveCommands(
  policy: SandboxPolicy,
  pathValue: string | undefined,
  notes: string[],
): Promise<{ readonly masked: string[]; readonly allowed: ResolvedCommand[] | null }> {
  const searchDirs = commandSearchDirs(pathValue);
  const maskedCommands = new Set<string>();
  for (const name of policy.forbiddenCommands ?? []) {
    const paths = await findCommandPaths(name, searchDirs);
    if (paths.length === 0) {
      notes.push(`forbiddenCommands: ${name} not found; nothing to mask`);
    }
    for (const path of paths) {
      maskedCommands.add(path);
    }
  }
  if (policy.allowedCommands === undefined) {
    return { masked: [...maskedCommands], allowed: null };
  }
  const allowedCommands: ResolvedCommand[] = [];
  for (const name of policy.allowedCommands) {
    const path = await findCommand(name, searchDirs);
    if (path === null) {
      notes.push(`allowedCommands: ${name} not found; left out of PATH`);
    } else {
      allowedCommands.push({ name: name.split(sep).pop() ?? name, path });
    }
  }
  return { masked: [...maskedCommands], allowed: allowedCommands };
}

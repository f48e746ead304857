import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive } from '../common/index.js';
import { gitOrThrow } from './git.js';
import { resolveGitPath } from './repo.js';

const scratchDirs = new Map<string, string>();

/**
 * Where govern keeps a work tree's short-lived files (scratch indexes, a check's gate
 * sandbox): inside its git dir (`.git/govern-tmp`, or the linked worktree's own), which
 * `git add -A` never walks. Under `.governance/tmp` they were part of the work tree: in a
 * repository that does not ignore `.governance/` (a pull request checked in CI), another
 * govern's `git add -A` staged them while they came and went, and failed.
 */
async function scratchDir(workspace: string): Promise<string> {
  let dir = scratchDirs.get(workspace);
  if (dir === undefined) {
    const path = (await gitOrThrow(workspace, ['rev-parse', '--git-path', 'govern-tmp'])).trim();
    dir = resolveGitPath(workspace, path);
    scratchDirs.set(workspace, dir);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A fresh name in the scratch dir, carrying this process's id (see removeStaleScratch). */
export async function scratchPath(workspace: string, prefix: string): Promise<string> {
  return join(
    await scratchDir(workspace),
    `${prefix}-${String(process.pid)}-${randomBytes(4).toString('hex')}`,
  );
}

/**
 * Removes what crashed processes left in the scratch dir. Entries of live processes stay: a
 * `govern check` may be using the same repository while a run recovers.
 */
export async function removeStaleScratch(workspace: string): Promise<void> {
  const dir = await scratchDir(workspace);
  for (const name of readdirSync(dir)) {
    const pid = Number(/-(\d+)-[0-9a-f]+$/.exec(name)?.[1] ?? Number.NaN);
    if (!Number.isInteger(pid) || !isProcessAlive(pid)) {
      rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
}

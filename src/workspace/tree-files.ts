import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gitOrThrow, runGit } from './git.js';
import { scratchPath } from './scratch.js';

/** One file of a git tree: its mode (`100644`, `100755`, `120000`) and blob id. */
export interface TreeFile {
  readonly mode: string;
  readonly id: string;
}

/** Every file (blob or symlink) of `tree`, by repository-relative path. */
export async function listTreeFiles(dir: string, tree: string): Promise<Map<string, TreeFile>> {
  const out = await gitOrThrow(dir, ['ls-tree', '-r', '-z', '--full-tree', tree]);
  const files = new Map<string, TreeFile>();
  for (const record of out.split('\0')) {
    // "<mode> <type> <id>\t<path>"
    const match = /^(\d+) (\w+) ([0-9a-f]+)\t(.*)$/s.exec(record);
    if (match !== null && match[2] === 'blob') {
      files.set(match[4] ?? '', { mode: match[1] ?? '', id: match[3] ?? '' });
    }
  }
  return files;
}

/**
 * Whether `relPath` of the checkout `dir` is a regular file holding, byte for byte, the blob
 * `tree` has at that path (not a link, not a file the tree lacks or holds otherwise). False
 * when git cannot tell (no such revision): the answer only ever lifts a mask.
 */
export async function isTreeFileContent(
  dir: string,
  tree: string,
  relPath: string,
): Promise<boolean> {
  const listed = await runGit(dir, [
    '--literal-pathspecs',
    'ls-tree',
    '-z',
    '--full-tree',
    tree,
    '--',
    relPath,
  ]);
  const match =
    listed.exitCode === 0
      ? /^(?:100644|100755) blob ([0-9a-f]+)\t([^\0]*)\0?$/.exec(listed.stdout)
      : null;
  if (match?.[1] === undefined || match[2] !== relPath) {
    return false;
  }
  try {
    const path = join(dir, relPath);
    if (!(await lstat(path)).isFile()) {
      return false;
    }
    return blobIdOf(await readFile(path), match[1]) === match[1];
  } catch {
    return false;
  }
}

/** git's id of a blob holding `bytes` (SHA-1, or SHA-256 when `like` is a 64-digit id). */
export function blobIdOf(bytes: Buffer, like: string): string {
  const hash = createHash(like.length === 64 ? 'sha256' : 'sha1');
  hash.update(`blob ${String(bytes.length)}\0`);
  hash.update(bytes);
  return hash.digest('hex');
}

/**
 * Writes `paths` back as `tree` has them, through a scratch index (the real one is never
 * touched): git replaces a symlink or a file standing where a folder should be, and never
 * writes through a symbolic link.
 */
export async function restoreFromTree(
  dir: string,
  tree: string,
  paths: readonly string[],
): Promise<void> {
  if (paths.length === 0) {
    return;
  }
  const index = await scratchPath(dir, 'restore');
  const env = { GIT_INDEX_FILE: index };
  try {
    await gitOrThrow(dir, ['read-tree', tree], { env });
    await gitOrThrow(dir, ['checkout-index', '-f', '--', ...paths], { env });
  } finally {
    rmSync(index, { force: true });
  }
}

/** The paths that differ between two commits (added, modified, deleted; renames as both). */
export async function pathsChangedBetween(
  dir: string,
  from: string,
  to: string,
): Promise<string[]> {
  const out = await gitOrThrow(dir, ['diff', '--name-only', '--no-renames', '-z', from, to]);
  return out.split('\0').filter((path) => path !== '');
}

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import picomatch from 'picomatch';

/**
 * The default budget of the scans for masked files (policy.maxMaskScanEntries overrides it):
 * it keeps a huge tree from stalling every attempt, and running out of it stops the attempt
 * (SANDBOX_UNAVAILABLE) rather than leaving unscanned files readable.
 */
export const MAX_SCAN_ENTRIES = 200_000;

const GLOB_CHARS = /[*?[\]{}!]/;

export function hasGlob(pattern: string): boolean {
  return GLOB_CHARS.test(pattern);
}

/**
 * A worktree-relative pattern as a matcher over `/`-separated relative paths, with
 * .gitignore's rule: a pattern without a slash matches that name at any depth; a pattern
 * with one (or starting with `./`) is anchored at the root. `dir/**` also matches `dir`.
 */
export function relativeMatcher(pattern: string): (relPath: string) => boolean {
  let text = pattern.replace(/\\/g, '/');
  const anchored = text.startsWith('./');
  if (anchored) {
    text = text.slice(2);
  }
  if (text.endsWith('/') && text.length > 1) {
    text = text.slice(0, -1);
  }
  const glob = !anchored && !text.includes('/') ? `**/${text}` : text;
  return picomatch(glob, { dot: true });
}

export interface ScanEntry {
  /** Relative to the scan root, `/`-separated. */
  readonly relPath: string;
  readonly absPath: string;
  readonly kind: 'dir' | 'file' | 'symlink' | 'other';
}

export interface ScanResult {
  readonly visited: number;
  readonly truncated: boolean;
}

/**
 * Walks `root` without following symbolic links. `visit` returns false to keep the walk out
 * of a directory (it was matched whole, or is too large to matter). Unreadable directories
 * are skipped: what the kernel cannot list, it cannot mask, and the walk must not fail.
 */
export async function scanTree(
  root: string,
  skipDirNames: readonly string[],
  visit: (entry: ScanEntry) => boolean,
  maxEntries = MAX_SCAN_ENTRIES,
): Promise<ScanResult> {
  const pending: string[] = [''];
  let visited = 0;
  while (pending.length > 0) {
    const rel = pending.pop() ?? '';
    let entries;
    try {
      entries = await readdir(rel === '' ? root : join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const dirent of entries) {
      visited += 1;
      if (visited > maxEntries) {
        return { visited: maxEntries, truncated: true };
      }
      const relPath = rel === '' ? dirent.name : `${rel}/${dirent.name}`;
      const kind = dirent.isDirectory()
        ? 'dir'
        : dirent.isSymbolicLink()
          ? 'symlink'
          : dirent.isFile()
            ? 'file'
            : 'other';
      const descend = visit({ relPath, absPath: join(root, relPath), kind });
      if (descend && kind === 'dir' && !skipDirNames.includes(dirent.name)) {
        pending.push(relPath);
      }
    }
  }
  return { visited, truncated: false };
}

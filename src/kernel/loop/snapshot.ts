import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import picomatch from 'picomatch';
import type { FileSnapshot } from '../../economy/index.js';

/** Never part of a task's content: git's and govern's state, and installed dependencies. */
const SKIPPED_DIRS = new Set(['.git', '.governance', 'node_modules']);

/**
 * The content of a task's paths as the novelty fingerprint sees it: a file is its bytes, a
 * folder every file below it, a glob every file it matches, a missing path `null`. Bytes
 * are read as latin1 so binary files hash losslessly.
 */
export function snapshotPaths(dir: string, paths: readonly string[]): FileSnapshot[] {
  const snapshots = new Map<string, string | null>();
  for (const path of paths) {
    const scan = picomatch.scan(path);
    if (scan.isGlob) {
      const isMatch = picomatch(path, { dot: true });
      const base = scan.base === '' ? '.' : scan.base;
      for (const file of walk(dir, base)) {
        if (isMatch(file)) {
          snapshots.set(file, read(join(dir, file)));
        }
      }
      continue;
    }
    let isDirectory: boolean;
    try {
      isDirectory = statSync(join(dir, path)).isDirectory();
    } catch {
      snapshots.set(path, null);
      continue;
    }
    if (isDirectory) {
      for (const file of walk(dir, path)) {
        snapshots.set(file, read(join(dir, file)));
      }
    } else {
      snapshots.set(path, read(join(dir, path)));
    }
  }
  return [...snapshots].map(([path, content]) => ({ path, content }));
}

function read(file: string): string | null {
  try {
    return readFileSync(file).toString('latin1');
  } catch {
    return null;
  }
}

/** Files below `base` (repository-relative, forward slashes), skipping SKIPPED_DIRS. */
function walk(dir: string, base: string): string[] {
  const files: string[] = [];
  const pending = [base];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    let entries;
    try {
      entries = readdirSync(join(dir, next), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (SKIPPED_DIRS.has(entry.name)) {
        continue;
      }
      const rel = next === '.' ? entry.name : posix.join(next, entry.name);
      if (entry.isDirectory()) {
        pending.push(rel);
      } else if (entry.isFile()) {
        files.push(rel);
      }
    }
  }
  return files.sort();
}

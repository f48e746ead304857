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

/** What a read file was when it was read: a file whose stat still says the same is unchanged. */
interface Remembered {
  readonly ino: bigint;
  readonly size: bigint;
  readonly mtimeNs: bigint;
  readonly ctimeNs: bigint;
  readonly content: string;
}

/**
 * Contents read before, by absolute path. Every task of a run fingerprints its scope before
 * it starts, and a task scoped to a large folder read every file below it each time (5,000
 * files: about 150 ms of open, read and close per task); a stat says whether the bytes can
 * have changed, as git's index does. Bounded: beyond REMEMBER_BYTES nothing more is kept.
 */
const remembered = new Map<string, Remembered>();
const REMEMBER_BYTES = 64 * 1024 * 1024;
/**
 * A file changed this recently could change again within its timestamp's granularity and
 * still look the same (git's "racily clean" entries): it is read again next time.
 */
const RACY_NS = 2_000_000_000n;
let rememberedBytes = 0;

function read(file: string): string | null {
  try {
    const stat = statSync(file, { bigint: true });
    const known = remembered.get(file);
    if (
      known !== undefined &&
      known.ino === stat.ino &&
      known.size === stat.size &&
      known.mtimeNs === stat.mtimeNs &&
      known.ctimeNs === stat.ctimeNs
    ) {
      return known.content;
    }
    const content = readFileSync(file).toString('latin1');
    remember(file, stat, content);
    return content;
  } catch {
    return null;
  }
}

function remember(
  file: string,
  stat: { ino: bigint; size: bigint; mtimeNs: bigint; ctimeNs: bigint },
  content: string,
): void {
  const previous = remembered.get(file);
  if (previous !== undefined) {
    remembered.delete(file);
    rememberedBytes -= previous.content.length;
  }
  const now = BigInt(Date.now()) * 1_000_000n;
  const settled = now - stat.mtimeNs > RACY_NS && now - stat.ctimeNs > RACY_NS;
  if (settled && rememberedBytes + content.length <= REMEMBER_BYTES) {
    const { ino, size, mtimeNs, ctimeNs } = stat;
    remembered.set(file, { ino, size, mtimeNs, ctimeNs, content });
    rememberedBytes += content.length;
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

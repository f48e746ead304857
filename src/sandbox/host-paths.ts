import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative } from 'node:path';

/** The real path behind `path`, or null when it does not exist. */
export async function realOrNull(path: string): Promise<string | null> {
  try {
    return await realpath(path);
  } catch {
    return null;
  }
}

export async function kindOf(path: string): Promise<'dir' | 'file' | null> {
  try {
    return (await stat(path)).isDirectory() ? 'dir' : 'file';
  } catch {
    return null;
  }
}

/** True when `child` is `parent` or below it. */
export function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

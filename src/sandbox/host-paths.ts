import { realpath, stat } from 'node:fs/promises';

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

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** SHA-256 (hex) of some bytes: the content hash the cache keys files by. */
export function contentHash(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The content hash of a file, or null when it cannot be read. */
export function hashFileOrNull(path: string): string | null {
  try {
    return contentHash(readFileSync(path));
  } catch {
    return null;
  }
}

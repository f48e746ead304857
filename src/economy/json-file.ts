import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../common/index.js';

// The economy stores read with the shared loader; re-exported so they import one module.
export { loadJsonFile } from '../common/index.js';

/** How a store refuses to open: the file is there but cannot be trusted. */
export type StoreFailure =
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

/** Writes `value` as indented JSON with temp file + fsync + rename, creating the folder. */
export function writeJsonFile(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** One line naming the file and its first issues, for refusals that carry a reason. */
export function describeStoreFailure(failure: StoreFailure): string {
  return failure.kind === 'invalid'
    ? `${failure.file} is invalid: ${failure.issues.slice(0, 3).join('; ')}`
    : `${failure.file} is unreadable: ${failure.message}`;
}

import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { z } from 'zod';
import { formatZodIssues, writeFileAtomic } from '../common/index.js';

/** The outcome of reading one persisted file; only `missing` may fall back to a default. */
export type JsonLoadResult<T> =
  | { readonly kind: 'ok'; readonly value: T; readonly file: string }
  | { readonly kind: 'missing'; readonly file: string }
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

/** How a store refuses to open: the file is there but cannot be trusted. */
export type StoreFailure =
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

/**
 * Reads `file` as JSON, refuses versions this build does not read, then validates it with
 * `schema`. Never throws and never writes: a torn file, a hand edit or a file a newer
 * build wrote is reported with every issue, and the stores never overwrite it.
 */
export function loadJsonFile<T>(
  file: string,
  schema: z.ZodType<T>,
  readableVersions: readonly number[],
): JsonLoadResult<T> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { kind: 'missing', file };
    }
    return { kind: 'unreadable', file, message: (error as Error).message };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { kind: 'invalid', file, issues: [`not valid JSON: ${(error as Error).message}`] };
  }
  const version = (raw as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && !readableVersions.includes(version)) {
    return {
      kind: 'invalid',
      file,
      issues: [
        `version: ${version} is not readable by this govern (reads ${readableVersions.join(', ')})`,
      ],
    };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return { kind: 'invalid', file, issues: formatZodIssues(parsed.error.issues) };
  }
  return { kind: 'ok', value: parsed.data, file };
}

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

import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { formatZodIssues } from './zod-issues.js';

/** The outcome of reading one persisted file; only `missing` may fall back to a default. */
export type JsonLoadResult<T> =
  | { readonly kind: 'ok'; readonly value: T; readonly file: string }
  | { readonly kind: 'missing'; readonly file: string }
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

/**
 * Reads `file` as JSON, refuses versions this build does not read, then validates it with
 * `schema`. Never throws: a file another build wrote, a torn file or a hand edit is
 * reported with every issue, and the caller decides (the stores never overwrite it).
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
  return parseJsonText(text, file, schema, readableVersions);
}

export function parseJsonText<T>(
  text: string,
  file: string,
  schema: z.ZodType<T>,
  readableVersions: readonly number[],
): JsonLoadResult<T> {
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

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatZodIssues, writeFileAtomic } from '../common/index.js';
import { LEDGER_VERSION, ledgerSchema, READABLE_LEDGER_VERSIONS } from './schema.js';
import type { Ledger } from './schema.js';

export const LEDGER_FILE = 'PROGRESS.json';

export type LedgerLoadResult =
  | { readonly kind: 'ok'; readonly ledger: Ledger; readonly file: string }
  | { readonly kind: 'missing'; readonly file: string }
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

export function ledgerPath(workspace: string): string {
  return join(workspace, LEDGER_FILE);
}

export function createLedger(projectName: string): Ledger {
  return { version: LEDGER_VERSION, projectName, tasks: [] };
}

/** Reads and validates PROGRESS.json; never throws. */
export function loadLedger(workspace: string): LedgerLoadResult {
  const file = ledgerPath(workspace);
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
  if (typeof version === 'number' && !READABLE_LEDGER_VERSIONS.includes(version)) {
    return {
      kind: 'invalid',
      file,
      issues: [
        `version: ${version} is not readable by this govern (reads ${READABLE_LEDGER_VERSIONS.join(', ')})`,
      ],
    };
  }
  const parsed = ledgerSchema.safeParse(raw);
  if (!parsed.success) {
    return { kind: 'invalid', file, issues: formatZodIssues(parsed.error.issues) };
  }
  return { kind: 'ok', ledger: parsed.data, file };
}

/** Writes PROGRESS.json atomically (temp + fsync + rename), indented for people. */
export function saveLedger(workspace: string, ledger: Ledger): void {
  writeFileAtomic(ledgerPath(workspace), `${JSON.stringify(ledger, null, 2)}\n`);
}

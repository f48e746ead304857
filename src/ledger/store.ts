import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import {
  appendFileDurable,
  codeFileUrl,
  formatZodIssues,
  writeFileAtomic,
} from '../common/index.js';
import {
  LEDGER_VERSION,
  ledgerSchema,
  ledgerTaskSchema,
  READABLE_LEDGER_VERSIONS,
} from './schema.js';
import type { Ledger, LedgerTask } from './schema.js';

export const LEDGER_FILE = 'PROGRESS.json';
/**
 * Task changes since PROGRESS.json was last written, one full task per line. Rewriting the
 * whole ledger on every state change costs O(tasks); appending the changed task costs the
 * same at 100 or 10,000 tasks. Each line holds the task's whole new state, so replaying a
 * line twice is harmless: a crash between rewriting PROGRESS.json and removing the journal
 * loses nothing and duplicates nothing.
 */
export const JOURNAL_FILE = join('.governance', 'ledger.journal.jsonl');

/**
 * The SHA-256 of the last PROGRESS.json text govern validated or wrote itself, with the
 * schema it was checked against. Re-validating 10,000 tasks costs ~100 ms on every read
 * (`govern status`); hashing the file costs ~4 ms. Content-addressed, so it needs no
 * locking: a stale or torn stamp only means one more full validation.
 */
export const LEDGER_CHECKED_FILE = join('.governance', 'cache', 'ledger.checked');

let schemaFingerprint: string | undefined;

/**
 * The build's copy of the fingerprint (scripts/copy-assets.mjs writes it from the schema it
 * compiled): deriving the JSON schema costs ~30 ms, which every `govern status` paid.
 * Absent when govern runs from its sources (the test runner), which derive it instead.
 */
const BUILT_FINGERPRINT_FILE = 'ledger/schema-fingerprint.txt';

/** Changes whenever the ledger schema does, so a stamp from another govern never skips a check. */
export function ledgerSchemaFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify(z.toJSONSchema(ledgerSchema, { unrepresentable: 'any' })))
    .digest('hex')
    .slice(0, 16);
}

function currentSchemaFingerprint(): string {
  schemaFingerprint ??= builtFingerprint() ?? ledgerSchemaFingerprint();
  return schemaFingerprint;
}

function builtFingerprint(): string | null {
  try {
    const text = readFileSync(codeFileUrl(BUILT_FINGERPRINT_FILE), 'utf8').trim();
    return /^[0-9a-f]{16}$/.test(text) ? text : null;
  } catch {
    return null;
  }
}

function ledgerStamp(content: Uint8Array | string): string {
  return `${currentSchemaFingerprint()} ${createHash('sha256').update(content).digest('hex')}`;
}

function readStamp(workspace: string): string | null {
  try {
    return readFileSync(join(workspace, LEDGER_CHECKED_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Best effort: the stamp is a cache, and a read-only checkout must still be readable. */
function writeStamp(workspace: string, stamp: string): void {
  const file = join(workspace, LEDGER_CHECKED_FILE);
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${stamp}\n`);
  } catch {
    // Without a stamp the next read validates in full; nothing is lost.
  }
}

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
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { kind: 'missing', file };
    }
    return { kind: 'unreadable', file, message: (error as Error).message };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
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
  const stamp = ledgerStamp(bytes);
  let ledger: Ledger;
  if (readStamp(workspace) === stamp) {
    // This exact text passed the schema before (or govern wrote it from validated data).
    ledger = raw as Ledger;
  } else {
    const parsed = ledgerSchema.safeParse(raw);
    if (!parsed.success) {
      return { kind: 'invalid', file, issues: formatZodIssues(parsed.error.issues) };
    }
    ledger = parsed.data;
    writeStamp(workspace, stamp);
  }
  const journal = readJournal(workspace);
  if (journal.kind === 'invalid') {
    return journal;
  }
  return { kind: 'ok', ledger: applyJournal(ledger, journal.tasks), file };
}

function readJournal(
  workspace: string,
): { kind: 'ok'; tasks: LedgerTask[] } | { kind: 'invalid'; file: string; issues: string[] } {
  const file = join(workspace, JOURNAL_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { kind: 'ok', tasks: [] };
  }
  const lines = text.split('\n');
  const tasks: LedgerTask[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      // Only the last line can be torn by a crash mid-append; it never reached the ledger.
      if (i >= lines.length - 2) {
        break;
      }
      return { kind: 'invalid', file, issues: [`line ${i + 1}: not valid JSON`] };
    }
    const parsed = ledgerTaskSchema.safeParse((raw as { task?: unknown } | null)?.task);
    if (!parsed.success) {
      return {
        kind: 'invalid',
        file,
        issues: formatZodIssues(parsed.error.issues).map((issue) => `line ${i + 1}: ${issue}`),
      };
    }
    tasks.push(parsed.data);
  }
  return { kind: 'ok', tasks };
}

function applyJournal(ledger: Ledger, changes: readonly LedgerTask[]): Ledger {
  if (changes.length === 0) {
    return ledger;
  }
  const byId = new Map(ledger.tasks.map((task, index) => [task.id, index]));
  const tasks = [...ledger.tasks];
  for (const task of changes) {
    const index = byId.get(task.id);
    if (index === undefined) {
      byId.set(task.id, tasks.length);
      tasks.push(task);
    } else {
      tasks[index] = task;
    }
  }
  return { ...ledger, tasks };
}

/** Records changed tasks in the journal (fsynced); the cost does not grow with the ledger. */
export function appendLedgerJournal(workspace: string, tasks: readonly LedgerTask[]): void {
  if (tasks.length > 0) {
    appendFileDurable(
      join(workspace, JOURNAL_FILE),
      tasks.map((task) => `${JSON.stringify({ task })}\n`).join(''),
    );
  }
}

/**
 * Writes the whole ledger to PROGRESS.json atomically (temp + fsync + rename), indented for
 * people, then drops the journal it now contains.
 */
export function saveLedger(workspace: string, ledger: Ledger): void {
  const text = `${JSON.stringify(ledger, null, 2)}\n`;
  writeFileAtomic(ledgerPath(workspace), text);
  writeStamp(workspace, ledgerStamp(text));
  rmSync(join(workspace, JOURNAL_FILE), { force: true });
}

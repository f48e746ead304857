import { createHash } from 'node:crypto';
import { existsSync, readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { appendFileDurable } from '../common/index.js';

export const AUDIT_FILE = join('.governance', 'audit.jsonl');
const GENESIS = '0'.repeat(64);

export interface AuditEvent {
  readonly seq: number;
  readonly at: string;
  readonly type: string;
  readonly prev: string;
  readonly [key: string]: unknown;
}

export type AuditVerification =
  | { readonly ok: true; readonly lines: number; readonly lastHash: string }
  | { readonly ok: false; readonly lines: number; readonly line: number; readonly reason: string };

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The append-only, hash-chained audit log. Each line carries the SHA-256 of the line
 * before it, so editing, reordering or deleting any line breaks the chain at that point.
 */
export class AuditLog {
  private lastHash: string;
  private seq: number;

  private constructor(
    readonly file: string,
    lastHash: string,
    seq: number,
    private readonly clock: () => Date,
  ) {
    this.lastHash = lastHash;
    this.seq = seq;
  }

  /**
   * Opens the log for appending. A last line without its newline is what a crash in the
   * middle of an append leaves: it is cut off and the repair itself is logged (with the
   * torn bytes' hash), so the chain stays verifiable and the cut is visible.
   */
  static open(workspace: string, clock: () => Date = () => new Date()): AuditLog {
    const file = join(workspace, AUDIT_FILE);
    if (!existsSync(file)) {
      return new AuditLog(file, GENESIS, 0, clock);
    }
    const text = readFileSync(file, 'utf8');
    let torn: string | null = null;
    let body = text;
    if (text.length > 0 && !text.endsWith('\n')) {
      const cut = text.lastIndexOf('\n') + 1;
      torn = text.slice(cut);
      body = text.slice(0, cut);
      truncateSync(file, Buffer.byteLength(body, 'utf8'));
    }
    const lines = body.split('\n').filter((line) => line.length > 0);
    const last = lines.at(-1);
    let seq = 0;
    if (last !== undefined) {
      try {
        seq = (JSON.parse(last) as { seq?: number }).seq ?? lines.length;
      } catch {
        seq = lines.length;
      }
    }
    const log = new AuditLog(file, last === undefined ? GENESIS : sha256(last), seq, clock);
    if (torn !== null) {
      log.append('audit.torn_tail_removed', {
        bytes: Buffer.byteLength(torn, 'utf8'),
        sha256: sha256(torn),
      });
    }
    return log;
  }

  append(type: string, data: Readonly<Record<string, unknown>> = {}): AuditEvent {
    this.seq += 1;
    const event: AuditEvent = {
      seq: this.seq,
      at: this.clock().toISOString(),
      type,
      ...data,
      prev: this.lastHash,
    };
    const line = JSON.stringify(event);
    appendFileDurable(this.file, `${line}\n`);
    this.lastHash = sha256(line);
    return event;
  }
}

/** Re-computes the chain and names the first line (1-based) that does not fit. */
export function verifyAuditLog(workspace: string): AuditVerification {
  const file = join(workspace, AUDIT_FILE);
  if (!existsSync(file)) {
    return { ok: true, lines: 0, lastHash: GENESIS };
  }
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  if (lines.at(-1) === '') {
    lines.pop();
  }
  let prev = GENESIS;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const number = i + 1;
    let event: { prev?: unknown; seq?: unknown };
    try {
      event = JSON.parse(line) as { prev?: unknown; seq?: unknown };
    } catch {
      return {
        ok: false,
        lines: lines.length,
        line: number,
        reason: 'not valid JSON (edited or torn)',
      };
    }
    if (event.prev !== prev) {
      return {
        ok: false,
        lines: lines.length,
        line: number,
        reason:
          i === 0
            ? 'the first line does not start the chain (lines before it were removed)'
            : `prev hash does not match line ${number - 1} (that line was edited, or lines between were removed or reordered)`,
      };
    }
    if (event.seq !== number) {
      return {
        ok: false,
        lines: lines.length,
        line: number,
        reason: `seq is ${String(event.seq)}, expected ${number}`,
      };
    }
    prev = sha256(line);
  }
  if (!text.endsWith('\n') && text.length > 0) {
    return {
      ok: false,
      lines: lines.length,
      line: lines.length,
      reason: 'the last line is incomplete (torn write)',
    };
  }
  return { ok: true, lines: lines.length, lastHash: prev };
}

export interface AuditPage {
  /** Complete events in the log (a line still being appended is not counted). */
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
  /** Events `offset .. offset + limit - 1` (0-based, oldest first). */
  readonly events: readonly AuditEvent[];
  /** Lines that are not JSON (1-based line numbers); `govern audit verify` says more. */
  readonly unreadable: readonly number[];
}

/**
 * A page of the audit log, oldest first, for readers that run while `govern run` appends
 * (the dashboard). A last line without its newline is an append in progress, so it is left
 * out rather than reported as damage; the chain itself is `verifyAuditLog`'s business.
 */
export function readAuditPage(workspace: string, offset: number, limit: number): AuditPage {
  const file = join(workspace, AUDIT_FILE);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  const lines = complete.split('\n');
  lines.pop();
  const events: AuditEvent[] = [];
  const unreadable: number[] = [];
  const end = Math.min(lines.length, offset + limit);
  for (let i = offset; i < end; i += 1) {
    try {
      events.push(JSON.parse(lines[i] ?? '') as AuditEvent);
    } catch {
      unreadable.push(i + 1);
    }
  }
  return { total: lines.length, offset, limit, events, unreadable };
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../test/helpers/cli.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import {
  acquireLedgerLock,
  appendLedgerJournal,
  JOURNAL_FILE,
  LEDGER_CHECKED_FILE,
  AuditLog,
  createLedger,
  ledgerSchemaFingerprint,
  loadLedger,
  nextReadyTask,
  planTaskImport,
  saveLedger,
  verifyAuditLog,
  blockingDependency,
} from './index.js';
import type { Ledger } from './index.js';

function workspace(): string {
  const dir = makeTempDir();
  mkdirSync(join(dir, '.governance'));
  return dir;
}

function ledgerWith(ids: [string, string[]][]): Ledger {
  const result = planTaskImport(
    createLedger('p'),
    ids.map(([id, dependencies]) => ({
      id,
      category: 'TESTING',
      targetPath: 'x',
      description: 'd',
      dependencies,
    })),
    { workspace: '/w', limitsFor: () => ({ maxRetries: 2, timeoutMs: 1 }), now: 'now' },
  );
  if (result.kind !== 'ok') {
    throw new Error(result.issues.join('\n'));
  }
  return { ...createLedger('p'), tasks: [...result.tasks] };
}

describe('PROGRESS.json store', () => {
  it('round-trips through an atomic write and leaves no temp files', () => {
    const dir = workspace();
    const ledger = ledgerWith([['A', []]]);
    saveLedger(dir, ledger);
    const loaded = loadLedger(dir);
    expect(loaded.kind === 'ok' ? loaded.ledger : null).toEqual(ledger);
    expect(readFileSync(join(dir, 'PROGRESS.json'), 'utf8')).toContain('\n  "tasks": [');
  });

  it('reports missing, invalid JSON, schema problems and unknown versions', () => {
    const dir = workspace();
    expect(loadLedger(dir).kind).toBe('missing');
    writeFileSync(join(dir, 'PROGRESS.json'), '{"version": 1, "projectName": "p", "tasks": [{}]');
    expect(loadLedger(dir).kind).toBe('invalid');
    writeFileSync(
      join(dir, 'PROGRESS.json'),
      '{"version": 1, "projectName": "p", "tasks": [{"id": "A"}]}',
    );
    const invalid = loadLedger(dir);
    expect(invalid.kind === 'invalid' ? invalid.issues[0] : '').toMatch(/^tasks\[0\]\./);
    writeFileSync(join(dir, 'PROGRESS.json'), '{"version": 99, "projectName": "p", "tasks": []}');
    const future = loadLedger(dir);
    expect(future.kind === 'invalid' ? future.issues[0] : '').toMatch(
      /version: 99 is not readable/,
    );
  });

  it('skips re-validating only the exact text it checked before; any edit is checked again', () => {
    const dir = workspace();
    const ledger = ledgerWith([['A', []]]);
    saveLedger(dir, ledger);
    const stamp = readFileSync(join(dir, LEDGER_CHECKED_FILE), 'utf8');
    expect(stamp).toMatch(/^[0-9a-f]{16} [0-9a-f]{64}\n$/);
    expect(loadLedger(dir).kind).toBe('ok');
    // A hand edit that keeps valid JSON but breaks the schema is still caught.
    const file = join(dir, 'PROGRESS.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"status": "PENDING"', '"status": "DONE"'),
    );
    const edited = loadLedger(dir);
    expect(edited.kind === 'invalid' ? edited.issues.join('\n') : edited.kind).toMatch(/status/);
    expect(readFileSync(join(dir, LEDGER_CHECKED_FILE), 'utf8')).toBe(stamp);
    // A valid hand edit is validated once, then stamped.
    writeFileSync(file, `${JSON.stringify({ ...ledger, projectName: 'q' })}\n`);
    const valid = loadLedger(dir);
    expect(valid.kind === 'ok' ? valid.ledger.projectName : valid.kind).toBe('q');
    expect(readFileSync(join(dir, LEDGER_CHECKED_FILE), 'utf8')).not.toBe(stamp);
  });

  it('stamps with the fingerprint of the schema the build compiled (npm test builds first)', () => {
    // The CLI reads the build's copy instead of deriving it: a stale copy would let a ledger
    // checked against an older schema skip validation.
    const built = readFileSync(join(ROOT, 'dist', 'ledger', 'schema-fingerprint.txt'), 'utf8');
    expect(built).toBe(`${ledgerSchemaFingerprint()}\n`);
    const dir = workspace();
    saveLedger(dir, ledgerWith([['A', []]]));
    const stamp = readFileSync(join(dir, LEDGER_CHECKED_FILE), 'utf8');
    expect(stamp.split(' ')[0]).toBe(ledgerSchemaFingerprint());
  });
});

describe('ledger journal', () => {
  it('replays journaled task states over PROGRESS.json, idempotently, and ignores a torn tail', () => {
    const dir = workspace();
    const ledger = ledgerWith([
      ['A', []],
      ['B', []],
    ]);
    saveLedger(dir, ledger);
    const a = { ...ledger.tasks[0]!, status: 'IN_PROGRESS' as const };
    const a2 = { ...a, status: 'COMPLETED' as const, commit: 'abc' };
    const c = { ...ledger.tasks[1]!, id: 'C' };
    appendLedgerJournal(dir, [a, c]);
    appendLedgerJournal(dir, [a2]);
    const journal = join(dir, JOURNAL_FILE);
    writeFileSync(journal, `${readFileSync(journal, 'utf8')}{"task":{"id":"A","sta`);
    const loaded = loadLedger(dir);
    expect(
      loaded.kind === 'ok' ? loaded.ledger.tasks.map((t) => [t.id, t.status, t.commit]) : null,
    ).toEqual([
      ['A', 'COMPLETED', 'abc'],
      ['B', 'PENDING', null],
      ['C', 'PENDING', null],
    ]);
    // A crash after rewriting PROGRESS.json but before dropping the journal replays it again.
    writeFileSync(
      join(dir, 'PROGRESS.json'),
      JSON.stringify(loaded.kind === 'ok' ? loaded.ledger : null),
    );
    const again = loadLedger(dir);
    expect(again.kind === 'ok' ? again.ledger : null).toEqual(
      loaded.kind === 'ok' ? loaded.ledger : undefined,
    );
    saveLedger(dir, again.kind === 'ok' ? again.ledger : ledger);
    expect(existsSync(journal)).toBe(false);
  });

  it('reports a journal line that does not validate, naming the line', () => {
    const dir = workspace();
    saveLedger(dir, ledgerWith([['A', []]]));
    writeFileSync(join(dir, JOURNAL_FILE), '{"task":{"id":"A"}}\n{"task":{"id":"B"}}\n');
    const loaded = loadLedger(dir);
    expect(loaded.kind === 'invalid' ? loaded.issues[0] : '').toMatch(/^line 1: /);
  });
});

describe('dependency order', () => {
  it('runs tasks whose dependencies are COMPLETED, in ledger order', () => {
    let ledger = ledgerWith([
      ['A', []],
      ['B', ['A']],
      ['C', []],
    ]);
    expect(nextReadyTask(ledger)?.id).toBe('A');
    ledger = {
      ...ledger,
      tasks: ledger.tasks.map((t) => (t.id === 'A' ? { ...t, status: 'COMPLETED' as const } : t)),
    };
    expect(nextReadyTask(ledger)?.id).toBe('B');
  });

  it('names the failed dependency that blocks a task', () => {
    const base = ledgerWith([
      ['A', []],
      ['B', ['A']],
    ]);
    const ledger = {
      ...base,
      tasks: base.tasks.map((t) => (t.id === 'A' ? { ...t, status: 'FAILED' as const } : t)),
    };
    expect(nextReadyTask(ledger)).toBeNull();
    expect(blockingDependency(ledger, ledger.tasks[1]!)?.id).toBe('A');
  });
});

describe('audit chain', () => {
  it('verifies an intact chain and names the first edited line', () => {
    const dir = workspace();
    const log = AuditLog.open(dir);
    for (let i = 0; i < 5; i += 1) {
      log.append('event', { i });
    }
    expect(verifyAuditLog(dir)).toMatchObject({ ok: true, lines: 5 });
    const file = join(dir, '.governance', 'audit.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[2] = lines[2]!.replace('"i":2', '"i":7');
    writeFileSync(file, lines.join('\n'));
    expect(verifyAuditLog(dir)).toMatchObject({ ok: false, line: 4 });
  });

  it('detects deleted and reordered lines', () => {
    const dir = workspace();
    const log = AuditLog.open(dir);
    for (let i = 0; i < 4; i += 1) {
      log.append('event', { i });
    }
    const file = join(dir, '.governance', 'audit.jsonl');
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    writeFileSync(file, `${[lines[0], lines[2], lines[3]].join('\n')}\n`);
    expect(verifyAuditLog(dir)).toMatchObject({ ok: false, line: 2 });
    writeFileSync(file, `${lines.slice(1).join('\n')}\n`);
    expect(verifyAuditLog(dir)).toMatchObject({ ok: false, line: 1 });
  });

  it('continues the chain across reopenings and repairs a torn tail visibly', () => {
    const dir = workspace();
    AuditLog.open(dir).append('one');
    AuditLog.open(dir).append('two');
    const file = join(dir, '.governance', 'audit.jsonl');
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"seq":3,"at":"x","ty`);
    expect(verifyAuditLog(dir).ok).toBe(false);
    AuditLog.open(dir).append('three');
    expect(verifyAuditLog(dir)).toMatchObject({ ok: true, lines: 4 });
    expect(readFileSync(file, 'utf8')).toContain('"type":"audit.torn_tail_removed"');
  });
});

describe('ledger lock', () => {
  it('refuses a second holder and frees on release', () => {
    const dir = workspace();
    const lock = acquireLedgerLock(dir, 'first');
    expect(() => acquireLedgerLock(dir, 'second')).toThrow(
      expect.objectContaining({ code: 'LEDGER_LOCKED' }),
    );
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    acquireLedgerLock(dir, 'third').release();
  });

  it('takes over a lock whose owner is dead', () => {
    const dir = workspace();
    // A pid above the kernel's pid_max cannot be alive: the owner crashed.
    writeFileSync(
      join(dir, '.governance', 'run.lock'),
      JSON.stringify({
        pid: 2 ** 22 + 7,
        host: hostname(),
        startTicks: '1',
        command: 'ghost',
        since: 'then',
      }),
    );
    const lock = acquireLedgerLock(dir, 'after crash');
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'after crash',
    });
    lock.release();
  });

  it('treats a torn lock file as stale', () => {
    const dir = workspace();
    writeFileSync(join(dir, '.governance', 'run.lock'), '{"pid":');
    const lock = acquireLedgerLock(dir, 'x');
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ command: 'x' });
    lock.release();
  });
});

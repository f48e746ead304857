import { closeSync, openSync, readFileSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { GovernError, isProcessAlive } from '../common/index.js';

export const LOCK_FILE = join('.governance', 'run.lock');

export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly startTicks: string | null;
  readonly command: string;
  readonly since: string;
}

export interface LedgerLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the ledger lock with O_EXCL so two `govern run`s never share a ledger. A lock left
 * by a process that is gone (kill -9, power loss) is taken over: the owner's pid and its
 * start time in /proc are compared, so a recycled pid does not keep a dead lock alive.
 */
export function acquireLedgerLock(workspace: string, command: string): LedgerLock {
  const file = join(workspace, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startTicks: processStartTicks(process.pid),
    command,
    since: new Date().toISOString(),
  };
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${JSON.stringify(owner)}\n`);
      fsyncSync(fd);
      closeSync(fd);
      return {
        file,
        release: () => {
          try {
            unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new GovernError(
          'IO_FAILED',
          `cannot create the lock file ${file}: ${(error as Error).message}`,
          {
            hint: 'check that .governance/ exists and is writable (run `govern init` first)',
            cause: error,
          },
        );
      }
    }
    const holder = readOwner(file);
    if (holder !== null && isAlive(holder)) {
      throw new GovernError(
        'LEDGER_LOCKED',
        `the ledger is locked by "${holder.command}" (pid ${holder.pid} on ${holder.host}, since ${holder.since})`,
        {
          hint: `wait for it to finish, or stop it; if that process is gone, delete ${file}`,
          details: { pid: holder.pid, file },
        },
      );
    }
    try {
      unlinkSync(file);
    } catch {
      // Another process removed it first; try again.
    }
  }
  throw new GovernError('LEDGER_LOCKED', `could not take the ledger lock ${file}`, {
    hint: 'another govern process keeps taking it; try again',
  });
}

/**
 * Who holds the ledger lock right now (a live owner), or null: for readers that show a run
 * in progress. A lock left by a dead process reads as free, as `acquireLedgerLock` treats it.
 */
export function ledgerLockHolder(workspace: string): LockOwner | null {
  const holder = readOwner(join(workspace, LOCK_FILE));
  return holder !== null && isAlive(holder) ? holder : null;
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    // A torn or empty lock file is what a crash during creation leaves: treat as stale.
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) {
    // A lock from another machine (shared filesystem) cannot be checked: respect it.
    return true;
  }
  if (!isProcessAlive(owner.pid)) {
    return false;
  }
  const ticks = processStartTicks(owner.pid);
  return owner.startTicks === null || ticks === null || ticks === owner.startTicks;
}

/** Field 22 of /proc/PID/stat (start time in clock ticks), or null off Linux. */
export function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses; fields resume after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the dashboard shows comes from these files: the ledger and its journal, the audit
 * log (every ledger change appends to it), approvals, the budget day files (written by
 * rename, so the folder's mtime moves), quality snapshots and the bench scorecard.
 */
const WATCHED = [
  'PROGRESS.json',
  join('.governance', 'ledger.journal.jsonl'),
  join('.governance', 'audit.jsonl'),
  join('.governance', 'approvals.json'),
  join('.governance', 'budget'),
  join('.governance', 'quality'),
  join('.governance', 'bench', 'scorecard.json'),
];

/** How often the files are checked while someone listens; stat is cheap, a refetch is not. */
export const CHANGE_POLL_MS = 500;

/** A cheap fingerprint of the watched files: size and mtime of each (absent counts too). */
export function changeSignature(workspace: string): string {
  return WATCHED.map((path) => {
    try {
      const stat = statSync(join(workspace, path));
      return `${stat.size}:${stat.mtimeMs}`;
    } catch {
      return '-';
    }
  }).join('|');
}

export interface ChangeFeed {
  /** Calls `listener` with the new signature after each change; returns the unsubscribe. */
  subscribe(listener: (signature: string) => void): () => void;
  readonly current: () => string;
  close(): void;
}

/**
 * Polls the files only while at least one dashboard listens. Polling, not fs.watch: the
 * ledger is replaced by rename (a watch on the old inode goes quiet) and fs.watch differs
 * per platform, while a stat every half second works everywhere, including network disks.
 */
export function createChangeFeed(workspace: string, pollMs = CHANGE_POLL_MS): ChangeFeed {
  const listeners = new Set<(signature: string) => void>();
  let signature = changeSignature(workspace);
  let timer: NodeJS.Timeout | null = null;
  const tick = (): void => {
    const next = changeSignature(workspace);
    if (next !== signature) {
      signature = next;
      for (const listener of listeners) {
        listener(next);
      }
    }
  };
  const stop = (): void => {
    if (timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (timer === null) {
        signature = changeSignature(workspace);
        timer = setInterval(tick, pollMs);
        timer.unref();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop();
        }
      };
    },
    current: () => changeSignature(workspace),
    close() {
      listeners.clear();
      stop();
    },
  };
}

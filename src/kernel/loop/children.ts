import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { killGroup, writeFileAtomic } from '../../common/index.js';
import { processStartTicks } from '../../ledger/index.js';

/** Agent process groups alive right now, so a restart after kill -9 can end the orphans. */
const CHILDREN_FILE = join('.governance', 'children.json');

interface ChildEntry {
  readonly pgid: number;
  readonly startTicks: string | null;
}

/**
 * An agent runs in its own process group (so a timeout kills all it started); when the
 * kernel itself is killed -9 that group lives on and could keep editing the tree after
 * the restart has rolled it back. Its pgid is recorded while it runs and ended on restart.
 */
export class ChildRegistry {
  private readonly file: string;
  private entries: ChildEntry[] = [];

  constructor(workspace: string) {
    this.file = join(workspace, CHILDREN_FILE);
  }

  add(pgid: number): void {
    this.entries.push({ pgid, startTicks: processStartTicks(pgid) });
    this.persist();
  }

  /** Forgets groups that ended (parallel agents come and go independently). */
  remove(pgids: readonly number[]): void {
    this.entries = this.entries.filter((entry) => !pgids.includes(entry.pgid));
    if (this.entries.length === 0) {
      this.clear();
    } else {
      this.persist();
    }
  }

  clear(): void {
    this.entries = [];
    rmSync(this.file, { force: true });
  }

  /** Kills the groups a previous, crashed run left behind; returns how many were alive. */
  killLeftovers(): number {
    if (!existsSync(this.file)) {
      return 0;
    }
    let killed = 0;
    try {
      const entries = JSON.parse(readFileSync(this.file, 'utf8')) as ChildEntry[];
      for (const entry of entries) {
        const ticks = processStartTicks(entry.pgid);
        // A live leader with another start time is a recycled pid: someone else's. A gone
        // leader is fine: Linux does not reuse a pid while a group still carries its number,
        // so surviving grandchildren in that group are ours.
        if (ticks === null || ticks === entry.startTicks) {
          killGroup(entry.pgid, 'SIGKILL');
          killed += 1;
        }
      }
    } catch {
      // A torn file: nothing trustworthy to kill.
    }
    this.clear();
    return killed;
  }

  private persist(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileAtomic(this.file, JSON.stringify(this.entries));
  }
}

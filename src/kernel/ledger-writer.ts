import type { TaskStatus } from '../common/index.js';
import { saveLedger } from '../ledger/index.js';
import type { AuditLog, Ledger, LedgerTask } from '../ledger/index.js';

/**
 * The kernel's only way to change task state: every change is appended to the audit log
 * (fsynced) and then written to PROGRESS.json (atomically), in that order, so the trail
 * never misses a state the ledger has shown.
 */
export class LedgerWriter {
  constructor(
    private ledger: Ledger,
    private readonly workspace: string,
    readonly audit: AuditLog,
    private readonly clock: () => Date,
  ) {}

  get current(): Ledger {
    return this.ledger;
  }

  task(id: string): LedgerTask {
    const task = this.ledger.tasks.find((t) => t.id === id);
    if (task === undefined) {
      throw new Error(`task ${id} vanished from the ledger`);
    }
    return task;
  }

  now(): string {
    return this.clock().toISOString();
  }

  /** Applies `patch` to one task, logs `event` with the status change, and saves. */
  update(
    id: string,
    patch: Partial<LedgerTask>,
    event: string,
    data: Readonly<Record<string, unknown>> = {},
  ): LedgerTask {
    const before = this.task(id);
    const updated: LedgerTask = { ...before, ...patch, updatedAt: this.now() };
    const statusChange: { from?: TaskStatus; to?: TaskStatus } =
      before.status === updated.status ? {} : { from: before.status, to: updated.status };
    this.audit.append(event, { task: id, ...statusChange, ...data });
    this.ledger = {
      ...this.ledger,
      tasks: this.ledger.tasks.map((t) => (t.id === id ? updated : t)),
    };
    saveLedger(this.workspace, this.ledger);
    return updated;
  }
}

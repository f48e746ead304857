import type { TaskStatus } from '../../common/index.js';
import { appendLedgerJournal, saveLedger } from '../../ledger/index.js';
import type { AuditLog, Ledger, LedgerTask } from '../../ledger/index.js';

/** Journal lines after which PROGRESS.json is rewritten (amortized O(1) per change). */
const COMPACT_AFTER_CHANGES = 2_000;

/**
 * The kernel's only way to change task state: every change is appended to the audit log
 * (fsynced) and then to the ledger journal (fsynced), in that order, so the trail never
 * misses a state the ledger has shown. PROGRESS.json is rewritten in full on `close()` and
 * every COMPACT_AFTER_CHANGES changes, so a state change costs the same at any ledger size.
 */
export class LedgerWriter {
  private pending = 0;

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

  /** Applies `patch` to one task, logs `event` with the status change, and journals it. */
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
    const index = this.ledger.tasks.findIndex((t) => t.id === id);
    const tasks = [...this.ledger.tasks];
    tasks[index] = updated;
    this.ledger = { ...this.ledger, tasks };
    appendLedgerJournal(this.workspace, [updated]);
    this.pending += 1;
    if (this.pending >= COMPACT_AFTER_CHANGES) {
      this.close();
    }
    return updated;
  }

  /**
   * Applies several patches with one audit event and one journal append (a rerun that
   * reuses hundreds of decisions must not cost two fsyncs per task).
   */
  updateMany(
    patches: readonly { readonly id: string; readonly patch: Partial<LedgerTask> }[],
    event: string,
    data: Readonly<Record<string, unknown>> = {},
  ): void {
    if (patches.length === 0) {
      return;
    }
    const now = this.now();
    const updated = patches.map(({ id, patch }) => ({
      ...this.task(id),
      ...patch,
      updatedAt: now,
    }));
    this.audit.append(event, {
      tasks: updated.map((task) => ({ task: task.id, status: task.status })),
      ...data,
    });
    const byId = new Map(updated.map((task) => [task.id, task]));
    this.ledger = {
      ...this.ledger,
      tasks: this.ledger.tasks.map((task) => byId.get(task.id) ?? task),
    };
    appendLedgerJournal(this.workspace, updated);
    this.pending += updated.length;
    if (this.pending >= COMPACT_AFTER_CHANGES) {
      this.close();
    }
  }

  /** Folds the journal into PROGRESS.json (call before releasing the ledger lock). */
  close(): void {
    if (this.pending > 0) {
      saveLedger(this.workspace, this.ledger);
      this.pending = 0;
    }
  }
}

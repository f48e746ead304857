import { loadDistributedParts } from '../kernel/index.js';
import type { AuditLog, Ledger, LedgerTask } from '../ledger/index.js';
import type { LedgerChange } from './job.js';

const parts = await loadDistributedParts();

/** Whether an audit append comes from inside a ledger update (recorded once, as the update). */
interface CaptureState {
  inUpdate: boolean;
}

function plain(value: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * The worker's audit log for one job: every event is written to the worker's own log and
 * recorded, in order, for the coordinator, which appends the same events to its log.
 */
function capturingAudit(shared: AuditLog, sink: LedgerChange[], state: CaptureState): AuditLog {
  const audit = Object.create(shared) as AuditLog;
  audit.append = (type, data) => {
    if (!state.inUpdate) {
      sink.push({ kind: 'audit', type, data: plain(data ?? {}) });
    }
    return shared.append(type, data);
  };
  return audit;
}

/**
 * The ledger writer an attempt runs with on a worker. The worker is not the ledger's
 * writer: every change runTask makes (attempt.started, the ending) is recorded in order
 * and sent back, and the coordinator applies the same changes through its own writer. The
 * worker keeps them only in a scratch journal of the job.
 */
export class CapturingWriter extends parts.LedgerWriter {
  readonly changes: LedgerChange[];
  readonly #state: CaptureState;
  readonly #onChange: (event: string) => void;

  constructor(input: {
    readonly task: LedgerTask;
    readonly projectName: string;
    readonly scratchDir: string;
    readonly audit: AuditLog;
    readonly clock: () => Date;
    readonly onChange: (event: string) => void;
  }) {
    const changes: LedgerChange[] = [];
    const state: CaptureState = { inUpdate: false };
    const ledger: Ledger = { version: 1, projectName: input.projectName, tasks: [input.task] };
    super(ledger, input.scratchDir, capturingAudit(input.audit, changes, state), input.clock);
    this.changes = changes;
    this.#state = state;
    this.#onChange = input.onChange;
  }

  override update(
    id: string,
    patch: Partial<LedgerTask>,
    event: string,
    data: Readonly<Record<string, unknown>> = {},
  ): LedgerTask {
    this.changes.push({ kind: 'update', task: id, patch: plain(patch), event, data: plain(data) });
    this.#onChange(event);
    this.#state.inUpdate = true;
    try {
      return super.update(id, patch, event, data);
    } finally {
      this.#state.inUpdate = false;
    }
  }

  override updateMany(): void {
    // Only `--rerun`'s bulk reuse calls it, and that runs on the coordinator.
    throw new Error('an attempt on a worker changes one task at a time');
  }
}

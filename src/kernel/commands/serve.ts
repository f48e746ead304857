import { join } from 'node:path';
import type { TaskStatus } from '../../common/index.js';
import { GOVERNANCE_DIR } from '../../config/index.js';
import { countStatuses, ledgerLockHolder, readAuditPage } from '../../ledger/index.js';
import type { AuditPage, LedgerTask, LockOwner } from '../../ledger/index.js';
import { resolveWorkspace } from '../../workspace/index.js';
import { openWorkspace, requireLedger } from '../loop/open.js';

export interface ServeSettings {
  readonly workspace: string;
  /** `.governance/` of the workspace (where the bench scorecard is read from). */
  readonly governanceDir: string;
  /** `server.token` from the config, or null when a random one is to be made per start. */
  readonly token: string | null;
}

/** What `govern serve` needs from the workspace, with the config's load errors made clear. */
export async function readServeSettings(dir: string): Promise<ServeSettings> {
  const { workspace, config } = await openWorkspace(dir);
  return {
    workspace,
    governanceDir: join(workspace, GOVERNANCE_DIR),
    token: config.server.token ?? null,
  };
}

/** A page of the audit log (oldest first), safe to read while a run appends to it. */
export async function readAudit(
  dir: string,
  offset: number,
  limit: number,
): Promise<AuditPage & { readonly workspace: string }> {
  const workspace = await resolveWorkspace(dir);
  return { workspace, ...readAuditPage(workspace, offset, limit) };
}

export interface TaskBoard {
  readonly workspace: string;
  readonly projectName: string;
  readonly counts: Readonly<Record<TaskStatus, number>>;
  /** The process holding the ledger lock (a `govern run`, approve, ...), or null. */
  readonly lockedBy: LockOwner | null;
  /** Every task as the ledger holds it, in ledger order. */
  readonly tasks: readonly LedgerTask[];
}

/**
 * The ledger for a dashboard: every task with its status, attempts, last failing gate and
 * decision. Reads without the lock (PROGRESS.json is replaced by rename), so it is safe while
 * a run writes.
 */
export async function readTaskBoard(dir: string): Promise<TaskBoard> {
  const workspace = await resolveWorkspace(dir);
  const ledger = requireLedger(workspace);
  return {
    workspace,
    projectName: ledger.projectName,
    counts: countStatuses(ledger),
    lockedBy: ledgerLockHolder(workspace),
    tasks: ledger.tasks,
  };
}

import { join } from 'node:path';
import { GovernError } from '../common/index.js';
import { classifyChange } from './authorization.js';
import { autonomousLockfiles } from './lockfile.js';
import { describeStoreFailure, loadJsonFile, writeJsonFile } from './json-file.js';
import type { StoreFailure } from './json-file.js';
import { normalizePath } from './paths.js';
import type { AuthorizationRules } from './rules.js';
import {
  APPROVALS_FILE_VERSION,
  approvalsFileSchema,
  READABLE_APPROVALS_FILE_VERSIONS,
} from './schema.js';
import type { CapabilityAction, DecisionRecord } from './schema.js';

export const APPROVALS_FILE = 'approvals.json';
/**
 * Decisions kept. Beyond it the oldest closed ones (rejected, blocked, or used by a
 * capability) are dropped; open ones (pending, or approved/recorded and unused) never are.
 */
export const APPROVALS_MAX_RECORDS = 1000;

export interface ApprovalStoreOptions {
  /** The `.governance/` directory of the workspace. */
  readonly governanceDir: string;
  readonly clock: () => Date;
  /** The config's authorization rules: every decision's paths are classified with them. */
  readonly rules: AuthorizationRules;
}

export type DecisionResult =
  | { readonly ok: true; readonly record: DecisionRecord }
  | { readonly ok: false; readonly reason: string };

export interface ProposalInput {
  readonly decisionId: string;
  readonly taskId: string;
  /** The branch holding the change until it is approved (`govern/TASK-ID`). */
  readonly branch: string;
  /** The branch an approved change lands on. */
  readonly targetBranch: string;
  /** The commit holding the change, when it already exists (else `attachCommit`). */
  readonly commit?: string | undefined;
  readonly paths: readonly string[];
  /** The caller's reasons; the classification's are added. */
  readonly reasons: readonly string[];
  readonly gatesPassed: boolean;
}

export interface AutonomousDecisionInput {
  readonly decisionId: string;
  readonly taskId: string;
  /** The branch the commit goes to. */
  readonly branch: string;
  readonly paths: readonly string[];
  readonly gatesPassed: boolean;
  /** Manifests whose change touches only metadata, with those fields (classifyChange's rule 7). */
  readonly metadataOnly?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Lock files judged to need no approval, each with its verdict's note (classifyChange's rule 7b). */
  readonly lockfiles?: Readonly<Record<string, string>> | undefined;
}

export type ApprovalsOpenResult =
  { readonly kind: 'ok'; readonly approvals: ApprovalStore } | StoreFailure;

/** Checks `approvals.json` once (missing: no decisions yet); an invalid file is never overwritten. */
export function openApprovals(options: ApprovalStoreOptions): ApprovalsOpenResult {
  const store = new ApprovalStore(options);
  const loaded = store.read();
  return loaded.kind === 'ok' ? { kind: 'ok', approvals: store } : loaded;
}

/**
 * Every decision a capability may act on, in `<governanceDir>/approvals.json`. Each call
 * reads the file afresh, so an approval given by another process (`govern approve`, the
 * server) is seen at once, and a decision rejected meanwhile is never acted on.
 *
 * States: a semi-autonomous change is `pending` -> `approved` | `rejected`; an autonomous one
 * is `recorded`; a forbidden one is `blocked`. Capabilities use each action once per decision.
 */
export class ApprovalStore {
  readonly #file: string;
  readonly #clock: () => Date;
  readonly #rules: AuthorizationRules;

  /** Use `openApprovals`, which checks the file first. */
  constructor(options: ApprovalStoreOptions) {
    this.#file = join(options.governanceDir, APPROVALS_FILE);
    this.#clock = options.clock;
    this.#rules = options.rules;
  }

  /** The decisions on disk now, or why they cannot be read. */
  read(): { readonly kind: 'ok'; readonly decisions: readonly DecisionRecord[] } | StoreFailure {
    const loaded = loadJsonFile(this.#file, approvalsFileSchema, READABLE_APPROVALS_FILE_VERSIONS);
    switch (loaded.kind) {
      case 'missing':
        return { kind: 'ok', decisions: [] };
      case 'ok':
        return { kind: 'ok', decisions: loaded.value.decisions };
      case 'invalid':
      case 'unreadable':
        return loaded;
    }
  }

  /** One decision, or null. Throws IO_FAILED when the file became unreadable or invalid. */
  get(decisionId: string): DecisionRecord | null {
    return this.#decisionsOrThrow().find((record) => record.decisionId === decisionId) ?? null;
  }

  /** Every decision, oldest first. Throws IO_FAILED when the file became unreadable or invalid. */
  list(): readonly DecisionRecord[] {
    return this.#decisionsOrThrow();
  }

  /** The newest decision of a task (what `govern approve TASK-ID` acts on), or null. */
  latestForTask(taskId: string): DecisionRecord | null {
    return this.#decisionsOrThrow().findLast((record) => record.taskId === taskId) ?? null;
  }

  /**
   * Puts a gate-passed change up for approval (`pending`). Refused for a change that failed
   * its gates, for a forbidden change (it can never be approved) and for a known id.
   */
  propose(input: ProposalInput): DecisionResult {
    if (!input.gatesPassed) {
      return { ok: false, reason: 'a change that failed its gates is rolled back, not proposed' };
    }
    const classification = classifyChange(input.paths, this.#rules);
    if (classification.tier === 'forbidden') {
      return {
        ok: false,
        reason: `the change is forbidden and cannot be approved: ${classification.reasons.join('; ')}`,
      };
    }
    const now = this.#clock().toISOString();
    return this.#insert({
      decisionId: input.decisionId,
      taskId: input.taskId,
      tier: 'semi-autonomous',
      status: 'pending',
      paths: input.paths.map(normalizePath),
      reasons: [...input.reasons, ...classification.reasons],
      gatesPassed: true,
      branch: input.branch,
      targetBranch: input.targetBranch,
      ...(input.commit === undefined ? {} : { commit: input.commit }),
      createdAt: now,
      updatedAt: now,
      executed: [],
    });
  }

  /**
   * Records the kernel's decision about a change it means to commit without approval. The
   * store classifies the paths itself: an autonomous change is `recorded`; a forbidden one is
   * recorded as `blocked` and refused; one that needs approval is refused (propose it).
   */
  recordDecision(input: AutonomousDecisionInput): DecisionResult {
    const metadataOnly = Object.entries(input.metadataOnly ?? {});
    const lockfiles = Object.entries(input.lockfiles ?? {});
    const classification = classifyChange(
      input.paths,
      this.#rules,
      new Map(metadataOnly),
      autonomousLockfiles(input.lockfiles),
    );
    if (classification.tier === 'semi-autonomous') {
      return {
        ok: false,
        reason: `the change needs approval: ${classification.reasons.join('; ')}`,
      };
    }
    const now = this.#clock().toISOString();
    const blocked = classification.tier === 'forbidden';
    const result = this.#insert({
      decisionId: input.decisionId,
      taskId: input.taskId,
      tier: classification.tier,
      status: blocked ? 'blocked' : 'recorded',
      paths: input.paths.map(normalizePath),
      reasons: [...classification.reasons],
      ...(metadataOnly.length === 0
        ? {}
        : {
            metadataOnly: Object.fromEntries(
              metadataOnly.map(([path, fields]) => [normalizePath(path), [...fields]]),
            ),
          }),
      ...(lockfiles.length === 0
        ? {}
        : {
            lockfiles: Object.fromEntries(
              lockfiles.map(([path, note]) => [normalizePath(path), note]),
            ),
          }),
      gatesPassed: input.gatesPassed,
      branch: input.branch,
      createdAt: now,
      updatedAt: now,
      executed: [],
    });
    if (blocked && result.ok) {
      return { ok: false, reason: `the change is forbidden: ${classification.reasons.join('; ')}` };
    }
    return result;
  }

  /** pending -> approved, by a named person. */
  approve(decisionId: string, by: string): DecisionResult {
    if (by.trim() === '') {
      return { ok: false, reason: 'an approval names who approved it' };
    }
    return this.#transition(decisionId, (record) =>
      record.status === 'pending'
        ? { ...record, status: 'approved', decidedBy: by }
        : `decision ${decisionId} is ${record.status}, not pending`,
    );
  }

  /** pending -> rejected, with the reason. */
  reject(decisionId: string, why: string, by?: string): DecisionResult {
    if (why.trim() === '') {
      return { ok: false, reason: 'a rejection says why' };
    }
    return this.#transition(decisionId, (record) =>
      record.status === 'pending'
        ? {
            ...record,
            status: 'rejected',
            rejectReason: why,
            ...(by === undefined ? {} : { decidedBy: by }),
          }
        : `decision ${decisionId} is ${record.status}, not pending`,
    );
  }

  /** Notes the commit holding a pending change (after a `hold` capability made it). */
  attachCommit(decisionId: string, commit: string): DecisionResult {
    return this.#transition(decisionId, (record) =>
      record.status === 'pending' && record.commit === undefined
        ? { ...record, commit }
        : `decision ${decisionId} is ${record.status}${record.commit === undefined ? '' : ` and holds ${record.commit}`}`,
    );
  }

  /** Marks `action` used; refused when it already was. Called by `Capabilities.execute`. */
  markExecuted(decisionId: string, action: CapabilityAction): DecisionResult {
    const at = this.#clock().toISOString();
    return this.#transition(decisionId, (record) =>
      record.executed.some((used) => used.action === action)
        ? `decision ${decisionId} already used ${action}`
        : { ...record, executed: [...record.executed, { action, at }] },
    );
  }

  #decisionsOrThrow(): readonly DecisionRecord[] {
    const loaded = this.read();
    if (loaded.kind !== 'ok') {
      throw new GovernError('IO_FAILED', `approvals: ${describeStoreFailure(loaded)}`, {
        hint: 'fix or remove the file; decisions that cannot be read are never acted on',
        details: { file: loaded.file },
      });
    }
    return loaded.decisions;
  }

  #insert(record: DecisionRecord): DecisionResult {
    if (record.decisionId.trim() === '' || record.taskId.trim() === '') {
      return { ok: false, reason: 'a decision needs a decision id and a task id' };
    }
    const loaded = this.read();
    if (loaded.kind !== 'ok') {
      return { ok: false, reason: describeStoreFailure(loaded) };
    }
    if (loaded.decisions.some((known) => known.decisionId === record.decisionId)) {
      return { ok: false, reason: `decision ${record.decisionId} already exists` };
    }
    this.#write(prune([...loaded.decisions, record]));
    return { ok: true, record };
  }

  #transition(
    decisionId: string,
    change: (record: DecisionRecord) => DecisionRecord | string,
  ): DecisionResult {
    const loaded = this.read();
    if (loaded.kind !== 'ok') {
      return { ok: false, reason: describeStoreFailure(loaded) };
    }
    const index = loaded.decisions.findIndex((record) => record.decisionId === decisionId);
    const current = loaded.decisions[index];
    if (current === undefined) {
      return { ok: false, reason: `no decision ${decisionId}` };
    }
    const next = change(current);
    if (typeof next === 'string') {
      return { ok: false, reason: next };
    }
    const updated = { ...next, updatedAt: this.#clock().toISOString() };
    this.#write(loaded.decisions.map((record, i) => (i === index ? updated : record)));
    return { ok: true, record: updated };
  }

  #write(decisions: readonly DecisionRecord[]): void {
    writeJsonFile(this.#file, { version: APPROVALS_FILE_VERSION, decisions });
  }
}

function isClosed(record: DecisionRecord): boolean {
  return record.status === 'rejected' || record.status === 'blocked' || record.executed.length > 0;
}

function prune(decisions: readonly DecisionRecord[]): DecisionRecord[] {
  let excess = decisions.length - APPROVALS_MAX_RECORDS;
  if (excess <= 0) {
    return [...decisions];
  }
  return decisions.filter((record) => {
    if (excess > 0 && isClosed(record)) {
      excess -= 1;
      return false;
    }
    return true;
  });
}

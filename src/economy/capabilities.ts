import type { ApprovalStore } from './approvals.js';
import { classifyChange, isProtectedBranch } from './authorization.js';
import { describeStoreFailure } from './json-file.js';
import { autonomousLockfiles } from './lockfile.js';
import { normalizePath } from './paths.js';
import type { AuthorizationRules } from './rules.js';
import type { CapabilityAction, DecisionRecord } from './schema.js';
import type { AuthorizationTier } from './vocabulary.js';

/** Only this module can mint a grant: the constructor refuses any other key. */
const MINT = Symbol('capability grant');
const issued = new WeakSet<CapabilityGrant>();
const spent = new WeakSet<CapabilityGrant>();

/**
 * Permission to perform one action once for one decision. It cannot be built outside this
 * module, so holding one proves `Capabilities` checked the decision record.
 */
export class CapabilityGrant {
  readonly action: CapabilityAction;
  readonly decisionId: string;
  readonly taskId: string;
  readonly branch: string;
  readonly tier: AuthorizationTier;
  /** The paths the action may carry (commit and hold); [] for push and pull requests. */
  readonly paths: readonly string[];

  constructor(key: typeof MINT, fields: Omit<CapabilityGrant, never>) {
    if (key !== MINT) {
      throw new TypeError('capability grants are issued by Capabilities only');
    }
    this.action = fields.action;
    this.decisionId = fields.decisionId;
    this.taskId = fields.taskId;
    this.branch = fields.branch;
    this.tier = fields.tier;
    this.paths = fields.paths;
    Object.freeze(this);
    issued.add(this);
  }
}

export interface CapabilityRequest {
  readonly decisionId: string;
  readonly taskId: string;
  /** The branch the action writes to (commit, hold, push) or the pull request's head. */
  readonly branch: string;
}

export interface ChangeCapabilityRequest extends CapabilityRequest {
  /** The paths the commit carries; each must be one the decision covers. */
  readonly paths: readonly string[];
}

export interface CapabilityDenial {
  readonly kind: 'denied';
  readonly action: CapabilityAction;
  readonly decisionId: string;
  readonly reason: string;
}

export type CapabilityResult =
  { readonly kind: 'granted'; readonly grant: CapabilityGrant } | CapabilityDenial;

export type ExecuteResult<T> = { readonly kind: 'executed'; readonly value: T } | CapabilityDenial;

export interface CapabilitiesOptions {
  readonly approvals: ApprovalStore;
  readonly rules: AuthorizationRules;
}

/**
 * The only way to an external action (commit, push, pull request). A capability reads the
 * decision record and checks invariants; it can deny but never authorize by itself: every
 * grant rests on a record that is `approved` (semi-autonomous) or `recorded` with passed
 * gates (autonomous, commit only).
 *
 * | action              | needs                                                                 |
 * | ------------------- | --------------------------------------------------------------------- |
 * | `commit`            | recorded autonomous + gates passed, on its branch; or approved, on its target branch |
 * | `hold`              | a pending or approved proposal, on its holding branch                  |
 * | `push`              | an approved proposal, on its holding or target branch                  |
 * | `open_pull_request` | an approved proposal, from its holding branch                          |
 *
 * Always: the task id matches, the branch is not protected, the action was not used for
 * this decision before, and the paths (commit, hold) are ones the decision covers and
 * still classify below forbidden (and autonomous for an autonomous commit).
 */
export class Capabilities {
  readonly #approvals: ApprovalStore;
  readonly #rules: AuthorizationRules;

  constructor(options: CapabilitiesOptions) {
    this.#approvals = options.approvals;
    this.#rules = options.rules;
  }

  authorizeCommit(request: ChangeCapabilityRequest): CapabilityResult {
    return this.#authorize('commit', request, request.paths);
  }

  /** Keeping a change that awaits approval on its own branch, where nothing lands. */
  authorizeHold(request: ChangeCapabilityRequest): CapabilityResult {
    return this.#authorize('hold', request, request.paths);
  }

  authorizePush(request: CapabilityRequest): CapabilityResult {
    return this.#authorize('push', request, []);
  }

  authorizePullRequest(request: CapabilityRequest): CapabilityResult {
    return this.#authorize('open_pull_request', request, []);
  }

  /**
   * Runs `action` under `grant`: the grant must come from this module and be unused, the
   * decision is checked again (it may have been rejected meanwhile) and the action is
   * marked used on disk before it runs, so it happens at most once per decision.
   */
  async execute<T>(
    grant: CapabilityGrant,
    action: () => Promise<T> | T,
  ): Promise<ExecuteResult<T>> {
    if (!(grant instanceof CapabilityGrant) || !issued.has(grant)) {
      return denial('commit', '(unknown)', 'not a grant issued by Capabilities');
    }
    if (spent.has(grant)) {
      return denial(grant.action, grant.decisionId, 'the grant was already used');
    }
    spent.add(grant);
    const again = this.#authorize(grant.action, grant, grant.paths);
    if (again.kind === 'denied') {
      return again;
    }
    const marked = this.#approvals.markExecuted(grant.decisionId, grant.action);
    if (!marked.ok) {
      return denial(grant.action, grant.decisionId, marked.reason);
    }
    return { kind: 'executed', value: await action() };
  }

  #authorize(
    action: CapabilityAction,
    request: CapabilityRequest,
    paths: readonly string[],
  ): CapabilityResult {
    const loaded = this.#approvals.read();
    if (loaded.kind !== 'ok') {
      return denial(action, request.decisionId, describeStoreFailure(loaded));
    }
    const record = loaded.decisions.find((known) => known.decisionId === request.decisionId);
    if (record === undefined) {
      return denial(action, request.decisionId, `no decision record ${request.decisionId}`);
    }
    const problem =
      commonProblem(action, record, request, this.#rules) ??
      actionProblem(action, record, request.branch) ??
      pathProblem(action, record, paths, this.#rules);
    if (problem !== null) {
      return denial(action, request.decisionId, problem);
    }
    return {
      kind: 'granted',
      grant: new CapabilityGrant(MINT, {
        action,
        decisionId: record.decisionId,
        taskId: record.taskId,
        branch: request.branch,
        tier: record.tier,
        paths: paths.map(normalizePath),
      }),
    };
  }
}

function commonProblem(
  action: CapabilityAction,
  record: DecisionRecord,
  request: CapabilityRequest,
  rules: AuthorizationRules,
): string | null {
  if (record.taskId !== request.taskId) {
    return `decision ${record.decisionId} is for ${record.taskId}, not ${request.taskId}`;
  }
  if (record.tier === 'forbidden' || record.status === 'blocked') {
    return `decision ${record.decisionId} is forbidden: ${record.reasons.join('; ')}`;
  }
  if (record.status === 'rejected') {
    return `decision ${record.decisionId} was rejected${record.rejectReason === undefined ? '' : `: ${record.rejectReason}`}`;
  }
  if (!record.gatesPassed) {
    return `decision ${record.decisionId} did not pass its gates`;
  }
  if (isProtectedBranch(request.branch, rules)) {
    return `branch ${request.branch} is protected`;
  }
  if (record.executed.some((used) => used.action === action)) {
    return `decision ${record.decisionId} already used ${action}`;
  }
  return null;
}

function actionProblem(
  action: CapabilityAction,
  record: DecisionRecord,
  branch: string,
): string | null {
  const id = record.decisionId;
  switch (action) {
    case 'commit':
      if (record.tier === 'autonomous') {
        if (record.status !== 'recorded') {
          return `decision ${id} is ${record.status}, not recorded`;
        }
        return branch === record.branch
          ? null
          : `decision ${id} commits to ${record.branch}, not ${branch}`;
      }
      if (record.status !== 'approved') {
        return `decision ${id} is ${record.status}: it needs \`govern approve\` first`;
      }
      return branch === record.targetBranch
        ? null
        : `decision ${id} lands on ${record.targetBranch ?? '(no target branch)'}, not ${branch}`;
    case 'hold':
      if (
        record.tier !== 'semi-autonomous' ||
        (record.status !== 'pending' && record.status !== 'approved')
      ) {
        return `decision ${id} is not a pending or approved proposal (${record.tier}, ${record.status})`;
      }
      return branch === record.branch
        ? null
        : `decision ${id} is held on ${record.branch}, not ${branch}`;
    case 'push':
    case 'open_pull_request':
      if (record.tier !== 'semi-autonomous' || record.status !== 'approved') {
        return `decision ${id} is ${record.status}: ${action === 'push' ? 'a push' : 'a pull request'} needs an approved decision`;
      }
      if (action === 'push' && (branch === record.branch || branch === record.targetBranch)) {
        return null;
      }
      return branch === record.branch
        ? null
        : `decision ${id} is held on ${record.branch}, not ${branch}`;
  }
}

function pathProblem(
  action: CapabilityAction,
  record: DecisionRecord,
  paths: readonly string[],
  rules: AuthorizationRules,
): string | null {
  if (action !== 'commit' && action !== 'hold') {
    return null;
  }
  if (paths.length === 0) {
    return `a ${action} names the paths it carries`;
  }
  const covered = new Set(record.paths);
  const stray = paths.map(normalizePath).filter((path) => !covered.has(path));
  if (stray.length > 0) {
    return `decision ${record.decisionId} does not cover ${stray.join(', ')}`;
  }
  // The decision's own reading of its manifests and lock files (classifyChange's rules 7 and
  // 7b), as recorded.
  const now = classifyChange(
    paths,
    rules,
    new Map(Object.entries(record.metadataOnly ?? {})),
    autonomousLockfiles(record.lockfiles),
  );
  if (now.tier === 'forbidden') {
    return `the change is forbidden: ${now.reasons.join('; ')}`;
  }
  if (record.tier === 'autonomous' && now.tier !== 'autonomous') {
    return `the change needs approval: ${now.reasons.join('; ')}`;
  }
  return null;
}

function denial(action: CapabilityAction, decisionId: string, reason: string): CapabilityDenial {
  return { kind: 'denied', action, decisionId, reason };
}

import { BASE_ENV_ALLOWLIST, GovernError, sanitizeEnv } from '../../common/index.js';
import { resolveCategoryGates } from '../../config/index.js';
import type { GovernConfig } from '../../config/index.js';
import type { DecisionRecord } from '../../economy/index.js';
import type { LedgerTask, StepVerdict } from '../../ledger/index.js';
import { deleteBranch, fastForward, gitOrThrow } from '../../workspace/index.js';
import type { FileChange } from '../../workspace/index.js';
import { accountCommitted } from '../loop/account.js';
import { gateTask } from '../loop/attempt-gates.js';
import { commitUnderGrant } from '../loop/authorize.js';
import { constitutionFor } from '../loop/constitution.js';
import { taskDecision } from '../loop/decide.js';
import type { EconomySession } from '../loop/economy.js';
import { gatesForChange, resolveGateOptions, toolAvailability } from '../loop/gate-chain.js';
import { auditGateSandboxMode, planGateSandbox, scratchStateDir } from '../loop/gate-sandbox.js';
import type { LedgerWriter } from '../loop/ledger-writer.js';
import { toStepVerdict } from '../loop/verdicts.js';
import { preflightGates, verifyChange } from '../loop/verify.js';
import type { ApproveOptions, ApproveResult } from './approve.js';

// The two steps of `govern approve` after the held change is replayed on the current base
// (approve.ts): its gates again, then the landing under a commit capability.

/** A held change being approved: where, by whose ledger and economy, and its decision. */
export interface Approval {
  readonly workspace: string;
  readonly config: GovernConfig;
  readonly writer: LedgerWriter;
  readonly economy: EconomySession;
  readonly task: LedgerTask;
  readonly record: DecisionRecord;
}

/** The task's gates over the replayed change in its scratch worktree, in the gate sandbox. */
export async function regate(
  options: ApproveOptions,
  approval: Approval,
  replay: { readonly dir: string; readonly head: string; readonly changes: readonly FileChange[] },
): Promise<StepVerdict[]> {
  const { workspace, config, writer, task } = approval;
  const { dir, head, changes } = replay;
  const pathEnv = options.hostEnv['PATH'] ?? '';
  const tools = preflightGates(workspace, config, new Set([task.category]), pathEnv);
  const gateOptions = resolveGateOptions(config);
  // The same chain the loop ran: the category's, plus the code gates a code change adds.
  const { gates } = gatesForChange(
    resolveCategoryGates(config, task.category),
    changes,
    gateOptions.codeGates,
    toolAvailability(tools),
  );
  // The constitution of the base the change lands on, as the loop reads its attempt's.
  const constitution = gates.includes('CONSTITUTION')
    ? await constitutionFor(workspace, head, changes)
    : undefined;
  const gateSandbox = await planGateSandbox({
    config,
    tools,
    hostEnv: options.hostEnv,
    sandbox: options.sandbox ?? true,
    workspace,
  });
  auditGateSandboxMode(writer.audit, gateSandbox, options.by);
  const boundary = await gateSandbox.open({
    dir,
    tree: (await gitOrThrow(dir, ['rev-parse', 'HEAD^{tree}'])).trim(),
    stateDir: await scratchStateDir(workspace),
  });
  return (
    await verifyChange({
      workspace: dir,
      task: gateTask(task),
      gates,
      changes,
      tools,
      env: sanitizeEnv(options.hostEnv, BASE_ENV_ALLOWLIST),
      injectionMode: config.injection.mode,
      gateOptions,
      boundary,
      ...(constitution === undefined ? {} : { constitution }),
    }).finally(() => boundary.close())
  ).map(toStepVerdict);
}

/** Approves the decision, fast-forwards the target branch under a grant, and records it. */
export async function landApproved(
  options: ApproveOptions,
  approval: Approval,
  change: {
    readonly commit: string;
    readonly changes: readonly FileChange[];
    readonly verdicts: StepVerdict[];
  },
): Promise<ApproveResult> {
  const { workspace, writer, economy, task, record } = approval;
  const { commit, changes, verdicts } = change;
  const approved = economy.approvals.approve(record.decisionId, options.by);
  if (!approved.ok) {
    throw new GovernError('USAGE', `cannot approve ${task.id}: ${approved.reason}`);
  }
  const paths = changes.map((change) => change.path);
  const grant = economy.capabilities.authorizeCommit({
    decisionId: record.decisionId,
    taskId: task.id,
    branch: economy.targetBranch,
    paths,
  });
  if (grant.kind === 'denied') {
    throw new GovernError('USAGE', `cannot land ${task.id}: ${grant.reason}`, {
      hint: 'the capability check refused it; see the reason above',
    });
  }
  const landed = await commitUnderGrant(economy.capabilities, grant.grant, async () => {
    await fastForward(workspace, commit);
    return { kind: 'landed', commit };
  });
  if (landed.kind !== 'landed') {
    throw new GovernError('USAGE', `cannot land ${task.id}: ${describe(landed)}`);
  }
  await deleteBranch(workspace, record.branch);
  const facts = {
    tier: asTier(task.decision?.tier),
    agent: task.decision?.agent ?? 'unknown',
    costUsd: 0,
    tokens: 0,
    decisionId: record.decisionId,
    confidence: economy.assess(task, workspace).confidence,
  };
  const accounted = accountCommitted(economy, task, {
    ...facts,
    commit,
    verdicts,
    files: paths,
  });
  writer.update(
    task.id,
    {
      status: 'COMPLETED',
      commit,
      reason: `approved by ${options.by}`,
      lastFailingGate: null,
      decision: taskDecision(economy, {
        kind: 'COMMITTED',
        fingerprint: accounted.fingerprint,
        tier: task.decision?.tier ?? null,
        agent: task.decision?.agent ?? null,
        decisionId: record.decisionId,
        costUsd: task.decision?.costUsd ?? 0,
      }),
    },
    'task.approved',
    {
      by: options.by,
      decisionId: record.decisionId,
      commit,
      archive: accounted.archiveId,
      archiveSha256: accounted.archiveSha256,
    },
  );
  return { kind: 'landed', taskId: task.id, commit };
}

export function asTier(tier: number | null | undefined): 0 | 1 | 2 | 3 {
  return tier === 0 || tier === 1 || tier === 2 || tier === 3 ? tier : 1;
}

function describe(settlement: { readonly kind: string; readonly reason?: string }): string {
  return settlement.reason ?? settlement.kind;
}

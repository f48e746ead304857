import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { agentEnvGrant, agentStartsProcess } from '../../agents/index.js';
import type { AgentSettings, LaunchWrapper } from '../../agents/index.js';
import { GovernError } from '../../common/index.js';
import type { GovernConfig } from '../../config/index.js';
import type { AuditLog } from '../../ledger/index.js';
import { createSandboxSession, probeSandbox } from '../../sandbox/index.js';
import type { SandboxProbe } from '../../sandbox/index.js';

/** One attempt's boundary, as the attempt loop sees it. */
export interface AttemptSandbox {
  /** Every agent process of the attempt starts through this. */
  readonly wrap: LaunchWrapper;
  /** The task's deadline capped by policy.maxExecutionTimeMs. */
  timeoutMs(requestedMs: number): number;
  /** Ends the attempt's sandbox; returns what the audit log records about it. */
  close(): Promise<Readonly<Record<string, unknown>>>;
}

/**
 * Opens the sandbox of one attempt: the work tree it may edit, the task's ledger dir, and
 * more paths to keep read-only (the files the gates' tools resolve to).
 */
export type OpenAttemptSandbox = (
  worktree: string,
  attemptDir: string,
  readOnlyPaths?: readonly string[],
) => Promise<AttemptSandbox>;

export interface SandboxPlan {
  /** 'bwrap' / 'sandbox-exec', 'disabled' (--no-sandbox) or 'not-needed' (no agent process). */
  readonly mode: string;
  readonly open: OpenAttemptSandbox;
}

/** Without a sandbox: the command runs as the kernel's child, as given. */
function unsandboxed(mode: string): SandboxPlan {
  const attempt: AttemptSandbox = {
    wrap: (spec) => spec,
    timeoutMs: (requestedMs) => requestedMs,
    close: () => Promise.resolve({ mechanism: mode }),
  };
  return { mode, open: () => Promise.resolve(attempt) };
}

/**
 * Decides once per run how agents are isolated, before any task starts. With a sandbox
 * requested and none available it throws SANDBOX_UNAVAILABLE: the fix, or an explicit
 * --no-sandbox, is the user's call, never a quiet downgrade.
 */
export async function planSandbox(input: {
  readonly config: GovernConfig;
  readonly agentName: string;
  readonly settings: AgentSettings;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** false only with an explicit --no-sandbox. */
  readonly sandbox: boolean;
  /** The main work tree: its forbidden files are masked too when tasks run in worktrees. */
  readonly workspace: string;
  /** Replaces the real probe (tests of a machine without a usable sandbox). */
  readonly probe?: () => Promise<SandboxProbe>;
}): Promise<SandboxPlan> {
  if (!agentStartsProcess(input.settings)) {
    // replay writes recorded files itself and llm is an SDK call in the kernel: no agent
    // process exists to confine.
    return unsandboxed('not-needed');
  }
  if (!input.sandbox) {
    return unsandboxed('disabled');
  }
  const probe = await (input.probe ?? (() => probeSandbox({ hostEnv: input.hostEnv })))();
  if (!probe.available) {
    throw new GovernError(
      'SANDBOX_UNAVAILABLE',
      `cannot start the OS sandbox for agent "${input.agentName}": ${probe.reason}`,
      {
        hint: `${probe.fix}; or run \`govern run --no-sandbox\` to run agents unconfined (recorded in the audit log)`,
      },
    );
  }
  const extraEnv = agentEnvGrant(input.settings, input.hostEnv);
  const { policy } = input.config;
  const open: OpenAttemptSandbox = async (worktree, attemptDir, readOnlyPaths = []) => {
    // A fresh worktree has no .governance/ yet; made now, it is mounted read-only, so the
    // agent cannot plant tsc's state file (or anything else govern reads back) there.
    mkdirSync(join(worktree, '.governance'), { recursive: true });
    const session = await createSandboxSession({
      worktree,
      attemptDir,
      policy,
      readOnlyPaths,
      hostEnv: input.hostEnv,
      extraEnv,
      maskRoots: worktree === input.workspace ? [] : [input.workspace],
      bwrapPath: probe.path,
    });
    return {
      wrap: session.wrap,
      timeoutMs: (requestedMs) => session.timeoutMs(requestedMs),
      close: async () => {
        const usage = await session.memoryUsage().catch(() => null);
        await session.dispose();
        return {
          mechanism: session.mechanism,
          network: { mode: session.network.mode, allowlist: session.network.allowlist },
          // applied: false with the reason when the policy's cap could not be enforced here.
          memory: session.memory,
          oomKills: usage?.oomKills ?? null,
          peakMemoryBytes: usage?.peakBytes ?? null,
          notes: session.paths.notes,
        };
      },
    };
  };
  return { mode: probe.mechanism, open };
}

/** One plan per agent a run may use (each has its own key to pass through). */
export async function planSandboxes(input: {
  readonly config: GovernConfig;
  readonly agents: readonly string[];
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly sandbox: boolean;
  readonly workspace: string;
}): Promise<Map<string, SandboxPlan>> {
  const plans = new Map<string, SandboxPlan>();
  for (const agentName of input.agents) {
    const settings = input.config.agents[agentName];
    // An unknown agent is createAgent's error to report, with its own message.
    if (settings !== undefined && !plans.has(agentName)) {
      plans.set(agentName, await planSandbox({ ...input, agentName, settings }));
    }
  }
  return plans;
}

/** The audit line a run without a sandbox leaves, so an unconfined run is never silent. */
export function auditSandboxMode(
  audit: AuditLog,
  plan: SandboxPlan,
  agentName: string,
  /** The login that ran the unconfined run (the evidence report names who disabled it). */
  by: string | null = null,
): void {
  if (plan.mode === 'disabled') {
    audit.append('sandbox.disabled', {
      agent: agentName,
      by,
      reason: '--no-sandbox: agent processes run unconfined, with the kernel user rights',
    });
  }
}

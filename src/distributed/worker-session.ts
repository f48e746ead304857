import { join } from 'node:path';
import { createAgent } from '../agents/index.js';
import type { AgentAdapter } from '../agents/index.js';
import { BASE_ENV_ALLOWLIST, GovernError, sanitizeEnv, writeFileAtomic } from '../common/index.js';
import type { TaskCategory } from '../common/index.js';
import { CONFIG_PATH, parseConfigText } from '../config/index.js';
import type { GovernConfig } from '../config/index.js';
import { createRedactor } from '../gateway/index.js';
import type { Redactor } from '../gateway/index.js';
import { createGateCache, dependencyFingerprint, GATE_CACHE_FILE } from '../gates/index.js';
import type { GateCache } from '../gates/index.js';
import { loadDistributedParts } from '../kernel/index.js';
import type {
  ChildRegistry,
  DistributedParts,
  EconomySession,
  GateSandboxPlan,
  OpenAttemptSandbox,
  ToolCommands,
} from '../kernel/index.js';
import type { AuditLog } from '../ledger/index.js';
import { probeSandbox, treeMaskMatcher } from '../sandbox/index.js';
import type { AttemptJob } from './job.js';

const parts = await loadDistributedParts();

/** The tools and gate sandbox of one task category, resolved once per session. */
export interface CategoryGates {
  readonly tools: ToolCommands;
  readonly gateSandbox: GateSandboxPlan;
}

/**
 * What a local `govern run` prepares once before its first task (config, economy, agents,
 * their sandboxes, gate tools), prepared by a worker for one config snapshot of the
 * coordinator. Building it is where a worker refuses a job: an agent command or a gate
 * tool this machine lacks, or a sandbox it cannot start, throws the same coded error a
 * local run would.
 */
export interface WorkerSession {
  readonly key: string;
  readonly config: GovernConfig;
  readonly economy: EconomySession;
  readonly children: ChildRegistry;
  readonly redactor: Redactor;
  readonly gateCache: { readonly cache: GateCache; readonly depsHash: string };
  readonly gateOptions: ReturnType<DistributedParts['resolveGateOptions']>;
  readonly silencer: ReturnType<DistributedParts['createSilencer']>;
  readonly toolEnv: Readonly<Record<string, string>>;
  agentFor(name: string): AgentAdapter;
  /** The agent's sandbox, with the gate tools of the job's category out of its reach. */
  sandboxFor(name: string, pins: readonly string[]): OpenAttemptSandbox;
  /** How each agent of the ladder is confined ('disabled' when it is not). */
  readonly sandboxModes: ReadonlyMap<string, { readonly mode: string }>;
  /** Paths of a tree the agents' sandboxes mask, never read into a context either. */
  readonly hiddenFromAgent: (relPath: string) => boolean;
  gatesFor(category: TaskCategory): Promise<CategoryGates>;
  close(): Promise<void>;
}

export function sessionKey(job: AttemptJob): string {
  return [job.configHash, job.branch, String(job.sandbox), job.agentOverride ?? ''].join('|');
}

/** The coordinator's config snapshot, checked here and written as this clone's config. */
function adoptConfigSnapshot(clone: string, job: AttemptJob): GovernConfig {
  const file = join(clone, CONFIG_PATH);
  const text = `${JSON.stringify({ ...job.config, server: {}, queue: {} }, null, 2)}\n`;
  const parsed = parseConfigText(text, `${file} (the coordinator's snapshot)`);
  if (parsed.kind !== 'ok') {
    throw new GovernError(
      'CONFIG_INVALID',
      `the coordinator's config snapshot is invalid here: ${parsed.kind === 'invalid' ? parsed.issues.join('; ') : parsed.kind}`,
      { hint: 'run the same govern version on the coordinator and every worker' },
    );
  }
  // The snapshot is this clone's config from now on (govern status, doctor read it).
  writeFileAtomic(file, text);
  return parsed.config;
}

type SandboxPlans = Awaited<ReturnType<DistributedParts['planSandboxes']>>;

/** One adapter per rung of the ladder; a script agent this machine lacks refuses the job. */
function createAdapters(
  config: GovernConfig,
  agents: readonly string[],
  sandboxes: SandboxPlans,
  clone: string,
  pathEnv: string,
): Map<string, AgentAdapter> {
  const adapters = new Map<string, AgentAdapter>();
  for (const agent of agents) {
    const settings = config.agents[agent];
    if (settings?.type === 'script' && !parts.commandExists(settings.command, clone, pathEnv)) {
      throw new GovernError(
        'TOOL_MISSING',
        `agent "${agent}": command ${settings.command} not found on this worker`,
        {
          hint: `install it here, or fix agents.${agent}.command in the coordinator's .governance/config.json`,
        },
      );
    }
    const plan = sandboxes.get(agent);
    adapters.set(
      agent,
      createAgent(config.agents, agent, clone, {
        sandboxed: plan !== undefined && plan.mode !== 'disabled',
      }),
    );
  }
  return adapters;
}

/** The gate tools and gate sandbox of each category, resolved on its first job. */
function categoryGates(input: {
  readonly clone: string;
  readonly config: GovernConfig;
  readonly job: AttemptJob;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly audit: AuditLog;
  readonly login: string | null;
}): (category: TaskCategory) => Promise<CategoryGates> {
  const { clone, config, job, hostEnv, audit, login } = input;
  const pathEnv = hostEnv['PATH'] ?? '';
  const probe = job.sandbox ? probeSandbox({ hostEnv }) : undefined;
  const categories = new Map<TaskCategory, Promise<CategoryGates>>();
  return (category) => {
    let known = categories.get(category);
    if (known === undefined) {
      known = (async () => {
        const tools = parts.preflightGates(clone, config, new Set([category]), pathEnv);
        const gateSandbox = await parts.planGateSandbox({
          config,
          tools,
          hostEnv,
          sandbox: job.sandbox,
          workspace: clone,
          ...(probe === undefined ? {} : { probe }),
        });
        parts.auditGateSandboxMode(audit, gateSandbox, login);
        return { tools, gateSandbox };
      })();
      // A refusal is not cached: the tool may be installed before the next job.
      known.catch(() => categories.delete(category));
      categories.set(category, known);
    }
    return known;
  };
}

export async function openWorkerSession(input: {
  readonly clone: string;
  readonly job: AttemptJob;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly audit: AuditLog;
  readonly clock: () => Date;
}): Promise<WorkerSession> {
  const { clone, job, hostEnv, audit, clock } = input;
  const config = adoptConfigSnapshot(clone, job);
  const agentOverride = job.agentOverride ?? undefined;
  const ladder = parts.effectiveLadder(config, agentOverride);
  const agents = ladder.rungs.map((rung) => rung.agent);
  const sandboxes = await parts.planSandboxes({
    config,
    agents,
    hostEnv,
    sandbox: job.sandbox,
    workspace: clone,
  });
  const adapters = createAdapters(config, agents, sandboxes, clone, hostEnv['PATH'] ?? '');
  const economy = await parts.EconomySession.open({
    workspace: clone,
    config,
    clock,
    agentOverride,
  });
  const login = hostEnv['USER'] ?? hostEnv['LOGNAME'] ?? null;
  for (const [name, plan] of sandboxes) {
    parts.auditSandboxMode(audit, plan, name, login);
  }
  const gatesFor = categoryGates({ clone, config, job, hostEnv, audit, login });
  return {
    key: sessionKey(job),
    config,
    economy,
    children: new parts.ChildRegistry(clone),
    redactor: createRedactor(),
    gateCache: {
      cache: createGateCache(join(clone, GATE_CACHE_FILE)),
      depsHash: dependencyFingerprint(clone),
    },
    gateOptions: parts.resolveGateOptions(config),
    silencer: parts.createSilencer(config.detectors.silence),
    toolEnv: sanitizeEnv(hostEnv, BASE_ENV_ALLOWLIST),
    agentFor: (name) => {
      const adapter = adapters.get(name);
      if (adapter === undefined) {
        throw new Error(`agent ${name} is not on this job's ladder`);
      }
      return adapter;
    },
    sandboxFor: (name, pins) => {
      const plan = sandboxes.get(name);
      if (plan === undefined) {
        throw new Error(`agent ${name} has no sandbox plan (not on this job's ladder)`);
      }
      return (worktree, attemptDir) => plan.open(worktree, attemptDir, pins);
    },
    sandboxModes: sandboxes,
    hiddenFromAgent: treeMaskMatcher(config.policy),
    gatesFor,
    close: async () => {
      await economy.close();
    },
  };
}

import { createAgent } from '../../agents/index.js';
import type { AgentAdapter } from '../../agents/index.js';
import { BASE_ENV_ALLOWLIST, GovernError, sanitizeEnv } from '../../common/index.js';
import type { TaskCategory } from '../../common/index.js';
import type { GovernConfig } from '../../config/index.js';
import { AuditLog } from '../../ledger/index.js';
import type { LedgerTask } from '../../ledger/index.js';
import { probeSandbox } from '../../sandbox/index.js';
import type { SandboxProbe } from '../../sandbox/index.js';
import { headCommit, uncommittedChanges } from '../../workspace/index.js';
import { ChildRegistry } from './children.js';
import { loadConstitutionAt } from './constitution.js';
import { EconomySession, effectiveLadder, handles } from './economy.js';
import { resolveGateOptions } from './gate-chain.js';
import type { GateOptions } from './gate-chain.js';
import { auditGateSandboxMode, planGateSandbox } from './gate-sandbox.js';
import type { GateSandboxPlan } from './gate-sandbox.js';
import { LedgerWriter } from './ledger-writer.js';
import { openWorkspace, requireLedger } from './open.js';
import { recoverInterrupted } from './recover.js';
import type { RecoveryReport } from './recover.js';
import { requeueDeferred, rerunDecided } from './rerun.js';
import type { RerunReport } from './rerun.js';
import type { RunOptions } from './run.js';
import { auditSandboxMode, planSandboxes } from './sandbox.js';
import type { OpenAttemptSandbox, SandboxPlan } from './sandbox.js';
import { selectTasks } from './select.js';
import { createSilencer } from './silence.js';
import type { Silencer } from './silence.js';
import { commandExists, preflightGates } from './verify.js';
import type { ToolCommands } from './verify.js';

/** What is known before the ledger lock: a machine that cannot sandbox stops here. */
export interface RunPlan {
  readonly workspace: string;
  readonly config: GovernConfig;
  /** The agent the summary names: the one asked for, the default agent, or 'ladder'. */
  readonly agentName: string;
  readonly sandboxes: ReadonlyMap<string, SandboxPlan>;
  /** The gates' sandbox is decided once their tools are known; the probe starts now. */
  readonly gateProbe: Promise<SandboxProbe> | undefined;
}

/** The resources a run opens, closed by runTasks whatever happens (set as they open). */
export interface RunResources {
  writer?: LedgerWriter;
  economy?: EconomySession;
}

/** An open run: everything its tasks share, once preflight has passed. */
export interface OpenRun extends RunPlan {
  readonly audit: AuditLog;
  readonly writer: LedgerWriter;
  readonly economy: EconomySession;
  readonly silencer: Silencer;
  readonly children: ChildRegistry;
  readonly recovery: RecoveryReport;
  readonly rerun: RerunReport | null;
  readonly agents: RunAgents;
  readonly tools: ToolCommands;
  readonly toolEnv: Readonly<Record<string, string>>;
  readonly gateSandbox: GateSandboxPlan;
  readonly gateOptions: GateOptions;
  readonly sandboxFor: (agentName: string) => OpenAttemptSandbox;
}

/** The adapter of each rung's agent, and how many agent calls the run made. */
export interface RunAgents {
  /** Called once per admitted attempt, just before the agent runs. */
  readonly agentFor: (name: string) => AgentAdapter;
  readonly calls: () => number;
}

/** The checks before the ledger lock: a workspace with a ledger and a commit, and sandboxes. */
export async function planRun(options: RunOptions): Promise<RunPlan> {
  const { workspace, config } = await openWorkspace(options.dir);
  requireLedger(workspace);
  if ((await headCommit(workspace)) === null) {
    throw new GovernError('GIT_FAILED', `${workspace} has no commits yet`, {
      hint: 'make an initial commit: tasks are verified and rolled back against a base commit',
    });
  }
  const agentName =
    options.agentName ?? (config.tiers.length === 0 ? config.defaultAgent : 'ladder');
  // Before the lock and recovery: a machine that cannot sandbox stops the run before any work.
  const sandboxes = await planSandboxes({
    config,
    agents: effectiveLadder(config, options.agentName).rungs.map((rung) => rung.agent),
    hostEnv: options.hostEnv,
    sandbox: options.sandbox ?? true,
    workspace,
  });
  const gateProbe =
    options.sandbox === false ? undefined : probeSandbox({ hostEnv: options.hostEnv });
  return { workspace, config, agentName, sandboxes, gateProbe };
}

/**
 * Opens the run under the ledger lock: recovers what a crash left, refuses a dirty tree,
 * opens the economy and the agents' adapters, requeues and selects, preflights the gates
 * and the constitution, and audits how the run is sandboxed (`run.started`).
 */
export async function openRun(
  options: RunOptions,
  plan: RunPlan,
  clock: () => Date,
  resources: RunResources,
): Promise<OpenRun> {
  const { workspace, config } = plan;
  const audit = AuditLog.open(workspace, clock);
  const writer = new LedgerWriter(requireLedger(workspace), workspace, audit, clock);
  resources.writer = writer;
  const silencer = createSilencer(config.detectors.silence);
  const children = new ChildRegistry(workspace);
  const recovery = await recoverInterrupted(writer, children, workspace);
  await refuseDirtyTree(workspace);
  const economy = await EconomySession.open({
    workspace,
    config,
    clock,
    agentOverride: options.agentName,
  });
  resources.economy = economy;
  const agents = createRunAgents(plan, economy, options.hostEnv['PATH'] ?? '');
  economy.revisitPredictions();
  requeueDeferred(writer, options.taskId);
  const rerun = options.rerun === true ? rerunDecided(writer, economy, options.taskId) : null;
  const selected = selectTasks(writer.current, options.taskId, rerun !== null).filter(
    (task) => task.status === 'PENDING',
  );
  checkLadderCovers(economy, selected);
  const gates = await preflight(options, plan, selected);
  const login = options.hostEnv['USER'] ?? options.hostEnv['LOGNAME'] ?? null;
  for (const [name, sandboxPlan] of plan.sandboxes) {
    auditSandboxMode(audit, sandboxPlan, name, login);
  }
  auditGateSandboxMode(audit, gates.gateSandbox, login);
  const sandboxFor = (name: string): OpenAttemptSandbox => {
    const sandboxPlan = plan.sandboxes.get(name);
    if (sandboxPlan === undefined) {
      throw new Error(`agent ${name} has no sandbox plan (not on this run's ladder)`);
    }
    // The gates' tools are out of the agent's reach too, wherever they resolve to.
    return (worktree, attemptDir) =>
      sandboxPlan.open(worktree, attemptDir, gates.gateSandbox.pins.paths);
  };
  const run = {
    ...plan,
    ...gates,
    audit,
    writer,
    economy,
    silencer,
    children,
    recovery,
    rerun,
    agents,
    sandboxFor,
  };
  auditRunStarted(options, run);
  return run;
}

/** A failed task is rolled back with `git reset --hard`: uncommitted work would be lost. */
async function refuseDirtyTree(workspace: string): Promise<void> {
  const dirty = await uncommittedChanges(workspace);
  if (dirty.length > 0) {
    const shown = dirty.slice(0, 10).map((entry) => `${entry.code} ${entry.path}`);
    throw new GovernError(
      'DIRTY_WORKTREE',
      `the working tree has uncommitted changes:\n  ${shown.join('\n  ')}${dirty.length > 10 ? `\n  ... and ${dirty.length - 10} more` : ''}`,
      {
        hint: 'commit or stash them first: a failed task is rolled back with git reset --hard, which would destroy them',
        details: { files: dirty.map((entry) => entry.path) },
      },
    );
  }
}

/** One adapter per rung of the ladder; a script agent whose command is missing stops the run. */
function createRunAgents(plan: RunPlan, economy: EconomySession, pathEnv: string): RunAgents {
  const { workspace, config } = plan;
  const adapters = new Map<string, AgentAdapter>();
  for (const rung of economy.ladder.rungs) {
    const agentSettings = config.agents[rung.agent];
    if (
      agentSettings?.type === 'script' &&
      !commandExists(agentSettings.command, workspace, pathEnv)
    ) {
      throw new GovernError(
        'TOOL_MISSING',
        `agent "${rung.agent}": command ${agentSettings.command} not found`,
        {
          hint: `fix agents.${rung.agent}.command in .governance/config.json (absolute, workspace-relative or on PATH)`,
        },
      );
    }
    const sandboxPlan = plan.sandboxes.get(rung.agent);
    adapters.set(
      rung.agent,
      createAgent(config.agents, rung.agent, workspace, {
        sandboxed: sandboxPlan !== undefined && sandboxPlan.mode !== 'disabled',
      }),
    );
  }
  let agentCalls = 0;
  return {
    agentFor: (name) => {
      agentCalls += 1;
      const adapter = adapters.get(name);
      if (adapter === undefined) {
        throw new Error(`agent ${name} is not on this run's ladder`);
      }
      return adapter;
    },
    calls: () => agentCalls,
  };
}

/**
 * The gates' tools for the categories about to run, the constitution and the gates'
 * sandbox: bad input or a missing tool stops the run now, before any agent runs.
 */
async function preflight(
  options: RunOptions,
  plan: RunPlan,
  selected: readonly LedgerTask[],
): Promise<Pick<OpenRun, 'tools' | 'toolEnv' | 'gateSandbox' | 'gateOptions'>> {
  const { workspace, config } = plan;
  const categories = new Set<TaskCategory>(selected.map((task) => task.category));
  const tools = preflightGates(workspace, config, categories, options.hostEnv['PATH'] ?? '');
  // An invalid constitution is bad input now, before any agent runs, not a failed gate on
  // every attempt later (each attempt reads it again from its own base).
  const head = await headCommit(workspace);
  if (head !== null) {
    await loadConstitutionAt(workspace, head);
  }
  const toolEnv = sanitizeEnv(options.hostEnv, BASE_ENV_ALLOWLIST);
  const gateSandbox = await planGateSandbox({
    config,
    tools,
    hostEnv: options.hostEnv,
    sandbox: options.sandbox ?? true,
    workspace,
    ...(plan.gateProbe === undefined ? {} : { probe: plan.gateProbe }),
    residents: true,
  });
  const gateOptions = resolveGateOptions(config);
  for (const command of tools.values()) {
    if (command.note !== undefined) {
      options.onProgress?.({ kind: 'notice', text: command.note });
    }
  }
  return { tools, toolEnv, gateSandbox, gateOptions };
}

function auditRunStarted(options: RunOptions, run: Omit<OpenRun, 'sandboxFor'>): void {
  const { sandboxes, tools } = run;
  run.audit.append('run.started', {
    agent: run.agentName,
    ladder: run.economy.ladder.rungs.map((rung) => `${rung.tier}:${rung.agent}`),
    rerun: options.rerun === true,
    // One word when every agent of the run is isolated the same way, else per agent.
    sandbox:
      new Set([...sandboxes.values()].map((plan) => plan.mode)).size === 1
        ? ([...sandboxes.values()][0]?.mode ?? null)
        : Object.fromEntries([...sandboxes].map(([name, plan]) => [name, plan.mode])),
    gateSandbox: run.gateSandbox.mode,
    task: options.taskId ?? null,
    maxTasks: options.maxTasks ?? null,
    tools: Object.fromEntries(
      [...tools].map(([gate, command]) => [gate, [command.command, ...command.args].join(' ')]),
    ),
  });
}

/** With a ladder, every task to run needs a rung for its category: a config error otherwise. */
function checkLadderCovers(economy: EconomySession, tasks: readonly LedgerTask[]): void {
  const uncovered = [...new Set(tasks.map((task) => task.category))].filter(
    (category) => !economy.ladder.rungs.some((rung) => handles(rung, category)),
  );
  if (uncovered.length > 0) {
    throw new GovernError(
      'CONFIG_INVALID',
      `.governance/config.json: tiers: no rung handles ${uncovered.join(', ')}, so those tasks could never run`,
      {
        hint: `add ${uncovered.join(', ')} to the categories of a rung in "tiers" (or drop that rung's "categories" to take every category)`,
      },
    );
  }
}

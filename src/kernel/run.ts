import { createAgent } from '../agents/index.js';
import { BASE_ENV_ALLOWLIST, GovernError, sanitizeEnv } from '../common/index.js';
import type { TaskCategory, TaskStatus } from '../common/index.js';
import { resolveCategoryGates } from '../config/index.js';
import { createRedactor } from '../gateway/index.js';
import {
  createGateCache,
  dependencyFingerprint,
  GATE_CACHE_FILE,
  releaseResidentCheckers,
} from '../gates/index.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acquireLedgerLock, AuditLog, countStatuses, pathList, taskDir } from '../ledger/index.js';
import type { LedgerTask } from '../ledger/index.js';
import { probeSandbox } from '../sandbox/index.js';
import {
  headCommit,
  listIgnoredPaths,
  openWorktreePool,
  uncommittedChanges,
} from '../workspace/index.js';
import type { WorktreePool } from '../workspace/index.js';
import { runTask } from './attempt.js';
import type { ProgressEvent, TaskOutcome } from './attempt.js';
import { ChildRegistry } from './children.js';
import { Mutex } from './mutex.js';
import { inPlace, inWorktree } from './placement.js';
import type { Placement } from './placement.js';
import { nextToStart, selectTasks, skipBlocked } from './select.js';
import { LedgerWriter } from './ledger-writer.js';
import { openWorkspace, requireLedger } from './open.js';
import { IGNORED_BEFORE_FILE, recoverInterrupted } from './recover.js';
import type { RecoveryReport } from './recover.js';
import { auditGateSandboxMode, planGateSandbox } from './gate-sandbox.js';
import { auditSandboxMode, planSandboxes } from './sandbox.js';
import { createSilencer } from './silence.js';
import type { OpenAttemptSandbox } from './sandbox.js';
import { resolveGateOptions } from './gate-chain.js';
import { commandExists, preflightGates } from './verify.js';
import { loadConstitutionAt } from './constitution.js';
import type { AgentAdapter } from '../agents/index.js';
import { applyLifecycleSkip, decideBeforeAgent, reusePatch } from './decide.js';
import { EconomySession, effectiveLadder, handles } from './economy.js';
import { rememberEpisode } from './episodes.js';
import { requeueDeferred, rerunDecided } from './rerun.js';
import type { RerunReport } from './rerun.js';

export interface RunOptions {
  readonly dir: string;
  readonly agentName?: string;
  readonly taskId?: string;
  readonly maxTasks?: number;
  /** Re-evaluate COMPLETED and SKIPPED tasks: unchanged ones are reused, changed ones run again. */
  readonly rerun?: boolean;
  /** Tasks run at the same time, each in its own worktree (default: config `parallel`). */
  readonly parallel?: number;
  /** The kernel's environment; only allowlisted names reach tools and agents. */
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /**
   * false only for an explicit `--no-sandbox`: agents then run unconfined, and the audit
   * log says so. Default true: every agent process runs in the OS sandbox, or the run stops
   * with SANDBOX_UNAVAILABLE.
   */
  readonly sandbox?: boolean;
  readonly signal?: AbortSignal;
  readonly clock?: () => Date;
  readonly onProgress?: (event: ProgressEvent) => void;
}

export interface RunSummary {
  readonly workspace: string;
  readonly agent: string;
  readonly recovery: RecoveryReport;
  readonly processed: readonly { readonly id: string; readonly outcome: TaskOutcome }[];
  readonly skipped: readonly { readonly id: string; readonly reason: string }[];
  /** Tasks whose earlier decision was reused (identical fingerprint): no agent was called. */
  readonly reused: readonly { readonly id: string; readonly reused: true }[];
  /** `--rerun` only: what was re-evaluated. */
  readonly rerun: RerunReport | null;
  /** Agent calls made by this run. */
  readonly agentCalls: number;
  readonly counts: Readonly<Record<TaskStatus, number>>;
  readonly interrupted: boolean;
  /** True when any task in the ledger is FAILED or QUARANTINED. */
  readonly hasFailures: boolean;
}

/** The governance loop over every ready task (or one, with `taskId`). */
export async function runTasks(options: RunOptions): Promise<RunSummary> {
  const clock = options.clock ?? (() => new Date());
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
  // The gates' sandbox is decided once their tools are known; the probe starts now.
  const gateProbe =
    options.sandbox === false ? undefined : probeSandbox({ hostEnv: options.hostEnv });
  const lock = acquireLedgerLock(workspace, 'govern run');
  let writer: LedgerWriter | undefined;
  let economy: EconomySession | undefined;
  let pool: WorktreePool | undefined;
  const running = new Map<string, Promise<void>>();
  try {
    const audit = AuditLog.open(workspace, clock);
    writer = new LedgerWriter(requireLedger(workspace), workspace, audit, clock);
    const silencer = createSilencer(config.detectors.silence);
    const children = new ChildRegistry(workspace);
    const recovery = await recoverInterrupted(writer, children, workspace);

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

    const liveEconomy = await EconomySession.open({
      workspace,
      config,
      clock,
      agentOverride: options.agentName,
    });
    economy = liveEconomy;
    const pathEnv = options.hostEnv['PATH'] ?? '';
    const adapters = new Map<string, AgentAdapter>();
    for (const rung of liveEconomy.ladder.rungs) {
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
      const plan = sandboxes.get(rung.agent);
      adapters.set(
        rung.agent,
        createAgent(config.agents, rung.agent, workspace, {
          sandboxed: plan !== undefined && plan.mode !== 'disabled',
        }),
      );
    }
    let agentCalls = 0;
    // Called once per admitted attempt, just before the agent runs.
    const agentFor = (name: string): AgentAdapter => {
      agentCalls += 1;
      const adapter = adapters.get(name);
      if (adapter === undefined) {
        throw new Error(`agent ${name} is not on this run's ladder`);
      }
      return adapter;
    };
    liveEconomy.revisitPredictions();
    requeueDeferred(writer, options.taskId);
    const rerun = options.rerun === true ? rerunDecided(writer, liveEconomy, options.taskId) : null;

    const selected = selectTasks(writer.current, options.taskId, rerun !== null).filter(
      (task) => task.status === 'PENDING',
    );
    checkLadderCovers(liveEconomy, selected);
    const categories = new Set<TaskCategory>(selected.map((task) => task.category));
    const tools = preflightGates(workspace, config, categories, pathEnv);
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
      ...(gateProbe === undefined ? {} : { probe: gateProbe }),
    });
    const gateOptions = resolveGateOptions(config);
    for (const command of tools.values()) {
      if (command.note !== undefined) {
        options.onProgress?.({ kind: 'notice', text: command.note });
      }
    }

    const login = options.hostEnv['USER'] ?? options.hostEnv['LOGNAME'] ?? null;
    for (const [name, plan] of sandboxes) {
      auditSandboxMode(audit, plan, name, login);
    }
    auditGateSandboxMode(audit, gateSandbox, login);
    const sandboxFor = (name: string): OpenAttemptSandbox => {
      const plan = sandboxes.get(name);
      if (plan === undefined) {
        throw new Error(`agent ${name} has no sandbox plan (not on this run's ladder)`);
      }
      // The gates' tools are out of the agent's reach too, wherever they resolve to.
      return (worktree, attemptDir) => plan.open(worktree, attemptDir, gateSandbox.pins.paths);
    };
    audit.append('run.started', {
      agent: agentName,
      ladder: liveEconomy.ladder.rungs.map((rung) => `${rung.tier}:${rung.agent}`),
      rerun: options.rerun === true,
      // One word when every agent of the run is isolated the same way, else per agent.
      sandbox:
        new Set([...sandboxes.values()].map((plan) => plan.mode)).size === 1
          ? ([...sandboxes.values()][0]?.mode ?? null)
          : Object.fromEntries([...sandboxes].map(([name, plan]) => [name, plan.mode])),
      gateSandbox: gateSandbox.mode,
      task: options.taskId ?? null,
      maxTasks: options.maxTasks ?? null,
      tools: Object.fromEntries(
        [...tools].map(([gate, command]) => [gate, [command.command, ...command.args].join(' ')]),
      ),
    });

    const processed: { id: string; outcome: TaskOutcome }[] = [];
    const skipped: { id: string; reason: string }[] = [];
    const reused: { id: string; reused: true }[] = (rerun?.reused ?? []).map((id) => ({
      id,
      reused: true,
    }));
    const parallel = options.taskId === undefined ? (options.parallel ?? config.parallel) : 1;
    const landing = new Mutex();
    const worktreeAdmin = new Mutex();
    // Concurrent `git worktree add` and `prune` read each other's half-made administrative
    // files and fail: the pool's are serialized.
    const worktrees = openWorktreePool(workspace, (section) => worktreeAdmin.run(section));
    pool = worktrees;
    const scopes = new Map<string, readonly string[]>();
    let interrupted = false;
    let started = 0;
    const liveWriter = writer;
    // One redactor for the run: the same secret gets the same placeholder in every prompt.
    const redactor = createRedactor();
    // Tool-gate passes by content hash, shared by every task of the run (one process, so one
    // object; saved atomically after each verification).
    const gateCache = {
      cache: createGateCache(join(workspace, GATE_CACHE_FILE)),
      depsHash: dependencyFingerprint(workspace),
    };
    const startTask = (task: LedgerTask): void => {
      started += 1;
      scopes.set(task.id, pathList(task.targetPath));
      const job = (async (): Promise<void> => {
        // The pipeline before any agent: lifecycle, then novelty (reads files, no writes).
        const decision = decideBeforeAgent(liveEconomy, task, workspace);
        if (decision.kind === 'skip') {
          applyLifecycleSkip(liveWriter, liveEconomy, task, decision);
          skipped.push({ id: task.id, reason: decision.reason });
          processed.push({ id: task.id, outcome: 'SKIPPED' });
          return;
        }
        if (decision.kind === 'reuse') {
          const patch = reusePatch(liveEconomy, task, decision);
          if (patch !== null) {
            liveWriter.update(task.id, patch, 'task.reused', {
              fingerprint: decision.assessment.fingerprint,
            });
          }
          reused.push({ id: task.id, reused: true });
          processed.push({ id: task.id, outcome: 'REUSED' });
          return;
        }
        const placement =
          parallel > 1
            ? await inWorktree(workspace, task.id, landing, worktrees)
            : await inPlaceFor(workspace, task.id);
        try {
          const outcome = await runTask(task.id, {
            workspace,
            writer: liveWriter,
            agentFor,
            economy: liveEconomy,
            assessment: decision.assessment,
            gates: resolveCategoryGates(config, task.category),
            gateOptions,
            tools,
            toolEnv,
            gateSandbox,
            hostEnv: options.hostEnv,
            children,
            sandboxFor,
            placement,
            injectionMode: config.injection.mode,
            silencer,
            onSilenced: (records) => {
              if (records.length > 0) {
                audit.append('detector.silenced', {
                  command: 'run',
                  task: task.id,
                  count: records.length,
                  findings: records,
                });
              }
            },
            perFileCapChars: config.gateway.agentFileCapChars,
            llmFileCapChars: config.gateway.llmFileCapChars,
            totalCapChars: config.gateway.totalCapChars,
            references: config.gateway.references,
            redactor,
            gateCache,
            ...(options.signal === undefined ? {} : { signal: options.signal }),
            ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
          });
          processed.push({ id: task.id, outcome });
          rememberEpisode(liveEconomy, liveWriter.task(task.id), outcome, decision.assessment);
          if (outcome === 'INTERRUPTED') {
            interrupted = true;
          }
        } finally {
          await placement.dispose();
        }
      })();
      running.set(
        task.id,
        job.finally(() => {
          running.delete(task.id);
          scopes.delete(task.id);
        }),
      );
    };
    for (;;) {
      skipped.push(...skipBlocked(writer));
      if (options.signal?.aborted === true) {
        interrupted = true;
      }
      while (
        !interrupted &&
        running.size < parallel &&
        (options.maxTasks === undefined || started < options.maxTasks)
      ) {
        const next = nextToStart(writer.current, scopes, options.taskId, started);
        if (next === null) {
          break;
        }
        startTask(next);
      }
      if (running.size === 0) {
        break;
      }
      // A failing job rejects here and ends the run; the others are awaited in finally.
      await Promise.race(running.values());
    }
    skipped.push(...skipBlocked(writer));
    const counts = countStatuses(writer.current);
    audit.append('run.finished', { processed: processed.length, interrupted, counts });
    return {
      workspace,
      agent: agentName,
      recovery,
      processed,
      skipped,
      reused,
      rerun,
      agentCalls,
      counts,
      interrupted,
      hasFailures: counts.FAILED + counts.QUARANTINED > 0,
    };
  } finally {
    await Promise.allSettled(running.values());
    await releaseResidentCheckers(workspace);
    await pool?.close();
    await economy?.close();
    writer?.close();
    lock.release();
  }
}

/** Sequential tasks run in the main tree; the ignored files present now are kept on rollback. */
async function inPlaceFor(workspace: string, taskId: string): Promise<Placement> {
  const dir = taskDir(workspace, taskId);
  mkdirSync(dir, { recursive: true });
  const ignored = await listIgnoredPaths(workspace);
  // Written before the task is marked IN_PROGRESS, so a restart after a crash knows which
  // ignored files the attempt created and may remove.
  writeFileSync(join(dir, IGNORED_BEFORE_FILE), JSON.stringify(ignored));
  return inPlace(workspace, ignored);
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

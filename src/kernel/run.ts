import { createAgent } from '../agents/index.js';
import { BASE_ENV_ALLOWLIST, GovernError, sanitizeEnv } from '../common/index.js';
import type { TaskCategory, TaskStatus } from '../common/index.js';
import { resolveCategoryGates } from '../config/index.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  acquireLedgerLock,
  AuditLog,
  blockingDependency,
  isReady,
  pathList,
  taskDir,
} from '../ledger/index.js';
import type { Ledger, LedgerTask } from '../ledger/index.js';
import { headCommit, listIgnoredPaths, uncommittedChanges } from '../workspace/index.js';
import { runTask } from './attempt.js';
import type { ProgressEvent, TaskOutcome } from './attempt.js';
import { ChildRegistry } from './children.js';
import { Mutex } from './mutex.js';
import { inPlace, inWorktree } from './placement.js';
import type { Placement } from './placement.js';
import { scopesOverlap } from './scope-overlap.js';
import { LedgerWriter } from './ledger-writer.js';
import { openWorkspace, requireLedger } from './open.js';
import { IGNORED_BEFORE_FILE, recoverInterrupted } from './recover.js';
import type { RecoveryReport } from './recover.js';
import { auditSandboxMode, planSandbox } from './sandbox.js';
import { commandExists, preflightGates } from './verify.js';

export interface RunOptions {
  readonly dir: string;
  readonly agentName?: string;
  readonly taskId?: string;
  readonly maxTasks?: number;
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
  const agentName = options.agentName ?? config.defaultAgent;
  const agentSettings = config.agents[agentName];
  // Before the lock and recovery: a machine that cannot sandbox stops the run before any work.
  const sandbox =
    agentSettings === undefined
      ? null
      : await planSandbox({
          config,
          agentName,
          settings: agentSettings,
          hostEnv: options.hostEnv,
          sandbox: options.sandbox ?? true,
          workspace,
        });
  const lock = acquireLedgerLock(workspace, 'govern run');
  let writer: LedgerWriter | undefined;
  const running = new Map<string, Promise<void>>();
  try {
    const audit = AuditLog.open(workspace, clock);
    writer = new LedgerWriter(requireLedger(workspace), workspace, audit, clock);
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

    const agent = createAgent(config.agents, agentName, workspace, {
      sandboxed: sandbox !== null && sandbox.mode !== 'disabled',
    });
    const pathEnv = options.hostEnv['PATH'] ?? '';
    if (
      agentSettings?.type === 'script' &&
      !commandExists(agentSettings.command, workspace, pathEnv)
    ) {
      throw new GovernError(
        'TOOL_MISSING',
        `agent "${agentName}": command ${agentSettings.command} not found`,
        {
          hint: `fix agents.${agentName}.command in .governance/config.json (absolute, workspace-relative or on PATH)`,
        },
      );
    }

    const selected = selectTasks(writer.current, options.taskId);
    const categories = new Set<TaskCategory>(selected.map((task) => task.category));
    const tools = preflightGates(workspace, config, categories, pathEnv);
    const toolEnv = sanitizeEnv(options.hostEnv, BASE_ENV_ALLOWLIST);

    if (sandbox === null) {
      throw new Error('an agent that createAgent accepted has no settings');
    }
    auditSandboxMode(audit, sandbox, agentName);
    audit.append('run.started', {
      agent: agentName,
      sandbox: sandbox.mode,
      task: options.taskId ?? null,
      maxTasks: options.maxTasks ?? null,
      tools: Object.fromEntries(
        [...tools].map(([gate, command]) => [gate, [command.command, ...command.args].join(' ')]),
      ),
    });

    const processed: { id: string; outcome: TaskOutcome }[] = [];
    const skipped: { id: string; reason: string }[] = [];
    const parallel = options.taskId === undefined ? (options.parallel ?? config.parallel) : 1;
    const landing = new Mutex();
    const worktreeAdmin = new Mutex();
    const scopes = new Map<string, readonly string[]>();
    let interrupted = false;
    let started = 0;
    const liveWriter = writer;
    const startTask = (task: LedgerTask): void => {
      started += 1;
      scopes.set(task.id, pathList(task.targetPath));
      const job = (async (): Promise<void> => {
        const placement =
          parallel > 1
            ? await inWorktree(workspace, task.id, landing, worktreeAdmin)
            : await inPlaceFor(workspace, task.id);
        try {
          const outcome = await runTask(task.id, {
            workspace,
            writer: liveWriter,
            agent,
            gates: resolveCategoryGates(config, task.category),
            tools,
            toolEnv,
            hostEnv: options.hostEnv,
            children,
            openSandbox: sandbox.open,
            placement,
            ...(options.signal === undefined ? {} : { signal: options.signal }),
            ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
          });
          processed.push({ id: task.id, outcome });
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
        const next =
          options.taskId === undefined
            ? nextStartable(writer.current, scopes)
            : started === 0
              ? readySelected(writer.current, options.taskId)
              : null;
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
      counts,
      interrupted,
      hasFailures: counts.FAILED + counts.QUARANTINED > 0,
    };
  } finally {
    await Promise.allSettled(running.values());
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

/** The first ready task whose write scope overlaps no running task's scope. */
function nextStartable(
  ledger: Ledger,
  running: ReadonlyMap<string, readonly string[]>,
): LedgerTask | null {
  return (
    ledger.tasks.find(
      (task) =>
        isReady(ledger, task) &&
        !running.has(task.id) &&
        [...running.values()].every((scope) => !scopesOverlap(scope, pathList(task.targetPath))),
    ) ?? null
  );
}

/** The tasks a run may touch, checked up front so `--task` errors come before any work. */
function selectTasks(ledger: Ledger, taskId: string | undefined): Ledger['tasks'] {
  if (taskId === undefined) {
    return ledger.tasks.filter((task) => task.status === 'PENDING');
  }
  const task = ledger.tasks.find((t) => t.id === taskId);
  if (task === undefined) {
    throw new GovernError('TASK_NOT_FOUND', `no task "${taskId}" in the ledger`, {
      hint: 'see `govern status` for the task ids',
    });
  }
  if (task.status !== 'PENDING') {
    throw new GovernError('USAGE', `task ${taskId} is ${task.status}, not PENDING`, {
      hint:
        task.status === 'FAILED' || task.status === 'SKIPPED'
          ? `run \`govern reset ${taskId}\` to queue it again`
          : 'only PENDING tasks run',
    });
  }
  const waiting = task.dependencies.filter(
    (dep) => ledger.tasks.find((t) => t.id === dep)?.status !== 'COMPLETED',
  );
  if (waiting.length > 0) {
    throw new GovernError(
      'USAGE',
      `task ${taskId} depends on ${waiting.join(', ')}, not COMPLETED yet`,
      {
        hint: 'run its dependencies first (govern run without --task runs them in order)',
      },
    );
  }
  return [task];
}

function readySelected(ledger: Ledger, taskId: string): Ledger['tasks'][number] | null {
  const task = ledger.tasks.find((t) => t.id === taskId);
  return task !== undefined && isReady(ledger, task) ? task : null;
}

/** Marks PENDING tasks whose dependency can no longer complete as SKIPPED, saying which. */
function skipBlocked(writer: LedgerWriter): { id: string; reason: string }[] {
  const skipped: { id: string; reason: string }[] = [];
  for (let changed = true; changed;) {
    changed = false;
    for (const task of writer.current.tasks) {
      if (task.status !== 'PENDING') {
        continue;
      }
      const blocker = blockingDependency(writer.current, task);
      if (blocker !== null) {
        const reason = `dependency ${blocker.id} is ${blocker.status}`;
        writer.update(task.id, { status: 'SKIPPED', reason }, 'task.skipped', {
          blockedBy: blocker.id,
        });
        skipped.push({ id: task.id, reason });
        changed = true;
      }
    }
  }
  return skipped;
}

export function countStatuses(ledger: Ledger): Record<TaskStatus, number> {
  const counts: Record<TaskStatus, number> = {
    PENDING: 0,
    IN_PROGRESS: 0,
    AWAITING_APPROVAL: 0,
    COMPLETED: 0,
    SKIPPED: 0,
    DEFERRED: 0,
    FAILED: 0,
    QUARANTINED: 0,
  };
  for (const task of ledger.tasks) {
    counts[task.status] += 1;
  }
  return counts;
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveCategoryGates } from '../../config/index.js';
import { createRedactor } from '../../gateway/index.js';
import type { Redactor } from '../../gateway/index.js';
import { createGateCache, dependencyFingerprint, GATE_CACHE_FILE } from '../../gates/index.js';
import { countStatuses, pathList, taskDir } from '../../ledger/index.js';
import type { LedgerTask } from '../../ledger/index.js';
import { treeMaskMatcher } from '../../sandbox/index.js';
import { listIgnoredPaths } from '../../workspace/index.js';
import type { WorktreePool } from '../../workspace/index.js';
import { runTask } from './attempt.js';
import type { TaskOutcome, TaskRunContext } from './attempt.js';
import { applyLifecycleSkip, decideBeforeAgent, reusePatch } from './decide.js';
import type { TaskAssessment } from './economy.js';
import { rememberEpisode } from './episodes.js';
import { Mutex, toolGateSlots } from './mutex.js';
import type { Semaphore } from './mutex.js';
import { auditTaskSilenced } from './silence.js';
import { openLandingLine } from './landing-line.js';
import type { LandingLine } from './landing-line.js';
import { inPlace, inWorktree } from './placement.js';
import type { Placement } from './placement.js';
import { IGNORED_BEFORE_FILE } from './recover.js';
import type { OpenRun } from './run-open.js';
import type { RunOptions, RunSummary } from './run.js';
import { nextToStart, skipBlocked } from './select.js';
import { typeCheckPrimer } from './type-check-primer.js';

/** What the scheduler shares between its tasks, and what the summary reports. */
interface Schedule {
  readonly run: OpenRun;
  readonly options: RunOptions;
  readonly parallel: number;
  readonly landing: Mutex;
  /** The changes judged and not landed yet: the next change is judged on top of them. */
  readonly line: LandingLine;
  /** First-pass tool gates at most one per core when more tasks than cores run. */
  readonly gateSlots: Semaphore | undefined;
  readonly pool: WorktreePool;
  /** The target paths of the running tasks: overlapping tasks do not run together. */
  readonly scopes: Map<string, readonly string[]>;
  /** One redactor for the run: the same secret gets the same placeholder in every prompt. */
  readonly redactor: Redactor;
  readonly hiddenFromAgent: (relPath: string) => boolean;
  readonly gateCache: NonNullable<TaskRunContext['gateCache']>;
  readonly processed: { id: string; outcome: TaskOutcome }[];
  readonly skipped: { id: string; reason: string }[];
  readonly reused: { id: string; reused: true }[];
  interrupted: boolean;
  started: number;
}

/**
 * Schedules the ready tasks of an open run, up to `parallel` at once, until none is left,
 * `maxTasks` have started or the run is stopping; then audits `run.finished`. The jobs
 * still running are in `running`, which runTasks awaits whatever happens.
 */
export async function scheduleTasks(
  run: OpenRun,
  options: RunOptions,
  running: Map<string, Promise<void>>,
  pool: WorktreePool,
): Promise<RunSummary> {
  const { workspace, config, writer } = run;
  const parallel = options.taskId === undefined ? (options.parallel ?? config.parallel) : 1;
  const schedule: Schedule = {
    run,
    options,
    parallel,
    landing: new Mutex(),
    line: openLandingLine({ speculate: config.landingLine }),
    gateSlots: toolGateSlots(parallel, config.parallelGates),
    pool,
    scopes: new Map(),
    redactor: createRedactor(),
    hiddenFromAgent: treeMaskMatcher(run.config.policy),
    // Tool-gate passes by content hash, shared by every task of the run (one process, so one
    // object; saved atomically after each verification).
    gateCache: {
      cache: createGateCache(join(workspace, GATE_CACHE_FILE)),
      depsHash: dependencyFingerprint(workspace),
    },
    processed: [],
    skipped: [],
    reused: (run.rerun?.reused ?? []).map((id) => ({ id, reused: true })),
    interrupted: false,
    started: 0,
  };
  for (;;) {
    schedule.skipped.push(...skipBlocked(writer));
    if (options.signal?.aborted === true) {
      schedule.interrupted = true;
    }
    while (
      !schedule.interrupted &&
      running.size < schedule.parallel &&
      (options.maxTasks === undefined || schedule.started < options.maxTasks)
    ) {
      const next = nextToStart(writer.current, schedule.scopes, options.taskId, schedule.started);
      if (next === null) {
        break;
      }
      startTask(schedule, next, running);
    }
    if (running.size === 0) {
      break;
    }
    // A failing job rejects here and ends the run; the others are awaited in finally.
    await Promise.race(running.values());
  }
  return finishRun(schedule);
}

function startTask(
  schedule: Schedule,
  task: LedgerTask,
  running: Map<string, Promise<void>>,
): void {
  schedule.started += 1;
  schedule.scopes.set(task.id, pathList(task.targetPath));
  running.set(
    task.id,
    runOneTask(schedule, task).finally(() => {
      running.delete(task.id);
      schedule.scopes.delete(task.id);
    }),
  );
}

/** The pipeline before any agent (lifecycle, then novelty), then the task's attempts. */
async function runOneTask(schedule: Schedule, task: LedgerTask): Promise<void> {
  const { run, processed } = schedule;
  const { workspace, writer, economy } = run;
  // Reads files, no writes.
  const decision = decideBeforeAgent(economy, task, workspace);
  if (decision.kind === 'skip') {
    applyLifecycleSkip(writer, economy, task, decision);
    schedule.skipped.push({ id: task.id, reason: decision.reason });
    processed.push({ id: task.id, outcome: 'SKIPPED' });
    return;
  }
  if (decision.kind === 'reuse') {
    const patch = reusePatch(economy, task, decision);
    if (patch !== null) {
      writer.update(task.id, patch, 'task.reused', {
        fingerprint: decision.assessment.fingerprint,
      });
    }
    schedule.reused.push({ id: task.id, reused: true });
    processed.push({ id: task.id, outcome: 'REUSED' });
    return;
  }
  const placement =
    schedule.parallel > 1
      ? await inWorktree(workspace, task.id, schedule)
      : await inPlaceFor(workspace, task.id);
  try {
    const outcome = await runTask(
      task.id,
      taskRunContext(schedule, task, decision.assessment, placement),
    );
    processed.push({ id: task.id, outcome });
    rememberEpisode(economy, writer.task(task.id), outcome, decision.assessment);
    if (outcome === 'INTERRUPTED') {
      schedule.interrupted = true;
    }
  } finally {
    await placement.dispose();
  }
}

function taskRunContext(
  schedule: Schedule,
  task: LedgerTask,
  assessment: TaskAssessment,
  placement: Placement,
): TaskRunContext {
  const { run, options } = schedule;
  const { config } = run;
  const gates = resolveCategoryGates(config, task.category);
  const primeTypeCheck = typeCheckPrimer(gates, run.tools, run.sandboxes, options.signal);
  return {
    workspace: run.workspace,
    writer: run.writer,
    agentFor: run.agents.agentFor,
    economy: run.economy,
    assessment,
    gates,
    gateOptions: run.gateOptions,
    tools: run.tools,
    ...(primeTypeCheck === undefined ? {} : { primeTypeCheck }),
    hiddenFromAgent: schedule.hiddenFromAgent,
    toolEnv: run.toolEnv,
    gateSandbox: run.gateSandbox,
    ...(schedule.gateSlots === undefined ? {} : { gateSlots: schedule.gateSlots }),
    hostEnv: options.hostEnv,
    children: run.children,
    sandboxFor: run.sandboxFor,
    placement,
    injectionMode: config.injection.mode,
    silencer: run.silencer,
    onSilenced: (records) => {
      auditTaskSilenced(run.audit, 'run', task.id, records);
    },
    perFileCapChars: config.gateway.agentFileCapChars,
    llmFileCapChars: config.gateway.llmFileCapChars,
    totalCapChars: config.gateway.totalCapChars,
    references: config.gateway.references,
    redactor: schedule.redactor,
    gateCache: schedule.gateCache,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  };
}

function finishRun(schedule: Schedule): RunSummary {
  const { run, processed, interrupted } = schedule;
  schedule.skipped.push(...skipBlocked(run.writer));
  const counts = countStatuses(run.writer.current);
  run.audit.append('run.finished', { processed: processed.length, interrupted, counts });
  return {
    workspace: run.workspace,
    agent: run.agentName,
    recovery: run.recovery,
    processed,
    skipped: schedule.skipped,
    reused: schedule.reused,
    rerun: run.rerun,
    agentCalls: run.agents.calls(),
    counts,
    interrupted,
    hasFailures: counts.FAILED + counts.QUARANTINED > 0,
  };
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

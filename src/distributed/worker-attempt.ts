import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { describeError } from '../common/index.js';
import { GOVERNANCE_DIR, resolveCategoryGates } from '../config/index.js';
import { loadDistributedParts } from '../kernel/index.js';
import type {
  Mutex,
  Placement,
  ProgressEvent,
  Semaphore,
  TaskAssessment,
  TaskOutcome,
} from '../kernel/index.js';
import type { AuditLog } from '../ledger/index.js';
import type { WorktreePool } from '../workspace/index.js';
import { readAttemptRecords, taskDir, writeAttemptRecord } from '../ledger/index.js';
import { CapturingWriter } from './capture.js';
import { JOB_VERSION } from './job.js';
import type { AttemptJob, AttemptResult } from './job.js';
import { OneAttemptDone, onRemote } from './remote-placement.js';
import { fetchBranch, findLanding, pushBranch, remoteGitEnv } from './remote.js';
import type { CategoryGates, WorkerSession } from './worker-session.js';

const parts = await loadDistributedParts();

/** What every attempt of one worker shares: its clone, identity, audit log and locks. */
export interface AttemptContext {
  readonly clone: string;
  readonly worker: { readonly id: string; readonly host: string };
  readonly audit: AuditLog;
  readonly clock: () => Date;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly signal: AbortSignal;
  readonly log: (line: string) => void;
  /** Serializes landings (rebase and push) of this worker's attempts. */
  readonly landing: Mutex;
  /** Serializes the clone's fetches (see RemoteLanding.fetches). */
  readonly fetches: Mutex;
  /** Pushes this worker landed, counted under `landing` (see RemoteLanding.pushes). */
  readonly pushes: { count: number };
  /** GOVERN_QUEUE_KEY: jobs must be signed with it, results are (signing.ts). */
  readonly queueKey: Buffer | null;
  /** First-pass tool gates at most one per core when the concurrency exceeds the cores. */
  readonly gateSlots: Semaphore | undefined;
  /**
   * The clone's worktrees, reused from one job to the next (a switch rewrites only what
   * differs, a fresh worktree checks out every file); administration is serialized.
   */
  readonly pool: WorktreePool;
  /** Worktree removals still going, which shutdown waits for. */
  readonly disposals: Set<Promise<void>>;
}

/** One job's attempt: the job, its session and gates, and when it was taken. */
export interface JobAttempt {
  readonly job: Job;
  readonly data: AttemptJob;
  readonly session: WorkerSession;
  readonly gates: CategoryGates;
  readonly picked: number;
}

/** Where the attempt's agent started and when it pushed (null: it did not get there). */
interface AttemptTimes {
  agentStart: number | null;
  pushed: number | null;
}

/** The attempt placed at the remote's tip, with the Task-Id search of the history up to it. */
interface Placed {
  readonly placement: Placement;
  readonly writer: CapturingWriter;
  readonly scratch: string;
  readonly env: Readonly<Record<string, string>>;
  /** The commit that already carries the task's Task-Id, or null. */
  readonly earlier: string | null;
}

/**
 * Runs one attempt as a local parallel run does, in its own worktree, and lands it by push;
 * returns the ledger changes, attempt records and commit for the coordinator to apply.
 */
export async function runAttempt(
  context: AttemptContext,
  attempt: JobAttempt,
): Promise<AttemptResult> {
  const { job, data, picked } = attempt;
  const times: AttemptTimes = { agentStart: null, pushed: null };
  const { placement, writer, scratch, env, earlier } = await placeAttempt(context, attempt, times);
  // Exactly once: a re-delivered job whose task already landed is not run again.
  if (earlier !== null) {
    disposeLater(context, job, placement, scratch);
    context.log(`job ${String(job.id)}: ${data.taskId} already landed as ${earlier.slice(0, 12)}`);
    return {
      version: JOB_VERSION,
      kind: 'landed-before',
      worker: context.worker,
      commit: earlier,
    };
  }
  mkdirSync(taskDir(context.clone, data.taskId), { recursive: true });
  for (const record of data.records) {
    writeAttemptRecord(context.clone, record);
  }
  const knownAttempts = Math.max(0, ...data.records.map((record) => record.attempt));
  let outcome: TaskOutcome | 'RETRY';
  try {
    outcome = await runTaskHere(context, attempt, writer, placement);
  } finally {
    disposeLater(context, job, placement, scratch);
  }
  const task = writer.task(data.taskId);
  const records = readAttemptRecords(context.clone, data.taskId).records.filter(
    (record) => record.attempt > knownAttempts,
  );
  const heldBranch = outcome === 'AWAITING_APPROVAL' ? (task.decision?.branch ?? null) : null;
  if (heldBranch !== null) {
    await pushBranch(context.clone, heldBranch, env);
  }
  context.log(`job ${String(job.id)}: ${data.taskId} ${outcome}`);
  return {
    version: JOB_VERSION,
    kind: 'ran',
    worker: context.worker,
    outcome,
    changes: writer.changes,
    records,
    commit: outcome === 'COMPLETED' ? task.commit : null,
    heldBranch,
    timings: { picked, ...times, finished: Date.now() },
  };
}

/**
 * Fetches the target branch and makes the attempt's worktree at its tip while the history up
 * to it is searched for the task's Task-Id: both read the same fetched commit, so the check
 * is the one it was. Nothing is left behind when either fails.
 */
async function placeAttempt(
  context: AttemptContext,
  { job, data }: JobAttempt,
  times: AttemptTimes,
): Promise<Placed> {
  const { clone, audit, clock } = context;
  const env = remoteGitEnv(context.hostEnv);
  // Read before the fetch: a push landing during it is counted, and costs at most a fetch.
  const pushesAtStart = context.pushes.count;
  const tip = await context.fetches.run(() => fetchBranch(clone, data.branch, env));
  const scratch = join(clone, GOVERNANCE_DIR, 'queue-jobs', String(job.id));
  mkdirSync(join(scratch, GOVERNANCE_DIR), { recursive: true });
  const writer = new CapturingWriter({
    task: data.task,
    projectName: data.projectName,
    scratchDir: scratch,
    audit,
    clock,
    onChange: (event) => {
      if (event === 'attempt.started') {
        times.agentStart = Date.now();
      }
    },
  });
  const [landing, placed] = await Promise.allSettled([
    findLanding(clone, data.base, tip, data.taskId),
    placeOnRemote(context, data, { tip, pushesAtStart, env, writer }, (at) => {
      times.pushed = at;
    }),
  ]);
  if (placed.status === 'rejected') {
    rmSync(scratch, { recursive: true, force: true });
    throw placed.reason;
  }
  if (landing.status === 'rejected') {
    disposeLater(context, job, placed.value, scratch);
    throw landing.reason;
  }
  return { placement: placed.value, writer, scratch, env, earlier: landing.value };
}

/**
 * The attempt's worktree in the clone, started at the remote's tip; it lands by a
 * fast-forward push to the remote, rebasing when another worker landed first.
 */
function placeOnRemote(
  context: AttemptContext,
  data: AttemptJob,
  from: {
    tip: string;
    pushesAtStart: number;
    env: ReturnType<typeof remoteGitEnv>;
    writer: CapturingWriter;
  },
  onPushed: (at: number) => void,
): Promise<Placement> {
  return onRemote({
    clone: context.clone,
    taskId: data.taskId,
    branch: data.branch,
    since: data.base,
    start: from.tip,
    env: from.env,
    landing: context.landing,
    fetches: context.fetches,
    pushes: context.pushes,
    pushesAtStart: from.pushesAtStart,
    pool: context.pool,
    onRebase: (rebase) => {
      from.writer.audit.append('landing.rebased', {
        task: data.taskId,
        worker: context.worker.id,
        ...rebase,
      });
    },
    onPushed,
  });
}

/** The kernel's attempt on this worker; one that failed its gates with retries left is RETRY. */
async function runTaskHere(
  context: AttemptContext,
  attempt: JobAttempt,
  writer: CapturingWriter,
  placement: Placement,
): Promise<TaskOutcome | 'RETRY'> {
  const { data, session, gates } = attempt;
  const gateNames = resolveCategoryGates(session.config, data.task.category);
  const primeTypeCheck = parts.typeCheckPrimer(
    gateNames,
    gates.tools,
    session.sandboxModes,
    context.signal,
  );
  try {
    return await parts.runTask(data.taskId, {
      workspace: context.clone,
      writer,
      agentFor: (name) => session.agentFor(name),
      economy: session.economy,
      assessment: data.assessment as TaskAssessment,
      gates: gateNames,
      gateOptions: session.gateOptions,
      tools: gates.tools,
      ...(primeTypeCheck === undefined ? {} : { primeTypeCheck }),
      hiddenFromAgent: session.hiddenFromAgent,
      toolEnv: session.toolEnv,
      gateSandbox: gates.gateSandbox,
      ...(context.gateSlots === undefined ? {} : { gateSlots: context.gateSlots }),
      hostEnv: context.hostEnv,
      children: session.children,
      sandboxFor: (name) => session.sandboxFor(name, gates.gateSandbox.pins.paths),
      placement,
      injectionMode: session.config.injection.mode,
      silencer: session.silencer,
      onSilenced: (records) => {
        parts.auditTaskSilenced(writer.audit, 'worker', data.taskId, records);
      },
      perFileCapChars: session.config.gateway.agentFileCapChars,
      llmFileCapChars: session.config.gateway.llmFileCapChars,
      totalCapChars: session.config.gateway.totalCapChars,
      redactor: session.redactor,
      gateCache: session.gateCache,
      signal: context.signal,
      onProgress: (event: ProgressEvent) => {
        context.log(describeProgress(event));
      },
    });
  } catch (error) {
    if (!(error instanceof OneAttemptDone)) {
      throw error;
    }
    return 'RETRY';
  }
}

/**
 * Removing the worktree is off the result's path: the next worktree add waits for it (same
 * mutex), and shutdown waits for every one still going.
 */
function disposeLater(
  context: AttemptContext,
  job: Job,
  placement: Placement,
  scratch: string,
): void {
  const disposal = placement
    .dispose()
    .catch((error: unknown) => {
      context.log(`job ${String(job.id)}: could not remove its worktree: ${describeError(error)}`);
    })
    .finally(() => {
      rmSync(scratch, { recursive: true, force: true });
      context.disposals.delete(disposal);
    });
  context.disposals.add(disposal);
}

function describeProgress(event: ProgressEvent): string {
  switch (event.kind) {
    case 'attempt':
      return `  ${event.task}: attempt ${event.attempt}/${event.maxAttempts}`;
    case 'verdict':
      return `  ${event.task}: ${event.step} ${event.passed ? 'passed' : 'FAILED'} ${event.summary}`;
    case 'task':
      return `  ${event.task}: ${event.status} ${event.detail}`;
    case 'notice':
      return `  ${event.text}`;
  }
}

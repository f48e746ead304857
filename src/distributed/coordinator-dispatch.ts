import type { AgentAdapter } from '../agents/index.js';
import type { TierNumber } from '../common/index.js';
import { loadDistributedParts } from '../kernel/index.js';
import type { DecidingContext, TaskAssessment, TaskOutcome } from '../kernel/index.js';
import { pathList, readAttemptRecords } from '../ledger/index.js';
import type { LedgerTask } from '../ledger/index.js';
import { headCommit } from '../workspace/index.js';
import { attemptJobId, JOB_VERSION, jobPurpose } from './job.js';
import { withSignature } from './signing.js';
import type { AttemptJob } from './job.js';
import type { OpenRun } from './coordinator-open.js';

const parts = await loadDistributedParts();

/** An attempt enqueued and not yet applied. */
export interface InFlight {
  readonly job: AttemptJob;
  readonly jobId: string;
  /** Null when the job was already in the queue (a restarted coordinator re-attached). */
  readonly reservationId: string | null;
  readonly estimateUsd: number;
  readonly tier: TierNumber | null;
  holder: { readonly worker: string; readonly host: string } | null;
}

/** What the run did so far, for the summary, and what is in flight. */
export interface Tally {
  readonly processed: { id: string; outcome: TaskOutcome }[];
  readonly skipped: { id: string; reason: string }[];
  readonly reused: { id: string; reused: true }[];
  readonly inFlight: Map<string, InFlight>;
  readonly scopes: Map<string, readonly string[]>;
  readonly assessments: Map<string, TaskAssessment>;
  started: number;
  agentCalls: number;
}

type Decision = ReturnType<typeof parts.decideBeforeAgent>;

/** The budget a job holds; none when it was already queued (a restarted coordinator). */
interface Admission {
  readonly reservationId: string | null;
  readonly estimateUsd: number;
  readonly tier: TierNumber | null;
}

const NOT_ADMITTED: Admission = { reservationId: null, estimateUsd: 0, tier: null };

/**
 * Starts the next attempt of a task: decides and admits it as a local run does, then
 * enqueues its job, or re-attaches to the job already queued under the same id.
 * `retry`: the next attempt of a task whose attempt failed its gates (decided already).
 * `headNow`: the coordinator's HEAD, which a burst of dispatches may read once (it moves only
 * when a result is applied, never while jobs are being enqueued).
 */
export async function dispatch(
  run: OpenRun,
  tally: Tally,
  task: LedgerTask,
  retry = false,
  headNow: () => Promise<string | null> = () => headCommit(run.workspace),
): Promise<void> {
  const attempt = task.attempts + 1;
  const jobId = attemptJobId(task.id, attempt);
  const existing = (await run.queue.getJob(jobId)) ?? null;
  const away = run.landedAway.get(task.id);
  if (existing === null && away !== undefined) {
    landedBefore(run, tally, task.id, away, { remote: true });
    return;
  }
  // As in a local run, the pipeline before the agent decides once per task, not per attempt.
  const known = retry ? tally.assessments.get(task.id) : undefined;
  const decision: Decision =
    known === undefined
      ? parts.decideBeforeAgent(run.economy, task, run.workspace)
      : { kind: 'decide', assessment: known };
  let admission = NOT_ADMITTED;
  if (existing === null) {
    const admitted = admitOrEnd(run, tally, task, decision);
    if (admitted === null) {
      return;
    }
    admission = admitted;
  }
  tally.assessments.set(task.id, decision.assessment);
  const job: AttemptJob = {
    version: JOB_VERSION,
    taskId: task.id,
    attempt,
    task,
    records: [...readAttemptRecords(run.workspace, task.id).records],
    assessment: { ...decision.assessment, modules: [...decision.assessment.modules] },
    config: run.snapshot,
    configHash: run.configHash,
    projectName: run.writer.current.projectName,
    branch: run.branch,
    base: (await headNow()) ?? run.tip,
    agentOverride: run.options.agentName ?? null,
    sandbox: run.options.sandbox ?? true,
    enqueuedAt: Date.now(),
  };
  if (existing === null) {
    await run.queue.add('attempt', signedJob(run, jobId, job), {
      jobId,
      // A worker's crash or a refused push is retried by BullMQ; the job id stays the same.
      attempts: 3,
      backoff: { type: 'fixed', delay: 1_000 },
      removeOnComplete: { age: 7 * 86_400 },
      removeOnFail: { age: 7 * 86_400 },
    });
  }
  if (!retry) {
    tally.started += 1;
  }
  tally.scopes.set(task.id, pathList(task.targetPath));
  tally.inFlight.set(task.id, { job, jobId, ...admission, holder: null });
  run.options.onProgress?.({
    kind: 'notice',
    text: `${task.id}: ${existing === null ? 'enqueued' : 'already queued'} as job ${jobId}`,
  });
}

/** The job's data as it goes to Redis: signed when the coordinator holds a queue key. */
export function signedJob(run: OpenRun, jobId: string, job: AttemptJob): AttemptJob {
  return withSignature(run.queueKey, jobPurpose(jobId), job);
}

/**
 * Ends the task here when the decision skips or reuses it or admission defers it or finds
 * the ladder exhausted; otherwise returns the admission (the budget reserved for the job).
 */
function admitOrEnd(
  run: OpenRun,
  tally: Tally,
  task: LedgerTask,
  decision: Decision,
): Admission | null {
  const { writer, economy, workspace } = run;
  if (decision.kind === 'skip') {
    parts.applyLifecycleSkip(writer, economy, task, decision);
    tally.skipped.push({ id: task.id, reason: decision.reason });
    tally.processed.push({ id: task.id, outcome: 'SKIPPED' });
    return null;
  }
  if (decision.kind === 'reuse') {
    const patch = parts.reusePatch(economy, task, decision);
    if (patch !== null) {
      writer.update(task.id, patch, 'task.reused', {
        fingerprint: decision.assessment.fingerprint,
      });
    }
    tally.reused.push({ id: task.id, reused: true });
    tally.processed.push({ id: task.id, outcome: 'REUSED' });
    return null;
  }
  const failedTiers = parts.failedTiersOf(economy, workspace, task);
  const admitted = parts.admitAttempt(economy, task, failedTiers, (name) =>
    describeAgent(run, name),
  );
  const retryAttempt = task.retryCount + 1;
  if (admitted.kind === 'defer') {
    finish(
      run,
      tally,
      task,
      parts.endDeferred(deciding(run, decision.assessment), task.id, {
        attempt: retryAttempt,
        admission: admitted,
        costUsd: 0,
      }),
    );
    return null;
  }
  if (admitted.kind === 'exhausted') {
    finish(
      run,
      tally,
      task,
      parts.endExhausted(deciding(run, decision.assessment), task.id, {
        attempt: retryAttempt,
        reason: admitted.reason,
        securityFired: securityFiredBefore(workspace, task),
        costUsd: 0,
      }),
    );
    return null;
  }
  return {
    reservationId: admitted.reservationId,
    estimateUsd: admitted.estimateUsd,
    tier: admitted.rung.tier,
  };
}

/** A task ended here: counted, and remembered as an episode when it was assessed. */
export function finish(run: OpenRun, tally: Tally, task: LedgerTask, outcome: TaskOutcome): void {
  tally.processed.push({ id: task.id, outcome });
  const assessment = tally.assessments.get(task.id);
  if (assessment !== undefined) {
    parts.rememberEpisode(run.economy, run.writer.task(task.id), outcome, assessment);
  }
}

/** The task's commit is on the remote already (found by its Task-Id trailer). */
export function landedBefore(
  run: OpenRun,
  tally: Tally,
  taskId: string,
  commit: string,
  via: Record<string, unknown>,
): void {
  run.writer.update(
    taskId,
    {
      status: 'COMPLETED',
      commit,
      lastFailingGate: null,
      reason: `landed on the remote as ${commit.slice(0, 12)} (found by its Task-Id trailer)`,
    },
    'task.completed',
    { commit, reconciled: true, ...via },
  );
  tally.processed.push({ id: taskId, outcome: 'COMPLETED' });
}

// The coordinator runs no agent: admission only needs each rung's name and type.
function describeAgent(run: OpenRun, name: string): AgentAdapter {
  return {
    name,
    type: run.config.agents[name]?.type ?? 'unknown',
    run: () => Promise.reject(new Error('the coordinator runs no agent')),
  };
}

function deciding(run: OpenRun, assessment: TaskAssessment): DecidingContext {
  const { onProgress } = run.options;
  return {
    writer: run.writer,
    economy: run.economy,
    assessment,
    ...(onProgress === undefined ? {} : { onProgress }),
  };
}

/** Whether a security gate failed in an attempt since the task was last queued. */
function securityFiredBefore(workspace: string, task: LedgerTask): boolean {
  return readAttemptRecords(workspace, task.id).records.some(
    (record) =>
      record.attempt <= task.retryCount &&
      record.verdicts.some(
        (verdict) =>
          !verdict.passed && (parts.SECURITY_GATES as readonly string[]).includes(verdict.gate),
      ),
  );
}

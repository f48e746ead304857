import type { Job } from 'bullmq';
import { QUEUE_KEY_ENV } from '../common/index.js';
import type { TierNumber } from '../common/index.js';
import { loadDistributedParts } from '../kernel/index.js';
import type { EconomySession } from '../kernel/index.js';
import { writeAttemptRecord } from '../ledger/index.js';
import type { LedgerTask } from '../ledger/index.js';
import { fastForward, headCommit } from '../workspace/index.js';
import { attemptResultSchema, JOB_VERSION, resultOverreach, resultPurpose } from './job.js';
import { isVouchedFor } from './signing.js';
import type { AttemptResult } from './job.js';
import { dispatch, finish, landedBefore } from './coordinator-dispatch.js';
import type { InFlight, Tally } from './coordinator-dispatch.js';
import type { OpenRun } from './coordinator-open.js';
import { carriesLanding, findLanding } from './remote.js';

const parts = await loadDistributedParts();

/**
 * Applies a finished job: the same ledger changes and audit events a local attempt writes,
 * the attempt record and the spend; then the next attempt of a RETRY. The caller follows the
 * remote afterwards (followRemote), where the worker landed the commit.
 */
export async function applyFinished(
  run: OpenRun,
  tally: Tally,
  flight: InFlight,
  finished: Job,
  state: 'completed' | 'failed',
  /** The remote's tip, fetched after the job finished: a landing it claims must be there. */
  tip: string,
): Promise<void> {
  const { writer, economy } = run;
  const taskId = flight.job.taskId;
  tally.inFlight.delete(taskId);
  tally.scopes.delete(taskId);
  const task = writer.task(taskId);
  if (state === 'failed') {
    failJob(
      run,
      tally,
      flight,
      `job ${flight.jobId} failed on the workers: ${finished.failedReason}`,
    );
    return;
  }
  const checked = await checkResult(run, flight, finished.returnvalue, tip);
  if (typeof checked === 'string') {
    // Nothing of it is applied: the task fails, and the refusal is on record.
    await refuseResult(run, tally, flight, tip, checked);
    return;
  }
  const result = checked;
  if (result.kind === 'landed-before') {
    if (flight.reservationId !== null) {
      economy.budget.release(flight.reservationId);
    }
    landedBefore(run, tally, taskId, result.commit, {
      job: flight.jobId,
      worker: result.worker.id,
    });
  } else {
    applyRan(run, tally, flight, result);
    if (result.outcome === 'RETRY') {
      // The attempt failed its gates with retries left: the next attempt is decided here.
      await dispatch(run, tally, writer.task(taskId), true);
    } else {
      finish(run, tally, task, result.outcome);
      // The worker's progress lines stayed on the worker: say here how the task ended.
      const now = writer.task(taskId);
      run.options.onProgress?.({
        kind: 'task',
        task: taskId,
        status: now.status,
        detail:
          now.commit === null
            ? (now.reason ?? '')
            : `commit ${now.commit.slice(0, 12)} by ${result.worker.id}`,
      });
    }
  }
}

/**
 * The result a finished job returned, or why it is not applied: unsigned (with a queue key),
 * not a result, reaching beyond its job, or claiming a landing the remote does not hold.
 */
async function checkResult(
  run: OpenRun,
  flight: InFlight,
  value: unknown,
  tip: string,
): Promise<AttemptResult | string> {
  if (!isVouchedFor(run.queueKey, resultPurpose(flight.jobId), value)) {
    return `it is not signed with ${QUEUE_KEY_ENV} (a worker without the coordinator's key, or not a govern worker)`;
  }
  const parsed = attemptResultSchema.safeParse(value);
  if (!parsed.success) {
    return `it is not a govern ${JOB_VERSION} attempt result`;
  }
  return (
    resultOverreach(parsed.data, flight.job) ??
    (await unlanded(run, parsed.data, flight.job.taskId, tip)) ??
    parsed.data
  );
}

/**
 * A result not applied (`why`): the refusal is audited and the task fails. The remote is the
 * landing authority, so a commit of the task may be there all the same (a worker of another
 * version or without the key pushed it): the ledger says so.
 */
async function refuseResult(
  run: OpenRun,
  tally: Tally,
  flight: InFlight,
  tip: string,
  why: string,
): Promise<void> {
  const taskId = flight.job.taskId;
  const remoteCommit = await findLanding(run.workspace, flight.job.base, tip, taskId).catch(
    () => null,
  );
  run.audit.append('attempt.result-refused', {
    task: taskId,
    job: flight.jobId,
    worker: flight.holder?.worker ?? null,
    reason: why,
    remoteCommit,
  });
  const landedNote =
    remoteCommit === null
      ? ''
      : `; the remote's ${run.branch} holds ${remoteCommit.slice(0, 12)} with Task-Id: ${taskId}, which no trusted result vouches for: review it, and revert it if it should not be there`;
  failJob(
    run,
    tally,
    flight,
    `QUEUE_RESULT_REFUSED: the result of job ${flight.jobId} was not applied: ${why}${landedNote} (run the same govern version on every machine; if they match, someone else writes to the queue: see README, Security of the Redis URL)`,
  );
}

/** The task of a job that ended without a result to apply: FAILED, its reservation released. */
function failJob(run: OpenRun, tally: Tally, flight: InFlight, reason: string): void {
  const taskId = flight.job.taskId;
  if (flight.reservationId !== null) {
    run.economy.budget.release(flight.reservationId);
  }
  run.writer.update(taskId, { status: 'FAILED', reason }, 'task.failed', {
    job: flight.jobId,
    attempt: flight.job.attempt,
    worker: flight.holder?.worker ?? null,
  });
  run.options.onProgress?.({ kind: 'task', task: taskId, status: 'FAILED', detail: reason });
  tally.processed.push({ id: taskId, outcome: 'FAILED' });
}

/**
 * Why the landing a result claims is not on the remote, or null: the ledger records a task
 * COMPLETED with a commit only when that commit is in the remote's history and carries the
 * task's `Task-Id` (a worker reports after its push was accepted, so it is there by now).
 */
async function unlanded(
  run: OpenRun,
  result: AttemptResult,
  taskId: string,
  tip: string,
): Promise<string | null> {
  const commit =
    result.kind === 'landed-before'
      ? result.commit
      : result.outcome === 'COMPLETED'
        ? result.commit
        : null;
  if (commit === null || (await carriesLanding(run.workspace, commit, tip, taskId))) {
    return null;
  }
  return `its commit ${commit.slice(0, 12)} is not on the remote's ${run.branch} with Task-Id: ${taskId}`;
}

/**
 * Fast-forwards the coordinator's branch to the remote's tip (fetched for the batch of results
 * just applied), where the workers landed their commits.
 */
export async function followRemote(run: OpenRun, remoteTip: string): Promise<void> {
  const { workspace } = run;
  if (remoteTip !== (await headCommit(workspace))) {
    await fastForward(workspace, remoteTip);
  }
}

/** Writes what a worker's attempt changed: records, ledger changes, audit events, spend. */
function applyRan(
  run: OpenRun,
  tally: Tally,
  flight: InFlight,
  result: Extract<AttemptResult, { kind: 'ran' }>,
): void {
  const { writer, economy, audit } = run;
  const taskId = flight.job.taskId;
  for (const record of result.records) {
    writeAttemptRecord(run.workspace, record);
    // What passed but must not pass unseen (injection in shadow mode, allowed test changes,
    // security notes) is a WARNING line of the run here too, as in a local run.
    for (const verdict of record.verdicts) {
      const warning = parts.passedWithWarning(verdict);
      if (warning !== null) {
        run.options.onProgress?.({
          kind: 'verdict',
          task: taskId,
          step: verdict.gate,
          passed: true,
          summary: '',
          warning,
        });
      }
    }
  }
  for (const change of result.changes) {
    if (change.kind === 'update') {
      // Parsed JSON has no undefined fields, which is all the optional-property mismatch is about.
      writer.update(change.task, change.patch as Partial<LedgerTask>, change.event, change.data);
    } else {
      audit.append(change.type, change.data);
    }
  }
  const agent = result.records.at(-1)?.agent ?? null;
  if (agent !== null) {
    tally.agentCalls += 1;
    economy.budget.record({
      taskId,
      tier: flight.tier ?? tierOf(economy, agent.name),
      agent: agent.name,
      costUsd: agent.costUsd,
      tokens: agent.tokens,
      model: agent.model,
      estimateUsd: flight.estimateUsd,
      ...(flight.reservationId === null ? {} : { reservationId: flight.reservationId }),
    });
  } else if (flight.reservationId !== null) {
    economy.budget.release(flight.reservationId);
  }
  const appliedAt = Date.now();
  const { timings } = result;
  audit.append('attempt.worker', {
    task: taskId,
    job: flight.jobId,
    worker: result.worker.id,
    host: result.worker.host,
    outcome: result.outcome,
    commit: result.commit,
    // Enqueue -> a worker took the job (includes waiting for a free slot).
    waitMs: timings.picked - flight.job.enqueuedAt,
    // The worker took the job -> its attempt started (fetch, worktree, session).
    pickMs: timings.agentStart === null ? null : timings.agentStart - timings.picked,
    queueMs: timings.agentStart === null ? null : timings.agentStart - flight.job.enqueuedAt,
    landMs: timings.pushed === null ? null : appliedAt - timings.pushed,
  });
}

function tierOf(economy: EconomySession, agent: string): TierNumber {
  return economy.ladder.rungs.find((rung) => rung.agent === agent)?.tier ?? 1;
}

import { GovernError } from '../common/index.js';
import { loadDistributedParts } from '../kernel/index.js';
import type { RunSummary } from '../kernel/index.js';
import { countStatuses } from '../ledger/index.js';
import { headCommit } from '../workspace/index.js';
import type { Job } from 'bullmq';
import { applyFinished, followRemote } from './coordinator-apply.js';
import { dispatch, signedJob } from './coordinator-dispatch.js';
import type { InFlight, Tally } from './coordinator-dispatch.js';
import { closeHeld, openRun } from './coordinator-open.js';
import type { CoordinatorOptions, Held, OpenRun } from './coordinator-open.js';
import { connectQueue, parseQueueUrl } from './connection.js';
import { writeQueueState } from './queue-state.js';
import { progressPurpose } from './job.js';
import { isVouchedFor } from './signing.js';
import { fetchBranch } from './remote.js';
import { ABORTED, unlessAborted } from './abortable.js';

export type { CoordinatorOptions } from './coordinator-open.js';

const parts = await loadDistributedParts();

/** Attempts in flight at once when neither --parallel nor config `parallel` asks for more. */
const DEFAULT_IN_FLIGHT = 32;
/** How often in-flight jobs are looked at when no queue event arrived (a missed event). */
const POLL_MS = 1_000;

/**
 * `govern run --queue URL`: the coordinator. It is the single writer of the ledger, the
 * audit log and the budget. For each ready task it runs the local decision pipeline
 * (lifecycle, novelty, the ladder, budget admission with a reservation per attempt in
 * flight), enqueues one BullMQ job per attempt, applies each result (the same ledger
 * changes and audit events a local attempt writes, the attempt record, the spend), then
 * fast-forwards its branch to the remote, where the worker landed the commit.
 */
export async function runCoordinator(options: CoordinatorOptions): Promise<RunSummary> {
  const clock = options.clock ?? (() => new Date());
  const { workspace, config } = await parts.openWorkspace(options.dir);
  parts.requireLedger(workspace);
  if (options.rerun === true) {
    throw new GovernError('USAGE', '--rerun cannot be combined with --queue yet', {
      hint: 'run `govern run --rerun` without --queue (one machine) to re-evaluate decided tasks',
    });
  }
  const before = await headCommit(workspace);
  if (before === null) {
    throw new GovernError('GIT_FAILED', `${workspace} has no commits yet`, {
      hint: 'make an initial commit and push it to the shared remote',
    });
  }
  const target = parseQueueUrl(options.queueUrl, options.queueSource, options.hostEnv);
  const connection = await connectQueue(target, options.queueSource);
  const held: Held = { owned: [connection] };
  try {
    const run = await openRun(
      options,
      { workspace, config, before, clock },
      target,
      connection,
      held,
    );
    const tally: Tally = {
      processed: [],
      skipped: [],
      reused: [],
      inFlight: new Map(),
      scopes: new Map(),
      assessments: new Map(),
      started: 0,
      agentCalls: 0,
    };
    const interrupted = await schedule(run, tally);
    return summarize(run, tally, interrupted);
  } finally {
    await closeHeld(held);
  }
}

/**
 * Dispatches ready tasks up to the cap, then waits for a queue event (or the poll) and
 * applies what finished, until nothing is in flight or the run is interrupted.
 * Returns whether it was interrupted.
 */
async function schedule(run: OpenRun, tally: Tally): Promise<boolean> {
  const { options, writer, events } = run;
  const cap = options.taskId === undefined ? (options.parallel ?? DEFAULT_IN_FLIGHT) : 1;
  let interrupted = false;
  let wake: (() => void) | null = null;
  // Jobs the queue said ended since the last look: applied without asking about the others.
  const ended = new Set<string>();
  const poke = (): void => {
    wake?.();
  };
  const onEnded = ({ jobId }: { jobId: string }): void => {
    ended.add(jobId);
    poke();
  };
  events.on('completed', onEnded);
  events.on('failed', onEnded);
  events.on('progress', ({ jobId, data }) => {
    noteHolder(run, tally, jobId, data);
  });
  options.signal?.addEventListener('abort', poke, { once: true });
  let lookedAtAll = Date.now();
  for (;;) {
    tally.skipped.push(...parts.skipBlocked(writer));
    if (options.signal?.aborted === true) {
      interrupted = true;
    }
    // Every job enqueued in this burst starts from the same HEAD: asked of git once, not per job.
    let head: Promise<string | null> | null = null;
    const headNow = (): Promise<string | null> => (head ??= headCommit(run.workspace));
    while (
      !interrupted &&
      tally.inFlight.size < cap &&
      (options.maxTasks === undefined || tally.started < options.maxTasks)
    ) {
      const next = parts.nextToStart(writer.current, tally.scopes, options.taskId, tally.started);
      if (next === null) {
        break;
      }
      interrupted =
        (await unlessAborted(dispatch(run, tally, next, false, headNow), options.signal)) ===
        ABORTED;
    }
    // A signal that comes while the state is written is an interruption too: returning
    // `interrupted` there (still false) made a stopped coordinator exit 0 with "done".
    if ((await unlessAborted(writeState(run, tally), options.signal)) === ABORTED) {
      return true;
    }
    if (tally.inFlight.size === 0 || interrupted) {
      return interrupted;
    }
    if (ended.size === 0 && options.signal?.aborted !== true) {
      // An event that came while this loop was busy is in `ended` already: no wait for it.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
    // Every job is looked at once per POLL_MS all the same: an event can be missed (Redis
    // lost for a moment, a job gone with a Redis restarted without persistence).
    const all = Date.now() - lookedAtAll >= POLL_MS;
    if (all) {
      lookedAtAll = Date.now();
    }
    const only = all ? null : new Set(ended);
    ended.clear();
    if ((await unlessAborted(pollQueue(run, tally, only), options.signal)) === ABORTED) {
      return true;
    }
  }
}

/** Which worker holds each attempt in flight, for `govern status` and `govern serve`. */
function writeState(run: OpenRun, tally: Tally): Promise<void> {
  return writeQueueState(
    run.workspace,
    run.connection,
    [...tally.inFlight.values()].map((flight) => ({
      taskId: flight.job.taskId,
      job: flight.jobId,
      worker: flight.holder?.worker ?? null,
      host: flight.holder?.host ?? null,
    })),
    run.target.display,
    run.queueKey,
  );
}

/** A worker took a job: remember which, and say so in the audit log. */
function noteHolder(run: OpenRun, tally: Tally, jobId: string, data: unknown): void {
  const flight = [...tally.inFlight.values()].find((entry) => entry.jobId === jobId);
  const holder = data as { worker?: unknown; host?: unknown };
  // With a queue key, a holder only a worker holding it reported is believed.
  if (
    flight !== undefined &&
    typeof holder.worker === 'string' &&
    isVouchedFor(run.queueKey, progressPurpose(jobId), data)
  ) {
    flight.holder = { worker: holder.worker, host: String(holder.host) };
    run.audit.append('attempt.dispatched', {
      task: flight.job.taskId,
      job: jobId,
      worker: holder.worker,
      host: String(holder.host),
    });
  }
}

/**
 * Looks at the jobs in flight (`only` those, or every one when null), applies the finished
 * ones, then follows the remote once for all of them.
 */
async function pollQueue(
  run: OpenRun,
  tally: Tally,
  only: ReadonlySet<string> | null,
): Promise<void> {
  const ended: { flight: InFlight; job: Job; state: 'completed' | 'failed' }[] = [];
  for (const flight of [...tally.inFlight.values()]) {
    if (only !== null && !only.has(flight.jobId)) {
      continue;
    }
    const job = await run.queue.getJob(flight.jobId);
    if (job === undefined) {
      // Gone from Redis (flushed, or a Redis without persistence restarted): enqueue again.
      await run.queue.add('attempt', signedJob(run, flight.jobId, flight.job), {
        jobId: flight.jobId,
        attempts: 3,
      });
      continue;
    }
    const state = await job.getState();
    if (state === 'completed' || state === 'failed') {
      // Read again: the job read above may predate its completion (no return value yet).
      const finished = await run.queue.getJob(flight.jobId);
      if (finished !== undefined) {
        ended.push({ flight, job: finished, state });
      }
    }
  }
  if (ended.length === 0) {
    return;
  }
  // One fetch for the batch: each landing a result claims is checked against it, then the
  // branch follows it.
  const tip = await fetchBranch(run.workspace, run.branch, run.env);
  for (const { flight, job, state } of ended) {
    await applyFinished(run, tally, flight, job, state, tip);
  }
  await followRemote(run, tip);
}

function summarize(run: OpenRun, tally: Tally, interrupted: boolean): RunSummary {
  const { writer, economy, audit } = run;
  for (const flight of tally.inFlight.values()) {
    // Interrupted: the jobs stay queued; a restarted coordinator re-attaches to them.
    if (flight.reservationId !== null) {
      economy.budget.release(flight.reservationId);
    }
  }
  tally.skipped.push(...parts.skipBlocked(writer));
  const counts = countStatuses(writer.current);
  audit.append('run.finished', {
    processed: tally.processed.length,
    interrupted,
    counts,
    queued: [...tally.inFlight.values()].map((flight) => flight.jobId),
  });
  return {
    workspace: run.workspace,
    agent: run.agentName,
    recovery: run.recovery,
    processed: tally.processed,
    skipped: tally.skipped,
    reused: tally.reused,
    rerun: null,
    agentCalls: tally.agentCalls,
    counts,
    interrupted,
    hasFailures: counts.FAILED + counts.QUARANTINED > 0,
  };
}

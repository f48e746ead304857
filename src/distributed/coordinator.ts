import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Job } from 'bullmq';
import type { AgentAdapter } from '../agents/index.js';
import { GovernError } from '../common/index.js';
import type { TaskCategory, TierNumber } from '../common/index.js';
import { loadDistributedParts } from '../kernel/index.js';
import type {
  DecidingContext,
  EconomySession,
  LedgerWriter,
  TaskAssessment,
  RunOptions,
  RunSummary,
  TaskOutcome,
} from '../kernel/index.js';
import {
  acquireLedgerLock,
  AuditLog,
  countStatuses,
  pathList,
  readAttemptRecords,
  writeAttemptRecord,
} from '../ledger/index.js';
import type { LedgerTask } from '../ledger/index.js';
import {
  currentBranch,
  fastForward,
  headCommit,
  isAncestor,
  uncommittedChanges,
} from '../workspace/index.js';
import { connectQueue, parseQueueUrl } from './connection.js';
import type { QueueUrlSource } from './connection.js';
import {
  attemptJobId,
  attemptResultSchema,
  configSnapshot,
  JOB_VERSION,
  KEY_PREFIX,
  QUEUE_NAME,
  snapshotHash,
} from './job.js';
import type { AttemptJob, AttemptResult } from './job.js';
import { shareableRemote, writeMeta } from './meta.js';
import { writeQueueState } from './queue-state.js';
import { fetchBranch, landingsSince, remoteGitEnv, remoteUrl } from './remote.js';

const parts = await loadDistributedParts();

/** Attempts in flight at once when neither --parallel nor config `parallel` asks for more. */
const DEFAULT_IN_FLIGHT = 32;
/** How often in-flight jobs are looked at when no queue event arrived (a missed event). */
const POLL_MS = 1_000;

export interface CoordinatorOptions extends RunOptions {
  readonly queueUrl: string;
  readonly queueSource: QueueUrlSource;
}

interface InFlight {
  readonly job: AttemptJob;
  readonly jobId: string;
  /** Null when the job was already in the queue (a restarted coordinator re-attached). */
  readonly reservationId: string | null;
  readonly estimateUsd: number;
  readonly tier: TierNumber | null;
  holder: { readonly worker: string; readonly host: string } | null;
}

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
  // BullMQ does not close a connection it was given: these are closed in finally.
  const owned: Redis[] = [connection];
  const own = (client: Redis): Redis => {
    owned.push(client);
    return client;
  };
  let queue: Queue | undefined;
  let events: QueueEvents | undefined;
  let economy: EconomySession | undefined;
  let writer: LedgerWriter | undefined;
  let lock: ReturnType<typeof acquireLedgerLock> | undefined;
  try {
    const branch = await currentBranch(workspace);
    if (branch === null) {
      throw new GovernError('GIT_FAILED', `${workspace} is on a detached HEAD`, {
        hint: 'check out the branch tasks land on (git checkout main)',
      });
    }
    const remote = await remoteUrl(workspace);
    const env = remoteGitEnv(options.hostEnv);
    lock = acquireLedgerLock(workspace, 'govern run --queue');
    const audit = AuditLog.open(workspace, clock);
    const liveWriter = new parts.LedgerWriter(
      parts.requireLedger(workspace),
      workspace,
      audit,
      clock,
    );
    writer = liveWriter;
    const recovery = await parts.recoverInterrupted(
      liveWriter,
      new parts.ChildRegistry(workspace),
      workspace,
    );
    const dirty = await uncommittedChanges(workspace);
    if (dirty.length > 0) {
      throw new GovernError(
        'DIRTY_WORKTREE',
        `the working tree has uncommitted changes: ${dirty
          .slice(0, 10)
          .map((entry) => entry.path)
          .join(', ')}`,
        { hint: 'commit and push them, or stash them: the coordinator follows the remote' },
      );
    }
    const tip = await fetchBranch(workspace, branch, env);
    if (!(await isAncestor(workspace, before, tip))) {
      throw new GovernError(
        'GIT_FAILED',
        `${branch} has commits that origin/${branch} lacks: workers start from the remote and would not see them`,
        { hint: `push them first (git push origin ${branch}), or reset to origin/${branch}` },
      );
    }
    await fastForward(workspace, tip);
    // Landings the ledger may not know yet (a coordinator that died after a worker pushed).
    const landedAway = await landingsSince(workspace, before, tip);

    const liveEconomy = await parts.EconomySession.open({
      workspace,
      config,
      clock,
      agentOverride: options.agentName,
    });
    economy = liveEconomy;
    liveEconomy.revisitPredictions();
    parts.requeueDeferred(liveWriter, options.taskId);
    const selected = parts
      .selectTasks(liveWriter.current, options.taskId, false)
      .filter((task) => task.status === 'PENDING');
    checkLadderCovers(
      liveEconomy,
      selected.map((task) => task.category),
    );
    const agentName =
      options.agentName ?? (config.tiers.length === 0 ? config.defaultAgent : 'ladder');

    const liveQueue = new Queue(QUEUE_NAME, {
      connection: own(connection.duplicate()),
      prefix: KEY_PREFIX,
    });
    queue = liveQueue;
    const liveEvents = new QueueEvents(QUEUE_NAME, {
      connection: own(connection.duplicate()),
      prefix: KEY_PREFIX,
    });
    events = liveEvents;
    liveQueue.on('error', () => undefined);
    liveEvents.on('error', () => undefined);
    await liveEvents.waitUntilReady();
    const shared = shareableRemote(remote);
    await writeMeta(connection, { remote: shared, branch });
    const snapshot = configSnapshot(config);
    const configHash = snapshotHash(snapshot);
    audit.append('run.started', {
      agent: agentName,
      ladder: liveEconomy.ladder.rungs.map((rung) => `${rung.tier}:${rung.agent}`),
      rerun: false,
      mode: 'distributed',
      queue: target.display,
      branch,
      config: configHash,
      task: options.taskId ?? null,
      maxTasks: options.maxTasks ?? null,
    });

    const processed: { id: string; outcome: TaskOutcome }[] = [];
    const skipped: { id: string; reason: string }[] = [];
    const reused: { id: string; reused: true }[] = [];
    const inFlight = new Map<string, InFlight>();
    const scopes = new Map<string, readonly string[]>();
    const cap = options.taskId === undefined ? (options.parallel ?? DEFAULT_IN_FLIGHT) : 1;
    let started = 0;
    let agentCalls = 0;
    let interrupted = false;
    // The coordinator runs no agent: admission only needs each rung's name and type.
    const describeAgent = (name: string): AgentAdapter => ({
      name,
      type: config.agents[name]?.type ?? 'unknown',
      run: () => Promise.reject(new Error('the coordinator runs no agent')),
    });
    const deciding = (assessment: TaskAssessment): DecidingContext => ({
      writer: liveWriter,
      economy: liveEconomy,
      assessment,
      ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
    });
    const assessments = new Map<string, TaskAssessment>();

    const finish = (task: LedgerTask, outcome: TaskOutcome): void => {
      processed.push({ id: task.id, outcome });
      const assessment = assessments.get(task.id);
      if (assessment !== undefined) {
        parts.rememberEpisode(liveEconomy, liveWriter.task(task.id), outcome, assessment);
      }
    };

    const landedBefore = (taskId: string, commit: string, via: Record<string, unknown>): void => {
      liveWriter.update(
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
      processed.push({ id: taskId, outcome: 'COMPLETED' });
    };

    /** `retry`: the next attempt of a task whose attempt failed its gates (decided already). */
    const dispatch = async (task: LedgerTask, retry = false): Promise<void> => {
      const attempt = task.attempts + 1;
      const jobId = attemptJobId(task.id, attempt);
      const existing = (await liveQueue.getJob(jobId)) ?? null;
      const away = landedAway.get(task.id);
      if (existing === null && away !== undefined) {
        landedBefore(task.id, away, { remote: true });
        return;
      }
      let admission: {
        reservationId: string | null;
        estimateUsd: number;
        tier: TierNumber | null;
      } = {
        reservationId: null,
        estimateUsd: 0,
        tier: null,
      };
      // As in a local run, the pipeline before the agent decides once per task, not per attempt.
      const known = retry ? assessments.get(task.id) : undefined;
      const decision: ReturnType<typeof parts.decideBeforeAgent> =
        known === undefined
          ? parts.decideBeforeAgent(liveEconomy, task, workspace)
          : { kind: 'decide', assessment: known };
      if (existing === null) {
        if (decision.kind === 'skip') {
          parts.applyLifecycleSkip(liveWriter, liveEconomy, task, decision);
          skipped.push({ id: task.id, reason: decision.reason });
          processed.push({ id: task.id, outcome: 'SKIPPED' });
          return;
        }
        if (decision.kind === 'reuse') {
          const patch = parts.reusePatch(liveEconomy, task, decision);
          if (patch !== null) {
            liveWriter.update(task.id, patch, 'task.reused', {
              fingerprint: decision.assessment.fingerprint,
            });
          }
          reused.push({ id: task.id, reused: true });
          processed.push({ id: task.id, outcome: 'REUSED' });
          return;
        }
        const failedTiers = parts.failedTiersOf(liveEconomy, workspace, task);
        const admitted = parts.admitAttempt(liveEconomy, task, failedTiers, describeAgent);
        const retryAttempt = task.retryCount + 1;
        if (admitted.kind === 'defer') {
          finish(
            task,
            parts.endDeferred(deciding(decision.assessment), task.id, {
              attempt: retryAttempt,
              admission: admitted,
              costUsd: 0,
            }),
          );
          return;
        }
        if (admitted.kind === 'exhausted') {
          finish(
            task,
            parts.endExhausted(deciding(decision.assessment), task.id, {
              attempt: retryAttempt,
              reason: admitted.reason,
              securityFired: securityFiredBefore(workspace, task),
              costUsd: 0,
            }),
          );
          return;
        }
        admission = {
          reservationId: admitted.reservationId,
          estimateUsd: admitted.estimateUsd,
          tier: admitted.rung.tier,
        };
      }
      assessments.set(task.id, decision.assessment);
      const job: AttemptJob = {
        version: JOB_VERSION,
        taskId: task.id,
        attempt,
        task,
        records: [...readAttemptRecords(workspace, task.id).records],
        assessment: { ...decision.assessment, modules: [...decision.assessment.modules] },
        config: snapshot,
        configHash,
        projectName: liveWriter.current.projectName,
        branch,
        base: (await headCommit(workspace)) ?? tip,
        agentOverride: options.agentName ?? null,
        sandbox: options.sandbox ?? true,
        enqueuedAt: Date.now(),
      };
      if (existing === null) {
        await liveQueue.add('attempt', job, {
          jobId,
          // A worker's crash or a refused push is retried by BullMQ; the job id stays the same.
          attempts: 3,
          backoff: { type: 'fixed', delay: 1_000 },
          removeOnComplete: { age: 7 * 86_400 },
          removeOnFail: { age: 7 * 86_400 },
        });
      }
      if (!retry) {
        started += 1;
      }
      scopes.set(task.id, pathList(task.targetPath));
      inFlight.set(task.id, { job, jobId, ...admission, holder: null });
      options.onProgress?.({
        kind: 'notice',
        text: `${task.id}: ${existing === null ? 'enqueued' : 'already queued'} as job ${jobId}`,
      });
    };

    const apply = async (
      flight: InFlight,
      finished: Job,
      state: 'completed' | 'failed',
    ): Promise<void> => {
      const taskId = flight.job.taskId;
      inFlight.delete(taskId);
      scopes.delete(taskId);
      const task = liveWriter.task(taskId);
      if (state === 'failed') {
        if (flight.reservationId !== null) {
          liveEconomy.budget.release(flight.reservationId);
        }
        const reason = `job ${flight.jobId} failed on the workers: ${finished.failedReason}`;
        liveWriter.update(taskId, { status: 'FAILED', reason }, 'task.failed', {
          job: flight.jobId,
          attempt: flight.job.attempt,
          worker: flight.holder?.worker ?? null,
        });
        options.onProgress?.({ kind: 'task', task: taskId, status: 'FAILED', detail: reason });
        processed.push({ id: taskId, outcome: 'FAILED' });
        return;
      }
      const result: AttemptResult = attemptResultSchema.parse(finished.returnvalue);
      if (result.kind === 'landed-before') {
        if (flight.reservationId !== null) {
          liveEconomy.budget.release(flight.reservationId);
        }
        landedBefore(taskId, result.commit, { job: flight.jobId, worker: result.worker.id });
      } else {
        for (const record of result.records) {
          writeAttemptRecord(workspace, record);
        }
        for (const change of result.changes) {
          if (change.kind === 'update') {
            // Parsed JSON has no undefined fields, which is all the optional-property mismatch is about.
            liveWriter.update(
              change.task,
              change.patch as Partial<LedgerTask>,
              change.event,
              change.data,
            );
          } else {
            audit.append(change.type, change.data);
          }
        }
        const agent = result.records.at(-1)?.agent ?? null;
        if (agent !== null) {
          agentCalls += 1;
          liveEconomy.budget.record({
            taskId,
            tier: flight.tier ?? tierOf(liveEconomy, agent.name),
            agent: agent.name,
            costUsd: agent.costUsd,
            tokens: agent.tokens,
            model: agent.model,
            estimateUsd: flight.estimateUsd,
            ...(flight.reservationId === null ? {} : { reservationId: flight.reservationId }),
          });
        } else if (flight.reservationId !== null) {
          liveEconomy.budget.release(flight.reservationId);
        }
        const appliedAt = Date.now();
        audit.append('attempt.worker', {
          task: taskId,
          job: flight.jobId,
          worker: result.worker.id,
          host: result.worker.host,
          outcome: result.outcome,
          commit: result.commit,
          // Enqueue -> a worker took the job (includes waiting for a free slot).
          waitMs: result.timings.picked - flight.job.enqueuedAt,
          // The worker took the job -> its attempt started (fetch, worktree, session).
          pickMs:
            result.timings.agentStart === null
              ? null
              : result.timings.agentStart - result.timings.picked,
          queueMs:
            result.timings.agentStart === null
              ? null
              : result.timings.agentStart - flight.job.enqueuedAt,
          landMs: result.timings.pushed === null ? null : appliedAt - result.timings.pushed,
        });
        if (result.outcome === 'RETRY') {
          // The attempt failed its gates with retries left: the next attempt is decided here.
          await dispatch(liveWriter.task(taskId), true);
        } else {
          finish(task, result.outcome);
          // The worker's progress lines stayed on the worker: say here how the task ended.
          const now = liveWriter.task(taskId);
          options.onProgress?.({
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
      const remoteTip = await fetchBranch(workspace, branch, env);
      if (remoteTip !== (await headCommit(workspace))) {
        await fastForward(workspace, remoteTip);
      }
    };

    let wake: (() => void) | null = null;
    const poke = (): void => {
      wake?.();
    };
    liveEvents.on('completed', poke);
    liveEvents.on('failed', poke);
    liveEvents.on('progress', ({ jobId, data }) => {
      const flight = [...inFlight.values()].find((entry) => entry.jobId === jobId);
      const holder = data as { worker?: unknown; host?: unknown };
      if (flight !== undefined && typeof holder.worker === 'string') {
        flight.holder = { worker: holder.worker, host: String(holder.host) };
        audit.append('attempt.dispatched', {
          task: flight.job.taskId,
          job: jobId,
          worker: holder.worker,
          host: String(holder.host),
        });
      }
    });
    options.signal?.addEventListener('abort', poke, { once: true });

    for (;;) {
      skipped.push(...parts.skipBlocked(liveWriter));
      if (options.signal?.aborted === true) {
        interrupted = true;
      }
      while (
        !interrupted &&
        inFlight.size < cap &&
        (options.maxTasks === undefined || started < options.maxTasks)
      ) {
        const next = parts.nextToStart(liveWriter.current, scopes, options.taskId, started);
        if (next === null) {
          break;
        }
        await dispatch(next);
      }
      await writeQueueState(
        workspace,
        connection,
        [...inFlight.values()].map((flight) => ({
          taskId: flight.job.taskId,
          job: flight.jobId,
          worker: flight.holder?.worker ?? null,
          host: flight.holder?.host ?? null,
        })),
        target.display,
      );
      if (inFlight.size === 0 || interrupted) {
        break;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      for (const flight of [...inFlight.values()]) {
        const job = await liveQueue.getJob(flight.jobId);
        if (job === undefined) {
          // Gone from Redis (flushed, or a Redis without persistence restarted): enqueue again.
          await liveQueue.add('attempt', flight.job, { jobId: flight.jobId, attempts: 3 });
          continue;
        }
        const state = await job.getState();
        if (state === 'completed' || state === 'failed') {
          // Read again: the job read above may predate its completion (no return value yet).
          const finished = await liveQueue.getJob(flight.jobId);
          if (finished !== undefined) {
            await apply(flight, finished, state);
          }
        }
      }
    }
    for (const flight of inFlight.values()) {
      // Interrupted: the jobs stay queued; a restarted coordinator re-attaches to them.
      if (flight.reservationId !== null) {
        liveEconomy.budget.release(flight.reservationId);
      }
    }
    skipped.push(...parts.skipBlocked(liveWriter));
    const counts = countStatuses(liveWriter.current);
    audit.append('run.finished', {
      processed: processed.length,
      interrupted,
      counts,
      queued: [...inFlight.values()].map((flight) => flight.jobId),
    });
    return {
      workspace,
      agent: agentName,
      recovery,
      processed,
      skipped,
      reused,
      rerun: null,
      agentCalls,
      counts,
      interrupted,
      hasFailures: counts.FAILED + counts.QUARANTINED > 0,
    };
  } finally {
    await events?.close().catch(() => undefined);
    await queue?.close().catch(() => undefined);
    await economy?.close();
    writer?.close();
    lock?.release();
    for (const client of owned) {
      client.disconnect();
    }
  }
}

function tierOf(economy: EconomySession, agent: string): TierNumber {
  return economy.ladder.rungs.find((rung) => rung.agent === agent)?.tier ?? 1;
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

function checkLadderCovers(economy: EconomySession, categories: readonly TaskCategory[]): void {
  const uncovered = [...new Set(categories)].filter(
    (category) => !economy.ladder.rungs.some((rung) => parts.handles(rung, category)),
  );
  if (uncovered.length > 0) {
    throw new GovernError(
      'CONFIG_INVALID',
      `.governance/config.json: tiers: no rung handles ${uncovered.join(', ')}, so those tasks could never run`,
      { hint: `add ${uncovered.join(', ')} to the categories of a rung in "tiers"` },
    );
  }
}

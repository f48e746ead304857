import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { describeError, isGovernError } from '../common/index.js';
import { GOVERNANCE_DIR, resolveCategoryGates } from '../config/index.js';
import { loadDistributedParts } from '../kernel/index.js';
import type { TaskAssessment, ProgressEvent, TaskOutcome } from '../kernel/index.js';
import {
  acquireLedgerLock,
  AuditLog,
  readAttemptRecords,
  taskDir,
  writeAttemptRecord,
} from '../ledger/index.js';
import { removeAllWorktrees } from '../workspace/index.js';
import { CapturingWriter } from './capture.js';
import { connectQueue, parseQueueUrl } from './connection.js';
import { attemptJobSchema, JOB_VERSION, KEY_PREFIX, QUEUE_NAME } from './job.js';
import type { AttemptJob, AttemptResult } from './job.js';
import { prepareClone } from './clone.js';
import { WORKER_KEY_TTL_S, workerKey } from './meta.js';
import { OneAttemptDone, onRemote } from './remote-placement.js';
import { fetchBranch, findLanding, pushBranch, remoteGitEnv } from './remote.js';
import { openWorkerSession, sessionKey } from './worker-session.js';
import type { CategoryGates, WorkerSession } from './worker-session.js';

const parts = await loadDistributedParts();

export interface WorkerOptions {
  readonly queueUrl: string;
  /** The worker's clone of the shared remote (cloned there when it holds no repository). */
  readonly dir: string;
  readonly concurrency: number;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** Aborted on SIGTERM/SIGINT: running attempts are rolled back and reported, then it exits. */
  readonly signal: AbortSignal;
  /** How long a job stays locked to a silent worker before BullMQ hands it to another. */
  readonly lockMs?: number;
  readonly clock?: () => Date;
  readonly onLog?: (line: string) => void;
}

export interface WorkerSummary {
  readonly id: string;
  readonly jobs: number;
  readonly refused: number;
}

/**
 * `govern worker`: takes attempt jobs from the queue and runs each as a local parallel run
 * does (worktree, sandbox, the gateway's context, the agent, every gate), landing by a
 * fast-forward push to the shared remote. It writes no ledger of record: the changes an
 * attempt makes go back to the coordinator with the attempt record, verdicts, cost and
 * commit. API keys stay in this process's environment; a job carries none.
 */
export async function runWorker(options: WorkerOptions): Promise<WorkerSummary> {
  const clock = options.clock ?? (() => new Date());
  const log = options.onLog ?? (() => undefined);
  const target = parseQueueUrl(options.queueUrl, '--queue', options.hostEnv);
  const connection = await connectQueue(target, '--queue');
  const id = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const host = hostname();
  const running = new Set<string>();
  // The session of the config in use, and how many running attempts use it.
  const current: { held: { session: WorkerSession; users: number } | null } = { held: null };
  let jobs = 0;
  let refused = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let worker: Worker | undefined;
  // BullMQ does not close a connection it was given.
  const closeLater: Redis[] = [connection];
  try {
    const clone = await prepareClone(
      resolve(options.dir),
      connection,
      options.hostEnv,
      options.signal,
      log,
    );
    const lock = acquireLedgerLock(clone, 'govern worker');
    try {
      // A worker killed with -9 leaves its task worktrees: its jobs went back to the queue.
      await removeAllWorktrees(clone);
      const audit = AuditLog.open(clone, clock);
      audit.append('worker.started', { worker: id, host, queue: target.display });
      const admin = new parts.Mutex();
      const disposals = new Set<Promise<void>>();
      const landing = new parts.Mutex();
      const beat = async (): Promise<void> => {
        await connection.set(
          workerKey(id),
          JSON.stringify({
            id,
            host,
            pid: process.pid,
            tasks: [...running],
            heartbeat: Date.now(),
          }),
          'EX',
          WORKER_KEY_TTL_S,
        );
      };
      await beat();
      heartbeat = setInterval(() => {
        beat().catch(() => undefined);
      }, 5_000);

      const acquireSession = async (job: AttemptJob): Promise<WorkerSession> => {
        const key = sessionKey(job);
        const held = current.held;
        if (held?.session.key === key) {
          held.users += 1;
          return held.session;
        }
        if (held !== null && held.users > 0) {
          // Another config is in use by running attempts: take this job again later.
          throw new Error('this worker is running attempts under another config; retry later');
        }
        await held?.session.close();
        current.held = null;
        const session = await openWorkerSession({
          clone,
          job,
          hostEnv: options.hostEnv,
          audit,
          clock,
        });
        current.held = { session, users: 1 };
        return session;
      };

      const processJob = async (job: Job): Promise<AttemptResult> => {
        const picked = Date.now();
        const parsed = attemptJobSchema.safeParse(job.data);
        if (!parsed.success) {
          throw new UnrecoverableError(
            `JOB_INVALID: job ${String(job.id)} is not a govern ${JOB_VERSION} attempt job (run the same govern version everywhere)`,
          );
        }
        const data = parsed.data;
        jobs += 1;
        running.add(data.taskId);
        await beat().catch(() => undefined);
        await job.updateProgress({ worker: id, host, picked });
        log(`job ${String(job.id)}: task ${data.taskId} (attempt ${data.attempt})`);
        let session: WorkerSession | null = null;
        let gates: CategoryGates;
        try {
          session = await acquireSession(data);
          // The job's gate tools must exist here too: a missing one is a refusal.
          gates = await session.gatesFor(data.task.category);
        } catch (error) {
          if (session !== null && current.held !== null) {
            current.held.users -= 1;
          }
          running.delete(data.taskId);
          if (isGovernError(error)) {
            refused += 1;
            audit.append('worker.refused', { worker: id, job: job.id, code: error.code });
            log(`job ${String(job.id)}: refused: ${error.code}: ${error.message}`);
            throw new UnrecoverableError(`${error.code}: ${error.message}`);
          }
          throw error;
        }
        try {
          return await runAttempt(job, data, session, gates, picked);
        } finally {
          if (current.held !== null) {
            current.held.users -= 1;
          }
          running.delete(data.taskId);
          await beat().catch(() => undefined);
        }
      };

      const runAttempt = async (
        job: Job,
        data: AttemptJob,
        session: WorkerSession,
        gates: CategoryGates,
        picked: number,
      ): Promise<AttemptResult> => {
        const env = remoteGitEnv(options.hostEnv);
        const tip = await fetchBranch(clone, data.branch, env);
        // Exactly once: a re-delivered job whose task already landed is not run again.
        const earlier = await findLanding(clone, data.base, tip, data.taskId);
        if (earlier !== null) {
          log(`job ${String(job.id)}: ${data.taskId} already landed as ${earlier.slice(0, 12)}`);
          return {
            version: JOB_VERSION,
            kind: 'landed-before',
            worker: { id, host },
            commit: earlier,
          };
        }
        mkdirSync(taskDir(clone, data.taskId), { recursive: true });
        for (const record of data.records) {
          writeAttemptRecord(clone, record);
        }
        const knownAttempts = Math.max(0, ...data.records.map((record) => record.attempt));
        const scratch = join(clone, GOVERNANCE_DIR, 'queue-jobs', String(job.id));
        mkdirSync(join(scratch, GOVERNANCE_DIR), { recursive: true });
        let agentStart: number | null = null;
        let pushed: number | null = null;
        const writer = new CapturingWriter({
          task: data.task,
          projectName: data.projectName,
          scratchDir: scratch,
          audit,
          clock,
          onChange: (event) => {
            if (event === 'attempt.started') {
              agentStart = Date.now();
            }
          },
        });
        const placement = await onRemote({
          clone,
          taskId: data.taskId,
          branch: data.branch,
          since: data.base,
          start: tip,
          env,
          landing,
          admin,
          toStepVerdict: parts.toStepVerdict,
          onRebase: (rebase) => {
            writer.audit.append('landing.rebased', {
              task: data.taskId,
              worker: id,
              ...rebase,
            });
          },
          onPushed: (at) => {
            pushed = at;
          },
        });
        let outcome: TaskOutcome | 'RETRY';
        try {
          outcome = await parts.runTask(data.taskId, {
            workspace: clone,
            writer,
            agentFor: (name) => session.agentFor(name),
            economy: session.economy,
            assessment: data.assessment as TaskAssessment,
            gates: resolveCategoryGates(session.config, data.task.category),
            gateOptions: session.gateOptions,
            tools: gates.tools,
            toolEnv: session.toolEnv,
            gateSandbox: gates.gateSandbox,
            hostEnv: options.hostEnv,
            children: session.children,
            sandboxFor: (name) => session.sandboxFor(name, gates.gateSandbox.pins.paths),
            placement,
            injectionMode: session.config.injection.mode,
            silencer: session.silencer,
            onSilenced: (records) => {
              if (records.length > 0) {
                writer.audit.append('detector.silenced', {
                  command: 'worker',
                  task: data.taskId,
                  count: records.length,
                  findings: records,
                });
              }
            },
            perFileCapChars: session.config.gateway.agentFileCapChars,
            llmFileCapChars: session.config.gateway.llmFileCapChars,
            totalCapChars: session.config.gateway.totalCapChars,
            redactor: session.redactor,
            gateCache: session.gateCache,
            signal: options.signal,
            onProgress: (event: ProgressEvent) => {
              log(describeProgress(event));
            },
          });
        } catch (error) {
          if (!(error instanceof OneAttemptDone)) {
            throw error;
          }
          outcome = 'RETRY';
        } finally {
          // Removing the worktree is off the result's path: the next worktree add waits for
          // it (same mutex), and shutdown waits for every one still going.
          const disposal = placement
            .dispose()
            .catch((error: unknown) => {
              log(`job ${String(job.id)}: could not remove its worktree: ${describeError(error)}`);
            })
            .finally(() => {
              rmSync(scratch, { recursive: true, force: true });
              disposals.delete(disposal);
            });
          disposals.add(disposal);
        }
        const task = writer.task(data.taskId);
        const records = readAttemptRecords(clone, data.taskId).records.filter(
          (record) => record.attempt > knownAttempts,
        );
        let heldBranch: string | null = null;
        if (
          outcome === 'AWAITING_APPROVAL' &&
          task.decision?.branch !== undefined &&
          task.decision.branch !== null
        ) {
          heldBranch = task.decision.branch;
          await pushBranch(clone, heldBranch, env);
        }
        log(`job ${String(job.id)}: ${data.taskId} ${outcome}`);
        return {
          version: JOB_VERSION,
          kind: 'ran',
          worker: { id, host },
          outcome,
          changes: writer.changes,
          records,
          commit: outcome === 'COMPLETED' ? task.commit : null,
          heldBranch,
          timings: { picked, agentStart, pushed, finished: Date.now() },
        };
      };

      const lockDuration = options.lockMs ?? 30_000;
      const workerConnection = connection.duplicate();
      closeLater.push(workerConnection);
      worker = new Worker(QUEUE_NAME, processJob, {
        connection: workerConnection,
        prefix: KEY_PREFIX,
        concurrency: options.concurrency,
        lockDuration,
        stalledInterval: Math.max(1_000, Math.floor(lockDuration / 2)),
        maxStalledCount: 3,
      });
      worker.on('error', (error) => {
        log(`queue: ${describeError(error)}`);
      });
      log(
        `worker ${id} waiting for jobs on ${target.display} (concurrency ${options.concurrency})`,
      );
      await new Promise<void>((done) => {
        if (options.signal.aborted) {
          done();
        }
        options.signal.addEventListener(
          'abort',
          () => {
            done();
          },
          { once: true },
        );
      });
      log('stopping: the current attempts are rolled back and reported, no new job is taken');
      // close() waits for the running jobs, which see the aborted signal and end INTERRUPTED.
      await worker.close();
      worker = undefined;
      await Promise.all([...disposals]);
      audit.append('worker.stopped', { worker: id, jobs, refused });
      return { id, jobs, refused };
    } finally {
      await current.held?.session.close();
      lock.release();
    }
  } finally {
    clearInterval(heartbeat);
    await worker?.close(true).catch(() => undefined);
    await connection.del(workerKey(id)).catch(() => undefined);
    for (const client of closeLater) {
      client.disconnect();
    }
  }
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

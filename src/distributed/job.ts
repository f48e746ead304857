import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { GovernConfig } from '../config/index.js';
import { attemptRecordSchema, ledgerTaskSchema, TASK_ID_PATTERN } from '../ledger/index.js';

/** The BullMQ queue every coordinator and worker of a repository shares. */
export const QUEUE_NAME = 'govern-attempts';
/** Prefix of every key govern writes in Redis (BullMQ's and the worker registry). */
export const KEY_PREFIX = 'govern';
export const JOB_VERSION = 1;

/**
 * One job per attempt: the task id and the task's attempt number (counted over its whole
 * life, so a later `--rerun` never meets an old job). A coordinator that restarts derives
 * the same id, so BullMQ hands back the job it already enqueued instead of a second one.
 */
export function attemptJobId(taskId: string, attempt: number): string {
  // BullMQ forbids ':' in job ids; '@' cannot occur in a task id.
  return `${taskId}@attempt-${attempt}`;
}

/** What a job's data is signed for, and its result (signing.ts): neither passes for the other. */
export function jobPurpose(jobId: string): string {
  return `job ${jobId}`;
}

export function resultPurpose(jobId: string): string {
  return `result ${jobId}`;
}

/** What a worker's report that it holds a job is signed for. */
export function progressPurpose(jobId: string): string {
  return `progress ${jobId}`;
}

/**
 * The config the coordinator sends with a job: agents, gates, policy, tiers and the rest
 * of what an attempt reads, without `server` (its bearer token) and `queue` (the Redis URL
 * may carry a password). Nothing secret goes to Redis.
 */
export function configSnapshot(config: GovernConfig): Record<string, unknown> {
  const { server: _server, queue: _queue, ...rest } = config;
  return rest;
}

export function snapshotHash(snapshot: unknown): string {
  return createHash('sha256').update(JSON.stringify(snapshot)).digest('hex').slice(0, 16);
}

const assessmentSchema = z
  .object({
    lifecycle: z.string(),
    skipReason: z.string().nullable(),
    module: z.string(),
    modules: z.array(z.string()),
    rollbackStreak: z.number(),
    risk: z.string(),
    confidence: z.number(),
    fingerprint: z.string(),
  })
  .strict();

export const attemptJobSchema = z
  .object({
    version: z.literal(JOB_VERSION),
    // The worker names files after it (its attempt records, the job's scratch folder).
    taskId: z.string().regex(TASK_ID_PATTERN),
    attempt: z.number().int().positive(),
    task: ledgerTaskSchema,
    /** The task's earlier attempt records: a retry's prompt and the ladder read them. */
    records: z.array(attemptRecordSchema),
    assessment: assessmentSchema,
    config: z.record(z.string(), z.unknown()),
    configHash: z.string(),
    projectName: z.string(),
    branch: z.string(),
    /** The coordinator's HEAD at enqueue: a Task-Id commit after it means "already landed". */
    base: z.string(),
    agentOverride: z.string().nullable(),
    sandbox: z.boolean(),
    enqueuedAt: z.number(),
    /** The coordinator's signature under GOVERN_QUEUE_KEY, when it has one (signing.ts). */
    signature: z.string().optional(),
  })
  .strict()
  .refine(
    (job) =>
      job.task.id === job.taskId && job.records.every((record) => record.taskId === job.taskId),
    { error: "the task or a record is not the job's task" },
  );

export type AttemptJob = z.infer<typeof attemptJobSchema>;

/** One change the attempt made to the (worker's scratch) ledger or audit log, in order. */
const changeSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('update'),
      task: z.string(),
      patch: ledgerTaskSchema.partial(),
      event: z.string(),
      data: z.record(z.string(), z.unknown()),
    })
    .strict(),
  z
    .object({
      kind: z.literal('audit'),
      type: z.string(),
      data: z.record(z.string(), z.unknown()),
    })
    .strict(),
]);

export type LedgerChange = z.infer<typeof changeSchema>;

const OUTCOMES = [
  'COMPLETED',
  'FAILED',
  'INTERRUPTED',
  'DEFERRED',
  'AWAITING_APPROVAL',
  'QUARANTINED',
  'SKIPPED',
  'REUSED',
  /** The attempt failed its gates and the task has retries left: the coordinator decides. */
  'RETRY',
] as const;

const workerSchema = z.object({ id: z.string(), host: z.string() }).strict();

export const attemptResultSchema = z.discriminatedUnion('kind', [
  z
    .object({
      version: z.literal(JOB_VERSION),
      kind: z.literal('ran'),
      worker: workerSchema,
      outcome: z.enum(OUTCOMES),
      changes: z.array(changeSchema),
      records: z.array(attemptRecordSchema),
      commit: z.string().nullable(),
      heldBranch: z.string().nullable(),
      timings: z
        .object({
          picked: z.number(),
          agentStart: z.number().nullable(),
          pushed: z.number().nullable(),
          finished: z.number(),
        })
        .strict(),
      /** The worker's signature under GOVERN_QUEUE_KEY, when it has one (signing.ts). */
      signature: z.string().optional(),
    })
    .strict(),
  z
    .object({
      version: z.literal(JOB_VERSION),
      kind: z.literal('landed-before'),
      worker: workerSchema,
      commit: z.string(),
      signature: z.string().optional(),
    })
    .strict(),
]);

export type AttemptResult = z.infer<typeof attemptResultSchema>;

/**
 * Why a finished job's result reaches beyond its own attempt, or null. A result is data read
 * back from Redis, which whoever can write to the queue can write, and the coordinator applies
 * it with the ledger's and the audit log's authority: it may change the job's task and write
 * that attempt's record, nothing else. (An honest worker cannot do more: its ledger holds only
 * the job's task.) Without this, one result could mark another task COMPLETED, append events
 * about other tasks to the tamper-evident log, or name a record file by a task id with `/` in
 * it, outside `.governance/tasks/`.
 */
export function resultOverreach(
  result: AttemptResult,
  job: { readonly taskId: string; readonly attempt: number },
): string | null {
  if (result.kind === 'landed-before') {
    return null;
  }
  for (const record of result.records) {
    if (record.taskId !== job.taskId || record.attempt !== job.attempt) {
      return `it carries the record of ${JSON.stringify(record.taskId)} attempt ${String(record.attempt)}`;
    }
  }
  for (const change of result.changes) {
    if (change.kind === 'update' && change.task !== job.taskId) {
      return `it changes task ${JSON.stringify(change.task)} in the ledger`;
    }
    if (
      change.kind === 'update' &&
      change.patch.id !== undefined &&
      change.patch.id !== job.taskId
    ) {
      return `it renames the task to ${JSON.stringify(change.patch.id)}`;
    }
    if (change.kind === 'audit' && change.data['task'] !== job.taskId) {
      return `its audit event ${JSON.stringify(change.type)} is not about task ${job.taskId}`;
    }
  }
  return null;
}

import { z } from 'zod';
import { GATE_NAMES, TASK_CATEGORIES, TASK_STATUSES } from '../common/index.js';

export const LEDGER_VERSION = 1;
/** Ledger versions this build reads. */
export const READABLE_LEDGER_VERSIONS: readonly number[] = [1];

export const TASK_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const taskId = z
  .string()
  .regex(
    TASK_ID_PATTERN,
    'must be 1-64 characters of letters, digits, ".", "_" or "-", starting with a letter or digit',
  );

const pathOrPaths = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/** One task as users write it (`govern add --file`): the seed format. */
export const taskInputSchema = z
  .object({
    id: taskId.describe('Unique task id; used in commit messages, branch and file names.'),
    category: z.enum(TASK_CATEGORIES).describe('Selects the gate chain and default limits.'),
    referencePath: pathOrPaths
      .optional()
      .describe('Read-only file(s) shown to the agent as reference (workspace-relative).'),
    targetPath: pathOrPaths.describe(
      'File(s) or folder(s) the task may change (workspace-relative).',
    ),
    description: z.string().min(1).describe('What to do, in words.'),
    acceptanceCriteria: z
      .array(z.string().min(1))
      .default([])
      .describe('Checklist shown to the agent.'),
    dependencies: z
      .array(taskId)
      .default([])
      .describe('Ids of tasks that must be COMPLETED before this one starts.'),
    maxRetries: z
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .describe('Retries after the first attempt (2 means up to 3 attempts).'),
    timeoutMs: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Agent time limit per attempt in milliseconds.'),
    metadata: z.record(z.string(), z.unknown()).default({}).describe('Free-form data kept as is.'),
  })
  .strict();

export const taskFileSchema = z.array(taskInputSchema);

export type TaskInput = z.infer<typeof taskInputSchema>;

/**
 * A step of an attempt that can fail: a gate, the agent itself, landing a parallel task, or
 * the authorization of the change (a forbidden path, a denied capability).
 */
export const STEP_NAMES = [...GATE_NAMES, 'AGENT', 'LANDING', 'AUTHORIZATION'] as const;
export type StepName = (typeof STEP_NAMES)[number];

export const verificationLogSchema = z
  .object({
    attempt: z.number().int().positive().describe('1-based attempt number.'),
    gate: z.enum(STEP_NAMES).describe('The gate (or AGENT for the agent run itself).'),
    passed: z.boolean(),
    severity: z.string().describe('Severity of the verdict.'),
    durationMs: z.number().int().min(0),
    findings: z.number().int().min(0).describe('Number of findings (details in the attempt file).'),
    summary: z.string().describe('First finding or outcome, one line.'),
    at: z.string().describe('ISO time of the verdict.'),
  })
  .strict();

export type VerificationLog = z.infer<typeof verificationLogSchema>;

/**
 * How the decision pipeline settled the task last (absent in ledgers written before it
 * existed; null when a task was queued again).
 */
export const taskDecisionSchema = z
  .object({
    kind: z
      .enum([
        'SKIP',
        'REUSED',
        'DEFERRED',
        'COMMITTED',
        'HELD',
        'QUARANTINED',
        'REJECTED',
        'FAILED',
      ])
      .describe('What the pipeline decided.'),
    reused: z
      .boolean()
      .describe('true: an earlier decision with the same fingerprint was reused, no agent ran.'),
    fingerprint: z
      .string()
      .nullable()
      .describe('The novelty fingerprint the decision was made on.'),
    ceiling: z
      .enum(['daily', 'perTask', 'tierCap', 'ladder'])
      .nullable()
      .describe('DEFERRED: the budget ceiling (or the exhausted ladder) that stopped the attempt.'),
    tier: z
      .number()
      .int()
      .min(0)
      .max(3)
      .nullable()
      .describe('The ladder rung of the last attempt.'),
    agent: z.string().nullable().describe('The agent of the last attempt.'),
    decisionId: z.string().nullable().describe('The approval record (Decision-Id) of the change.'),
    branch: z.string().nullable().describe('HELD: the branch keeping the change until approval.'),
    costUsd: z.number().min(0).describe("What the task's attempts cost in this decision."),
    at: z.string().describe('ISO time of the decision.'),
  })
  .strict();

export type TaskDecision = z.infer<typeof taskDecisionSchema>;

export const ledgerTaskSchema = taskInputSchema
  .extend({
    referencePath: pathOrPaths.or(z.array(z.string()).length(0)).default([]),
    maxRetries: z.number().int().min(0).max(20),
    timeoutMs: z.number().int().positive(),
    status: z.enum(TASK_STATUSES),
    retryCount: z.number().int().min(0).describe('Failed attempts so far.'),
    attempts: z.number().int().min(0).describe('Attempts started (interrupted ones included).'),
    verificationLogs: z.array(verificationLogSchema),
    baseCommit: z
      .string()
      .nullable()
      .describe('The commit the current or last attempt started from.'),
    commit: z.string().nullable().describe('The commit that landed the task.'),
    lastFailingGate: z.enum(STEP_NAMES).nullable(),
    reason: z.string().nullable().describe('Why the task is in its status (failures, skips).'),
    decision: taskDecisionSchema.nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

export type LedgerTask = z.infer<typeof ledgerTaskSchema>;

export const ledgerSchema = z
  .object({
    version: z.number().int().describe('Format version of PROGRESS.json.'),
    projectName: z.string(),
    tasks: z.array(ledgerTaskSchema),
  })
  .strict();

export type Ledger = z.infer<typeof ledgerSchema>;

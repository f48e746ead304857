import type { ForeignTextAssessment } from '../../gateway/index.js';
import { writeAttemptRecord } from '../../ledger/index.js';
import type { AttemptRecord, StepVerdict } from '../../ledger/index.js';
import { accountRolledBack } from './account.js';
import type { AttemptFacts } from './account.js';
import type { Admission } from './admit.js';
import { logsWith, summarize } from './attempt-log.js';
import { contextInjectionVerdict } from './context-steps.js';
import { taskDecision } from './decide.js';
import type { TaskOutcome, TaskRunContext } from './task-run.js';

/**
 * How a task's attempt ends when nothing lands (deferred, exhausted, interrupted, blocked,
 * quarantined, rolled back), one function per ending; attempt-landed.ts has the others.
 * Each writes the attempt record, the ledger (with its audit event) and the progress line
 * together, so no ending can forget one of the three. runTask (attempt.ts) decides which
 * ending applies.
 */

/** What the endings before any agent need: a distributed coordinator has no placement. */
export type DecidingContext = Pick<
  TaskRunContext,
  'writer' | 'economy' | 'assessment' | 'onProgress'
>;

/** An attempt being undone: the commit it started from and its record so far. */
interface UndoneAttempt {
  readonly base: string;
  readonly attempt: number;
  readonly record: AttemptRecord;
}

/** The budget or a tier cap stops the task before this attempt starts. */
export function endDeferred(
  ctx: DecidingContext,
  taskId: string,
  input: {
    readonly attempt: number;
    readonly admission: Extract<Admission, { kind: 'defer' }>;
    readonly costUsd: number;
  },
): TaskOutcome {
  const { writer, economy } = ctx;
  const { attempt, admission } = input;
  writer.update(
    taskId,
    {
      status: 'DEFERRED',
      reason: `deferred before attempt ${attempt}, never started: ${admission.reason}`,
      decision: taskDecision(economy, {
        kind: 'DEFERRED',
        ceiling: admission.ceiling,
        fingerprint: ctx.assessment.fingerprint,
        costUsd: input.costUsd,
      }),
    },
    'task.deferred',
    { attempt, ceiling: admission.ceiling },
  );
  economy.quality.recordSkipPrediction({
    taskId,
    module: ctx.assessment.module,
    confidence: ctx.assessment.confidence,
    risk: ctx.assessment.risk,
    status: 'DEFERRED',
    rollbackStreak: ctx.assessment.rollbackStreak,
  });
  ctx.onProgress?.({ kind: 'task', task: taskId, status: 'DEFERRED', detail: admission.reason });
  return 'DEFERRED';
}

/** Every rung of the ladder has failed its gates: nobody is left to try. */
export function endExhausted(
  ctx: DecidingContext,
  taskId: string,
  input: {
    readonly attempt: number;
    readonly reason: string;
    readonly securityFired: boolean;
    readonly costUsd: number;
  },
): TaskOutcome {
  const { writer, economy } = ctx;
  const { attempt, securityFired } = input;
  const status = securityFired ? 'QUARANTINED' : 'FAILED';
  writer.update(
    taskId,
    {
      status,
      reason: `${securityFired ? 'quarantined (a security gate fired)' : 'failed'} after ${attempt - 1} attempt${attempt === 2 ? '' : 's'}; ${input.reason}`,
      decision: taskDecision(economy, {
        kind: 'FAILED',
        ceiling: 'ladder',
        fingerprint: ctx.assessment.fingerprint,
        costUsd: input.costUsd,
      }),
    },
    securityFired ? 'task.quarantined' : 'task.failed',
    { attempt: attempt - 1, ladder: 'exhausted' },
  );
  ctx.onProgress?.({ kind: 'task', task: taskId, status, detail: input.reason });
  return status;
}

/**
 * In enforce mode, hostile text in the task's own inputs (description, criteria,
 * references): QUARANTINED before any agent sees it.
 */
export async function blockHostileContext(
  ctx: TaskRunContext,
  taskId: string,
  input: UndoneAttempt & {
    readonly hostile: readonly ForeignTextAssessment[];
  },
): Promise<TaskOutcome> {
  const { writer } = ctx;
  const { attempt } = input;
  const verdict = contextInjectionVerdict(input.hostile);
  await ctx.placement.rollback(input.base);
  writeAttemptRecord(ctx.workspace, {
    ...input.record,
    verdicts: [verdict],
    outcome: 'rolled_back',
    finishedAt: writer.now(),
  });
  const reason = `INJECTION: ${summarize(verdict)}`;
  writer.update(
    taskId,
    {
      status: 'QUARANTINED',
      verificationLogs: logsWith(ctx, taskId, attempt, [verdict]),
      lastFailingGate: 'INJECTION',
      reason: `blocked before any agent call: hostile text in the task's context; ${reason}`,
    },
    'task.quarantined',
    { attempt, gate: 'INJECTION', sources: input.hostile.map((found) => found.source) },
  );
  ctx.onProgress?.({ kind: 'task', task: taskId, status: 'QUARANTINED', detail: reason });
  return 'QUARANTINED';
}

/** The run is stopping (signal or deadline): the attempt is undone and the task queued again. */
export async function interruptAttempt(
  ctx: TaskRunContext,
  taskId: string,
  input: UndoneAttempt,
): Promise<TaskOutcome> {
  const { writer } = ctx;
  await ctx.placement.rollback(input.base);
  writeAttemptRecord(ctx.workspace, {
    ...input.record,
    outcome: 'interrupted',
    finishedAt: writer.now(),
  });
  writer.update(
    taskId,
    { status: 'PENDING', reason: 'interrupted; rolled back and queued again' },
    'attempt.interrupted',
    { attempt: input.attempt },
  );
  return 'INTERRUPTED';
}

/**
 * A gate failed: the attempt is undone. Returns the task's end (FAILED, or QUARANTINED when
 * a security gate fired in any attempt) once its retries are spent, else null: retry.
 */
export async function rollBackFailed(
  ctx: TaskRunContext,
  taskId: string,
  input: UndoneAttempt & {
    readonly failed: StepVerdict;
    readonly securityFired: boolean;
    readonly facts: AttemptFacts;
    readonly costUsd: number;
  },
): Promise<TaskOutcome | null> {
  const { writer, economy } = ctx;
  const { base, attempt, failed, securityFired, facts } = input;
  await ctx.placement.rollback(base);
  writeAttemptRecord(ctx.workspace, {
    ...input.record,
    outcome: 'rolled_back',
    finishedAt: writer.now(),
  });
  const task = writer.task(taskId);
  accountRolledBack(economy, task, { ...facts, caughtBadChange: failed.gate !== 'AGENT' });
  const logs = logsWith(ctx, taskId, attempt, input.record.verdicts);
  const retryCount = task.retryCount + 1;
  const reason = `${failed.gate}: ${summarize(failed)}`;
  if (retryCount > task.maxRetries) {
    const status = securityFired ? 'QUARANTINED' : 'FAILED';
    const tried = `${attempt} attempt${attempt === 1 ? '' : 's'}`;
    writer.update(
      taskId,
      {
        status,
        retryCount,
        verificationLogs: logs,
        lastFailingGate: failed.gate,
        reason: securityFired
          ? `quarantined after ${tried}: a security gate fired; last: ${reason}`
          : `failed after ${tried}; last: ${reason}`,
        decision: taskDecision(economy, {
          kind: 'FAILED',
          fingerprint: ctx.assessment.fingerprint,
          tier: facts.tier,
          agent: facts.agent,
          costUsd: input.costUsd,
        }),
      },
      securityFired ? 'task.quarantined' : 'task.failed',
      { attempt, gate: failed.gate, base },
    );
    ctx.onProgress?.({ kind: 'task', task: taskId, status, detail: reason });
    return status;
  }
  writer.update(
    taskId,
    {
      status: 'IN_PROGRESS',
      retryCount,
      verificationLogs: logs,
      lastFailingGate: failed.gate,
      reason,
    },
    'attempt.rolled_back',
    { attempt, gate: failed.gate, base },
  );
  return null;
}

/**
 * A forbidden change or a denied capability: rolled back and QUARANTINED at once (no
 * retry: asking an agent again does not make a secret or a protected branch safe to touch).
 */
export async function quarantine(
  ctx: TaskRunContext,
  taskId: string,
  input: UndoneAttempt & {
    readonly reason: string;
    readonly facts: AttemptFacts;
    readonly costUsd: number;
  },
): Promise<TaskOutcome> {
  const { writer, economy } = ctx;
  await ctx.placement.rollback(input.base);
  const verdict: StepVerdict = {
    gate: 'AUTHORIZATION',
    passed: false,
    severity: 'critical',
    findings: [{ file: null, line: null, rule: 'forbidden', message: input.reason }],
    durationMs: 0,
  };
  writeAttemptRecord(ctx.workspace, {
    ...input.record,
    verdicts: [...input.record.verdicts, verdict],
    outcome: 'rolled_back',
    finishedAt: writer.now(),
  });
  const task = writer.task(taskId);
  accountRolledBack(economy, task, { ...input.facts, caughtBadChange: true });
  writer.update(
    taskId,
    {
      status: 'QUARANTINED',
      retryCount: task.retryCount + 1,
      verificationLogs: logsWith(ctx, taskId, input.attempt, [verdict]),
      lastFailingGate: 'AUTHORIZATION',
      reason: input.reason,
      decision: taskDecision(economy, {
        kind: 'QUARANTINED',
        fingerprint: ctx.assessment.fingerprint,
        tier: input.facts.tier,
        agent: input.facts.agent,
        decisionId: input.facts.decisionId,
        costUsd: input.costUsd,
      }),
    },
    'task.quarantined',
    { attempt: input.attempt, base: input.base },
  );
  ctx.onProgress?.({ kind: 'task', task: taskId, status: 'QUARANTINED', detail: input.reason });
  return 'QUARANTINED';
}

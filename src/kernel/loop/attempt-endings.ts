import type { ForeignTextAssessment } from '../../gateway/index.js';
import { writeAttemptRecord } from '../../ledger/index.js';
import type { StepVerdict } from '../../ledger/index.js';
import { accountRolledBack } from './account.js';
import type { Admission } from './admit.js';
import { logsWith, summarize } from './attempt-log.js';
import { contextInjectionVerdict } from './context-steps.js';
import { taskDecision } from './decide.js';
import type { AttemptState, SpentAttempt, TaskOutcome, TaskRunContext } from './task-run.js';

/**
 * How a task's attempt ends when nothing lands (deferred, exhausted, interrupted, blocked,
 * quarantined, rolled back), one function per ending; attempt-landed.ts has the others.
 * Each writes the attempt record, the ledger (with its audit event) and the progress line
 * together, so no ending can forget one of the three. runTask (attempt.ts) decides which
 * ending applies; the attempt's state (record, facts, the task's cost) says what to write.
 */

/** What the endings before any agent need: a distributed coordinator has no placement. */
export type DecidingContext = Pick<
  TaskRunContext,
  'writer' | 'economy' | 'assessment' | 'onProgress'
>;

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
  state: AttemptState,
  hostile: readonly ForeignTextAssessment[],
): Promise<TaskOutcome> {
  const { writer } = ctx;
  const { taskId, attempt } = state;
  const verdict = contextInjectionVerdict(hostile);
  await ctx.placement.rollback(state.base);
  writeAttemptRecord(ctx.workspace, {
    ...state.record,
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
    { attempt, gate: 'INJECTION', sources: hostile.map((found) => found.source) },
  );
  ctx.onProgress?.({ kind: 'task', task: taskId, status: 'QUARANTINED', detail: reason });
  return 'QUARANTINED';
}

/** The run is stopping (signal or deadline): the attempt is undone and the task queued again. */
export async function interruptAttempt(
  ctx: TaskRunContext,
  state: AttemptState,
): Promise<TaskOutcome> {
  const { writer } = ctx;
  await ctx.placement.rollback(state.base);
  writeAttemptRecord(ctx.workspace, {
    ...state.record,
    outcome: 'interrupted',
    finishedAt: writer.now(),
  });
  writer.update(
    state.taskId,
    { status: 'PENDING', reason: 'interrupted; rolled back and queued again' },
    'attempt.interrupted',
    { attempt: state.attempt },
  );
  return 'INTERRUPTED';
}

/**
 * A gate failed: the attempt is undone. Returns the task's end (FAILED, or QUARANTINED when
 * a security gate fired in any attempt) once its retries are spent, else null: retry.
 */
export async function rollBackFailed(
  ctx: TaskRunContext,
  state: SpentAttempt,
  failed: StepVerdict,
  securityFired: boolean,
): Promise<TaskOutcome | null> {
  const { writer, economy } = ctx;
  const { taskId, base, attempt, facts } = state;
  await ctx.placement.rollback(base);
  writeAttemptRecord(ctx.workspace, {
    ...state.record,
    outcome: 'rolled_back',
    finishedAt: writer.now(),
  });
  const task = writer.task(taskId);
  accountRolledBack(economy, task, { ...facts, caughtBadChange: failed.gate !== 'AGENT' });
  const logs = logsWith(ctx, taskId, attempt, state.record.verdicts);
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
          costUsd: state.taskCostUsd,
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
  state: SpentAttempt,
  reason: string,
): Promise<TaskOutcome> {
  const { writer, economy } = ctx;
  const { taskId, facts } = state;
  await ctx.placement.rollback(state.base);
  const verdict: StepVerdict = {
    gate: 'AUTHORIZATION',
    passed: false,
    severity: 'critical',
    findings: [{ file: null, line: null, rule: 'forbidden', message: reason }],
    durationMs: 0,
  };
  writeAttemptRecord(ctx.workspace, {
    ...state.record,
    verdicts: [...state.record.verdicts, verdict],
    outcome: 'rolled_back',
    finishedAt: writer.now(),
  });
  const task = writer.task(taskId);
  accountRolledBack(economy, task, { ...facts, caughtBadChange: true });
  writer.update(
    taskId,
    {
      status: 'QUARANTINED',
      retryCount: task.retryCount + 1,
      verificationLogs: logsWith(ctx, taskId, state.attempt, [verdict]),
      lastFailingGate: 'AUTHORIZATION',
      reason,
      decision: taskDecision(economy, {
        kind: 'QUARANTINED',
        fingerprint: ctx.assessment.fingerprint,
        tier: facts.tier,
        agent: facts.agent,
        decisionId: facts.decisionId,
        costUsd: state.taskCostUsd,
      }),
    },
    'task.quarantined',
    { attempt: state.attempt, base: state.base },
  );
  ctx.onProgress?.({ kind: 'task', task: taskId, status: 'QUARANTINED', detail: reason });
  return 'QUARANTINED';
}

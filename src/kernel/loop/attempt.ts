import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentAdapter, AgentResult } from '../../agents/index.js';
import { buildAgentContext, countTokens } from '../../gateway/index.js';
import type { PreviousFailure } from '../../gateway/index.js';
import { pathList, readAttemptRecords, taskDir, writeAttemptRecord } from '../../ledger/index.js';
import type { AttemptRecord, LedgerTask } from '../../ledger/index.js';
import { CONSTITUTION_PATH } from '../../gates/index.js';
import { admitAttempt, failedTiersOf, recordAttemptSpend } from './admit.js';
import { runInSandbox } from './agent-run.js';
import {
  blockHostileContext,
  endDeferred,
  endExhausted,
  interruptAttempt,
  quarantine,
} from './attempt-endings.js';
import { judge } from './attempt-judge.js';
import { settle } from './attempt-settle.js';
import {
  attemptReferences,
  readReference,
  refuseOversized,
  reportContext,
  shadowContextVerdict,
} from './context-steps.js';
import { restoreTampered, snapshotGovernance } from './governance-guard.js';
import { isAborted, isEnded } from './task-run.js';
import type {
  ActedAttempt,
  AdmittedAttempt,
  FramedAttempt,
  Next,
  TaskOutcome,
  TaskRunContext,
  TaskTally,
} from './task-run.js';

export type { TaskOutcome, TaskRunContext } from './task-run.js';
export type { ProgressEvent } from './progress.js';

/**
 * Runs one task to an end: attempts until its gates pass (one commit) or its retries are
 * spent (FAILED, base restored). Each attempt starts from the base commit with a fresh
 * context that carries only the previous attempt's failing gate and findings, and goes
 * through the phases of DESIGN's loop: admit, build the context, act (the agent in its
 * sandbox), judge (the gates), settle (land, hold, roll back or quarantine). A phase
 * returns the attempt's next state, or the task's outcome when it ended the task.
 */
export async function runTask(taskId: string, ctx: TaskRunContext): Promise<TaskOutcome> {
  const tally: TaskTally = {
    securityFired: false,
    failedTiers: failedTiersOf(ctx.economy, ctx.workspace, ctx.writer.task(taskId)),
    costUsd: 0,
  };
  for (;;) {
    const admitted = await admit(ctx, taskId, tally);
    if (isEnded(admitted)) {
      return admitted;
    }
    const framed = await buildContext(ctx, admitted);
    if (isEnded(framed)) {
      return framed;
    }
    const acted = await act(ctx, framed, tally);
    if (isEnded(acted)) {
      return acted;
    }
    const judged = await judge(ctx, acted);
    if (isEnded(judged)) {
      return judged;
    }
    const ended = await settle(ctx, judged, tally);
    if (ended !== null) {
      return ended;
    }
  }
}

/** Admit: the attempt starts from the base commit on the rung the ladder and budget allow. */
async function admit(
  ctx: TaskRunContext,
  taskId: string,
  tally: TaskTally,
): Promise<Next<AdmittedAttempt>> {
  const { writer, placement } = ctx;
  const base = await placement.begin();
  const task = writer.task(taskId);
  const attempt = task.retryCount + 1;
  const maxAttempts = task.maxRetries + 1;
  const admission = admitAttempt(ctx.economy, task, tally.failedTiers, ctx.agentFor);
  if (admission.kind === 'defer') {
    return endDeferred(ctx, taskId, { attempt, admission, costUsd: tally.costUsd });
  }
  if (admission.kind === 'exhausted') {
    return endExhausted(ctx, taskId, {
      attempt,
      reason: admission.reason,
      securityFired: tally.securityFired,
      costUsd: tally.costUsd,
    });
  }
  writer.update(
    taskId,
    { status: 'IN_PROGRESS', baseCommit: base, attempts: task.attempts + 1, reason: null },
    'attempt.started',
    {
      attempt,
      base,
      agent: admission.agent.name,
      tier: admission.rung.tier,
      estimateUsd: admission.estimateUsd,
      passedOver: admission.passedOver,
      dir: placement.dir,
    },
  );
  ctx.onProgress?.({ kind: 'attempt', task: taskId, attempt, maxAttempts });
  return { taskId, task, attempt, maxAttempts, base, admission };
}

/**
 * Build the context: the task, its references and, on a retry, only the previous attempt's
 * failing step, through the gateway. Hostile text in the task's own inputs ends the task
 * here in enforce mode.
 */
async function buildContext(
  ctx: TaskRunContext,
  admitted: AdmittedAttempt,
): Promise<Next<FramedAttempt>> {
  const { workspace, writer } = ctx;
  const { taskId, task, attempt, maxAttempts } = admitted;
  const work = ctx.placement.dir;
  const previousFailure = attempt > 1 ? loadPreviousFailure(workspace, taskId, attempt - 1) : null;
  const startedAt = writer.now();
  const promptPath = join(taskDir(workspace, taskId), `attempt-${attempt}.prompt.md`);
  const { targetFiles, oversized, llmCap } = inlineTargets(ctx, admitted.admission.agent, task);
  const references = await attemptReferences(
    ctx.references ?? 'ir',
    task,
    work,
    targetFiles,
    ctx.hiddenFromAgent,
  );
  const context = buildAgentContext({
    taskId,
    category: task.category,
    description: task.description,
    acceptanceCriteria: task.acceptanceCriteria,
    targetPaths: pathList(task.targetPath),
    referenceFiles: references.files,
    attempt,
    maxAttempts,
    previousFailure,
    perFileCapChars: targetFiles === undefined ? ctx.perFileCapChars : llmCap,
    totalCapChars: ctx.totalCapChars,
    redactor: ctx.redactor,
    identity: ctx.economy.memory.identityContext(),
    ...(targetFiles === undefined ? {} : { targetFiles }),
  });
  writeFileSync(promptPath, context.text);
  const record: AttemptRecord = {
    version: 1,
    taskId,
    attempt,
    baseCommit: admitted.base,
    startedAt,
    finishedAt: null,
    agent: null,
    changedFiles: [],
    verdicts: [],
    outcome: 'running',
    commit: null,
    promptPath,
    context: {
      redactions: [...context.redactions],
      injection: context.injection.map((found) => ({
        ...found,
        families: [...found.families],
        findings: [...found.findings],
      })),
      promptTokens: await countTokens(context.text),
      references: [...references.tokens],
    },
  };
  writeAttemptRecord(workspace, record);
  reportContext(ctx, taskId, attempt, context.redactions.length, context.injection);
  const contextShadow =
    ctx.injectionMode === 'shadow'
      ? shadowContextVerdict(context.injection.filter((found) => found.origin === 'task'))
      : null;
  const framed = { ...admitted, record, context, promptPath, contextShadow, oversized, llmCap };
  // Only the task's own inputs block before the agent: hostile text in the feedback from a
  // previous attempt is the agent's own output, which the INJECTION gate already failed.
  const hostile = context.injection.filter(
    (found) => found.verdict === 'hostile' && found.origin === 'task',
  );
  if (ctx.injectionMode === 'enforce' && hostile.length > 0) {
    // Retrying cannot help: the task's own inputs carry the attack. No agent sees them.
    return blockHostileContext(ctx, framed, hostile);
  }
  return framed;
}

/**
 * An agent that rewrites whole files (inlineTargets) gets the target files in its context,
 * and a file over its per-file cap refuses the attempt: a truncated file would lose its end.
 */
function inlineTargets(
  ctx: TaskRunContext,
  agent: AgentAdapter,
  task: LedgerTask,
): Pick<FramedAttempt, 'oversized' | 'llmCap'> & {
  readonly targetFiles: { readonly path: string; readonly content: string | null }[] | undefined;
} {
  const inline = agent.inlineTargets;
  const llmCap = Math.min(inline?.maxFileChars ?? Infinity, ctx.llmFileCapChars);
  const targetFiles =
    inline === undefined
      ? undefined
      : pathList(task.targetPath).map((path) => ({
          path,
          content: readReference(ctx.placement.dir, path, ctx.hiddenFromAgent),
        }));
  const oversized = (targetFiles ?? []).filter(
    (file) => file.content !== null && file.content.length > llmCap,
  );
  return { targetFiles, oversized, llmCap };
}

/**
 * Act: the agent runs in its sandbox, with the governance files snapshotted around it. A
 * stopping run or a changed governance file ends the task here.
 */
async function act(
  ctx: TaskRunContext,
  framed: FramedAttempt,
  tally: TaskTally,
): Promise<Next<ActedAttempt>> {
  const { workspace } = ctx;
  const { taskId, admission } = framed;
  const agent = admission.agent;
  const work = ctx.placement.dir;
  const guard = snapshotGovernance(workspace);
  // A task in its own worktree has the committed governance files (the constitution)
  // checked out there too, where the agent works: guarded the same way.
  const workGuard = work === workspace ? null : snapshotGovernance(work);
  const spawned: number[] = [];
  if (framed.oversized.length === 0) {
    // The agent's time is idle CPU for the first check of a fresh worktree.
    ctx.primeTypeCheck?.(work, agent.name);
  }
  const result =
    framed.oversized.length > 0
      ? refuseOversized(agent.name, framed.oversized, framed.llmCap)
      : await callAgent(ctx, framed, spawned);
  ctx.children.remove(spawned);
  const costUsd = recordAttemptSpend(ctx.economy, taskId, admission, result);
  tally.costUsd += costUsd;
  const acted: ActedAttempt = {
    ...framed,
    record: { ...framed.record, agent: agentRecordOf(agent, result) },
    result,
    facts: {
      tier: admission.rung.tier,
      agent: agent.name,
      costUsd,
      tokens: result.tokens.input + result.tokens.output,
      decisionId: randomUUID(),
      confidence: ctx.assessment.confidence,
    },
    taskCostUsd: tally.costUsd,
  };
  if (isAborted(ctx.signal)) {
    return interruptAttempt(ctx, acted);
  }
  const tampered = [
    ...restoreTampered(guard),
    ...(workGuard === null ? [] : restoreTampered(workGuard)),
  ];
  if (tampered.length > 0) {
    return quarantine(
      ctx,
      acted,
      `the agent changed ${tampered.join(', ')}, which only govern and people may change (restored to their state before the attempt)${tampered.includes(CONSTITUTION_PATH) ? `; ${CONSTITUTION_PATH} holds the repository's invariants, which an agent may never edit` : ''}`,
    );
  }
  return acted;
}

/** The one place an agent request is made: the prompt is the gateway's context, nothing else. */
async function callAgent(
  ctx: TaskRunContext,
  framed: FramedAttempt,
  spawned: number[],
): Promise<AgentResult> {
  const { taskId, task, attempt, admission, context, promptPath } = framed;
  const dir = taskDir(ctx.workspace, taskId);
  const work = ctx.placement.dir;
  const prompt = context.text;
  return runInSandbox(
    ctx.sandboxFor(admission.agent.name),
    { worktree: work, attemptDir: dir },
    ctx.writer.audit,
    { task: taskId, attempt },
    (sandbox) =>
      admission.agent.run({
        taskId,
        attempt,
        workspace: work,
        prompt,
        promptFile: promptPath,
        targetPaths: pathList(task.targetPath),
        timeoutMs: sandbox.timeoutMs(task.timeoutMs),
        rawLogPath: join(dir, `attempt-${attempt}.log`),
        hostEnv: ctx.hostEnv,
        wrap: sandbox.wrap,
        restoreRedacted: (text) => ctx.redactor.restore(text),
        ...(admission.maxBudgetUsd === null ? {} : { maxBudgetUsd: admission.maxBudgetUsd }),
        onSpawn: (pid) => {
          spawned.push(pid);
          ctx.children.add(pid);
        },
        ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
      }),
  );
}

function agentRecordOf(agent: AgentAdapter, result: AgentResult): AttemptRecord['agent'] {
  return {
    name: agent.name,
    type: agent.type,
    exitCode: result.exitCode,
    timedOut: result.timedOut,
    costUsd: result.costUsd,
    tokens: result.tokens,
    sessionId: result.sessionId,
    model: result.model,
    summary: result.summary,
    rawLogPath: result.rawLogPath,
    durationMs: result.durationMs,
  };
}

/** The failing step of an earlier attempt: the only thing a retry prompt carries over. */
function loadPreviousFailure(
  workspace: string,
  taskId: string,
  attempt: number,
): PreviousFailure | null {
  const record = readAttemptRecords(workspace, taskId).records.find((r) => r.attempt === attempt);
  const failed = record?.verdicts.find((v) => !v.passed);
  if (failed === undefined) {
    return null;
  }
  return { step: failed.gate, findings: failed.findings, output: failed.output ?? null };
}

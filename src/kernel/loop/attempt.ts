import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAgentContext, countTokens } from '../../gateway/index.js';
import type { PreviousFailure } from '../../gateway/index.js';
import { pathList, readAttemptRecords, taskDir, writeAttemptRecord } from '../../ledger/index.js';
import type { AttemptRecord, StepVerdict } from '../../ledger/index.js';
import { CONSTITUTION_PATH } from '../../gates/index.js';
import { collectChangeSet } from '../../workspace/index.js';
import { admitAttempt, failedTiersOf, recordAttemptSpend } from './admit.js';
import { runInSandbox } from './agent-run.js';
import {
  blockHostileContext,
  endDeferred,
  endExhausted,
  interruptAttempt,
  quarantine,
  rollBackFailed,
} from './attempt-endings.js';
import { completeAttempt, holdForApproval, keepEarlierCommit } from './attempt-landed.js';
import { rerunWholeTreeGates, runGates } from './attempt-gates.js';
import { agentVerdict, summarize } from './attempt-log.js';
import { screenForbidden, settleChange } from './authorize.js';
import {
  attemptReferences,
  readReference,
  refuseOversized,
  reportContext,
  shadowContextVerdict,
} from './context-steps.js';
import { gateTampering } from './gate-boundary.js';
import { auditPassedNotes, noteTrailers, passedWithWarning } from './passed-notes.js';
import { restoreTampered, snapshotGovernance } from './governance-guard.js';
import type { TaskOutcome, TaskRunContext } from './task-run.js';
import { toStepVerdict } from './verdicts.js';
import { SECURITY_GATES } from './verify.js';

export type { TaskOutcome, TaskRunContext } from './task-run.js';
export type { ProgressEvent } from './progress.js';

/**
 * Runs one task to an end: attempts until its gates pass (one commit) or its retries are
 * spent (FAILED, base restored). Each attempt starts from the base commit with a fresh
 * context that carries only the previous attempt's failing gate and findings.
 */
export async function runTask(taskId: string, ctx: TaskRunContext): Promise<TaskOutcome> {
  const { workspace, writer, placement, economy } = ctx;
  const dir = taskDir(workspace, taskId);
  const work = placement.dir;
  // A security gate that fired in any attempt makes the final failure a quarantine: the
  // agent tried something a person should look at, even if a later attempt failed otherwise.
  let securityFired = false;
  const failedTiers = failedTiersOf(economy, workspace, writer.task(taskId));
  let taskCostUsd = 0;

  for (;;) {
    const base = await placement.begin();
    const task = writer.task(taskId);
    const attempt = task.retryCount + 1;
    const maxAttempts = task.maxRetries + 1;
    const admission = admitAttempt(economy, task, failedTiers, ctx.agentFor);
    if (admission.kind === 'defer') {
      return endDeferred(ctx, taskId, { attempt, admission, costUsd: taskCostUsd });
    }
    if (admission.kind === 'exhausted') {
      return endExhausted(ctx, taskId, {
        attempt,
        reason: admission.reason,
        securityFired,
        costUsd: taskCostUsd,
      });
    }
    const agent = admission.agent;
    const previousFailure =
      attempt > 1 ? loadPreviousFailure(workspace, taskId, attempt - 1) : null;
    writer.update(
      taskId,
      { status: 'IN_PROGRESS', baseCommit: base, attempts: task.attempts + 1, reason: null },
      'attempt.started',
      {
        attempt,
        base,
        agent: agent.name,
        tier: admission.rung.tier,
        estimateUsd: admission.estimateUsd,
        passedOver: admission.passedOver,
        dir: work,
      },
    );
    ctx.onProgress?.({ kind: 'attempt', task: taskId, attempt, maxAttempts });
    const startedAt = writer.now();
    const promptPath = join(dir, `attempt-${attempt}.prompt.md`);

    const inline = agent.inlineTargets;
    const llmCap = Math.min(inline?.maxFileChars ?? Infinity, ctx.llmFileCapChars);
    const targetFiles =
      inline === undefined
        ? undefined
        : pathList(task.targetPath).map((path) => ({ path, content: readReference(work, path) }));
    const oversized = (targetFiles ?? []).filter(
      (file) => file.content !== null && file.content.length > llmCap,
    );
    const references = await attemptReferences(ctx.references ?? 'ir', task, work, targetFiles);
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
      perFileCapChars: inline === undefined ? ctx.perFileCapChars : llmCap,
      totalCapChars: ctx.totalCapChars,
      redactor: ctx.redactor,
      identity: economy.memory.identityContext(),
      ...(targetFiles === undefined ? {} : { targetFiles }),
    });
    const prompt = context.text;
    writeFileSync(promptPath, prompt);
    const record: AttemptRecord = {
      version: 1,
      taskId,
      attempt,
      baseCommit: base,
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
        promptTokens: await countTokens(prompt),
        references: [...references.tokens],
      },
    };
    writeAttemptRecord(workspace, record);
    reportContext(ctx, taskId, attempt, context.redactions.length, context.injection);
    const contextShadow =
      ctx.injectionMode === 'shadow'
        ? shadowContextVerdict(context.injection.filter((found) => found.origin === 'task'))
        : null;
    // Only the task's own inputs block before the agent: hostile text in the feedback from a
    // previous attempt is the agent's own output, which the INJECTION gate already failed.
    const hostile = context.injection.filter(
      (found) => found.verdict === 'hostile' && found.origin === 'task',
    );
    if (ctx.injectionMode === 'enforce' && hostile.length > 0) {
      // Retrying cannot help: the task's own inputs carry the attack. No agent sees them.
      return blockHostileContext(ctx, taskId, { base, attempt, record, hostile });
    }

    const guard = snapshotGovernance(workspace);
    // A task in its own worktree has the committed governance files (the constitution)
    // checked out there too, where the agent works: guarded the same way.
    const workGuard = work === workspace ? null : snapshotGovernance(work);
    const spawned: number[] = [];
    const result =
      oversized.length > 0
        ? refuseOversized(agent.name, oversized, llmCap)
        : await runInSandbox(
            ctx.sandboxFor(agent.name),
            { worktree: work, attemptDir: dir },
            writer.audit,
            { task: taskId, attempt },
            (sandbox) =>
              agent.run({
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
                ...(admission.maxBudgetUsd === null
                  ? {}
                  : { maxBudgetUsd: admission.maxBudgetUsd }),
                onSpawn: (pid) => {
                  spawned.push(pid);
                  ctx.children.add(pid);
                },
                ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
              }),
          );
    ctx.children.remove(spawned);
    const costUsd = recordAttemptSpend(economy, taskId, admission, result);
    taskCostUsd += costUsd;
    const decisionId = randomUUID();
    const facts = {
      tier: admission.rung.tier,
      agent: agent.name,
      costUsd,
      tokens: result.tokens.input + result.tokens.output,
      decisionId,
      confidence: ctx.assessment.confidence,
    };
    const agentRecord: AttemptRecord['agent'] = {
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

    if (isAborted(ctx.signal)) {
      return interruptAttempt(ctx, taskId, {
        base,
        attempt,
        record: { ...record, agent: agentRecord },
      });
    }

    const tampered = [
      ...restoreTampered(guard),
      ...(workGuard === null ? [] : restoreTampered(workGuard)),
    ];
    if (tampered.length > 0) {
      return quarantine(ctx, taskId, {
        base,
        attempt,
        record: { ...record, agent: agentRecord },
        reason: `the agent changed ${tampered.join(', ')}, which only govern and people may change (restored to their state before the attempt)${tampered.includes(CONSTITUTION_PATH) ? `; ${CONSTITUTION_PATH} holds the repository's invariants, which an agent may never edit` : ''}`,
        facts,
        costUsd: taskCostUsd,
      });
    }
    const verdicts: StepVerdict[] = [];
    let changedFiles: string[] = [];
    if (result.failure !== null) {
      verdicts.push(agentVerdict(result.failure.kind, result.failure.message, result.durationMs));
    } else {
      const { changes, tree } = await collectChangeSet(work, base);
      changedFiles = changes.map((change) => change.path);
      if (changes.length === 0 && task.commit !== null) {
        return keepEarlierCommit(ctx, taskId, {
          attempt,
          commit: task.commit,
          record: { ...record, agent: agentRecord },
          facts,
          costUsd: taskCostUsd,
        });
      } else if (changes.length === 0) {
        verdicts.push(
          agentVerdict(
            'no-change',
            'the agent exited 0 but changed no file; make the change the task asks for',
            result.durationMs,
          ),
        );
      } else {
        const forbidden = screenForbidden(economy, { taskId, decisionId, paths: changedFiles });
        if (forbidden !== null) {
          return quarantine(ctx, taskId, {
            base,
            attempt,
            record: { ...record, agent: agentRecord, changedFiles },
            reason: forbidden,
            facts,
            costUsd: taskCostUsd,
          });
        }
        const gateVerdicts = await runGates(ctx, task, {
          work,
          base,
          changes,
          tree,
          agentMessage: result.message ?? result.summary,
        });
        verdicts.push(...gateVerdicts.map(toStepVerdict));
        const tamper = gateTampering(gateVerdicts);
        if (tamper !== null) {
          return quarantine(ctx, taskId, {
            base,
            attempt,
            record: { ...record, agent: agentRecord, changedFiles, verdicts },
            reason: tamper,
            facts,
            costUsd: taskCostUsd,
          });
        }
      }
    }
    for (const verdict of verdicts) {
      const warning = passedWithWarning(verdict);
      ctx.onProgress?.({
        kind: 'verdict',
        task: taskId,
        step: verdict.gate,
        passed: verdict.passed,
        summary: summarize(verdict),
        ...(warning === null ? {} : { warning }),
      });
    }
    // Already reported before the agent ran; kept in the record, the ledger and the trailers.
    if (contextShadow !== null) {
      verdicts.unshift(contextShadow);
    }
    auditPassedNotes(ctx, taskId, attempt, verdicts);

    if (isAborted(ctx.signal)) {
      return interruptAttempt(ctx, taskId, {
        base,
        attempt,
        record: { ...record, agent: agentRecord, changedFiles, verdicts },
      });
    }

    let failed = verdicts.find((verdict) => !verdict.passed);
    let commit: string | null = null;
    if (failed === undefined) {
      const settled = await settleChange({
        economy,
        placement,
        taskId,
        decisionId,
        base,
        paths: changedFiles,
        message: {
          subject: `govern(${taskId}): ${firstLine(task.description)}`,
          trailers: {
            'Task-Id': taskId,
            Attempt: String(attempt),
            Gates: [...new Set(verdicts.map((verdict) => verdict.gate))].join(','),
            'Decision-Id': decisionId,
            Tier: `${admission.rung.tier} (${agent.name})`,
            ...noteTrailers(verdicts),
          },
        },
        rerunGates: (dirToCheck, changes) => rerunWholeTreeGates(ctx, task, dirToCheck, changes),
      });
      switch (settled.kind) {
        case 'landed':
          commit = settled.commit;
          break;
        case 'failed':
          verdicts.push(...settled.verdicts);
          failed = settled.verdicts.find((verdict) => !verdict.passed);
          break;
        case 'denied':
          return quarantine(ctx, taskId, {
            base,
            attempt,
            record: { ...record, agent: agentRecord, changedFiles, verdicts },
            reason: `capability denied: ${settled.reason}`,
            facts,
            costUsd: taskCostUsd,
          });
        case 'held':
          return holdForApproval(ctx, taskId, {
            attempt,
            record: { ...record, agent: agentRecord, changedFiles, verdicts },
            held: settled,
            facts,
            costUsd: taskCostUsd,
          });
      }
    }
    if (commit !== null) {
      return completeAttempt(ctx, taskId, {
        attempt,
        record: { ...record, agent: agentRecord, changedFiles, verdicts },
        commit,
        facts,
        costUsd: taskCostUsd,
      });
    }

    if (failed === undefined) {
      throw new Error(`task ${taskId}: attempt ${attempt} neither landed nor failed`);
    }
    securityFired ||= verdicts.some(
      (verdict) => !verdict.passed && (SECURITY_GATES as readonly string[]).includes(verdict.gate),
    );
    if (!failedTiers.includes(admission.rung.tier)) {
      failedTiers.push(admission.rung.tier);
    }
    const ended = await rollBackFailed(ctx, taskId, {
      base,
      attempt,
      record: { ...record, agent: agentRecord, changedFiles, verdicts },
      failed,
      securityFired,
      facts,
      costUsd: taskCostUsd,
    });
    if (ended !== null) {
      return ended;
    }
  }
}

/** A function, not an inline check: the signal flips between awaits, which narrowing cannot see. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
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

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 72 ? `${line.slice(0, 69)}...` : line;
}

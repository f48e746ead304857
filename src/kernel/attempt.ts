import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GateName } from '../common/index.js';
import { buildAgentContext } from '../gateway/index.js';
import type { PreviousFailure, Redactor } from '../gateway/index.js';
import type { GateCache, InjectionGateMode } from '../gates/index.js';
import { pathList, readAttemptRecords, taskDir, writeAttemptRecord } from '../ledger/index.js';
import type { AttemptRecord, StepVerdict, VerificationLog } from '../ledger/index.js';
import { collectChangeSet } from '../workspace/index.js';
import { accountCommitted, accountRolledBack } from './account.js';
import type { AttemptFacts } from './account.js';
import { admitAttempt, failedTiersOf, recordAttemptSpend } from './admit.js';
import type { AgentResolver } from './admit.js';
import { screenForbidden, settleChange } from './authorize.js';
import type { ChildRegistry } from './children.js';
import { taskDecision } from './decide.js';
import type { EconomySession, TaskAssessment } from './economy.js';
import type { LedgerWriter } from './ledger-writer.js';
import type { Placement } from './placement.js';
import type { OpenAttemptSandbox } from './sandbox.js';
import { runInSandbox } from './agent-run.js';
import { restoreTampered, snapshotGovernance } from './governance-guard.js';
import { toStepVerdict } from './verdicts.js';
import type { ProgressEvent } from './progress.js';
import { contextInjectionVerdict, refuseOversized, reportContext } from './context-steps.js';
import { SECURITY_GATES, verifyChange } from './verify.js';
import type { ToolCommands } from './verify.js';

export interface TaskRunContext {
  readonly workspace: string;
  readonly writer: LedgerWriter;
  /** The adapter of each rung's agent, by name. */
  readonly agentFor: AgentResolver;
  /** The ladder, budget, authorization and quality stores of this run. */
  readonly economy: EconomySession;
  /** What the pipeline decided before any agent call (risk, confidence, fingerprint). */
  readonly assessment: TaskAssessment;
  readonly gates: readonly GateName[];
  readonly tools: ToolCommands;
  readonly toolEnv: Readonly<Record<string, string>>;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly children: ChildRegistry;
  /** The sandbox boundary for every agent process of the named agent, one per attempt. */
  readonly sandboxFor: (agentName: string) => OpenAttemptSandbox;
  /** Where the attempts run (the main tree, or a worktree landed by rebase). */
  readonly placement: Placement;
  /** shadow: flag injected text; enforce: hostile text blocks the task or fails the gate. */
  readonly injectionMode: InjectionGateMode;
  /** Gateway caps (config `gateway`). */
  readonly perFileCapChars: number;
  /** Per-file cap for adapters that call a model directly (config `gateway.llmFileCapChars`). */
  readonly llmFileCapChars: number;
  readonly totalCapChars: number;
  /** One per run, so a secret keeps its placeholder across tasks and attempts. */
  readonly redactor: Redactor;
  /** Tool-gate passes keyed by content (a retry skips what already passed); saved per attempt. */
  readonly gateCache?: { readonly cache: GateCache; readonly depsHash: string };
  readonly signal?: AbortSignal;
  readonly onProgress?: (event: ProgressEvent) => void;
}

export type { ProgressEvent } from './progress.js';

export type TaskOutcome =
  | 'COMPLETED'
  | 'FAILED'
  | 'INTERRUPTED'
  | 'DEFERRED'
  | 'AWAITING_APPROVAL'
  | 'QUARANTINED'
  | 'SKIPPED'
  | 'REUSED';

/** Gates whose verdict depends on the whole tree, not just the changed files: re-run after a rebase. */
const WHOLE_TREE_GATES: readonly GateName[] = ['TYPE_CHECK', 'TEST_SUITE'];

/**
 * After a rebase the tests related to the change already passed on it, and the whole suite
 * is what can tell whether the new base broke it: running the related ones again first
 * would only start the runner twice.
 */
function wholeSuiteOnly(tools: ToolCommands): ToolCommands {
  const suite = tools.get('TEST_SUITE');
  if (suite?.related === undefined) {
    return tools;
  }
  return new Map([...tools, ['TEST_SUITE', { ...suite, relatedFirst: false }]]);
}

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
      writer.update(
        taskId,
        {
          status: 'DEFERRED',
          reason: `deferred before attempt ${attempt}, never started: ${admission.reason}`,
          decision: taskDecision(economy, {
            kind: 'DEFERRED',
            ceiling: admission.ceiling,
            fingerprint: ctx.assessment.fingerprint,
            costUsd: taskCostUsd,
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
      ctx.onProgress?.({
        kind: 'task',
        task: taskId,
        status: 'DEFERRED',
        detail: admission.reason,
      });
      return 'DEFERRED';
    }
    if (admission.kind === 'exhausted') {
      const status = securityFired ? 'QUARANTINED' : 'FAILED';
      writer.update(
        taskId,
        {
          status,
          reason: `${securityFired ? 'quarantined (a security gate fired)' : 'failed'} after ${attempt - 1} attempt${attempt === 2 ? '' : 's'}; ${admission.reason}`,
          decision: taskDecision(economy, {
            kind: 'FAILED',
            ceiling: 'ladder',
            fingerprint: ctx.assessment.fingerprint,
            costUsd: taskCostUsd,
          }),
        },
        securityFired ? 'task.quarantined' : 'task.failed',
        { attempt: attempt - 1, ladder: 'exhausted' },
      );
      ctx.onProgress?.({ kind: 'task', task: taskId, status, detail: admission.reason });
      return status;
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
    const context = buildAgentContext({
      taskId,
      category: task.category,
      description: task.description,
      acceptanceCriteria: task.acceptanceCriteria,
      targetPaths: pathList(task.targetPath),
      referenceFiles: pathList(task.referencePath).map((path) => ({
        path,
        content: readReference(work, path),
      })),
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
      },
    };
    writeAttemptRecord(workspace, record);
    reportContext(ctx, taskId, attempt, context.redactions.length, context.injection);
    // Only the task's own inputs block before the agent: hostile text in the feedback from a
    // previous attempt is the agent's own output, which the INJECTION gate already failed.
    const hostile = context.injection.filter(
      (found) => found.verdict === 'hostile' && found.origin === 'task',
    );
    if (ctx.injectionMode === 'enforce' && hostile.length > 0) {
      // Retrying cannot help: the task's own inputs carry the attack. No agent sees them.
      const verdict = contextInjectionVerdict(hostile);
      await placement.rollback(base);
      writeAttemptRecord(workspace, {
        ...record,
        verdicts: [verdict],
        outcome: 'rolled_back',
        finishedAt: writer.now(),
      });
      const reason = `INJECTION: ${summarize(verdict)}`;
      writer.update(
        taskId,
        {
          status: 'QUARANTINED',
          verificationLogs: [...task.verificationLogs, toLog(attempt, verdict, writer.now())],
          lastFailingGate: 'INJECTION',
          reason: `blocked before any agent call: hostile text in the task's context; ${reason}`,
        },
        'task.quarantined',
        { attempt, gate: 'INJECTION', sources: hostile.map((found) => found.source) },
      );
      ctx.onProgress?.({ kind: 'task', task: taskId, status: 'QUARANTINED', detail: reason });
      return 'QUARANTINED';
    }

    const guard = snapshotGovernance(workspace);
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
      await placement.rollback(base);
      writeAttemptRecord(workspace, {
        ...record,
        agent: agentRecord,
        outcome: 'interrupted',
        finishedAt: writer.now(),
      });
      writer.update(
        taskId,
        { status: 'PENDING', reason: 'interrupted; rolled back and queued again' },
        'attempt.interrupted',
        { attempt },
      );
      return 'INTERRUPTED';
    }

    const tampered = restoreTampered(guard);
    if (tampered.length > 0) {
      return quarantine(ctx, taskId, {
        base,
        attempt,
        record: { ...record, agent: agentRecord },
        reason: `the agent changed ${tampered.join(', ')}, which only govern and people may change (restored to their state before the attempt)`,
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
        const gateVerdicts = await verifyChange({
          workspace: work,
          task: {
            targetPaths: pathList(task.targetPath),
            category: task.category,
            metadata: task.metadata,
          },
          gates: ctx.gates,
          changes,
          tools: ctx.tools,
          env: ctx.toolEnv,
          injectionMode: ctx.injectionMode,
          ...((result.message ?? result.summary) === ''
            ? {}
            : { commitMessage: result.message ?? result.summary }),
          ...(ctx.gateCache === undefined
            ? {}
            : {
                cache: {
                  cache: ctx.gateCache.cache,
                  treeHash: tree,
                  depsHash: ctx.gateCache.depsHash,
                  baseCommit: base,
                },
              }),
          ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
        });
        ctx.gateCache?.cache.save();
        verdicts.push(...gateVerdicts.map(toStepVerdict));
      }
    }
    for (const verdict of verdicts) {
      ctx.onProgress?.({
        kind: 'verdict',
        task: taskId,
        step: verdict.gate,
        passed: verdict.passed,
        summary: summarize(verdict),
      });
    }

    if (isAborted(ctx.signal)) {
      await placement.rollback(base);
      writeAttemptRecord(workspace, {
        ...record,
        agent: agentRecord,
        changedFiles,
        verdicts,
        outcome: 'interrupted',
        finishedAt: writer.now(),
      });
      writer.update(
        taskId,
        { status: 'PENDING', reason: 'interrupted; rolled back and queued again' },
        'attempt.interrupted',
        { attempt },
      );
      return 'INTERRUPTED';
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
            Gates: ctx.gates.join(','),
            'Decision-Id': decisionId,
            Tier: `${admission.rung.tier} (${agent.name})`,
          },
        },
        rerunGates: (dirToCheck, changes) =>
          verifyChange({
            workspace: dirToCheck,
            task: {
              targetPaths: pathList(task.targetPath),
              category: task.category,
              metadata: task.metadata,
            },
            gates: ctx.gates.filter((gate) => WHOLE_TREE_GATES.includes(gate)),
            changes,
            tools: wholeSuiteOnly(ctx.tools),
            env: ctx.toolEnv,
            injectionMode: ctx.injectionMode,
          }),
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
        case 'held': {
          writeAttemptRecord(workspace, {
            ...record,
            agent: agentRecord,
            changedFiles,
            verdicts,
            outcome: 'held',
            commit: settled.commit,
            finishedAt: writer.now(),
          });
          const reason = `needs approval (\`govern approve ${taskId}\` or \`govern reject ${taskId} --why ...\`); kept on ${settled.branch}: ${settled.reasons.join('; ')}`;
          writer.update(
            taskId,
            {
              status: 'AWAITING_APPROVAL',
              verificationLogs: [
                ...task.verificationLogs,
                ...verdicts.map((v) => toLog(attempt, v, writer.now())),
              ],
              lastFailingGate: null,
              reason,
              decision: taskDecision(economy, {
                kind: 'HELD',
                fingerprint: ctx.assessment.fingerprint,
                tier: admission.rung.tier,
                agent: agent.name,
                decisionId,
                branch: settled.branch,
                costUsd: taskCostUsd,
              }),
            },
            'task.awaiting_approval',
            { attempt, decisionId, branch: settled.branch, commit: settled.commit },
          );
          ctx.onProgress?.({
            kind: 'task',
            task: taskId,
            status: 'AWAITING_APPROVAL',
            detail: reason,
          });
          return 'AWAITING_APPROVAL';
        }
      }
    }
    const logs = [
      ...task.verificationLogs,
      ...verdicts.map((v) => toLog(attempt, v, writer.now())),
    ];
    if (commit !== null) {
      writeAttemptRecord(workspace, {
        ...record,
        agent: agentRecord,
        changedFiles,
        verdicts,
        outcome: 'committed',
        commit,
        finishedAt: writer.now(),
      });
      const landed = accountCommitted(economy, task, {
        ...facts,
        commit,
        verdicts,
        files: changedFiles,
      });
      writer.update(
        taskId,
        {
          status: 'COMPLETED',
          commit,
          verificationLogs: logs,
          lastFailingGate: null,
          reason: null,
          decision: taskDecision(economy, {
            kind: 'COMMITTED',
            fingerprint: landed.fingerprint,
            tier: admission.rung.tier,
            agent: agent.name,
            decisionId,
            costUsd: taskCostUsd,
          }),
        },
        'task.completed',
        {
          attempt,
          commit,
          decisionId,
          files: changedFiles,
          tier: admission.rung.tier,
          archive: landed.archiveId,
          archiveSha256: landed.archiveSha256,
        },
      );
      ctx.onProgress?.({
        kind: 'task',
        task: taskId,
        status: 'COMPLETED',
        detail: `commit ${commit.slice(0, 12)} on attempt ${attempt}`,
      });
      return 'COMPLETED';
    }

    if (failed === undefined) {
      throw new Error(`task ${taskId}: attempt ${attempt} neither landed nor failed`);
    }
    securityFired ||= verdicts.some(
      (verdict) => !verdict.passed && (SECURITY_GATES as readonly string[]).includes(verdict.gate),
    );
    await placement.rollback(base);
    writeAttemptRecord(workspace, {
      ...record,
      agent: agentRecord,
      changedFiles,
      verdicts,
      outcome: 'rolled_back',
      finishedAt: writer.now(),
    });
    accountRolledBack(economy, task, {
      ...facts,
      caughtBadChange: failed.gate !== 'AGENT',
    });
    if (!failedTiers.includes(admission.rung.tier)) {
      failedTiers.push(admission.rung.tier);
    }
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
            tier: admission.rung.tier,
            agent: agent.name,
            costUsd: taskCostUsd,
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
  }
}

/**
 * A forbidden change or a denied capability: rolled back and QUARANTINED at once (no
 * retry: asking an agent again does not make a secret or a protected branch safe to touch).
 */
async function quarantine(
  ctx: TaskRunContext,
  taskId: string,
  input: {
    readonly base: string;
    readonly attempt: number;
    readonly record: AttemptRecord;
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
      verificationLogs: [...task.verificationLogs, toLog(input.attempt, verdict, writer.now())],
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

/**
 * A task decided again (`--rerun` after its inputs or the rules changed) whose agent finds
 * nothing to change: the commit of the earlier decision stands, and the decision is
 * remembered under the new fingerprint so the next rerun reuses it.
 */
function keepEarlierCommit(
  ctx: TaskRunContext,
  taskId: string,
  input: {
    readonly attempt: number;
    readonly commit: string;
    readonly record: AttemptRecord;
    readonly facts: AttemptFacts;
    readonly costUsd: number;
  },
): TaskOutcome {
  const { writer, economy } = ctx;
  const task = writer.task(taskId);
  writeAttemptRecord(ctx.workspace, {
    ...input.record,
    outcome: 'committed',
    commit: input.commit,
    finishedAt: writer.now(),
  });
  const kept = accountCommitted(economy, task, {
    ...input.facts,
    commit: input.commit,
    verdicts: [],
    files: [],
  });
  const reason = `decided again; the agent found nothing to change, so ${input.commit.slice(0, 12)} stands`;
  writer.update(
    taskId,
    {
      status: 'COMPLETED',
      lastFailingGate: null,
      reason,
      decision: taskDecision(economy, {
        kind: 'COMMITTED',
        fingerprint: kept.fingerprint,
        tier: input.facts.tier,
        agent: input.facts.agent,
        decisionId: input.facts.decisionId,
        costUsd: input.costUsd,
      }),
    },
    'task.completed',
    { attempt: input.attempt, commit: input.commit, unchanged: true, archive: kept.archiveId },
  );
  ctx.onProgress?.({ kind: 'task', task: taskId, status: 'COMPLETED', detail: reason });
  return 'COMPLETED';
}

/** A function, not an inline check: the signal flips between awaits, which narrowing cannot see. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

function agentVerdict(rule: string, message: string, durationMs: number): StepVerdict {
  return {
    gate: 'AGENT',
    passed: false,
    severity: 'error',
    findings: [{ file: null, line: null, rule, message }],
    durationMs,
  };
}

function toLog(attempt: number, verdict: StepVerdict, at: string): VerificationLog {
  return {
    attempt,
    gate: verdict.gate,
    passed: verdict.passed,
    severity: verdict.severity,
    durationMs: verdict.durationMs,
    findings: verdict.findings.length,
    summary: summarize(verdict),
    at,
  };
}

export function summarize(verdict: StepVerdict): string {
  if (verdict.passed) {
    return 'passed';
  }
  const first = verdict.findings[0];
  if (first === undefined) {
    return verdict.error?.message ?? 'failed';
  }
  const where =
    first.file === null ? '' : `${first.file}${first.line === null ? '' : `:${first.line}`} `;
  const more = verdict.findings.length > 1 ? ` (+${verdict.findings.length - 1} more)` : '';
  return `${where}${first.message.split('\n')[0] ?? ''}${more}`.slice(0, 300);
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

function readReference(workspace: string, path: string): string | null {
  try {
    const text = readFileSync(join(workspace, path), 'utf8');
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 72 ? `${line.slice(0, 69)}...` : line;
}

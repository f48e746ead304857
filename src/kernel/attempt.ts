import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentAdapter } from '../agents/index.js';
import type { GateName } from '../common/index.js';
import { buildAgentContext } from '../gateway/index.js';
import type { PreviousFailure } from '../gateway/index.js';
import { pathList, readAttemptRecords, taskDir, writeAttemptRecord } from '../ledger/index.js';
import type { AttemptRecord, StepVerdict, VerificationLog } from '../ledger/index.js';
import { collectChanges, commitChange } from '../workspace/index.js';
import type { ChildRegistry } from './children.js';
import type { LedgerWriter } from './ledger-writer.js';
import type { Placement } from './placement.js';
import type { OpenAttemptSandbox } from './sandbox.js';
import { toStepVerdict } from './verdicts.js';
import { verifyChange } from './verify.js';
import type { ToolCommands } from './verify.js';

export interface TaskRunContext {
  readonly workspace: string;
  readonly writer: LedgerWriter;
  readonly agent: AgentAdapter;
  readonly gates: readonly GateName[];
  readonly tools: ToolCommands;
  readonly toolEnv: Readonly<Record<string, string>>;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly children: ChildRegistry;
  /** The sandbox boundary for every agent process, one per attempt. */
  readonly openSandbox: OpenAttemptSandbox;
  /** Where the attempts run (the main tree, or a worktree landed by rebase). */
  readonly placement: Placement;
  readonly signal?: AbortSignal;
  readonly onProgress?: (event: ProgressEvent) => void;
}

export type ProgressEvent =
  | {
      readonly kind: 'attempt';
      readonly task: string;
      readonly attempt: number;
      readonly maxAttempts: number;
    }
  | {
      readonly kind: 'verdict';
      readonly task: string;
      readonly step: string;
      readonly passed: boolean;
      readonly summary: string;
    }
  | {
      readonly kind: 'task';
      readonly task: string;
      readonly status: string;
      readonly detail: string;
    };

export type TaskOutcome = 'COMPLETED' | 'FAILED' | 'INTERRUPTED';

/** Gates whose verdict depends on the whole tree, not just the changed files: re-run after a rebase. */
const WHOLE_TREE_GATES: readonly GateName[] = ['TYPE_CHECK', 'TEST_SUITE'];

/**
 * Runs one task to an end: attempts until its gates pass (one commit) or its retries are
 * spent (FAILED, base restored). Each attempt starts from the base commit with a fresh
 * context that carries only the previous attempt's failing gate and findings.
 */
export async function runTask(taskId: string, ctx: TaskRunContext): Promise<TaskOutcome> {
  const { workspace, writer, placement } = ctx;
  const dir = taskDir(workspace, taskId);
  const work = placement.dir;

  for (;;) {
    const base = await placement.begin();
    const task = writer.task(taskId);
    const attempt = task.retryCount + 1;
    const maxAttempts = task.maxRetries + 1;
    const previousFailure =
      attempt > 1 ? loadPreviousFailure(workspace, taskId, attempt - 1) : null;
    writer.update(
      taskId,
      { status: 'IN_PROGRESS', baseCommit: base, attempts: task.attempts + 1, reason: null },
      'attempt.started',
      { attempt, base, agent: ctx.agent.name, dir: work },
    );
    ctx.onProgress?.({ kind: 'attempt', task: taskId, attempt, maxAttempts });
    const startedAt = writer.now();
    const promptPath = join(dir, `attempt-${attempt}.prompt.md`);
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
    };
    writeAttemptRecord(workspace, record);

    const prompt = buildAgentContext({
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
    });
    writeFileSync(promptPath, prompt);

    const spawned: number[] = [];
    const sandbox = await ctx.openSandbox(work, dir);
    const result = await ctx.agent
      .run({
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
        onSpawn: (pid) => {
          spawned.push(pid);
          ctx.children.add(pid);
        },
        ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
      })
      .finally(async () => {
        // What the sandbox was (network, memory cap applied or why not, OOM kills) goes
        // to the audit log beside the attempt.
        ctx.writer.audit.append('attempt.sandbox', {
          task: taskId,
          attempt,
          ...(await sandbox.close()),
        });
      });
    ctx.children.remove(spawned);
    const agentRecord: AttemptRecord['agent'] = {
      name: ctx.agent.name,
      type: ctx.agent.type,
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

    const verdicts: StepVerdict[] = [];
    let changedFiles: string[] = [];
    if (result.failure !== null) {
      verdicts.push(agentVerdict(result.failure.kind, result.failure.message, result.durationMs));
    } else {
      const changes = await collectChanges(work, base);
      changedFiles = changes.map((change) => change.path);
      if (changes.length === 0) {
        verdicts.push(
          agentVerdict(
            'no-change',
            'the agent exited 0 but changed no file; make the change the task asks for',
            result.durationMs,
          ),
        );
      } else {
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
          ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
        });
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
    const decisionId = randomUUID();
    if (failed === undefined) {
      const made = await commitChange(work, {
        base,
        subject: `govern(${taskId}): ${firstLine(task.description)}`,
        trailers: {
          'Task-Id': taskId,
          Attempt: String(attempt),
          Gates: ctx.gates.join(','),
          'Decision-Id': decisionId,
        },
      });
      const landed = await placement.land(made, base, (dirToCheck, changes) =>
        verifyChange({
          workspace: dirToCheck,
          task: {
            targetPaths: pathList(task.targetPath),
            category: task.category,
            metadata: task.metadata,
          },
          gates: ctx.gates.filter((gate) => WHOLE_TREE_GATES.includes(gate)),
          changes,
          tools: ctx.tools,
          env: ctx.toolEnv,
        }),
      );
      if (landed.kind === 'landed') {
        commit = landed.commit;
      } else {
        verdicts.push(...landed.verdicts);
        failed = landed.verdicts.find((verdict) => !verdict.passed);
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
      writer.update(
        taskId,
        {
          status: 'COMPLETED',
          commit,
          verificationLogs: logs,
          lastFailingGate: null,
          reason: null,
        },
        'task.completed',
        { attempt, commit, decisionId, files: changedFiles },
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
    await placement.rollback(base);
    writeAttemptRecord(workspace, {
      ...record,
      agent: agentRecord,
      changedFiles,
      verdicts,
      outcome: 'rolled_back',
      finishedAt: writer.now(),
    });
    const retryCount = task.retryCount + 1;
    const reason = `${failed.gate}: ${summarize(failed)}`;
    if (retryCount > task.maxRetries) {
      writer.update(
        taskId,
        {
          status: 'FAILED',
          retryCount,
          verificationLogs: logs,
          lastFailingGate: failed.gate,
          reason: `failed after ${attempt} attempt${attempt === 1 ? '' : 's'}; last: ${reason}`,
        },
        'task.failed',
        { attempt, gate: failed.gate, base },
      );
      ctx.onProgress?.({ kind: 'task', task: taskId, status: 'FAILED', detail: reason });
      return 'FAILED';
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

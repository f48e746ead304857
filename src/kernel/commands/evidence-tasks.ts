import type { DecisionRecord } from '../../economy/index.js';
import { readAttemptRecords } from '../../ledger/index.js';
import type { AuditEvent, Ledger, LedgerTask } from '../../ledger/index.js';

export interface AttemptEvidence {
  readonly attempt: number;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly agent: string | null;
  readonly model: string | null;
  /** The ladder rung, from the attempt's audit event. */
  readonly tier: number | null;
  readonly outcome: string;
  readonly costUsd: number | null;
  readonly gates: readonly {
    readonly gate: string;
    readonly passed: boolean;
    readonly severity: string;
    readonly findings: readonly {
      readonly file: string | null;
      readonly line: number | null;
      readonly rule: string;
      readonly message: string;
    }[];
  }[];
  readonly commit: string | null;
  /** From the `attempt.sandbox` audit event: how the agent was confined. */
  readonly sandbox: {
    readonly mechanism: string;
    readonly network: string | null;
    readonly memoryCap: string;
  } | null;
}

export interface TaskEvidence {
  readonly id: string;
  readonly category: string;
  readonly status: string;
  readonly summary: string;
  /** Who or what settled the task, in words. */
  readonly decidedBy: string;
  readonly decision: {
    readonly kind: string;
    readonly reused: boolean;
    readonly agent: string | null;
    readonly tier: number | null;
    readonly decisionId: string | null;
    readonly ceiling: string | null;
  } | null;
  readonly attempts: readonly AttemptEvidence[];
  /** The landing commit and whether git has it with this task's Task-Id trailer. */
  readonly commit: {
    readonly id: string;
    readonly inGit: boolean;
    readonly taskIdTrailer: boolean;
  } | null;
  readonly approvals: readonly {
    readonly decisionId: string;
    readonly tier: string;
    readonly status: string;
    readonly by: string | null;
    readonly why: string | null;
    readonly at: string;
  }[];
  readonly costUsd: number;
  readonly reason: string | null;
}

export interface TaskEvidenceInput {
  readonly workspace: string;
  readonly ledger: Ledger;
  /** Audit events of the period, oldest first. */
  readonly events: readonly AuditEvent[];
  readonly approvals: readonly DecisionRecord[];
  readonly commits: ReadonlyMap<string, readonly string[]>;
  readonly inPeriod: (at: string) => boolean;
}

/** Ids an event is about: `task`, `tasks[].task` (batched updates) or `ids` (tasks.added). */
function taskIdsOf(event: AuditEvent): string[] {
  const ids: string[] = [];
  if (typeof event['task'] === 'string') {
    ids.push(event['task']);
  }
  if (Array.isArray(event['tasks'])) {
    for (const entry of event['tasks'] as { task?: unknown }[]) {
      if (typeof entry.task === 'string') {
        ids.push(entry.task);
      }
    }
  }
  if (Array.isArray(event['ids'])) {
    ids.push(...(event['ids'] as unknown[]).filter((id): id is string => typeof id === 'string'));
  }
  return ids;
}

function decidedBy(
  task: LedgerTask,
  approvals: readonly DecisionRecord[],
  events: readonly AuditEvent[],
): string {
  const person = [...approvals].reverse().find((record) => record.decidedBy !== undefined);
  const decision = task.decision;
  if (decision === undefined || decision === null) {
    if (task.status === 'COMPLETED' && task.commit === null) {
      return 'imported as done (no agent ran)';
    }
    return task.status === 'PENDING'
      ? 'not decided yet'
      : `govern (${task.status}: ${task.reason ?? 'no reason recorded'})`;
  }
  switch (decision.kind) {
    case 'COMMITTED':
      return person?.status === 'approved'
        ? `${person.decidedBy ?? 'a person'} approved the held change; govern landed it`
        : 'govern: every gate passed, autonomous tier';
    case 'REUSED':
      return 'govern: reused an earlier decision with the same fingerprint (no agent ran)';
    case 'HELD':
      return 'govern held the change for approval (semi-autonomous tier)';
    case 'REJECTED': {
      const rejected = [...events].reverse().find((event) => event.type === 'task.rejected');
      return `${typeof rejected?.['by'] === 'string' ? rejected['by'] : (person?.decidedBy ?? 'a person')} rejected it: ${typeof rejected?.['why'] === 'string' ? rejected['why'] : (person?.rejectReason ?? '')}`;
    }
    case 'SKIP':
      return `govern: skipped before any agent call (${task.reason ?? 'lifecycle or dependency'})`;
    case 'DEFERRED':
      return `govern: deferred by the budget (${decision.ceiling ?? 'ceiling'})`;
    case 'QUARANTINED':
    case 'FAILED':
      return task.status === 'QUARANTINED'
        ? `govern: quarantined (${task.lastFailingGate ?? 'security gate'})`
        : `govern: failed its gates (${task.lastFailingGate ?? 'unknown gate'})`;
  }
}

function attemptEvidence(
  workspace: string,
  task: LedgerTask,
  events: readonly AuditEvent[],
  inPeriod: (at: string) => boolean,
): AttemptEvidence[] {
  const { records } = readAttemptRecords(workspace, task.id);
  return records
    .filter((record) => inPeriod(record.startedAt))
    .sort((a, b) => a.attempt - b.attempt)
    .map((record) => {
      const started = events.find(
        (event) => event.type === 'attempt.started' && event['attempt'] === record.attempt,
      );
      const sandbox = events.find(
        (event) => event.type === 'attempt.sandbox' && event['attempt'] === record.attempt,
      );
      const memory = sandbox?.['memory'] as
        { applied?: boolean; limitMb?: number; reason?: string } | undefined;
      return {
        attempt: record.attempt,
        startedAt: record.startedAt,
        finishedAt: record.finishedAt,
        agent: record.agent?.name ?? null,
        model: record.agent?.model ?? null,
        tier: typeof started?.['tier'] === 'number' ? started['tier'] : null,
        outcome: record.outcome,
        costUsd: record.agent?.costUsd ?? null,
        gates: record.verdicts.map((verdict) => ({
          gate: verdict.gate,
          passed: verdict.passed,
          severity: verdict.severity,
          findings: verdict.findings,
        })),
        commit: record.commit,
        sandbox:
          sandbox === undefined
            ? null
            : {
                mechanism:
                  typeof sandbox['mechanism'] === 'string' ? sandbox['mechanism'] : 'unknown',
                network: (sandbox['network'] as { mode?: string } | undefined)?.mode ?? null,
                memoryCap:
                  memory === undefined
                    ? 'not recorded'
                    : memory.applied === true
                      ? `${String(memory.limitMb ?? '?')} MB applied`
                      : `not applied: ${memory.reason ?? 'no reason recorded'}`,
              },
      };
    });
}

/** One entry per task the period's audit events mention, in ledger order. */
export function buildTaskEvidence(input: TaskEvidenceInput): TaskEvidence[] {
  const byTask = new Map<string, AuditEvent[]>();
  for (const event of input.events) {
    for (const id of taskIdsOf(event)) {
      const list = byTask.get(id) ?? [];
      list.push(event);
      byTask.set(id, list);
    }
  }
  return input.ledger.tasks
    .filter((task) => byTask.has(task.id))
    .map((task) => {
      const events = byTask.get(task.id) ?? [];
      const approvals = input.approvals.filter((record) => record.taskId === task.id);
      const trailers = task.commit === null ? undefined : input.commits.get(task.commit);
      return {
        id: task.id,
        category: task.category,
        status: task.status,
        summary: task.description.split('\n')[0] ?? '',
        decidedBy: decidedBy(task, approvals, events),
        decision:
          task.decision === undefined || task.decision === null
            ? null
            : {
                kind: task.decision.kind,
                reused: task.decision.reused,
                agent: task.decision.agent,
                tier: task.decision.tier,
                decisionId: task.decision.decisionId,
                ceiling: task.decision.ceiling,
              },
        attempts: attemptEvidence(input.workspace, task, events, input.inPeriod),
        commit:
          task.commit === null
            ? null
            : {
                id: task.commit,
                inGit: trailers !== undefined,
                taskIdTrailer: trailers?.includes(task.id) ?? false,
              },
        approvals: approvals.map((record) => ({
          decisionId: record.decisionId,
          tier: record.tier,
          status: record.status,
          by: record.decidedBy ?? null,
          why: record.rejectReason ?? null,
          at: record.updatedAt,
        })),
        costUsd: task.decision?.costUsd ?? 0,
        reason: task.reason,
      };
    });
}

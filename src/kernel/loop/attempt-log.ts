import type { StepVerdict, VerificationLog } from '../../ledger/index.js';
import type { TaskRunContext } from './task-run.js';

/**
 * The finding a failed verdict is quoted by: the first that fails (no severity of its own, or
 * error or critical), not a note listed before it (ANTI_STUB lists a named suppression, a note,
 * in line order beside the stub that failed). The first finding when none is marked.
 */
export function failingFinding(verdict: StepVerdict): StepVerdict['findings'][number] | undefined {
  return (
    verdict.findings.find(
      (finding) =>
        finding.severity === undefined ||
        finding.severity === 'error' ||
        finding.severity === 'critical',
    ) ?? verdict.findings[0]
  );
}

/** The one-line summary of a verdict that the ledger, the progress lines and retries quote. */
export function summarize(verdict: StepVerdict): string {
  if (verdict.passed) {
    return 'passed';
  }
  const first = failingFinding(verdict);
  if (first === undefined) {
    return verdict.error?.message ?? 'failed';
  }
  const where =
    first.file === null ? '' : `${first.file}${first.line === null ? '' : `:${first.line}`} `;
  const more = verdict.findings.length > 1 ? ` (+${verdict.findings.length - 1} more)` : '';
  return `${where}${first.message.split('\n')[0] ?? ''}${more}`.slice(0, 300);
}

/** The AGENT step's failure: the agent itself did not deliver (exit, timeout, no change). */
export function agentVerdict(rule: string, message: string, durationMs: number): StepVerdict {
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

/** The task's verification log so far plus one line per verdict of this attempt. */
export function logsWith(
  ctx: TaskRunContext,
  taskId: string,
  attempt: number,
  verdicts: readonly StepVerdict[],
): VerificationLog[] {
  const { writer } = ctx;
  return [
    ...writer.task(taskId).verificationLogs,
    ...verdicts.map((v) => toLog(attempt, v, writer.now())),
  ];
}

import type { StepVerdict } from '../../ledger/index.js';
import { SHADOW_WORDS } from './context-steps.js';
import type { TaskRunContext } from './task-run.js';

/**
 * What passed but must not pass unseen: INJECTION findings in shadow mode (recorded, not
 * blocked), test changes a task declared (`allowTestChanges`) and SECURITY_REGRESSION notes (a
 * protection gone from code the change rewrote, which no rule can prove replaced). Each is a
 * warning line in the run's output, an audit event and a trailer on the commit.
 */

function isShadowInjection(verdict: StepVerdict): boolean {
  return verdict.gate === 'INJECTION' && verdict.passed && verdict.findings.length > 0;
}

function isAllowedTestChange(verdict: StepVerdict): boolean {
  return verdict.gate === 'TEST_INTEGRITY' && verdict.passed && verdict.findings.length > 0;
}

function isSecurityNote(verdict: StepVerdict): boolean {
  return verdict.gate === 'SECURITY_REGRESSION' && verdict.passed && verdict.findings.length > 0;
}

/** The warning line of a passing verdict, or null when it passed cleanly. */
export function passedWithWarning(verdict: StepVerdict): string | null {
  const first = verdict.findings[0]?.message.split('\n')[0] ?? '';
  const more = verdict.findings.length > 1 ? ` (+${String(verdict.findings.length - 1)} more)` : '';
  if (isShadowInjection(verdict)) {
    return first.includes(SHADOW_WORDS) ? `${first}${more}` : `${first}${more}; ${SHADOW_WORDS}`;
  }
  if (isAllowedTestChange(verdict)) {
    return `${String(verdict.findings.length)} test change(s) allowed by the task: ${first}`;
  }
  if (isSecurityNote(verdict)) {
    return `${String(verdict.findings.length)} protection(s) gone from rewritten code, to review: ${first}`;
  }
  return null;
}

/** Audit events for what passed with notes, so the trail shows every allowance. */
export function auditPassedNotes(
  ctx: Pick<TaskRunContext, 'writer'>,
  taskId: string,
  attempt: number,
  verdicts: readonly StepVerdict[],
): void {
  for (const verdict of verdicts) {
    const findings = verdict.findings.map(({ file, line, rule }) => ({ file, line, rule }));
    if (isShadowInjection(verdict)) {
      ctx.writer.audit.append('attempt.injection-shadow', { task: taskId, attempt, findings });
    } else if (isAllowedTestChange(verdict)) {
      ctx.writer.audit.append('attempt.test-changes-allowed', {
        task: taskId,
        attempt,
        findings,
      });
    } else if (isSecurityNote(verdict)) {
      ctx.writer.audit.append('attempt.security-notes', { task: taskId, attempt, findings });
    }
  }
}

/** Commit trailers for the same: `Injection-Shadow`, `Test-Changes` and `Security-Notes`. */
export function noteTrailers(verdicts: readonly StepVerdict[]): Record<string, string> {
  const trailers: Record<string, string> = {};
  const shadow = verdicts.filter(isShadowInjection).flatMap((verdict) => verdict.findings);
  if (shadow.length > 0) {
    trailers['Injection-Shadow'] =
      `${String(shadow.length)} finding(s) recorded, not blocked (${[...new Set(shadow.map((f) => f.rule))].join(', ')})`;
  }
  const allowed = verdicts.filter(isAllowedTestChange).flatMap((verdict) => verdict.findings);
  if (allowed.length > 0) {
    trailers['Test-Changes'] =
      `allowed by the task (allowTestChanges): ${String(allowed.length)} (${[...new Set(allowed.map((f) => f.rule))].join(', ')})`;
  }
  const notes = verdicts.filter(isSecurityNote).flatMap((verdict) => verdict.findings);
  if (notes.length > 0) {
    trailers['Security-Notes'] =
      `${String(notes.length)} to review (${[...new Set(notes.map((f) => `${f.file}:${String(f.line ?? '')} ${f.rule}`))].join(', ')})`;
  }
  return trailers;
}

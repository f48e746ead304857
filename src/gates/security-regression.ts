import {
  assessAddedSource,
  assessDeletedSource,
  assessSecurityRegression,
  isDeclarationPath,
  languageForPath,
} from '../analysis/index.js';
import type { SecurityRegressionAssessment } from '../analysis/index.js';
import { crashedVerdict, uncheckedFindings } from './could-not-check.js';
import type { ChangedFile, Finding, GateVerdict } from './types.js';

// Tests, fixtures and mocks turn TLS off, build SQL and call eval on purpose, and they do not
// ship; weakening them is TEST_INTEGRITY's business.
const TEST_PATH =
  /(?:^|\/)(?:tests?|__tests__|specs?|__mocks__|fixtures?|e2e)\/|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)(?:test_[^/]*|[^/]*_test|conftest)\.py$/;

function isChecked(path: string): boolean {
  return languageForPath(path) !== null && !isDeclarationPath(path) && !TEST_PATH.test(path);
}

/** The sides the semantic diff reads for this kind of change. */
function sidesRead(change: ChangedFile): ('before' | 'after')[] {
  switch (change.status) {
    case 'modified':
      return ['before', 'after'];
    case 'added':
      return ['after'];
    case 'deleted':
      return ['before'];
  }
}

async function assessChange(change: ChangedFile): Promise<SecurityRegressionAssessment | null> {
  if (!isChecked(change.path)) {
    return null;
  }
  switch (change.status) {
    case 'modified':
      return change.before === null || change.after === null
        ? null
        : assessSecurityRegression(change.before, change.after, change.path);
    case 'added':
      return change.after === null ? null : assessAddedSource(change.after, change.path);
    case 'deleted':
      return change.before === null ? null : assessDeletedSource(change.before, change.path);
  }
}

/**
 * SECURITY_REGRESSION: a semantic diff of each changed source file (JavaScript, TypeScript,
 * Python) between baseline and proposal. A modified file fails when the change drops or weakens
 * a security primitive, a guard, a sanitizer, crypto or transport setting, or adds an
 * injection sink or a ReDoS-prone pattern; an added file when it brings eval/exec on input,
 * SQL concatenation, disabled TLS or a ReDoS-prone pattern; a deleted file when it held
 * security checks. Test files are not judged. A side it needs that is too large or unreadable
 * fails it. Never throws: a crash is a failed verdict with
 * `error.code` GATE_CRASHED.
 */
export async function runSecurityRegressionGate(
  changes: readonly ChangedFile[],
): Promise<GateVerdict> {
  const startedMs = performance.now();
  try {
    const findings: Finding[] = [];
    for (const change of changes) {
      if (isChecked(change.path)) {
        findings.push(...uncheckedFindings(change, sidesRead(change)));
      }
      const assessment = await assessChange(change);
      for (const finding of assessment?.findings ?? []) {
        findings.push({
          file: change.path,
          line: finding.line,
          rule: finding.rule,
          message:
            finding.cwe === undefined ? finding.message : `${finding.message} [${finding.cwe}]`,
        });
      }
    }
    return {
      gate: 'SECURITY_REGRESSION',
      passed: findings.length === 0,
      severity: findings.length === 0 ? 'info' : 'critical',
      findings,
      durationMs: Math.round(performance.now() - startedMs),
    };
  } catch (error) {
    return crashedVerdict('SECURITY_REGRESSION', 'critical', error, startedMs);
  }
}

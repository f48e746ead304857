import { firstCodeDifference, languageForPath } from '../analysis/index.js';
import { uncheckedFindings } from './could-not-check.js';
import { runScopeGate } from './scope.js';
import type { ChangedFile, Finding, GateVerdict } from './types.js';

/**
 * SCOPE for a DOCUMENTATION task: it may edit comments, docstrings and layout in a code file,
 * not the code. A documentation task runs a short chain and weighs nothing in the risk
 * estimate, so code changed under that label (a guard dropped while a JSDoc was fixed) would
 * otherwise pass as prose. The code gates still run on such a file; this says the label is
 * wrong, whatever those gates find. New files are not judged here: an example added by a
 * documentation task is code the task was asked to write, and the code gates judge it.
 */
export async function documentationCodeFindings(
  changes: readonly ChangedFile[],
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const change of changes) {
    const language = languageForPath(change.path);
    if (language === null || change.status === 'added') {
      continue;
    }
    if (change.status === 'deleted') {
      findings.push(finding(change.path, null, `deleted ${change.path}: a code file`));
      continue;
    }
    // A side too large or unreadable to compare is not passed as prose.
    const unread = uncheckedFindings(change, ['before', 'after']);
    if (unread.length > 0 || change.before === null || change.after === null) {
      findings.push(...unread);
      continue;
    }
    const difference = await firstCodeDifference(language, change.before, change.after);
    if (difference !== null) {
      const where =
        difference.side === 'after'
          ? `line ${String(difference.line)}`
          : `removed code from line ${String(difference.line)} of the base`;
      findings.push(
        finding(
          change.path,
          difference.side === 'after' ? difference.line : null,
          `${change.status} ${change.path}: the code changed, not only comments or layout (first at ${where})`,
        ),
      );
    }
  }
  return findings;
}

function finding(file: string, line: number | null, what: string): Finding {
  return {
    file,
    line,
    rule: 'scope/code-in-documentation-task',
    message: `${what}; a DOCUMENTATION task changes comments and docs only. Revert the code change, or give the task the category of the code it changes (REFACTORING, ...) so the code's gates and risk apply`,
  };
}

/** SCOPE for a task of `category`: the paths, and for DOCUMENTATION the code left alone. */
export async function runScopeGateFor(
  changes: readonly ChangedFile[],
  task: { readonly targetPaths: readonly string[]; readonly category: string },
  workspace?: string,
): Promise<GateVerdict> {
  const started = performance.now();
  const verdict = runScopeGate(changes, task.targetPaths, workspace);
  if (task.category !== 'DOCUMENTATION') {
    return verdict;
  }
  const findings = [...verdict.findings, ...(await documentationCodeFindings(changes))];
  return {
    ...verdict,
    passed: findings.length === 0,
    severity: findings.length === 0 ? 'info' : 'error',
    findings,
    durationMs: Math.round(performance.now() - started),
  };
}

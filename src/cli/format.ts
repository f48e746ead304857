import { TASK_STATUSES } from '../common/index.js';
import type { TaskStatus } from '../common/index.js';
import type { CheckReport, ScanFinding, ScanReport, TaskReport } from '../kernel/index.js';

export function formatCounts(counts: Readonly<Record<TaskStatus, number>>): string {
  return (
    TASK_STATUSES.filter((status) => counts[status] > 0)
      .map((status) => `${status} ${counts[status]}`)
      .join(', ') || 'no tasks'
  );
}

/** Dollars to the cent, or to a hundredth of a cent for the small amounts of one call. */
export function formatUsd(value: number): string {
  return `$${value.toFixed(value !== 0 && Math.abs(value) < 0.01 ? 4 : 2)}`;
}

/** Columns padded to their widest cell; the last column is left ragged. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatTask(report: TaskReport): string {
  const { task } = report;
  const list = (value: string | readonly string[]): string =>
    typeof value === 'string' ? value : value.join(', ');
  const lines = [
    `Task ${task.id} [${task.category}] ${task.status}`,
    `  ${task.description.split('\n').join('\n  ')}`,
    `  targets:      ${list(task.targetPath)}`,
    `  references:   ${list(task.referencePath) || '-'}`,
    `  dependencies: ${task.dependencies.join(', ') || '-'}`,
    `  attempts:     ${task.attempts} started, ${task.retryCount} failed (at most ${task.maxRetries + 1}), agent timeout ${task.timeoutMs} ms`,
    `  commit:       ${task.commit ?? '-'}`,
  ];
  if (task.reason !== null) {
    lines.push(`  reason:       ${task.reason}`);
  }
  if (task.acceptanceCriteria.length > 0) {
    lines.push('  acceptance criteria:', ...task.acceptanceCriteria.map((c) => `    - ${c}`));
  }
  for (const attempt of report.attempts) {
    lines.push(
      '',
      `Attempt ${attempt.attempt}: ${attempt.outcome}${attempt.commit === null ? '' : ` -> ${attempt.commit}`} (base ${attempt.baseCommit.slice(0, 12)}, started ${attempt.startedAt})`,
    );
    if (attempt.agent !== null) {
      const cost = attempt.agent.costUsd === null ? '' : `, $${attempt.agent.costUsd.toFixed(4)}`;
      lines.push(
        `  agent ${attempt.agent.name} (${attempt.agent.type}): exit ${attempt.agent.exitCode ?? 'none'}${attempt.agent.timedOut ? ', timed out' : ''}, ${attempt.agent.durationMs} ms${cost}; ${attempt.agent.summary}`,
      );
      if (attempt.agent.rawLogPath !== null) {
        lines.push(`  log: ${attempt.agent.rawLogPath}`);
      }
    }
    if (attempt.changedFiles.length > 0) {
      lines.push(`  changed: ${attempt.changedFiles.join(', ')}`);
    }
    for (const verdict of attempt.verdicts) {
      lines.push(
        `  ${verdict.passed ? 'PASS' : 'FAIL'} ${verdict.gate} (${verdict.durationMs} ms)${verdict.error === undefined ? '' : ` [${verdict.error.code}]`}`,
      );
      for (const finding of verdict.findings) {
        const where =
          finding.file === null
            ? ''
            : `${finding.file}${finding.line === null ? '' : `:${finding.line}`} `;
        lines.push(
          `    - ${where}[${finding.rule}] ${finding.message.split('\n').join('\n      ')}`,
        );
      }
    }
  }
  for (const problem of report.problems) {
    lines.push(`  (unreadable attempt record: ${problem})`);
  }
  return lines.join('\n');
}

export function formatCheck(report: CheckReport): string {
  const head = report.head === 'WORKTREE' ? 'the working tree' : report.head.slice(0, 12);
  const lines = [
    `govern check: ${report.files.length} changed file${report.files.length === 1 ? '' : 's'} (${report.base.slice(0, 12)}..${head})`,
  ];
  for (const verdict of report.verdicts) {
    const status = verdict.passed ? (verdict.findings.length > 0 ? 'note' : 'pass') : 'FAIL';
    lines.push(`  ${status} ${verdict.gate} (${verdict.severity}, ${verdict.durationMs} ms)`);
    for (const finding of verdict.findings) {
      const where =
        finding.file === null
          ? ''
          : `${finding.file}${finding.line === null ? '' : `:${finding.line}`} `;
      lines.push(`    - ${where}[${finding.rule}] ${finding.message.split('\n').join('\n      ')}`);
    }
    for (const finding of verdict.silenced ?? []) {
      const where = `${finding.file ?? ''}${finding.line === null ? '' : `:${finding.line}`}`;
      lines.push(`    silenced ${where} [${finding.rule}]: ${finding.reason}`);
    }
  }
  if (report.silenceAudit !== 'none') {
    lines.push(`silenced findings${SILENCE_AUDIT_NOTE[report.silenceAudit]}`);
  }
  if (report.toolSandbox === 'disabled') {
    lines.push(
      "  tool gates ran WITHOUT the sandbox (--no-sandbox): the change's code ran unconfined",
    );
  } else if (report.toolSandbox !== 'not-needed') {
    lines.push(`  tool gates ran in the gate sandbox (${report.toolSandbox})`);
  }
  lines.push(
    report.failed
      ? `FAILED: findings at or above ${report.failOn}`
      : `passed (fail-on ${report.failOn})`,
  );
  return lines.join('\n');
}

/** One line per finding, grouped by file; then a summary line. */
/** Where a finding's match is: `line:column-endLine:endColumn` (end line only when it differs). */
function spanOf(finding: ScanFinding): string {
  const end =
    finding.endLine === finding.line
      ? `${finding.endColumn}`
      : `${finding.endLine}:${finding.endColumn}`;
  return `${finding.line}:${finding.column}-${end}`;
}

const SILENCE_AUDIT_NOTE: Readonly<Record<ScanReport['silenceAudit'], string>> = {
  none: '',
  audited: ' (recorded in .governance/audit.jsonl)',
  'not-governed': ' (no .governance/ here: not audited)',
  locked: ' (NOT audited: a run holds the ledger lock; scan again after it)',
};

/**
 * `govern scan` as text: per file, each finding's line, verdict, score, family, channel and
 * rule; with `explain`, the span and weight of each piece of evidence (what fired, where, how
 * much it counted) and the findings the config silenced with their reasons.
 */
export function formatScan(report: ScanReport, explain = false): string {
  const lines: string[] = [];
  let file: string | null = null;
  for (const finding of report.findings) {
    if (finding.file !== file) {
      file = finding.file;
      lines.push(file);
    }
    lines.push(
      explain
        ? `  ${spanOf(finding)} ${finding.verdict} ${finding.score.toFixed(2)} ${finding.rule} (${finding.family}, ${finding.channel}) weight ${finding.weight.toFixed(2)} "${finding.excerpt}"${finding.detail === undefined ? '' : `\n      ${finding.detail}`}`
        : `  ${finding.line}: ${finding.verdict} ${finding.score.toFixed(2)} ${finding.family} (${finding.channel}, ${finding.rule}) "${finding.excerpt}"`,
    );
  }
  if (report.silenced.length > 0) {
    lines.push(
      `${report.silenced.length} finding${report.silenced.length === 1 ? '' : 's'} silenced by .governance/config.json detectors.silence${SILENCE_AUDIT_NOTE[report.silenceAudit]}`,
    );
    if (explain) {
      for (const silenced of report.silenced) {
        lines.push(`  ${silenced.file}:${silenced.line} ${silenced.rule}: ${silenced.reason}`);
      }
    }
  }
  for (const skipped of report.skipped) {
    lines.push(`skipped ${skipped.file}: ${skipped.reason}`);
  }
  for (const unchecked of report.unchecked) {
    lines.push(`UNCHECKED ${unchecked.file}: ${unchecked.reason}`);
  }
  const size = `${(report.bytes / 1024).toFixed(0)} KiB`;
  lines.push(
    `${report.files} file${report.files === 1 ? '' : 's'} (${size}) scanned: ${report.hostile} hostile, ${report.suspect} suspect, ${report.unchecked.length} unchecked`,
  );
  if (explain && report.findings.length > 0) {
    lines.push(
      'score: the evidence of one paragraph combines as 1 - (1 - w1)(1 - w2)...; text in a comment, doc, issue or tool output that names the model adds 0.25; suspect from 0.25, hostile from 0.6',
    );
  }
  return lines.join('\n');
}

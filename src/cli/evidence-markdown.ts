import { FRAMEWORK_MAPS } from '../kernel/index.js';
import type { EvidenceReport, TaskEvidence } from '../kernel/index.js';
import { formatUsd } from './format.js';

/** Table cells hold foreign text (task descriptions, findings): pipes and newlines escaped. */
function cell(text: string | number | null): string {
  return String(text ?? '-')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');
}

function table(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string[] {
  if (rows.length === 0) {
    return ['_none in this period_'];
  }
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

function usd(value: number | null): string {
  return value === null ? 'unknown' : formatUsd(value);
}

function controlsSection(report: EvidenceReport): string[] {
  const lines: string[] = [];
  const frameworks = [...new Set(report.controls.map((control) => control.framework))];
  for (const framework of frameworks) {
    const controls = report.controls.filter((control) => control.framework === framework);
    const evidenced = controls.filter((control) => control.status === 'evidenced').length;
    lines.push(
      `### ${FRAMEWORK_MAPS[framework].title}`,
      '',
      `${String(evidenced)} of ${String(controls.length)} controls have evidence in this period.`,
      '',
      ...table(
        ['control', 'what it asks', 'evidence', 'status', 'note'],
        controls.map((control) => [
          control.id,
          control.title,
          control.sections.length === 0
            ? '-'
            : control.sections
                .map((section) => `[${section}](#${section.toLowerCase()})`)
                .join(', '),
          control.status === 'evidenced' ? 'evidenced' : '**no evidence**',
          control.note,
        ]),
      ),
      '',
    );
  }
  return lines;
}

function taskDetails(task: TaskEvidence): string[] {
  const lines = [
    `#### ${task.id}: ${cell(task.summary)}`,
    '',
    `- status: ${task.status}; decided by: ${cell(task.decidedBy)}`,
    `- cost: ${usd(task.costUsd)}${task.commit === null ? '' : `; commit \`${task.commit.id}\` (${task.commit.inGit ? (task.commit.taskIdTrailer ? 'in git, with its Task-Id trailer' : 'in git, WITHOUT its Task-Id trailer') : 'NOT FOUND in git'})`}`,
  ];
  for (const approval of task.approvals) {
    lines.push(
      `- approval ${approval.decisionId} (${approval.tier}): ${approval.status}${approval.by === null ? '' : ` by ${cell(approval.by)}`}${approval.why === null ? '' : `: ${cell(approval.why)}`} at ${approval.at}`,
    );
  }
  for (const attempt of task.attempts) {
    const gates = attempt.gates.map(
      (gate) =>
        `${gate.gate} ${gate.passed ? 'pass' : 'FAIL'}${gate.findings.length > 0 ? ` (${String(gate.findings.length)} finding${gate.findings.length === 1 ? '' : 's'})` : ''}`,
    );
    lines.push(
      `- attempt ${String(attempt.attempt)} (${attempt.startedAt} to ${attempt.finishedAt ?? 'unfinished'}): agent ${attempt.agent ?? '-'}${attempt.model === null ? '' : ` (${attempt.model})`}, tier ${attempt.tier === null ? '-' : String(attempt.tier)}, ${usd(attempt.costUsd)}; sandbox ${attempt.sandbox === null ? 'not recorded' : `${attempt.sandbox.mechanism}, network ${attempt.sandbox.network ?? '-'}, memory ${attempt.sandbox.memoryCap}`}; gates: ${gates.join(', ') || 'none ran'}; outcome ${attempt.outcome}${attempt.commit === null ? '' : ` -> \`${attempt.commit.slice(0, 12)}\``}`,
    );
  }
  lines.push('');
  return lines;
}

function tasksSection(report: EvidenceReport): string[] {
  return [
    '## tasks',
    '',
    ...table(
      ['task', 'status', 'decided by', 'agent (tier)', 'attempts', 'commit', 'cost'],
      report.tasks.map((task) => [
        task.id,
        task.status,
        task.decidedBy,
        task.decision?.agent === null || task.decision === null
          ? '-'
          : `${task.decision.agent} (${task.decision.tier === null ? '-' : String(task.decision.tier)})`,
        task.attempts.length,
        task.commit === null
          ? '-'
          : `${task.commit.id.slice(0, 12)}${task.commit.inGit ? '' : ' (missing)'}`,
        usd(task.costUsd),
      ]),
    ),
    '',
    ...report.tasks
      .filter((task) => task.attempts.length > 0 || task.approvals.length > 0)
      .flatMap(taskDetails),
  ];
}

function approvalsSection(report: EvidenceReport): string[] {
  return [
    '## approvals',
    '',
    ...table(
      ['decision', 'task', 'tier', 'status', 'by', 'why / reasons', 'at'],
      report.approvals.map((record) => [
        record.decisionId,
        record.taskId,
        record.tier,
        record.status,
        record.decidedBy ?? '-',
        record.rejectReason ?? record.reasons.join('; '),
        record.updatedAt,
      ]),
    ),
    '',
  ];
}

function sandboxSection({ sandbox }: EvidenceReport): string[] {
  return [
    '## sandbox',
    '',
    `${String(sandbox.attempts)} attempt(s) in the period: ${
      Object.entries(sandbox.byMechanism)
        .map(([mechanism, count]) => `${String(count)} ${mechanism}`)
        .join(', ') || 'none'
    }; a memory cap was applied to ${String(sandbox.memoryCapApplied)}.`,
    '',
    ...(sandbox.disabled.length === 0
      ? ['The sandbox was never disabled in the period.']
      : table(
          ['at', 'agent', 'disabled by', 'reason'],
          sandbox.disabled.map((entry) => [
            entry.at,
            entry.agent,
            entry.by ?? 'unknown',
            entry.reason,
          ]),
        )),
    '',
  ];
}

function securitySection({ security }: EvidenceReport): string[] {
  return [
    '## security',
    '',
    `Quarantined tasks: ${String(security.quarantined.length)}; security gate findings: ${String(security.findings.length)}; foreign text flagged as prompt injection in agent context: ${String(security.flaggedContext)} time(s).`,
    '',
    ...table(
      ['task', 'quarantined at', 'reason'],
      security.quarantined.map((entry) => [entry.task, entry.at, entry.reason]),
    ),
    '',
    ...table(
      ['task', 'attempt', 'gate', 'where', 'rule', 'message'],
      security.findings.map((finding) => [
        finding.task,
        finding.attempt,
        finding.gate,
        finding.file === null
          ? '-'
          : `${finding.file}${finding.line === null ? '' : `:${String(finding.line)}`}`,
        finding.rule,
        finding.message,
      ]),
    ),
    '',
  ];
}

function budgetSection({ budget }: EvidenceReport): string[] {
  return [
    '## budget',
    '',
    `Ceilings: daily ${budget.ceilings.dailyUsd === null ? 'none' : usd(budget.ceilings.dailyUsd)}, per task ${budget.ceilings.perTaskUsd === null ? 'none' : usd(budget.ceilings.perTaskUsd)}${budget.ceilings.tierDailyCallCaps.length === 0 ? '' : `; calls a day per rung: ${budget.ceilings.tierDailyCallCaps.map((cap) => `tier ${String(cap.tier)} ${cap.agent} ${cap.dailyCallCap === null ? 'unlimited' : String(cap.dailyCallCap)}`).join(', ')}`}.`,
    '',
    ...table(
      ['UTC day', 'spend', 'agent calls'],
      budget.spendByDay.map((day) => [day.day, usd(day.usd), day.calls]),
    ),
    '',
    'Deferrals (attempts the budget stopped before they started):',
    '',
    ...table(
      ['task', 'at', 'ceiling'],
      budget.deferrals.map((entry) => [entry.task, entry.at, entry.ceiling]),
    ),
    '',
  ];
}

/** The human copy of the report; the JSON copy holds the same data. */
export function formatEvidenceMarkdown(report: EvidenceReport): string {
  const { auditChain } = report;
  const period = `${report.period.since ?? 'the first record'} to ${report.period.until ?? 'the last record'}`;
  return [
    `# Evidence report: ${cell(report.projectName)}`,
    '',
    `> **Scope.** ${report.scope}`,
    '',
    `- repository: \`${report.workspace}\``,
    `- period: ${period}`,
    `- generated: ${report.generatedAt} by ${report.generator}`,
    '',
    '## Controls',
    '',
    ...controlsSection(report),
    '## auditChain',
    '',
    `The hash chain of \`.governance/audit.jsonl\` verifies: ${String(auditChain.events)} events, head SHA-256 \`${auditChain.headHash}\`. ${String(auditChain.eventsInPeriod)} events fall in the period (${auditChain.firstEventAt ?? '-'} to ${auditChain.lastEventAt ?? '-'}). Re-check with \`govern audit verify\`.`,
    '',
    ...tasksSection(report),
    ...approvalsSection(report),
    ...sandboxSection(report),
    ...securitySection(report),
    ...budgetSection(report),
  ].join('\n');
}

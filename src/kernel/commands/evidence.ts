import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GovernError } from '../../common/index.js';
import { GOVERNANCE_DIR } from '../../config/index.js';
import type { GovernConfig } from '../../config/index.js';
import { budgetDayFileSchema } from '../../economy/index.js';
import type { DecisionRecord } from '../../economy/index.js';
import { AUDIT_FILE, verifyAuditLog } from '../../ledger/index.js';
import type { AuditEvent, Ledger } from '../../ledger/index.js';
import { runGit } from '../../workspace/index.js';
import { buildTaskEvidence } from './evidence-tasks.js';
import type { TaskEvidence } from './evidence-tasks.js';
import { FRAMEWORK_MAPS } from './evidence-frameworks.js';
import type { EvidenceFramework, EvidenceSection } from './evidence-frameworks.js';
import { openWorkspace, requireLedger } from '../loop/open.js';
import { readApprovalRecords } from './evidence-approvals.js';

export const EVIDENCE_VERSION = 1;

/** The gates whose findings are security findings (a fired one quarantines the task). */
const SECURITY_GATE_NAMES: readonly string[] = ['SECRETS', 'INJECTION', 'SECURITY_REGRESSION'];

/** What the report says about itself, in every copy (Markdown and JSON). */
export const EVIDENCE_SCOPE =
  "This report is evidence collected from govern's own records (the hash-chained audit log, the ledger PROGRESS.json, attempt records, approvals and budget files) and from git, for the period shown. It is not a certification: it does not state that the system complies with any regulation or standard. The mapping of controls to evidence is govern's reading of each framework; an assessor decides whether the evidence is sufficient. A control with no evidence is listed as such.";

export interface EvidenceOptions {
  readonly dir: string;
  /** Inclusive. */
  readonly since?: Date;
  /** Inclusive. */
  readonly until?: Date;
  /** Default: every framework. */
  readonly frameworks?: readonly EvidenceFramework[];
  readonly generator: string;
  readonly now?: () => Date;
}

export interface ControlEvidence {
  readonly framework: EvidenceFramework;
  readonly id: string;
  readonly title: string;
  readonly sections: readonly EvidenceSection[];
  readonly status: 'evidenced' | 'no-evidence';
  readonly note: string;
}

export interface EvidenceReport {
  readonly version: typeof EVIDENCE_VERSION;
  readonly scope: string;
  readonly generator: string;
  readonly generatedAt: string;
  readonly workspace: string;
  readonly projectName: string;
  readonly period: { readonly since: string | null; readonly until: string | null };
  readonly auditChain: {
    readonly verified: true;
    readonly events: number;
    readonly eventsInPeriod: number;
    readonly headHash: string;
    readonly firstEventAt: string | null;
    readonly lastEventAt: string | null;
  };
  readonly tasks: readonly TaskEvidence[];
  readonly approvals: readonly DecisionRecord[];
  readonly sandbox: {
    readonly attempts: number;
    readonly byMechanism: Readonly<Record<string, number>>;
    readonly memoryCapApplied: number;
    readonly disabled: readonly {
      readonly at: string;
      readonly agent: string;
      readonly by: string | null;
      readonly reason: string;
    }[];
  };
  readonly security: {
    readonly quarantined: readonly {
      readonly task: string;
      readonly at: string;
      readonly reason: string | null;
    }[];
    readonly findings: readonly {
      readonly task: string;
      readonly attempt: number;
      readonly gate: string;
      readonly file: string | null;
      readonly line: number | null;
      readonly rule: string;
      readonly message: string;
    }[];
    readonly flaggedContext: number;
  };
  readonly budget: {
    readonly ceilings: {
      readonly dailyUsd: number | null;
      readonly perTaskUsd: number | null;
      readonly tierDailyCallCaps: readonly {
        readonly tier: number;
        readonly agent: string;
        readonly dailyCallCap: number | null;
      }[];
    };
    readonly spendByDay: readonly {
      readonly day: string;
      readonly usd: number;
      readonly calls: number;
    }[];
    readonly deferrals: readonly {
      readonly task: string;
      readonly at: string;
      readonly ceiling: string | null;
    }[];
  };
  readonly controls: readonly ControlEvidence[];
}

export type EvidenceResult =
  | { readonly kind: 'ok'; readonly report: EvidenceReport }
  | {
      readonly kind: 'broken';
      readonly line: number;
      readonly lines: number;
      readonly reason: string;
      readonly file: string;
    };

/** A string field of an audit event, or '' (events are JSON: a field may be anything). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function inPeriod(at: string, options: EvidenceOptions): boolean {
  const time = Date.parse(at);
  return (
    (options.since === undefined || time >= options.since.getTime()) &&
    (options.until === undefined || time <= options.until.getTime())
  );
}

function readEvents(workspace: string): AuditEvent[] {
  let text: string;
  try {
    text = readFileSync(join(workspace, AUDIT_FILE), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as AuditEvent);
}

/** Day files of `.governance/budget/` whose day falls in the period (invalid ones are an error). */
function readSpend(
  workspace: string,
  options: EvidenceOptions,
): EvidenceReport['budget']['spendByDay'] {
  const dir = join(workspace, GOVERNANCE_DIR, 'budget');
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => /^\d{4}-\d{2}-\d{2}\.json$/.test(name))
      .sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const day = name.slice(0, 10);
    // A day counts when it overlaps the period.
    const dayStart = Date.parse(`${day}T00:00:00.000Z`);
    if (
      (options.since !== undefined && dayStart + 86_400_000 <= options.since.getTime()) ||
      (options.until !== undefined && dayStart > options.until.getTime())
    ) {
      return [];
    }
    const file = join(dir, name);
    const parsed = budgetDayFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      throw new GovernError('IO_FAILED', `${file} is not a valid budget day file`, {
        hint: 'restore it from a backup: evidence is not built from damaged records',
      });
    }
    const micro = parsed.data.spend.reduce((sum, line) => sum + line.costMicroUsd, 0);
    const calls = parsed.data.spend.reduce((sum, line) => sum + line.calls, 0);
    return [{ day, usd: micro / 1_000_000, calls }];
  });
}

/** Task-Id trailers of every commit on every branch: a task's commit is checked, not assumed. */
async function commitTrailers(workspace: string): Promise<ReadonlyMap<string, readonly string[]>> {
  const result = await runGit(workspace, [
    'log',
    '--all',
    '--format=%H%x1f%(trailers:key=Task-Id,valueonly,separator=%x2C)%x1e',
  ]);
  const map = new Map<string, string[]>();
  for (const entry of result.stdout.split('\x1e')) {
    const [hash, ids] = entry.trim().split('\x1f');
    if (hash !== undefined && hash !== '') {
      map.set(
        hash,
        (ids ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      );
    }
  }
  return map;
}

/**
 * Builds the evidence report from the audit chain, the ledger, the attempt records, the
 * approvals and budget files, and git. The chain is verified first: on a changed, removed
 * or reordered line nothing is built, and the result names the line.
 */
export async function collectEvidence(options: EvidenceOptions): Promise<EvidenceResult> {
  const { workspace, config } = await openWorkspace(options.dir);
  const verified = verifyAuditLog(workspace);
  if (!verified.ok) {
    return {
      kind: 'broken',
      line: verified.line,
      lines: verified.lines,
      reason: verified.reason,
      file: join(workspace, AUDIT_FILE),
    };
  }
  const ledger = requireLedger(workspace);
  const events = readEvents(workspace);
  const inside = events.filter((event) => inPeriod(event.at, options));
  const approvals = readApprovalRecords(workspace).filter((record) =>
    inPeriod(record.updatedAt, options),
  );
  const tasks = buildTaskEvidence({
    workspace,
    ledger,
    events: inside,
    approvals,
    commits: await commitTrailers(workspace),
    inPeriod: (at) => inPeriod(at, options),
  });
  const report: Omit<EvidenceReport, 'controls'> = {
    version: EVIDENCE_VERSION,
    scope: EVIDENCE_SCOPE,
    generator: options.generator,
    generatedAt: (options.now ?? (() => new Date()))().toISOString(),
    workspace,
    projectName: ledger.projectName,
    period: {
      since: options.since?.toISOString() ?? null,
      until: options.until?.toISOString() ?? null,
    },
    auditChain: {
      verified: true,
      events: verified.lines,
      eventsInPeriod: inside.length,
      headHash: verified.lastHash,
      firstEventAt: inside[0]?.at ?? null,
      lastEventAt: inside.at(-1)?.at ?? null,
    },
    tasks,
    approvals,
    sandbox: sandboxEvidence(inside),
    security: securityEvidence(inside, ledger, tasks),
    budget: budgetEvidence(config, inside, workspace, options),
  };
  return { kind: 'ok', report: { ...report, controls: mapControls(report, options.frameworks) } };
}

/** How the period's attempts were sandboxed, and every run that turned the sandbox off. */
function sandboxEvidence(inside: readonly AuditEvent[]): EvidenceReport['sandbox'] {
  const sandboxEvents = inside.filter((event) => event.type === 'attempt.sandbox');
  const byMechanism: Record<string, number> = {};
  for (const event of sandboxEvents) {
    const mechanism = typeof event['mechanism'] === 'string' ? event['mechanism'] : 'unknown';
    byMechanism[mechanism] = (byMechanism[mechanism] ?? 0) + 1;
  }
  return {
    attempts: sandboxEvents.length,
    byMechanism,
    memoryCapApplied: sandboxEvents.filter(
      (event) => (event['memory'] as { applied?: unknown } | undefined)?.applied === true,
    ).length,
    disabled: inside
      .filter((event) => event.type === 'sandbox.disabled')
      .map((event) => ({
        at: event.at,
        // The tool gates' line names no agent: every agent's changes ran through them.
        agent: event['gates'] === true ? 'tool gates' : textOf(event['agent']),
        by: typeof event['by'] === 'string' ? event['by'] : null,
        reason: textOf(event['reason']),
      })),
  };
}

/** Quarantined tasks, the security gates' findings and the flagged context of the period. */
function securityEvidence(
  inside: readonly AuditEvent[],
  ledger: Ledger,
  tasks: readonly TaskEvidence[],
): EvidenceReport['security'] {
  return {
    quarantined: inside
      .filter((event) => event['to'] === 'QUARANTINED')
      .map((event) => ({
        task: textOf(event['task']),
        at: event.at,
        reason: ledger.tasks.find((task) => task.id === event['task'])?.reason ?? null,
      })),
    findings: tasks.flatMap((task) =>
      task.attempts.flatMap((attempt) =>
        attempt.gates
          .filter((gate) => SECURITY_GATE_NAMES.includes(gate.gate))
          .flatMap((gate) =>
            gate.findings.map((finding) => ({
              task: task.id,
              attempt: attempt.attempt,
              gate: gate.gate,
              ...finding,
            })),
          ),
      ),
    ),
    flaggedContext: inside.filter((event) => event.type === 'context.injection').length,
  };
}

/** The budget's ceilings, the spend by day and the deferrals of the period. */
function budgetEvidence(
  config: GovernConfig,
  inside: readonly AuditEvent[],
  workspace: string,
  options: EvidenceOptions,
): EvidenceReport['budget'] {
  return {
    ceilings: {
      dailyUsd: config.budget.dailyUsd ?? null,
      perTaskUsd: config.budget.perTaskUsd ?? null,
      tierDailyCallCaps: config.tiers.map((tier) => ({
        tier: tier.tier,
        agent: tier.agent,
        dailyCallCap: tier.dailyCallCap ?? (tier.tier === 3 ? 2 : null),
      })),
    },
    spendByDay: readSpend(workspace, options),
    deferrals: inside
      .filter((event) => event.type === 'task.deferred')
      .map((event) => ({
        task: textOf(event['task']),
        at: event.at,
        ceiling: typeof event['ceiling'] === 'string' ? event['ceiling'] : null,
      })),
  };
}

/** Whether a section holds any record for the period. */
function hasEvidence(report: Omit<EvidenceReport, 'controls'>, section: EvidenceSection): boolean {
  switch (section) {
    case 'auditChain':
      return report.auditChain.eventsInPeriod > 0;
    case 'tasks':
      return report.tasks.length > 0;
    case 'approvals':
      return report.approvals.some((record) => record.decidedBy !== undefined);
    case 'sandbox':
      return report.sandbox.attempts > 0 || report.sandbox.disabled.length > 0;
    case 'security':
      // Security gates that ran and found nothing are evidence of checking too.
      return (
        report.security.quarantined.length +
          report.security.findings.length +
          report.security.flaggedContext >
          0 ||
        report.tasks.some((task) =>
          task.attempts.some((attempt) =>
            attempt.gates.some((gate) => SECURITY_GATE_NAMES.includes(gate.gate)),
          ),
        )
      );
    case 'budget':
      return report.budget.spendByDay.length > 0 || report.budget.deferrals.length > 0;
  }
}

function mapControls(
  report: Omit<EvidenceReport, 'controls'>,
  frameworks: readonly EvidenceFramework[] | undefined,
): ControlEvidence[] {
  return (frameworks ?? (Object.keys(FRAMEWORK_MAPS) as EvidenceFramework[])).flatMap((framework) =>
    FRAMEWORK_MAPS[framework].controls.map((control) => {
      const evidenced = control.sections.filter((section) => hasEvidence(report, section));
      return {
        framework,
        id: control.id,
        title: control.title,
        sections: control.sections,
        status: evidenced.length > 0 ? ('evidenced' as const) : ('no-evidence' as const),
        note:
          control.sections.length === 0
            ? `no evidence: ${control.note}`
            : evidenced.length === 0
              ? `no evidence in this period: the sections it maps to (${control.sections.join(', ')}) hold no records`
              : control.note,
      };
    }),
  );
}

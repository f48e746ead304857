import { InvalidArgumentError, Option } from '@commander-js/extra-typings';
import type { Command } from '@commander-js/extra-typings';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fromSystemError, GovernError, writeFileAtomic } from '../../common/index.js';
import { collectEvidence, EVIDENCE_FRAMEWORKS } from '../../kernel/index.js';
import type { EvidenceReport } from '../../kernel/index.js';
import { formatEvidenceMarkdown } from '../evidence-markdown.js';
import { EXIT } from '../exit-codes.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { workspaceOf, workspaceOption } from './options.js';

/** `2026-08-02` (a whole UTC day: since its start, until its end) or a full ISO time. */
function parseDate(flag: '--since' | '--until'): (value: string) => Date {
  return (value) => {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const time = Date.parse(
      dateOnly ? `${value}T${flag === '--since' ? '00:00:00.000' : '23:59:59.999'}Z` : value,
    );
    if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
      throw new InvalidArgumentError(
        `${flag} takes a date (2026-08-02) or an ISO time (2026-08-02T09:00:00Z); got "${value}"`,
      );
    }
    return new Date(time);
  };
}

function declare(program: Command) {
  return program
    .command('evidence')
    .description(
      'write a compliance evidence report (Markdown and JSON) from the audit chain, the ledger and git; fails, naming the line, when the audit chain is broken',
    )
    .requiredOption('--out <dir>', 'the folder to write evidence.md and evidence.json to')
    .option('--since <date>', 'the first day (or ISO time) of the period', parseDate('--since'))
    .option('--until <date>', 'the last day (or ISO time) of the period', parseDate('--until'))
    .addOption(
      new Option('--framework <name>', "map one framework's controls (default: all)").choices([
        ...EVIDENCE_FRAMEWORKS,
      ]),
    )
    .addOption(workspaceOption());
}

type EvidenceFlags = ReturnType<ReturnType<typeof declare>['opts']>;

/** Writes evidence.json and evidence.md under `dir`; returns their paths. */
function writeEvidence(dir: string, report: EvidenceReport): { markdown: string; json: string } {
  const out = resolve(dir);
  const files = { markdown: join(out, 'evidence.md'), json: join(out, 'evidence.json') };
  try {
    mkdirSync(out, { recursive: true });
    writeFileAtomic(files.json, `${JSON.stringify(report, null, 2)}\n`);
    writeFileAtomic(files.markdown, formatEvidenceMarkdown(report));
  } catch (error) {
    throw fromSystemError(error, 'write the evidence report to') ?? error;
  }
  return files;
}

async function evidence(
  options: EvidenceFlags,
  { io, setExit, version }: CommandContext,
): Promise<void> {
  if (options.since !== undefined && options.until !== undefined && options.since > options.until) {
    throw new GovernError(
      'USAGE',
      `--since ${options.since.toISOString()} is after --until ${options.until.toISOString()}`,
      { hint: 'swap them, or drop one' },
    );
  }
  const result = await collectEvidence({
    dir: workspaceOf(options),
    generator: `govern ${version}`,
    ...(options.since === undefined ? {} : { since: options.since }),
    ...(options.until === undefined ? {} : { until: options.until }),
    ...(options.framework === undefined ? {} : { frameworks: [options.framework] }),
  });
  if (result.kind === 'broken') {
    io.err(
      `govern: the audit chain is BROKEN at line ${String(result.line)} of ${String(result.lines)} of ${result.file}: ${result.reason}`,
    );
    io.err(
      '  hint: a changed, removed or reordered line; no evidence was written. Find who changed it and restore the log from a backup (govern audit verify shows the same line)',
    );
    setExit(EXIT.governedFailure);
    return;
  }
  const { report } = result;
  const files = writeEvidence(options.out, report);
  const missing = report.controls.filter((control) => control.status === 'no-evidence').length;
  io.out(
    `wrote ${files.markdown} and ${files.json}: ${String(report.tasks.length)} task(s), ${String(report.auditChain.eventsInPeriod)} audit event(s) in the period, chain verified (head ${report.auditChain.headHash.slice(0, 16)}); ${String(report.controls.length - missing)} of ${String(report.controls.length)} controls evidenced, ${String(missing)} listed without evidence`,
  );
}

export const evidenceCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((options) => evidence(options, context));
  },
  reference: {
    evidence: {
      does: 'writes `DIR/evidence.md` and `DIR/evidence.json` from the audit chain, the ledger and git (see [Compliance evidence](#compliance-evidence)); exit 1, writing nothing, when the audit chain is broken, naming the line',
    },
  },
};

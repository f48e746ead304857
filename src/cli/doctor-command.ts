import type { Command } from 'commander';
import { pingQueue } from '../distributed/index.js';
import { runDoctor } from '../kernel/index.js';
import type { DoctorReport, DoctorStatus } from '../kernel/index.js';
import { EXIT } from './exit-codes.js';
import type { Io } from './io.js';
import { workspaceOf } from './io.js';

const LABEL: Readonly<Record<DoctorStatus, string>> = {
  ok: 'ok  ',
  warn: 'warn',
  fail: 'FAIL',
  skip: '-   ',
};

export function formatDoctor(report: DoctorReport): string {
  const width = Math.max(...report.findings.map((finding) => finding.check.length));
  const lines = [`govern doctor: ${report.workspace ?? report.dir}`];
  for (const finding of report.findings) {
    const [first = '', ...rest] = finding.detail.split('\n');
    lines.push(`  ${LABEL[finding.status]}  ${finding.check.padEnd(width)}  ${first}`);
    const indent = ' '.repeat(width + 10);
    lines.push(...rest.map((line) => `${indent}${line.trim()}`));
    if (finding.fix !== undefined && (finding.status === 'fail' || finding.status === 'warn')) {
      lines.push(`${indent}fix: ${finding.fix}`);
    }
  }
  const count = (status: DoctorStatus): number =>
    report.findings.filter((finding) => finding.status === status).length;
  const failures = count('fail');
  const warnings = count('warn');
  lines.push(
    failures === 0
      ? `ready: everything a run needs is here${warnings > 0 ? ` (${String(warnings)} warning${warnings === 1 ? '' : 's'})` : ''}`
      : `not ready: ${String(failures)} problem${failures === 1 ? '' : 's'} would stop or weaken a run${warnings > 0 ? `, ${String(warnings)} warning${warnings === 1 ? '' : 's'}` : ''}`,
  );
  return lines.join('\n');
}

export function registerDoctorCommand(
  program: Command,
  io: Io,
  setExit: (code: number) => void,
): void {
  program
    .command('doctor')
    .description(
      'check that govern can do its job here (git, sandbox, memory caps, agents and keys, gate tools, config, ledger, audit chain), each problem with its fix; exit 1 when something a run needs is missing',
    )
    .option('--json', 'print as JSON', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (options: { json: boolean; workspace?: string }) => {
      const report = await runDoctor({
        dir: workspaceOf(options),
        hostEnv: process.env,
        pingQueue,
      });
      io.out(options.json ? JSON.stringify(report, null, 2) : formatDoctor(report));
      setExit(report.ok ? EXIT.ok : EXIT.governedFailure);
    });
}

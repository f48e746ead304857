import type { Command } from '@commander-js/extra-typings';
import { pingQueue } from '../../distributed/index.js';
import { runDoctor } from '../../kernel/index.js';
import type { DoctorReport, DoctorStatus } from '../../kernel/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

const LABEL: Readonly<Record<DoctorStatus, string>> = {
  ok: 'ok  ',
  warn: 'warn',
  fail: 'FAIL',
  skip: '-   ',
};

function formatDoctor(report: DoctorReport): string {
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

function register(program: Command, { io, setExit }: CommandContext): void {
  program
    .command('doctor')
    .description(
      'check that govern can do its job here (git, sandbox, memory caps, agents and keys, gate tools, config, ledger, audit chain), each problem with its fix; exit 1 when something a run needs is missing',
    )
    .addOption(jsonOption())
    .addOption(workspaceOption())
    .action(async (options) => {
      const report = await runDoctor({
        dir: workspaceOf(options),
        hostEnv: process.env,
        pingQueue,
      });
      io.out(options.json ? JSON.stringify(report, null, 2) : formatDoctor(report));
      setExit(report.ok ? EXIT.ok : EXIT.governedFailure);
    });
}

export const doctorCommand: CommandDefinition = {
  register,
  reference: {
    doctor: {
      does: 'checks that govern can do its job here, each problem with its fix: Node, git and the repository (commits, clean tree), config and `.governance/constitution.json` (presence; no schema yet), the ledger and its lock, the audit chain, the sandbox (a real bwrap start, as `run` makes), cgroup memory caps (a real capped cgroup), the spawner helper that starts the processes of a run (perl, started and used once), every configured agent (binary, version, whether its key variable is set; never the key; a binary inside the repository is never run for its version, since doctor runs outside any sandbox), every tool gate (the command it will run, as a run resolves it; a `scripts.test` that chains lint or format before the tests), and Redis when `queue.url` is set. Exit 0 when a run has what it needs, 1 when something is missing (warnings do not fail)',
    },
  },
};

import { Option } from '@commander-js/extra-typings';
import type { Command } from '@commander-js/extra-typings';
import { checkDiff } from '../../kernel/index.js';
import type { CheckReport } from '../../kernel/index.js';
import { EXIT } from '../exit-codes.js';
import { formatCheck } from '../format.js';
import { NO_SANDBOX_WARNING } from '../no-sandbox.js';
import { toSarif } from '../sarif.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { noSandboxOption, reportFormatOption, workspaceOf, workspaceOption } from './options.js';

function declare(program: Command) {
  return program
    .command('check')
    .description(
      'run the gates over a diff without a task (for CI); exit 1 on findings at or above --fail-on',
    )
    .option('--base <rev>', 'the baseline revision (default: HEAD)')
    .option('--head <rev>', 'the proposed revision (default: the working tree)')
    .option(
      '--scope <glob...>',
      'write scope: paths outside it are findings (SCOPE runs only when given)',
    )
    .option(
      '--tools',
      "also run the repository's tools (type check, format, lint, tests) on the work tree",
      false,
    )
    .addOption(reportFormatOption())
    .addOption(
      new Option('--fail-on <severity>', 'lowest severity that fails the check')
        .choices(['info', 'warning', 'error', 'critical'] as const)
        .default('error' as const),
    )
    .addOption(
      noSandboxOption(
        "run the tool gates (the repository's code) WITHOUT the OS sandbox, with your user rights",
      ),
    )
    .addOption(
      new Option(
        '--injection-mode <mode>',
        'shadow: injected instructions are reported as warnings; enforce: as errors (default: config injection.mode)',
      ).choices(['shadow', 'enforce'] as const),
    )
    .addOption(workspaceOption());
}

type CheckFlags = ReturnType<ReturnType<typeof declare>['opts']>;

/**
 * Prints a gate report as `--format` asks and sets exit 1 when it failed: `check` and
 * `constitution check` report alike.
 */
export function printCheckReport(
  report: CheckReport,
  format: 'text' | 'json' | 'sarif',
  { io, setExit, version }: CommandContext,
): void {
  if (format === 'json') {
    io.out(JSON.stringify(report, null, 2));
  } else if (format === 'sarif') {
    io.out(JSON.stringify(toSarif(report, version), null, 2));
  } else {
    io.out(formatCheck(report));
  }
  setExit(report.failed ? EXIT.governedFailure : EXIT.ok);
}

async function check(options: CheckFlags, context: CommandContext): Promise<void> {
  if (!options.sandbox && options.tools) {
    context.io.err(NO_SANDBOX_WARNING);
  }
  const report = await checkDiff({
    dir: workspaceOf(options),
    tools: options.tools,
    failOn: options.failOn,
    hostEnv: process.env,
    sandbox: options.sandbox,
    ...(options.base === undefined ? {} : { base: options.base }),
    ...(options.head === undefined ? {} : { head: options.head }),
    ...(options.scope === undefined ? {} : { scope: options.scope }),
    ...(options.injectionMode === undefined ? {} : { injectionMode: options.injectionMode }),
  });
  printCheckReport(report, options.format, context);
}

export const checkCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((options) => check(options, context));
  },
  reference: {
    check: {
      does: 'the kernel gates (`SECRETS`, `ANTI_STUB`, `TEST_INTEGRITY`, `INJECTION`, `SECURITY_REGRESSION`; `SCOPE` with `--scope`; the tool gates with `--tools`, in the gate sandbox unless `--no-sandbox`) over a diff without a task, for CI: base default `HEAD`, head default the working tree; every gate runs and reports; the config is read from `--base`, never from the tree under review, and a change to `.governance/` or `PROGRESS.json` is always a critical `SCOPE` finding; exit 1 when a gate has findings at or above `--fail-on` (default `error`), and at any `--fail-on` when a gate could not check (crashed, tool missing, a file too large or unreadable); `--injection-mode` overrides config `injection.mode` (enforce: instructions aimed at an agent are errors, shadow: warnings)',
    },
  },
};

import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fromSystemError, isGovernError } from '../common/index.js';
import type { GovernErrorCode } from '../common/index.js';
import {
  checkDiff,
  initWorkspace,
  readTask,
  resetTask,
  runTasks,
  scanPaths,
  verifyAudit,
} from '../kernel/index.js';
import type { ProgressEvent, RunSummary } from '../kernel/index.js';
import { requestedQueue, runCoordinator } from '../distributed/index.js';
import { registerAddCommand } from './add-command.js';
import { registerBenchCommand } from './bench-command.js';
import { registerConstitutionCommand } from './constitution-command.js';
import { registerDoctorCommand } from './doctor-command.js';
import { registerEvidenceCommand } from './evidence-command.js';
import { registerEconomyCommands } from './economy-commands.js';
import { registerMemoryCommands } from './memory-commands.js';
import { registerServeCommand } from './serve-command.js';
import { registerStatusCommand } from './status-command.js';
import { registerWorkerCommand } from './worker-command.js';
import { EXIT, exitCodeFor } from './exit-codes.js';
import { formatCheck, formatCounts, formatScan, formatTask } from './format.js';
import { standardIo } from './io.js';
import type { Io } from './io.js';
import { NO_SANDBOX_WARNING } from './no-sandbox.js';
import { toSarif } from './sarif.js';

/**
 * The version is package.json's, read once: dist/cli/ and src/cli/ both sit two folders
 * below the package root.
 */
const VERSION = readPackageVersion();

function readPackageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const version = (JSON.parse(text) as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}

/** Refusals about the machine or the repository, which `govern doctor` diagnoses in full. */
const DOCTOR_CODES: ReadonlySet<GovernErrorCode> = new Set([
  'SANDBOX_UNAVAILABLE',
  'TOOL_MISSING',
  'NOT_A_GIT_REPO',
  'CONFIG_MISSING',
  'CONFIG_INVALID',
  'LEDGER_MISSING',
  'LEDGER_INVALID',
  'AGENT_INVALID',
]);

function positiveInt(value: string, flag: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InvalidArgumentError(`${flag} must be a positive whole number (got "${value}")`);
  }
  return Number(value);
}

function workspaceOf(options: { workspace?: string }): string {
  return resolve(options.workspace ?? process.cwd());
}

function buildProgram(io: Io, setExit: (code: number) => void): Command {
  const program = new Command('govern')
    .description('A deterministic governance kernel for autonomous coding agents.')
    .version(VERSION, '-V, --version')
    .showHelpAfterError('(run `govern --help` for usage)')
    .configureOutput({
      writeOut: (s) => {
        io.out(s.trimEnd());
      },
      writeErr: (s) => {
        io.err(s.trimEnd());
      },
    })
    .exitOverride();

  program
    .command('init')
    .description('create .governance/config.json with defaults and an empty PROGRESS.json')
    .option('--workspace <dir>', 'the git repository to govern (default: current directory)')
    .option('--project <name>', 'project name (default: the folder name)')
    .option('--force', 'overwrite an existing config and ledger', false)
    .action(async (options: { workspace?: string; project?: string; force: boolean }) => {
      const result = await initWorkspace({
        dir: workspaceOf(options),
        force: options.force,
        ...(options.project === undefined ? {} : { projectName: options.project }),
      });
      io.out(
        `initialized ${result.projectName} in ${result.workspace}\n  config: ${result.configFile}\n  ledger: ${result.ledgerFile}\n  constitution: ${result.constitutionFile}${result.constitutionCreated ? ' (no rules yet; commit it with your code)' : ' (kept as it was)'}\nnext: set your agent under "agents" in the config, then \`govern add --file tasks.json\``,
      );
    });

  registerAddCommand(program, io);

  program
    .command('run')
    .description('run ready tasks through agent, gates, commit or rollback')
    .option('--agent <name>', 'agent from the config (default: defaultAgent)')
    .option('--task <id>', 'run only this task')
    .option('--max-tasks <n>', 'stop after this many tasks', (v) => positiveInt(v, '--max-tasks'))
    .option(
      '--parallel <n>',
      'run up to N independent tasks at once, each in its own git worktree (default: config parallel)',
      (v) => positiveInt(v, '--parallel'),
    )
    .option(
      '--rerun',
      're-evaluate COMPLETED and SKIPPED tasks: unchanged ones are reused with no agent call, changed ones run again',
      false,
    )
    .option('--json', 'print the run summary as JSON', false)
    .option(
      '--no-sandbox',
      'run agents and tool gates WITHOUT the OS sandbox, with your user rights (recorded in the audit log)',
    )
    .option(
      '--queue <url>',
      'coordinate workers through this Redis (redis://[:password@]host:port[/db]; default: config queue.url)',
    )
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(
      async (options: {
        queue?: string;
        agent?: string;
        task?: string;
        maxTasks?: number;
        parallel?: number;
        rerun: boolean;
        json: boolean;
        sandbox: boolean;
        workspace?: string;
      }) => {
        if (!options.sandbox) {
          io.err(NO_SANDBOX_WARNING);
        }
        const controller = new AbortController();
        const onSignal = (): void => {
          io.err('govern: interrupted; rolling back the current attempt...');
          controller.abort();
        };
        process.once('SIGINT', onSignal);
        process.once('SIGTERM', onSignal);
        try {
          const runOptions = {
            dir: workspaceOf(options),
            hostEnv: process.env,
            sandbox: options.sandbox,
            signal: controller.signal,
            rerun: options.rerun,
            ...(options.agent === undefined ? {} : { agentName: options.agent }),
            ...(options.task === undefined ? {} : { taskId: options.task }),
            ...(options.maxTasks === undefined ? {} : { maxTasks: options.maxTasks }),
            ...(options.parallel === undefined ? {} : { parallel: options.parallel }),
            ...(options.json
              ? {}
              : {
                  onProgress: (event: ProgressEvent) => {
                    io.out(formatProgress(event));
                  },
                }),
          };
          // Distributed mode only when asked for: one machine needs no Redis.
          const queue = await requestedQueue(runOptions.dir, options.queue);
          const summary =
            queue === null
              ? await runTasks(runOptions)
              : await runCoordinator({
                  ...runOptions,
                  queueUrl: queue.url,
                  queueSource: queue.source,
                });
          if (options.json) {
            io.out(JSON.stringify(summary, null, 2));
          } else {
            io.out(formatRunSummary(summary));
          }
          setExit(
            summary.interrupted
              ? EXIT.interrupted
              : summary.hasFailures
                ? EXIT.governedFailure
                : EXIT.ok,
          );
        } finally {
          process.removeListener('SIGINT', onSignal);
          process.removeListener('SIGTERM', onSignal);
        }
      },
    );

  registerStatusCommand(program, io);
  registerWorkerCommand(program, io);

  program
    .command('show')
    .description('a task with every attempt, gate verdict and finding, and its commit')
    .argument('<task-id>')
    .option('--json', 'print as JSON', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (taskId: string, options: { json: boolean; workspace?: string }) => {
      const report = await readTask(workspaceOf(options), taskId);
      io.out(options.json ? JSON.stringify(report, null, 2) : formatTask(report));
    });

  program
    .command('reset')
    .description('queue a FAILED or SKIPPED task again (and the tasks skipped because of it)')
    .argument('<task-id>')
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (taskId: string, options: { workspace?: string }) => {
      const reset = await resetTask(workspaceOf(options), taskId);
      io.out(`queued again: ${reset.join(', ')}`);
    });

  program
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
    .addOption(
      new Option('--format <format>', 'output format')
        .choices(['text', 'json', 'sarif'])
        .default('text'),
    )
    .addOption(
      new Option('--fail-on <severity>', 'lowest severity that fails the check')
        .choices(['info', 'warning', 'error', 'critical'])
        .default('error'),
    )
    .option(
      '--no-sandbox',
      "run the tool gates (the repository's code) WITHOUT the OS sandbox, with your user rights",
    )
    .addOption(
      new Option(
        '--injection-mode <mode>',
        'shadow: injected instructions are reported as warnings; enforce: as errors (default: config injection.mode)',
      ).choices(['shadow', 'enforce']),
    )
    .option('--workspace <dir>', 'the repository (default: current directory)')
    .action(
      async (options: {
        injectionMode?: 'shadow' | 'enforce';
        base?: string;
        head?: string;
        scope?: string[];
        tools: boolean;
        format: 'text' | 'json' | 'sarif';
        failOn: 'info' | 'warning' | 'error' | 'critical';
        sandbox: boolean;
        workspace?: string;
      }) => {
        if (!options.sandbox && options.tools) {
          io.err(NO_SANDBOX_WARNING);
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
        if (options.format === 'json') {
          io.out(JSON.stringify(report, null, 2));
        } else if (options.format === 'sarif') {
          io.out(JSON.stringify(toSarif(report, VERSION), null, 2));
        } else {
          io.out(formatCheck(report));
        }
        setExit(report.failed ? EXIT.governedFailure : EXIT.ok);
      },
    );

  program
    .command('scan')
    .description(
      'score files and folders for prompt injection aimed at an AI agent; exit 1 when a channel reaches --fail-on',
    )
    .argument(
      '<path...>',
      'files or folders (in a git repository: the files git tracks or would track)',
    )
    .option('--json', 'print as JSON', false)
    .option(
      '--explain',
      'print every piece of evidence: rule, span (line:column), weight and the matched text, and the findings the config silences',
      false,
    )
    .option('--jobs <n>', 'threads to scan with (default: one per core)', (v) =>
      positiveInt(v, '--jobs'),
    )
    .option(
      '--exclude <glob...>',
      'skip matching paths (relative to the current directory), e.g. attack fixtures in tests',
    )
    .addOption(
      new Option('--fail-on <verdict>', 'lowest verdict that fails the scan')
        .choices(['suspect', 'hostile'])
        .default('hostile'),
    )
    .option(
      '--allow-unchecked',
      'exit 0 even when text files could not be scored (too large, unreadable)',
      false,
    )
    .action(
      async (
        paths: string[],
        options: {
          json: boolean;
          explain: boolean;
          jobs?: number;
          exclude?: string[];
          failOn: 'suspect' | 'hostile';
          allowUnchecked: boolean;
        },
      ) => {
        const report = await scanPaths(paths, process.cwd(), options.exclude ?? [], {
          ...(options.jobs === undefined ? {} : { jobs: options.jobs }),
        });
        io.out(
          options.json ? JSON.stringify(report, null, 2) : formatScan(report, options.explain),
        );
        const failing =
          (options.failOn === 'hostile' ? report.hostile : report.hostile + report.suspect) +
          (options.allowUnchecked ? 0 : report.unchecked.length);
        setExit(failing > 0 ? EXIT.governedFailure : EXIT.ok);
      },
    );

  registerEconomyCommands(program, io, setExit);
  registerMemoryCommands(program, io, setExit);
  registerDoctorCommand(program, io, setExit);
  registerEvidenceCommand(program, io, VERSION, setExit);
  registerServeCommand(program, io);
  registerBenchCommand(program, io, setExit);
  registerConstitutionCommand(program, io, VERSION, setExit);

  const audit = program.command('audit').description('the hash-chained audit log');
  audit
    .command('verify')
    .description('check the hash chain of .governance/audit.jsonl')
    .option('--json', 'print as JSON', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (options: { json: boolean; workspace?: string }) => {
      const result = await verifyAudit(workspaceOf(options));
      if (options.json) {
        io.out(JSON.stringify(result, null, 2));
      } else if (result.ok) {
        io.out(
          `audit log intact: ${result.lines} event${result.lines === 1 ? '' : 's'}, head ${result.lastHash.slice(0, 16)}`,
        );
      } else {
        io.err(`audit log BROKEN at line ${result.line} of ${result.lines}: ${result.reason}`);
      }
      setExit(result.ok ? EXIT.ok : EXIT.governedFailure);
    });

  return program;
}

function formatProgress(event: ProgressEvent): string {
  switch (event.kind) {
    case 'attempt':
      return `> ${event.task}: attempt ${event.attempt} of ${event.maxAttempts}`;
    case 'verdict':
      if (event.passed && event.warning !== undefined) {
        return `    WARNING ${event.step}: ${event.warning}`;
      }
      return `    ${event.passed ? 'pass' : 'FAIL'} ${event.step}${event.passed ? '' : `: ${event.summary}`}`;
    case 'task':
      return `  ${event.task} ${event.status}: ${event.detail}`;
    case 'notice':
      return `note: ${event.text}`;
  }
}

function formatRunSummary(summary: RunSummary): string {
  const lines: string[] = [];
  const { recovery } = summary;
  if (recovery.rolledBack.length + recovery.completed.length + recovery.killedProcessGroups > 0) {
    lines.push(
      `recovered from an interrupted run: rolled back ${recovery.rolledBack.join(', ') || 'none'}, found committed ${recovery.completed.join(', ') || 'none'}, killed ${recovery.killedProcessGroups} orphaned agent process group(s)`,
    );
  }
  for (const skip of summary.skipped) {
    lines.push(`  ${skip.id} SKIPPED: ${skip.reason}`);
  }
  if (summary.rerun !== null) {
    lines.push(
      `rerun: ${summary.rerun.reused.length} unchanged (reused, no agent call), ${summary.rerun.redecided.length} changed and decided again${summary.rerun.skipped.length > 0 ? `, ${summary.rerun.skipped.length} skipped by lifecycle` : ''}`,
    );
    for (const changed of summary.rerun.redecided) {
      lines.push(`  ${changed.id}: ${changed.changed}`);
    }
  }
  lines.push(
    `${summary.interrupted ? 'interrupted' : 'done'}: ran ${summary.processed.length} task${summary.processed.length === 1 ? '' : 's'} with agent ${summary.agent} (${summary.agentCalls} agent call${summary.agentCalls === 1 ? '' : 's'}, ${summary.reused.length} reused); ledger: ${formatCounts(summary.counts)}`,
  );
  if (summary.counts.AWAITING_APPROVAL > 0) {
    lines.push(
      `${summary.counts.AWAITING_APPROVAL} task(s) AWAITING_APPROVAL: \`govern approve TASK-ID\` or \`govern reject TASK-ID --why ...\``,
    );
  }
  if (summary.counts.DEFERRED > 0) {
    lines.push(
      `${summary.counts.DEFERRED} task(s) DEFERRED by the budget (see \`govern budget\`); the next run checks them again`,
    );
  }
  if (summary.counts.PENDING > 0 && !summary.interrupted) {
    lines.push(
      `${summary.counts.PENDING} task(s) still PENDING (limited by --max-tasks or --task)`,
    );
  }
  return lines.join('\n');
}

/** Parses argv, runs the command, and sets process.exitCode (never calls process.exit). */
export async function main(argv: readonly string[], io: Io = standardIo()): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    exitCode = reportError(error, io);
  }
  process.exitCode = exitCode;
  return exitCode;
}

function reportError(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // Help and version are "errors" to commander but successes to the user.
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
    ) {
      return EXIT.ok;
    }
    return EXIT.badInput;
  }
  // A file-system error that no caller named (EACCES, ENOSPC, ...) is the machine's, not a
  // bug: it is reported with its path and the fix like any other coded error.
  const known = isGovernError(error) ? error : fromSystemError(error);
  if (known !== null) {
    io.err(`govern: ${known.message}`);
    if (known.hint !== undefined) {
      io.err(`  hint: ${known.hint}`);
    }
    if (DOCTOR_CODES.has(known.code)) {
      io.err('  check everything a run needs: govern doctor');
    }
    return exitCodeFor(known.code);
  }
  io.err('govern: internal error (this is a bug; please report it with the stack below)');
  io.err(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return EXIT.bug;
}

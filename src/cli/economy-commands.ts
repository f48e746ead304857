import type { Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  approveTask,
  readArchiveList,
  readBudget,
  readQuality,
  rejectTask,
  restoreArchived,
} from '../kernel/index.js';
import type { BudgetReport } from '../kernel/index.js';
import type { ContextSavings } from '../quality/index.js';
import { EXIT } from './exit-codes.js';
import { NO_SANDBOX_WARNING } from './no-sandbox.js';

interface ApproveFlags {
  readonly by?: string;
  readonly json: boolean;
  readonly sandbox: boolean;
  readonly workspace?: string;
}

interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

function workspaceOf(options: { workspace?: string }): string {
  return resolve(options.workspace ?? process.cwd());
}

/** Who approves or rejects: `--by`, else the login name, else "cli". */
function approver(by: string | undefined): string {
  return by ?? process.env['USER'] ?? process.env['LOGNAME'] ?? 'cli';
}

/** The share of context tokens the reference IR saved, with the counts behind it. */
function formatSavings(context: ContextSavings): string {
  if (context.savedShare === null) {
    return '- (no attempt with counted tokens yet)';
  }
  const percent = (value: number | null): string =>
    value === null ? '-' : `${(value * 100).toFixed(1)}%`;
  return `${percent(context.savedShare)} of context tokens by reference IR (${context.savedTokens} of ${context.promptTokens + context.savedTokens} tokens, o200k_base, over ${context.attempts} attempt${context.attempts === 1 ? '' : 's'}; references ${percent(context.referenceSavedShare)} smaller, ${context.referencesAsIr} of ${context.references} sent as IR)`;
}

function usd(value: number): string {
  return `$${value.toFixed(value !== 0 && Math.abs(value) < 0.01 ? 4 : 2)}`;
}

/** budget, quality, archive, approve and reject: the economy, memory and quality organs. */
export function registerEconomyCommands(
  program: Command,
  io: Io,
  setExit: (code: number) => void,
): void {
  program
    .command('budget')
    .description("today's (UTC) spend per tier and agent against the ceilings")
    .option('--json', 'print as JSON', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (options: { json: boolean; workspace?: string }) => {
      const report = await readBudget(workspaceOf(options));
      io.out(options.json ? JSON.stringify(report, null, 2) : formatBudget(report));
    });

  program
    .command('quality')
    .description('decision quality: local handling, caught bad changes, waste, calibration')
    .option('--json', 'print as JSON', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (options: { json: boolean; workspace?: string }) => {
      const report = await readQuality(workspaceOf(options));
      if (options.json) {
        io.out(JSON.stringify(report, null, 2));
        return;
      }
      const m = report.overall;
      const rate = (value: number | null): string => (value === null ? '-' : value.toFixed(2));
      io.out(
        [
          `decision quality ${report.window.from} .. ${report.window.to} (${m.decisions} decision${m.decisions === 1 ? '' : 's'})`,
          `  localHandled       ${m.localHandled}`,
          `  caughtBadChanges   ${m.caughtBadChanges}`,
          `  wastedLlmCalls     ${m.wastedLlmCalls} (${usd(m.wastedCostUsd)})`,
          `  acceptanceRate     ${rate(m.acceptanceRate)}`,
          `  tokenEfficiency    ${rate(m.tokenEfficiency)} commits per 1k tokens`,
          `  calibrationError   ${rate(m.calibration.expectedCalibrationError)}`,
          `  contextSaved       ${formatSavings(report.context)}`,
          `  skip predictions   ${report.observation.open} open, ${report.observation.resolved} resolved (${report.observation.correct} right)`,
          `  snapshots          ${report.snapshots.length} day${report.snapshots.length === 1 ? '' : 's'} kept (${report.retentionDays} max)`,
        ].join('\n'),
      );
    });

  const archive = program
    .command('archive')
    .description('committed decisions and retired memory (gzip + SHA-256)');
  archive
    .command('list')
    .description('list archive items, oldest first')
    .option('--json', 'print as JSON', false)
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (options: { json: boolean; workspace?: string }) => {
      const listing = await readArchiveList(workspaceOf(options));
      if (options.json) {
        io.out(JSON.stringify(listing, null, 2));
      } else {
        io.out(
          listing.items.length === 0
            ? 'the archive is empty'
            : listing.items
                .map((item) => `${item.id}  ${item.createdAt}  ${item.label}`)
                .join('\n'),
        );
        for (const problem of listing.problems) {
          io.err(`govern: ${problem.file}: ${problem.issues.join('; ')}`);
        }
      }
      setExit(listing.problems.length > 0 ? EXIT.environment : EXIT.ok);
    });
  archive
    .command('restore')
    .description('verify an archive item (SHA-256) and print it, or write it with --out')
    .argument('<id>', 'an id from `govern archive list`')
    .option('--out <file>', 'write the restored item (JSON) to this file')
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (id: string, options: { out?: string; workspace?: string }) => {
      const restored = await restoreArchived(workspaceOf(options), id);
      const text = `${JSON.stringify(restored.item, null, 2)}\n`;
      if (options.out === undefined) {
        io.out(text.trimEnd());
      } else {
        writeFileSync(resolve(options.out), text);
        io.out(
          `restored ${id} (sha256 ${restored.meta.sha256.slice(0, 16)} verified) to ${options.out}`,
        );
      }
    });

  program
    .command('approve')
    .description('re-run the gates of a held change on the current base and land it')
    .argument('<task-id>')
    .option('--by <name>', 'who approves (default: $USER)')
    .option('--json', 'print the result as JSON', false)
    .option(
      '--no-sandbox',
      'run the gates of the held change WITHOUT the OS sandbox (recorded in the audit log)',
    )
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (taskId: string, options: ApproveFlags) => {
      if (!options.sandbox) {
        io.err(NO_SANDBOX_WARNING);
      }
      const result = await approveTask({
        dir: workspaceOf(options),
        taskId,
        by: approver(options.by),
        hostEnv: process.env,
        sandbox: options.sandbox,
      });
      if (options.json) {
        io.out(JSON.stringify(result, null, 2));
      } else if (result.kind === 'landed') {
        io.out(`${taskId} approved and landed: commit ${result.commit.slice(0, 12)}`);
      } else {
        io.err(
          `govern: ${taskId} not approved: ${result.reason}\n  hint: it still awaits approval; reject it (govern reject ${taskId} --why ...) or fix the base and approve again`,
        );
      }
      setExit(result.kind === 'landed' ? EXIT.ok : EXIT.governedFailure);
    });

  program
    .command('reject')
    .description('discard a held change: its branch is deleted and the task FAILED')
    .argument('<task-id>')
    .requiredOption('--why <text>', 'why the change is rejected (recorded)')
    .option('--by <name>', 'who rejects (default: $USER)')
    .option('--workspace <dir>', 'the governed repository (default: current directory)')
    .action(async (taskId: string, options: { why: string; by?: string; workspace?: string }) => {
      await rejectTask({
        dir: workspaceOf(options),
        taskId,
        why: options.why,
        by: approver(options.by),
      });
      io.out(`${taskId} rejected: its change was discarded and the task is FAILED`);
    });
}

function formatBudget(report: BudgetReport): string {
  const lines = [
    `budget for ${report.day} (UTC): spent ${usd(report.spentUsd)}${report.dailyUsd === null ? ' (no daily ceiling)' : ` of ${usd(report.dailyUsd)}, ${usd(report.remainingUsd ?? 0)} left`}${report.perTaskUsd === null ? '' : `; per task ${usd(report.perTaskUsd)}`}`,
  ];
  if (report.tiers.length > 0) {
    lines.push('', 'per tier:');
    for (const tier of report.tiers) {
      lines.push(
        `  tier ${tier.tier}  ${tier.calls} call${tier.calls === 1 ? '' : 's'}  ${usd(tier.costUsd)}`,
      );
    }
    lines.push('', 'per agent:');
    for (const agent of report.agents) {
      const estimated = agent.estimatedCalls > 0 ? ` (${agent.estimatedCalls} at estimate)` : '';
      lines.push(
        `  tier ${agent.tier} ${agent.agent}  ${agent.calls} call${agent.calls === 1 ? '' : 's'}  ${usd(agent.costUsd)}  tokens in ${agent.tokens.input} out ${agent.tokens.output}${estimated}`,
      );
    }
  } else {
    lines.push('no agent calls today');
  }
  lines.push('', 'ladder:');
  for (const rung of report.ladder) {
    lines.push(
      `  tier ${rung.tier} ${rung.agent}  ${rung.callsToday}${rung.dailyCallCap === null ? '' : `/${rung.dailyCallCap}`} calls today`,
    );
  }
  return lines.join('\n');
}

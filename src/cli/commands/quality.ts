import type { Command } from '@commander-js/extra-typings';
import { readQuality } from '../../kernel/index.js';
import type { ContextSavings } from '../../quality/index.js';
import { formatUsd as usd } from '../format.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

type QualityReport = Awaited<ReturnType<typeof readQuality>>;

/** The share of context tokens the reference IR saved, with the counts behind it. */
function formatSavings(context: ContextSavings): string {
  if (context.savedShare === null) {
    return '- (no attempt with counted tokens yet)';
  }
  const percent = (value: number | null): string =>
    value === null ? '-' : `${(value * 100).toFixed(1)}%`;
  return `${percent(context.savedShare)} of context tokens by reference IR (${context.savedTokens} of ${context.promptTokens + context.savedTokens} tokens, o200k_base, over ${context.attempts} attempt${context.attempts === 1 ? '' : 's'}; references ${percent(context.referenceSavedShare)} smaller, ${context.referencesAsIr} of ${context.references} sent as IR)`;
}

function formatQuality(report: QualityReport): string {
  const m = report.overall;
  const rate = (value: number | null): string => (value === null ? '-' : value.toFixed(2));
  return [
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
  ].join('\n');
}

function register(program: Command, { io }: CommandContext): void {
  program
    .command('quality')
    .description('decision quality: local handling, caught bad changes, waste, calibration')
    .addOption(jsonOption())
    .addOption(workspaceOption())
    .action(async (options) => {
      const report = await readQuality(workspaceOf(options));
      io.out(options.json ? JSON.stringify(report, null, 2) : formatQuality(report));
    });
}

export const qualityCommand: CommandDefinition = {
  register,
  reference: {
    quality: {
      does: 'decision quality over the last 90 days: localHandled, caughtBadChanges, wastedLlmCalls, acceptanceRate, tokenEfficiency, calibration error; open and resolved SKIP predictions; daily snapshots',
    },
  },
};

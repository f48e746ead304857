import type { Command } from '@commander-js/extra-typings';
import { readBudget } from '../../kernel/index.js';
import type { BudgetReport } from '../../kernel/index.js';
import { formatUsd as usd } from '../format.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

function register(program: Command, { io }: CommandContext): void {
  program
    .command('budget')
    .description("today's (UTC) spend per tier and agent against the ceilings")
    .addOption(jsonOption())
    .addOption(workspaceOption())
    .action(async (options) => {
      const report = await readBudget(workspaceOf(options));
      io.out(options.json ? JSON.stringify(report, null, 2) : formatBudget(report));
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

export const budgetCommand: CommandDefinition = {
  register,
  reference: {
    budget: {
      does: "today's (UTC) spend against `budget.dailyUsd`, per tier and per agent (calls, USD, tokens, calls counted at their estimate), and each rung's calls against its daily cap",
    },
  },
};

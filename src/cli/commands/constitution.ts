import type { Command } from '@commander-js/extra-typings';
import { checkDiff, readConstitutionSource } from '../../kernel/index.js';
import type { ConstitutionSource } from '../../kernel/index.js';
import type { ConstitutionRule } from '../../gates/index.js';
import { printCheckReport } from './check.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, reportFormatOption, workspaceOf, workspaceOption } from './options.js';

/** One rule as a contributor reads it: what is checked, in words, then why. */
function describeRule(rule: ConstitutionRule): string {
  const list = (items: readonly string[]): string => items.join(', ');
  switch (rule.kind) {
    case 'no-import':
      return `files in ${list(rule.from)} may not import ${list(rule.to)} (static imports, re-exports, import() of a literal, require)`;
    case 'immutable':
      return `${list(rule.paths)} may not change`;
    case 'append-only':
      return `${list(rule.paths)}: new files may be added; existing ones may not be modified or deleted`;
    case 'public-api':
      return `the exports of ${rule.entry} may not be removed or changed incompatibly (new exports and optional parameters are fine)`;
    case 'dependencies':
      return `no new dependency in ${list(rule.manifests ?? ['package.json', 'pyproject.toml', 'go.mod', 'Cargo.toml'])}${rule.allow === undefined || rule.allow.length === 0 ? '' : ` unless its name matches ${list(rule.allow)}`} without sign-off`;
    case 'forbid':
      return `code added to ${list(rule.paths)} may not match ${rule.pattern === undefined ? `the tree-sitter query ${rule.query ?? ''}` : `/${rule.pattern}/`}`;
    case 'max-lines':
      return `files in ${list(rule.paths)} may not grow beyond ${String(rule.lines)} lines`;
  }
}

function formatConstitution(source: ConstitutionSource): string {
  if (source.constitution === null) {
    return `no constitution: ${source.source} does not exist. See the README's "Constitution" section to write one, then commit it.`;
  }
  const lines = [
    `constitution: ${source.source}${source.committed ? '' : ' (NOT committed: it binds nothing until it is; gates read the base commit)'}`,
  ];
  if (source.constitution.rules.length === 0) {
    lines.push('  no rules yet');
  }
  source.constitution.rules.forEach((rule, index) => {
    lines.push(
      `  ${String(index + 1)}. ${rule.id} [${rule.kind}]`,
      `     ${describeRule(rule)}`,
      `     why: ${rule.why}`,
    );
  });
  lines.push(
    'Every change, by a person or an agent, is checked against these rules (gate CONSTITUTION). Agents never see them in a prompt; one that breaks a rule is told that one finding.',
  );
  return lines.join('\n');
}

function registerCheck(constitution: Command, context: CommandContext): void {
  constitution
    .command('check')
    .description(
      'check the working tree (or --base..--head) against the rules committed at --base; exit 1 on a broken rule',
    )
    .option('--base <rev>', 'where the rules and the baseline come from (default: HEAD)')
    .option('--head <rev>', 'the proposed revision (default: the working tree)')
    .addOption(reportFormatOption())
    .addOption(workspaceOption())
    .action(async (options) => {
      const report = await checkDiff({
        dir: workspaceOf(options),
        tools: false,
        failOn: 'error',
        hostEnv: process.env,
        only: ['CONSTITUTION'],
        ...(options.base === undefined ? {} : { base: options.base }),
        ...(options.head === undefined ? {} : { head: options.head }),
      });
      printCheckReport(report, options.format, context);
    });
}

function registerExplain(constitution: Command, { io }: CommandContext): void {
  constitution
    .command('explain')
    .description('print the rules as readable text for contributors')
    .option('--rev <rev>', 'read the constitution committed at this revision (default: HEAD)')
    .addOption(jsonOption('print the parsed rules as JSON'))
    .addOption(workspaceOption())
    .action(async (options) => {
      const source = await readConstitutionSource(workspaceOf(options), options.rev);
      io.out(options.json ? JSON.stringify(source, null, 2) : formatConstitution(source));
    });
}

export const constitutionCommand: CommandDefinition = {
  register: (program, context) => {
    const constitution = program
      .command('constitution')
      .description(
        "the repository's invariants in .governance/constitution.json: check a change, explain the rules",
      );
    registerCheck(constitution, context);
    registerExplain(constitution, context);
  },
  reference: {
    'constitution check': {
      does: "checks the working tree (or `--base..--head`) against the repository's invariants, the rules committed at `--base` (exit 0/1/2/3 as `govern check`; see [Constitution](#constitution-governanceconstitutionjson))",
    },
    'constitution explain': {
      does: 'prints the rules committed at `--rev` as text for contributors',
    },
  },
};

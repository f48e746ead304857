import { InvalidArgumentError } from '@commander-js/extra-typings';
import type { Command } from '@commander-js/extra-typings';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFileUrl } from '../../common/index.js';
import { DEFAULT_BENCH_CONCURRENCY, formatScorecard, runBench } from '../../bench/index.js';
import { EXIT } from '../exit-codes.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, positiveInt, workspaceOf, workspaceOption } from './options.js';

/**
 * The cases shipped with govern: `bench/cases/` at the package root.
 */
const BUNDLED_CASES_DIR = fileURLToPath(codeFileUrl('../bench/cases'));

function referencesMode(value: string): 'ir' | 'full' {
  if (value !== 'ir' && value !== 'full') {
    throw new InvalidArgumentError(`--references must be ir or full (got "${value}")`);
  }
  return value;
}

function declare(program: Command) {
  return program
    .command('bench')
    .description(
      'run the benchmark cases through the kernel, each in a temporary repository; print the scorecard and write it to .governance/bench/scorecard.json under --workspace; exit 1 when a case that is not a known gap fails',
    )
    .addOption(jsonOption('print the scorecard as JSON'))
    .option('--cases <dir>', 'a folder of case JSON files (default: the bundled bench/cases)')
    .option('--case <id...>', 'only the cases whose id contains one of these')
    .option(
      '--concurrency <n>',
      `cases run at once (default ${DEFAULT_BENCH_CONCURRENCY})`,
      positiveInt('--concurrency'),
    )
    .option(
      '--references <mode>',
      "force every case's gateway.references: ir or full (default: each case's config)",
      referencesMode,
    )
    .addOption(workspaceOption());
}

type BenchFlags = ReturnType<ReturnType<typeof declare>['opts']>;

/** `govern bench`: the benchmark cases through the real kernel, scored. */
async function bench(options: BenchFlags, { io, setExit }: CommandContext): Promise<void> {
  const card = await runBench({
    casesDir: resolve(options.cases ?? BUNDLED_CASES_DIR),
    hostEnv: process.env,
    workspace: workspaceOf(options),
    ...(options.case === undefined ? {} : { filter: options.case }),
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.references === undefined ? {} : { references: options.references }),
  });
  io.out(options.json ? JSON.stringify(card, null, 2) : formatScorecard(card));
  setExit(card.failed + card.fixedGaps > 0 ? EXIT.governedFailure : EXIT.ok);
}

export const benchCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((options) => bench(options, context));
  },
  reference: {
    bench: {
      does: 'runs the benchmark cases (default: the bundled `bench/cases/`) through the kernel, each in its own temporary git repository with stubbed `script` agents and no network; prints the scorecard table (or JSON) and writes it to `.governance/bench/scorecard.json` under `--workspace`; exit 1 when a case that is not a known gap fails, or a known gap now passes (remove its marker), exit 2 on an invalid case file',
    },
  },
};

import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BENCH_CONCURRENCY, formatScorecard, runBench } from '../bench/index.js';
import { EXIT } from './exit-codes.js';

interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** The cases shipped with govern: `bench/cases/` at the package root (src/cli or dist/cli is two up). */
export const BUNDLED_CASES_DIR = fileURLToPath(new URL('../../bench/cases', import.meta.url));

function concurrency(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new InvalidArgumentError(
      `--concurrency must be a positive whole number (got "${value}")`,
    );
  }
  return Number(value);
}

function referencesMode(value: string): 'ir' | 'full' {
  if (value !== 'ir' && value !== 'full') {
    throw new InvalidArgumentError(`--references must be ir or full (got "${value}")`);
  }
  return value;
}

/** `govern bench`: the benchmark cases through the real kernel, scored. */
export function registerBenchCommand(
  program: Command,
  io: Io,
  setExit: (code: number) => void,
): void {
  program
    .command('bench')
    .description(
      'run the benchmark cases through the kernel, each in a temporary repository; print the scorecard and write it to .governance/bench/scorecard.json; exit 1 when a case that is not a known gap fails',
    )
    .option('--json', 'print the scorecard as JSON', false)
    .option('--cases <dir>', 'a folder of case JSON files (default: the bundled bench/cases)')
    .option('--case <id...>', 'only the cases whose id contains one of these')
    .option(
      '--concurrency <n>',
      `cases run at once (default ${DEFAULT_BENCH_CONCURRENCY})`,
      concurrency,
    )
    .option(
      '--references <mode>',
      "force every case's gateway.references: ir or full (default: each case's config)",
      referencesMode,
    )
    .option('--workspace <dir>', 'where the scorecard is written (default: current directory)')
    .action(
      async (options: {
        json: boolean;
        cases?: string;
        case?: string[];
        concurrency?: number;
        references?: 'ir' | 'full';
        workspace?: string;
      }) => {
        const card = await runBench({
          casesDir: resolve(options.cases ?? BUNDLED_CASES_DIR),
          hostEnv: process.env,
          workspace: resolve(options.workspace ?? process.cwd()),
          ...(options.case === undefined ? {} : { filter: options.case }),
          ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
          ...(options.references === undefined ? {} : { references: options.references }),
        });
        io.out(options.json ? JSON.stringify(card, null, 2) : formatScorecard(card));
        setExit(card.failed + card.fixedGaps > 0 ? EXIT.governedFailure : EXIT.ok);
      },
    );
}

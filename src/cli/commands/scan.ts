import { Option } from '@commander-js/extra-typings';
import type { Command } from '@commander-js/extra-typings';
import { scanPaths } from '../../kernel/index.js';
import { EXIT } from '../exit-codes.js';
import { formatScan } from '../format.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, positiveInt } from './options.js';

function declare(program: Command) {
  return program
    .command('scan')
    .description(
      'score files and folders for prompt injection aimed at an AI agent; exit 1 when a channel reaches --fail-on',
    )
    .argument(
      '<path...>',
      'files or folders (in a git repository: the files git tracks or would track; a folder git ignores as a whole is read in full)',
    )
    .addOption(jsonOption())
    .option(
      '--explain',
      'print every piece of evidence: rule, span (line:column), weight and the matched text, and the findings the config silences',
      false,
    )
    .option(
      '--jobs <n>',
      'threads to scan with (default: one per core on 4 cores or more when they are free, else 1)',
      positiveInt('--jobs'),
    )
    .option(
      '--exclude <glob...>',
      'skip matching paths (relative to the current directory), e.g. attack fixtures in tests',
    )
    .addOption(
      new Option('--fail-on <verdict>', 'lowest verdict that fails the scan')
        .choices(['suspect', 'hostile'] as const)
        .default('hostile' as const),
    )
    .option(
      '--allow-unchecked',
      'exit 0 even when text files could not be scored (too large, unreadable)',
      false,
    );
}

type ScanFlags = ReturnType<ReturnType<typeof declare>['opts']>;

async function scan(
  paths: string[],
  options: ScanFlags,
  { io, setExit }: CommandContext,
): Promise<void> {
  const report = await scanPaths(paths, process.cwd(), options.exclude ?? [], {
    ...(options.jobs === undefined ? {} : { jobs: options.jobs }),
  });
  io.out(options.json ? JSON.stringify(report, null, 2) : formatScan(report, options.explain));
  const failing =
    (options.failOn === 'hostile' ? report.hostile : report.hostile + report.suspect) +
    (options.allowUnchecked ? 0 : report.unchecked.length);
  setExit(failing > 0 ? EXIT.governedFailure : EXIT.ok);
}

export const scanCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((paths, options) => scan(paths, options, context));
  },
  reference: {
    scan: {
      does: 'scores files and folders (in a git repository: the files git tracks or would track; a folder git ignores as a whole is read in full) for prompt injection; prints per file and line the verdict, score, family, channel and rule, and the text files it could not score (over 8 MiB, unreadable, a detector crash) as `UNCHECKED`, counted in the summary; exit 1 when a channel reaches `--fail-on` (default `hostile`) or a file is unchecked (unless `--allow-unchecked`); `--explain` prints each piece of evidence (rule, span `line:column-column`, weight, matched text) and the findings the config silences; `--jobs N` threads (default one per core on machines with 4 cores or more when the load leaves a core free, one on smaller machines)',
    },
  },
};

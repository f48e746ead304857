// Argument parsing for the repository's scripts (benchmarks, generators): node's parseArgs,
// plus what a user of a script expects from it. `--help` prints the script's usage, which is
// its header comment, and exits 0; a flag it does not know, a flag without its value or a
// stray argument prints what was wrong and the usage, and exits 2, instead of a stack trace.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The comment lines at the top of `file`, without their `//`; a shebang and one-line block
 * comments (lint directives) before or among them are passed over.
 */
export function usageOf(file) {
  const lines = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('#!') || (line.startsWith('/*') && line.trimEnd().endsWith('*/'))) {
      continue;
    }
    if (!line.startsWith('//')) {
      break;
    }
    lines.push(line.replace(/^\/\/ ?/, ''));
  }
  return `${lines.join('\n').trim()}\n`;
}

/**
 * parseArgs(config) for the script being run (process.argv[1]), with `--help` and clear
 * errors; `config.args` defaults to the script's arguments, as parseArgs's does.
 */
export function parseScriptArgs(config) {
  const script = process.argv[1] ?? '';
  const args = config.args ?? process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(usageOf(script));
    process.exit(0);
  }
  try {
    return parseArgs({ ...config, args });
  } catch (error) {
    if (typeof error?.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(
        `${basename(script)}: ${error.message}\n(\`node ${basename(script)} --help\` prints its usage)\n`,
      );
      process.exit(2);
    }
    throw error;
  }
}

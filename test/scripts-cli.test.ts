import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../src/common/run-process.js';

// Every script that takes flags (benchmarks, data generators) answers `--help` with its
// usage and a wrong flag with a one-line error and exit 2, never a stack trace.
const root = join(import.meta.dirname, '..');

function scriptsWithFlags(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      found.push(...scriptsWithFlags(path));
    } else if (
      path.endsWith('.mjs') &&
      !path.endsWith(join('lib', 'cli.mjs')) &&
      readFileSync(path, 'utf8').includes('parseScriptArgs(')
    ) {
      found.push(path);
    }
  }
  return found;
}

// bench-perf takes its flags in a module of its own: the entry point is the script.
const scripts = scriptsWithFlags(join(root, 'scripts')).map((path) =>
  path.endsWith(join('bench-perf', 'context.mjs')) ? join(root, 'scripts', 'bench-perf.mjs') : path,
);

async function run(
  script: string,
  flag: string,
): Promise<{ code: number | null; out: string; err: string }> {
  const result = await runProcess(process.execPath, [script, flag], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    timeoutMs: 20_000,
  });
  return { code: result.exitCode, out: result.stdout, err: result.stderr };
}

describe('scripts with flags', () => {
  it('finds them', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(10);
  });

  it.each(scripts.map((path) => [relative(root, path), path]))(
    '%s: --help prints its usage, an unknown flag is refused with exit 2',
    async (_name, script) => {
      const help = await run(script, '--help');
      expect(help.code, help.err).toBe(0);
      expect(help.out.split('\n').length).toBeGreaterThan(1);
      const wrong = await run(script, '--no-such-flag');
      expect(wrong.code).toBe(2);
      expect(wrong.err).toMatch(/Unknown option '--no-such-flag'/);
      expect(wrong.err).not.toMatch(/\n\s+at /);
    },
  );
});

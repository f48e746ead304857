import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { onTestFinished } from 'vitest';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const GOVERN_BIN = join(ROOT, 'bin', 'govern.js');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built `govern` CLI (dist/, built by `npm test` before vitest). */
export function govern(
  cwd: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): CliResult {
  const result = spawnSync(process.execPath, [GOVERN_BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: process.env['HOME'] ?? '/root',
      ...env,
    },
    timeout: 240_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs the built `govern` CLI without blocking the event loop: for tests whose fake servers
 * live in the test process (spawnSync would starve them and the run would hang).
 */
export function governAsyncResult(
  cwd: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<CliResult> {
  const child = spawn(process.execPath, [GOVERN_BIN, ...args], {
    cwd,
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: process.env['HOME'] ?? '/root',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
  // A test that fails or times out while it waits must not leave the process running into
  // the next tests (a coordinator polling a Redis that is gone, say).
  try {
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
      }
    });
  } catch {
    // Called from a hook, not a test: the 240 s timer above is the limit then.
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts `govern` without waiting (for kill and lock tests; `pipe` to read what it prints). */
export function governAsync(
  cwd: string,
  args: readonly string[],
  stdio: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  return spawn(process.execPath, [GOVERN_BIN, ...args], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: process.env['HOME'] ?? '/root' },
    stdio,
  });
}

/** Runs a bash script (for pipelines such as `govern status | head -1`). */
export function bash(cwd: string, script: string): CliResult {
  const result = spawnSync('bash', ['-c', script], { cwd, encoding: 'utf8', timeout: 240_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

#!/usr/bin/env node
// The static checks of `npm test` (typecheck, lint, format, generated docs), two at a time.
// Each is one single-threaded process; run one after another they left a core idle for
// about three minutes of every CI run. Lint, the longest, starts first and the others share
// the second core. Each check's output is printed whole when it ends, under its name, so
// two logs never interleave; the exit code is non-zero when any check failed, naming it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** npm scripts (package.json) and commands, longest first. */
const CHECKS = [
  { name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'format:check', command: 'npm', args: ['run', '-s', 'format:check'] },
  {
    name: 'gen-docs --check',
    command: process.execPath,
    args: ['scripts/gen-docs.mjs', '--check'],
  },
];

const slots = Math.max(1, Math.min(2, availableParallelism()));

function runCheck(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ check, code: 1, output: [Buffer.from(`${error}\n`)] }));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n== ${check.name}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ check, code: code ?? 1 });
    });
  });
}

const queue = [...CHECKS];
const results = [];
async function lane() {
  for (let check = queue.shift(); check !== undefined; check = queue.shift()) {
    results.push(await runCheck(check));
  }
}
await Promise.all(Array.from({ length: slots }, lane));

const failed = results.filter((result) => result.code !== 0).map((result) => result.check.name);
if (failed.length > 0) {
  process.stderr.write(`\nstatic checks failed: ${failed.join(', ')}\n`);
  process.exit(1);
}

#!/usr/bin/env node
// The bundled example end to end: copies examples/calc/project into a temporary git
// repository, governs seven tasks with the replay agent, and checks that each ended the
// way the demo promises. Offline; uses this checkout's node_modules for the example's tools.
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gitEnv, runner } from './lib/git.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const example = join(root, 'examples', 'calc');
const govern = join(root, 'bin', 'govern.js');
const started = Date.now();

const { run, must } = runner(gitEnv('demo'));

function section(title) {
  process.stdout.write(`\n=== ${title} ===\n`);
}

const dir = mkdtempSync(join(tmpdir(), 'govern-demo-'));
const repo = join(dir, 'calc');
cpSync(join(example, 'project'), repo, { recursive: true });
symlinkSync(join(root, 'node_modules'), join(repo, 'node_modules'), 'dir');
must('git', ['init', '-q', '-b', 'main'], { cwd: repo });
must('git', ['add', '-A'], { cwd: repo });
must('git', ['commit', '-q', '-m', 'calc-example: initial import'], { cwd: repo });

section(`governed repository: ${repo}`);
must('node', [govern, 'init', '--workspace', repo, '--project', 'calc-demo'], { stdio: 'inherit' });
const configFile = join(repo, '.governance', 'config.json');
const config = JSON.parse(readFileSync(configFile, 'utf8'));
config.agents = { replay: { type: 'replay', file: join(example, 'replay', 'replay.json') } };
config.defaultAgent = 'replay';
// `npm run demo -- --references full` sends reference files whole (the default is ir).
const referencesFlag = process.argv.indexOf('--references');
if (referencesFlag >= 0) {
  config.gateway = { ...config.gateway, references: process.argv[referencesFlag + 1] };
}
writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
must('node', [govern, 'add', '--workspace', repo, '--file', join(example, 'tasks.json')], {
  stdio: 'inherit',
});

section('govern run');
const runResult = run('node', [govern, 'run', '--workspace', repo], { stdio: 'inherit' });

section('govern status');
must('node', [govern, 'status', '--workspace', repo], { stdio: 'inherit' });
must('node', [govern, 'quality', '--workspace', repo], { stdio: 'inherit' });

section("git log (only the tasks' own commits touch the code)");
must(
  'git',
  [
    'log',
    '--format=%h %s%n%(trailers:key=Task-Id,key=Attempt,key=Gates,separator=%x2C )',
    '--no-decorate',
  ],
  { cwd: repo, stdio: 'inherit' },
);

section('git status (clean: the ledger and audit log are ignored local state)');
const status = must('git', ['status', '--porcelain'], { cwd: repo });
process.stdout.write(status === '' ? '(clean)\n' : status);

section('govern audit verify');
must('node', [govern, 'audit', 'verify', '--workspace', repo], { stdio: 'inherit' });

const expected = {
  'TASK-001': ['COMPLETED', 1],
  'TASK-002': ['COMPLETED', 2],
  'TASK-003': ['COMPLETED', 2],
  'TASK-004': ['FAILED', 3],
  'TASK-005': ['COMPLETED', 1],
  'TASK-006': ['SKIPPED', 0],
  'TASK-007': ['COMPLETED', 1],
};
const report = JSON.parse(must('node', [govern, 'status', '--json', '--workspace', repo]));
const problems = [];
for (const [id, [status, attempts]] of Object.entries(expected)) {
  const task = report.tasks.find((t) => t.id === id);
  if (task?.status !== status || task.attempts !== attempts) {
    problems.push(
      `${id}: expected ${status} after ${attempts} attempt(s), got ${task?.status} after ${task?.attempts}`,
    );
  }
}
if (runResult.status !== 1) {
  problems.push(`govern run should exit 1 (TASK-004 FAILED), exited ${runResult.status}`);
}
if (status !== '') {
  problems.push('git status is not clean after the run');
}

section('summary');
process.stdout.write(
  [
    'TASK-001 landed on the first attempt.',
    'TASK-002 failed TYPE_CHECK (string returned as number), landed on attempt 2.',
    'TASK-003 failed ANTI_STUB (a "not implemented" body), landed on attempt 2.',
    'TASK-004 failed TEST_SUITE three times: FAILED, rolled back, nothing committed.',
    'TASK-005 waited for TASK-001, then landed; TASK-007 documented it at the end of the chain.',
    'TASK-006 was SKIPPED: its dependency TASK-004 failed.',
    `Explore it: cd ${repo} && node ${govern} show TASK-002`,
    `Finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  ].join('\n') + '\n',
);
if (problems.length > 0) {
  process.stderr.write(`\nDEMO FAILED:\n  ${problems.join('\n  ')}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write('demo OK: every task ended as expected.\n');
}

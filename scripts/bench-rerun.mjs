#!/usr/bin/env node
// Measures the novelty gate where it matters: `govern run --rerun` over a task list that
// already ran. `npm run bench:rerun -- [--tasks N] [--changed K] [--out DIR]`.
// 1. Sets up a temporary git repository with N tasks (default 200), each deriving
//    src/tNNN.ts from ref/tNNN.md through a real script agent that logs every call, and
//    runs them all once (not timed).
// 2. Times `govern run --rerun` with nothing changed: target zero agent calls, under 2 s.
// 3. Changes the reference of K tasks (default 10), commits, and times `govern run --rerun`
//    again: exactly K agent calls expected.
// Agent calls are counted twice, independently: the run summary's agentCalls and the lines
// the agent script appended to its log. Writes DIR/rerun.json (default bench-results/).
// Runs against dist/: `npm run build` first (the npm script does).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseScriptArgs } from './lib/cli.mjs';
import { git, initRepo } from './lib/git.mjs';

const { values } = parseScriptArgs({
  options: {
    tasks: { type: 'string', default: '200' },
    changed: { type: 'string', default: '10' },
    out: { type: 'string', default: 'bench-results' },
  },
});
const taskCount = Number(values.tasks);
const changedCount = Number(values.changed);
if (!Number.isInteger(taskCount) || taskCount < 1 || !Number.isInteger(changedCount)) {
  process.stderr.write('--tasks must be a positive integer and --changed an integer\n');
  process.exit(2);
}
if (changedCount > taskCount || changedCount < 0) {
  process.stderr.write(`--changed must be between 0 and --tasks (${taskCount})\n`);
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'bin', 'govern.js');
if (!existsSync(join(root, 'dist', 'cli', 'main.js'))) {
  process.stderr.write('dist/ is missing; run `npm run build` first\n');
  process.exit(2);
}

function govern(cwd, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) {
    process.stderr.write(`govern ${args.join(' ')} exited ${result.status}\n${result.stderr}\n`);
    process.exit(1);
  }
  return { ms, stdout: result.stdout };
}

const work = mkdtempSync(join(tmpdir(), 'govern-bench-rerun-'));
try {
  const repo = join(work, 'repo');
  mkdirSync(join(repo, 'ref'), { recursive: true });
  mkdirSync(join(repo, 'src'), { recursive: true });
  const ids = Array.from({ length: taskCount }, (_, i) => `t${String(i + 1).padStart(3, '0')}`);
  for (const id of ids) {
    writeFileSync(join(repo, 'ref', `${id}.md`), `reference of ${id}\n`);
  }
  writeFileSync(join(repo, 'README.md'), '# bench\n');
  initRepo(repo, {});

  const log = join(work, 'calls.log');
  const agent = join(work, 'agent.sh');
  writeFileSync(
    agent,
    `#!/bin/sh\nset -e\ncd "$GOVERN_WORKSPACE"\necho "$GOVERN_TASK_ID" >> "${log}"\nsed 's/^/\\/\\/ /' "ref/$GOVERN_TASK_ID.md" > "$GOVERN_TARGET_PATH"\n`,
    { mode: 0o755 },
  );
  govern(repo, ['init']);
  const configFile = join(repo, '.governance', 'config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  writeFileSync(
    configFile,
    JSON.stringify({
      ...config,
      agents: { sh: { type: 'script', command: agent } },
      defaultAgent: 'sh',
      categories: { REFACTORING: { gates: ['SCOPE'], maxRetries: 0 } },
    }),
  );
  const tasksFile = join(work, 'tasks.json');
  writeFileSync(
    tasksFile,
    JSON.stringify(
      ids.map((id) => ({
        id,
        category: 'REFACTORING',
        referencePath: `ref/${id}.md`,
        targetPath: `src/${id}.ts`,
        description: `derive src/${id}.ts from its reference`,
      })),
    ),
  );
  govern(repo, ['add', '--file', tasksFile]);
  const calls = () =>
    existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;

  const first = govern(repo, ['run', '--json']);
  const firstSummary = JSON.parse(first.stdout);
  const callsAfterFirst = calls();

  const unchanged = govern(repo, ['run', '--rerun', '--json']);
  const unchangedSummary = JSON.parse(unchanged.stdout);
  const callsAfterUnchanged = calls();

  for (const id of ids.slice(0, changedCount)) {
    writeFileSync(join(repo, 'ref', `${id}.md`), `reference of ${id}, revised\n`);
  }
  git(repo, 'commit', '-qam', `revise ${changedCount} references`);
  const changed = govern(repo, ['run', '--rerun', '--json']);
  const changedSummary = JSON.parse(changed.stdout);
  const callsAfterChanged = calls();

  const result = {
    benchmark: 'rerun',
    command: 'govern run --rerun --json',
    tasks: taskCount,
    node: process.version,
    initialRun: { ms: Math.round(first.ms), agentCalls: firstSummary.agentCalls },
    unchanged: {
      ms: Math.round(unchanged.ms),
      agentCalls: unchangedSummary.agentCalls,
      agentCallsLogged: callsAfterUnchanged - callsAfterFirst,
      reused: unchangedSummary.rerun.reused.length,
      target: { agentCalls: 0, maxMs: 2000 },
      pass:
        unchangedSummary.agentCalls === 0 &&
        callsAfterUnchanged === callsAfterFirst &&
        unchanged.ms < 2000,
    },
    changed: {
      changedTasks: changedCount,
      ms: Math.round(changed.ms),
      agentCalls: changedSummary.agentCalls,
      agentCallsLogged: callsAfterChanged - callsAfterUnchanged,
      reused: changedSummary.rerun.reused.length,
      redecided: changedSummary.rerun.redecided.length,
      target: { agentCalls: changedCount },
      pass:
        changedSummary.agentCalls === changedCount &&
        callsAfterChanged - callsAfterUnchanged === changedCount,
    },
  };
  const outDir = resolve(root, values.out);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'rerun.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  if (!result.unchanged.pass || !result.changed.pass) {
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

#!/usr/bin/env node
// Distributed mode against one machine: `npm run bench:scale -- [--tasks N] [--agent-seconds S]
// [--workers 1x2,3x2] [--local 6] [--out DIR] [--keep]`.
// For each worker layout (COUNTxCONCURRENCY) it builds a fresh setup: a real redis-server on
// a free loopback port, a bare repository as the shared remote, a coordinator clone with N
// independent tasks (default 24) whose script agent sleeps S seconds (default 3) and writes
// its file, gates SCOPE + TEST_SUITE (node check.mjs), and `govern worker` processes with
// their own clones. It times `govern run --queue` to the last landing (wall), the CPU of
// every govern process and its children (GNU time; and by a cpuacct cgroup, which also sees
// the gate tools in the sandbox), and reads the queue overhead per task
// from the coordinator's audit log (attempt.worker: enqueue -> attempt start, push ->
// ledger update). Then the same tasks under a local `govern run --parallel P` in one repo.
// Writes DIR/scale.json (default bench-results/). Runs against dist/ (`npm run build`).
// With GOVERN_QUEUE_KEY set, the distributed layouts run with signed jobs (`signed: true`).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseScriptArgs } from './lib/cli.mjs';
import { cpuCgroup, inCgroup, releaseCgroup } from './lib/cgroup.mjs';
import { freePort, redisServerArgs } from './lib/redis.mjs';
import { gitEnv as gitEnvFor } from './lib/git.mjs';

const { values } = parseScriptArgs({
  options: {
    tasks: { type: 'string', default: '24' },
    'agent-seconds': { type: 'string', default: '3' },
    workers: { type: 'string', default: '1x2,3x2' },
    local: { type: 'string', default: '6' },
    out: { type: 'string', default: 'bench-results' },
    // Keep each setup's folder (coordinator, workers, remote) to read its audit log, and
    // each worker's output as w0.log, w1.log, ... in it.
    keep: { type: 'boolean', default: false },
  },
});
const taskCount = Number(values.tasks);
const agentSeconds = Number(values['agent-seconds']);
const layouts = values.workers
  .split(',')
  .filter(Boolean)
  .map((spec) => {
    const match = /^(\d+)x(\d+)$/.exec(spec.trim());
    if (match === null) {
      process.stderr.write(`--workers takes COUNTxCONCURRENCY[,...] (got "${spec}")\n`);
      process.exit(2);
    }
    return { workers: Number(match[1]), concurrency: Number(match[2]) };
  });
const locals = values.local.split(',').filter(Boolean).map(Number);
if (!Number.isInteger(taskCount) || taskCount < 1 || !(agentSeconds >= 0)) {
  process.stderr.write('--tasks must be a positive integer and --agent-seconds >= 0\n');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'bin', 'govern.js');
if (!existsSync(join(root, 'dist', 'cli', 'main.js'))) {
  process.stderr.write('dist/ is missing; run `npm run build` first\n');
  process.exit(2);
}

// A test repository's git: no user or system config, a fixed author, nothing inherited.
const gitEnv = gitEnvFor('bench', { inherit: false });
const git = (cwd, ...args) => execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' });
// GOVERN_QUEUE_KEY in the bench's own environment reaches the coordinator and the workers:
// the same runs with signed jobs and results (README, The queue key).
const queueKey = process.env.GOVERN_QUEUE_KEY;
// GOVERN_SPAWNER=off in the bench's environment measures the runs without the spawner helper.
const spawnerSetting = process.env.GOVERN_SPAWNER;
const env = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? '/root',
  ...(queueKey === undefined ? {} : { GOVERN_QUEUE_KEY: queueKey }),
  ...(spawnerSetting === undefined ? {} : { GOVERN_SPAWNER: spawnerSetting }),
};

/**
 * Runs govern under GNU time, inside `cgroup` when there is one (see scripts/lib/cgroup.mjs);
 * resolves with its exit code, wall and CPU (incl. the children it waited for).
 */
function timed(cwd, args, cgroup, extraEnv = {}) {
  const timeFile = join(mkdtempSync(join(tmpdir(), 'govern-time-')), 't');
  const [command, ...commandArgs] = inCgroup(cgroup, [
    '/usr/bin/time',
    '-f',
    '%e %U %S',
    '-o',
    timeFile,
    process.execPath,
    // BENCH_NODE_ARGS (for example `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the
    // coordinator and workers: node refuses --cpu-prof in NODE_OPTIONS.
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== ''),
    bin,
    ...args,
  ]);
  const child = spawn(command, commandArgs, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const done = new Promise((resolveDone) => {
    child.on('exit', (code) => {
      const [wall, user, sys] = readFileSync(timeFile, 'utf8')
        .trim()
        .split('\n')
        .at(-1)
        .split(' ')
        .map(Number);
      resolveDone({ code, wallS: wall, cpuS: user + sys, output });
    });
  });
  return { child, done, output: () => output };
}

function setupRepo(dir) {
  const ids = Array.from({ length: taskCount }, (_, i) => `t${String(i + 1).padStart(3, '0')}`);
  const agent = join(dir, 'agent.sh');
  writeFileSync(
    agent,
    `#!/bin/sh\ncd "$GOVERN_WORKSPACE"\nsleep ${agentSeconds}\nprintf "export const v = 1;\\n" > "src/$GOVERN_TASK_ID.ts"\n`,
    { mode: 0o755 },
  );
  const tasksFile = join(dir, 'tasks.json');
  writeFileSync(
    tasksFile,
    JSON.stringify(
      ids.map((id) => ({
        id,
        category: 'REFACTORING',
        targetPath: `src/${id}.ts`,
        description: `write src/${id}.ts`,
      })),
    ),
  );
  return { agent, tasksFile };
}

function configure(repo, agent, parallel) {
  execFileSync(process.execPath, [bin, 'init'], { cwd: repo, env, encoding: 'utf8' });
  writeFileSync(
    join(repo, '.governance', 'config.json'),
    JSON.stringify({
      version: 1,
      projectName: 'scale',
      defaultAgent: 'sh',
      agents: { sh: { type: 'script', command: agent } },
      categories: { REFACTORING: { gates: ['SCOPE', 'TEST_SUITE'] } },
      gates: { TEST_SUITE: { command: 'node', args: ['check.mjs'] } },
      parallel,
    }),
  );
}

function seed(repo) {
  mkdirSync(join(repo, 'src'), { recursive: true });
  writeFileSync(join(repo, 'check.mjs'), 'process.exit(0);\n');
  writeFileSync(join(repo, 'src', '.keep'), '');
  writeFileSync(join(repo, '.gitignore'), '/.governance/\n');
}

function stats(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return sorted.length === 0
    ? null
    : { n: sorted.length, median: at(0.5), p90: at(0.9), max: sorted.at(-1) };
}

async function distributed(layout) {
  const work = mkdtempSync(join(tmpdir(), 'govern-bench-scale-'));
  // The coordinator, the workers and everything they start (git, bwrap, the gate tools).
  const cgroup = cpuCgroup();
  const port = await freePort();
  const workers = [];
  const redis = spawn('redis-server', redisServerArgs({ port, dir: work }), { stdio: 'ignore' });
  try {
    const { agent, tasksFile } = setupRepo(work);
    const remote = join(work, 'remote.git');
    git(work, 'init', '-q', '--bare', '-b', 'main', remote);
    const seedDir = join(work, 'seed');
    git(work, 'clone', '-q', remote, seedDir);
    seed(seedDir);
    git(seedDir, 'add', '-A');
    git(seedDir, 'commit', '-q', '-m', 'initial');
    git(seedDir, 'push', '-q', 'origin', 'main');
    const coordinator = join(work, 'coordinator');
    git(work, 'clone', '-q', remote, coordinator);
    configure(coordinator, agent, 1);
    execFileSync(process.execPath, [bin, 'add', '--file', tasksFile], { cwd: coordinator, env });
    const url = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < layout.workers; i += 1) {
      const dir = join(work, `w${i}`);
      git(work, 'clone', '-q', remote, dir);
      workers.push(
        timed(
          work,
          ['worker', '--queue', url, '--dir', dir, '--concurrency', String(layout.concurrency)],
          cgroup,
        ),
      );
    }
    // Workers ready (each has announced itself) before the clock starts.
    const deadline = Date.now() + 30_000;
    while (!workers.every((w) => /waiting for jobs/.test(w.output()))) {
      if (Date.now() > deadline) {
        throw new Error(`workers did not start:\n${workers.map((w) => w.output()).join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const run = await timed(coordinator, ['run', '--queue', url], cgroup).done;
    if (run.code !== 0) {
      throw new Error(`govern run --queue exited ${run.code}:\n${run.output}`);
    }
    for (const w of workers) {
      // GNU time would die of the signal itself: it goes to the worker it runs.
      const pid = execFileSync('pgrep', ['-P', String(w.child.pid)], { encoding: 'utf8' }).trim();
      process.kill(Number(pid.split('\n')[0]), 'SIGTERM');
    }
    const workerTimes = await Promise.all(workers.map((w) => w.done));
    if (values.keep) {
      // Each worker's own lines (jobs taken, verdicts, failed deliveries) beside its clone.
      for (const [index, w] of workers.entries()) {
        writeFileSync(join(work, `w${String(index)}.log`), w.output());
      }
    }
    const cgroupCpuMs = releaseCgroup(cgroup);
    const events = readFileSync(join(coordinator, '.governance', 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const done = events.filter((e) => e.type === 'attempt.worker');
    const landed = git(remote, 'rev-list', '--count', 'main').trim();
    return {
      mode: 'distributed',
      layout: `${layout.workers}x${layout.concurrency}`,
      signed: queueKey !== undefined,
      spawner: spawnerSetting ?? 'on',
      slots: layout.workers * layout.concurrency,
      coordinatorWallS: run.wallS,
      cpuS: Number((run.cpuS + workerTimes.reduce((sum, t) => sum + t.cpuS, 0)).toFixed(2)),
      // Every process of the layout, the sandboxed gate tools included (null without cpuacct).
      cgroupCpuS: cgroupCpuMs === null ? null : Number((cgroupCpuMs / 1000).toFixed(2)),
      landedCommits: Number(landed) - 1,
      completed: done.filter((e) => e.outcome === 'COMPLETED').length,
      enqueueToAttemptMs: stats(done.map((e) => e.queueMs)),
      // The jobs enqueued while a slot was free: enqueue -> a worker took it. Every job is
      // enqueued in one burst at the start, so those are the first `slots` taken: the
      // shortest waits (the order of the audit events is the order the jobs ended).
      enqueueToPickIdleMs: stats(
        done
          .map((e) => e.waitMs)
          .sort((a, b) => a - b)
          .slice(0, layout.workers * layout.concurrency),
      ),
      pickToAttemptMs: stats(done.map((e) => e.pickMs)),
      pushToLedgerMs: stats(done.map((e) => e.landMs)),
    };
  } finally {
    for (const w of workers) {
      // A failed measurement leaves no worker behind (GNU time's child is the worker).
      if (w.child.exitCode === null) {
        try {
          const pid = execFileSync('pgrep', ['-P', String(w.child.pid)], { encoding: 'utf8' });
          process.kill(Number(pid.trim().split('\n')[0]), 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    redis.kill('SIGKILL');
    releaseCgroup(cgroup);
    removeOrKeep(work);
  }
}

async function local(parallel) {
  const work = mkdtempSync(join(tmpdir(), 'govern-bench-scale-'));
  const cgroup = cpuCgroup();
  try {
    const { agent, tasksFile } = setupRepo(work);
    const repo = join(work, 'repo');
    mkdirSync(repo);
    seed(repo);
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'initial');
    configure(repo, agent, parallel);
    execFileSync(process.execPath, [bin, 'add', '--file', tasksFile], { cwd: repo, env });
    const run = await timed(repo, ['run', '--parallel', String(parallel)], cgroup).done;
    const cgroupCpuMs = releaseCgroup(cgroup);
    if (run.code !== 0) {
      throw new Error(`govern run --parallel exited ${run.code}:\n${run.output}`);
    }
    return {
      mode: 'local',
      layout: `--parallel ${parallel}`,
      slots: parallel,
      coordinatorWallS: run.wallS,
      cpuS: Number(run.cpuS.toFixed(2)),
      cgroupCpuS: cgroupCpuMs === null ? null : Number((cgroupCpuMs / 1000).toFixed(2)),
      landedCommits: Number(git(repo, 'rev-list', '--count', 'main').trim()) - 1,
    };
  } finally {
    removeOrKeep(work);
  }
}

function removeOrKeep(work) {
  if (values.keep) {
    process.stderr.write(`kept ${work}\n`);
  } else {
    rmSync(work, { recursive: true, force: true });
  }
}

const loadBefore = loadavg();
const results = [];
for (const layout of layouts) {
  results.push(await distributed(layout));
  process.stderr.write(`${JSON.stringify(results.at(-1))}\n`);
}
for (const parallel of locals) {
  results.push(await local(parallel));
  process.stderr.write(`${JSON.stringify(results.at(-1))}\n`);
}
for (const result of results) {
  result.idealS = (taskCount * agentSeconds) / result.slots;
  result.ofIdeal = Number((result.coordinatorWallS / result.idealS).toFixed(2));
}
const report = {
  tasks: taskCount,
  agentSeconds,
  cores: (await import('node:os')).cpus().length,
  loadavgBefore: loadBefore.map((l) => Number(l.toFixed(2))),
  loadavgAfter: loadavg().map((l) => Number(l.toFixed(2))),
  results,
};
mkdirSync(resolve(values.out), { recursive: true });
writeFileSync(join(resolve(values.out), 'scale.json'), `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);

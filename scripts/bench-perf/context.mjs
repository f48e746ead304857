// What every part of bench:perf shares: the flags, the work folder, the results being
// written, and the helpers that build repositories and time govern.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseScriptArgs } from '../lib/cli.mjs';
import { cpuCgroup, inCgroup, releaseCgroup } from '../lib/cgroup.mjs';
import { must, run } from '../lib/git.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const govern = join(root, 'bin', 'govern.js');
export const PARTS = ['throughput', 'overhead', 'incremental', 'ledger', 'status', 'small', 'pool'];
export const { values: flags } = parseScriptArgs({
  options: {
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    // Throughput at some of the levels only (a quicker look): --parallels=8
    parallels: { type: 'string', default: '1,4,8' },
    // The kernel gates of the overhead and scheduler-only figures; default: the default chain.
    // Another list (--gates=SCOPE,ANTI_STUB) measures a part of it, and the output says which.
    gates: { type: 'string' },
    // Part 6 as N serial/parallel pairs in turn, reported as the medians of their ratios.
    'small-repeat': { type: 'string', default: '1' },
    // Part 7 on a second repository: `npm`, the installed packages up to 5,000 files.
    'pool-repo': { type: 'string' },
  },
});
export const only = flags.only === undefined ? PARTS : flags.only.split(',');
for (const part of only) {
  if (!PARTS.includes(part)) {
    throw new Error(`--only: unknown part "${part}" (one of ${PARTS.join(', ')})`);
  }
}
export const SMALL_REPEATS = Number(flags['small-repeat']);
if (!Number.isInteger(SMALL_REPEATS) || SMALL_REPEATS < 1) {
  throw new Error(`--small-repeat must be a positive integer (got "${flags['small-repeat']}")`);
}
if (flags['pool-repo'] !== undefined && flags['pool-repo'] !== 'npm') {
  throw new Error(
    `--pool-repo: unknown repository "${flags['pool-repo']}" (only "npm" is built in)`,
  );
}
export const reproduce = (part) => `npm run bench:perf -- --only=${part}`;

// The kernel's own gates as govern runs them by default: the REFACTORING chain of the
// default config without the tool gates, read from dist/ so the figures follow the code.
const { DEFAULT_CATEGORY_GATES } = await import(
  pathToFileURL(join(root, 'dist', 'config', 'index.js')).href
);
const { TOOL_GATE_NAMES } = await import(
  pathToFileURL(join(root, 'dist', 'common', 'index.js')).href
);
export const KERNEL_GATES =
  flags.gates === undefined
    ? DEFAULT_CATEGORY_GATES.REFACTORING.filter((gate) => !TOOL_GATE_NAMES.includes(gate))
    : flags.gates.split(',');

// A code change also runs the code gates its files call for (issue 19), whatever the chain
// says: the kernel-only figures switch the tool gates off by name, as a user would.
export const TOOL_GATES_OFF = Object.fromEntries(
  TOOL_GATE_NAMES.map((gate) => [gate, { enabled: false }]),
);

export function say(text) {
  process.stdout.write(`${text}\n`);
}

export const median = (xs) => percentile(xs, 0.5);
export function percentile(xs, p) {
  const sorted = [...xs].sort((a, b) => a - b);
  if (sorted.length === 0) {
    return NaN;
  }
  // Nearest rank: p95 of 40 samples is the 38th.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
export const round = (x, digits = 0) => Number(x.toFixed(digits));
export const ms = (x) => `${round(x)} ms`;
export const sec = (x) => `${round(x / 1000, 1)} s`;

export function commitRepo(dir) {
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  must('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  must('git', ['add', '-A'], { cwd: dir });
  must('git', ['commit', '-q', '-m', 'initial'], { cwd: dir });
}

/** `govern init` with a script agent and config patches; `govern add` of the tasks. */
export function governInit(repo, { agent, parallel = 1, categories = {}, gates = {} }, tasks) {
  must('node', [govern, 'init', '--workspace', repo, '--project', 'perf']);
  const file = join(repo, '.governance', 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.agents = { bench: { type: 'script', command: agent } };
  config.defaultAgent = 'bench';
  config.parallel = parallel;
  config.categories = categories;
  config.gates = gates;
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  const tasksFile = join(dirname(repo), `${repo.split('/').pop()}-tasks.json`);
  writeFileSync(tasksFile, JSON.stringify(tasks));
  must('node', [govern, 'add', '--workspace', repo, '--file', tasksFile]);
}

export function task(id, targetPath, description) {
  return { id, category: 'REFACTORING', targetPath, description, maxRetries: 2 };
}

export function agentScript(dir, name, body) {
  const file = join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

export function readAudit(repo) {
  return readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

export function attemptRecords(repo, id) {
  const dir = join(repo, '.governance', 'tasks', id);
  return readdirSync(dir)
    .filter((name) => /^attempt-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
}

/**
 * One `govern run --parallel N` on a fresh copy of `template` at `repo`: the load average just
 * before it (other work on the machine skews the figure), its wall and CPU time, and how many
 * tasks the ledger says completed in how many attempts.
 */
export function measureParallelRun(template, repo, { agent, parallel }, tasks) {
  cpSync(template, repo, { recursive: true, verbatimSymlinks: true });
  governInit(repo, { agent, parallel }, tasks);
  const loadAverageBefore = loadavg().map((x) => round(x, 2));
  const timed = timedGovern(['run', '--workspace', repo, '--parallel', String(parallel)], repo);
  const status = JSON.parse(must('node', [govern, 'status', '--json', '--workspace', repo]));
  return {
    loadAverageBefore,
    timed,
    completed: status.tasks.filter((t) => t.status === 'COMPLETED').length,
    attempts: status.tasks.reduce((sum, t) => sum + t.attempts, 0),
  };
}

/** Wall time, and CPU time of the run: every process by cpuacct where it can, else GNU time's. */
export function timedGovern(args, cwd) {
  const hasTime = existsSync('/usr/bin/time');
  const cgroup = cpuCgroup();
  // BENCH_NODE_ARGS (for example `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles govern
  // itself: node refuses --cpu-prof in NODE_OPTIONS.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const node = ['node', ...nodeArgs, govern, ...args];
  const command = inCgroup(
    cgroup,
    hasTime ? ['/usr/bin/time', '-f', '@@cpu %U %S', ...node] : node,
  );
  const started = performance.now();
  const result = run(command[0], command.slice(1), { cwd });
  const wallMs = performance.now() - started;
  const cpu = /@@cpu ([\d.]+) ([\d.]+)/.exec(result.stderr ?? '');
  const cgroupCpuMs = releaseCgroup(cgroup);
  return {
    status: result.status,
    wallMs,
    // Every process of the run, the sandboxed tools included (null without cpuacct), else GNU time's.
    cpuMs: cgroupCpuMs ?? (cpu === null ? null : (Number(cpu[1]) + Number(cpu[2])) * 1000),
    timeCpuMs: cpu === null ? null : (Number(cpu[1]) + Number(cpu[2])) * 1000,
    cpuSource:
      cgroupCpuMs === null ? 'GNU time (processes in the sandbox not counted)' : 'cpuacct cgroup',
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

export const work = mkdtempSync(join(tmpdir(), 'govern-perf-'));
export const results = {
  version: 1,
  startedAt: new Date().toISOString(),
  machine: {
    cpus: availableParallelism(),
    node: process.version,
    loadAverageAtStart: loadavg().map((x) => round(x, 2)),
  },
  figures: {},
};
say(`govern performance benchmark; work dir ${work}`);
say(
  `machine: ${results.machine.cpus} CPUs, node ${process.version}, load average ${results.machine.loadAverageAtStart.join(' ')}`,
);

// The gate sandbox part of `npm run bench:sandbox`: what running the tool gates in the gate
// sandbox costs. Two figures:
// - per gate start: /bin/true started bare and through a gate session (median of N), and
//   what opening a gate session costs once per verification (mask scan, cgroups, folders);
// - the whole gate chain (REFACTORING: the kernel gates, then prettier, eslint, tsc through
//   the resident checker, vitest related + whole suite) over one task's change, with the gate
//   sandbox and without it (--no-sandbox's path), alternating, on the demo (examples/calc)
//   and on bench:perf's throughput repository. Wall time and CPU time (govern's own and every
//   child it waited for, from /proc/self/stat).
// Runs against dist/ (npm run build first).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfig, resolveCategoryGates } from '../../dist/config/index.js';
import { releaseResidentCheckers } from '../../dist/gates/index.js';
import { planGateSandbox } from '../../dist/kernel/loop/gate-sandbox.js';
import { preflightGates, verifyChange } from '../../dist/kernel/loop/verify.js';
import { createGateSession, createSandboxSession } from '../../dist/sandbox/index.js';
import { collectChangeSet } from '../../dist/workspace/index.js';
import { runProcess } from '../../dist/common/index.js';
import { git, initRepo, writeFiles } from '../lib/git.mjs';
import { throughputChange, throughputFiles } from './perf-repos.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const modules = join(root, 'node_modules');

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;

/**
 * CPU milliseconds of this process and everything it starts. As root with a cgroup v1
 * cpuacct hierarchy the bench moves itself into a cpuacct cgroup of its own, which counts
 * every descendant (bwrap's sandboxed processes are reaped inside their pid namespace, so
 * /proc/self/stat's children times miss them); elsewhere /proc/self/stat, which undercounts
 * the sandboxed side.
 */
let cpuacct = null;
function openCpuAccounting() {
  try {
    const own = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find(([, controllers]) => controllers?.split(',').includes('cpuacct'));
    const dir = join('/sys/fs/cgroup/cpuacct', own?.[2] ?? '/', `govern-bench-${process.pid}`);
    mkdirSync(dir);
    writeFileSync(join(dir, 'cgroup.procs'), String(process.pid));
    cpuacct = dir;
    return 'cgroup cpuacct (every descendant)';
  } catch {
    return '/proc/self/stat (own and reaped children; undercounts sandboxed processes)';
  }
}

function closeCpuAccounting() {
  if (cpuacct !== null) {
    writeFileSync(join(dirname(cpuacct), 'cgroup.procs'), String(process.pid));
    rmdirSync(cpuacct);
    cpuacct = null;
  }
}

function cpuMs() {
  if (cpuacct !== null) {
    return Number(readFileSync(join(cpuacct, 'cpuacct.usage'), 'utf8')) / 1e6;
  }
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // utime, stime, cutime, cstime are fields 14-17 (11-14 after the command name).
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) * 10;
}

function commit(dir) {
  symlinkSync(modules, join(dir, 'node_modules'), 'dir');
  initRepo(dir, {});
}

/** The demo project with TASK-001's recorded change (src/money.ts and its test). */
function demoRepo(dir) {
  cpSync(join(root, 'examples', 'calc', 'project'), dir, { recursive: true });
  commit(dir);
  const replayFile = join(root, 'examples', 'calc', 'replay', 'replay.json');
  const [attempt] = JSON.parse(readFileSync(replayFile, 'utf8')).tasks['TASK-001'];
  writeFiles(dir, attempt.writes ?? {});
  for (const [path, from] of Object.entries(attempt.writeFiles ?? {})) {
    writeFiles(dir, { [path]: readFileSync(join(dirname(replayFile), from), 'utf8') });
  }
  return dir;
}

/** bench:perf's throughput repository with one task's change (T01 on src/mod01.ts). */
function perfRepo(dir) {
  writeFiles(dir, throughputFiles());
  spawnSync(join(modules, '.bin', 'prettier'), ['--write', '--log-level', 'warn', '.'], {
    cwd: dir,
  });
  commit(dir);
  const target = join(dir, 'src', 'mod01.ts');
  writeFileSync(target, readFileSync(target, 'utf8') + throughputChange('01'));
  return dir;
}

/**
 * Medians of `runs` starts of each command, taken in turns so the machine's load falls on
 * all: wall time, and CPU time (this process and every descendant, see cpuMs), which the
 * machine's load moves far less than the wall.
 */
async function timeInTurns(commands, runs) {
  const samples = commands.map(() => []);
  const cpu = commands.map(() => []);
  // Three rounds first warm the page cache and Node's spawn path.
  for (let round = 0; round < runs + 3; round += 1) {
    for (const [index, command] of commands.entries()) {
      const started = performance.now();
      const cpuBefore = cpuMs();
      const result = await runProcess(command.program, command.args, {
        cwd: command.cwd,
        env: command.env,
        timeoutMs: 30_000,
      });
      if (result.exitCode !== 0) {
        throw new Error(`${command.program} exited ${result.exitCode}: ${result.stderr.trim()}`);
      }
      if (round >= 3) {
        samples[index].push(performance.now() - started);
        cpu[index].push(cpuMs() - cpuBefore);
      }
    }
  }
  return commands.map((_, index) => ({
    wall: round(median(samples[index])),
    cpu: round(median(cpu[index])),
  }));
}

/**
 * Starts /bin/true bare, through an agent session and through a gate session, in turns,
 * `runs` times each: what a sandboxed gate start adds. Also what opening a gate session
 * costs (once per verification).
 */
export async function gateStartCost(scratch, runs) {
  const tree = join(scratch, 'gate-start');
  mkdirSync(join(tree, 'src'), { recursive: true });
  writeFileSync(join(tree, 'src', 'index.ts'), 'export {};\n');
  const hostEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(scratch, 'home') };
  const setups = [];
  let session;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    session = await createGateSession({
      worktree: tree,
      attemptDir: join(scratch, `gate-state-${i}`),
      hostEnv,
      policy: {},
    });
    setups.push(performance.now() - started);
    if (i < runs - 1) {
      await session.dispose();
    }
  }
  const agent = await createSandboxSession({
    worktree: tree,
    attemptDir: join(scratch, 'agent-state'),
    hostEnv,
    policy: {},
  });
  const bare = { program: '/bin/true', args: [], env: { PATH: hostEnv.PATH }, cwd: tree };
  const cpuMeasuredBy = openCpuAccounting();
  let timed;
  try {
    timed = await timeInTurns(
      [bare, agent.wrap({ ...bare, env: agent.env }), session.wrap({ ...bare, env: session.env })],
      runs,
    );
  } finally {
    closeCpuAccounting();
  }
  const [bareRun, agentRun, sandboxedRun] = timed;
  const result = {
    bareMedianMs: bareRun.wall,
    agentSessionMedianMs: agentRun.wall,
    sandboxedMedianMs: sandboxedRun.wall,
    addedMs: round(sandboxedRun.wall - bareRun.wall),
    cpuMeasuredBy,
    bareCpuMedianMs: bareRun.cpu,
    sandboxedCpuMedianMs: sandboxedRun.cpu,
    addedCpuMs: round(sandboxedRun.cpu - bareRun.cpu),
    sessionSetupMedianMs: round(median(setups)),
    memory: session.memory,
    processes: session.processes,
  };
  await agent.dispose();
  await session.dispose();
  return result;
}

async function chainOnce(dir, base, tools, sandbox, hostEnv) {
  const config = defaultConfig('bench');
  const plan = await planGateSandbox({ config, tools, hostEnv, sandbox, workspace: dir });
  const cpuBefore = cpuMs();
  const started = performance.now();
  const { changes, tree } = await collectChangeSet(dir, base);
  const boundary = await plan.open({
    dir,
    tree,
    stateDir: join(dir, '.governance', 'bench-gates'),
  });
  const verdicts = await verifyChange({
    workspace: dir,
    task: { targetPaths: ['src', 'test'], category: 'REFACTORING', metadata: {} },
    gates: resolveCategoryGates(config, 'REFACTORING'),
    changes,
    tools,
    env: { PATH: hostEnv.PATH, HOME: hostEnv.HOME, LANG: 'C.UTF-8' },
    injectionMode: 'shadow',
    boundary,
  }).finally(() => boundary.close());
  const wallMs = performance.now() - started;
  const failed = verdicts.filter((v) => !v.passed).map((v) => `${v.gate}: ${v.output ?? ''}`);
  if (failed.length > 0) {
    throw new Error(`the chain failed on ${dir} (sandbox ${sandbox}):\n${failed.join('\n')}`);
  }
  const gateMs = Object.fromEntries(verdicts.map((v) => [v.gate, v.durationMs]));
  return { wallMs, cpuMs: cpuMs() - cpuBefore, gateMs };
}

/** The whole chain over one change, with and without the gate sandbox, `runs` times each. */
async function chainOn(name, dir, runs) {
  const base = git(dir, 'rev-parse', 'HEAD').trim();
  const hostEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(dir, '..', 'home') };
  const config = defaultConfig('bench');
  const tools = preflightGates(dir, config, new Set(['REFACTORING']), hostEnv.PATH);
  const samples = { on: [], off: [] };
  // One warm-up each: the resident type checker's first check and the page cache.
  await chainOnce(dir, base, tools, true, hostEnv);
  await chainOnce(dir, base, tools, false, hostEnv);
  for (let i = 0; i < runs; i += 1) {
    // Alternating, so a change in the machine's load falls on both sides.
    for (const mode of i % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
      samples[mode].push(await chainOnce(dir, base, tools, mode === 'on', hostEnv));
    }
  }
  await releaseResidentCheckers(dir);
  const summary = (list) => ({
    wallMedianMs: round(median(list.map((s) => s.wallMs))),
    cpuMedianMs: round(median(list.map((s) => s.cpuMs))),
    // Where the time goes: each gate's own median (its verdict's duration).
    gateMedianMs: Object.fromEntries(
      Object.keys(list[0]?.gateMs ?? {}).map((gate) => [
        gate,
        round(median(list.map((s) => s.gateMs[gate] ?? 0))),
      ]),
    ),
  });
  const on = summary(samples.on);
  const off = summary(samples.off);
  return {
    repository: name,
    runs,
    withSandbox: on,
    withoutSandbox: off,
    wallSlowerPercent: round(((on.wallMedianMs - off.wallMedianMs) / off.wallMedianMs) * 100),
    cpuMorePercent: round(((on.cpuMedianMs - off.cpuMedianMs) / off.cpuMedianMs) * 100),
  };
}

/** Both repositories; `runs` chains per side and repository. */
export async function chainCost(scratch, runs) {
  const cpuMeasuredBy = openCpuAccounting();
  try {
    return {
      cpuMeasuredBy,
      repositories: [
        await chainOn('demo (examples/calc, TASK-001)', demoRepo(join(scratch, 'demo')), runs),
        await chainOn('bench:perf throughput repo (T01)', perfRepo(join(scratch, 'perf')), runs),
      ],
    };
  } finally {
    closeCpuAccounting();
  }
}

#!/usr/bin/env node
// Measures the OS sandbox: `npm run bench:sandbox -- [--runs N] [--chain-runs N] [--out DIR]
// [--no-escapes] [--no-chain]`.
// 1. Start-up cost per attempt: the median of N runs (default 20) of /bin/true started bare
//    and through a full session wrap (default policy plus a memory cap: the cgroup step,
//    seccomp, masks, read-only binds, namespaces), both through runProcess; also the
//    allowlist proxy mode, which adds two Node start-ups.
// 2. Escape attempts blocked: runs the escape suite (test/integration/sandbox-escape.test.ts,
//    the agent's, and sandbox-escape-gates.test.ts, the tool gates') with vitest's JSON
//    reporter; a passing "escape:" test is an attempt that was blocked, a skipped one was not
//    tried (the reason is in its title).
// 3. The gate sandbox (scripts/bench/gate-chain.mjs): the added cost per sandboxed gate start,
//    and the whole gate chain with and without it on the demo and the bench:perf repository.
// Writes DIR/sandbox.json (default bench-results/). Runs against dist/: `npm run build` first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseScriptArgs } from './lib/cli.mjs';

const { values } = parseScriptArgs({
  options: {
    runs: { type: 'string', default: '20' },
    out: { type: 'string', default: 'bench-results' },
    'no-escapes': { type: 'boolean', default: false },
    'chain-runs': { type: 'string', default: '5' },
    'no-chain': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const root = resolve(import.meta.dirname, '..');

let sandbox;
let common;
let config;
try {
  sandbox = await import('../dist/sandbox/index.js');
  common = await import('../dist/common/index.js');
  config = await import('../dist/config/policy.js');
} catch (error) {
  process.stderr.write(`cannot load dist/ (${error.message}); run \`npm run build\` first\n`);
  process.exit(2);
}

const loadAtStart = loadavg().map((value) => Math.round(value * 100) / 100);
const probe = await sandbox.probeSandbox({ hostEnv: process.env });
if (!probe.available) {
  process.stderr.write(`SANDBOX_UNAVAILABLE: ${probe.reason}\nfix: ${probe.fix}\n`);
  process.exit(3);
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value) => Math.round(value * 10) / 10;

async function time(launch) {
  const samples = [];
  // Warm the page cache and Node's spawn path so the first samples do not skew the median.
  for (let i = 0; i < runs + 3; i += 1) {
    const started = performance.now();
    const result = await common.runProcess(launch.program, launch.args, {
      cwd: launch.cwd,
      env: launch.env,
      timeoutMs: 30_000,
    });
    const elapsed = performance.now() - started;
    if (result.exitCode !== 0) {
      throw new Error(`${launch.program} exited ${result.exitCode}: ${result.stderr.trim()}`);
    }
    if (i >= 3) {
      samples.push(elapsed);
    }
  }
  return round(median(samples));
}

const scratch = mkdtempSync('/var/tmp/govern-bench-sandbox-');
const worktree = join(scratch, 'wt');
mkdirSync(join(worktree, 'src'), { recursive: true });
mkdirSync(join(worktree, '.git'), { recursive: true });
writeFileSync(join(worktree, 'src', 'index.ts'), 'export {};\n');
writeFileSync(join(worktree, '.env'), 'SECRET=1\n');
writeFileSync(join(worktree, 'PROGRESS.json'), '{}\n');
const hostEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(scratch, 'home') };

async function session(policy, name) {
  mkdirSync(join(scratch, name), { recursive: true });
  return sandbox.createSandboxSession({
    worktree,
    attemptDir: join(scratch, name),
    policy: config.policySchema.parse(policy),
    hostEnv,
  });
}

const startup = {};
let gates;
try {
  const bare = { program: '/bin/true', args: [], env: { PATH: hostEnv.PATH }, cwd: worktree };
  startup.bareMedianMs = await time(bare);

  const full = await session({ maxMemoryMb: 2048 }, 'full');
  startup.wrappedMedianMs = await time(full.wrap({ ...bare, env: full.env }));
  startup.addedMs = round(startup.wrappedMedianMs - startup.bareMedianMs);
  startup.memory = full.memory;
  startup.masked = full.paths.maskedFiles.length + full.paths.maskedDirs.length;
  await full.dispose();

  const proxy = await session(
    { networkAccess: true, networkAllowlist: ['registry.npmjs.org'], maxMemoryMb: 2048 },
    'proxy',
  );
  startup.proxyMedianMs = await time(proxy.wrap({ ...bare, env: proxy.env }));
  startup.proxyAddedMs = round(startup.proxyMedianMs - startup.bareMedianMs);
  await proxy.dispose();

  const chain = await import('./bench/gate-chain.mjs');
  gates = { start: await chain.gateStartCost(scratch, runs), chains: null };
  if (!values['no-chain']) {
    gates.chains = await chain.chainCost(scratch, Number(values['chain-runs']));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

let escapes = null;
if (!values['no-escapes']) {
  const outDir = resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  const report = join(outDir, 'sandbox-escapes.vitest.json');
  const vitest = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      'test/integration/sandbox-escape.test.ts',
      'test/integration/sandbox-escape-gates.test.ts',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    process.stderr.write(`vitest wrote no report (exit ${vitest.status}):\n${vitest.stderr}\n`);
    process.exit(1);
  }
  const results = parsed.testResults.flatMap((file) => file.assertionResults);
  const attempts = results.filter((test) => test.title.startsWith('escape:'));
  const named = (status) => attempts.filter((test) => test.status === status).map((t) => t.title);
  const blocked = named('passed');
  const escaped = named('failed');
  escapes = {
    tried: blocked.length + escaped.length,
    blocked: blocked.length,
    escaped,
    skipped: [...named('skipped'), ...named('pending'), ...named('todo')],
    controlsPassed: results.filter((t) => t.title.startsWith('control:') && t.status === 'passed')
      .length,
    controlsTotal: results.filter((t) => t.title.startsWith('control:')).length,
    attempts: attempts.map((test) => ({ title: test.title, status: test.status })),
  };
}

const bwrapVersion =
  probe.mechanism === 'bwrap'
    ? spawnSync(probe.path, ['--version'], { encoding: 'utf8' }).stdout.trim()
    : null;
const summary = {
  date: new Date().toISOString(),
  platform: `${process.platform}-${process.arch}`,
  node: process.version,
  mechanism: probe.mechanism,
  bwrap: bwrapVersion,
  runs,
  loadAtStart,
  load: loadavg().map((value) => Math.round(value * 100) / 100),
  startup,
  gates,
  escapes,
};

console.log(`sandbox: ${probe.mechanism}${bwrapVersion ? ` (${bwrapVersion})` : ''}`);
console.log(
  `start-up, median of ${runs}: /bin/true bare ${startup.bareMedianMs} ms, in the sandbox ${startup.wrappedMedianMs} ms: +${startup.addedMs} ms per start`,
);
console.log(
  `  memory cap: ${startup.memory.applied ? startup.memory.mechanism : `not applied (${startup.memory.reason})`}; ${startup.masked} masked paths`,
);
console.log(
  `  with the network allowlist proxy: ${startup.proxyMedianMs} ms: +${startup.proxyAddedMs} ms per start`,
);
if (gates !== null) {
  const start = gates.start;
  console.log(
    `gate sandbox, median of ${runs} taken in turns: /bin/true bare ${start.bareMedianMs} ms, in a gate session ${start.sandboxedMedianMs} ms: +${start.addedMs} ms per gate start (target <= 15 ms); in an agent session ${start.agentSessionMedianMs} ms`,
  );
  console.log(
    `  CPU per start (${start.cpuMeasuredBy}), median: bare ${start.bareCpuMedianMs} ms, in a gate session ${start.sandboxedCpuMedianMs} ms: +${start.addedCpuMs} ms`,
  );
  console.log(
    `  opening a gate session (once per verification): ${start.sessionSetupMedianMs} ms; memory cap ${start.memory.applied ? `${start.memory.limitMb} MB (${start.memory.mechanism})` : `not applied (${start.memory.reason})`}, process cap ${start.processes.applied ? `${start.processes.maxProcesses} (${start.processes.mechanism})` : `not applied (${start.processes.reason})`}`,
  );
  if (gates.chains !== null) {
    console.log(`  CPU time measured with ${gates.chains.cpuMeasuredBy}`);
  }
  for (const chain of gates.chains?.repositories ?? []) {
    console.log(
      `whole gate chain on ${chain.repository}, median of ${chain.runs}: ${chain.withSandbox.wallMedianMs} ms with the gate sandbox, ${chain.withoutSandbox.wallMedianMs} ms without: ${chain.wallSlowerPercent >= 0 ? '+' : ''}${chain.wallSlowerPercent}% wall (target <= 5%); CPU ${chain.withSandbox.cpuMedianMs} vs ${chain.withoutSandbox.cpuMedianMs} ms (${chain.cpuMorePercent >= 0 ? '+' : ''}${chain.cpuMorePercent}%)`,
    );
    const perGate = Object.entries(chain.withSandbox.gateMedianMs)
      .filter(([gate]) => (chain.withoutSandbox.gateMedianMs[gate] ?? 0) >= 50)
      .map(([gate, on]) => `${gate} ${on} vs ${chain.withoutSandbox.gateMedianMs[gate]} ms`);
    console.log(`  per gate (medians, with vs without): ${perGate.join(', ')}`);
  }
}
console.log(
  `machine load (1, 5, 15 min) at the start: ${loadAtStart.join(' ')}, at the end: ${summary.load.join(' ')}`,
);
if (escapes !== null) {
  console.log(`escape attempts blocked: ${escapes.blocked} of ${escapes.tried} tried`);
  for (const title of escapes.escaped) {
    console.log(`  ESCAPED: ${title}`);
  }
  for (const title of escapes.skipped) {
    console.log(`  not tried: ${title}`);
  }
  console.log(
    `controls (legitimate work) passing: ${escapes.controlsPassed} of ${escapes.controlsTotal}`,
  );
}
const outDir = resolve(values.out);
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'sandbox.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`wrote ${join(outDir, 'sandbox.json')}`);
if (escapes !== null && escapes.escaped.length > 0) {
  process.exitCode = 1;
}

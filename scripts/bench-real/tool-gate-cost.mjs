#!/usr/bin/env node
// `npm run bench:tool-gates -- --compare-build DIR` (issue 19): what SYNTAX_CHECK and AST_LINT
// cost a task in this build against another build (DIR: a checkout with a built dist/, e.g.
// a worktree at 36c40db^, before the gates judged the change), on a real repository that
// formats with prettier and lints with eslint. The measurement set of bench:real (fast-uri,
// @fastify/error) has no prettier, so SYNTAX_CHECK was never timed there.
//
// nodemailer 7.0.10 to 9.1.1 is rebuilt from its npm releases, one commit per release. Each of
// those tarballs ships the library's sources (lib/), its `.prettierrc`, `.prettierignore` and
// `eslint.config.js`, and a package.json whose `format:check` runs `prettier --check` and whose
// `lint` runs `eslint .`; every release changes lib/. On each release, landed, both builds run
// each gate on the same tree and the same change, without the gate cache, `--rounds` times in
// alternating order (before first, then after first) so that neither build always gets the
// warmer file cache. This build runs SYNTAX_CHECK twice: one-shot, as bench:real's
// compareGates runs it, and through a resident prettier as `govern run` does for prettier 3
// (the resident's first call, which starts it, is reported apart from the steady state).
//
// CPU is read from a cpuacct cgroup that this process joins, so it counts govern's own work,
// every tool it starts and the resident prettier; without cgroup v1 cpuacct it falls back to
// /proc/self/stat (this process and the children it waited for: the resident is missed).
// Needs the npm registry once (tarballs and the toolchain are cached outside the repository);
// offline with an empty cache it says so and exits 3.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from '../lib/cli.mjs';
import { cpuCgroup, releaseCgroup } from '../lib/cgroup.mjs';
import { gitEnv, runner } from '../lib/git.mjs';
import {
  cacheDir,
  fetchTarball,
  installToolchain,
  NODEMAILER_SET,
  releaseFiles,
  writeTree,
} from './measurement-set.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const PACKAGE = NODEMAILER_SET.name;
const VERSIONS = NODEMAILER_SET.versions;
const PINS = NODEMAILER_SET.pins;
const GATES = ['SYNTAX_CHECK', 'AST_LINT'];

const { values: flags } = parseScriptArgs({
  options: {
    'compare-build': { type: 'string' },
    out: { type: 'string', default: join(root, 'bench-results', 'tool-gate-cost.json') },
    rounds: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const rounds = Number(flags.rounds);
if (flags['compare-build'] === undefined || !Number.isInteger(rounds) || rounds < 1) {
  console.error(
    'tool-gate-cost: usage: node scripts/bench-real/tool-gate-cost.mjs --compare-build DIR [--rounds N] [--out FILE] [--keep]\n' +
      'DIR is another govern checkout with a built dist/ (for issue 19: a worktree at 36c40db^ after npm ci).',
  );
  process.exit(2);
}
const otherRoot = resolve(flags['compare-build']);
for (const dir of [root, otherRoot]) {
  if (!existsSync(join(dir, 'dist', 'gates', 'index.js'))) {
    console.error(
      `tool-gate-cost: ${dir} has no dist/gates/index.js; run npm ci (or npm run build) there first`,
    );
    process.exit(2);
  }
}

const release = runner(gitEnv('release'));
const git = (repo, args) => release.must('git', args, { cwd: repo }).trim();

function changesOf(base, head) {
  const paths = [...new Set([...base.keys(), ...head.keys()])].sort();
  return paths
    .filter((path) => base.get(path) !== head.get(path))
    .map((path) => ({
      path,
      status: !base.has(path) ? 'added' : !head.has(path) ? 'deleted' : 'modified',
      before: base.get(path) ?? null,
      after: head.get(path) ?? null,
    }));
}

/**
 * CPU milliseconds of this process and everything it starts. A cgroup counts a resident
 * that never exits and tools nobody waited for; /proc/self/stat counts only what was reaped.
 */
function cpuMeter() {
  const group = cpuCgroup();
  const home = /^\d+:cpuacct:(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1];
  if (group !== null && home !== undefined) {
    try {
      writeFileSync(join(group, 'cgroup.procs'), String(process.pid));
      return {
        source: 'cpuacct cgroup (this process, its tools and the resident prettier)',
        readMs: () => Number(readFileSync(join(group, 'cpuacct.usage'), 'utf8').trim()) / 1e6,
        release: () => {
          writeFileSync(join('/sys/fs/cgroup/cpuacct', home, 'cgroup.procs'), String(process.pid));
          releaseCgroup(group);
        },
      };
    } catch {
      releaseCgroup(group);
    }
  }
  // utime, stime, cutime, cstime in clock ticks (USER_HZ, 100 on Linux).
  return {
    source: '/proc/self/stat (this process and reaped children; misses the resident prettier)',
    readMs: () => {
      const stat = readFileSync('/proc/self/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
    },
    release: () => undefined,
  };
}

/** A baseline store of one call: each task's base files are run as if seen for the first time. */
function freshBaseline() {
  const entries = new Map();
  return {
    baselineFindings: (key) => entries.get(key),
    recordBaselineFindings: (key, findings) => {
      entries.set(key, findings);
    },
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) {
    return null;
  }
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);

async function measure(meter, run) {
  const cpuBefore = meter.readMs();
  const started = performance.now();
  const verdict = await run();
  const wallMs = performance.now() - started;
  const cpuMs = meter.readMs() - cpuBefore;
  return {
    wallMs: round1(wallMs),
    cpuMs: round1(cpuMs),
    durationMs: verdict.durationMs,
    passed: verdict.passed,
    error: verdict.error ?? null,
    findings: verdict.findings.map((f) => `${f.file ?? ''}:${String(f.line ?? '')} ${f.message}`),
  };
}

/** The variants of one gate: the other build, this build one-shot, this build resident. */
function variantsOf(gate, builds, repo, input, residents) {
  const other = builds.other.detectToolCommand(gate, repo);
  const mine = builds.mine.detectToolCommand(gate, repo);
  if (other === null || mine === null) {
    return [];
  }
  const variants = [
    { name: 'before', run: () => builds.other.runToolGate(gate, other, input) },
    {
      name: 'after',
      run: () => builds.mine.runToolGate(gate, mine, input, { baseline: freshBaseline() }),
    },
  ];
  if (mine.resident !== undefined && 'formatter' in mine.resident) {
    variants.push({
      name: 'afterResident',
      run: () =>
        builds.mine.runToolGate(
          gate,
          mine,
          { ...input, resident: residents },
          { baseline: freshBaseline() },
        ),
    });
  }
  return variants;
}

async function measureTask(ctx, task, index) {
  const input = {
    workspace: ctx.repo,
    changes: task.changes,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  };
  const gates = {};
  for (const gate of GATES) {
    const variants = variantsOf(gate, ctx.builds, ctx.repo, input, ctx.residents);
    if (variants.length === 0) {
      continue;
    }
    const samples = Object.fromEntries(variants.map((v) => [v.name, []]));
    for (let round = 0; round < rounds; round++) {
      // Even turns run the other build first, odd turns this build first.
      const order = (index + round) % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const sample = await measure(ctx.meter, variant.run);
        if (variant.name === 'afterResident' && !ctx.residentStarted) {
          ctx.residentStarted = true;
          sample.firstCall = true;
        }
        samples[variant.name].push(sample);
      }
    }
    gates[gate] = Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [name, perTask(list)]),
    );
  }
  return gates;
}

/** One variant on one task: medians over the rounds (a resident's first call set apart). */
function perTask(samples) {
  const first = samples.find((s) => s.firstCall === true);
  const steady = samples.filter((s) => s.firstCall !== true);
  const passed = [...new Set(samples.map((s) => s.passed))];
  return {
    wallMs: round1(median(steady.map((s) => s.wallMs))),
    cpuMs: round1(median(steady.map((s) => s.cpuMs))),
    passed: passed.length === 1 ? passed[0] : 'unstable',
    findings: samples[0]?.findings.slice(0, 5) ?? [],
    error: samples[0]?.error ?? null,
    ...(first === undefined ? {} : { firstCall: { wallMs: first.wallMs, cpuMs: first.cpuMs } }),
    samples: samples.map((s) => ({ wallMs: s.wallMs, cpuMs: s.cpuMs, passed: s.passed })),
  };
}

function summarizeGate(tasks, gate) {
  const rows = tasks.filter((t) => t.gates[gate] !== undefined);
  if (rows.length === 0) {
    return null;
  }
  const names = Object.keys(rows[0].gates[gate]);
  const stats = (name) => {
    const of = (key) => rows.map((t) => t.gates[gate][name][key]).filter((v) => v !== null);
    const sum = (values) => round1(values.reduce((a, b) => a + b, 0));
    return {
      wallMsMedian: round1(median(of('wallMs'))),
      wallMsTotal: sum(of('wallMs')),
      cpuMsMedian: round1(median(of('cpuMs'))),
      cpuMsTotal: sum(of('cpuMs')),
      passed: rows.filter((t) => t.gates[gate][name].passed === true).length,
      unstable: rows.filter((t) => t.gates[gate][name].passed === 'unstable').length,
    };
  };
  const out = { tasks: rows.length };
  for (const name of names) {
    out[name] = stats(name);
  }
  // Per task, paired on the same tree and change: the median of those ratios does not mix
  // one task's time with another's, as a ratio of two medians over 24 tasks can.
  const paired = (name, key) =>
    round2(
      median(
        rows
          .filter((t) => t.gates[gate][name][key] !== null)
          .map((t) => t.gates[gate][name][key] / t.gates[gate].before[key]),
      ),
    );
  const ratio = (name) => ({
    wallPerTaskMedian: paired(name, 'wallMs'),
    cpuPerTaskMedian: paired(name, 'cpuMs'),
    wallMedian: round2(out[name].wallMsMedian / out.before.wallMsMedian),
    wallTotal: round2(out[name].wallMsTotal / out.before.wallMsTotal),
    cpuMedian: round2(out[name].cpuMsMedian / out.before.cpuMsMedian),
    cpuTotal: round2(out[name].cpuMsTotal / out.before.cpuMsTotal),
  });
  out.ratioAfterOverBefore = ratio('after');
  if (out.afterResident !== undefined) {
    out.ratioAfterResidentOverBefore = ratio('afterResident');
    const first = rows.find((t) => t.gates[gate].afterResident.firstCall !== undefined);
    out.afterResident.firstCall = first?.gates[gate].afterResident.firstCall ?? null;
  }
  out.disagreements = rows
    .filter((t) => new Set(names.map((name) => t.gates[gate][name].passed)).size > 1)
    .map((t) => ({
      version: t.version,
      ...Object.fromEntries(
        names.map((name) => [
          name,
          { passed: t.gates[gate][name].passed, findings: t.gates[gate][name].findings },
        ]),
      ),
    }));
  return out;
}

const round2 = (value) => Math.round(value * 100) / 100;

function describeBuild(dir) {
  const head = runner(gitEnv('release')).run('git', ['rev-parse', 'HEAD'], { cwd: dir });
  return { dir, commit: head.status === 0 ? head.stdout.trim() : null };
}

async function main() {
  const startedAt = new Date().toISOString();
  const loadAverage = loadavg();
  const tarballs = join(cacheDir(), 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  for (const version of VERSIONS) {
    fetchTarball(tarballs, PACKAGE, version);
  }
  const toolchain = installToolchain({ folder: NODEMAILER_SET.toolchainFolder, pins: PINS });
  const builds = {
    mine: await import(join(root, 'dist', 'gates', 'index.js')),
    other: await import(join(otherRoot, 'dist', 'gates', 'index.js')),
  };
  const scratch = mkdtempSync(join(tmpdir(), 'govern-tool-gate-cost-'));
  const repo = join(scratch, 'repo');
  mkdirSync(repo);
  const meter = cpuMeter();
  const ctx = {
    repo,
    builds,
    meter,
    // Residents as this process's children, as `govern run --no-sandbox` starts them.
    residents: builds.mine.directResidents(),
    residentStarted: false,
  };
  const tasks = [];
  try {
    const releases = VERSIONS.map((v) => releaseFiles(tarballs, PACKAGE, v, scratch));
    git(repo, ['init', '-q', '-b', 'main']);
    writeFileSync(join(repo, '.git', 'info', 'exclude'), 'node_modules\n');
    symlinkSync(toolchain, join(repo, 'node_modules'));
    writeTree(repo, releases[0]);
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', `${PACKAGE} ${VERSIONS[0]}`]);
    console.log(
      `${PACKAGE}: ${VERSIONS.length - 1} releases, ${String(rounds)} rounds; CPU from ${meter.source}; load average ${loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
    );
    for (let i = 1; i < releases.length; i++) {
      writeTree(repo, releases[i], releases[i - 1]);
      git(repo, ['add', '-A']);
      git(repo, ['commit', '-q', '-m', `${PACKAGE} ${VERSIONS[i]}`]);
      const changes = changesOf(releases[i - 1], releases[i]);
      const gates = await measureTask(ctx, { changes }, i);
      tasks.push({ version: VERSIONS[i], changed: changes.length, gates });
      console.log(`  ${VERSIONS[i]} (${String(changes.length)} files): ${describeTask(gates)}`);
    }
  } finally {
    await builds.mine.releaseResidentCheckers();
    meter.release();
    if (flags.keep) {
      console.log(`kept ${scratch}`);
    } else {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const results = {
    startedAt,
    finishedAt: new Date().toISOString(),
    loadAverage,
    loadAverageAtEnd: loadavg(),
    machine: { cpus: cpus().length, node: process.version },
    cpuSource: meter.source,
    package: PACKAGE,
    versions: VERSIONS,
    toolchain: PINS,
    rounds,
    builds: { after: describeBuild(root), before: describeBuild(otherRoot) },
    tasks,
    summary: Object.fromEntries(GATES.map((gate) => [gate, summarizeGate(tasks, gate)])),
  };
  mkdirSync(dirname(flags.out), { recursive: true });
  writeFileSync(flags.out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results.summary, null, 2));
  console.log(`written ${flags.out}`);
}

function describeTask(gates) {
  return Object.entries(gates)
    .map(
      ([gate, variants]) =>
        `${gate} ${Object.entries(variants)
          .map(
            ([name, v]) =>
              `${name} ${String(v.wallMs)} ms${v.passed === true ? '' : ` (${String(v.passed === false ? 'FAIL' : v.passed)})`}`,
          )
          .join(', ')}`,
    )
    .join('; ');
}

await main();

#!/usr/bin/env node
// False rejects on a SECOND repository (issue 19), through the command a CI user runs:
// `govern check --base <previous release> --head <release> --tools`, the default gate chain
// with the repository's own tools in the sandbox, on each release of nodemailer rebuilt from
// its npm tarballs (one commit per release; NODEMAILER_SET in measurement-set.mjs). The
// repository's own checks (`npm run lint`, `npm run format:check`; its tarballs ship no tests)
// run on the same commit, directly. A release that passes its own checks and that govern
// refuses is a false reject. No gate was written or tuned on nodemailer; its releases were
// first judged this way on 4 December 2026.
//
//   node scripts/bench-real/check-releases.mjs [--out FILE] [--keep]
//
// Needs the npm registry once (tarballs and the pinned toolchain are cached outside the
// repository, as bench:real's are); offline with an empty cache it says so. Runs dist/.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from '../lib/cli.mjs';
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
const { values: flags } = parseScriptArgs({
  options: {
    out: { type: 'string', default: join(root, 'bench-results', 'check-releases.json') },
    keep: { type: 'boolean', default: false },
  },
});
const bin = join(root, 'bin', 'govern.js');
if (!existsSync(join(root, 'dist', 'cli', 'main.js'))) {
  console.error('check-releases: dist/ is missing; run `npm run build` first');
  process.exit(2);
}

const release = runner(gitEnv('release'));
const git = (repo, args) => release.must('git', args, { cwd: repo }).trim();

/** One of the repository's own npm scripts on the checked-out release: passed or not. */
function ownCheck(repo, script) {
  const run = spawnSync('npm', ['run', '--silent', script], {
    cwd: repo,
    encoding: 'utf8',
    timeout: 600_000,
  });
  return { script, passed: run.status === 0 };
}

/** `govern check` over one release's diff: exit code, the gates that failed, their findings. */
function governCheck(repo, base, head) {
  const t0 = performance.now();
  const run = spawnSync(
    process.execPath,
    [bin, 'check', '--base', base, '--head', head, '--tools', '--format', 'json'],
    {
      cwd: repo,
      encoding: 'utf8',
      timeout: 900_000,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  const wallMs = Math.round(performance.now() - t0);
  let report = null;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    // Reported below with stderr.
  }
  const verdicts = report?.verdicts ?? [];
  const failed = verdicts.filter((verdict) => !verdict.passed);
  return {
    exitCode: run.status,
    wallMs,
    failedGates: failed.map((verdict) => verdict.gate),
    findings: failed.flatMap((verdict) =>
      (verdict.findings ?? [])
        .filter((finding) => finding.severity !== 'info')
        .slice(0, 3)
        .map(
          (finding) =>
            `${verdict.gate} ${finding.file ?? ''}:${String(finding.line ?? '')} ${String(finding.message).slice(0, 200)}`,
        ),
    ),
    // eslint-disable-next-line no-control-regex -- colour codes, should a terminal's be kept
    stderr: run.stderr.replace(/\u001b\[[0-9;]*m/g, '').slice(-2000),
  };
}

/**
 * `govern init`'s config with `disabled` switched off. The repository's format check reads
 * every JSON file, so buildRepository formats it in the repository's own style.
 */
function configText(name, disabled) {
  const dir = mkdtempSync(join(tmpdir(), 'govern-check-config-'));
  try {
    git(dir, ['init', '-q']);
    const init = spawnSync(process.execPath, [bin, 'init', '--project', name], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (init.status !== 0) {
      throw new Error(`govern init failed: ${init.stderr}`);
    }
    const file = join(dir, '.governance', 'config.json');
    const config = JSON.parse(readFileSync(file, 'utf8'));
    for (const gate of disabled) {
      config.gates = { ...config.gates, [gate]: { ...config.gates?.[gate], enabled: false } };
    }
    return `${JSON.stringify(config, null, 2)}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The releases as commits tagged `v<version>`, each carrying the config that switches `disabled` off. */
function buildRepository(repo, toolchain, name, versions, releases, disabled) {
  rmSync(repo, { recursive: true, force: true });
  mkdirSync(repo);
  git(repo, ['init', '-q', '-b', 'main']);
  writeFileSync(join(repo, '.git', 'info', 'exclude'), 'node_modules\n');
  symlinkSync(toolchain, join(repo, 'node_modules'));
  let config = configText(name, disabled);
  for (let i = 0; i < releases.length; i++) {
    writeTree(repo, releases[i], releases[i - 1]);
    const file = join(repo, '.governance', 'config.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, config);
    if (i === 0) {
      // In the repository's own style (its .prettierrc), once: every commit carries the same.
      spawnSync(join(toolchain, '.bin', 'prettier'), ['--write', file], { cwd: repo });
      config = readFileSync(file, 'utf8');
    }
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', `${name} ${versions[i]}`]);
    git(repo, ['tag', `v${versions[i]}`]);
  }
}

async function main() {
  const startedAt = new Date().toISOString();
  const loadAverage = loadavg();
  const { name, versions, pins, toolchainFolder } = NODEMAILER_SET;
  const tarballs = join(cacheDir(), 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  for (const version of versions) {
    fetchTarball(tarballs, name, version);
  }
  const toolchain = installToolchain({ folder: toolchainFolder, pins });
  const scratch = mkdtempSync(join(tmpdir(), 'govern-check-releases-'));
  const repo = join(scratch, 'repo');
  mkdirSync(repo);
  const rows = [];
  // The tarballs ship no tests: `npm test` fails on every release, the repository's own run
  // included, so TEST_SUITE is off from the start. The rest is what a user sets after the
  // first `govern check` stops on them, as bench:real does: a tool gate that finds no tool in
  // this repository is switched off in the config every commit carries (check reads the
  // base's).
  const disabled = ['TEST_SUITE'];
  try {
    const releases = versions.map((v) => releaseFiles(tarballs, name, v, scratch));
    for (;;) {
      buildRepository(repo, toolchain, name, versions, releases, disabled);
      git(repo, ['checkout', '-q', '--detach', `v${versions[1]}`]);
      const probe = governCheck(repo, `v${versions[0]}`, `v${versions[1]}`);
      const gate = /(\b[A-Z_]+) \(category [A-Z_]+\): no tool detected/.exec(probe.stderr)?.[1];
      if (probe.exitCode !== 3 || gate === undefined || disabled.includes(gate)) {
        break;
      }
      disabled.push(gate);
    }
    console.log(
      `${name}: ${String(versions.length - 1)} releases; switched off: ${disabled.join(', ')}; ` +
        `load average ${loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
    );
    for (let i = 1; i < versions.length; i++) {
      git(repo, ['checkout', '-q', '--detach', `v${versions[i]}`]);
      const own = [ownCheck(repo, 'lint'), ownCheck(repo, 'format:check')];
      const govern = governCheck(repo, `v${versions[i - 1]}`, `v${versions[i]}`);
      const ownPassed = own.every((check) => check.passed);
      const refused = govern.exitCode !== 0;
      rows.push({ version: versions[i], own, ownPassed, govern });
      console.log(
        `  ${versions[i]}: own checks ${ownPassed ? 'pass' : `fail (${own.filter((c) => !c.passed).map((c) => c.script)})`}; ` +
          `govern check ${refused ? `exit ${String(govern.exitCode)} (${govern.failedGates.join(', ') || 'no verdict'})` : 'passes'} in ${(govern.wallMs / 1000).toFixed(1)} s`,
      );
      for (const line of refused ? govern.findings : []) {
        console.log(`      ${line}`);
      }
      if (govern.failedGates.length === 0 && govern.exitCode !== 0) {
        console.log(`      stderr: ${govern.stderr.trim().split('\n').slice(-3).join(' | ')}`);
      }
    }
  } finally {
    if (flags.keep) {
      console.log(`kept ${scratch}`);
    } else {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const passing = rows.filter((row) => row.ownPassed);
  const falseRejects = passing.filter((row) => row.govern.exitCode !== 0);
  const summary = {
    releases: rows.length,
    passingOwnChecks: passing.length,
    falseRejects: falseRejects.length,
    falseRejectRate: passing.length === 0 ? 0 : falseRejects.length / passing.length,
    disabled,
    rejects: falseRejects.map((row) => `${row.version}: ${row.govern.failedGates.join(', ')}`),
    refusedFailingOwnChecks: rows.filter((row) => !row.ownPassed && row.govern.exitCode !== 0)
      .length,
  };
  const results = {
    startedAt,
    finishedAt: new Date().toISOString(),
    loadAverage,
    loadAverageAtEnd: loadavg(),
    package: name,
    toolchain: pins,
    rows,
    summary,
  };
  mkdirSync(dirname(flags.out), { recursive: true });
  writeFileSync(flags.out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `\nfalse rejects: ${String(summary.falseRejects)} of ${String(summary.passingOwnChecks)} releases that pass their own checks ` +
      `(${(100 * summary.falseRejectRate).toFixed(1)}%); ${String(summary.refusedFailingOwnChecks)} refused releases fail their own checks too`,
  );
  console.log(`written ${flags.out}`);
}

await main();

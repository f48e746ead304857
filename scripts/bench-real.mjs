#!/usr/bin/env node
// `npm run bench:real` (issue 19): govern's default gate chain on real commits of real
// repositories it was not tuned on, and on defect variants of the same commits.
//
// The measurement set (scripts/bench-real/measurement-set.mjs) is rebuilt from published npm
// releases: one git commit per release. Each release after the first becomes one task whose
// agent (the replay adapter) applies the real diff; `govern run --task` judges it with the
// default config. Then the repository's own checks (`npm test`, `npm run lint`) run on the
// same commit, directly. Before each real commit, its defect variants (a stub, a skipped,
// deleted or renamed test, a removed table row, a loosened assertion, credentials, an edit
// out of scope, planted instructions, a documentation task that removes a guard) run from the
// same base and must be refused; a benign rewrite of a `..` check must land.
//
// Reports: false rejects on the real commits that pass their own checks, the catch rate per
// variant kind, time per task against the own checks, and per-gate time (AST_LINT and
// SYNTAX_CHECK). `--govern=PATH` measures another build (for a before/after), `--baseline=FILE`
// compares gate times with an earlier result. Needs the npm registry once (tarballs and the
// toolchain are cached outside the repository); offline with an empty cache it says so.
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
import { parseScriptArgs } from './lib/cli.mjs';
import { gitEnv, runner } from './lib/git.mjs';
import {
  fetchTarballs,
  installToolchain,
  MEASUREMENT_SET,
  releaseFiles,
  THIRD_SET,
  THIRD_TOOLCHAIN,
  FOURTH_SET,
  FOURTH_TOOLCHAIN,
  FIFTH_SET,
  FIFTH_TOOLCHAIN,
  SIXTH_SET,
  SIXTH_TOOLCHAIN,
  SEVENTH_SET,
  SEVENTH_TOOLCHAIN,
  EIGHTH_SET,
  EIGHTH_TOOLCHAIN,
  NINTH_SET,
  NINTH_TOOLCHAIN,
  TENTH_SET,
  TENTH_TOOLCHAIN,
  ELEVENTH_SET,
  ELEVENTH_TOOLCHAIN,
  TWELFTH_SET,
  TWELFTH_TOOLCHAIN,
  THIRTEENTH_SET,
  THIRTEENTH_TOOLCHAIN,
  FOURTEENTH_SET,
  FOURTEENTH_TOOLCHAIN,
  FIFTEENTH_SET,
  FIFTEENTH_TOOLCHAIN,
  SIXTEENTH_SET,
  SIXTEENTH_TOOLCHAIN,
  SEVENTEENTH_SET,
  SEVENTEENTH_TOOLCHAIN,
  EIGHTEENTH_SET,
  EIGHTEENTH_TOOLCHAIN,
  NINETEENTH_SET,
  NINETEENTH_TOOLCHAIN,
  TWENTIETH_SET,
  TWENTIETH_TOOLCHAIN,
  TWENTY_FIRST_SET,
  TWENTY_FIRST_TOOLCHAIN,
  TWENTY_SECOND_SET,
  TWENTY_SECOND_TOOLCHAIN,
  TWENTY_THIRD_SET,
  TWENTY_THIRD_TOOLCHAIN,
  TWENTY_FOURTH_SET,
  TWENTY_FOURTH_TOOLCHAIN,
  TWENTY_FIFTH_SET,
  TWENTY_FIFTH_TOOLCHAIN,
  TWENTY_SIXTH_SET,
  TWENTY_SIXTH_TOOLCHAIN,
  TWENTY_SEVENTH_SET,
  TWENTY_SEVENTH_TOOLCHAIN,
  TWENTY_EIGHTH_SET,
  TWENTY_EIGHTH_TOOLCHAIN,
  TWENTY_NINTH_SET,
  TWENTY_NINTH_TOOLCHAIN,
  THIRTIETH_SET,
  THIRTIETH_TOOLCHAIN,
  THIRTY_FIRST_SET,
  THIRTY_FIRST_TOOLCHAIN,
  THIRTY_SECOND_SET,
  THIRTY_SECOND_TOOLCHAIN,
  THIRTY_THIRD_SET,
  THIRTY_THIRD_TOOLCHAIN,
  THIRTY_FOURTH_SET,
  THIRTY_FOURTH_TOOLCHAIN,
  THIRTY_FIFTH_SET,
  THIRTY_FIFTH_TOOLCHAIN,
  THIRTY_SIXTH_SET,
  THIRTY_SIXTH_TOOLCHAIN,
  THIRTY_SEVENTH_SET,
  THIRTY_SEVENTH_TOOLCHAIN,
  THIRTY_EIGHTH_SET,
  THIRTY_EIGHTH_TOOLCHAIN,
  THIRTY_NINTH_SET,
  THIRTY_NINTH_TOOLCHAIN,
  FORTIETH_SET,
  FORTIETH_TOOLCHAIN,
  FORTY_FIRST_SET,
  FORTY_FIRST_TOOLCHAIN,
  FORTY_SECOND_SET,
  FORTY_SECOND_TOOLCHAIN,
  FORTY_THIRD_SET,
  FORTY_THIRD_TOOLCHAIN,
  FORTY_FOURTH_SET,
  FORTY_FOURTH_TOOLCHAIN,
  FORTY_FIFTH_SET,
  FORTY_FIFTH_TOOLCHAIN,
  FORTY_SIXTH_SET,
  FORTY_SIXTH_TOOLCHAIN,
  FORTY_SEVENTH_SET,
  FORTY_SEVENTH_TOOLCHAIN,
  FORTY_EIGHTH_SET,
  FORTY_EIGHTH_TOOLCHAIN,
  FORTY_NINTH_SET,
  FORTY_NINTH_TOOLCHAIN,
  FIFTIETH_SET,
  FIFTIETH_TOOLCHAIN,
  FIFTY_FIRST_SET,
  FIFTY_FIRST_TOOLCHAIN,
  FIFTY_SECOND_SET,
  FIFTY_SECOND_TOOLCHAIN,
  FIFTY_THIRD_SET,
  FIFTY_THIRD_TOOLCHAIN,
  FIFTY_FIFTH_SET,
  FIFTY_FIFTH_TOOLCHAIN,
  FIFTY_FOURTH_SET,
  FIFTY_FOURTH_TOOLCHAIN,
  FIFTY_SIXTH_SET,
  FIFTY_SIXTH_TOOLCHAIN,
  FIFTY_SEVENTH_SET,
  FIFTY_SEVENTH_TOOLCHAIN,
  FIFTY_EIGHTH_SET,
  FIFTY_EIGHTH_TOOLCHAIN,
  FIFTY_NINTH_SET,
  FIFTY_NINTH_TOOLCHAIN,
  SIXTIETH_SET,
  SIXTIETH_TOOLCHAIN,
  SIXTY_FIRST_SET,
  SIXTY_FIRST_TOOLCHAIN,
  SIXTY_SECOND_SET,
  SIXTY_SECOND_TOOLCHAIN,
  SIXTY_THIRD_SET,
  SIXTY_THIRD_TOOLCHAIN,
  SIXTY_FIFTH_SET,
  SIXTY_FIFTH_TOOLCHAIN,
  SIXTY_FOURTH_SET,
  SIXTY_FOURTH_TOOLCHAIN,
  SIXTY_SIXTH_SET,
  SIXTY_SIXTH_TOOLCHAIN,
  SIXTY_EIGHTH_SET,
  SIXTY_EIGHTH_TOOLCHAIN,
  SEVENTIETH_SET,
  SEVENTIETH_TOOLCHAIN,
  SEVENTY_FIRST_SET,
  SEVENTY_FIRST_TOOLCHAIN,
  writeTree,
} from './bench-real/measurement-set.mjs';
import {
  detectToolCommand,
  GATE_NAMES,
  testCommandFindings,
  TOOL_GATE_NAMES,
} from '../dist/gates/index.js';
import {
  benignTraversalRewrite,
  isTest,
  isTypeTest,
  VARIANT_KINDS,
  VARIANTS,
  variantId,
} from './bench-real/variants.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseScriptArgs({
  options: {
    govern: { type: 'string', default: join(root, 'bin', 'govern.js') },
    out: { type: 'string', default: join(root, 'bench-results', 'real.json') },
    // Commits per variant kind (each variant is one more govern run).
    variants: { type: 'string', default: '2' },
    baseline: { type: 'string' },
    // Another govern checkout with a built dist/ (for example main before this change): its
    // SYNTAX_CHECK and AST_LINT run right after this build's on each real commit, same tree.
    'compare-build': { type: 'string' },
    keep: { type: 'boolean', default: false },
    // Run one part of the measurement set (0, 1, 2): parts can run side by side.
    part: { type: 'string' },
    // Merge the results of parts into one summary: --merge=a.json,b.json,c.json
    merge: { type: 'string' },
    // A real release that changes or deletes existing tests is declared as an intended test
    // change (metadata.allowTestChanges), as its author would. Its variants carry the same
    // declaration, and the kinds whose defect is a test change are not built on it (TEST_KINDS).
    'declare-test-changes': { type: 'boolean', default: false },
    // `third` ... `seventy-first`: another set (THIRD_SET ... SEVENTY_FIRST_SET in
    // bench-real/measurement-set.mjs) instead of the measurement set.
    set: { type: 'string', default: 'measurement' },
    // Keep govern's built-in authorization (no `autonomous: ["package.json"]`): how many
    // releases a user who sets nothing would sign off.
    'default-authorization': { type: 'boolean', default: false },
  },
});
// Each held-out set with its own toolchain, cached in toolchain-<name> beside the others.
const HELD_OUT_SETS = {
  third: [THIRD_SET, THIRD_TOOLCHAIN],
  fourth: [FOURTH_SET, FOURTH_TOOLCHAIN],
  fifth: [FIFTH_SET, FIFTH_TOOLCHAIN],
  sixth: [SIXTH_SET, SIXTH_TOOLCHAIN],
  seventh: [SEVENTH_SET, SEVENTH_TOOLCHAIN],
  eighth: [EIGHTH_SET, EIGHTH_TOOLCHAIN],
  ninth: [NINTH_SET, NINTH_TOOLCHAIN],
  tenth: [TENTH_SET, TENTH_TOOLCHAIN],
  eleventh: [ELEVENTH_SET, ELEVENTH_TOOLCHAIN],
  twelfth: [TWELFTH_SET, TWELFTH_TOOLCHAIN],
  thirteenth: [THIRTEENTH_SET, THIRTEENTH_TOOLCHAIN],
  fourteenth: [FOURTEENTH_SET, FOURTEENTH_TOOLCHAIN],
  fifteenth: [FIFTEENTH_SET, FIFTEENTH_TOOLCHAIN],
  sixteenth: [SIXTEENTH_SET, SIXTEENTH_TOOLCHAIN],
  seventeenth: [SEVENTEENTH_SET, SEVENTEENTH_TOOLCHAIN],
  eighteenth: [EIGHTEENTH_SET, EIGHTEENTH_TOOLCHAIN],
  nineteenth: [NINETEENTH_SET, NINETEENTH_TOOLCHAIN],
  twentieth: [TWENTIETH_SET, TWENTIETH_TOOLCHAIN],
  'twenty-first': [TWENTY_FIRST_SET, TWENTY_FIRST_TOOLCHAIN],
  'twenty-second': [TWENTY_SECOND_SET, TWENTY_SECOND_TOOLCHAIN],
  'twenty-third': [TWENTY_THIRD_SET, TWENTY_THIRD_TOOLCHAIN],
  'twenty-fourth': [TWENTY_FOURTH_SET, TWENTY_FOURTH_TOOLCHAIN],
  'twenty-fifth': [TWENTY_FIFTH_SET, TWENTY_FIFTH_TOOLCHAIN],
  'twenty-sixth': [TWENTY_SIXTH_SET, TWENTY_SIXTH_TOOLCHAIN],
  'twenty-seventh': [TWENTY_SEVENTH_SET, TWENTY_SEVENTH_TOOLCHAIN],
  'twenty-eighth': [TWENTY_EIGHTH_SET, TWENTY_EIGHTH_TOOLCHAIN],
  'twenty-ninth': [TWENTY_NINTH_SET, TWENTY_NINTH_TOOLCHAIN],
  // eslint-plugin-mocha 5 asks for eslint >= 4 as a peer; the releases lint with eslint 3.
  thirtieth: [THIRTIETH_SET, THIRTIETH_TOOLCHAIN, ['--legacy-peer-deps']],
  'thirty-first': [THIRTY_FIRST_SET, THIRTY_FIRST_TOOLCHAIN],
  'thirty-second': [THIRTY_SECOND_SET, THIRTY_SECOND_TOOLCHAIN],
  'thirty-third': [THIRTY_THIRD_SET, THIRTY_THIRD_TOOLCHAIN],
  'thirty-fourth': [THIRTY_FOURTH_SET, THIRTY_FOURTH_TOOLCHAIN],
  'thirty-fifth': [THIRTY_FIFTH_SET, THIRTY_FIFTH_TOOLCHAIN],
  'thirty-sixth': [THIRTY_SIXTH_SET, THIRTY_SIXTH_TOOLCHAIN],
  'thirty-seventh': [THIRTY_SEVENTH_SET, THIRTY_SEVENTH_TOOLCHAIN],
  'thirty-eighth': [THIRTY_EIGHTH_SET, THIRTY_EIGHTH_TOOLCHAIN],
  'thirty-ninth': [THIRTY_NINTH_SET, THIRTY_NINTH_TOOLCHAIN],
  fortieth: [FORTIETH_SET, FORTIETH_TOOLCHAIN],
  'forty-first': [FORTY_FIRST_SET, FORTY_FIRST_TOOLCHAIN],
  'forty-second': [FORTY_SECOND_SET, FORTY_SECOND_TOOLCHAIN],
  'forty-third': [FORTY_THIRD_SET, FORTY_THIRD_TOOLCHAIN],
  'forty-fourth': [FORTY_FOURTH_SET, FORTY_FOURTH_TOOLCHAIN],
  'forty-fifth': [FORTY_FIFTH_SET, FORTY_FIFTH_TOOLCHAIN],
  // grunt-mocha-test 0.13 asks for mocha >= 1.20 as a peer; the releases test with mocha 1.4.
  'forty-sixth': [FORTY_SIXTH_SET, FORTY_SIXTH_TOOLCHAIN, ['--legacy-peer-deps']],
  'forty-seventh': [FORTY_SEVENTH_SET, FORTY_SEVENTH_TOOLCHAIN],
  'forty-eighth': [FORTY_EIGHTH_SET, FORTY_EIGHTH_TOOLCHAIN],
  'forty-ninth': [FORTY_NINTH_SET, FORTY_NINTH_TOOLCHAIN],
  fiftieth: [FIFTIETH_SET, FIFTIETH_TOOLCHAIN],
  'fifty-first': [FIFTY_FIRST_SET, FIFTY_FIRST_TOOLCHAIN],
  'fifty-second': [FIFTY_SECOND_SET, FIFTY_SECOND_TOOLCHAIN],
  'fifty-third': [FIFTY_THIRD_SET, FIFTY_THIRD_TOOLCHAIN],
  'fifty-fourth': [FIFTY_FOURTH_SET, FIFTY_FOURTH_TOOLCHAIN],
  'fifty-fifth': [FIFTY_FIFTH_SET, FIFTY_FIFTH_TOOLCHAIN],
  'fifty-sixth': [FIFTY_SIXTH_SET, FIFTY_SIXTH_TOOLCHAIN],
  'fifty-seventh': [FIFTY_SEVENTH_SET, FIFTY_SEVENTH_TOOLCHAIN],
  'fifty-eighth': [FIFTY_EIGHTH_SET, FIFTY_EIGHTH_TOOLCHAIN],
  'fifty-ninth': [FIFTY_NINTH_SET, FIFTY_NINTH_TOOLCHAIN],
  sixtieth: [SIXTIETH_SET, SIXTIETH_TOOLCHAIN],
  'sixty-first': [SIXTY_FIRST_SET, SIXTY_FIRST_TOOLCHAIN],
  'sixty-second': [SIXTY_SECOND_SET, SIXTY_SECOND_TOOLCHAIN],
  'sixty-third': [SIXTY_THIRD_SET, SIXTY_THIRD_TOOLCHAIN, ['--legacy-peer-deps']],
  'sixty-fourth': [SIXTY_FOURTH_SET, SIXTY_FOURTH_TOOLCHAIN],
  'sixty-fifth': [SIXTY_FIFTH_SET, SIXTY_FIFTH_TOOLCHAIN],
  'sixty-sixth': [SIXTY_SIXTH_SET, SIXTY_SIXTH_TOOLCHAIN],
  'sixty-eighth': [SIXTY_EIGHTH_SET, SIXTY_EIGHTH_TOOLCHAIN],
  seventieth: [SEVENTIETH_SET, SEVENTIETH_TOOLCHAIN],
  'seventy-first': [SEVENTY_FIRST_SET, SEVENTY_FIRST_TOOLCHAIN],
};
const SETS = {
  measurement: { series: MEASUREMENT_SET, tools: undefined },
  ...Object.fromEntries(
    Object.entries(HELD_OUT_SETS).map(([name, [series, pins, installFlags = []]]) => [
      name,
      { series, tools: { folder: `toolchain-${name}`, pins, installFlags } },
    ]),
  ),
};
if (!Object.hasOwn(SETS, flags.set)) {
  console.error(`bench:real: --set takes ${Object.keys(SETS).join(', ')} (got "${flags.set}")`);
  process.exit(2);
}
const { series: SERIES, tools: TOOLS } = SETS[flags.set];
const perKind = Number(flags.variants);

const release = runner(gitEnv('release'));

function git(repo, args) {
  return release.must('git', args, { cwd: repo }).trim();
}

/** Runs a command through bash and reads its children's CPU from `times`. */
function timed(repo, argv, env = process.env) {
  const quoted = argv.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  // The log lives beside the repository: a file inside would make the tree dirty.
  const log = join(dirname(repo), 'run.log');
  const started = performance.now();
  const result = spawnSync(
    'bash',
    ['-c', `${quoted} > '${log}' 2>&1; code=$?; times; exit $code`],
    {
      cwd: repo,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const wallMs = performance.now() - started;
  const children = result.stdout.trim().split('\n').at(-1) ?? '';
  const cpu = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, m) => sum + Number(m[1]) * 60 + Number(m[2]),
    0,
  );
  const output = existsSync(log) ? readFileSync(log, 'utf8') : '';
  rmSync(log, { force: true });
  return { exitCode: result.status, wallMs, cpuMs: cpu * 1000, output };
}

function changedPaths(base, head) {
  const paths = new Set([...base.keys(), ...head.keys()]);
  return [...paths].filter((path) => base.get(path) !== head.get(path)).sort();
}

function categoryOf(changed) {
  if (changed.every((path) => path.endsWith('.md'))) {
    return 'DOCUMENTATION';
  }
  if (
    changed.every((path) => /(^|\/)test\//.test(path) || isTest(path) || path === 'package.json')
  ) {
    return 'TESTING';
  }
  return 'REFACTORING';
}

function writeConfig(repo, replayFile, injection) {
  const file = join(repo, '.governance', 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.defaultAgent = 'replay';
  config.agents = { replay: { type: 'replay', file: replayFile } };
  config.injection = { mode: injection };
  // What a user sets after the first run stops on them: package.json lands without a sign-off
  // (a version bump alone needs none by default now; this also lets the releases that change
  // their devDependencies land, as every run before that default did), and a tool gate whose tool this release does not have (no
  // prettier; eslint and a type-checked tsconfig only from some release on) is turned off,
  // as govern's exit-3 message says to.
  if (!flags['default-authorization']) {
    config.authorization = { ...config.authorization, autonomous: ['package.json'] };
  }
  config.gates = Object.fromEntries(
    TOOL_GATE_NAMES.filter((gate) => detectToolCommand(gate, repo) === null).map((gate) => [
      gate,
      { enabled: false },
    ]),
  );
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** One task through `govern run --task`; returns how it ended and what each gate took. */
function runTask(ctx, task, writes, deletes, injection) {
  const replay = existsSync(ctx.replayFile)
    ? JSON.parse(readFileSync(ctx.replayFile, 'utf8'))
    : { version: 1, tasks: {} };
  replay.tasks[task.id] = [{ writes, deletes }];
  writeFileSync(ctx.replayFile, JSON.stringify(replay));
  writeConfig(ctx.repo, ctx.replayFile, injection);
  writeFileSync(ctx.tasksFile, JSON.stringify([{ ...task, maxRetries: 0 }]));
  const added = spawnSync('node', [flags.govern, 'add', '--file', ctx.tasksFile], {
    cwd: ctx.repo,
    encoding: 'utf8',
  });
  if (added.status !== 0) {
    throw new Error(`govern add ${task.id}: ${added.stderr}`);
  }
  const run = timed(ctx.repo, ['node', flags.govern, 'run', '--task', task.id]);
  const ledger = JSON.parse(readFileSync(join(ctx.repo, 'PROGRESS.json'), 'utf8'));
  const entry = ledger.tasks.find((t) => t.id === task.id);
  const recordFile = join(ctx.repo, '.governance', 'tasks', task.id, 'attempt-1.json');
  const record = existsSync(recordFile)
    ? JSON.parse(readFileSync(recordFile, 'utf8'))
    : { verdicts: [] };
  const failing = record.verdicts.find((v) => !v.passed);
  return {
    status: entry?.status ?? 'MISSING',
    gate: entry?.lastFailingGate ?? null,
    // The finding that fails, not a note listed before it (as govern's own summary quotes).
    finding:
      (
        failing?.findings?.find((f) => [undefined, 'error', 'critical'].includes(f.severity)) ??
        failing?.findings?.[0]
      )?.message
        ?.split('\n')[0]
        ?.slice(0, 240) ??
      entry?.reason ??
      null,
    gates: Object.fromEntries(record.verdicts.map((v) => [v.gate, v.durationMs])),
    wallMs: Math.round(run.wallMs),
    cpuMs: Math.round(run.cpuMs),
    exitCode: run.exitCode,
    output: run.exitCode === 0 || run.exitCode === 1 ? '' : run.output.slice(-2000),
  };
}

/** The repository's own checks on the tree as it is: `npm test` and `npm run lint`. */
function ownChecks(repo) {
  const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  const steps = [['npm', 'test']];
  if (manifest.scripts?.lint !== undefined) {
    steps.push(['npm', 'run', 'lint']);
  }
  let wallMs = 0;
  let cpuMs = 0;
  const failed = [];
  for (const step of steps) {
    const result = timed(repo, step);
    wallMs += result.wallMs;
    cpuMs += result.cpuMs;
    if (result.exitCode !== 0) {
      failed.push(
        `${step.join(' ')}: ${result.output.trim().split('\n').slice(-3).join(' | ').slice(0, 300)}`,
      );
    }
  }
  // Tracked files the checks rewrote (a `tsc --build` in `npm test` regenerating committed
  // declarations): the checks pass, but with this toolchain they do not leave the tree as the
  // release has it, which TEST_SUITE refuses in govern.
  const rewrote = release
    .must('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repo })
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((path) => !path.startsWith('.governance/') && path !== 'PROGRESS.json');
  return {
    passed: failed.length === 0,
    failed,
    rewroteTracked: rewrote,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round(cpuMs),
  };
}

function resetTo(repo, commit) {
  git(repo, ['reset', '--hard', '-q', commit]);
  git(repo, ['clean', '-fdq', '-e', 'node_modules', '-e', '.governance', '-e', 'PROGRESS.json']);
}

async function measureSeries(series, tarballs, toolchain, results) {
  const scratch = mkdtempSync(join(tmpdir(), 'govern-bench-real-'));
  const repo = join(scratch, 'repo');
  mkdirSync(repo);
  const ctx = {
    repo,
    replayFile: join(scratch, 'replay.json'),
    tasksFile: join(scratch, 'tasks.json'),
  };
  const releases = series.versions.map((version) =>
    releaseFiles(tarballs, series.name, version, scratch),
  );
  git(repo, ['init', '-q', '-b', 'main']);
  writeFileSync(join(repo, '.git', 'info', 'exclude'), 'node_modules\n.nyc_output\ncoverage\n');
  symlinkSync(toolchain, join(repo, 'node_modules'));
  writeTree(repo, releases[0]);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', `${series.name} ${series.versions[0]}`]);
  const init = spawnSync('node', [flags.govern, 'init', '--project', series.name], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (init.status !== 0) {
    throw new Error(`govern init: ${init.stderr}`);
  }
  const variantsDone = Object.fromEntries(
    [...VARIANT_KINDS, 'benign-traversal-rewrite'].map((kind) => [
      kind,
      results.variants.filter((v) => v.kind === kind).length,
    ]),
  );
  for (let i = 1; i < releases.length; i++) {
    const version = series.versions[i];
    const change = {
      base: releases[i - 1],
      head: releases[i],
      changed: changedPaths(releases[i - 1], releases[i]),
    };
    const base = git(repo, ['rev-parse', 'HEAD']);
    const realWrites = Object.fromEntries(
      change.changed.filter((p) => change.head.has(p)).map((p) => [p, change.head.get(p)]),
    );
    const realDeletes = change.changed.filter((p) => !change.head.has(p));
    const task = {
      category: categoryOf(change.changed),
      // Tasks name folders, as people write them: the top-level entries the release touched.
      targetPath: [...new Set(change.changed.map((p) => p.split('/')[0]))],
      description: `Release ${series.name} ${version}: bring the library from ${series.versions[i - 1]} to ${version}, as published (changes ${change.changed.join(', ')})`,
    };
    // A release that edits its tests or type tests, or what `npm test` runs (TEST_INTEGRITY
    // refuses each unless declared), is a test change its author intends.
    const changesTests =
      change.changed.some((p) => (isTest(p) || isTypeTest(p)) && change.base.has(p)) ||
      testCommandFindings(
        change.changed.map((path) => {
          const [before, after] = [change.base.get(path) ?? null, change.head.get(path) ?? null];
          const status = before === null ? 'added' : after === null ? 'deleted' : 'modified';
          return { path, status, before, after };
        }),
      ).length > 0;
    const declared = flags['declare-test-changes'] && changesTests;
    const outcome = runTask(
      ctx,
      {
        id: `REL-${series.name.replace(/\W/g, '')}-${version}`,
        ...task,
        ...(declared ? { metadata: { allowTestChanges: true } } : {}),
      },
      realWrites,
      realDeletes,
      'shadow',
    );
    if (outcome.status !== 'COMPLETED') {
      // The chain goes on from the real release, as the repository's history did.
      resetTo(repo, base);
      writeTree(repo, change.head, change.base);
      git(repo, ['add', '-A']);
      git(repo, ['commit', '-q', '-m', `${series.name} ${version} (landed by hand)`]);
    }
    const landed = git(repo, ['rev-parse', 'HEAD']);
    // Variants are built on commits that landed: a variant of a refused commit would be
    // "caught" by whatever refused the real change.
    if (outcome.status === 'COMPLETED') {
      resetTo(repo, base);
      runVariants(
        ctx,
        series,
        version,
        change,
        // A release's own test changes are declared in its variants too (see runVariants).
        declared ? { ...task, declaredMetadata: { allowTestChanges: true } } : task,
        realWrites,
        realDeletes,
        variantsDone,
        results,
      );
      resetTo(repo, landed);
    }
    const gateAb = flags['compare-build'] === undefined ? null : await compareGates(repo, change);
    const own = ownChecks(repo);
    // Own checks leave files behind (c8's coverage/): the next run needs a clean tree.
    resetTo(repo, landed);
    results.commits.push({
      series: series.name,
      version,
      category: task.category,
      changed: change.changed.length,
      changesTests,
      declaredTestChanges: declared,
      own,
      gateAb,
      ...outcome,
    });
    console.log(
      `  ${series.name} ${version}: govern ${outcome.status}${outcome.gate === null ? '' : ` at ${outcome.gate}: ${outcome.finding}`}; own checks ${own.passed ? 'pass' : 'FAIL'} (${outcome.wallMs} ms vs ${own.wallMs} ms)`,
    );
  }
  if (!flags.keep) {
    rmSync(scratch, { recursive: true, force: true });
  } else {
    console.log(`kept ${scratch}`);
  }
}

/**
 * SYNTAX_CHECK and AST_LINT of this build and of `--compare-build`, back to back on the same
 * tree and change (the real commit, landed), without the gate cache: what each costs a task.
 */
async function compareGates(repo, change) {
  const mine = await import(join(root, 'dist', 'gates', 'index.js'));
  const other = await import(join(resolve(flags['compare-build']), 'dist', 'gates', 'index.js'));
  const changes = change.changed.map((path) => ({
    path,
    status: !change.base.has(path) ? 'added' : !change.head.has(path) ? 'deleted' : 'modified',
    before: change.base.get(path) ?? null,
    after: change.head.get(path) ?? null,
  }));
  const input = {
    workspace: repo,
    changes,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  };
  const times = {};
  for (const gate of ['SYNTAX_CHECK', 'AST_LINT']) {
    const command = mine.detectToolCommand(gate, repo);
    if (command === null) {
      continue;
    }
    const before = await other.runToolGate(gate, other.detectToolCommand(gate, repo), input);
    const after = await mine.runToolGate(gate, command, input);
    times[gate] = {
      beforeMs: before.durationMs,
      afterMs: after.durationMs,
      beforePassed: before.passed,
      afterPassed: after.passed,
    };
  }
  return times;
}

/**
 * Variant kinds whose defect is a test change. On a release whose own test edits are declared
 * (`--declare-test-changes`) they are not built: declared, they would land by design;
 * undeclared, TEST_INTEGRITY would refuse the release's own edits, and the catch would say
 * nothing about the defect. Every other kind carries the release's declaration, as the
 * release did, so that it is caught by what it plants, not by the release's test edits.
 */
const TEST_KINDS = new Set([
  'skipped-test',
  'skip-option',
  'deleted-test',
  'renamed-test-file',
  'deleted-type-test',
  'removed-table-row',
  'loosened-assertion',
]);

/**
 * A test-defect variant's scope names the folders of the tests it edits, as a task that asks
 * for test work would: otherwise SCOPE refuses a test file the release did not touch, and the
 * catch says nothing about TEST_INTEGRITY.
 */
function scopeFor(kind, variant, targetPath) {
  if (!TEST_KINDS.has(kind)) {
    return targetPath;
  }
  const touched = [...Object.keys(variant.writes ?? {}), ...(variant.deletes ?? [])];
  return [...new Set([...targetPath, ...touched.map((p) => p.split('/')[0])])];
}

/** The defect variants of one landed commit, each from the commit's base, each reset after. */
function runVariants(ctx, series, version, change, task, realWrites, realDeletes, done, results) {
  const base = git(ctx.repo, ['rev-parse', 'HEAD']);
  const { declaredMetadata, ...plainTask } = task;
  for (const kind of [...VARIANT_KINDS, 'benign-traversal-rewrite']) {
    if (done[kind] >= perKind || (declaredMetadata !== undefined && TEST_KINDS.has(kind))) {
      continue;
    }
    const variant =
      kind === 'benign-traversal-rewrite'
        ? benignTraversalRewrite(change)
        : VARIANTS[kind](change, task.targetPath);
    if (variant === null) {
      continue;
    }
    done[kind] += 1;
    const id = variantId(kind, `${series.name}@${version}`);
    const isDocs = variant.category === 'DOCUMENTATION';
    const writes = isDocs ? { ...variant.writes } : { ...realWrites, ...(variant.writes ?? {}) };
    const dropped = new Set(variant.deletes ?? []);
    for (const path of Object.keys(writes).filter((p) => dropped.has(p))) {
      Reflect.deleteProperty(writes, path);
    }
    const deletes = isDocs
      ? []
      : [...realDeletes, ...(variant.deletes ?? [])].filter((p) => !(p in writes));
    const variantTask = {
      id,
      ...plainTask,
      ...(declaredMetadata === undefined ? {} : { metadata: declaredMetadata }),
      ...(variant.category === undefined ? {} : { category: variant.category }),
      ...(variant.description === undefined ? {} : { description: variant.description }),
      targetPath: variant.targetPath ?? scopeFor(kind, variant, plainTask.targetPath),
    };
    const outcome = runTask(ctx, variantTask, writes, deletes, variant.injection ?? 'shadow');
    const benign = kind === 'benign-traversal-rewrite';
    results.variants.push({
      kind,
      series: series.name,
      version,
      id,
      benign,
      declaredReleaseTestChanges: declaredMetadata !== undefined,
      caught: outcome.status !== 'COMPLETED',
      ...outcome,
    });
    console.log(
      `  ${benign ? 'benign ' : 'variant'} ${kind} @${version}: ${outcome.status}${outcome.gate === null ? '' : ` (${outcome.gate}: ${outcome.finding})`}`,
    );
    resetTo(ctx.repo, base);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

function summarize(results) {
  const eligible = results.commits.filter((c) => c.own.passed);
  const rejected = eligible.filter((c) => c.status !== 'COMPLETED');
  const perKindSummary = {};
  for (const variant of results.variants) {
    const row = (perKindSummary[variant.kind] ??= { runs: 0, caught: 0, gates: {} });
    row.runs += 1;
    row.caught += variant.caught ? 1 : 0;
    if (variant.gate !== null) {
      row.gates[variant.gate] = (row.gates[variant.gate] ?? 0) + 1;
    }
  }
  const gateMs = (gate) =>
    results.commits.filter((c) => c.gates[gate] !== undefined).map((c) => c.gates[gate]);
  return {
    realCommits: results.commits.length,
    passingOwnChecks: eligible.length,
    falseRejects: rejected.length,
    falseRejectRate: eligible.length === 0 ? null : rejected.length / eligible.length,
    // Releases declared as intended test changes (--declare-test-changes) among the eligible.
    declaredTestChanges: eligible.filter((c) => c.declaredTestChanges === true).length,
    // How the refused releases split: held for a sign-off by the authorization tiers (a
    // manifest or lock file; DESIGN's semi-autonomous paths), failed by a gate, or stopped
    // otherwise (a tool missing, a crash). All three count in falseRejects above.
    rejectsByKind: {
      approval: rejected.filter((c) => c.status === 'AWAITING_APPROVAL').length,
      gate: rejected.filter((c) => c.status !== 'AWAITING_APPROVAL' && c.gate !== null).length,
      other: rejected.filter((c) => c.status !== 'AWAITING_APPROVAL' && c.gate === null).length,
    },
    rejects: rejected.map((c) => `${c.series}@${c.version}: ${c.gate}: ${c.finding}`),
    // Refused releases whose own checks, with the pinned toolchain, rewrite tracked files.
    rejectsWhoseOwnChecksRewriteTrackedFiles: rejected
      .filter((c) => c.own.rewroteTracked.length > 0)
      .map((c) => `${c.series}@${c.version}: ${c.own.rewroteTracked.join(', ')}`),
    ownCheckFailures: results.commits
      .filter((c) => !c.own.passed)
      .map((c) => `${c.series}@${c.version}: ${c.own.failed.join('; ')}`),
    variants: perKindSummary,
    timePerTask: {
      governWallMsMedian: median(eligible.map((c) => c.wallMs)),
      governCpuMsMedian: median(eligible.map((c) => c.cpuMs)),
      ownChecksWallMsMedian: median(eligible.map((c) => c.own.wallMs)),
      ownChecksCpuMsMedian: median(eligible.map((c) => c.own.cpuMs)),
    },
    gateMsMedian: Object.fromEntries(GATE_NAMES.map((g) => [g, median(gateMs(g))])),
  };
}

function gateAbSummary(results) {
  const out = {};
  for (const gate of ['SYNTAX_CHECK', 'AST_LINT']) {
    const pairs = results.commits.map((c) => c.gateAb?.[gate]).filter((p) => p !== undefined);
    const before = pairs.reduce((sum, p) => sum + p.beforeMs, 0);
    const after = pairs.reduce((sum, p) => sum + p.afterMs, 0);
    out[gate] =
      pairs.length === 0
        ? null
        : {
            tasks: pairs.length,
            beforeMsTotal: before,
            afterMsTotal: after,
            ratio: after / Math.max(1, before),
            passedBefore: pairs.filter((p) => p.beforePassed).length,
            passedAfter: pairs.filter((p) => p.afterPassed).length,
          };
  }
  return out;
}

function compareBaseline(results, file) {
  const before = JSON.parse(readFileSync(file, 'utf8'));
  const ratio = {};
  for (const gate of ['SYNTAX_CHECK', 'AST_LINT']) {
    const pairs = results.commits
      .map((c) => [
        before.commits.find((b) => b.series === c.series && b.version === c.version)?.gates?.[gate],
        c.gates[gate],
      ])
      .filter(([a, b]) => a !== undefined && b !== undefined);
    const sumBefore = pairs.reduce((s, [a]) => s + a, 0);
    const sumAfter = pairs.reduce((s, [, b]) => s + b, 0);
    ratio[gate] =
      pairs.length === 0
        ? null
        : {
            tasks: pairs.length,
            beforeMs: sumBefore,
            afterMs: sumAfter,
            ratio: sumAfter / Math.max(1, sumBefore),
          };
  }
  return ratio;
}

function finish(results) {
  results.summary = summarize(results);
  if (
    flags['compare-build'] !== undefined ||
    results.commits.some((c) => c.gateAb !== null && c.gateAb !== undefined)
  ) {
    results.summary.gateTimeVsCompareBuild = gateAbSummary(results);
  }
  if (flags.baseline !== undefined) {
    results.summary.gateTimeVsBaseline = compareBaseline(results, flags.baseline);
  }
  mkdirSync(dirname(flags.out), { recursive: true });
  writeFileSync(flags.out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results.summary, null, 2));
  console.log(`written ${flags.out}`);
}

if (flags.merge !== undefined) {
  const parts = flags.merge.split(',').map((file) => JSON.parse(readFileSync(file, 'utf8')));
  finish({
    parts: parts.map((p) => ({
      startedAt: p.startedAt,
      finishedAt: p.finishedAt,
      loadAverage: p.loadAverage,
      loadAverageAtEnd: p.loadAverageAtEnd,
    })),
    govern: parts[0]?.govern,
    commits: parts.flatMap((p) => p.commits),
    variants: parts.flatMap((p) => p.variants),
  });
} else {
  const startedAt = new Date().toISOString();
  const load = loadavg();
  const tarballs = fetchTarballs(SERIES);
  const toolchain = installToolchain(TOOLS);
  const results = {
    startedAt,
    govern: flags.govern,
    set: flags.set,
    loadAverage: load,
    commits: [],
    variants: [],
  };
  const parts = flags.part === undefined ? SERIES : [SERIES[Number(flags.part)]];
  for (const series of parts) {
    console.log(`${series.name}: ${series.versions.length - 1} real commits`);
    await measureSeries(series, tarballs, toolchain, results);
  }
  results.finishedAt = new Date().toISOString();
  results.loadAverageAtEnd = loadavg();
  finish(results);
}

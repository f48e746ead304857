// bench:perf part 6 (issue 12): a small JavaScript repository as a new user would try it, serial
// against parallel. On a repository this small whatever parallel mode adds per task (a
// worktree, a cold type checker, the sandbox, re-checks after a rebase) can cost more than the
// gates themselves; this figure shows whether it does.
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { writeFiles } from '../lib/git.mjs';
import {
  flags,
  reproduce,
  say,
  round,
  sec,
  commitRepo,
  measureParallelRun,
  task,
  agentScript,
  work,
  results,
  median,
  SMALL_REPEATS,
} from './context.mjs';
import { perTaskMedians, timeBreakdown } from './throughput.mjs';

const SMALL_TASKS = 12;
const SMALL_AGENT_WAIT_S = 4;
const SMALL_PARALLELS = [1, 6];

/**
 * A checkJs project: plain JavaScript with JSDoc types, tsc as its type checker, eslint's
 * recommended rules, prettier, and node's own test runner. The tools resolve to govern's
 * node_modules (linked in by commitRepo).
 */
function smallFiles() {
  const files = {
    'package.json': `${JSON.stringify(
      {
        name: 'small',
        private: true,
        type: 'module',
        // With a folder: without one, node 20's runner walks the tree and stops on the node_modules
        // link, which in a worktree under the gate sandbox points at a hidden path.
        scripts: { test: 'node --test test/', typecheck: 'tsc' },
        devDependencies: { '@eslint/js': '*', eslint: '*', prettier: '*', typescript: '*' },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          allowJs: true,
          checkJs: true,
          strict: true,
          noEmit: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          skipLibCheck: true,
          types: ['node'],
        },
        include: ['src', 'test'],
      },
      null,
      2,
    )}\n`,
    'eslint.config.js': [
      "import js from '@eslint/js';",
      "import globals from 'globals';",
      '',
      'export default [',
      '  js.configs.recommended,',
      '  { languageOptions: { globals: globals.node } },',
      '];',
      '',
    ].join('\n'),
    '.prettierrc.json': '{ "singleQuote": true }\n',
    '.gitignore': '/node_modules\n',
  };
  for (let i = 1; i <= SMALL_TASKS; i += 1) {
    const n = String(i).padStart(2, '0');
    files[`src/mod${n}.js`] = [
      '/**',
      ' * @param {number} value',
      ' * @returns {number}',
      ' */',
      `export function base${n}(value) {`,
      `  return value + ${i};`,
      '}',
      '',
    ].join('\n');
    files[`test/mod${n}.test.js`] = [
      "import assert from 'node:assert/strict';",
      "import { test } from 'node:test';",
      `import { base${n} } from '../src/mod${n}.js';`,
      '',
      `test('base${n} adds ${i}', () => {`,
      `  assert.equal(base${n}(1), ${i + 1});`,
      '});',
      '',
    ].join('\n');
  }
  return files;
}

export function small() {
  say(
    `\n== 6. small JavaScript repository: ${SMALL_TASKS} independent tasks, agent waits ${SMALL_AGENT_WAIT_S} s, --parallel ${SMALL_PARALLELS.join(' vs ')} ==`,
  );
  const template = join(work, 'small-template');
  writeFiles(template, smallFiles());
  commitRepo(template);
  // Appends a JSDoc-typed, formatted function to its one file: every gate passes first time.
  const agent = agentScript(
    work,
    'agent-small.sh',
    [
      `sleep ${SMALL_AGENT_WAIT_S}`,
      'n=${GOVERN_TASK_ID#S}',
      'printf "\\n/**\\n * @param {number} value\\n * @returns {number}\\n */\\nexport function extra%s(value) {\\n  return value * 2;\\n}\\n" "$n" >> "$GOVERN_TARGET_PATH"',
    ].join('\n'),
  );
  const tasks = Array.from({ length: SMALL_TASKS }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return task(`S${n}`, `src/mod${n}.js`, `Add extra${n}(value) to src/mod${n}.js`);
  });
  const repeats = SMALL_REPEATS;
  const cores = availableParallelism();
  const agentMs = SMALL_TASKS * SMALL_AGENT_WAIT_S * 1000;
  const runs = [];
  const pairs = [];
  // Serial and parallel alternate, one pair after another: the machine's drift between runs
  // (the same serial run's CPU moved by a quarter from one run to the next) falls on both sides.
  for (let repeat = 1; repeat <= repeats; repeat += 1) {
    const pair = SMALL_PARALLELS.map((parallel) => {
      const entry = smallRun(template, agent, tasks, parallel, repeat);
      runs.push(entry);
      return entry;
    });
    pairs.push(pairFigures(pair, agentMs, cores));
  }
  const pick = (key) =>
    pairs.some((p) => p[key] === null) ? null : median(pairs.map((p) => p[key]));
  const figure = {
    target: `--parallel ${SMALL_PARALLELS[1]} at least 2.5x faster than --parallel 1; its CPU at most 1.5x the serial run's`,
    cores,
    runs,
    pairs,
    // With --small-repeat above 1, the medians over the pairs; each pair's own are in `pairs`.
    floorMs: pick('floorMs'),
    speedup: pick('speedup'),
    cpuRatio: pick('cpuRatio'),
    wallToFloor: pick('wallToFloor'),
    method:
      `wall time of \`govern run --parallel N\` on a fresh copy of a ${SMALL_TASKS}-module checkJs repository ` +
      '(tsc, eslint recommended, prettier, `node --test`), default REFACTORING chain; CPU = user+sys of govern ' +
      'and every process under it, sandboxed tools included (a cpuacct cgroup; GNU time, which misses them, where there is none); floor = max(tasks x agent wait / N, serial CPU / cores); ' +
      'per-task breakdown from the attempt records as in the throughput figure; with --small-repeat N, N serial/parallel pairs in turn and the medians of their ratios',
    command: repeats === 1 ? reproduce('small') : `${reproduce('small')} --small-repeat=${repeats}`,
  };
  results.figures.smallRepository = figure;
  if (repeats > 1) {
    say(
      `pairs: ${pairs.map((p) => `${p.speedup}x / CPU ${p.cpuRatio ?? '?'}x`).join(', ')}; targets met in ` +
        `${pairs.filter((p) => p.speedup >= 2.5).length} of ${repeats} (speed) and ` +
        `${pairs.filter((p) => p.cpuRatio !== null && p.cpuRatio <= 1.5).length} of ${repeats} (CPU)`,
    );
  }
  say(
    `=> --parallel ${SMALL_PARALLELS[1]} is ${figure.speedup}x the serial speed (target >= 2.5x), CPU ${figure.cpuRatio ?? '?'}x ` +
      `the serial run's (target <= 1.5x); floor ${figure.floorMs === null ? '?' : sec(figure.floorMs)} on ${cores} cores, ` +
      `wall ${figure.wallToFloor ?? '?'}x of it${repeats > 1 ? ` (medians of ${repeats} pairs)` : ''}`,
  );
  say(`   reproduce: ${figure.command}`);
}

/** One `govern run --parallel N` of the small repository's tasks on a fresh copy. */
function smallRun(template, agent, tasks, parallel, repeat) {
  const repo = join(work, `small-p${parallel}-${repeat}`);
  const {
    loadAverageBefore: load,
    timed,
    completed,
    attempts,
  } = measureParallelRun(template, repo, { agent, parallel }, tasks);
  const entry = {
    parallel,
    repeat,
    wallMs: round(timed.wallMs),
    // govern, git, the agents' shells and every gate process: the agents only sleep, so
    // nearly all of it is the gates and the kernel around them.
    cpuMs: timed.cpuMs === null ? null : round(timed.cpuMs),
    cpuSource: timed.cpuSource,
    // What GNU time alone sees (the figure before cpuacct): the sandboxed tools are missing.
    timeCpuMs: timed.timeCpuMs === null ? null : round(timed.timeCpuMs),
    exitCode: timed.status,
    completed,
    attempts,
    loadAverageBefore: load,
    ...timeBreakdown(repo, tasks),
  };
  say(
    `--parallel ${parallel}: ${sec(entry.wallMs)} wall, CPU ${entry.cpuMs === null ? '?' : sec(entry.cpuMs)} (${entry.cpuSource}; GNU time ${entry.timeCpuMs === null ? '?' : sec(entry.timeCpuMs)}); ` +
      `${completed}/${SMALL_TASKS} COMPLETED in ${attempts} attempts (load before: ${load.join(' ')})`,
  );
  say(perTaskMedians(entry));
  if (!flags.keep) {
    rmSync(repo, { recursive: true, force: true });
  }
  return entry;
}

/**
 * One pair's ratios. No schedule beats the agents' time spread over N slots, nor the serial
 * run's CPU spread over the cores (the least CPU the gates need, measured with the least
 * contention).
 */
function pairFigures([serial, wide], agentMs, cores) {
  const floorMs =
    serial.cpuMs === null ? null : round(Math.max(agentMs / wide.parallel, serial.cpuMs / cores));
  return {
    floorMs,
    speedup: round(serial.wallMs / wide.wallMs, 2),
    cpuRatio:
      serial.cpuMs === null || wide.cpuMs === null ? null : round(wide.cpuMs / serial.cpuMs, 2),
    wallToFloor: floorMs === null ? null : round(wide.wallMs / floorMs, 2),
  };
}

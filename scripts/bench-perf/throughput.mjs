// bench:perf part 1: throughput of independent tasks at --parallel 1/4/8.
import { cpSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { throughputFiles } from '../bench/perf-repos.mjs';
import { must, writeFiles } from '../lib/git.mjs';
import {
  root,
  flags,
  reproduce,
  KERNEL_GATES,
  say,
  median,
  round,
  ms,
  sec,
  commitRepo,
  governInit,
  measureParallelRun,
  task,
  agentScript,
  readAudit,
  attemptRecords,
  timedGovern,
  work,
  results,
  TOOL_GATES_OFF,
} from './context.mjs';

// 1. Throughput -----------------------------------------------------------------------
const THROUGHPUT_TASKS = 24;
const AGENT_WAIT_S = 3;

function throughputRepo() {
  const dir = join(work, 'throughput-template');
  writeFiles(dir, throughputFiles());
  must(join(root, 'node_modules', '.bin', 'prettier'), ['--write', '--log-level', 'warn', '.'], {
    cwd: dir,
  });
  commitRepo(dir);
  return dir;
}

export function throughput() {
  say('\n== 1. throughput: 24 independent tasks, agent waits 3 s, REFACTORING gates ==');
  const template = throughputRepo();
  // Waits, then appends a correct, formatted, linted function to its one target file.
  const agent = agentScript(
    work,
    'agent-throughput.sh',
    [
      `sleep ${AGENT_WAIT_S}`,
      'n=${GOVERN_TASK_ID#T}',
      // 07 would be an octal literal: the factor drops the leading zero.
      'printf "\\nexport function extra%s(value: number): number {\\n  return value * %s;\\n}\\n" "$n" "${n#0}" >> "$GOVERN_TARGET_PATH"',
    ].join('\n'),
  );
  const tasks = Array.from({ length: THROUGHPUT_TASKS }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return task(`T${n}`, `src/mod${n}.ts`, `Add extra${n}(value) to src/mod${n}.ts`);
  });
  const runs = [];
  for (const parallel of flags.parallels.split(',').map(Number)) {
    const repo = join(work, `throughput-p${parallel}`);
    const { timed, completed, attempts } = measureParallelRun(
      template,
      repo,
      { agent, parallel },
      tasks,
    );
    const idealMs = (THROUGHPUT_TASKS * AGENT_WAIT_S * 1000) / parallel;
    const breakdown = timeBreakdown(repo, tasks);
    const landings = readAudit(repo)
      .filter((event) => event.type === 'task.completed')
      .map((event) => Date.parse(event.at));
    const runStarted = Date.parse(readAudit(repo).find((e) => e.type === 'run.started').at);
    // Once the first wave is in, tasks land one by one behind the landing lock: the interval
    // between landings is the pipeline's pace.
    const intervals = landings.slice(1).map((at, i) => at - landings[i]);
    const entry = {
      parallel,
      wallMs: round(timed.wallMs),
      idealMs,
      ratioToIdeal: round(timed.wallMs / idealMs, 2),
      cpuMs: timed.cpuMs === null ? null : round(timed.cpuMs),
      exitCode: timed.status,
      completed,
      attempts,
      firstLandingMs: landings.length === 0 ? null : landings[0] - runStarted,
      landingIntervalMedianMs: median(intervals),
      ...breakdown,
    };
    runs.push(entry);
    say(
      `--parallel ${parallel}: ${sec(timed.wallMs)} wall, ideal ${sec(idealMs)}, ratio ${entry.ratioToIdeal}x; ` +
        `${completed}/${THROUGHPUT_TASKS} COMPLETED in ${attempts} attempts; CPU ${timed.cpuMs === null ? '?' : sec(timed.cpuMs)}`,
    );
    say(`${perTaskMedians(breakdown)}; landing phases summed ${sec(breakdown.landingTotalMs)}`);
    say(
      `   first task landed after ${sec(entry.firstLandingMs)}, then one every ${ms(entry.landingIntervalMedianMs)} (median)`,
    );
  }
  const cores = availableParallelism();
  // Total CPU hardly depends on N; the serial run measures it with the least contention.
  const reference = runs.find((r) => r.parallel === 1) ?? runs[0];
  const cpuPerTaskMs = reference.cpuMs === null ? null : reference.cpuMs / THROUGHPUT_TASKS;
  const figure = {
    target: 'N=8 within 1.5x of ideal',
    runs,
    cpuPerTaskMs: cpuPerTaskMs === null ? null : round(cpuPerTaskMs),
    // With every gate process competing for the cores, no schedule beats total CPU / cores.
    cpuBoundFloorMsAtN8:
      cpuPerTaskMs === null
        ? null
        : round(
            Math.max(
              (THROUGHPUT_TASKS * cpuPerTaskMs) / cores,
              (THROUGHPUT_TASKS * AGENT_WAIT_S * 1000) / 8,
            ),
          ),
    method:
      'wall time of `govern run --parallel N` (24 PENDING tasks, fresh copy of the repository each time); ' +
      'ideal = tasks x 3 s / N; CPU = user+sys of govern and every process it waited for (GNU time); ' +
      'per-task breakdown from the attempt records (govern show ID --json): agent = agent.durationMs, ' +
      'gates = sum of verdict durations, commit+landing = finishedAt - startedAt - agent - gates ' +
      '(commit, waiting for the landing lock, rebase, TYPE_CHECK/TEST_SUITE re-run, fast-forward)',
    command: reproduce('throughput'),
  };
  // The scheduler alone: the same 24 tasks at N=8 with only the kernel's own gates (no tsc,
  // eslint, prettier or test runner), so the cores are not the limit.
  {
    const repo = join(work, 'throughput-kernel-gates');
    cpSync(template, repo, { recursive: true, verbatimSymlinks: true });
    const kernelGates = KERNEL_GATES;
    governInit(
      repo,
      {
        agent,
        parallel: 8,
        categories: { REFACTORING: { gates: kernelGates } },
        gates: TOOL_GATES_OFF,
      },
      tasks,
    );
    const timed = timedGovern(['run', '--workspace', repo, '--parallel', '8'], repo);
    const idealMs = (THROUGHPUT_TASKS * AGENT_WAIT_S * 1000) / 8;
    figure.kernelGatesOnlyAtN8 = {
      gates: kernelGates,
      wallMs: round(timed.wallMs),
      idealMs,
      ratioToIdeal: round(timed.wallMs / idealMs, 2),
      cpuMs: timed.cpuMs === null ? null : round(timed.cpuMs),
      exitCode: timed.status,
    };
    say(
      `--parallel 8 with the kernel's own gates only (the scheduler without the tools): ${sec(timed.wallMs)} wall, ` +
        `ratio ${figure.kernelGatesOnlyAtN8.ratioToIdeal}x; CPU ${timed.cpuMs === null ? '?' : sec(timed.cpuMs)}`,
    );
  }
  results.figures.throughput = figure;
  const n8 = runs.find((r) => r.parallel === 8);
  say(
    `=> N=8: ${n8.ratioToIdeal}x of ideal (target <= 1.5x); CPU per task ${figure.cpuPerTaskMs === null ? '?' : ms(figure.cpuPerTaskMs)}, ` +
      `so on ${cores} cores N=8 cannot beat ${figure.cpuBoundFloorMsAtN8 === null ? '?' : sec(figure.cpuBoundFloorMsAtN8)}`,
  );
  say(`   reproduce: ${figure.command}`);
}

/** Where each task's time went, from its attempt records. */
export function timeBreakdown(repo, tasks) {
  const agent = [];
  const gates = [];
  const landing = [];
  const perGate = {};
  for (const { id } of tasks) {
    for (const record of attemptRecords(repo, id)) {
      if (record.finishedAt === null || record.agent === null) {
        continue;
      }
      const totalMs = Date.parse(record.finishedAt) - Date.parse(record.startedAt);
      const gateMs = record.verdicts
        .filter((v) => v.gate !== 'AGENT')
        .reduce((sum, v) => sum + v.durationMs, 0);
      agent.push(record.agent.durationMs);
      gates.push(gateMs);
      landing.push(totalMs - record.agent.durationMs - gateMs);
      for (const verdict of record.verdicts) {
        (perGate[verdict.gate] ??= []).push(verdict.durationMs);
      }
    }
  }
  return {
    median: {
      agentMs: median(agent),
      gatesMs: median(gates),
      landingMs: median(landing),
      perGateMs: Object.fromEntries(Object.entries(perGate).map(([g, xs]) => [g, median(xs)])),
    },
    landingTotalMs: landing.reduce((a, b) => a + b, 0),
  };
}

/** The line that prints a `timeBreakdown`'s medians per task. */
export function perTaskMedians(breakdown) {
  return (
    `   per task (median): agent ${ms(breakdown.median.agentMs)}, gates ${ms(breakdown.median.gatesMs)} ` +
    `(${Object.entries(breakdown.median.perGateMs)
      .map(([gate, value]) => `${gate} ${ms(value)}`)
      .join(', ')}), commit+landing ${ms(breakdown.median.landingMs)}`
  );
}

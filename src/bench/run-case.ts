import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TaskStatus } from '../common/index.js';
import { TASK_CATEGORIES } from '../common/index.js';
import { CONFIG_PATH } from '../config/index.js';
import {
  addTasks,
  approveTask,
  findRuleLeaks,
  initWorkspace,
  rejectTask,
  resetTask,
  runTasks,
} from '../kernel/index.js';
import { loadLedger, readAttemptRecords } from '../ledger/index.js';
import type { LedgerTask, StepName } from '../ledger/index.js';
import type { SentPrompt } from '../kernel/index.js';
import { gitOrThrow, runGit } from '../workspace/index.js';
import type { BenchAction, BenchCase } from './case-schema.js';
import { classifyAction } from './classify.js';
import { STUB_AGENT_SOURCE } from './stub-agent.js';

/** The kernel gates, plus the repository's tests through `node --test` (offline, fast). */
export const BENCH_DEFAULT_GATES = [
  'SCOPE',
  'CONSTITUTION',
  'SECRETS',
  'ANTI_STUB',
  'TEST_INTEGRITY',
  'INJECTION',
  'SECURITY_REGRESSION',
  'TEST_SUITE',
] as const;

/** What the kernel did with a case, read back from the ledger, git and the attempt records. */
export interface CaseObservation {
  readonly action: BenchAction | null;
  readonly outcome: TaskStatus | null;
  readonly reason: string | null;
  readonly lastFailingGate: StepName | null;
  readonly llmConsulted: boolean;
  readonly agentsCalled: readonly string[];
  readonly committed: boolean;
  readonly injectionLabelled: boolean;
  readonly files: Readonly<Record<string, string | null>>;
  /** A step that threw (a kernel error, not a governed outcome). */
  readonly error: string | null;
  /**
   * Prompts that carried a rule of the case's constitution (beyond the finding of the rule
   * the previous attempt broke): any entry fails the case, whatever it expects.
   */
  readonly promptLeaks: readonly string[];
}

export interface RunCaseOptions {
  /** Parent folder for the case's temporary directory (removed afterwards). */
  readonly tempRoot: string;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** Keep the temporary repository (for debugging a case). */
  readonly keep?: boolean;
  /** Forces `gateway.references` over the case's own config. */
  readonly references?: 'ir' | 'full';
}

/**
 * Runs one case through the kernel, exactly as `govern init/add/run/approve/reject/reset`
 * would, in a fresh git repository under `tempRoot`, and observes the result.
 */
export async function runBenchCase(
  spec: BenchCase,
  options: RunCaseOptions,
): Promise<CaseObservation> {
  const dir = mkdtempSync(join(options.tempRoot, `${spec.id}-`));
  const repo = join(dir, 'repo');
  const callLog = join(dir, 'calls.log');
  const taskId = spec.expect.taskId ?? spec.tasks.at(-1)?.id ?? '';
  let lastRunCalls: string[] = [];
  let error: string | null = null;
  try {
    await createRepository(repo, spec.files);
    await initWorkspace({ dir: repo, projectName: spec.id, force: false });
    writeConfig(dir, repo, callLog, spec, options.references);
    const tasksFile = join(dir, 'tasks.json');
    writeFileSync(tasksFile, JSON.stringify(spec.tasks));
    await addTasks({ dir: repo, file: tasksFile });
    for (const step of spec.steps) {
      if ('run' in step) {
        const before = readCalls(callLog).length;
        // Unsandboxed on purpose: the stub agents log their calls outside the repository
        // (so "no agent consulted" is counted), which the sandbox would rightly block. The
        // bench measures decisions; the sandbox has its own escape suite. Kernel-side checks
        // (scope, governance files) must hold without it, and the cases show they do.
        await runTasks({
          dir: repo,
          hostEnv: options.hostEnv,
          rerun: step.run.rerun,
          sandbox: false,
        });
        lastRunCalls = readCalls(callLog).slice(before);
      } else if ('approve' in step) {
        await approveTask({
          dir: repo,
          taskId,
          by: step.approve.by,
          hostEnv: options.hostEnv,
          sandbox: false,
        });
      } else if ('reject' in step) {
        await rejectTask({ dir: repo, taskId, why: step.reject.why, by: step.reject.by });
      } else if ('reset' in step) {
        await resetTask(repo, taskId);
      } else {
        await commitByPerson(repo, taskId, step.commit.writes, step.commit.revertTaskCommit);
      }
    }
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  try {
    return await observe(spec, repo, taskId, lastRunCalls, error);
  } finally {
    if (options.keep !== true) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

async function createRepository(repo: string, files: Readonly<Record<string, string>>) {
  mkdirSync(repo, { recursive: true });
  writeFiles(repo, { 'README.md': '# bench workspace\n', ...files });
  await gitOrThrow(repo, ['init', '-q', '-b', 'main']);
  await gitOrThrow(repo, ['add', '-A']);
  await gitOrThrow(repo, ['commit', '-q', '-m', 'baseline']);
}

function writeFiles(root: string, files: Readonly<Record<string, string>>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/**
 * The bench default config (every category runs BENCH_DEFAULT_GATES, one retry, tests via
 * `node --test`), the case's stub agents, then the case's overrides on top.
 */
function writeConfig(
  dir: string,
  repo: string,
  callLog: string,
  spec: BenchCase,
  references: 'ir' | 'full' | undefined,
): void {
  const stub = join(dir, 'stub-agent.mjs');
  writeFileSync(stub, STUB_AGENT_SOURCE);
  const agents: Record<string, unknown> = {};
  for (const [name, agent] of Object.entries(spec.agents)) {
    const behaviour = join(dir, `agent-${name}.json`);
    writeFileSync(behaviour, JSON.stringify(agent.calls));
    agents[name] = {
      type: 'script',
      command: process.execPath,
      args: [stub, behaviour, callLog, name],
    };
  }
  const file = join(repo, CONFIG_PATH);
  const base = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const defaults: Record<string, unknown> = {
    ...base,
    agents,
    defaultAgent: Object.keys(spec.agents)[0],
    gates: { TEST_SUITE: { command: process.execPath, args: ['--test'], timeoutMs: 60_000 } },
    categories: Object.fromEntries(
      TASK_CATEGORIES.map((category) => [category, { gates: BENCH_DEFAULT_GATES, maxRetries: 1 }]),
    ),
  };
  const merged = mergeConfig(defaults, spec.config);
  const config =
    references === undefined ? merged : mergeConfig(merged, { gateway: { references } });
  writeFileSync(file, JSON.stringify(config, null, 2));
}

/** Objects merge key by key; arrays and scalars replace. */
export function mergeConfig(
  base: Readonly<Record<string, unknown>>,
  override: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const known = out[key];
    out[key] = isPlainObject(known) && isPlainObject(value) ? mergeConfig(known, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function commitByPerson(
  repo: string,
  taskId: string,
  files: Readonly<Record<string, string>>,
  revert: boolean,
): Promise<void> {
  if (revert) {
    const commit = taskCommits(
      await gitOrThrow(repo, ['log', '--format=%H %(trailers:key=Task-Id,valueonly,separator=)']),
      taskId,
    )[0];
    if (commit === undefined) {
      throw new Error(`no commit of ${taskId} to revert`);
    }
    await gitOrThrow(repo, ['revert', '--no-edit', commit]);
  }
  if (Object.keys(files).length > 0) {
    writeFiles(repo, files);
    await gitOrThrow(repo, ['add', '-A']);
    await gitOrThrow(repo, ['commit', '-q', '-m', 'a person changes the workspace']);
  }
}

function taskCommits(log: string, taskId: string): string[] {
  return log
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter(([, id]) => id === taskId)
    .map(([hash]) => hash ?? '');
}

function readCalls(callLog: string): string[] {
  return existsSync(callLog)
    ? readFileSync(callLog, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
    : [];
}

async function observe(
  spec: BenchCase,
  repo: string,
  taskId: string,
  lastRunCalls: readonly string[],
  error: string | null,
): Promise<CaseObservation> {
  const agentsCalled = lastRunCalls.map((line) => line.split(' ')[0] ?? '');
  const llmConsulted = agentsCalled.some((name) => (spec.agents[name]?.tier ?? 1) >= 1);
  const files: Record<string, string | null> = {};
  for (const path of Object.keys(spec.expect.files ?? {})) {
    const file = join(repo, path);
    files[path] = existsSync(file) ? readFileSync(file, 'utf8') : null;
  }
  const loaded = existsSync(repo) ? loadLedger(repo) : null;
  const task: LedgerTask | undefined =
    loaded?.kind === 'ok' ? loaded.ledger.tasks.find((t) => t.id === taskId) : undefined;
  // A repository that never got its first commit has no log: nothing was committed.
  const log = await runGit(repo, [
    'log',
    '--format=%H %(trailers:key=Task-Id,valueonly,separator=)',
  ]);
  const committed = log.exitCode === 0 && taskCommits(log.stdout, taskId).length > 0;
  const records = task === undefined ? [] : readAttemptRecords(repo, taskId).records;
  const constitution = spec.files[CONSTITUTION_FILE];
  const promptLeaks =
    constitution === undefined || loaded?.kind !== 'ok'
      ? []
      : await findRuleLeaks(constitution, sentPrompts(repo, loaded.ledger.tasks));
  const injectionLabelled = records.some(
    (record) =>
      (record.context?.injection ?? []).some((found) => found.verdict !== 'benign') ||
      record.verdicts.some(
        (verdict) => verdict.gate === 'INJECTION' && verdict.findings.length > 0,
      ),
  );
  return {
    action: task === undefined ? null : classifyAction(task),
    outcome: task?.status ?? null,
    reason: task?.reason ?? null,
    lastFailingGate: task?.lastFailingGate ?? null,
    llmConsulted,
    agentsCalled,
    committed,
    injectionLabelled,
    files,
    error: error ?? (task === undefined ? `task ${taskId} is not in the ledger` : null),
    promptLeaks,
  };
}

const CONSTITUTION_FILE = '.governance/constitution.json';

/** Every prompt the run gave an agent, read from the attempt records of every task. */
function sentPrompts(repo: string, tasks: readonly LedgerTask[]): SentPrompt[] {
  return tasks.flatMap((task) => {
    const records = readAttemptRecords(repo, task.id).records;
    return records.flatMap((record) => {
      if (record.promptPath === null || !existsSync(record.promptPath)) {
        return [];
      }
      const previous = records.find((other) => other.attempt === record.attempt - 1);
      return [
        {
          label: `${task.id} attempt ${String(record.attempt)}`,
          text: readFileSync(record.promptPath, 'utf8'),
          previousFindingRules: (previous?.verdicts ?? []).flatMap((verdict) =>
            verdict.findings.map((finding) => finding.rule),
          ),
        },
      ];
    });
  });
}

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { govern, governAsyncResult, ROOT } from './cli.js';
import type { CliResult } from './cli.js';
import { startFakeModelServer } from './fake-model-server.js';
import type { FakeModelServer } from './fake-model-server.js';
import { git, makeRepo } from './git-repo.js';
import { makeTempDir } from './temp.js';

/*
 * Shared by the loop-level agent suites: the real agent CLIs, started by `govern run` (the
 * kernel's own path: config, ledger, sandbox, gates, commit) inside the real bwrap sandbox,
 * against the fake model server on 127.0.0.1, which the policy's network allowlist names
 * explicitly. Each task's prompt carries a marker the server routes on, so one run meets an
 * edit, each HTTP error and a hang.
 */

export const BIN = join(ROOT, 'node_modules', '.bin');
export const KEY = 'sk-test-agent-key-3c9e';
export const KERNEL_SECRET = 'kernel-only-secret-must-not-leak-77d1';
export const TARGET = 'src/answer.ts';
export const NEW_CONTENT = 'export const answer = 42;\n';
export const EDIT = `mkdir -p src && printf 'export const answer = 42;\\n' > ${TARGET}`;
/** What the fake model bills for the tool-call turn and the final turn. */
export const USAGE = {
  usage: { input: 100, output: 10, cached: 5 },
  finalUsage: { input: 200, output: 20 },
};

export interface LoopTask {
  readonly id: string;
  readonly timeoutMs?: number;
}

export interface AttemptJson {
  agent: {
    name: string;
    exitCode: number | null;
    timedOut: boolean;
    costUsd: number | null;
    tokens: { input: number; output: number; cached: number };
    sessionId: string | null;
    model: string | null;
  } | null;
  verdicts: { gate: string; passed: boolean; findings: { rule: string; message: string }[] }[];
  outcome: string;
  commit: string | null;
}

export interface StatusRow {
  id: string;
  status: string;
  commit: string | null;
  lastFailingGate: string | null;
}

/** A repo governed by `agents` (with "main" the default), the sandbox allowing the fake server. */
export function setupRepo(
  server: FakeModelServer,
  agents: Readonly<Record<string, Record<string, unknown>>>,
  tasks: readonly LoopTask[],
): string {
  const repo = makeRepo({ 'README.md': '# fixture\n', 'src/.keep': '' });
  expect(govern(repo, ['init']).code).toBe(0);
  const port = new URL(server.url).port;
  writeFileSync(
    join(repo, '.governance', 'config.json'),
    JSON.stringify({
      version: 1,
      projectName: 'agents-loop',
      defaultAgent: 'main',
      agents,
      policy: { networkAccess: true, networkAllowlist: [`127.0.0.1:${port}`] },
      categories: { REFACTORING: { gates: ['SCOPE', 'ANTI_STUB'] } },
    }),
  );
  addTasks(repo, tasks);
  return repo;
}

export function addTasks(repo: string, tasks: readonly LoopTask[]): void {
  const file = join(makeTempDir('govern-tasks-'), 'tasks.json');
  writeFileSync(
    file,
    JSON.stringify(
      tasks.map((t) => ({
        id: t.id,
        category: 'REFACTORING',
        targetPath: TARGET,
        description: `Set ${TARGET} to export answer = 42. MARK-${t.id}`,
        maxRetries: 0,
        ...(t.timeoutMs === undefined ? {} : { timeoutMs: t.timeoutMs }),
      })),
    ),
  );
  const added = govern(repo, ['add', '--file', file]);
  expect(added.code, added.stderr).toBe(0);
}

/** `govern run` with the CLIs on PATH, the agent's key, and a secret only the kernel has. */
export function runGovern(repo: string, args: readonly string[] = []): Promise<CliResult> {
  return governAsyncResult(repo, ['run', ...args], {
    PATH: `${BIN}:${process.env['PATH'] ?? '/usr/bin:/bin'}`,
    TEST_AGENT_KEY: KEY,
    KERNEL_SECRET,
  });
}

export function attempt(repo: string, id: string, n = 1): AttemptJson {
  const file = join(repo, '.governance', 'tasks', id, `attempt-${n}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as AttemptJson;
}

export function rows(repo: string): Map<string, StatusRow> {
  const parsed = JSON.parse(govern(repo, ['status', '--json']).stdout) as { tasks: StatusRow[] };
  return new Map(parsed.tasks.map((row) => [row.id, row]));
}

/** The attempt failed before the gates, with this kind as the AGENT step's rule. */
export function expectAgentFailure(repo: string, id: string, kind: string): AttemptJson {
  const record = attempt(repo, id);
  expect(rows(repo).get(id)).toMatchObject({ status: 'FAILED', lastFailingGate: 'AGENT' });
  expect(record.outcome).toBe('rolled_back');
  expect(record.commit).toBeNull();
  expect(record.verdicts).toHaveLength(1);
  expect(record.verdicts[0]).toMatchObject({ gate: 'AGENT', passed: false });
  expect(record.verdicts[0]?.findings[0]?.rule, JSON.stringify(record.verdicts)).toBe(kind);
  return record;
}

/** The edit landed through the loop: one governed commit holding exactly the new file. */
export function expectLanded(repo: string, id: string): AttemptJson {
  const row = rows(repo).get(id);
  expect(row?.status, JSON.stringify(attempt(repo, id))).toBe('COMPLETED');
  const record = attempt(repo, id);
  expect(record.outcome).toBe('committed');
  expect(record.commit).toBe(row?.commit);
  expect(git(repo, 'show', '--format=%s', '--name-only', row?.commit ?? 'HEAD')).toBe(
    `govern(${id}): Set ${TARGET} to export answer = 42. MARK-${id}\n\n${TARGET}\n`,
  );
  expect(git(repo, 'show', `${row?.commit ?? 'HEAD'}:${TARGET}`)).toBe(NEW_CONTENT);
  return record;
}

/** The audit log says the attempt ran in bwrap behind the allowlist proxy. */
export function expectSandboxed(repo: string, id: string): void {
  const events = readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const sandbox = events.find((e) => e['type'] === 'attempt.sandbox' && e['task'] === id);
  expect(sandbox).toMatchObject({ mechanism: 'bwrap', network: { mode: 'proxy' } });
}

/** No model request carried the kernel's own secret. */
export function expectNoLeak(server: FakeModelServer): void {
  for (const request of server.requests) {
    expect(request.body + JSON.stringify(request.headers)).not.toContain(KERNEL_SECRET);
  }
}

/** The fake server with a route per task marker. */
export async function startLoopServer(): Promise<FakeModelServer> {
  const server = await startFakeModelServer();
  server.route('MARK-EDIT', { kind: 'shell', command: EDIT, ...USAGE });
  server.route('MARK-E401', { kind: 'error', status: 401 });
  server.route('MARK-E429', { kind: 'error', status: 429 });
  server.route('MARK-E500', { kind: 'error', status: 500 });
  server.route('MARK-HANG', { kind: 'hang' });
  return server;
}

// EDIT last: claude puts recent commits in its context, and a landed "MARK-EDIT" commit
// would route the later tasks' requests to the edit reply.
const TASKS: readonly LoopTask[] = [
  { id: 'E401' },
  { id: 'E429' },
  { id: 'E500' },
  { id: 'HANG', timeoutMs: 4_000 },
  { id: 'EDIT' },
];

/** The failures a model server can cause, each routed by its task's marker. */
export type ServerFailure = 'E401' | 'E429' | 'E500' | 'HANG';
const ALL_FAILURES: readonly ServerFailure[] = ['E401', 'E429', 'E500', 'HANG'];

/**
 * One `govern run` over the EDIT task and the server failures asked for (all by default), then
 * the two failures that start no process: a missing key and a missing binary, each through its
 * own configured agent ("nokey", "nobin").
 */
export async function runAll(
  server: FakeModelServer,
  agents: Record<string, Record<string, unknown>>,
  failures: readonly ServerFailure[] = ALL_FAILURES,
): Promise<string> {
  const repo = setupRepo(
    server,
    agents,
    TASKS.filter((t) => t.id === 'EDIT' || (failures as readonly string[]).includes(t.id)),
  );
  const run = await runGovern(repo);
  // Some tasks failed: exit 1 (a governed failure), never a crash (70) or a pass (0).
  expect(run.code, run.stdout + run.stderr).toBe(1);
  addTasks(repo, [{ id: 'NOKEY' }, { id: 'NOBIN' }]);
  expect((await runGovern(repo, ['--agent', 'nokey', '--task', 'NOKEY'])).code).toBe(1);
  expect((await runGovern(repo, ['--agent', 'nobin', '--task', 'NOBIN'])).code).toBe(1);
  return repo;
}

/** Each failure is its own kind in the ledger; every attempt ran sandboxed; nothing leaked. */
export function expectFailures(
  server: FakeModelServer,
  repo: string,
  failures: readonly ServerFailure[] = ALL_FAILURES,
): void {
  const kinds: Record<ServerFailure, string> = {
    E401: 'auth',
    E429: 'rate-limit',
    E500: 'server-error',
    HANG: 'timeout',
  };
  for (const id of failures) {
    const record = expectAgentFailure(repo, id, kinds[id]);
    if (id === 'HANG') {
      expect(record.agent?.timedOut).toBe(true);
    }
  }
  expectAgentFailure(repo, 'NOKEY', 'missing-key');
  expectAgentFailure(repo, 'NOBIN', 'spawn');
  for (const id of ['EDIT', ...failures]) {
    expectSandboxed(repo, id);
  }
  expectNoLeak(server);
}

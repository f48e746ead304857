import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { expect, onTestFinished } from 'vitest';
import { GOVERN_BIN, govern, governAsyncResult } from './cli.js';
import { git, writeFiles } from './git-repo.js';
import { startRedis } from './redis.js';
import { makeTempDir } from './temp.js';

// A cluster for the distributed-mode tests: a real redis-server, a bare repository as the
// shared remote, a coordinator clone, and workers as separate `govern worker` processes with
// their own clones. The agent is a script: it sleeps, then writes its task's file.

export const PASSWORD = 'queue-pw-7f3a9c';
export const FAKE_KEY = 'sk-fake-distributed-0c1d2e3f4a5b6c7d';

export interface Cluster {
  readonly root: string;
  readonly remote: string;
  readonly coordinator: string;
  readonly url: string;
  readonly redis: Redis;
  readonly stopRedis: () => Promise<void>;
}

export function task(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    category: 'REFACTORING',
    targetPath: `src/${id}.ts`,
    description: `task ${id}`,
    ...extra,
  };
}

export async function cluster(
  tasks: unknown[],
  options: {
    sleep?: number;
    /** Seconds by task id, instead of `sleep`, for the tasks named. */
    sleepFor?: Readonly<Record<string, number>>;
    costUsd?: number;
    budget?: Record<string, unknown>;
    testCommand?: string;
    /** The TEST_SUITE gate's script (check.mjs), which passes at once by default. */
    checkScript?: string;
  } = {},
): Promise<Cluster> {
  const { port, stop } = await startRedis(PASSWORD);
  const root = makeTempDir('govern-dist-');
  const remote = join(root, 'remote.git');
  git(root, 'init', '-q', '--bare', '-b', 'main', remote);
  const seed = join(root, 'seed');
  git(root, 'clone', '-q', remote, seed);
  writeFiles(seed, {
    'check.mjs': options.checkScript ?? 'process.exit(0);\n',
    'src/.keep': '',
    '.gitignore': '/.governance/\n',
  });
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'initial');
  git(seed, 'push', '-q', 'origin', 'main');
  const coordinator = join(root, 'coordinator');
  git(root, 'clone', '-q', remote, coordinator);
  expect(govern(coordinator, ['init']).code).toBe(0);
  const agent = join(root, 'agent.sh');
  const usage = options.costUsd === undefined ? '' : `echo '{"costUsd": ${options.costUsd}}'\n`;
  const sleeps = Object.entries(options.sleepFor ?? {})
    .map(([id, seconds]) => `${id}) sleep ${String(seconds)} ;;`)
    .join(' ');
  const sleep = `case "$GOVERN_TASK_ID" in ${sleeps} *) sleep ${String(options.sleep ?? 1)} ;; esac`;
  writeFileSync(
    agent,
    // Task R's first attempt fails (agent exit 1): its retry is the coordinator's decision.
    `#!/bin/sh\ncd "$GOVERN_WORKSPACE"\n${sleep}\n[ "$GOVERN_TASK_ID" = R ] && [ "$GOVERN_ATTEMPT" = 1 ] && exit 1\nprintf "export const v = 1;\\n" > "src/$GOVERN_TASK_ID.ts"\n${usage}`,
    { mode: 0o755 },
  );
  writeFileSync(
    join(coordinator, '.governance', 'config.json'),
    JSON.stringify({
      version: 1,
      projectName: 'dist',
      defaultAgent: 'sh',
      agents: { sh: { type: 'script', command: agent, passEnv: ['FAKE_API_KEY'] } },
      categories: { REFACTORING: { gates: ['SCOPE', 'TEST_SUITE'] } },
      gates: { TEST_SUITE: { command: options.testCommand ?? 'node', args: ['check.mjs'] } },
      ...(options.budget === undefined ? {} : { budget: options.budget }),
    }),
  );
  const file = join(root, 'tasks.json');
  writeFileSync(file, JSON.stringify(tasks));
  expect(govern(coordinator, ['add', '--file', file]).code).toBe(0);
  const redis = new Redis({ port, host: '127.0.0.1', password: PASSWORD, lazyConnect: true });
  // A test may stop Redis: the reconnect attempts are expected, not console noise.
  redis.on('error', () => undefined);
  for (let i = 0; ; i += 1) {
    try {
      await redis.connect();
      break;
    } catch (error) {
      if (i > 50) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  onTestFinished(() => {
    redis.disconnect();
  });
  return { root, remote, coordinator, url: `redis://127.0.0.1:${port}`, redis, stopRedis: stop };
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/** `govern worker` in its own clone (cloned by the worker itself from the announced remote). */
export function startWorker(
  c: Cluster,
  name: string,
  args: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): WorkerProcess {
  return startGovern(c.root, ['worker', '--queue', c.url, '--dir', join(c.root, name), ...args], {
    FAKE_API_KEY: FAKE_KEY,
    ...env,
  });
}

/** `govern run --queue` without waiting for it, to signal it. */
export function startCoordinator(
  c: Cluster,
  env: Readonly<Record<string, string>> = {},
): WorkerProcess {
  return startGovern(c.coordinator, ['run', '--queue', c.url], env);
}

function startGovern(
  cwd: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
): WorkerProcess {
  const child = spawn(process.execPath, [GOVERN_BIN, ...args], {
    cwd,
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: process.env['HOME'] ?? '/root',
      GOVERN_QUEUE_PASSWORD: PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { child, output: () => output, exited };
}

export async function until(what: string, check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function coordinate(
  c: Cluster,
  extra: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return governAsyncResult(c.coordinator, ['run', '--queue', c.url, ...extra], {
    GOVERN_QUEUE_PASSWORD: PASSWORD,
    ...env,
  });
}

/** Task id -> the commits on the remote's main that carry its Task-Id trailer. */
export function landings(c: Cluster): Map<string, string[]> {
  const out = git(
    c.remote,
    'log',
    '--format=%H %(trailers:key=Task-Id,valueonly,separator=)',
    'main',
  );
  const map = new Map<string, string[]>();
  for (const line of out.trim().split('\n')) {
    const [commit, id] = line.split(' ');
    if (commit !== undefined && id !== undefined && id !== '') {
      map.set(id, [...(map.get(id) ?? []), commit]);
    }
  }
  return map;
}

export function ledger(c: Cluster): { id: string; status: string; commit: string | null }[] {
  const result = govern(c.coordinator, ['status', '--all', '--json']);
  expect(result.code, result.stderr).toBe(0);
  return (
    JSON.parse(result.stdout) as { tasks: { id: string; status: string; commit: string | null }[] }
  ).tasks;
}

export function auditTypes(c: Cluster): string[] {
  return readFileSync(join(c.coordinator, '.governance', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { type: string }).type);
}

/** Every value of every key in Redis, as text. */
export async function dumpRedis(redis: Redis): Promise<string> {
  const keys = await redis.keys('*');
  const parts: string[] = [];
  for (const key of keys) {
    const type = await redis.type(key);
    const value =
      type === 'string'
        ? await redis.get(key)
        : type === 'hash'
          ? await redis.hgetall(key)
          : type === 'list'
            ? await redis.lrange(key, 0, -1)
            : type === 'set'
              ? await redis.smembers(key)
              : type === 'zset'
                ? await redis.zrange(key, 0, -1, 'WITHSCORES')
                : type === 'stream'
                  ? await redis.xrange(key, '-', '+')
                  : `(${type})`;
    parts.push(`${key} ${JSON.stringify(value)}`);
  }
  return parts.join('\n');
}

/** The audit events of one type in the audit log of `dir` (a coordinator or a worker clone). */
export function auditEventsIn(dir: string, type: string): Record<string, unknown>[] {
  return readFileSync(join(dir, '.governance', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((event) => event['type'] === type);
}

/** The coordinator's audit events of one type, parsed. */
export function auditEvents(c: Cluster, type: string): Record<string, unknown>[] {
  return auditEventsIn(c.coordinator, type);
}

// eslint-disable-next-line no-restricted-imports -- workers and a coordinator killed with -9 need their processes
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { GOVERN_BIN, govern } from '../helpers/cli.js';
import {
  auditTypes,
  cluster,
  coordinate,
  dumpRedis,
  FAKE_KEY,
  landings,
  ledger,
  PASSWORD,
  startWorker,
  task,
  until,
} from '../helpers/cluster.js';
import { git } from '../helpers/git-repo.js';
import { redisServerArgs } from '../../scripts/lib/redis.mjs';
import { makeTempDir } from '../helpers/temp.js';

describe('govern run --queue and govern worker', () => {
  it('lands every task once through the remote; racing pushes rebase; no secret in Redis', async () => {
    const c = await cluster([task('A'), task('B'), task('C', { dependencies: ['A'] }), task('R')]);
    const w1 = startWorker(c, 'w1');
    const w2 = startWorker(c, 'w2');
    const run = await coordinate(c);
    expect(run.code, run.stdout + run.stderr).toBe(0);

    const landed = landings(c);
    expect([...landed.keys()].sort()).toEqual(['A', 'B', 'C', 'R']);
    expect([...landed.values()].every((commits) => commits.length === 1)).toBe(true);
    // The coordinator followed the remote: its history is the remote's.
    expect(git(c.coordinator, 'rev-parse', 'HEAD')).toBe(git(c.remote, 'rev-parse', 'main'));
    expect(git(c.coordinator, 'status', '--porcelain')).toBe('');
    const tasks = ledger(c);
    expect(tasks.map((t) => [t.id, t.status])).toEqual([
      ['A', 'COMPLETED'],
      ['B', 'COMPLETED'],
      ['C', 'COMPLETED'],
      ['R', 'COMPLETED'],
    ]);
    for (const t of tasks) {
      expect(landed.get(t.id)).toEqual([t.commit]);
    }
    // Both workers took jobs.
    expect(w1.output()).toMatch(/COMPLETED/);
    expect(w2.output()).toMatch(/COMPLETED/);
    const types = auditTypes(c);
    expect(types.filter((t) => t === 'task.completed')).toHaveLength(4);
    // R: attempt 1 failed on a worker, attempt 2 (a second job) landed.
    expect(types.filter((t) => t === 'attempt.worker')).toHaveLength(5);
    expect(types).toContain('attempt.rolled_back');
    expect(
      readFileSync(join(c.coordinator, '.governance', 'tasks', 'R', 'attempt-1.json'), 'utf8'),
    ).toMatch(/"outcome": "rolled_back"/);
    expect(
      readFileSync(join(c.coordinator, '.governance', 'tasks', 'R', 'attempt-2.json'), 'utf8'),
    ).toMatch(/"outcome": "committed"/);
    // A change that reached a moved remote was rebased: before its gates when the remote
    // moved during its agent, or after a refused push when it moved during its gates.
    expect(types.some((t) => t === 'attempt.rebased' || t === 'landing.rebased')).toBe(true);
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
    expect(
      readFileSync(join(c.coordinator, '.governance', 'tasks', 'A', 'attempt-1.json'), 'utf8'),
    ).toMatch(/"outcome": "committed"/);

    const everything = await dumpRedis(c.redis);
    expect(everything).toMatch(/A@attempt-1/);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(FAKE_KEY);
    const trail = readFileSync(join(c.coordinator, '.governance', 'audit.jsonl'), 'utf8');
    expect(trail).not.toContain(PASSWORD);

    // SIGTERM: the workers stop cleanly.
    w1.child.kill('SIGTERM');
    w2.child.kill('SIGTERM');
    expect(await w1.exited).toBe(0);
    expect(await w2.exited).toBe(0);
  }, 60_000);

  it('re-delivers the job of a worker killed with -9 mid-attempt; the task lands once', async () => {
    const c = await cluster([task('A')], { sleep: 4 });
    const doomed = startWorker(c, 'w1', ['--lock-ms', '2000']);
    const run = coordinate(c);
    await until('the first worker to start the attempt', () => /attempt 1\//.test(doomed.output()));
    // govern status on the coordinator names the worker that holds the running task.
    const holder = /worker (\S+) waiting/.exec(doomed.output())?.[1] ?? 'unknown';
    await until('govern status to show the holder', () =>
      govern(c.coordinator, ['status']).stdout.includes(`A: job A@attempt-1 on ${holder}`),
    );
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const rescuer = startWorker(c, 'w2', ['--lock-ms', '2000']);
    const result = await run;
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(rescuer.output()).toMatch(/A COMPLETED/);
    expect(landings(c).get('A')).toHaveLength(1);
    expect(ledger(c)).toMatchObject([{ id: 'A', status: 'COMPLETED' }]);
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
  }, 60_000);

  it('a job handed back while its worker still runs it waits for that run there; the task lands once', async () => {
    // The job's lock lapses (deleted here; Redis away or a stalled machine in life) while
    // its worker runs it, BullMQ hands it back, and the worker's free slot takes it again:
    // the second delivery waits for the first, then finds its landing and runs nothing.
    const c = await cluster([task('A')], { sleep: 6 });
    const worker = startWorker(c, 'w1', ['--concurrency', '2', '--lock-ms', '2000']);
    const run = coordinate(c);
    await until('the attempt to start', () => /attempt 1\//.test(worker.output()));
    expect(await c.redis.del('govern:govern-attempts:A@attempt-1:lock')).toBe(1);
    await until('the job to be delivered again', () => {
      return (worker.output().match(/job A@attempt-1: task A/g) ?? []).length === 2;
    });
    const result = await run;
    expect(result.code, result.stdout + result.stderr + worker.output()).toBe(0);
    expect(worker.output()).toMatch(/A already landed as/);
    expect(landings(c).get('A')).toHaveLength(1);
    expect(ledger(c)).toMatchObject([{ id: 'A', status: 'COMPLETED' }]);
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
  }, 60_000);

  it("SIGTERM rolls a worker's attempt back and reports it; the task runs again elsewhere", async () => {
    const c = await cluster([task('A')], { sleep: 4 });
    const stopping = startWorker(c, 'w1');
    const run = coordinate(c);
    await until('the attempt to start', () => /attempt 1\//.test(stopping.output()));
    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toBe(0);
    expect(stopping.output()).toMatch(/A INTERRUPTED/);
    const next = startWorker(c, 'w2');
    const result = await run;
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(next.output()).toMatch(/job A@attempt-2: A COMPLETED/);
    expect(landings(c).get('A')).toHaveLength(1);
    expect(auditTypes(c)).toContain('attempt.interrupted');
    expect(git(join(c.root, 'w1'), 'worktree', 'list').trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('a coordinator killed with -9 and restarted loses and duplicates nothing', async () => {
    const c = await cluster([task('A'), task('B'), task('C')], { sleep: 2 });
    startWorker(c, 'w1');
    const first = spawn(process.execPath, [GOVERN_BIN, 'run', '--queue', c.url], {
      cwd: c.coordinator,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', GOVERN_QUEUE_PASSWORD: PASSWORD },
      stdio: 'ignore',
    });
    const firstExit = new Promise((resolve) => first.on('exit', resolve));
    // Killed once one task has landed on the remote (its ledger update may or may not be in).
    await until('a first landing', () => landings(c).size >= 1);
    first.kill('SIGKILL');
    await firstExit;
    const again = await coordinate(c);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    const landed = landings(c);
    expect([...landed.keys()].sort()).toEqual(['A', 'B', 'C']);
    expect([...landed.values()].every((commits) => commits.length === 1)).toBe(true);
    expect(ledger(c).map((t) => t.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
  }, 60_000);

  it('holds the daily budget ceiling with three workers in flight', async () => {
    const c = await cluster(
      ['A', 'B', 'C', 'D', 'E'].map((id) => task(id)),
      {
        costUsd: 0.3,
        budget: { dailyUsd: 1, defaultAttemptUsd: 0.3 },
      },
    );
    startWorker(c, 'w1');
    startWorker(c, 'w2');
    startWorker(c, 'w3');
    const run = await coordinate(c);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const statuses = ledger(c).map((t) => t.status);
    expect(statuses.filter((s) => s === 'COMPLETED')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'DEFERRED')).toHaveLength(2);
    const budget = govern(c.coordinator, ['budget', '--json']);
    expect(budget.code, budget.stderr).toBe(0);
    expect(JSON.stringify(JSON.parse(budget.stdout))).toMatch(/0\.9/);
    expect(landings(c).size).toBe(3);
  }, 60_000);

  it('a worker refuses a job whose config names a tool it lacks; the run reports it', async () => {
    const c = await cluster([task('A')], { testCommand: 'no-such-test-runner-1f2e' });
    const worker = startWorker(c, 'w1');
    const run = await coordinate(c);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(worker.output()).toMatch(/refused: TOOL_MISSING/);
    const [a] = ledger(c);
    expect(a?.status).toBe('FAILED');
    expect(JSON.stringify(a)).toMatch(/TOOL_MISSING/);
    expect(landings(c).size).toBe(0);
  }, 60_000);

  // With a queue key too: a job the coordinator enqueues again (gone with Redis) is signed.
  it.each([
    ['', {}],
    [' (jobs signed)', { GOVERN_QUEUE_KEY: 'survives-'.repeat(4) }],
  ])(
    'survives losing Redis mid-run%s: both sides reconnect and every task lands once',
    async (_, env: Record<string, string>) => {
      const c = await cluster([task('A'), task('B')], { sleep: 3 });
      const worker = startWorker(c, 'w1', ['--concurrency', '2'], env);
      const run = coordinate(c, [], env);
      await until(
        'the attempts to start',
        () => (worker.output().match(/attempt 1\//g) ?? []).length >= 1,
      );
      await c.stopRedis();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // Same port, empty (no persistence): the jobs in flight are gone with it.
      const again = spawn(
        'redis-server',
        redisServerArgs({
          port: c.url.split(':').at(-1) ?? '',
          dir: makeTempDir('govern-redis-'),
          password: PASSWORD,
        }),
        { stdio: 'ignore' },
      );
      onTestFinished(() => {
        again.kill('SIGKILL');
      });
      const result = await run;
      expect(result.code, result.stdout + result.stderr).toBe(0);
      const landed = landings(c);
      expect([...landed.keys()].sort()).toEqual(['A', 'B']);
      expect([...landed.values()].every((commits) => commits.length === 1)).toBe(true);
      expect(ledger(c).map((t) => t.status)).toEqual(['COMPLETED', 'COMPLETED']);
      expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
    },
    90_000,
  );

  it('refuses a bad URL (exit 2), an unreachable Redis and a wrong password (exit 3)', async () => {
    const c = await cluster([task('A')]);
    const bad = govern(c.coordinator, ['run', '--queue', 'http://127.0.0.1:1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--queue: the scheme must be redis: or rediss:/);
    const wrong = govern(c.coordinator, ['run', '--queue', c.url], {
      GOVERN_QUEUE_PASSWORD: 'not-the-password',
    });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toMatch(/Redis refused the credentials/);
    expect(wrong.stderr).not.toContain('not-the-password');
    const worker = govern(c.root, ['worker', '--queue', c.url, '--dir', join(c.root, 'w')], {
      GOVERN_QUEUE_PASSWORD: 'nope',
    });
    expect(worker.code).toBe(3);
    await c.stopRedis();
    const config = JSON.parse(
      readFileSync(join(c.coordinator, '.governance', 'config.json'), 'utf8'),
    ) as Record<string, unknown>;
    writeFileSync(
      join(c.coordinator, '.governance', 'config.json'),
      JSON.stringify({ ...config, queue: { url: c.url } }),
    );
    const down = govern(c.coordinator, ['run']);
    expect(down.code).toBe(3);
    expect(down.stderr).toMatch(/queue\.url: cannot reach Redis at redis:\/\/127\.0\.0\.1/);
    // Nothing was started: the ledger is as it was.
    expect(ledger(c).map((t) => t.status)).toEqual(['PENDING']);
  }, 60_000);
});

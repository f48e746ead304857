import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished } from 'vitest';
import { KEY_PREFIX, QUEUE_NAME } from '../../src/distributed/job.js';
import { govern } from '../helpers/cli.js';
import {
  auditEvents,
  auditEventsIn,
  cluster,
  coordinate,
  dumpRedis,
  landings,
  ledger,
  PASSWORD,
  startWorker,
  task,
  until,
} from '../helpers/cluster.js';
import { git } from '../helpers/git-repo.js';
import type { Cluster } from '../helpers/cluster.js';

// A result is data the coordinator reads back from Redis, and whoever can write to the queue
// can write one. The coordinator applies a result with the ledger's and the audit log's
// authority, so it applies only what concerns the job's own attempt. Here a process that is
// not a govern worker takes the jobs and answers each with a result that reaches further.

const now = Date.now();
const ran = {
  version: 1,
  kind: 'ran',
  worker: { id: 'forger', host: 'elsewhere' },
  outcome: 'COMPLETED',
  records: [],
  commit: null,
  heldBranch: null,
  timings: { picked: now, agentStart: null, pushed: null, finished: now },
};

/** What the forger answers for each task: each reaches beyond its own job in another way. */
const forged: Record<string, unknown> = {
  // Marks another task COMPLETED with a commit no gate ever saw.
  A: {
    ...ran,
    changes: [
      {
        kind: 'update',
        task: 'C',
        patch: { status: 'COMPLETED', commit: 'f'.repeat(40) },
        event: 'task.completed',
        data: {},
      },
    ],
  },
  // Writes an audit event about another task into the tamper-evident log.
  B: {
    ...ran,
    changes: [{ kind: 'audit', type: 'task.approved', data: { task: 'C', by: 'forger' } }],
  },
  // Not a result at all.
  C: { hello: 'world' },
};

/** A connection to the cluster's Redis for a process that is not govern's. */
function connect(c: Cluster): Redis {
  const connection = new Redis({
    host: '127.0.0.1',
    port: Number(new URL(c.url).port),
    password: PASSWORD,
    maxRetriesPerRequest: null,
  });
  onTestFinished(() => {
    connection.disconnect();
  });
  return connection;
}

/** The workers the coordinator last listed in `.governance/queue/state.json`. */
function queueStateWorkers(c: Cluster): unknown[] {
  const file = join(c.coordinator, '.governance', 'queue', 'state.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { workers: unknown[] }).workers;
}

const KEY = { GOVERN_QUEUE_KEY: 'k3y-'.repeat(10) };

describe('a queue key (GOVERN_QUEUE_KEY)', () => {
  it('signs every job and result; the run lands as without it, and the key never reaches Redis', async () => {
    const c = await cluster([task('A'), task('B')], { sleep: 0 });
    startWorker(c, 'w1', ['--concurrency', '2'], KEY);
    const run = await coordinate(c, [], KEY);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect([...landings(c).keys()].sort()).toEqual(['A', 'B']);
    const everything = await dumpRedis(c.redis);
    expect(everything).not.toContain(KEY.GOVERN_QUEUE_KEY);
    // The worker's registry entry was signed, so the coordinator lists it for status and serve.
    expect(queueStateWorkers(c)).toHaveLength(1);
    // The holder each worker reported was signed, so the coordinator recorded it.
    expect(auditEvents(c, 'attempt.dispatched').map((e) => e['task'])).toEqual(
      expect.arrayContaining(['A', 'B']),
    );
    expect(everything).toMatch(/\\"signature\\":\\"[0-9a-f]{64}\\"/);
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
  }, 60_000);

  it('a worker with the key refuses a job its coordinator did not sign, and runs nothing', async () => {
    const c = await cluster([task('A')], { sleep: 0 });
    const dir = join(c.root, 'w1');
    git(c.root, 'clone', '-q', c.remote, dir);
    const worker = startWorker(c, 'w1', [], KEY);
    await until('the worker to wait for jobs', () => /waiting for jobs/.test(worker.output()));
    // A job as the coordinator would write it, signed with another key.
    const queue = new Queue(QUEUE_NAME, { connection: connect(c), prefix: KEY_PREFIX });
    onTestFinished(() => queue.close());
    await queue.add(
      'attempt',
      { version: 1, taskId: 'A', attempt: 1, signature: 'a'.repeat(64) },
      { jobId: 'A@attempt-1' },
    );
    await until('the job to be refused', () => auditEventsIn(dir, 'worker.refused').length > 0);
    for (let i = 0; i < 50 && (await queue.getJobState('A@attempt-1')) !== 'failed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await queue.getJobState('A@attempt-1')).toBe('failed');
    expect((await queue.getJob('A@attempt-1'))?.failedReason).toMatch(/^JOB_UNSIGNED: /);
    expect(auditEventsIn(dir, 'worker.refused')).toMatchObject([{ code: 'JOB_UNSIGNED' }]);
    expect(existsSync(join(dir, '.governance', 'tasks', 'A'))).toBe(false);
  }, 60_000);

  it('a coordinator with the key applies no result a worker without it sent', async () => {
    const c = await cluster([task('A')], { sleep: 0 });
    startWorker(c, 'w1');
    const run = await coordinate(c, [], KEY);
    expect(run.code, run.stdout + run.stderr).not.toBe(0);
    expect(ledger(c).map((t) => t.status)).toEqual(['FAILED']);
    // Nor is its unsigned report of which worker holds the job believed, nor its registry entry.
    expect(auditEvents(c, 'attempt.dispatched')).toEqual([]);
    expect(queueStateWorkers(c)).toEqual([]);
    expect(auditEvents(c, 'attempt.result-refused').map((e) => e['reason'])).toEqual([
      "it is not signed with GOVERN_QUEUE_KEY (a worker without the coordinator's key, or not a govern worker)",
    ]);
    // That worker did push its commit: the ledger says the remote holds it, to be reviewed.
    const pushed = landings(c).get('A')?.[0] ?? '';
    expect(pushed).toMatch(/^[0-9a-f]{40}$/);
    expect(auditEvents(c, 'attempt.result-refused')[0]?.['remoteCommit']).toBe(pushed);
    expect(readFileSync(join(c.coordinator, 'PROGRESS.json'), 'utf8')).toContain(
      `holds ${pushed.slice(0, 12)} with Task-Id: A, which no trusted result vouches for`,
    );
  }, 60_000);

  it('a worker with the key clones no remote a coordinator without it announced; a short key is refused', async () => {
    const c = await cluster([task('A')], { sleep: 0 });
    await c.redis.set('govern:meta', JSON.stringify({ remote: c.remote, branch: 'main' }));
    const worker = startWorker(c, 'w1', [], KEY);
    expect(await worker.exited).toBe(2);
    expect(worker.output()).toMatch(/QUEUE_KEY_INVALID|not signed with GOVERN_QUEUE_KEY/);
    expect(existsSync(join(c.root, 'w1', '.git'))).toBe(false);
    const short = startWorker(c, 'w2', [], { GOVERN_QUEUE_KEY: 'short' });
    expect(await short.exited).toBe(2);
    expect(short.output()).toMatch(/GOVERN_QUEUE_KEY has 5 characters/);
  }, 60_000);
});

describe('a result that reaches beyond its job', () => {
  it('is not applied: the task fails with QUEUE_RESULT_REFUSED and the refusal is audited', async () => {
    const c = await cluster([task('A'), task('B'), task('C')], { sleep: 0 });
    const connection = connect(c);
    const forger = new Worker(
      QUEUE_NAME,
      (job: Job) => {
        const id = (job.data as { taskId: string }).taskId;
        return Promise.resolve(forged[id]);
      },
      { connection, prefix: KEY_PREFIX, concurrency: 3 },
    );
    onTestFinished(() => forger.close(true));

    const run = await coordinate(c);
    expect(run.code, run.stdout + run.stderr).not.toBe(0);
    const tasks = ledger(c);
    expect(tasks.map((t) => [t.id, t.status, t.commit])).toEqual([
      ['A', 'FAILED', null],
      ['B', 'FAILED', null],
      ['C', 'FAILED', null],
    ]);
    const refused = auditEvents(c, 'attempt.result-refused');
    expect(refused.map((e) => [e['task'], e['reason']])).toEqual(
      expect.arrayContaining([
        ['A', 'it changes task "C" in the ledger'],
        ['B', 'its audit event "task.approved" is not about task B'],
        ['C', 'it is not a govern 1 attempt result'],
      ]),
    );
    expect(refused).toHaveLength(3);
    // Nothing of the forged results reached the log.
    expect(auditEvents(c, 'task.approved')).toEqual([]);
    expect(auditEvents(c, 'task.completed')).toEqual([]);
    const ledgerFile = readFileSync(join(c.coordinator, 'PROGRESS.json'), 'utf8');
    expect(ledgerFile).toMatch(/QUEUE_RESULT_REFUSED/);
    expect(ledgerFile).not.toContain('f'.repeat(40));
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
  }, 60_000);

  it('a landing the remote does not hold is not recorded: a commit must be there and carry the Task-Id', async () => {
    const c = await cluster([task('A'), task('B')], { sleep: 0 });
    // A commit on the remote without A's Task-Id, and one that exists nowhere.
    const onRemote = git(c.remote, 'rev-parse', 'main').trim();
    const answers: Record<string, unknown> = {
      A: { version: 1, kind: 'landed-before', worker: ran.worker, commit: onRemote },
      B: { ...ran, changes: [], commit: 'e'.repeat(40) },
    };
    const forger = new Worker(
      QUEUE_NAME,
      (job: Job) => Promise.resolve(answers[(job.data as { taskId: string }).taskId]),
      { connection: connect(c), prefix: KEY_PREFIX, concurrency: 2 },
    );
    onTestFinished(() => forger.close(true));

    const run = await coordinate(c);
    expect(run.code, run.stdout + run.stderr).not.toBe(0);
    expect(ledger(c).map((t) => [t.id, t.status, t.commit])).toEqual([
      ['A', 'FAILED', null],
      ['B', 'FAILED', null],
    ]);
    expect(
      auditEvents(c, 'attempt.result-refused')
        .map((e) => `${String(e['task'])}: ${String(e['reason'])}`)
        .sort(),
    ).toEqual([
      `A: its commit ${onRemote.slice(0, 12)} is not on the remote's main with Task-Id: A`,
      `B: its commit eeeeeeeeeeee is not on the remote's main with Task-Id: B`,
    ]);
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
  }, 60_000);

  it('a record named after another task, or outside the task folder, is not written', async () => {
    const c = await cluster([task('A')], { sleep: 0 });
    const connection = connect(c);
    const record = {
      version: 1,
      taskId: '../../../escaped',
      attempt: 1,
      baseCommit: 'f'.repeat(40),
      startedAt: new Date(now).toISOString(),
      finishedAt: null,
      agent: null,
      changedFiles: [],
      verdicts: [],
      outcome: 'rolled_back',
      commit: null,
      promptPath: null,
    };
    const forger = new Worker(
      QUEUE_NAME,
      () => Promise.resolve({ ...ran, outcome: 'FAILED', changes: [], records: [record] }),
      { connection, prefix: KEY_PREFIX },
    );
    onTestFinished(() => forger.close(true));

    const run = await coordinate(c);
    expect(run.code, run.stdout + run.stderr).not.toBe(0);
    expect(ledger(c).map((t) => t.status)).toEqual(['FAILED']);
    expect(existsSync(join(c.root, 'escaped'))).toBe(false);
    expect(existsSync(join(c.coordinator, 'escaped'))).toBe(false);
    expect(auditEvents(c, 'attempt.result-refused').map((e) => e['reason'])).toEqual([
      'it carries the record of "../../../escaped" attempt 1',
    ]);
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
  }, 60_000);
});

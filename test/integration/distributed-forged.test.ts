import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'bullmq';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished } from 'vitest';
import { KEY_PREFIX, QUEUE_NAME } from '../../src/distributed/job.js';
import { govern } from '../helpers/cli.js';
import { cluster, coordinate, ledger, PASSWORD, task } from '../helpers/cluster.js';
import type { Cluster } from '../helpers/cluster.js';

// A result is data the coordinator reads back from Redis, and whoever can write to the queue
// can write one. The coordinator applies a result with the ledger's and the audit log's
// authority, so it applies only what concerns the job's own attempt. Here a process that is
// not a govern worker takes the jobs and answers each with a result that reaches further.

function auditEvents(c: Cluster, type: string): Record<string, unknown>[] {
  return readFileSync(join(c.coordinator, '.governance', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((event) => event['type'] === type);
}

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

describe('a result that reaches beyond its job', () => {
  it('is not applied: the task fails with QUEUE_RESULT_REFUSED and the refusal is audited', async () => {
    const c = await cluster([task('A'), task('B'), task('C')], { sleep: 0 });
    const port = Number(new URL(c.url).port);
    const connection = new Redis({
      host: '127.0.0.1',
      port,
      password: PASSWORD,
      maxRetriesPerRequest: null,
    });
    const forger = new Worker(
      QUEUE_NAME,
      (job: Job) => {
        const id = (job.data as { taskId: string }).taskId;
        return Promise.resolve(forged[id]);
      },
      { connection, prefix: KEY_PREFIX, concurrency: 3 },
    );
    onTestFinished(async () => {
      await forger.close(true);
      connection.disconnect();
    });

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

  it('a record named after another task, or outside the task folder, is not written', async () => {
    const c = await cluster([task('A')], { sleep: 0 });
    const port = Number(new URL(c.url).port);
    const connection = new Redis({
      host: '127.0.0.1',
      port,
      password: PASSWORD,
      maxRetriesPerRequest: null,
    });
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
    onTestFinished(async () => {
      await forger.close(true);
      connection.disconnect();
    });

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

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern } from '../helpers/cli.js';
import { cluster, ledger, startCoordinator, startWorker, task, until } from '../helpers/cluster.js';
import { git } from '../helpers/git-repo.js';

// SIGTERM must stop both sides even while Redis is away. A Redis command waits for Redis to
// come back (ioredis queues it, as BullMQ requires), so a coordinator or worker that awaited
// one after the signal never exited: the operator's only way out was kill -9.

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping while Redis is away', () => {
  it('SIGTERM stops the coordinator (130) and a worker mid-attempt (0) within seconds; nothing is lost', async () => {
    const c = await cluster([task('A')], { sleepFor: { A: 60 } });
    git(c.root, 'clone', '-q', c.remote, join(c.root, 'w1'));
    const worker = startWorker(c, 'w1');
    await until('the worker to wait for jobs', () => /waiting for jobs/.test(worker.output()));
    const coordinator = startCoordinator(c);
    // The agent (60 s) is running on the worker when Redis goes away.
    await until('the worker to take the job', () => /task A \(attempt 1\)/.test(worker.output()));
    await sleep(1_000);
    await c.stopRedis();
    await sleep(1_000);

    const asked = Date.now();
    coordinator.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    const [coordinatorCode, workerCode] = await Promise.all([coordinator.exited, worker.exited]);
    expect(Date.now() - asked).toBeLessThan(15_000);
    expect(coordinatorCode, coordinator.output()).toBe(130);
    expect(workerCode, worker.output()).toBe(0);
    // The coordinator's ledger and audit log are whole; the task was not decided.
    expect(ledger(c).map((t) => t.status)).toEqual(['PENDING']);
    expect(govern(c.coordinator, ['audit', 'verify']).code).toBe(0);
    expect(worker.output()).toMatch(/stopped after 1 job/);
  }, 90_000);
});

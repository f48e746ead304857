import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { acquireLedgerLock } from '../../src/ledger/index.js';
import { startServer } from '../../src/server/index.js';
import type { RunningServer } from '../../src/server/index.js';
import { govern, governAsync } from '../helpers/cli.js';
import { git } from '../helpers/git-repo.js';
import { makeServeFixture, writeScorecard } from '../helpers/serve-fixture.js';

/*
 * `govern serve` over a real ledger: the fixture is a real `govern run` in a temp git repo
 * (one task AWAITING_APPROVAL, one FAILED), the server listens on 127.0.0.1 and every
 * request goes over a real socket.
 */

async function serve(repo: string, token: string | null = null): Promise<RunningServer> {
  const server = await startServer({
    workspace: repo,
    governanceDir: join(repo, '.governance'),
    port: 0,
    configuredToken: token,
    hostEnv: { PATH: process.env['PATH'] },
    defaultApprover: 'tester',
  });
  onTestFinished(() => server.close());
  return server;
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

async function call(
  server: RunningServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token !== undefined) {
    headers['authorization'] = `Bearer ${init.token}`;
  }
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function ledgerBytes(repo: string): string {
  return readFileSync(join(repo, 'PROGRESS.json'), 'utf8');
}

function statusOf(repo: string, id: string): string | undefined {
  const ledger = JSON.parse(ledgerBytes(repo)) as { tasks: { id: string; status: string }[] };
  return ledger.tasks.find((task) => task.id === id)?.status;
}

describe('govern serve: read-only endpoints', () => {
  it('serves status, tasks, a task, paged audit, archive, quality and budget from the ledger', async () => {
    const repo = makeServeFixture();
    const server = await serve(repo);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const status = await call(server, '/status');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      total: 2,
      awaitingApproval: ['DEP'],
      lockedBy: null,
      counts: { AWAITING_APPROVAL: 1, FAILED: 1 },
    });

    const tasks = await call(server, '/tasks');
    const rows = tasks.body['tasks'] as { id: string; status: string; lastFailingGate: string }[];
    expect(rows.map((t) => [t.id, t.status])).toEqual([
      ['DEP', 'AWAITING_APPROVAL'],
      ['BROKEN', 'FAILED'],
    ]);
    expect(rows[1]?.lastFailingGate).toBe('AGENT');

    const task = await call(server, '/tasks/DEP');
    expect(task.status).toBe(200);
    const attempts = task.body['attempts'] as { outcome: string; changedFiles: string[] }[];
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ outcome: 'held', changedFiles: ['package.json'] });

    const missing = await call(server, '/tasks/NOPE');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'TASK_NOT_FOUND' });

    const all = await call(server, '/audit?limit=500');
    const total = all.body['total'] as number;
    expect(total).toBeGreaterThan(5);
    const page = await call(server, '/audit?offset=2&limit=3');
    expect(page.body).toMatchObject({ total, offset: 2, limit: 3 });
    const events = page.body['events'] as { seq: number }[];
    expect(events.map((e) => e.seq)).toEqual([3, 4, 5]);
    const past = await call(server, `/audit?offset=${total + 10}`);
    expect(past.body).toMatchObject({ total, events: [] });
    const bad = await call(server, '/audit?limit=501');
    expect(bad.status).toBe(400);
    expect(bad.body['message']).toContain('limit must be a whole number from 0 to 500');

    const budget = await call(server, '/budget');
    expect(budget.body).toMatchObject({ dailyUsd: 1, spentUsd: 0.06 });
    const quality = await call(server, '/quality');
    expect(quality.body).toHaveProperty('overall.decisions');
    const archive = await call(server, '/archive');
    expect(archive.body).toMatchObject({ items: [], problems: [] });

    const unknown = await call(server, '/nope');
    expect(unknown.status).toBe(404);
  });

  it('serves the bench scorecard from .governance/bench/scorecard.json, 404 with a reason before', async () => {
    const repo = makeServeFixture();
    const server = await serve(repo);
    const before = await call(server, '/benchmark');
    expect(before.status).toBe(404);
    expect(before.body).toMatchObject({ error: 'SCORECARD_MISSING' });
    expect(before.body['message']).toContain('.governance/bench/scorecard.json does not exist');
    expect(before.body['hint']).toContain('govern bench');

    writeScorecard(repo);
    const after = await call(server, '/benchmark');
    expect(after.status).toBe(200);
    expect(after.body['scorecard']).toMatchObject({ cases: 42, passed: 39 });

    writeFileSync(join(repo, '.governance', 'bench', 'scorecard.json'), '{"cases": "many"}');
    const broken = await call(server, '/benchmark');
    expect(broken.status).toBe(500);
    expect(broken.body['message']).toContain('cases');
  });

  it('refuses requests whose Host is not loopback (DNS rebinding)', async () => {
    const repo = makeServeFixture();
    const server = await serve(repo);
    // fetch() will not send a forged Host header; a raw request does.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.url}/status`,
        { headers: { host: 'evil.example:80' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });
});

describe('govern serve: approve and reject', () => {
  it('answers 401 without the token and changes nothing; with it the held change lands', async () => {
    const repo = makeServeFixture();
    const server = await serve(repo);
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const before = ledgerBytes(repo);
    const audit = readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8');

    for (const token of [undefined, 'wrong-token-wrong-token']) {
      const denied = await call(server, '/tasks/DEP/approve', {
        method: 'POST',
        body: {},
        ...(token === undefined ? {} : { token }),
      });
      expect(denied.status).toBe(401);
      expect(denied.body).toMatchObject({ error: 'UNAUTHORIZED' });
    }
    const rejectDenied = await call(server, '/tasks/DEP/reject', {
      method: 'POST',
      body: { why: 'no' },
    });
    expect(rejectDenied.status).toBe(401);
    expect(ledgerBytes(repo)).toBe(before);
    expect(readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')).toBe(audit);
    expect(git(repo, 'rev-parse', 'HEAD').trim()).toBe(head);

    const approved = await call(server, '/tasks/DEP/approve', {
      method: 'POST',
      token: server.token,
      body: { by: 'alice' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ kind: 'landed', taskId: 'DEP' });
    expect(statusOf(repo, 'DEP')).toBe('COMPLETED');
    expect(readFileSync(join(repo, 'package.json'), 'utf8')).toContain('2.0.0');
    expect(git(repo, 'log', '-1', '--format=%s')).toContain('govern(DEP)');
    const shown = JSON.parse(govern(repo, ['status', '--json']).stdout) as {
      tasks: { id: string; reason: string }[];
    };
    expect(shown.tasks[0]?.reason).toBe('approved by alice');

    const again = await call(server, '/tasks/DEP/approve', {
      method: 'POST',
      token: server.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body['message']).toContain('not AWAITING_APPROVAL');
    expect(govern(repo, ['audit', 'verify']).code).toBe(0);
  });

  it('rejects only with a reason, and records who and why', async () => {
    const repo = makeServeFixture();
    const server = await serve(repo, 'a-configured-secret-token');
    expect(server.tokenSource).toBe('config');
    const noWhy = await call(server, '/tasks/DEP/reject', {
      method: 'POST',
      token: 'a-configured-secret-token',
      body: { why: '  ' },
    });
    expect(noWhy.status).toBe(400);
    expect(noWhy.body['message']).toContain('"why"');
    expect(statusOf(repo, 'DEP')).toBe('AWAITING_APPROVAL');

    const rejected = await call(server, '/tasks/DEP/reject', {
      method: 'POST',
      token: 'a-configured-secret-token',
      body: { why: 'we stay on 1.x' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(statusOf(repo, 'DEP')).toBe('FAILED');
    const ledger = JSON.parse(ledgerBytes(repo)) as { tasks: { id: string; reason: string }[] };
    expect(ledger.tasks[0]?.reason).toBe('rejected by tester: we stay on 1.x');
    expect(git(repo, 'branch', '--list', 'govern/DEP')).toBe('');
  });

  it('answers 409 while another process holds the ledger lock, and changes nothing', async () => {
    const repo = makeServeFixture();
    const server = await serve(repo);
    const lock = acquireLedgerLock(repo, 'govern run');
    onTestFinished(() => {
      lock.release();
    });
    const status = await call(server, '/status');
    expect(status.body['lockedBy']).toMatchObject({ command: 'govern run', pid: process.pid });
    const before = ledgerBytes(repo);
    const locked = await call(server, '/tasks/DEP/approve', {
      method: 'POST',
      token: server.token,
      body: {},
    });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ error: 'LEDGER_LOCKED' });
    expect(locked.body['message']).toContain('the ledger is locked by "govern run"');
    expect(ledgerBytes(repo)).toBe(before);
    lock.release();
    const approved = await call(server, '/tasks/DEP/approve', {
      method: 'POST',
      token: server.token,
      body: {},
    });
    expect(approved.status).toBe(200);
  });
});

describe('govern serve: live updates', () => {
  it('sends a change event on /events when the ledger changes in another process', async () => {
    const repo = makeServeFixture();
    const server = await serve(repo);
    const controller = new AbortController();
    onTestFinished(() => {
      controller.abort();
    });
    const res = await fetch(`${server.url}/events`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (events: number): Promise<void> => {
      while (text.split('event: change').length - 1 < events) {
        const chunk = await reader.read();
        text += decoder.decode(chunk.value);
      }
    };
    // The first event is sent on connect: the page loads once, then on every change.
    await readUntil(1);
    expect(govern(repo, ['reset', 'BROKEN']).code).toBe(0);
    await readUntil(2);
    const tasks = await call(server, '/tasks');
    expect((tasks.body['tasks'] as { status: string }[])[1]?.status).toBe('PENDING');
  });
});

describe('govern serve: the command', () => {
  it('refuses a non-loopback host without server.token (exit 2) and a bad --port', () => {
    const repo = makeServeFixture();
    const open = govern(repo, ['serve', '--host', '0.0.0.0', '--port', '0']);
    expect(open.code).toBe(2);
    expect(open.stderr).toContain('--host 0.0.0.0 is not a loopback address');
    expect(open.stderr).toContain('server.token');
    const port = govern(repo, ['serve', '--port', '70000']);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('--port must be a whole number from 0 to 65535');
  });

  it('rejects a short server.token in the config, naming the field', () => {
    const repo = makeServeFixture();
    const file = join(repo, '.governance', 'config.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...config, server: { token: 'short' } }));
    const result = govern(repo, ['serve', '--port', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('server.token');
    expect(result.stderr).toContain('at least 16 characters');
  });

  it('prints its address and a random token, serves, and stops on SIGTERM', async () => {
    const repo = makeServeFixture();
    const child = governAsync(repo, ['serve', '--port', '0', '--json'], 'pipe');
    onTestFinished(() => {
      child.kill('SIGKILL');
    });
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) {
          resolve(out.split('\n')[0] ?? '');
        }
      });
      child.on('exit', (code) => {
        reject(new Error(`govern serve exited ${String(code)} before listening`));
      });
    });
    const started = JSON.parse(line) as { url: string; tokenSource: string; token: string };
    expect(started.tokenSource).toBe('random');
    expect(started.token.length).toBeGreaterThanOrEqual(32);
    const res = await fetch(`${started.url}/status`);
    expect(((await res.json()) as { total: number }).total).toBe(2);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

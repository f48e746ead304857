import type { FastifyInstance } from 'fastify';
import { readQueueState } from '../distributed/index.js';
import {
  approveTask,
  readArchiveList,
  readAudit,
  readBudget,
  readQuality,
  readStatus,
  readTask,
  readTaskBoard,
  rejectTask,
} from '../kernel/index.js';
import { readScorecard } from '../bench/index.js';
import type { DashboardAssets } from './assets.js';
import { streamChanges } from './events.js';
import type { ChangeFeed } from './changes.js';
import { BadRequest, problem } from './http-problem.js';

/** What the routes read and write: the workspace, and who acts when a request names no one. */
export interface RouteContext {
  readonly workspace: string;
  readonly governanceDir: string;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly defaultApprover?: string;
  readonly feed: ChangeFeed;
}

/** Largest audit page one request may ask for. */
const MAX_AUDIT_LIMIT = 500;
const DEFAULT_AUDIT_LIMIT = 100;

/** The dashboard: its page, script and stylesheet. */
export function registerPageRoutes(app: FastifyInstance, assets: DashboardAssets): void {
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      // Everything is served from here (no CDN); inline script and style are not allowed, so
      // a task description that smuggles markup into the page cannot run.
      .header(
        'content-security-policy',
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      )
      .send(assets.html),
  );
  app.get('/app.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(assets.script),
  );
  app.get('/app.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(assets.style),
  );
}

/** The read-only JSON views and the change stream; each answers from the kernel's readers. */
export function registerReadRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const dir = ctx.workspace;
  app.get('/status', async () => {
    const [status, board] = await Promise.all([readStatus(dir), readTaskBoard(dir)]);
    return {
      workspace: status.workspace,
      projectName: status.projectName,
      counts: status.counts,
      total: status.tasks.length,
      awaitingApproval: status.tasks
        .filter((task) => task.status === 'AWAITING_APPROVAL')
        .map((task) => task.id),
      lockedBy: board.lockedBy,
    };
  });
  app.get('/tasks', async () => {
    const board = await readTaskBoard(dir);
    // Distributed mode: the workers and who holds each running task, as the coordinator saw them.
    return { ...board, queue: readQueueState(board.workspace) };
  });
  app.get('/workers', async () => {
    const board = await readTaskBoard(dir);
    const queue = readQueueState(board.workspace);
    return {
      queue: queue?.queue ?? null,
      workers: queue?.workers ?? [],
      running: queue?.running ?? {},
    };
  });
  app.get<{ Params: { id: string } }>('/tasks/:id', async (request) =>
    readTask(dir, request.params.id),
  );
  app.get<{ Querystring: Record<string, string | undefined> }>('/audit', async (request) => {
    const offset = wholeNumber(request.query['offset'], 'offset', 0, Number.MAX_SAFE_INTEGER);
    const limit = wholeNumber(
      request.query['limit'],
      'limit',
      DEFAULT_AUDIT_LIMIT,
      MAX_AUDIT_LIMIT,
    );
    return readAudit(dir, offset, limit);
  });
  app.get('/benchmark', async (_request, reply) => {
    const result = readScorecard(ctx.governanceDir);
    switch (result.kind) {
      case 'ok':
        return { file: result.file, scorecard: result.scorecard };
      case 'missing':
        return reply.code(404).send(
          problem(
            'SCORECARD_MISSING',
            `no benchmark scorecard yet: ${result.file} does not exist`,
            {
              hint: 'run `govern bench` in this workspace; the dashboard shows its latest scorecard',
            },
          ),
        );
      case 'invalid':
        return reply.code(500).send(
          problem('SCORECARD_INVALID', `${result.file} is invalid: ${result.issues.join('; ')}`, {
            hint: 'run `govern bench` again to rewrite it',
          }),
        );
    }
  });
  app.get('/archive', async () => readArchiveList(dir));
  app.get('/quality', async () => readQuality(dir));
  app.get('/budget', async () => readBudget(dir));
  app.get('/events', (request, reply) => {
    streamChanges(ctx.feed, request, reply);
  });
}

/**
 * Approve and reject: the two routes that change the ledger (the bearer token guards
 * them), through the same kernel functions as `govern approve` and `govern reject`.
 */
export function registerTaskActions(app: FastifyInstance, ctx: RouteContext): void {
  const dir = ctx.workspace;
  app.post<{ Params: { id: string }; Body: unknown }>(
    '/tasks/:id/approve',
    async (request, reply) => {
      const by = approverOf(request.body, ctx.defaultApprover);
      const result = await approveTask({
        dir,
        taskId: request.params.id,
        by,
        hostEnv: ctx.hostEnv,
      });
      if (result.kind === 'landed') {
        return result;
      }
      return reply.code(409).send({
        ...problem('APPROVAL_REFUSED', `${result.taskId} not approved: ${result.reason}`, {
          hint: 'it still awaits approval; reject it, or fix the base and approve again',
        }),
        verdicts: result.verdicts,
      });
    },
  );
  app.post<{ Params: { id: string }; Body: unknown }>('/tasks/:id/reject', async (request) => {
    const why = field(request.body, 'why');
    if (why === undefined || why.trim() === '') {
      throw new BadRequest(
        'the body must carry "why": the reason the change is rejected (like `govern reject --why`)',
      );
    }
    const by = approverOf(request.body, ctx.defaultApprover);
    const rejected = await rejectTask({ dir, taskId: request.params.id, why: why.trim(), by });
    return { kind: 'rejected', taskId: rejected.taskId, by, why: why.trim() };
  });
}

function field(body: unknown, name: string): string | undefined {
  if (body === undefined || body === null) {
    return undefined;
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequest('the body must be a JSON object');
  }
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined) {
    return undefined;
  }
  if (typeof value !== 'string') {
    throw new BadRequest(`"${name}" must be a string (got ${typeof value})`);
  }
  return value;
}

/** `by` from the body (one line, at most 100 characters), else the server's default. */
function approverOf(body: unknown, fallback: string | undefined): string {
  const by = field(body, 'by')?.trim();
  if (by === undefined || by === '') {
    return fallback ?? 'dashboard';
  }
  if (by.length > 100 || /[\r\n]/.test(by)) {
    throw new BadRequest('"by" must be one line of at most 100 characters');
  }
  return by;
}

function wholeNumber(
  value: string | undefined,
  name: string,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value === '') {
    return fallback;
  }
  if (!/^\d+$/.test(value) || Number(value) > max) {
    throw new BadRequest(`${name} must be a whole number from 0 to ${max} (got "${value}")`);
  }
  return Number(value);
}

import { readQueueState } from '../distributed/index.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { GovernError, isGovernError } from '../common/index.js';
import type { GovernErrorCode } from '../common/index.js';
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
import { generateToken, hasBearerToken, isLoopbackHost, isLoopbackHostHeader } from './auth.js';
import { createChangeFeed } from './changes.js';
import type { ChangeFeed } from './changes.js';
import { readDashboardAssets } from './assets.js';

export interface ServeOptions {
  /** The resolved workspace (top of its git work tree). */
  readonly workspace: string;
  /** Its `.governance/` folder. */
  readonly governanceDir: string;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** `server.token` from the config; null makes a random token for this start. */
  readonly configuredToken: string | null;
  /** The environment approvals re-run gates with (PATH for the tools). */
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** Who approves or rejects when the request names no one. */
  readonly defaultApprover?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly token: string;
  /** Where the token came from: printed at start (`random`) or `server.token` (`config`). */
  readonly tokenSource: 'random' | 'config';
  close(): Promise<void>;
}

/** Largest audit page one request may ask for. */
const MAX_AUDIT_LIMIT = 500;
const DEFAULT_AUDIT_LIMIT = 100;
/** Approve/reject bodies are a name and a reason: a few KiB is plenty. */
const BODY_LIMIT_BYTES = 16 * 1024;
const SSE_HEARTBEAT_MS = 15_000;

/**
 * Starts `govern serve`: read-only JSON over the ledger, economy, quality, archive and the
 * bench scorecard, a dashboard page, and approve/reject behind a bearer token. Every read and
 * write goes through the kernel functions the CLI uses, so the server holds no ledger logic
 * of its own and a mutation takes the ledger lock like `govern approve` does.
 */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const loopback = isLoopbackHost(host);
  if (!loopback && options.configuredToken === null) {
    throw new GovernError(
      'USAGE',
      `--host ${host} is not a loopback address, and no server.token is configured`,
      {
        hint: 'set "server": {"token": "<a random secret of 16+ characters>"} in .governance/config.json, or serve on 127.0.0.1 (the default)',
      },
    );
  }
  const token = options.configuredToken ?? generateToken();
  const feed = createChangeFeed(options.workspace);
  const app = await buildApp({ ...options, host, loopback, token, feed });
  try {
    await app.listen({ host, port: options.port });
  } catch (error) {
    feed.close();
    await app.close();
    const code = (error as NodeJS.ErrnoException).code ?? '';
    // A taken or privileged port, or a host that is not an address of this machine, is the
    // caller's to fix: a usage error naming the flags.
    const isUsage = ['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN'].includes(
      code,
    );
    throw new GovernError(
      isUsage ? 'USAGE' : 'IO_FAILED',
      `cannot listen on --host ${host} --port ${options.port}: ${(error as Error).message}`,
      {
        hint:
          code === 'EADDRINUSE'
            ? 'another process uses that port: pass another --port (0 picks a free one)'
            : 'pass a --host this machine has (127.0.0.1 by default) and a free --port',
        cause: error,
      },
    );
  }
  const address = app.server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    host,
    port: address.port,
    token,
    tokenSource: options.configuredToken === null ? 'random' : 'config',
    close: async () => {
      feed.close();
      await app.close();
    },
  };
}

interface AppContext extends ServeOptions {
  readonly host: string;
  readonly loopback: boolean;
  readonly token: string;
  readonly feed: ChangeFeed;
}

async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  // Loaded when a server starts, not by every govern command.
  const { fastify } = await import('fastify');
  const assets = readDashboardAssets();
  const app = fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Open event streams would otherwise keep close() waiting for ever.
    forceCloseConnections: true,
  });
  const dir = ctx.workspace;

  app.addHook('onRequest', async (request, reply) => {
    if (ctx.loopback && !isLoopbackHostHeader(request.headers.host)) {
      return reply.code(403).send(
        problem('FORBIDDEN_HOST', `Host "${request.headers.host ?? ''}" is not this server`, {
          hint: 'open the dashboard at the 127.0.0.1 or localhost address `govern serve` printed',
        }),
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (!hasBearerToken(request.headers.authorization, ctx.token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="govern"')
          .send(
            problem('UNAUTHORIZED', 'this request changes the ledger and needs the bearer token', {
              hint: 'send "Authorization: Bearer <token>" with the token `govern serve` printed at start (or server.token from the config)',
            }),
          );
      }
    }
    return undefined;
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler(async (error, _request, reply) => {
    if (isGovernError(error)) {
      return reply
        .code(httpStatusFor(error.code))
        .send(
          problem(error.code, error.message, error.hint === undefined ? {} : { hint: error.hint }),
        );
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send(problem('BAD_REQUEST', (error as Error).message));
    }
    return reply
      .code(500)
      .send(problem('INTERNAL', `internal error (this is a bug): ${(error as Error).message}`));
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(
      problem('NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0] ?? ''}`, {
        hint: 'GET /status, /tasks, /tasks/:id, /workers, /audit, /benchmark, /archive, /quality, /budget',
      }),
    ),
  );

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
  return app;
}

/**
 * Server-sent events: one `change` event whenever a watched file moves, so the page refetches
 * only when there is something new. Polling the files is the feed's job; here a stream per
 * listener is opened and torn down.
 */
function streamChanges(feed: ChangeFeed, request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
  });
  const send = (signature: string): void => {
    res.write(`event: change\ndata: ${JSON.stringify({ signature })}\n\n`);
  };
  res.write('retry: 2000\n\n');
  send(feed.current());
  const unsubscribe = feed.subscribe(send);
  const heartbeat = setInterval(() => {
    res.write(': keep-alive\n\n');
  }, SSE_HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}

class BadRequest extends Error {
  readonly statusCode = 400;
}

function problem(
  error: string,
  message: string,
  extra: { readonly hint?: string } = {},
): { error: string; message: string; hint?: string } {
  return { error, message, ...extra };
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

/** The HTTP status of each kernel error: what the client asked for vs. what the server lacks. */
function httpStatusFor(code: GovernErrorCode): number {
  switch (code) {
    case 'TASK_NOT_FOUND':
    case 'ARCHIVE_NOT_FOUND':
      return 404;
    // The task or the ledger is not in a state that allows this (not awaiting approval,
    // locked by a running `govern run`, a dirty working tree): retry later, or not at all.
    case 'USAGE':
    case 'LEDGER_LOCKED':
    case 'DIRTY_WORKTREE':
      return 409;
    case 'CONFIG_INVALID':
    case 'CONFIG_MISSING':
    case 'CONFIG_EXISTS':
    case 'TASKS_INVALID':
    case 'AGENT_UNKNOWN':
    case 'AGENT_INVALID':
    case 'LEDGER_INVALID':
    case 'LEDGER_MISSING':
    case 'AUDIT_INVALID':
    case 'NOT_A_GIT_REPO':
    case 'GIT_FAILED':
    case 'TOOL_MISSING':
    case 'SANDBOX_UNAVAILABLE':
    case 'IO_FAILED':
    case 'ARCHIVE_CORRUPT':
    case 'BENCH_CASE_INVALID':
    case 'QUEUE_URL_INVALID':
    case 'QUEUE_UNAVAILABLE':
      return 503;
  }
}

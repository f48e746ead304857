import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { GovernError, isGovernError } from '../common/index.js';
import { generateToken, hasBearerToken, isLoopbackHost, isLoopbackHostHeader } from './auth.js';
import { createChangeFeed } from './changes.js';
import type { ChangeFeed } from './changes.js';
import { readDashboardAssets } from './assets.js';
import { httpStatusFor, problem } from './http-problem.js';
import { registerPageRoutes, registerReadRoutes, registerTaskActions } from './routes.js';
import type { RouteContext } from './routes.js';

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

/** Approve/reject bodies are a name and a reason: a few KiB is plenty. */
const BODY_LIMIT_BYTES = 16 * 1024;

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

interface AppContext extends ServeOptions, RouteContext {
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
  installGuards(app, ctx);
  registerPageRoutes(app, assets);
  registerReadRoutes(app, ctx);
  registerTaskActions(app, ctx);
  return app;
}

/**
 * What every request passes before a route sees it: on loopback only this server's Host
 * (a DNS-rebinding page names another), the bearer token for anything but a read, headers
 * that keep answers out of caches and sniffers, and errors as problem bodies.
 */
function installGuards(app: FastifyInstance, ctx: AppContext): void {
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
}

import { InvalidArgumentError } from '@commander-js/extra-typings';
import type { Command } from '@commander-js/extra-typings';
import { readServeSettings } from '../../kernel/index.js';
import { startServer } from '../../server/index.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import { jsonOption, workspaceOf, workspaceOption } from './options.js';

/** The port `govern serve` listens on without --port. */
const DEFAULT_SERVE_PORT = 4177;

function parsePort(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65_535) {
    throw new InvalidArgumentError(
      `--port must be a whole number from 0 to 65535 (got "${value}"; 0 picks a free port)`,
    );
  }
  return Number(value);
}

function parseHost(value: string): string {
  if (value.trim() === '' || /[\s/]/.test(value)) {
    throw new InvalidArgumentError(
      `--host must be an address or host name such as 127.0.0.1 (got "${value}")`,
    );
  }
  return value;
}

/** Resolves when the process is asked to stop (Ctrl-C or a service manager's SIGTERM). */
function untilStopped(): Promise<string> {
  return new Promise((done) => {
    const stop = (signal: string): void => {
      process.removeListener('SIGINT', stop);
      process.removeListener('SIGTERM', stop);
      done(signal);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

function declare(program: Command) {
  return program
    .command('serve')
    .description(
      'the dashboard and a read-only JSON API over the ledger; approve/reject need the bearer token',
    )
    .option(
      '--port <n>',
      `TCP port (default ${DEFAULT_SERVE_PORT}; 0 picks a free one)`,
      parsePort,
      DEFAULT_SERVE_PORT,
    )
    .option(
      '--host <host>',
      'address to bind (default 127.0.0.1; any other needs server.token in the config)',
      parseHost,
      '127.0.0.1',
    )
    .addOption(jsonOption('print the address (and a random token) as one JSON line'))
    .addOption(workspaceOption());
}

type ServeFlags = ReturnType<ReturnType<typeof declare>['opts']>;

/** `govern serve`: the dashboard and its JSON API, until SIGINT or SIGTERM. */
async function serve(options: ServeFlags, { io }: CommandContext): Promise<void> {
  const settings = await readServeSettings(workspaceOf(options));
  const server = await startServer({
    workspace: settings.workspace,
    governanceDir: settings.governanceDir,
    host: options.host,
    port: options.port,
    configuredToken: settings.token,
    hostEnv: process.env,
    defaultApprover: `${process.env['USER'] ?? process.env['LOGNAME'] ?? 'someone'} (dashboard)`,
  });
  const random = server.tokenSource === 'random';
  if (options.json) {
    io.out(
      JSON.stringify({
        url: server.url,
        workspace: settings.workspace,
        tokenSource: server.tokenSource,
        ...(random ? { token: server.token } : {}),
      }),
    );
  } else {
    io.out(
      [
        `govern serve: dashboard of ${settings.workspace}`,
        `  listening on ${server.url}/`,
        random
          ? `  token for approve/reject (new at each start): ${server.token}\n  open ${server.url}/#token=${server.token} to have the page hold it`
          : '  token for approve/reject: server.token from .governance/config.json',
        '  Ctrl-C stops it',
      ].join('\n'),
    );
  }
  await untilStopped();
  await server.close();
}

export const serveCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((options) => serve(options, context));
  },
  reference: {
    serve: {
      does: 'the dashboard and a read-only JSON API over the ledger (see [Dashboard](#dashboard-govern-serve)); binds 127.0.0.1:4177 by default (`--port 0` picks a free port), prints the URL and a bearer token made for this start (or uses `server.token` from the config) that approve/reject need; a non-loopback `--host` without `server.token` is refused (exit 2). Runs until SIGINT/SIGTERM',
    },
  },
};

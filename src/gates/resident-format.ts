import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isResolvedInside } from '../common/index.js';
import type { ProcessResult } from '../common/index.js';
import { FORMAT_SERVER_SOURCE } from './format-server-source.js';
import type {
  ResidentLauncher,
  ResidentToolProcess,
  ToolCommand,
  ToolLaunch,
  ToolLauncher,
} from './types.js';
import { evictIdleResidents } from './resident-evict.js';

/**
 * Resident formatters kept at once. One per worktree slot of `govern run --parallel 8` and
 * one for the main tree; each is a node process of ~60 MB. Past the cap the least recently
 * used idle one stops, and its tree's next call starts a new one.
 */
const MAX_RESIDENT_FORMATTERS = 9;

/**
 * Arguments the resident answers for: the detected command line, and what the baseline's
 * stdin runs make of it. Anything else (a plugin, a config path, the experimental CLI) runs
 * as the command.
 */
const RESIDENT_ARGS = new Set(['--check', '--ignore-unknown', '--no-error-on-unmatched-pattern']);

/** The prettier package `command` runs, with its command-line module, or null. */
interface PrettierSetup {
  readonly dir: string;
  readonly cli: string;
}

type Reply =
  | {
      readonly id: number;
      readonly exitCode: number;
      readonly stdout: string;
      readonly stderr: string;
    }
  | { readonly id: number; readonly refused: string };

interface Resident {
  readonly key: string;
  readonly workspace: string;
  readonly process: ResidentToolProcess;
  /** Settles true once the process has loaded prettier, false when it could not. */
  readonly ready: Promise<boolean>;
  /** Requests run one after another. */
  queue: Promise<unknown>;
  nextId: number;
  lastUsed: number;
  inFlight: boolean;
  readonly waiting: Map<number, (reply: Reply | null) => void>;
}

const residents = new Map<string, Resident>();

/** The prettier package behind `command` (`node_modules/.bin/prettier`), or null. */
function prettierOf(command: string): PrettierSetup | null {
  try {
    const dir = dirname(dirname(realpathSync(command)));
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name?: unknown;
      version?: unknown;
    };
    if (manifest.name !== 'prettier' || typeof manifest.version !== 'string') {
      return null;
    }
    // 3.x: `run(args)` in internal/legacy-cli.mjs from 3.6, internal/cli.mjs before.
    if (!manifest.version.startsWith('3.')) {
      return null;
    }
    const cli = ['legacy-cli.mjs', 'cli.mjs']
      .map((name) => join(dir, 'internal', name))
      .find((file) => existsSync(file));
    return cli === undefined ? null : { dir, cli };
  } catch {
    return null;
  }
}

/**
 * The launcher SYNTAX_CHECK runs prettier with: each call of `command` goes to the tree's
 * resident prettier (see format-server-source.ts) and starts `command` through `oneShot`
 * only when the resident cannot answer it (it could not start, it died, or the call would
 * load code outside prettier: a JS config, a shared config, a plugin). A resident's answer
 * is the exit code and output of prettier's own command-line code run with the same
 * arguments in the same tree, so the verdict, the baseline comparison (issue 19) and
 * `.prettierignore` are judged exactly as for the command. Null when no resident applies
 * (no resident launcher, not the detected prettier 3 command line).
 */
export function residentFormatLauncher(
  command: ToolCommand,
  resident: ResidentLauncher | undefined,
  oneShot: ToolLauncher,
): ToolLauncher | null {
  if (
    resident === undefined ||
    command.resident === undefined ||
    !('formatter' in command.resident) ||
    !command.args.every((arg) => RESIDENT_ARGS.has(arg))
  ) {
    return null;
  }
  const prettier = prettierOf(command.command);
  if (prettier === null) {
    return null;
  }
  return async (launch) => {
    if (launch.program !== command.command || launch.stateFiles.length > 0) {
      return oneShot(launch);
    }
    const answer = await askResident(resident, prettier, launch);
    return answer ?? oneShot(launch);
  };
}

async function askResident(
  launcher: ResidentLauncher,
  prettier: PrettierSetup,
  launch: ToolLaunch,
): Promise<ProcessResult | null> {
  const envHash = createHash('sha256').update(JSON.stringify(launch.env)).digest('hex');
  const key = [launch.cwd, prettier.dir, launcher.key, envHash].join('\0');
  let resident = residents.get(key) ?? null;
  if (resident === null) {
    // The tree's resident from another sandbox shape or environment answers no more.
    for (const other of residents.values()) {
      if (other.workspace === launch.cwd && !other.inFlight) {
        stop(other);
      }
    }
    resident = await startResident(key, launcher, prettier, launch);
    if (resident === null) {
      return null;
    }
  }
  const chosen = resident;
  const turn = chosen.queue.then(() => request(chosen, launch));
  chosen.queue = turn.catch(() => undefined);
  return turn;
}

async function startResident(
  key: string,
  launcher: ResidentLauncher,
  prettier: PrettierSetup,
  launch: ToolLaunch,
): Promise<Resident | null> {
  const waiting = new Map<number, (reply: Reply | null) => void>();
  let buffered = '';
  let onReady: (ready: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((settle) => {
    onReady = settle;
  });
  // The process is not what it should be when it prints something else than the protocol.
  let onBroken = (): void => undefined;
  let child: ResidentToolProcess;
  try {
    child = await launcher.start({
      program: 'node',
      args: ['--input-type=module', '-e', FORMAT_SERVER_SOURCE, prettier.dir, prettier.cli],
      cwd: launch.cwd,
      env: launch.env,
      onStdout: (chunk) => {
        buffered += chunk;
        let newline = buffered.indexOf('\n');
        while (newline !== -1) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          newline = buffered.indexOf('\n');
          const message = parseMessage(line);
          if (message === 'ready') {
            onReady(true);
          } else if (message === null) {
            onBroken();
          } else {
            waiting.get(message.id)?.(message);
          }
        }
      },
    });
  } catch {
    return null;
  }
  const resident: Resident = {
    key,
    workspace: launch.cwd,
    process: child,
    ready,
    queue: Promise.resolve(),
    nextId: 1,
    lastUsed: performance.now(),
    inFlight: false,
    waiting,
  };
  onBroken = () => {
    stop(resident);
  };
  void child.exited.then(() => {
    if (residents.get(key) === resident) {
      residents.delete(key);
    }
    onReady(false);
    for (const settle of waiting.values()) {
      settle(null);
    }
  });
  residents.set(key, resident);
  evictIdleResidents(residents, MAX_RESIDENT_FORMATTERS, resident, (r) => !r.inFlight, stop);
  return resident;
}

function parseMessage(line: string): Reply | 'ready' | null {
  try {
    const message = JSON.parse(line) as Record<string, unknown>;
    if (message['ready'] === true) {
      return 'ready';
    }
    if (typeof message['id'] !== 'number') {
      return null;
    }
    if (typeof message['refused'] === 'string') {
      return { id: message['id'], refused: message['refused'] };
    }
    const { exitCode, stdout, stderr } = message;
    return typeof exitCode === 'number' && typeof stdout === 'string' && typeof stderr === 'string'
      ? { id: message['id'], exitCode, stdout, stderr }
      : null;
  } catch {
    return null;
  }
}

function stop(resident: Resident): void {
  if (residents.get(resident.key) === resident) {
    residents.delete(resident.key);
  }
  void resident.process.stop();
}

/**
 * One call through the resident: what the command would have returned, or null when the
 * resident could not answer (the caller starts the command). A deadline or an abort stops
 * the resident and returns what a killed command returns.
 */
async function request(resident: Resident, launch: ToolLaunch): Promise<ProcessResult | null> {
  const started = performance.now();
  if (launch.signal?.aborted === true) {
    return killed(started, false);
  }
  resident.inFlight = true;
  resident.lastUsed = started;
  resident.process.hold(true);
  const id = resident.nextId;
  resident.nextId += 1;
  // Set by the timer or the abort listener while the reply is awaited.
  const ended: { reason: 'timeout' | 'abort' | null } = { reason: null };
  let timer: NodeJS.Timeout | undefined;
  const onAbort = (): void => {
    ended.reason = 'abort';
    stop(resident);
  };
  try {
    const reply = await new Promise<Reply | null>((settle) => {
      resident.waiting.set(id, settle);
      timer = setTimeout(() => {
        ended.reason = 'timeout';
        stop(resident);
      }, launch.timeoutMs);
      launch.signal?.addEventListener('abort', onAbort, { once: true });
      void resident.ready.then((isReady) => {
        if (!isReady) {
          settle(null);
          return;
        }
        const args = launch.args;
        resident.process.write(
          `${JSON.stringify({ id, args, ...(launch.input === undefined ? {} : { stdin: launch.input }) })}\n`,
        );
      });
    });
    if (ended.reason !== null) {
      return killed(started, ended.reason === 'timeout');
    }
    if (reply === null || 'refused' in reply) {
      return null;
    }
    return {
      exitCode: reply.exitCode,
      signal: null,
      stdout: reply.stdout,
      stderr: reply.stderr,
      timedOut: false,
      truncated: false,
      durationMs: Math.round(performance.now() - started),
      spawnError: null,
      spawnErrorCode: null,
    };
  } finally {
    clearTimeout(timer);
    launch.signal?.removeEventListener('abort', onAbort);
    resident.waiting.delete(id);
    resident.inFlight = false;
    resident.process.hold(false);
  }
}

/** What runProcess returns for a command it killed at the deadline or on abort. */
function killed(started: number, timedOut: boolean): ProcessResult {
  return {
    exitCode: null,
    signal: 'SIGTERM',
    stdout: '',
    stderr: '',
    timedOut,
    truncated: false,
    durationMs: Math.round(performance.now() - started),
    spawnError: null,
    spawnErrorCode: null,
  };
}

/** Stops the resident formatters of trees under `workspace` (all when undefined). */
export async function releaseResidentFormatters(workspace?: string): Promise<void> {
  const doomed = [...residents.values()].filter((r) => isTreeUnder(r.workspace, workspace));
  for (const resident of doomed) {
    residents.delete(resident.key);
  }
  await Promise.all(doomed.map((r) => r.process.stop()));
}

/** Whether `tree` is `workspace` or inside it (every tree when `workspace` is undefined). */
export function isTreeUnder(tree: string, workspace: string | undefined): boolean {
  return workspace === undefined || isResolvedInside(tree, workspace);
}

import { spawn } from 'node:child_process';
import type { ChildProcess, ChildProcessWithoutNullStreams } from 'node:child_process';
import { constants as osConstants } from 'node:os';
import { findExecutable } from './find-executable.js';
import { holdHandles } from './long-lived-process.js';
import { routeSpawns, runProcess } from './run-process.js';
import type { RoutedChild, RoutedExit, RoutedRequest } from './run-process.js';
import { SPAWNER_SOURCE } from './spawner-source.js';

/** What `useSpawner` needs from the caller's environment (only cli/ reads process.env). */
export interface SpawnerOptions {
  /** The PATH perl is looked up in; nothing else of the environment reaches the helper. */
  readonly path: string;
  /** `off` or `0` keeps spawning in this process (GOVERN_SPAWNER). */
  readonly setting?: string | undefined;
}

interface Waiter {
  readonly request: RoutedRequest;
  readonly onPid: (pid: number) => void;
  readonly onExit: (exit: RoutedExit) => void;
}

const SIGNAL_NAMES = new Map<number, string>(
  Object.entries(osConstants.signals).map(([name, number]) => [number, name]),
);
const ERRNO_NAMES = new Map<number, string>(
  Object.entries(osConstants.errno).map(([name, number]) => [number, name]),
);

let active: Helper | null = null;

/**
 * Routes this process's runProcess calls through a spawner helper (see spawner-source.ts)
 * for as long as the process lives: for long commands that start hundreds of children
 * (`govern run`, `govern worker`). Returns whether the route is on: not when the setting
 * says off or no perl is on PATH. A helper that fails later turns the route off again and
 * the calls it held get an error result, as a spawn failure would.
 */
export function useSpawner(options: SpawnerOptions): boolean {
  if (isSwitchedOff(options)) {
    return false;
  }
  const perl = findExecutable('perl', options.path, '/');
  if (perl === null) {
    return false;
  }
  void active?.close();
  const helper = startHelper(perl);
  active = helper;
  routeSpawns((request) => helper.run(request));
  return true;
}

function isSwitchedOff(options: SpawnerOptions): boolean {
  return options.setting === 'off' || options.setting === '0';
}

/**
 * Turns the route off and waits (up to CLOSE_WAIT_MS) for the helper to exit, so that its
 * CPU and its children's count in this process's own (GNU time, getrusage) and nothing of
 * it outlives the command.
 */
export async function stopSpawner(): Promise<void> {
  routeSpawns(null);
  const helper = active;
  active = null;
  await helper?.close();
}

/** How long stopSpawner waits for the children the helper still runs. */
const CLOSE_WAIT_MS = 2_000;

/** What a real start of the spawner found: where perl is, or why it is not used. */
export type SpawnerProbe =
  | { readonly kind: 'on'; readonly perl: string }
  | { readonly kind: 'off'; readonly reason: string }
  | { readonly kind: 'broken'; readonly perl: string; readonly reason: string };

/**
 * Starts the spawner as a run would and runs one program through it (govern doctor): a
 * perl that is there but cannot run the helper is found here, not in a run. The route is
 * off again afterwards.
 */
export async function probeSpawner(options: SpawnerOptions): Promise<SpawnerProbe> {
  if (isSwitchedOff(options)) {
    return { kind: 'off', reason: `GOVERN_SPAWNER=${options.setting ?? ''}` };
  }
  const perl = findExecutable('perl', options.path, '/');
  if (perl === null || !useSpawner(options)) {
    return { kind: 'off', reason: 'no perl on PATH' };
  }
  try {
    const result = await runProcess(perl, ['-e', 'print getppid()'], {
      cwd: '/',
      env: { PATH: options.path },
      timeoutMs: 10_000,
    });
    if (result.exitCode === 0 && Number(result.stdout) !== process.pid) {
      return { kind: 'on', perl };
    }
    const reason = result.spawnError ?? (result.stderr.trim() || `exit ${String(result.exitCode)}`);
    return {
      kind: 'broken',
      perl,
      reason: result.exitCode === 0 ? 'it did not start the program' : reason,
    };
  } finally {
    await stopSpawner();
  }
}

interface Helper {
  run(request: RoutedRequest): RoutedChild | null;
  /** Ends its stdin; settles once it exited or CLOSE_WAIT_MS passed. */
  close(): Promise<void>;
}

/** The helper's side of the bookkeeping: who waits for which id. */
interface HelperState {
  readonly child: ChildProcessWithoutNullStreams;
  nextId: number;
  isReady: boolean;
  isDead: boolean;
  stderrTail: string;
  /** Requests written before READY: if the helper dies before it, none of them started. */
  readonly queued: Set<Waiter>;
  readonly waiting: Map<number, Waiter>;
}

function startHelper(perl: string): Helper {
  const child = spawn(perl, ['-e', SPAWNER_SOURCE], {
    cwd: '/',
    // No environment beyond PATH: PERL5OPT, PERL5LIB and the like would run code in it.
    env: { PATH: '/usr/bin:/bin', LC_ALL: 'C' },
    // Its own process group: a Ctrl-C meant for govern must not take the helper away from
    // the rollback govern then runs. It exits when govern's end of its stdin closes.
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const state: HelperState = {
    child,
    nextId: 1,
    isReady: false,
    isDead: false,
    stderrTail: '',
    queued: new Set(),
    waiting: new Map(),
  };
  const helper: Helper = {
    run: (request) => (state.isDead ? null : send(state, request)),
    close: async () => {
      child.stdin.end('Q\n');
      if (!state.isDead) {
        // Held, or a command whose work is done would exit before the helper it waits for.
        hold(child, true);
        await new Promise<void>((resolve) => {
          // A ref'd timer, cleared on close: the wait settles whatever the pipes' handles do.
          // With only the handles holding the loop, a helper whose pipes closed before its
          // 'close' event could leave `govern` with nothing to run and its await unsettled
          // (node's exit 13, no message), seen once under a loaded test run.
          const timer = setTimeout(resolve, CLOSE_WAIT_MS);
          child.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      hold(child, false);
    },
  };
  const frames = frameReader((frame) => {
    takeFrame(state, frame);
  });
  child.stdout.on('data', (chunk: Buffer) => {
    frames.push(chunk);
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    state.stderrTail = (state.stderrTail + chunk).slice(-2_000);
  });
  child.stdin.on('error', () => undefined);
  const die = (why: string): void => {
    if (!state.isDead) {
      state.isDead = true;
      if (active === helper) {
        routeSpawns(null);
        active = null;
      }
      releaseWaiters(state, why);
    }
  };
  child.on('error', (error) => {
    die(error.message);
  });
  child.on('close', (code, signal) => {
    die(signal === null ? `exit ${code ?? 'unknown'}` : `signal ${signal}`);
  });
  hold(child, false);
  return helper;
}

/** Writes one request; null when it cannot pass (a NUL, which exec refuses anyway). */
function send(state: HelperState, request: RoutedRequest): RoutedChild | null {
  const fields = [
    request.program,
    request.cwd,
    String(request.args.length),
    ...request.args,
    ...Object.entries(request.env).map(([key, value]) => `${key}=${value}`),
  ];
  // Spawned here instead, Node raises its own error for it.
  if (fields.some((field) => field.includes('\0'))) {
    return null;
  }
  const payload = Buffer.from(fields.map((field) => `${field}\0`).join(''), 'utf8');
  const input = Buffer.from(request.input ?? '', 'utf8');
  const id = state.nextId++;
  let onPid: (pid: number) => void = () => undefined;
  let onExit: (exit: RoutedExit) => void = () => undefined;
  const pid = new Promise<number>((resolve) => {
    onPid = resolve;
  });
  const exit = new Promise<RoutedExit>((resolve) => {
    onExit = resolve;
  });
  const waiter: Waiter = { request, onPid, onExit };
  state.waiting.set(id, waiter);
  if (!state.isReady) {
    state.queued.add(waiter);
  }
  hold(state.child, true);
  state.child.stdin.write(`R ${id} ${payload.length} ${input.length} ${request.maxOutputBytes}\n`);
  state.child.stdin.write(payload);
  state.child.stdin.write(input);
  return { pid, exit };
}

function takeFrame(state: HelperState, frame: Frame): void {
  if (frame.kind === 'ready') {
    state.isReady = true;
    state.queued.clear();
    return;
  }
  const waiter = state.waiting.get(frame.id);
  if (waiter === undefined) {
    return;
  }
  if (frame.kind === 'started') {
    waiter.onPid(frame.pid);
    return;
  }
  state.waiting.delete(frame.id);
  hold(state.child, state.waiting.size > 0);
  waiter.onExit(frame.exit(waiter.request.program));
}

/** The helper is gone: what never reached it is spawned here, what it ran is a failure. */
function releaseWaiters(state: HelperState, why: string): void {
  const detail = state.stderrTail.trim();
  for (const [id, waiter] of state.waiting) {
    state.waiting.delete(id);
    waiter.onExit(
      state.queued.has(waiter)
        ? { kind: 'not-started' }
        : {
            kind: 'failed',
            message: `the process spawner (perl) stopped before ${waiter.request.program} finished: ${why}${detail === '' ? '' : ` (${detail})`}`,
            code: 'SPAWNER_FAILED',
          },
    );
  }
}

type Frame =
  | { readonly kind: 'ready' }
  | { readonly kind: 'started'; readonly id: number; readonly pid: number }
  | { readonly kind: 'exited'; readonly id: number; exit(program: string): RoutedExit };

/** Cuts the helper's stdout into frames; a big output is joined once, when it is all there. */
function frameReader(onFrame: (frame: Frame) => void): { push(chunk: Buffer): void } {
  let buffer = Buffer.alloc(0);
  let parts: Buffer[] = [];
  let partsBytes = 0;
  // How many bytes the frame at the front needs before it is worth joining the parts.
  let needBytes = 0;
  // Takes one frame off the front, or returns how many bytes a whole one needs.
  const take = (): number => {
    const newline = buffer.indexOf(10);
    if (newline < 0) {
      return buffer.length + 1;
    }
    const header = buffer.subarray(0, newline).toString('latin1').split(' ');
    const [, id = 0, ...rest] = header.map(Number);
    if (header[0] === 'READY' || header[0] === 'S') {
      buffer = buffer.subarray(newline + 1);
      onFrame(
        header[0] === 'READY' ? { kind: 'ready' } : { kind: 'started', id, pid: rest[0] ?? 0 },
      );
      return 0;
    }
    const [code = -1, signal = 0, errno = 0, truncated = 0, outBytes = 0, errBytes = 0] = rest;
    const end = newline + 1 + outBytes + errBytes;
    if (buffer.length < end) {
      return end;
    }
    const stdout = Buffer.from(buffer.subarray(newline + 1, newline + 1 + outBytes));
    const stderr = Buffer.from(buffer.subarray(newline + 1 + outBytes, end));
    buffer = buffer.subarray(end);
    onFrame({
      kind: 'exited',
      id,
      exit: (program) => {
        if (errno === 0) {
          return {
            kind: 'exited',
            exitCode: code < 0 ? null : code,
            signal: signal === 0 ? null : (SIGNAL_NAMES.get(signal) ?? `signal ${signal}`),
            stdout,
            stderr,
            truncated: truncated === 1,
          };
        }
        const name = ERRNO_NAMES.get(errno);
        return {
          kind: 'failed',
          message: `spawn ${program} ${name ?? `errno ${errno}`}`,
          code: name ?? 'SPAWN_FAILED',
        };
      },
    });
    return 0;
  };
  return {
    push: (chunk) => {
      parts.push(chunk);
      partsBytes += chunk.length;
      if (buffer.length + partsBytes < needBytes) {
        return;
      }
      buffer = Buffer.concat([buffer, ...parts]);
      parts = [];
      partsBytes = 0;
      for (;;) {
        needBytes = take();
        if (needBytes > 0) {
          return;
        }
      }
    },
  };
}

/** Whether the helper keeps govern running: only while a call waits for it. */
function hold(child: ChildProcess, isHeld: boolean): void {
  holdHandles([child, child.stdin, child.stdout, child.stderr], isHeld);
}

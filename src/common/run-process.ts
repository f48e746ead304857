import { spawn } from 'node:child_process';

/** How long a process group gets between SIGTERM and SIGKILL. */
export const KILL_GRACE_MS = 2_000;

const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

export interface RunProcessOptions {
  readonly cwd: string;
  /** The child's whole environment. Build it with an allowlist; never pass process.env as is. */
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  /** Per stream; output beyond it is dropped and `truncated` is set. */
  readonly maxOutputBytes?: number;
  readonly input?: string;
  readonly signal?: AbortSignal;
  /** Called once the child has a pid (its process group id too, since it is detached). */
  readonly onSpawn?: (pid: number) => void;
  /** Sees stdout as it arrives (a watchdog can abort through `signal` on a known hang). */
  readonly onStdout?: (chunk: string) => void;
  /** Also return stdout as raw bytes (`stdoutBytes`), for output that is not all text. */
  readonly keepStdoutBytes?: boolean;
}

export interface ProcessResult {
  /** null when the process was killed by a signal or never started. */
  readonly exitCode: number | null;
  readonly signal: string | null;
  readonly stdout: string;
  /** Set with `keepStdoutBytes`. */
  readonly stdoutBytes?: Buffer;
  readonly stderr: string;
  readonly timedOut: boolean;
  readonly truncated: boolean;
  readonly durationMs: number;
  /** Set when the program could not be started at all (ENOENT, EACCES). */
  readonly spawnError: string | null;
  readonly spawnErrorCode: string | null;
}

/** A call runProcess hands to a spawn route (see spawner.ts). */
export interface RoutedRequest {
  readonly program: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly input: string | undefined;
  readonly maxOutputBytes: number;
}

/** How a routed child ended; `not-started` means it never ran and may be spawned here. */
export type RoutedExit =
  | {
      readonly kind: 'exited';
      readonly exitCode: number | null;
      readonly signal: string | null;
      readonly stdout: Buffer;
      readonly stderr: Buffer;
      readonly truncated: boolean;
    }
  | { readonly kind: 'failed'; readonly message: string; readonly code: string }
  | { readonly kind: 'not-started' };

/** A child started elsewhere: its pid once it runs (never, when it fails to start), and its end. */
export interface RoutedChild {
  readonly pid: Promise<number>;
  readonly exit: Promise<RoutedExit>;
}

/** Starts a call elsewhere, or returns null to have it spawned here. */
export type SpawnRoute = (request: RoutedRequest) => RoutedChild | null;

let spawnRoute: SpawnRoute | null = null;

/**
 * Sends runProcess's calls through `route` (null: spawn here again). Calls that stream
 * stdout to a watcher are always spawned here.
 */
export function routeSpawns(route: SpawnRoute | null): void {
  spawnRoute = route;
}

/**
 * Runs one program with argv (never a shell string) in its own process group and always
 * resolves. At the deadline or on abort the whole group gets SIGTERM, then SIGKILL after
 * KILL_GRACE_MS, so grandchildren an agent started die with it.
 */
export function runProcess(
  program: string,
  args: readonly string[],
  options: RunProcessOptions,
): Promise<ProcessResult> {
  const started = performance.now();
  const maxBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  if (spawnRoute !== null && options.onStdout === undefined) {
    const routed = spawnRoute({
      program,
      args,
      cwd: options.cwd,
      env: options.env,
      input: options.input,
      maxOutputBytes: maxBytes,
    });
    if (routed !== null) {
      return settleRouted(routed, started, options).then(
        (result) => result ?? spawnHere(program, args, options, started, maxBytes),
      );
    }
  }
  return spawnHere(program, args, options, started, maxBytes);
}

/**
 * A routed child under runProcess's rules: the deadline and the abort signal stop its
 * process group (as soon as its pid is known), and what is left of the group dies once it
 * ends. Null when it never started, for the caller to spawn it here.
 */
async function settleRouted(
  routed: RoutedChild,
  started: number,
  options: RunProcessOptions,
): Promise<ProcessResult | null> {
  let pid: number | undefined;
  let timedOut = false;
  const group = groupKiller(() => pid);
  void routed.pid.then((known) => {
    pid = known;
    options.onSpawn?.(known);
    group.started();
  });
  const unwatch = watchStops(options, group.terminate, () => {
    timedOut = true;
  });
  const exit = await routed.exit;
  unwatch();
  group.finish();
  if (exit.kind === 'not-started') {
    return null;
  }
  const durationMs = Math.round(performance.now() - started);
  if (exit.kind === 'failed') {
    return {
      exitCode: null,
      signal: null,
      stdout: '',
      stderr: '',
      timedOut,
      truncated: false,
      durationMs,
      spawnError: exit.message,
      spawnErrorCode: exit.code,
    };
  }
  return {
    exitCode: exit.exitCode,
    signal: exit.signal,
    stdout: exit.stdout.toString('utf8'),
    ...(options.keepStdoutBytes === true ? { stdoutBytes: exit.stdout } : {}),
    stderr: exit.stderr.toString('utf8'),
    timedOut,
    truncated: exit.truncated,
    durationMs,
    spawnError: null,
    spawnErrorCode: null,
  };
}

function spawnHere(
  program: string,
  args: readonly string[],
  options: RunProcessOptions,
  started: number,
  maxBytes: number,
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    let settled = false;
    let timedOut = false;
    // Set once the deadline and the abort signal are watched; `finish` stops watching.
    let unwatch = (): void => undefined;
    const out = captureStream(maxBytes);
    const err = captureStream(maxBytes);

    const child = spawn(program, [...args], {
      cwd: options.cwd,
      env: { ...options.env },
      detached: true,
      shell: false,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const group = groupKiller(() => child.pid);

    const finish = (
      exitCode: number | null,
      signal: string | null,
      spawnError: NodeJS.ErrnoException | null,
    ): void => {
      if (settled) {
        return;
      }
      settled = true;
      unwatch();
      group.finish();
      const stdoutBytes = out.bytes();
      resolve({
        exitCode,
        signal,
        stdout: stdoutBytes.toString('utf8'),
        ...(options.keepStdoutBytes === true ? { stdoutBytes } : {}),
        stderr: err.bytes().toString('utf8'),
        timedOut,
        truncated: out.isTruncated() || err.isTruncated(),
        durationMs: Math.round(performance.now() - started),
        spawnError: spawnError === null ? null : spawnError.message,
        spawnErrorCode: spawnError === null ? null : (spawnError.code ?? 'SPAWN_FAILED'),
      });
    };

    child.stdout.on('data', (chunk: Buffer) => {
      options.onStdout?.(chunk.toString('utf8'));
      out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err.push(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(null, null, error);
    });
    child.on('close', (code, signal) => {
      finish(code, signal, null);
    });
    if (child.pid !== undefined) {
      options.onSpawn?.(child.pid);
    }

    unwatch = watchStops(options, group.terminate, () => {
      timedOut = true;
    });

    // A child that exits before reading stdin makes the write fail with EPIPE; that is
    // the child's choice, not an error of ours.
    child.stdin.on('error', () => undefined);
    if (options.input !== undefined) {
      child.stdin.end(options.input);
    } else {
      child.stdin.end();
    }
  });
}

/**
 * Stops the child at the deadline (after `onTimeout`) and when the caller aborts, also when
 * the signal was aborted before the start. Returns what stops watching both.
 */
function watchStops(
  options: RunProcessOptions,
  terminate: () => void,
  onTimeout: () => void,
): () => void {
  let deadlineTimer: NodeJS.Timeout | undefined;
  if (options.timeoutMs !== undefined) {
    deadlineTimer = setTimeout(() => {
      onTimeout();
      terminate();
    }, options.timeoutMs);
  }
  const onAbort = (): void => {
    terminate();
  };
  if (options.signal !== undefined) {
    if (options.signal.aborted) {
      terminate();
    } else {
      options.signal.addEventListener('abort', onAbort, { once: true });
    }
  }
  return () => {
    clearTimeout(deadlineTimer);
    options.signal?.removeEventListener('abort', onAbort);
  };
}

/**
 * One output stream, kept up to `maxBytes`: a child that prints without end must not
 * exhaust the kernel's memory, so the rest is dropped and the stream marked truncated.
 */
function captureStream(maxBytes: number): {
  push(chunk: Buffer): void;
  bytes(): Buffer;
  isTruncated(): boolean;
} {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  return {
    push: (chunk) => {
      if (size + chunk.length > maxBytes) {
        truncated = true;
        const room = maxBytes - size;
        if (room > 0) {
          chunks.push(chunk.subarray(0, room));
          size += room;
        }
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    },
    bytes: () => Buffer.concat(chunks),
    isTruncated: () => truncated,
  };
}

/**
 * Stops a child's process group, the child known by `pidOf` (undefined until it has started,
 * and for good when it never did): `terminate` sends SIGTERM and SIGKILL after
 * KILL_GRACE_MS, or, asked before the pid is known, once `started` says it is; `finish`
 * (once the leader is gone) kills what is left of the group at once, since grandchildren
 * that outlived the leader must not, and drops the pending kill.
 */
export function groupKiller(pidOf: () => number | undefined): {
  terminate: () => void;
  started: () => void;
  finish: () => void;
} {
  let killTimer: NodeJS.Timeout | undefined;
  let isStopWanted = false;
  const terminate = (): void => {
    const pid = pidOf();
    if (pid === undefined) {
      isStopWanted = true;
      return;
    }
    killGroup(pid, 'SIGTERM');
    killTimer = setTimeout(() => {
      killGroup(pid, 'SIGKILL');
    }, KILL_GRACE_MS);
    killTimer.unref();
  };
  return {
    terminate,
    started: () => {
      if (isStopWanted) {
        terminate();
      }
    },
    finish: () => {
      const pid = pidOf();
      if (pid !== undefined) {
        killGroup(pid, 'SIGKILL');
      }
      clearTimeout(killTimer);
    },
  };
}

/** Signals a whole process group; a group that is already gone is not an error. */
export function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: nothing left to kill.
  }
}

/** Whether a process with this id exists (EPERM: it does, under another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

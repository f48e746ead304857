import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

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
    const group = groupKiller(child);

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
 * Stops the child's process group: `terminate` sends SIGTERM and SIGKILL after
 * KILL_GRACE_MS; `finish` (once the leader is gone) kills what is left of the group at
 * once, since grandchildren that outlived the leader must not, and drops the pending kill.
 */
function groupKiller(child: ChildProcess): { terminate: () => void; finish: () => void } {
  let killTimer: NodeJS.Timeout | undefined;
  return {
    terminate: () => {
      if (child.pid === undefined) {
        return;
      }
      killGroup(child.pid, 'SIGTERM');
      killTimer = setTimeout(() => {
        if (child.pid !== undefined) {
          killGroup(child.pid, 'SIGKILL');
        }
      }, KILL_GRACE_MS);
      killTimer.unref();
    },
    finish: () => {
      if (child.pid !== undefined) {
        killGroup(child.pid, 'SIGKILL');
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

export interface StartProcessOptions {
  readonly cwd: string;
  /** The child's whole environment, as for runProcess. */
  readonly env: Readonly<Record<string, string>>;
  /** Sees stdout as it arrives. */
  readonly onStdout: (chunk: string) => void;
}

/** How a long-lived child ended: its exit code or signal, or why it could not start. */
export interface ProcessExit {
  readonly exitCode: number | null;
  readonly signal: string | null;
  readonly spawnError: string | null;
}

/** A child that serves requests over stdin and stdout until it is stopped. */
export interface LongLivedProcess {
  readonly pid: number | undefined;
  /** Writes to the child's stdin; a child that is gone just does not read it. */
  write(text: string): void;
  /** Whether a pending request keeps govern running (an idle child never does). */
  hold(isHeld: boolean): void;
  /** SIGTERM to the whole group, then SIGKILL after KILL_GRACE_MS. */
  stop(): void;
  /** Settles once the child is gone. */
  readonly exited: Promise<ProcessExit>;
}

/**
 * Starts a program that stays up (a resident tool serving one request per stdin line), in
 * its own process group as runProcess does, with stderr dropped: a tool's complaints arrive
 * in its replies. It never keeps govern alive by itself; `hold(true)` does while a caller waits.
 */
export function startProcess(
  program: string,
  args: readonly string[],
  options: StartProcessOptions,
): LongLivedProcess {
  const child = spawn(program, [...args], {
    cwd: options.cwd,
    env: { ...options.env },
    detached: true,
    shell: false,
    stdio: ['pipe', 'pipe', 'ignore'],
    windowsHide: true,
  });
  const group = groupKiller(child);
  const exited = new Promise<ProcessExit>((resolve) => {
    let settled = false;
    const finish = (exit: ProcessExit): void => {
      if (!settled) {
        settled = true;
        group.finish();
        resolve(exit);
      }
    };
    child.on('error', (error) => {
      finish({ exitCode: null, signal: null, spawnError: error.message });
    });
    child.on('close', (exitCode, signal) => {
      finish({ exitCode, signal, spawnError: null });
    });
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    options.onStdout(chunk);
  });
  child.stdin.on('error', () => undefined);
  const hold = (isHeld: boolean): void => {
    // The pipes hold the event loop as much as the child does.
    const handles: object[] = [child, child.stdout, child.stdin];
    for (const handle of handles.filter(isRefable)) {
      if (isHeld) {
        handle.ref();
      } else {
        handle.unref();
      }
    }
  };
  hold(false);
  return {
    pid: child.pid,
    write: (text) => {
      if (child.stdin.writable) {
        child.stdin.write(text);
      }
    },
    hold,
    stop: () => {
      group.terminate();
    },
    exited,
  };
}

interface Refable {
  ref(): unknown;
  unref(): unknown;
}

/** A child's pipes are sockets, which can stop holding the event loop; typed as streams. */
function isRefable(handle: object): handle is Refable {
  return 'ref' in handle && 'unref' in handle;
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

/**
 * A Node module of govern's own as a child process with an IPC channel: a resident helper
 * (the type checker) kept out of govern's heap. None of govern's node options are passed on
 * (a profiler or loader flag is govern's, not the helper's); stderr is piped for the caller
 * to read when the helper dies, stdout ignored.
 */
export function forkModule(modulePath: string): ChildProcess {
  return fork(modulePath, [], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
}

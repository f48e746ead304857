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
    let truncated = false;
    let killTimer: NodeJS.Timeout | undefined;
    let deadlineTimer: NodeJS.Timeout | undefined;
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;

    const child = spawn(program, [...args], {
      cwd: options.cwd,
      env: { ...options.env },
      detached: true,
      shell: false,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });

    const finish = (
      exitCode: number | null,
      signal: string | null,
      spawnError: NodeJS.ErrnoException | null,
    ): void => {
      if (settled) {
        return;
      }
      settled = true;
      clearTimeout(deadlineTimer);
      options.signal?.removeEventListener('abort', onAbort);
      // The group may still hold grandchildren that outlived the leader; they must not.
      if (child.pid !== undefined) {
        killGroup(child.pid, 'SIGKILL');
      }
      clearTimeout(killTimer);
      const stdoutBytes = Buffer.concat(out);
      resolve({
        exitCode,
        signal,
        stdout: stdoutBytes.toString('utf8'),
        ...(options.keepStdoutBytes === true ? { stdoutBytes } : {}),
        stderr: Buffer.concat(err).toString('utf8'),
        timedOut,
        truncated,
        durationMs: Math.round(performance.now() - started),
        spawnError: spawnError === null ? null : spawnError.message,
        spawnErrorCode: spawnError === null ? null : (spawnError.code ?? 'SPAWN_FAILED'),
      });
    };

    const terminate = (): void => {
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
    };

    function onAbort(): void {
      terminate();
    }

    child.stdout.on('data', (chunk: Buffer) => {
      options.onStdout?.(chunk.toString('utf8'));
      if (outBytes + chunk.length > maxBytes) {
        truncated = true;
        const room = maxBytes - outBytes;
        if (room > 0) {
          out.push(chunk.subarray(0, room));
          outBytes += room;
        }
        return;
      }
      out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errBytes + chunk.length > maxBytes) {
        truncated = true;
        const room = maxBytes - errBytes;
        if (room > 0) {
          err.push(chunk.subarray(0, room));
          errBytes += room;
        }
        return;
      }
      err.push(chunk);
      errBytes += chunk.length;
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

    if (options.timeoutMs !== undefined) {
      deadlineTimer = setTimeout(() => {
        timedOut = true;
        terminate();
      }, options.timeoutMs);
    }
    if (options.signal !== undefined) {
      if (options.signal.aborted) {
        terminate();
      } else {
        options.signal.addEventListener('abort', onAbort, { once: true });
      }
    }

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

/** Signals a whole process group; a group that is already gone is not an error. */
export function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: nothing left to kill.
  }
}

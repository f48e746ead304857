import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { groupKiller } from './run-process.js';

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
  const group = groupKiller(() => child.pid);
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
  // The pipes hold the event loop as much as the child does.
  const hold = (isHeld: boolean): void => {
    holdHandles([child, child.stdout, child.stdin], isHeld);
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

/**
 * Whether these handles (a child and its pipes, which are sockets typed as streams) keep
 * the event loop, and so govern, running.
 */
export function holdHandles(handles: readonly (object | null)[], isHeld: boolean): void {
  for (const handle of handles) {
    if (handle !== null && 'ref' in handle && 'unref' in handle) {
      const refable = handle as Refable;
      if (isHeld) {
        refable.ref();
      } else {
        refable.unref();
      }
    }
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

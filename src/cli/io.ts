/** Where a command prints: stdout for results, stderr for diagnostics. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/**
 * stdout and stderr, each line-terminated. A reader that goes away (`govern status | head`)
 * makes the next write fail with EPIPE, which Node reports as an 'error' event that would
 * otherwise end the process with a stack trace. The stream is then treated as closed and
 * later writes are dropped, so the command still finishes what it was doing (a run still
 * rolls back or lands its attempt) and exits quietly with its own exit code.
 */
export function standardIo(): Io {
  const stdout = guardAgainstClosedPipe(process.stdout);
  const stderr = guardAgainstClosedPipe(process.stderr);
  return {
    out: (text) => {
      stdout.write(`${text}\n`);
    },
    err: (text) => {
      stderr.write(`${text}\n`);
    },
  };
}

function guardAgainstClosedPipe(stream: NodeJS.WriteStream): { write: (text: string) => void } {
  let closed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') {
      closed = true;
      return;
    }
    throw error;
  });
  return {
    write: (text) => {
      if (!closed) {
        stream.write(text);
      }
    },
  };
}

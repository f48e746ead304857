/**
 * Every failure the kernel can name. Callers branch on `code`, never on the message.
 * The CLI maps each code to an exit status (see `exitCodeFor` in cli/).
 */
export const GOVERN_ERROR_CODES = [
  'USAGE',
  'CONFIG_INVALID',
  'CONFIG_MISSING',
  'CONFIG_EXISTS',
  'TASKS_INVALID',
  'TASK_NOT_FOUND',
  'LEDGER_INVALID',
  'LEDGER_MISSING',
  'LEDGER_LOCKED',
  'AUDIT_INVALID',
  'NOT_A_GIT_REPO',
  'DIRTY_WORKTREE',
  'GIT_FAILED',
  'TOOL_MISSING',
  'AGENT_UNKNOWN',
  'AGENT_INVALID',
  'SANDBOX_UNAVAILABLE',
  'IO_FAILED',
  'ARCHIVE_NOT_FOUND',
  'ARCHIVE_CORRUPT',
  'BENCH_CASE_INVALID',
  'QUEUE_URL_INVALID',
  'QUEUE_UNAVAILABLE',
  'QUEUE_KEY_INVALID',
] as const;

export type GovernErrorCode = (typeof GOVERN_ERROR_CODES)[number];

export interface GovernErrorOptions {
  /** What the user can do about it, one sentence. */
  readonly hint?: string;
  /** Machine-readable context (file, field, value). Never secrets. */
  readonly details?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/** The one error type the kernel throws on purpose. */
export class GovernError extends Error {
  readonly code: GovernErrorCode;
  readonly hint: string | undefined;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: GovernErrorCode, message: string, options: GovernErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'GovernError';
    this.code = code;
    this.hint = options.hint;
    this.details = options.details ?? {};
  }
}

export function isGovernError(value: unknown): value is GovernError {
  return value instanceof GovernError;
}

/** A short description of an unknown thrown value, for messages. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    return error.message;
  }
  return String(error);
}

/** What to do about a failed file-system call, by its errno code. */
const SYSTEM_ERROR_FIXES: Readonly<Record<string, (path: string) => string>> = {
  ENOENT: (path) => `${path} does not exist: check the path (and --workspace), or create it`,
  EACCES: (path) =>
    `permission denied: fix the owner or mode of ${path} (ls -ld ${path}), or run govern as the user who owns the repository`,
  EPERM: (path) =>
    `operation not permitted on ${path}: fix its owner or mode, or remove an immutable flag (lsattr ${path})`,
  ENOSPC: () => 'the disk is full: free some space and run again',
  EDQUOT: () => 'the disk quota is used up: free some space and run again',
  EROFS: (path) =>
    `${path} is on a read-only file system: run govern where the repository is writable`,
  EEXIST: (path) => `${path} is in the way: remove or rename it and run again`,
  ENOTDIR: (path) => `part of ${path} is a file where a folder is needed: remove or rename it`,
  EISDIR: (path) => `${path} is a folder where a file is needed: remove or rename it`,
  ENOTEMPTY: (path) => `${path} is not empty: empty or remove it and run again`,
  EMFILE: () => 'too many open files: raise the limit (ulimit -n 4096) and run again',
  ENFILE: () => 'the system ran out of file handles: close other programs and run again',
  EBUSY: (path) => `${path} is in use by another program: close it and run again`,
  ELOOP: (path) => `${path} is a loop of symbolic links: fix or remove the link`,
  ENAMETOOLONG: (path) => `${path} is too long a path: use a shorter workspace path`,
};

/**
 * A Node.js system error (`ENOENT`, `EACCES`, ...) as a coded IO_FAILED error naming the
 * path and the fix; null for anything else. `action` says what govern was doing.
 */
export function fromSystemError(error: unknown, action?: string): GovernError | null {
  if (!(error instanceof Error)) {
    return null;
  }
  const { code, path, dest, syscall } = error as Error & {
    code?: unknown;
    path?: unknown;
    dest?: unknown;
    syscall?: unknown;
  };
  if (typeof code !== 'string' || !/^E[A-Z0-9]+$/.test(code)) {
    return null;
  }
  const target =
    typeof dest === 'string' && code === 'EEXIST'
      ? dest
      : typeof path === 'string'
        ? path
        : '(unknown path)';
  const what = action ?? (typeof syscall === 'string' ? syscall : 'access');
  const fix = SYSTEM_ERROR_FIXES[code];
  return new GovernError('IO_FAILED', `cannot ${what} ${target}: ${code}`, {
    hint: fix === undefined ? `check ${target} and run again` : fix(target),
    details: { path: target, code, ...(typeof syscall === 'string' ? { syscall } : {}) },
    cause: error,
  });
}

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

import type { GovernErrorCode } from '../common/index.js';

/** A client error a route throws; the error handler answers it with this status. */
export class BadRequest extends Error {
  readonly statusCode = 400;
}

/** The JSON body of every error answer: a code to branch on, a message and a hint. */
export function problem(
  error: string,
  message: string,
  extra: { readonly hint?: string } = {},
): { error: string; message: string; hint?: string } {
  return { error, message, ...extra };
}

/** The HTTP status of each kernel error: what the client asked for vs. what the server lacks. */
export function httpStatusFor(code: GovernErrorCode): number {
  switch (code) {
    case 'TASK_NOT_FOUND':
    case 'ARCHIVE_NOT_FOUND':
      return 404;
    // The task or the ledger is not in a state that allows this (not awaiting approval,
    // locked by a running `govern run`, a dirty working tree): retry later, or not at all.
    case 'USAGE':
    case 'LEDGER_LOCKED':
    case 'DIRTY_WORKTREE':
      return 409;
    case 'CONFIG_INVALID':
    case 'CONFIG_MISSING':
    case 'CONFIG_EXISTS':
    case 'TASKS_INVALID':
    case 'AGENT_UNKNOWN':
    case 'AGENT_INVALID':
    case 'LEDGER_INVALID':
    case 'LEDGER_MISSING':
    case 'AUDIT_INVALID':
    case 'NOT_A_GIT_REPO':
    case 'GIT_FAILED':
    case 'TOOL_MISSING':
    case 'SANDBOX_UNAVAILABLE':
    case 'IO_FAILED':
    case 'ARCHIVE_CORRUPT':
    case 'BENCH_CASE_INVALID':
    case 'QUEUE_URL_INVALID':
    case 'QUEUE_UNAVAILABLE':
    case 'QUEUE_KEY_INVALID':
      return 503;
  }
}

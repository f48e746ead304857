import type { GovernErrorCode } from '../common/index.js';

/** The contract scripts rely on. */
export const EXIT = {
  ok: 0,
  governedFailure: 1,
  badInput: 2,
  environment: 3,
  interrupted: 130,
  bug: 70,
} as const;

export function exitCodeFor(code: GovernErrorCode): number {
  switch (code) {
    case 'USAGE':
    case 'CONFIG_INVALID':
    case 'CONFIG_MISSING':
    case 'CONFIG_EXISTS':
    case 'TASKS_INVALID':
    case 'TASK_NOT_FOUND':
    case 'AGENT_UNKNOWN':
    case 'AGENT_INVALID':
    case 'ARCHIVE_NOT_FOUND':
    case 'BENCH_CASE_INVALID':
    case 'QUEUE_URL_INVALID':
    case 'QUEUE_KEY_INVALID':
      return EXIT.badInput;
    case 'LEDGER_INVALID':
    case 'LEDGER_MISSING':
    case 'LEDGER_LOCKED':
    case 'AUDIT_INVALID':
    case 'NOT_A_GIT_REPO':
    case 'DIRTY_WORKTREE':
    case 'GIT_FAILED':
    case 'TOOL_MISSING':
    case 'SANDBOX_UNAVAILABLE':
    case 'IO_FAILED':
    case 'ARCHIVE_CORRUPT':
    case 'QUEUE_UNAVAILABLE':
      return EXIT.environment;
  }
}

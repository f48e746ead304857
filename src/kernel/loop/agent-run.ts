import type { AgentResult } from '../../agents/index.js';
import type { AuditLog } from '../../ledger/index.js';
import type { AttemptSandbox, OpenAttemptSandbox } from './sandbox.js';

/**
 * Runs one agent attempt inside its own sandbox and records what the sandbox was (network,
 * memory cap applied or why not, OOM kills) in the audit log beside the attempt, whatever
 * the run's outcome.
 */
export async function runInSandbox(
  open: OpenAttemptSandbox,
  where: { readonly worktree: string; readonly attemptDir: string },
  audit: AuditLog,
  label: { readonly task: string; readonly attempt: number },
  run: (sandbox: AttemptSandbox) => Promise<AgentResult>,
): Promise<AgentResult> {
  const sandbox = await open(where.worktree, where.attemptDir);
  try {
    return await run(sandbox);
  } finally {
    audit.append('attempt.sandbox', { ...label, ...(await sandbox.close()) });
  }
}

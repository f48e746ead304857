import type { LedgerTask } from '../ledger/index.js';
import type { BenchAction } from './case-schema.js';

/**
 * The final-action vocabulary over govern's ledger. govern has no SKIP/EVOLVE/REJECT
 * statuses, so the mapping is explicit (and repeated in the README):
 *
 * - SKIP: SKIPPED (lifecycle, dependency), or COMPLETED by reusing an earlier decision
 *   (novelty gate, `decision.reused`): no agent ran and nothing was written.
 * - EVOLVE: COMPLETED by a new commit an LLM agent (tier >= 1) wrote in this decision.
 * - COMPLETED: COMPLETED without a new LLM change: a tier-0 local handler's commit, a held
 *   change landed by `govern approve`, or a re-decided task whose earlier commit stands.
 * - REJECT: a change was produced and refused: QUARANTINED (security gate, forbidden path,
 *   hostile context), FAILED with a gate as the last failing step (SCOPE, TEST_SUITE, ...),
 *   or FAILED because a person ran `govern reject`.
 * - FAILED: FAILED without a change to judge: the agent exited non-zero, timed out or
 *   changed nothing (last failing step AGENT), or the ladder ran out before any gate ran.
 * - DEFERRED, AWAITING_APPROVAL: the statuses of the same name.
 * PENDING or IN_PROGRESS at the end of a case (the run stopped early) count as FAILED.
 */
export function classifyAction(task: LedgerTask): BenchAction {
  const decision = task.decision ?? null;
  switch (task.status) {
    case 'SKIPPED':
      return 'SKIP';
    case 'DEFERRED':
      return 'DEFERRED';
    case 'AWAITING_APPROVAL':
      return 'AWAITING_APPROVAL';
    case 'QUARANTINED':
      return 'REJECT';
    case 'COMPLETED':
      if (decision?.reused === true) {
        return 'SKIP';
      }
      if (
        decision?.tier === 0 ||
        task.reason?.startsWith('approved by ') === true ||
        task.reason?.includes('found nothing to change') === true
      ) {
        return 'COMPLETED';
      }
      return 'EVOLVE';
    case 'FAILED':
      if (decision?.kind === 'REJECTED' || task.reason?.startsWith('rejected by ') === true) {
        return 'REJECT';
      }
      return task.lastFailingGate === null || task.lastFailingGate === 'AGENT'
        ? 'FAILED'
        : 'REJECT';
    case 'PENDING':
    case 'IN_PROGRESS':
      return 'FAILED';
  }
}

import type { TierNumber } from '../../common/index.js';
import type { LedgerTask, StepVerdict } from '../../ledger/index.js';
import type { DecisionOutcome } from '../../quality/index.js';
import type { EconomySession } from './economy.js';

/** What one decided change cost and who made it, for the quality log. */
export interface AttemptFacts {
  readonly tier: TierNumber;
  readonly agent: string;
  readonly costUsd: number;
  readonly tokens: number;
  readonly decisionId: string;
  /** The confidence the pipeline had in the task when it decided. */
  readonly confidence: number;
}

/**
 * A change landed: its modules' rollback streaks end, the decision is remembered under the
 * fingerprint of the tree it produced (so an unchanged rerun reuses it), its snapshot is
 * queued for the archive (off the hot path) and it is logged for decision quality.
 * Returns the new fingerprint and the archive ticket.
 */
export function accountCommitted(
  economy: EconomySession,
  task: LedgerTask,
  facts: AttemptFacts & {
    readonly commit: string;
    readonly verdicts: readonly StepVerdict[];
    readonly files: readonly string[];
  },
): { readonly fingerprint: string; readonly archiveId: string; readonly archiveSha256: string } {
  for (const module of economy.assess(task, economy.workspace).modules) {
    economy.modules.recordSuccess(module);
  }
  const after = economy.assess(task, economy.workspace);
  economy.novelty.record(after.fingerprint, {
    kind: 'COMPLETED',
    reason: `landed ${facts.commit.slice(0, 12)} at tier ${facts.tier} (${facts.agent})`,
    taskId: task.id,
    commit: facts.commit,
  });
  const ticket = economy.archive.archiveDecision({
    decisionId: facts.decisionId,
    taskId: task.id,
    snapshot: {
      task: {
        id: task.id,
        category: task.category,
        description: task.description,
        targetPath: task.targetPath,
        referencePath: task.referencePath,
      },
      commit: facts.commit,
      tier: facts.tier,
      agent: facts.agent,
      costUsd: facts.costUsd,
      tokens: facts.tokens,
      files: facts.files,
      fingerprint: after.fingerprint,
      gates: facts.verdicts.map((verdict) => ({ gate: verdict.gate, passed: verdict.passed })),
    },
  });
  logDecision(economy, task.id, facts, 'committed', false, true);
  return { fingerprint: after.fingerprint, archiveId: ticket.id, archiveSha256: ticket.sha256 };
}

/** A change was rolled back: its modules' streaks grow and the call is logged as wasted. */
export function accountRolledBack(
  economy: EconomySession,
  task: LedgerTask,
  facts: AttemptFacts & { readonly caughtBadChange: boolean },
): void {
  for (const module of economy.assess(task, economy.workspace).modules) {
    economy.modules.recordRollback(module);
  }
  logDecision(economy, task.id, facts, 'rolled_back', facts.caughtBadChange, false);
}

export function logDecision(
  economy: EconomySession,
  taskId: string,
  facts: AttemptFacts,
  outcome: DecisionOutcome,
  caughtBadChange: boolean,
  succeeded: boolean,
): void {
  economy.quality.recordDecision({
    kind: facts.tier === 0 ? 'local' : 'agent',
    tier: facts.tier,
    outcome,
    caughtBadChange,
    tokens: facts.tokens,
    costUsd: facts.costUsd,
    confidence: facts.confidence,
    succeeded,
    at: economy.clock(),
    taskId,
    decisionId: facts.decisionId,
  });
}

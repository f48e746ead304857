import type { MemoryAction, RiskLevel } from './levels.js';
import type { MemoryEntry } from './schema.js';

/**
 * How much an entry is worth keeping, in [0, 1]. Compaction evicts the lowest first.
 *
 *   importance = 0.25 * action + 0.20 * risk + 0.15 * novelty + 0.15 * cost
 *              + 0.15 * recency + 0.10 * hint
 *
 * each term in [0, 1]:
 * - action: what happened. A rollback or quarantine (1.0) is what memory exists to keep:
 *   the mistake not to repeat. A rejection 0.8, a commit 0.6 (the code itself records
 *   it), a deferral 0.4, a skip 0.3, an observation 0.5; absent 0.5.
 * - risk: low 0.25, medium 0.5, high 0.75, critical 1.0; absent 0.5.
 * - novelty: as given (1 = never seen before); absent 0.5.
 * - cost: costUsd / (costUsd + 1): what the lesson cost to learn, saturating so one
 *   expensive call cannot outweigh everything else ($1 gives 0.5, $9 gives 0.9); absent 0.
 * - recency: 0.5 ^ (time since lastUsedAt / 7 days): a fact recalled yesterday is worth
 *   more than one untouched for a month, but age alone never decides (0.15 of the score).
 * - hint: the caller's own `importance`; absent 0.5.
 *
 * Unknown factors score the middle (0.5), so a caller that does not know a field neither
 * protects nor condemns the entry. Ties break by older lastUsedAt, then by id, so the
 * order is total and the same on every machine.
 */
export const IMPORTANCE_WEIGHTS = {
  action: 0.25,
  risk: 0.2,
  novelty: 0.15,
  cost: 0.15,
  recency: 0.15,
  hint: 0.1,
} as const;

const ACTION_SCORE: Readonly<Record<MemoryAction, number>> = {
  rolled_back: 1,
  quarantined: 1,
  rejected: 0.8,
  committed: 0.6,
  observed: 0.5,
  deferred: 0.4,
  skipped: 0.3,
};

const RISK_SCORE: Readonly<Record<RiskLevel, number>> = {
  low: 0.25,
  medium: 0.5,
  high: 0.75,
  critical: 1,
};

const UNKNOWN = 0.5;
/** The cost at which the cost term reaches one half. */
const COST_HALF_USD = 1;
const RECENCY_HALF_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

export function importanceScore(entry: MemoryEntry, now: Date): number {
  const action = entry.action === undefined ? UNKNOWN : ACTION_SCORE[entry.action];
  const risk = entry.risk === undefined ? UNKNOWN : RISK_SCORE[entry.risk];
  const novelty = entry.novelty ?? UNKNOWN;
  const costUsd = entry.costUsd ?? 0;
  const cost = costUsd / (costUsd + COST_HALF_USD);
  const ageMs = Math.max(0, now.getTime() - Date.parse(entry.lastUsedAt));
  const recency = 0.5 ** (ageMs / RECENCY_HALF_LIFE_MS);
  const hint = entry.importance ?? UNKNOWN;
  return (
    IMPORTANCE_WEIGHTS.action * action +
    IMPORTANCE_WEIGHTS.risk * risk +
    IMPORTANCE_WEIGHTS.novelty * novelty +
    IMPORTANCE_WEIGHTS.cost * cost +
    IMPORTANCE_WEIGHTS.recency * recency +
    IMPORTANCE_WEIGHTS.hint * hint
  );
}

/** The entries in eviction order: least important first. */
export function evictionOrder(entries: readonly MemoryEntry[], now: Date): MemoryEntry[] {
  return entries
    .map((entry) => ({ entry, score: importanceScore(entry, now) }))
    .sort(
      (a, b) =>
        a.score - b.score ||
        Date.parse(a.entry.lastUsedAt) - Date.parse(b.entry.lastUsedAt) ||
        (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0),
    )
    .map(({ entry }) => entry);
}

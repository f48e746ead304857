/**
 * The memory levels. L0-L5 live in `<governanceDir>/memory/`, one file per level; L6 is the
 * archive (`<governanceDir>/archive/`), where compaction retires entries.
 */
export const MEMORY_LEVELS = ['L0', 'L1', 'L2', 'L3', 'L4', 'L5', 'L6'] as const;
export type MemoryLevel = (typeof MEMORY_LEVELS)[number];

/** The levels an entry can be written to; L6 is reached only through retirement. */
export const HOT_MEMORY_LEVELS = ['L0', 'L1', 'L2', 'L3', 'L4', 'L5'] as const;
export type HotMemoryLevel = (typeof HOT_MEMORY_LEVELS)[number];

/** What produced an entry; weighs its importance (see importance.ts). */
export const MEMORY_ACTIONS = [
  'committed',
  'rolled_back',
  'skipped',
  'deferred',
  'rejected',
  'quarantined',
  'observed',
] as const;
export type MemoryAction = (typeof MEMORY_ACTIONS)[number];

export { RISK_LEVELS } from '../common/index.js';
export type { RiskLevel } from '../common/index.js';

/**
 * L0 scratch lives five minutes from its creation: long enough for one attempt's notes to
 * reach its retry, short enough that nothing from an earlier task leaks into the next one.
 */
export const SCRATCH_TTL_MS = 5 * 60 * 1000;

/**
 * Entries per level. Every level is bounded so a long run cannot grow memory (and the
 * rewrite of a level file) without limit. The numbers follow what each level is for:
 * - L0 100: scratch of the current attempt; the TTL empties it long before the cap.
 * - L1 200: working notes of the tasks in flight, a handful per task.
 * - L2 1000: one or two episodes per attempt keeps the last few hundred tasks.
 * - L3 500: project facts change slowly; more than this is a sign of duplicated facts.
 * - L4 200: distilled lessons are few by construction; each replaces many episodes.
 * - L5 50: identity is injected into every prompt; IDENTITY_CONTEXT_MAX_CHARS caps the
 *   text, this caps the count. L5 is never compacted: a full L5 refuses new entries.
 */
export const LEVEL_CAPACITY: Readonly<Record<HotMemoryLevel, number>> = {
  L0: 100,
  L1: 200,
  L2: 1000,
  L3: 500,
  L4: 200,
  L5: 50,
};

/**
 * One entry's text. Memory holds sentences about the project, not documents: a longer text
 * is a sign the caller is storing a file or a log, which belongs in the archive.
 */
export const MAX_ENTRY_TEXT_CHARS = 2_000;

/**
 * The identity text injected into every agent context (about 1,000 tokens). Small next to
 * the gateway's 64,000-character context cap, so conventions never crowd out the task.
 */
export const IDENTITY_CONTEXT_MAX_CHARS = 4_000;

import type { ModelPrice, TaskCategory } from '../common/index.js';
import type { LifecycleStatus, TierNumber } from './vocabulary.js';

export type { ModelPrice } from '../common/index.js';

/*
 * The parts of `.governance/config.json` the economy reads. config/economy-schema.ts
 * validates them; these interfaces accept its parsed output as is (economy may not import
 * config/), so the kernel passes `config.tiers`, `config.budget` and so on straight through.
 */

/** One rung of the escalation ladder. */
export interface TierRule {
  readonly tier: TierNumber;
  /** A key of `agents` in the config. */
  readonly agent: string;
  /** Calls a UTC day. undefined: unlimited for tiers 0-2, `DEFAULT_PREMIUM_DAILY_CAP` for 3; 0 disables the rung. */
  readonly dailyCallCap?: number | undefined;
  /** The categories this rung handles. undefined: every category; []: none. */
  readonly categories?: readonly TaskCategory[] | undefined;
  /** The estimated cost of one attempt at this rung. undefined: the budget default (tier 0: 0). */
  readonly attemptUsd?: number | undefined;
}

export interface BudgetRules {
  /** Hard ceiling of spend per UTC day. undefined: no daily ceiling. */
  readonly dailyUsd?: number | undefined;
  /** Hard ceiling of one task's spend over `TASK_SPEND_LOOKBACK_DAYS`. undefined: none. */
  readonly perTaskUsd?: number | undefined;
  /** The estimate of an attempt with no history and no rung estimate. undefined: `DEFAULT_ATTEMPT_USD`. */
  readonly defaultAttemptUsd?: number | undefined;
  /** Prices by model name. A model not listed has no price: its calls count at their estimate. */
  readonly prices?: Readonly<Record<string, ModelPrice>> | undefined;
}

/** A lifecycle status for the paths a glob matches (see `lifecycleFor` for precedence). */
export interface LifecycleRule {
  /** A glob, or a plain path naming a file or a folder (everything below it). */
  readonly glob: string;
  readonly status: LifecycleStatus;
}

/**
 * Config overrides of the built-in authorization lists (see `classifyChange` for precedence).
 * undefined and [] both mean "no override".
 */
export interface AuthorizationRules {
  /** Globs that may land without approval even where a built-in list asks for it (never secrets). */
  readonly autonomous?: readonly string[] | undefined;
  /** Globs that always need approval; they also turn a built-in forbidden path into one needing approval. */
  readonly semiAutonomous?: readonly string[] | undefined;
  /** Globs that are never changed; beats every other list. */
  readonly forbidden?: readonly string[] | undefined;
  /**
   * Registry URL prefixes (https) a lock file's entries may be fetched from, beside the public
   * npm registry (DEFAULT_REGISTRIES), for a lock change to land without approval.
   */
  readonly registries?: readonly string[] | undefined;
  /** Branch names or globs no capability ever commits or pushes to. undefined/[]: none. */
  readonly protectedBranches?: readonly string[] | undefined;
}

import type { MoveHit } from './moves-scan.js';
import type { InjectionFamily } from './types.js';

/** A move found by the language-independent layer, before it becomes an InjectionFinding. */
export interface MoveFinding {
  /** `ml-override`, `ml-reveal`, ...: stable ids, listed in MOVE_RULE_IDS. */
  readonly rule: string;
  readonly family: InjectionFamily;
  readonly start: number;
  readonly end: number;
  readonly weight: number;
  /** The finding names the model that reads it (counts for channel_mismatch). */
  readonly addressesModel: boolean;
}

/** Every rule id this layer reports (for the explain output and the exports test). */
export const MOVE_RULE_IDS = [
  'ml-override',
  'ml-override-void',
  'ml-reveal',
  'ml-exfiltrate',
  'ml-leak',
  'ml-persona',
  'ml-unrestricted',
  'ml-new-task',
  'ml-stealth',
  'ml-authority',
  'ml-addressed',
  'ml-pipe-shell',
  'ml-scope',
  'ml-tamper',
  'ml-secrecy',
  'ml-permission',
  'ml-scope-grant',
  'ml-guardrails',
  'ml-marker',
] as const;

/**
 * How a rule reports a move: the hits that make it (absent ones skipped), spanned from the
 * first to the last.
 */
export type Emit = (
  rule: (typeof MOVE_RULE_IDS)[number],
  family: InjectionFamily,
  hits: readonly (MoveHit | undefined)[],
  weight: number,
  addressesModel?: boolean,
) => void;

/**
 * Where a piece of text comes from. Prose-only channels (comments, docs, tool output, issues,
 * commit messages) are never meant to address an AI, so an imperative aimed at one there is
 * itself a signal (`channel_mismatch`); chat and code (prompt templates live in string
 * literals) may legitimately talk to a model.
 */
export const INJECTION_CHANNELS = [
  'code_comment',
  'doc',
  'issue',
  'tool_output',
  'chat',
  'code',
  'commit_message',
  'other',
] as const;
export type InjectionChannel = (typeof INJECTION_CHANNELS)[number];

/** Channels where text addressed to an AI is an `addressed-to-model-in-<channel>` finding. */
export const PROSE_ONLY_CHANNELS = [
  'code_comment',
  'doc',
  'issue',
  'tool_output',
  'commit_message',
  'other',
] as const satisfies readonly InjectionChannel[];

/** The feature families a finding belongs to (issue 4, INJECTION gate). */
export const INJECTION_FAMILIES = [
  'agent_directive',
  'obfuscation',
  'internals_targeting',
  'authority_claim',
  'value_transfer',
  'exfiltration',
  'scope_change',
  'channel_mismatch',
] as const;
export type InjectionFamily = (typeof INJECTION_FAMILIES)[number];

export const INJECTION_VERDICTS = ['benign', 'suspect', 'hostile'] as const;
export type InjectionVerdict = (typeof INJECTION_VERDICTS)[number];

/** Score at or above which text is labelled suspect. */
export const INJECTION_SUSPECT_SCORE = 0.25;
/** Score at or above which text is labelled hostile. */
export const INJECTION_HOSTILE_SCORE = 0.6;

/** One piece of evidence, located in the text that was scored. */
export interface InjectionFinding {
  readonly family: InjectionFamily;
  /** A stable id of the rule that fired, e.g. `override-previous`. */
  readonly rule: string;
  /** UTF-16 offsets into the scored text (end exclusive). */
  readonly start: number;
  readonly end: number;
  /** 1-based line of `start`. */
  readonly line: number;
  /** The matched text, whitespace collapsed and capped. */
  readonly excerpt: string;
  /** Contribution of this finding before the families are combined, 0..1. */
  readonly weight: number;
  /** What fired, where the rule id alone does not say it: the learned scorer's features. */
  readonly detail?: string;
}

export interface InjectionAssessment {
  /** 0..1; `INJECTION_SUSPECT_SCORE` and `INJECTION_HOSTILE_SCORE` split it into the verdict. */
  readonly score: number;
  readonly verdict: InjectionVerdict;
  /** The families with at least one finding, in `INJECTION_FAMILIES` order. */
  readonly families: readonly InjectionFamily[];
  readonly findings: readonly InjectionFinding[];
}

export interface ScoreInjectionOptions {
  /** Defaults to `other` (treated as prose). */
  readonly channel?: InjectionChannel;
}

/** Maps the verdict thresholds onto a score. */
export function verdictForScore(score: number): InjectionVerdict {
  if (score >= INJECTION_HOSTILE_SCORE) {
    return 'hostile';
  }
  return score >= INJECTION_SUSPECT_SCORE ? 'suspect' : 'benign';
}

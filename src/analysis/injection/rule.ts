import type { InjectionFamily } from './types.js';

/**
 * One piece of evidence over normalized (lower-case, folded) text. A rule is either a single
 * pattern, or a pattern plus others that must all match inside the same sentence in any order
 * (`allInSentence`), for evidence that is only meaningful together (a secret and a place to
 * send it).
 */
export interface InjectionRule {
  readonly id: string;
  readonly family: InjectionFamily;
  /** 0..1: how strongly one match alone indicates an injection. */
  readonly weight: number;
  readonly pattern: RegExp;
  /** Further patterns that must match in the rest of the sentence `pattern` starts. */
  readonly allInSentence: readonly RegExp[];
  /**
   * Words (or two-word phrases) one of which every match contains: the scan finds them and
   * the rule's pattern runs only near them, which keeps the scan fast on ordinary text.
   * `ANY_WINDOW_ANCHOR` for rules about symbols the scan spots itself (`0x...`, `![`); empty
   * for weak rules that only add to evidence: they run only where another rule matched.
   */
  readonly anchors: readonly string[];
  /** When not empty, one of these words must occur as well (both parts of a phrase rule). */
  readonly requires: readonly string[];
  /**
   * When not empty, words (or "first+second" pairs) one of which every match contains as
   * whole words, the way the scan splits them: a stretch around the anchors without any
   * cannot hold a match and is not searched. Stricter than `requires`, which only asks for
   * the paragraph; only for rules whose every alternative starts with (or must contain) one.
   */
  readonly mustContain: readonly string[];
  /** The match starts with a verb that must open an instruction (see `LEAD_BEFORE`). */
  readonly imperative: boolean;
  /**
   * How far before and after an anchor a match (with the text its checks look back at) can
   * reach: the rule only searches that stretch around each anchor.
   */
  readonly reach: readonly [number, number];
  /**
   * Dropped when a negation precedes the match in its sentence ("never print ..."); with
   * `'verb'`, only when the negation governs the match's own verb (the fence a system prompt
   * puts around its data), since one elsewhere in the sentence (a condition ahead of the
   * request) turns nothing down.
   */
  readonly negatable: boolean | 'verb';
  /** Marks text addressed to an AI: counts for `channel_mismatch` in prose channels. */
  readonly addressesModel: boolean;
}

// The longest patterns span a sentence of about 300 characters around their anchor.
const DEFAULT_REACH_CHARS = 400;
// The verb of a verb-first rule: the lead check looks 80 characters back from it.
const VERB_ANCHOR_REACH: readonly [number, number] = [100, 250];
// A noun a few words after the verb: the verb lies within about 100 characters before it.
const NOUN_ANCHOR_REACH: readonly [number, number] = [200, 120];

export { NOUN_ANCHOR_REACH, VERB_ANCHOR_REACH };

/** Anchor of a rule that looks for symbols the scan spots itself: it runs in every window. */
export const ANY_WINDOW_ANCHOR = '*';

/** Anchor the scan records for an AI's name followed by `:` or `,` ("Assistant, ..."). */
export const ADDRESSED_ANCHOR = 'ai+addressed';

interface RuleOptions {
  readonly anchors?: readonly string[];
  readonly requires?: readonly string[];
  readonly mustContain?: readonly string[];
  readonly allInSentence?: readonly string[];
  readonly imperative?: boolean;
  readonly reach?: readonly [number, number];
  readonly negatable?: boolean | 'verb';
  readonly addressesModel?: boolean;
}

/**
 * A word built from parts. Rule files spell the most telling words this way (and split them
 * with an empty group `(?:)` inside patterns) so that the detector's own source does not read
 * as the attacks it describes when it is scanned like any other file.
 */
export function word(...parts: readonly string[]): string {
  return parts.join('');
}

/** Every "first+second" phrase of the two word lists. */
export function pairs(firsts: readonly string[], seconds: readonly string[]): string[] {
  return firsts.flatMap((first) => seconds.map((second) => `${first}+${second}`));
}

/**
 * Compiles a rule; `source` is a regular expression written in lower case and matched
 * case-insensitively, over the text or, where the scan found hidden text, its normalization.
 */
export function defineRule(
  id: string,
  family: InjectionFamily,
  weight: number,
  source: string,
  options: RuleOptions = {},
): InjectionRule {
  return {
    id,
    family,
    weight,
    // An imperative starts at a word: `\b` first also lets the engine skip positions fast.
    pattern: new RegExp(options.imperative === true ? `\\b(?:${source})` : source, 'gim'),
    allInSentence: (options.allInSentence ?? []).map((part) => new RegExp(part, 'im')),
    anchors: options.anchors ?? [],
    requires: options.requires ?? [],
    mustContain: options.mustContain ?? [],
    imperative: options.imperative ?? false,
    reach: options.reach ?? [DEFAULT_REACH_CHARS, DEFAULT_REACH_CHARS],
    negatable: options.negatable ?? false,
    addressesModel: options.addressesModel ?? false,
  };
}

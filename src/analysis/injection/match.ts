import { LEAD_BEFORE, NEGATION } from './lexicon.js';
import type { InjectionRule } from './rule.js';
import {
  INJECTION_RULES,
  RULE_ANCHOR_SETS,
  RULE_REQUIRED_IDS,
  RULES_BY_ANCHOR,
  SCAN_INDEXES,
  SYMBOL_RULES,
  WEAK_RULES,
} from './rules.js';
import { anchorIdsIn } from './scan.js';
import { INJECTION_SUSPECT_SCORE } from './types.js';

/** A rule match inside a paragraph, in offsets of the text the paragraph was cut from. */
export interface Hit {
  readonly rule: InjectionRule;
  readonly start: number;
  readonly end: number;
}

const MAX_MATCHES_PER_RULE = 3;
const MAX_PARAGRAPH_CHARS = 2000;
// How far back the lead of an imperative and a negation are looked for.
const LOOK_BEHIND_CHARS = 80;
// Code comments and changelogs have few sentence ends: a co-occurrence must also stay near.
const SENTENCE_AFTER_CHARS = 250;
const SENTENCE_END = /[.!?](?=\s)|\n[ \t]*\n|\n(?=[ \t]*(?:[-*+\u2022]|\d+[.)])[ \t])/g;

/** Paragraphs (blank-line separated) of `text`, long ones cut at line ends. */
export function paragraphsOf(text: string): [number, number][] {
  const paragraphs: [number, number][] = [];
  const breaks = /\n[ \t]*\n/g;
  let start = 0;
  const push = (from: number, to: number): void => {
    let cursor = from;
    while (to - cursor > MAX_PARAGRAPH_CHARS) {
      const cut = text.lastIndexOf('\n', cursor + MAX_PARAGRAPH_CHARS);
      const end = cut > cursor ? cut : cursor + MAX_PARAGRAPH_CHARS;
      paragraphs.push([cursor, end]);
      cursor = end;
    }
    if (to > cursor) {
      paragraphs.push([cursor, to]);
    }
  };
  for (let match = breaks.exec(text); match !== null; match = breaks.exec(text)) {
    push(start, match.index);
    start = match.index + match[0].length;
  }
  push(start, text.length);
  return paragraphs;
}

/** The text right before `offset`; `^` in it only matches a real start of the text. */
function textBefore(text: string, offset: number): string {
  const from = Math.max(0, offset - LOOK_BEHIND_CHARS);
  return (from > 0 ? '\u0000' : '') + text.slice(from, offset);
}

function isNegated(text: string, offset: number): boolean {
  const before = textBefore(text, offset);
  const sentenceStart = Math.max(
    before.lastIndexOf('. '),
    before.lastIndexOf('\n'),
    before.lastIndexOf('; '),
    before.lastIndexOf('! '),
    before.lastIndexOf('? '),
  );
  return NEGATION.test(before.slice(sentenceStart + 1));
}

/**
 * The rest of the sentence of `text` from `offset` on: what an instruction starting there
 * (its verb) can still be about. A co-occurrence must stay inside it.
 */
function sentenceFrom(text: string, offset: number): string {
  const end = Math.min(text.length, offset + SENTENCE_AFTER_CHARS);
  SENTENCE_END.lastIndex = offset;
  const match = SENTENCE_END.exec(text);
  return text.slice(offset, match === null ? end : Math.min(end, match.index + 1));
}

function matchRule(rule: InjectionRule, text: string, hits: Hit[], offset = 0): void {
  const { pattern } = rule;
  pattern.lastIndex = 0;
  let found = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    const start = match.index;
    if (rule.imperative && !LEAD_BEFORE.test(textBefore(text, start))) {
      continue;
    }
    if (rule.negatable && isNegated(text, start)) {
      continue;
    }
    if (rule.allInSentence.length > 0) {
      const sentence = sentenceFrom(text, start);
      if (!rule.allInSentence.every((part) => part.test(sentence))) {
        continue;
      }
    }
    hits.push({ rule, start: offset + start, end: offset + start + match[0].length });
    found += 1;
    if (found >= MAX_MATCHES_PER_RULE) {
      break;
    }
  }
}

/** What to run on a paragraph: every rule (a test), or those its words and symbols call for. */
export interface ParagraphScope {
  readonly exhaustive: boolean;
  /** A symbol spotted by the scan (`0x...`, `![`, `$..._KEY`) lies in the paragraph. */
  readonly hasSymbol: boolean;
  /**
   * Offsets in the paragraph of its indexed words by id, when the scan saw them (not for
   * normalized text, which is searched whole).
   */
  readonly wordOffsets: ReadonlyMap<number, readonly number[]> | null;
}

/** The stretches of a paragraph around the given anchor offsets, merged. */
function stretchesAround(
  offsets: readonly number[],
  length: number,
  [before, after]: readonly [number, number],
): [number, number][] {
  const stretches: [number, number][] = [];
  for (const offset of [...offsets].sort((a, b) => a - b)) {
    const start = Math.max(0, offset - before);
    const end = Math.min(length, offset + after);
    const last = stretches[stretches.length - 1];
    if (last !== undefined && start <= last[1]) {
      last[1] = Math.max(last[1], end);
    } else {
      stretches.push([start, end]);
    }
  }
  return stretches;
}

function selectRules(paragraph: string, scope: ParagraphScope): number[] {
  if (scope.exhaustive) {
    return INJECTION_RULES.flatMap((rule, index) => (rule.anchors.length > 0 ? [index] : []));
  }
  const present: ReadonlySet<number> =
    scope.wordOffsets === null
      ? anchorIdsIn(paragraph, SCAN_INDEXES)
      : new Set(scope.wordOffsets.keys());
  const selected = new Set<number>(scope.hasSymbol ? SYMBOL_RULES : []);
  for (const id of present) {
    for (const index of RULES_BY_ANCHOR.get(id) ?? []) {
      selected.add(index);
    }
  }
  return [...selected].filter((index) => {
    const required = RULE_REQUIRED_IDS[index] ?? [];
    return required.length === 0 || required.some((id) => present.has(id));
  });
}

/**
 * Runs on `paragraph` the rules whose anchors it contains; the weak rules (evidence that only
 * adds to other evidence) run only when one of those matched. `prepare` turns the paragraph
 * into what the rules read, keeping its offsets; hits are relative to it.
 */
export function matchParagraph(
  raw: string,
  scope: ParagraphScope,
  prepare: (paragraph: string) => string = (paragraph) => paragraph,
): Hit[] {
  const hits: Hit[] = [];
  const selected = selectRules(raw, scope);
  if (selected.length === 0 && !scope.exhaustive) {
    return hits;
  }
  // Preparing (blanking comment leaders) is only worth it where some rule will run.
  const paragraph = prepare(raw);
  for (const index of selected) {
    const rule = INJECTION_RULES[index];
    if (rule === undefined) {
      continue;
    }
    const anchorIds = RULE_ANCHOR_SETS[index];
    const anchorOffsets: number[] = [];
    for (const [id, offsets] of scope.wordOffsets ?? []) {
      if (anchorIds?.has(id) === true) {
        anchorOffsets.push(...offsets);
      }
    }
    if (scope.wordOffsets === null || anchorOffsets.length === 0) {
      matchRule(rule, paragraph, hits);
      continue;
    }
    for (const [start, end] of stretchesAround(anchorOffsets, paragraph.length, rule.reach)) {
      matchRule(rule, paragraph.slice(start, end), hits, start);
    }
  }
  // Weak evidence only counts next to evidence strong enough to stand on its own.
  if (scope.exhaustive || hits.some((hit) => hit.rule.weight >= INJECTION_SUSPECT_SCORE)) {
    for (const index of WEAK_RULES) {
      const rule = INJECTION_RULES[index];
      if (rule !== undefined) {
        matchRule(rule, paragraph, hits);
      }
    }
  }
  return hits;
}

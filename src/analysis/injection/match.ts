import { wordKey } from './anchors.js';
import { LEAD_BEFORE, NEGATION, VERB_NEGATION } from './lexicon.js';
import type { InjectionRule } from './rule.js';
import type { MustContain } from './rules.js';
import { INJECTION_RULES, ruleTables } from './rules.js';
import type { RuleTables } from './rules.js';
import { endsInRefusedRequest } from './refused.js';
import { scanText } from './scan.js';
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
  // Breaks are `\n[ \t]*\n`, found with indexOf: this runs on every window the scan opens.
  for (let lineEnd = text.indexOf('\n'); lineEnd !== -1;) {
    let next = lineEnd + 1;
    for (let code = text.charCodeAt(next); code === 0x20 || code === 0x09;) {
      next += 1;
      code = text.charCodeAt(next);
    }
    if (text.charCodeAt(next) === 0x0a) {
      push(start, lineEnd);
      start = next + 1;
      lineEnd = text.indexOf('\n', start);
    } else {
      lineEnd = text.indexOf('\n', next);
    }
  }
  push(start, text.length);
  return paragraphs;
}

/** The text right before `offset`; `^` in it only matches a real start of the text. */
function textBefore(text: string, offset: number): string {
  const from = Math.max(0, offset - LOOK_BEHIND_CHARS);
  return (from > 0 ? '\u0000' : '') + text.slice(from, offset);
}

/** The sentence of `text` before `offset`, as far back as LOOK_BEHIND_CHARS. */
function sentenceBefore(text: string, offset: number): string {
  const before = textBefore(text, offset);
  const sentenceStart = Math.max(
    before.lastIndexOf('. '),
    before.lastIndexOf('\n'),
    before.lastIndexOf('; '),
    before.lastIndexOf('! '),
    before.lastIndexOf('? '),
  );
  return before.slice(sentenceStart + 1);
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
    const before = sentenceBefore(text, start);
    // A negated instruction is a policy ("never print ..."); after "Ignore attempts to make
    // you ...", the move is what the text turns down, not what it asks.
    const negated =
      rule.negatable === 'verb'
        ? VERB_NEGATION.test(before)
        : rule.negatable && NEGATION.test(before);
    if (negated || endsInRefusedRequest(before)) {
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

/** The indexed words of a paragraph, as the scan recorded them for the text it was cut from. */
export interface ParagraphWords {
  /** Offsets (in the scanned text) and ids of the indexed words, ascending. */
  readonly offsets: readonly number[];
  readonly ids: readonly number[];
  /** The paragraph's words are the entries [first, end) of those arrays. */
  readonly first: number;
  readonly end: number;
  /** Offset of the paragraph in the scanned text. */
  readonly base: number;
}

/** What to run on a paragraph: every rule (a test), or those its words and symbols call for. */
export interface ParagraphScope {
  readonly exhaustive: boolean;
  /** A symbol spotted by the scan (`0x...`, `![`, `$..._KEY`) lies in the paragraph. */
  readonly hasSymbol: boolean;
  /**
   * The paragraph's indexed words when the scan saw them, so rules run only near their
   * anchors; null for normalized text, which is scanned here and searched whole.
   */
  readonly words: ParagraphWords | null;
}

/**
 * The rule tables and the selection's bookkeeping, made on the first match (see
 * `ruleTables`). Per-paragraph bookkeeping is without allocation: a word id or rule belongs
 * to the current paragraph when its stamp equals `epoch`. Selection touches every indexed
 * word of every paragraph the scan stopped at, so Maps and Sets here cost more than the
 * rules themselves.
 */
interface Selection {
  readonly tables: RuleTables;
  /** Rule indexes by anchor id, as an array: one lookup per indexed word of a paragraph. */
  readonly rulesByAnchorId: readonly (readonly number[])[];
  readonly idStamps: Int32Array;
  readonly ruleStamps: Int32Array;
  readonly ruleAnchorOffsets: number[][];
  epoch: number;
}

let selection: Selection | null = null;

function selectionState(): Selection {
  if (selection === null) {
    const tables = ruleTables();
    const byId: (readonly number[])[] = Array.from({ length: tables.wordTable.idLimit }, () => []);
    for (const [id, rules] of tables.rulesByAnchor) {
      if (id >= 0 && id < byId.length) {
        byId[id] = rules;
      }
    }
    selection = {
      tables,
      rulesByAnchorId: byId,
      idStamps: new Int32Array(tables.wordTable.idLimit + 1),
      ruleStamps: new Int32Array(INJECTION_RULES.length),
      ruleAnchorOffsets: INJECTION_RULES.map(() => []),
      epoch: 0,
    };
  }
  return selection;
}

function nextEpoch(state: Selection): number {
  if (state.epoch >= 0x3fffffff) {
    state.idStamps.fill(0);
    state.ruleStamps.fill(0);
    state.epoch = 0;
  }
  state.epoch += 1;
  return state.epoch;
}

/** A rule selected for a paragraph, with the offsets of its anchors there (ascending). */
interface Selected {
  readonly index: number;
  readonly anchorOffsets: readonly number[];
}

function selectAll(): Selected[] {
  return INJECTION_RULES.flatMap((rule, index) =>
    rule.anchors.length > 0 ? [{ index, anchorOffsets: [] }] : [],
  );
}

/**
 * The rules the paragraph's words and symbols call for, in a fixed order (symbol rules, then
 * by the first occurrence of their anchors), with their anchors' offsets in the paragraph.
 */
function selectRules(words: ParagraphWords, hasSymbol: boolean): Selected[] {
  const state = selectionState();
  const { idStamps, ruleStamps, ruleAnchorOffsets } = state;
  const stamp = nextEpoch(state);
  const order: number[] = [];
  if (hasSymbol) {
    for (const index of state.tables.symbolRules) {
      ruleStamps[index] = stamp;
      (ruleAnchorOffsets[index] ?? []).length = 0;
      order.push(index);
    }
  }
  const { offsets, ids, base } = words;
  for (let word = words.first; word < words.end; word += 1) {
    const id = ids[word] ?? 0;
    idStamps[id] = stamp;
    const rules = state.rulesByAnchorId[id];
    if (rules === undefined) {
      continue;
    }
    for (const index of rules) {
      const anchorOffsets = ruleAnchorOffsets[index] ?? [];
      if (ruleStamps[index] !== stamp) {
        ruleStamps[index] = stamp;
        anchorOffsets.length = 0;
        order.push(index);
      }
      anchorOffsets.push((offsets[word] ?? 0) - base);
    }
  }
  const selected: Selected[] = [];
  for (const index of order) {
    const required = state.tables.requiredIds[index] ?? [];
    if (required.length === 0 || required.some((id) => id >= 0 && idStamps[id] === stamp)) {
      selected.push({ index, anchorOffsets: ruleAnchorOffsets[index] ?? [] });
    }
  }
  return selected;
}

/** The indexed words of a whole text (normalized paragraphs, which the scan did not see). */
function wordsOf(text: string): ParagraphWords {
  const { wordOffsets, wordIds } = scanText(text, ruleTables().scanIndexes, false);
  return { offsets: wordOffsets, ids: wordIds, first: 0, end: wordIds.length, base: 0 };
}

/** A letter or digit: a character the scan puts inside words. */
function isWordCode(code: number): boolean {
  const lower = code | 0x20;
  return (code >= 0x30 && code <= 0x39) || (lower >= 0x61 && lower <= 0x7a);
}

/** The end of the word of `text` that goes on at `offset`, as the scan delimits words. */
function wordEnd(text: string, offset: number, limit: number): number {
  let end = offset;
  while (end < limit && isWordCode(text.charCodeAt(end))) {
    end += 1;
  }
  return end;
}

/**
 * False only when the stretch [start, end) of the paragraph cannot hold a match of a rule
 * every match of which contains one of `must`'s words: the scan found none of them in it. A
 * word the stretch cuts at an edge is a word of its own to the rule's pattern (the "set" of
 * "offset") but not to the scan, so such a piece is checked by itself.
 */
export function mayHoldMatch(
  paragraph: string,
  start: number,
  end: number,
  words: ParagraphWords,
  must: MustContain,
): boolean {
  const { keys } = must;
  if (
    start > 0 &&
    isWordCode(paragraph.charCodeAt(start - 1)) &&
    isWordCode(paragraph.charCodeAt(start)) &&
    keys.has(wordKey(paragraph, start, wordEnd(paragraph, start, end)))
  ) {
    return true;
  }
  if (
    end < paragraph.length &&
    isWordCode(paragraph.charCodeAt(end - 1)) &&
    isWordCode(paragraph.charCodeAt(end))
  ) {
    let pieceStart = end - 1;
    while (pieceStart > start && isWordCode(paragraph.charCodeAt(pieceStart - 1))) {
      pieceStart -= 1;
    }
    if (keys.has(wordKey(paragraph, pieceStart, end))) {
      return true;
    }
  }
  const { offsets, ids, base } = words;
  const from = base + start;
  const to = base + end;
  let low = words.first;
  let high = words.end;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((offsets[mid] ?? 0) < from) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  for (let word = low; word < words.end && (offsets[word] ?? to) < to; word += 1) {
    // The id also stands for inflections ("ignored"), which the pattern does not match.
    if (must.ids[ids[word] ?? 0] === 1) {
      const offset = (offsets[word] ?? 0) - base;
      if (keys.has(wordKey(paragraph, offset, wordEnd(paragraph, offset, end)))) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Matches `rule` in the stretches of `paragraph` around the ascending anchor offsets, where
 * its matches can lie; overlapping stretches are merged into one. With `must`, a merged
 * stretch without any of the rule's `mustContain` words is skipped: the same stretches are
 * searched as without it, only those that cannot match are not.
 */
function matchAroundAnchors(
  rule: InjectionRule,
  paragraph: string,
  anchorOffsets: readonly number[],
  hits: Hit[],
  words: ParagraphWords,
  must: MustContain | null,
): void {
  const [before, after] = rule.reach;
  const length = paragraph.length;
  let start = -1;
  let end = -1;
  for (const offset of anchorOffsets) {
    const from = Math.max(0, offset - before);
    const to = Math.min(length, offset + after);
    if (start >= 0 && from <= end) {
      end = Math.max(end, to);
      continue;
    }
    if (start >= 0 && (must === null || mayHoldMatch(paragraph, start, end, words, must))) {
      matchRule(rule, paragraph.slice(start, end), hits, start);
    }
    start = from;
    end = to;
  }
  if (start >= 0 && (must === null || mayHoldMatch(paragraph, start, end, words, must))) {
    matchRule(rule, paragraph.slice(start, end), hits, start);
  }
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
  // Normalized text is scanned here and searched whole: its offsets are not the source's.
  const words = scope.words ?? wordsOf(raw);
  const selected = scope.exhaustive ? selectAll() : selectRules(words, scope.hasSymbol);
  if (selected.length === 0 && !scope.exhaustive) {
    return hits;
  }
  // Preparing (blanking comment leaders) is only worth it where some rule will run.
  const paragraph = prepare(raw);
  const searchWhole = scope.exhaustive || scope.words === null;
  for (const { index, anchorOffsets } of selected) {
    const rule = INJECTION_RULES[index];
    if (rule === undefined) {
      continue;
    }
    if (searchWhole || anchorOffsets.length === 0) {
      matchRule(rule, paragraph, hits);
      continue;
    }
    matchAroundAnchors(
      rule,
      paragraph,
      anchorOffsets,
      hits,
      words,
      ruleTables().mustContain[index] ?? null,
    );
  }
  // Weak evidence only counts next to evidence strong enough to stand on its own.
  if (scope.exhaustive || hits.some((hit) => hit.rule.weight >= INJECTION_SUSPECT_SCORE)) {
    for (const index of ruleTables().weakRules) {
      const rule = INJECTION_RULES[index];
      if (rule !== undefined) {
        matchRule(rule, paragraph, hits);
      }
    }
  }
  return hits;
}

import { CONFUSABLES } from './confusables.js';
import { blankLineLeaders } from './line-leaders.js';
import { MappedBuilder } from './offset-map.js';
import type { OffsetMap } from './offset-map.js';

/** The kinds of hiding the normalizer undoes; each is evidence of its own (a finding's rule). */
export const HIDING_KINDS = [
  'invisible-characters',
  'bidi-controls',
  'tag-characters',
  'mixed-script',
  'styled-letters',
  'split-letters',
  'leetspeak',
] as const;
export type HidingKind = (typeof HIDING_KINDS)[number];

export interface HidingSignal {
  readonly kind: HidingKind;
  /** How many characters, words or runs were undone. */
  readonly count: number;
  /** Source offset of the first occurrence. */
  readonly start: number;
  readonly end: number;
}

/** The text rules match against: lower case, folded to ASCII where it imitates ASCII. */
export interface NormalizedText {
  readonly text: string;
  /** Source offset of a view offset. */
  readonly toSource: (offset: number) => number;
  readonly signals: readonly HidingSignal[];
}

class SignalCounter {
  readonly #signals = new Map<HidingKind, { count: number; start: number; end: number }>();

  add(kind: HidingKind, start: number, end: number, count = 1): void {
    const signal = this.#signals.get(kind);
    if (signal === undefined) {
      this.#signals.set(kind, { count, start, end });
    } else {
      signal.count += count;
    }
  }

  list(): HidingSignal[] {
    return [...this.#signals].map(([kind, signal]) => ({ kind, ...signal }));
  }
}

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_RUNS = /[\u0080-\uffff]+/g;

function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

// Format characters that render as nothing: zero-width space/joiners, word joiner and the
// invisible operators, BOM, Mongolian vowel separator, soft hyphen, combining grapheme joiner,
// Hangul fillers. Attackers put them inside words so keyword filters miss the word.
function isInvisible(code: number): boolean {
  return (
    (code >= 0x200b && code <= 0x200d) ||
    (code >= 0x2060 && code <= 0x2064) ||
    code === 0xfeff ||
    code === 0x180e ||
    code === 0xad ||
    code === 0x34f ||
    code === 0x115f ||
    code === 0x1160 ||
    code === 0x3164 ||
    code === 0xffa0
  );
}

// Explicit directional formatting ("Trojan Source", CVE-2021-42574) and the direction marks.
function isBidiControl(code: number): boolean {
  return (
    code === 0x200e ||
    code === 0x200f ||
    code === 0x61c ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const STYLED_CACHE = new Map<number, string>();

/**
 * Fullwidth forms, mathematical alphanumerics, circled and enclosed letters: NFKC turns them
 * into plain ASCII letters. Returns '' when the code point is not such a letter.
 */
function styledLetter(codePoint: number): string {
  const cached = STYLED_CACHE.get(codePoint);
  if (cached !== undefined) {
    return cached;
  }
  const folded = String.fromCodePoint(codePoint).normalize('NFKC').toLowerCase();
  const letter = /^[a-z0-9]$/.test(folded) ? folded : '';
  STYLED_CACHE.set(codePoint, letter);
  return letter;
}

function isStyledRange(codePoint: number): boolean {
  return (
    (codePoint >= 0xff10 && codePoint <= 0xff5a) ||
    (codePoint >= 0x1d400 && codePoint <= 0x1d7ff) ||
    (codePoint >= 0x2460 && codePoint <= 0x24ff) ||
    (codePoint >= 0x1f130 && codePoint <= 0x1f189)
  );
}

const ACCENT_CACHE = new Map<number, string>();

/** Latin letters with diacritics fold to their base letter (`é` -> `e`); '' when not one. */
function baseLatinLetter(code: number): string {
  const cached = ACCENT_CACHE.get(code);
  if (cached !== undefined) {
    return cached;
  }
  const base = String.fromCharCode(code)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const letter = /^[a-z]$/.test(base) ? base : '';
  ACCENT_CACHE.set(code, letter);
  return letter;
}

interface FoldState {
  readonly out: MappedBuilder;
  readonly signals: SignalCounter;
  wordHasAscii: boolean;
  wordHasLookalike: boolean;
  wordStart: number;
}

function endWord(state: FoldState, end: number): void {
  if (state.wordHasAscii && state.wordHasLookalike) {
    state.signals.add('mixed-script', state.wordStart, end);
  }
  state.wordHasAscii = false;
  state.wordHasLookalike = false;
}

/** Folds one run of non-ASCII code units that starts at `start` in `source`. */
function foldRun(source: string, start: number, end: number, state: FoldState): void {
  const { out, signals } = state;
  let index = start;
  while (index < end) {
    const codePoint = source.codePointAt(index) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    const prev = index > 0 ? source.charCodeAt(index - 1) : 0;
    const next = index + width < source.length ? source.charCodeAt(index + width) : 0;
    if (isInvisible(codePoint)) {
      if (isAsciiLetter(prev) || isAsciiLetter(next)) {
        signals.add('invisible-characters', index, index + width);
      }
    } else if (isBidiControl(codePoint)) {
      signals.add('bidi-controls', index, index + width);
    } else if (codePoint >= 0xe0000 && codePoint <= 0xe007f) {
      // Unicode tag characters spell ASCII invisibly ("ASCII smuggling"): decode them.
      signals.add('tag-characters', index, index + width);
      if (codePoint >= 0xe0020 && codePoint <= 0xe007e) {
        out.replace(String.fromCharCode(codePoint - 0xe0000).toLowerCase(), index, width);
      }
    } else if (
      (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
      (codePoint >= 0xe0100 && codePoint <= 0xe01ef) ||
      (codePoint >= 0x300 && codePoint <= 0x36f)
    ) {
      // Variation selectors and stray combining marks: dropped (zalgo text, selector smuggling).
    } else {
      const lookalike = CONFUSABLES.get(codePoint);
      if (lookalike !== undefined) {
        state.wordHasLookalike = true;
        out.replace(lookalike, index, width);
      } else if (isStyledRange(codePoint) && styledLetter(codePoint) !== '') {
        signals.add('styled-letters', index, index + width);
        out.replace(styledLetter(codePoint), index, width);
      } else if (codePoint >= 0xc0 && codePoint <= 0x24f && baseLatinLetter(codePoint) !== '') {
        out.replace(baseLatinLetter(codePoint), index, width);
      } else {
        endWord(state, index);
        state.wordStart = index + width;
        out.copy(source.slice(index, index + width), index);
      }
    }
    index += width;
  }
}

/** Copies the ASCII slice [start, end), tracking word boundaries for the mixed-script count. */
function copyAscii(source: string, start: number, end: number, state: FoldState): void {
  if (start >= end) {
    return;
  }
  // Letters right before a look-alike belong to its word; the rest start new words.
  let first = start;
  while (first < end && isAsciiLetter(source.charCodeAt(first))) {
    first += 1;
  }
  if (first > start) {
    state.wordHasAscii = true;
  }
  if (first < end) {
    endWord(state, first);
    let last = end - 1;
    while (last >= first && isAsciiLetter(source.charCodeAt(last))) {
      last -= 1;
    }
    state.wordStart = last + 1;
    state.wordHasAscii = last < end - 1;
  }
  state.out.copy(source.slice(start, end).toLowerCase(), start);
}

function foldCharacters(source: string, signals: SignalCounter): { text: string; map: OffsetMap } {
  const state: FoldState = {
    out: new MappedBuilder(),
    signals,
    wordHasAscii: false,
    wordHasLookalike: false,
    wordStart: 0,
  };
  let cursor = 0;
  NON_ASCII_RUNS.lastIndex = 0;
  for (
    let match = NON_ASCII_RUNS.exec(source);
    match !== null;
    match = NON_ASCII_RUNS.exec(source)
  ) {
    copyAscii(source, cursor, match.index, state);
    foldRun(source, match.index, match.index + match[0].length, state);
    cursor = match.index + match[0].length;
  }
  copyAscii(source, cursor, source.length, state);
  endWord(state, source.length);
  return { text: state.out.toString(), map: state.out.map };
}

// "[w][o][r][d]": letters one per bracket pair; words are separated by a space.
const BRACKETED = /(?:[[({<][a-z0-9][\])}>]){2,}/g;
// "w o r d  t w o": single characters separated by one space, words by two or more; a
// line break (after a blanked comment leader) continues the word it interrupted.
const SPACED = /(?<!\S)(?:\S(?: {1,4}|[ \t]*\n[ \t]*)){5,}\S(?!\S)/g;
// "w-o-r-d", "w.o.r.d", "w_o_r_d": letters joined by one repeated separator.
const SEPARATED = /\b[a-z](?<sep>[-._*|+~])[a-z](?:\k<sep>[a-z]){3,}\b/g;
const JOINABLE = new RegExp(
  `(?<bracketed>${BRACKETED.source})|(?<spaced>${SPACED.source})|${SEPARATED.source}`,
  'g',
);

function joinSpaced(run: string): string {
  // A line break continues the word it interrupted; two spaces or more separate words.
  return run
    .replace(/[ \t]*\n[ \t]*/g, '')
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

function joinRun(match: RegExpExecArray): string {
  const run = match[0];
  if (match.groups?.['bracketed'] !== undefined) {
    return run.replace(/[[\](){}<>]/g, '');
  }
  if (match.groups?.['spaced'] !== undefined) {
    return joinSpaced(run);
  }
  return run.replace(/[^a-z]/g, '');
}

// A joined run counts as hiding only when it spells words, not for a table of single letters.
function spellsWords(joined: string): boolean {
  const letters = joined.replace(/[^a-z]/g, '').length;
  return letters >= 8 && /[a-z]{4}/.test(joined) && /[a-z]{2,}[^a-z]+[a-z]{2,}/.test(joined);
}

function joinSplitLetters(
  text: string,
  signals: SignalCounter,
  toFolded: (offset: number) => number,
): { text: string; map: OffsetMap } | null {
  JOINABLE.lastIndex = 0;
  let match = JOINABLE.exec(text);
  if (match === null) {
    return null;
  }
  const out = new MappedBuilder();
  let cursor = 0;
  for (; match !== null; match = JOINABLE.exec(text)) {
    const run = match[0];
    const joined = joinRun(match);
    out.copy(text.slice(cursor, match.index), cursor);
    out.replace(joined, match.index, run.length);
    cursor = match.index + run.length;
    // A bracketed run is one word ("[w][o][r][d]"); a spaced run spells a phrase.
    const isBracketed = match.groups?.['bracketed'] !== undefined;
    if (isBracketed ? joined.length >= 3 : spellsWords(joined)) {
      signals.add('split-letters', toFolded(match.index), toFolded(cursor), joined.length);
    }
  }
  out.copy(text.slice(cursor), cursor);
  return { text: out.toString(), map: out.map };
}

// A token that mixes letters with the digits leetspeak uses for letters ("1gn0r3", "y0u").
const LEET_CANDIDATE = /\b[a-z0-9]*(?:[a-z][0134579]|[0134579][a-z])[a-z0-9]*\b/g;
const LEET_DIGITS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

function isLeetWord(token: string): boolean {
  // Hex digests, `utf8`/`es2022`/`sha256`, `20px`/`10ms`/`2nd` are ordinary tokens.
  return !/^[0-9a-f]+$|^[a-z]+[0-9]+$|^[0-9]+[a-z]{1,2}$/.test(token);
}

const COMMON_WORDS =
  /\b(?:the|you|your|to|of|and|is|a|in|it|this|that|all|any|with|for|are|on|be|now|me|my|do|not|what|how|tell|show|give|print|repeat|text|ignore|instructions?|before|system|prompt|secret|password|key|token|send|delete|remove|add|disable|skip|tests?|file|files)\b/g;

function countCommonWords(text: string): number {
  return text.match(COMMON_WORDS)?.length ?? 0;
}

function lineBounds(text: string, offset: number): [number, number] {
  const start = text.lastIndexOf('\n', offset) + 1;
  const end = text.indexOf('\n', offset);
  return [start, end === -1 ? text.length : end];
}

/** Decodes leetspeak on lines written in it; the result has the same length. */
function decodeLeetLines(
  text: string,
  signals: SignalCounter,
  toSource: (offset: number) => number,
): string {
  const lines: [number, number][] = [];
  let current: [number, number] | null = null;
  let count = 0;
  LEET_CANDIDATE.lastIndex = 0;
  for (let match = LEET_CANDIDATE.exec(text); match !== null; match = LEET_CANDIDATE.exec(text)) {
    if (!isLeetWord(match[0])) {
      continue;
    }
    if (current === null || match.index >= current[1]) {
      current = lineBounds(text, match.index);
      count = 0;
    }
    count += 1;
    if (count === 3) {
      lines.push(current);
    }
  }
  let result = text;
  for (const [start, end] of lines) {
    const line = result.slice(start, end);
    const words = line.match(/[a-z0-9$@]+/g) ?? [];
    const leet = words.filter(
      (word) => /[a-z]/.test(word) && /[0-9]/.test(word) && isLeetWord(word),
    );
    if (leet.length * 4 < words.length) {
      continue;
    }
    const decoded = line.replace(/[0-9$@]/g, (char) =>
      char === '$' ? 's' : char === '@' ? 'a' : (LEET_DIGITS[char] ?? char),
    );
    // Only a line that turns into English is leetspeak: `0x1f`, `1024x768` and hashes do not.
    if (countCommonWords(decoded) - countCommonWords(line) < 2) {
      continue;
    }
    result = result.slice(0, start) + decoded + result.slice(end);
    signals.add('leetspeak', toSource(start), toSource(end));
  }
  return result;
}

/**
 * The text rules match against: invisible, bidi and tag characters removed (tags decoded),
 * look-alike letters folded to ASCII, lower case, comment leaders blanked, split letters
 * joined, leetspeak lines decoded. Every undone hiding technique is reported as a signal.
 */
export function normalizeText(source: string): NormalizedText {
  const signals = new SignalCounter();
  let folded: { text: string; map: OffsetMap } | null = null;
  if (NON_ASCII.test(source)) {
    folded = foldCharacters(source, signals);
  }
  const foldMap = folded?.map;
  const toFolded = (offset: number): number => foldMap?.toSource(offset) ?? offset;
  const blanked = blankLineLeaders(folded?.text ?? source.toLowerCase());
  const joined = joinSplitLetters(blanked, signals, toFolded);
  const joinMap = joined?.map;
  const toSource = (offset: number): number => toFolded(joinMap?.toSource(offset) ?? offset);
  const text = decodeLeetLines(joined?.text ?? blanked, signals, toSource);
  return { text, toSource, signals: signals.list() };
}

import {
  hashStep,
  ID_MASK,
  IS_ADDRESSEE,
  IS_ANCHOR,
  IS_TELL,
  KEY_LETTERS,
  pairKey,
  STARTS_PAIR,
  TABLE_MASK,
} from './anchors.js';
import type { WordTable } from './anchors.js';

/** The word table of the rules, and the id recorded for an AI's name followed by `:`/`,`. */
export interface ScanIndexes {
  readonly table: WordTable;
  readonly addressedId: number;
}

/** Where the rules need to look: everything else of the text is skipped. */
export interface ScanResult {
  /** Offsets of anchor words (words that make some rule worth running), ascending. */
  readonly spots: number[];
  /** Offsets and ids of the indexed words (anchors only, for a whole text), ascending. */
  readonly wordOffsets: number[];
  readonly wordIds: number[];
  /** Offsets of symbols some rule needs (`![`, `$..._KEY`, escapes, `0x...`), ascending. */
  readonly symbols: number[];
  /** Offsets where text may be hidden: invisible or look-alike characters, split letters, tells. */
  readonly hidden: number[];
  /** Runs of base64 or hex characters long enough to encode a sentence. */
  readonly encodedRuns: [number, number][];
}

const MIN_ENCODED_RUN = 20;
// Single letters this close together ("w o r d", "[w][o]", "w-o-r-d") may spell a word.
const MAX_SPLIT_GAP = 12;
const MIN_SPLIT_LETTERS = 6;
// Hints closer than this to the previous one add nothing: the window around it covers them.
const MIN_HINT_DISTANCE = 200;
// Symbols that rules need and words do not show: Markdown images, `$SECRET` variables,
// escaped text, chat-template tokens, dotenv and home-directory files, wallet addresses,
// amounts of money.
// Every alternative starts with one of `!$\\%&<.~` or, inside a word of at least
// SYMBOL_WORD_CHARS letters and digits, with `0` or `b`: the scan tries this sticky pattern only
// there, instead of a second pass of a global search over the whole text.
const SYMBOL_AT =
  /!\[[^\]\n]{0,40}\]\(|\$\{?[A-Za-z0-9_]*(?:KEY|TOKEN|SECRET|PASS|key|token|secret|pass)|\$\s?\d|\\x[0-9a-fA-F]{2}\\x|\\u00[0-9a-fA-F]{2}\\u00|%[0-9a-fA-F]{2}%[0-9a-fA-F]{2}%|%20[^\s%]*%20|&#x?[0-9a-fA-F]+;&#|<\||\.env\b|~\/\.|0x[0-9a-fA-F]{40}|bc1[qp][ac-hj-np-z02-9]{38}/y;
// `0x` and 40 hex digits, `bc1` and 39 more: the in-word symbols are this long.
const SYMBOL_WORD_CHARS = 42;

function isHiddenCharacter(code: number): boolean {
  return (
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) ||
    code === 0xfeff ||
    code === 0xad ||
    code === 0x34f ||
    code === 0x180e ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    // Greek, Cyrillic, Armenian, Cherokee, small capitals, fullwidth and enclosed letters.
    (code >= 0x370 && code <= 0x58f) ||
    (code >= 0x13a0 && code <= 0x13ff) ||
    (code >= 0x1d00 && code <= 0x1d2b) ||
    (code >= 0xff01 && code <= 0xff5e) ||
    (code >= 0x2460 && code <= 0x24ff) ||
    // High surrogates of tag characters and of mathematical alphanumerics.
    code === 0xdb40 ||
    code === 0xd835
  );
}

// Character classes of all UTF-16 code units: letters and digits make words; the hidden ones
// are invisible, directional, look-alike or styled characters (and the high surrogates of tag
// characters and mathematical letters). A full table keeps the scan loop branch-poor.
const LETTER = 1;
const DIGIT = 2;
const WORD = LETTER | DIGIT;
const HIDDEN = 4;
// Characters a symbol spot can start with outside words.
const SYMBOL_START = 8;
const CHAR_CLASS = new Uint8Array(0x10000);
for (let code = 0; code < 0x10000; code += 1) {
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) {
    CHAR_CLASS[code] = LETTER;
  } else if (code >= 0x30 && code <= 0x39) {
    CHAR_CLASS[code] = DIGIT;
  } else if (isHiddenCharacter(code)) {
    CHAR_CLASS[code] = HIDDEN;
  } else if ('!$\\%&<.~'.includes(String.fromCharCode(code))) {
    CHAR_CLASS[code] = SYMBOL_START;
  }
}

// The character after a symbol's first that every alternative starting with it needs; 0 when
// the alternatives differ (`$`, `\\`, `%`). `.` is frequent in code and almost never `.env`.
const SYMBOL_SECOND: Readonly<Record<number, number>> = {
  0x21: 0x5b, // ![
  0x26: 0x23, // &#
  0x3c: 0x7c, // <|
  0x2e: 0x65, // .env
  0x7e: 0x2f, // ~/
};

interface ScanState {
  readonly text: string;
  readonly indexes: ScanIndexes;
  readonly result: ScanResult;
  /** Record only anchors (a whole text), or every indexed word (one paragraph). */
  readonly anchorsOnly: boolean;
  previousEntry: number;
  previousKey: number;
  splitLetters: number;
  lastSplitEnd: number;
  lastHint: number;
  /** Where the last symbol spot ended: spots do not overlap (as a global search's would not). */
  symbolEnd: number;
}

function addHint(state: ScanState, offset: number): void {
  if (offset - state.lastHint > MIN_HINT_DISTANCE) {
    state.result.hidden.push(offset);
    state.lastHint = offset;
  }
}

/** True when text[end...] starts, after spaces, with `:` or `,`: "Assistant, ..." */
function isFollowedByVocativeMark(text: string, end: number): boolean {
  let offset = end;
  while (text.charCodeAt(offset) === 0x20) {
    offset += 1;
  }
  const code = text.charCodeAt(offset);
  return code === 0x3a || code === 0x2c;
}

function record(result: ScanResult, start: number, entry: number, anchorsOnly: boolean): void {
  const id = entry & ID_MASK;
  if (id === ID_MASK) {
    return;
  }
  const isAnchor = (entry & IS_ANCHOR) !== 0;
  if (isAnchor || !anchorsOnly) {
    result.wordOffsets.push(start);
    result.wordIds.push(id);
  }
  if (isAnchor) {
    result.spots.push(start);
  }
}

function endWord(state: ScanState, start: number, end: number, key: number): void {
  const { indexes, result, anchorsOnly } = state;
  const entry = indexes.table.get(key);
  if (entry !== 0) {
    record(result, start, entry, anchorsOnly);
    if ((entry & IS_TELL) !== 0) {
      addHint(state, start);
    }
    if ((entry & IS_ADDRESSEE) !== 0 && isFollowedByVocativeMark(state.text, end)) {
      record(result, start, indexes.addressedId | IS_ANCHOR, anchorsOnly);
    }
  }
  if ((state.previousEntry & STARTS_PAIR) !== 0) {
    record(result, start, indexes.table.get(pairKey(state.previousKey, key)), anchorsOnly);
  }
  state.previousEntry = entry;
  state.previousKey = key;
  if (end - start === 1) {
    state.splitLetters = start - state.lastSplitEnd <= MAX_SPLIT_GAP ? state.splitLetters + 1 : 1;
    state.lastSplitEnd = end;
    if (state.splitLetters === MIN_SPLIT_LETTERS) {
      addHint(state, start);
    }
  } else {
    state.splitLetters = 0;
  }
}

/** Records a symbol spot when one starts at `offset`. */
function trySymbol(state: ScanState, offset: number): void {
  SYMBOL_AT.lastIndex = offset;
  if (SYMBOL_AT.test(state.text)) {
    state.result.symbols.push(offset);
    state.symbolEnd = SYMBOL_AT.lastIndex;
  }
}

/** Symbol spots that start inside the long word [start, end): wallet addresses. */
function trySymbolsInWord(state: ScanState, start: number, end: number): void {
  const { text } = state;
  for (let offset = start; offset <= end - SYMBOL_WORD_CHARS; offset += 1) {
    const code = text.charCodeAt(offset);
    if ((code === 0x30 || code === 0x62) && offset >= state.symbolEnd) {
      trySymbol(state, offset);
    }
  }
}

/** An empty result and the state of a scan at the first character: no word, hint or symbol yet. */
function startScan(text: string, indexes: ScanIndexes, anchorsOnly: boolean): ScanState {
  return {
    text,
    indexes,
    result: { spots: [], wordOffsets: [], wordIds: [], symbols: [], hidden: [], encodedRuns: [] },
    anchorsOnly,
    previousEntry: 0,
    previousKey: 0,
    splitLetters: 0,
    lastSplitEnd: -MAX_SPLIT_GAP - 1,
    lastHint: -MIN_HINT_DISTANCE - 1,
    symbolEnd: 0,
  };
}

/**
 * One pass over the text: indexed words, words that betray leetspeak, ROT13 or reversed
 * text, characters and letter patterns that hide text, symbols some rule needs, and long
 * letter-and-digit runs that may be base64 or hex. A plain loop because it touches every
 * character of every file the gate sees; the regular-expression rules only run where it
 * finds something. Most words are in no list: for them the loop does one table probe and
 * nothing else.
 */
export function scanText(text: string, indexes: ScanIndexes, anchorsOnly = true): ScanResult {
  const state = startScan(text, indexes, anchorsOnly);
  const { result } = state;
  const { keys } = indexes.table;
  const classes = CHAR_CLASS;
  const length = text.length;
  let offset = 0;
  while (offset < length) {
    let code = text.charCodeAt(offset);
    let charClass = classes[code] ?? 0;
    if ((charClass & WORD) === 0) {
      if (charClass === HIDDEN) {
        addHint(state, offset);
      } else if (charClass === SYMBOL_START && offset >= state.symbolEnd) {
        const second = SYMBOL_SECOND[code] ?? 0;
        if (second === 0 || text.charCodeAt(offset + 1) === second) {
          trySymbol(state, offset);
        }
      }
      offset += 1;
      continue;
    }
    // A word: its key hashes the first KEY_LETTERS characters, the rest is only measured.
    const wordStart = offset;
    const keyEnd = Math.min(length, wordStart + KEY_LETTERS);
    let wordHash = 7;
    let wordClasses = 0;
    for (;;) {
      wordClasses |= charClass;
      wordHash = hashStep(wordHash, code);
      offset += 1;
      if (offset >= keyEnd) {
        break;
      }
      code = text.charCodeAt(offset);
      charClass = classes[code] ?? 0;
      if ((charClass & WORD) === 0) {
        break;
      }
    }
    if (offset === keyEnd) {
      while (offset < length) {
        charClass = classes[text.charCodeAt(offset)] ?? 0;
        if ((charClass & WORD) === 0) {
          break;
        }
        wordClasses |= charClass;
        offset += 1;
      }
    }
    // Numbers are not words.
    if ((wordClasses & LETTER) === 0) {
      continue;
    }
    const key = wordHash === 0 ? 1 : wordHash;
    // The common case, a word in no list that starts no pair: one probe, then on.
    const probe = keys[(key ^ (key >>> 15)) & TABLE_MASK] ?? 0;
    if (
      probe === 0 &&
      (state.previousEntry & STARTS_PAIR) === 0 &&
      offset - wordStart > 1 &&
      state.splitLetters === 0
    ) {
      state.previousEntry = 0;
      state.previousKey = key;
    } else {
      endWord(state, wordStart, offset, key);
    }
    if (wordClasses === WORD && offset - wordStart >= MIN_ENCODED_RUN) {
      // Long mixes of letters and digits may be base64 or hex, or hold an address.
      result.encodedRuns.push([wordStart, offset]);
      if (offset - wordStart >= SYMBOL_WORD_CHARS) {
        trySymbolsInWord(state, wordStart, offset);
      }
    }
  }
  return result;
}

import {
  buildMovesTables,
  CHAR_CLASS,
  FNV_OFFSET,
  FOLD,
  hashStep,
  IGNORED_CHAR,
  MAX_RUN_ENTRY,
  phraseKey,
  RUN_CHAR,
  RUN_SPACE,
  stemKey,
  WORD_CHAR,
} from './moves-table.js';
import type { MovesTables } from './moves-table.js';

/** A lexicon word found in the text, with the categories of every entry it matched. */
export interface MoveHit {
  readonly start: number;
  readonly end: number;
  readonly mask: number;
}

const TABLES: MovesTables = buildMovesTables();
// Longer words are identifiers, hashes or base64, not language: they are not looked up.
const MAX_WORD_CHARS = 24;
const prefixHashes = new Int32Array(32);

interface RecentWord {
  hash: number;
  start: number;
}

/** Looks up the entries of the Han/kana/Hangul/Thai run [from, to) as substrings. */
function scanRun(text: string, from: number, to: number, hits: MoveHit[]): void {
  const { runs, runLengths } = TABLES;
  for (let start = from; start < to; start += 1) {
    if (text.charCodeAt(start) === 0x20) {
      continue;
    }
    let hash = FNV_OFFSET;
    let length = 0;
    for (let at = start; at < to && length < MAX_RUN_ENTRY; at += 1) {
      const code = text.charCodeAt(at);
      hash = hashStep(hash, code === 0x20 ? RUN_SPACE : (FOLD[code] ?? code));
      length += 1;
      if ((runLengths & (1 << length)) !== 0) {
        const mask = runs.get(hash);
        if (mask !== 0) {
          hits.push({ start, end: at + 1, mask });
        }
      }
    }
  }
}

/** Where a run of Han, kana, Hangul or Thai that starts at `from` ends (one space inside). */
function runEnd(text: string, from: number): number {
  let at = from;
  for (;;) {
    while (at < text.length && CHAR_CLASS[text.charCodeAt(at)] === RUN_CHAR) {
      at += 1;
    }
    if (text.charCodeAt(at) === 0x20 && CHAR_CLASS[text.charCodeAt(at + 1)] === RUN_CHAR) {
      at += 1;
      continue;
    }
    return at;
  }
}

/**
 * Every lexicon word and phrase of `text` in one pass: words of spaced scripts are hashed as
 * they are read (folded: lower case, no accents) and looked up whole, by their stems and with
 * the one or two words before them; runs of Han, kana, Hangul and Thai are searched for
 * entries as substrings.
 */
export function scanMoves(text: string): MoveHit[] {
  const hits: MoveHit[] = [];
  const { words, stems, stemLengths, phrases } = TABLES;
  const previous: RecentWord = { hash: 0, start: -1 };
  const beforePrevious: RecentWord = { hash: 0, start: -1 };
  const length = text.length;
  let at = 0;
  while (at < length) {
    const kind = CHAR_CLASS[text.charCodeAt(at)];
    if (kind === RUN_CHAR) {
      const end = runEnd(text, at);
      scanRun(text, at, end, hits);
      previous.start = -1;
      beforePrevious.start = -1;
      at = end;
      continue;
    }
    if (kind !== WORD_CHAR) {
      at += 1;
      continue;
    }
    const start = at;
    let hash = FNV_OFFSET;
    let chars = 0;
    for (; at < length; at += 1) {
      const code = text.charCodeAt(at);
      const cls = CHAR_CLASS[code];
      if (cls === IGNORED_CHAR) {
        continue;
      }
      if (cls !== WORD_CHAR) {
        break;
      }
      hash = hashStep(hash, FOLD[code] ?? code);
      chars += 1;
      if (chars < 32) {
        prefixHashes[chars] = hash;
      }
    }
    if (chars > MAX_WORD_CHARS) {
      previous.start = -1;
      beforePrevious.start = -1;
      continue;
    }
    let mask = words.get(hash);
    for (let stem = 4; stem <= chars && stem <= 16; stem += 1) {
      if ((stemLengths & (1 << stem)) !== 0) {
        mask |= stems.get(stemKey(prefixHashes[stem] ?? 0));
      }
    }
    if (mask !== 0) {
      hits.push({ start, end: at, mask });
    }
    if (previous.start >= 0) {
      const pair = phraseKey(previous.hash, hash);
      const pairMask = phrases.get(pair);
      if (pairMask !== 0) {
        hits.push({ start: previous.start, end: at, mask: pairMask });
      }
      if (beforePrevious.start >= 0) {
        const triple = phrases.get(phraseKey(phraseKey(beforePrevious.hash, previous.hash), hash));
        if (triple !== 0) {
          hits.push({ start: beforePrevious.start, end: at, mask: triple });
        }
      }
    }
    beforePrevious.hash = previous.hash;
    beforePrevious.start = previous.start;
    previous.hash = hash;
    previous.start = start;
  }
  // Phrases are found at their last word: sort them in among the words.
  return hits.sort((a, b) => a.start - b.start || a.end - b.end);
}

import { TRIGGER_BITS } from './moves-categories.js';
import {
  buildMovesTables,
  CHAR_CLASS,
  FNV_OFFSET,
  FNV_PRIME,
  FOLD,
  hashStep,
  IGNORED_CHAR,
  JOIN_CHAR,
  mayHold,
  MAX_RUN_ENTRY,
  phraseKey,
  probe,
  RUN_CHAR,
  RUN_SPACE,
  STEM_INDEX_CHARS,
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

/**
 * Every hit of a text, sorted by start, in typed arrays: ordinary text has a hit every few
 * words ("not", "your", "all", "system") and objects for each would cost more than the scan.
 * Valid until the next `scanMoves` call, which reuses the arrays.
 */
export interface MoveScan {
  readonly count: number;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly masks: Int32Array;
  /** How many hits can open a move (an override, a reveal, an address...); 0: nothing to do. */
  readonly triggers: number;
}

// Built by the first scan (see fillCharTables for why not at load); read by every helper below,
// which only scanMoves calls.
let TABLES!: MovesTables;
let MAYBE!: MovesTables['maybe'];
let tablesBuilt = false;
// Longer words are identifiers, hashes or base64, not language: they are not looked up.
const MAX_WORD_CHARS = 24;
const MAX_STEM_CHARS = 16;

class HitBuffer {
  count = 0;
  triggers = 0;

  /** Starts over, keeping the arrays: one buffer serves every scan (scans do not nest). */
  clear(): this {
    this.count = 0;
    this.triggers = 0;
    return this;
  }

  starts: Int32Array<ArrayBuffer> = new Int32Array(256);
  ends: Int32Array<ArrayBuffer> = new Int32Array(256);
  masks: Int32Array<ArrayBuffer> = new Int32Array(256);

  push(start: number, end: number, mask: number): void {
    if (this.count === this.starts.length) {
      this.#grow();
    }
    // Phrases are found at their last word, after the words they start with: keep the order.
    let at = this.count;
    while (at > 0 && (this.starts[at - 1] ?? 0) > start) {
      this.starts[at] = this.starts[at - 1] ?? 0;
      this.ends[at] = this.ends[at - 1] ?? 0;
      this.masks[at] = this.masks[at - 1] ?? 0;
      at -= 1;
    }
    this.starts[at] = start;
    this.ends[at] = end;
    this.masks[at] = mask;
    this.count += 1;
    if ((mask & TRIGGER_BITS) !== 0) {
      this.triggers += 1;
    }
  }

  #grow(): void {
    const size = this.starts.length * 2;
    const grow = (old: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
      const next = new Int32Array(size);
      next.set(old);
      return next;
    };
    this.starts = grow(this.starts);
    this.ends = grow(this.ends);
    this.masks = grow(this.masks);
  }
}

// The hits of the latest scan. A MoveScan is read right after its scan, before the next one
// (scoring is synchronous and never scans twice at once), so one set of arrays is reused
// instead of allocating three per file.
const SHARED_HITS = new HitBuffer();

/** Looks up the entries of the Han/kana/Hangul/Thai run [from, to) as substrings. */
function scanRun(text: string, from: number, to: number, hits: HitBuffer): void {
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
        const mask = probe(runs, hash);
        if (mask !== 0) {
          hits.push(start, at + 1, mask);
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

/** The hash of the first `count` letters of the word at `start` (ignored characters skipped). */
function prefixHash(text: string, start: number, count: number): number {
  let hash = FNV_OFFSET;
  let chars = 0;
  for (let at = start; chars < count; at += 1) {
    const code = text.charCodeAt(at);
    if (CHAR_CLASS[code] !== IGNORED_CHAR) {
      hash = hashStep(hash, FOLD[code] ?? code);
      chars += 1;
    }
  }
  return hash;
}

/**
 * The categories of a whole word: the word itself and the stems it starts with. `head` is the
 * hash of its first STEM_INDEX_CHARS letters; the longer prefixes a stem needs are hashed
 * again only when some stem starts with those letters.
 */
function wordMask(text: string, start: number, hash: number, head: number, chars: number): number {
  const { maybe } = TABLES;
  let mask = chars >= 2 && mayHold(maybe, hash) ? probe(TABLES.words, hash) : 0;
  if (chars >= STEM_INDEX_CHARS && mayHold(maybe, head)) {
    const lengths = probe(TABLES.stemIndex, head);
    for (
      let stem = STEM_INDEX_CHARS;
      lengths !== 0 && stem <= chars && stem <= MAX_STEM_CHARS;
      stem += 1
    ) {
      if ((lengths & (1 << stem)) !== 0) {
        const prefix = stem === chars ? hash : prefixHash(text, start, stem);
        mask |= probe(TABLES.stems, stemKey(prefix));
      }
    }
  }
  return mask;
}

/** The words before the current one, for phrases of two and three words. */
class Recent {
  previousHash = 0;
  previousStart = -1;
  previousRole = 0;
  beforeHash = 0;
  beforeStart = -1;
  beforeRole = 0;

  reset(): void {
    this.previousStart = -1;
    this.beforeStart = -1;
  }

  /** A word in no table: it ends no phrase and starts none, but it is between words. */
  skip(start: number, hash: number, chars: number): void {
    if (chars > MAX_WORD_CHARS) {
      this.reset();
      return;
    }
    this.beforeHash = this.previousHash;
    this.beforeStart = this.previousStart;
    this.beforeRole = this.previousRole;
    this.previousHash = hash;
    this.previousStart = start;
    this.previousRole = 0;
  }
}

/** Looks a finished word up, alone, by its stems and as the end of a phrase. */
function endWord(
  text: string,
  hits: HitBuffer,
  recent: Recent,
  start: number,
  end: number,
  hash: number,
  head: number,
  chars: number,
): void {
  if (chars > MAX_WORD_CHARS) {
    recent.reset();
    return;
  }
  const mask = wordMask(text, start, hash, head, chars);
  if (mask !== 0) {
    hits.push(start, end, mask);
  }
  const { phrases } = TABLES;
  if (recent.previousStart >= 0 && (recent.previousRole & 1) !== 0) {
    const pair = probe(phrases, phraseKey(recent.previousHash, hash));
    if (pair !== 0) {
      hits.push(recent.previousStart, end, pair);
    }
  }
  if (recent.beforeStart >= 0 && (recent.beforeRole & 1) !== 0 && (recent.previousRole & 2) !== 0) {
    const triple = probe(
      phrases,
      phraseKey(phraseKey(recent.beforeHash, recent.previousHash), hash),
    );
    if (triple !== 0) {
      hits.push(recent.beforeStart, end, triple);
    }
  }
  recent.beforeHash = recent.previousHash;
  recent.beforeStart = recent.previousStart;
  recent.beforeRole = recent.previousRole;
  recent.previousHash = hash;
  recent.previousStart = start;
  recent.previousRole = mayHold(TABLES.maybe, hash) ? probe(TABLES.phraseWords, hash) : 0;
}

/**
 * Every lexicon word and phrase of `text` in one pass: words of spaced scripts are hashed as
 * they are read (folded: lower case, no accents) and looked up whole, by their stems and with
 * the one or two words before them; runs of Han, kana, Hangul and Thai are searched for
 * entries as substrings. One flat loop over the characters, as cheap as reading them.
 */
export function scanMoves(text: string): MoveScan {
  if (!tablesBuilt) {
    TABLES = buildMovesTables();
    MAYBE = TABLES.maybe;
    tablesBuilt = true;
  }
  const hits = SHARED_HITS.clear();
  const recent = new Recent();
  const length = text.length;
  let hash = FNV_OFFSET;
  let head = 0;
  let chars = 0;
  let start = 0;
  for (let at = 0; at < length; at += 1) {
    const code = text.charCodeAt(at);
    const kind = CHAR_CLASS[code];
    if (kind === WORD_CHAR) {
      if (chars === 0) {
        start = at;
      }
      // Inline FNV-1a step; FOLD has an entry for every UTF-16 code unit.
      hash = Math.imul(hash ^ (FOLD[code] as number), FNV_PRIME);
      chars += 1;
      if (chars === STEM_INDEX_CHARS) {
        head = hash;
      }
      continue;
    }
    if (kind === IGNORED_CHAR) {
      continue;
    }
    // `_` or `.` with letters on both sides: part of one identifier or file name.
    if (kind === JOIN_CHAR && chars > 0 && CHAR_CLASS[text.charCodeAt(at + 1)] === WORD_CHAR) {
      hash = Math.imul(hash ^ code, FNV_PRIME);
      chars += 1;
      continue;
    }
    if (chars > 0) {
      // Most words are in no table and end no phrase: one bitmap load each for the word and
      // its first letters settles them.
      if (
        recent.previousRole !== 0 ||
        ((MAYBE[(hash >>> 5) & 0x7ff] as number) & (1 << (hash & 31))) !== 0 ||
        (chars >= STEM_INDEX_CHARS &&
          ((MAYBE[(head >>> 5) & 0x7ff] as number) & (1 << (head & 31))) !== 0)
      ) {
        endWord(text, hits, recent, start, at, hash, head, chars);
      } else {
        recent.skip(start, hash, chars);
      }
      hash = FNV_OFFSET;
      chars = 0;
    }
    if (kind === RUN_CHAR) {
      const end = runEnd(text, at);
      scanRun(text, at, end, hits);
      recent.reset();
      at = end - 1;
    }
  }
  if (chars > 0) {
    endWord(text, hits, recent, start, length, hash, head, chars);
  }
  return hits;
}

/** The index of the first hit starting at or after `offset`. */
export function firstHitAt(scan: MoveScan, offset: number): number {
  let low = 0;
  let high = scan.count;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((scan.starts[mid] ?? 0) < offset) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low;
}

/** The hits starting in [from, to), as objects. */
export function hitsBetween(scan: MoveScan, from: number, to: number): MoveHit[] {
  const out: MoveHit[] = [];
  for (let index = firstHitAt(scan, from); index < scan.count; index += 1) {
    const start = scan.starts[index] ?? 0;
    if (start >= to) {
      break;
    }
    out.push({ start, end: scan.ends[index] ?? 0, mask: scan.masks[index] ?? 0 });
  }
  return out;
}

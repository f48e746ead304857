import {
  CATEGORY_BIT,
  MOVE_CATEGORIES,
  STRONG_TARGET,
  STRONG_TARGET_BIT,
} from './moves-categories.js';
import type { MovesLexicon } from './moves-categories.js';
import { EUROPEAN_LEXICONS } from './moves-lexicon-europe.js';
import { WORLD_LEXICONS } from './moves-lexicon-world.js';

// Lookup tables of the moves scan: every lexicon entry of every language, hashed. One scan
// over the text must cost little more than reading it (the detector reads every file an agent
// changes, at tens of MB/s), so words are hashed as they are read and looked up in open-
// addressed integer tables; nothing is allocated per word.

/** How a UTF-16 code unit takes part in words. */
export const SEPARATOR = 0;
/** A letter, mark or digit of a script written with spaces between words. */
export const WORD_CHAR = 1;
/** Han, kana, Hangul and Thai: scripts whose entries are found as substrings. */
export const RUN_CHAR = 2;
/** Vowel signs of Arabic and Hebrew, joiners and soft hyphens: skipped inside words. */
export const IGNORED_CHAR = 3;

function isRunScript(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0x1100 && code <= 0x11ff) ||
    (code >= 0x3130 && code <= 0x318f) ||
    (code >= 0x0e00 && code <= 0x0e7f) ||
    (code >= 0xff66 && code <= 0xff9f)
  );
}

function isIgnored(code: number): boolean {
  return (
    (code >= 0x064b && code <= 0x065f) ||
    code === 0x0670 ||
    (code >= 0x05b0 && code <= 0x05c7 && code !== 0x05be) ||
    code === 0x200c ||
    code === 0x200d ||
    code === 0x00ad
  );
}

// Latin, Greek and Cyrillic letters lose their accents (`é` -> `e`, `ά` -> `α`, `ё` -> `е`):
// attackers drop them, and one spelling in the lexicon then covers both.
function hasFoldableAccents(code: number): boolean {
  return (
    (code >= 0xc0 && code <= 0x24f) ||
    (code >= 0x1e00 && code <= 0x1eff) ||
    (code >= 0x370 && code <= 0x4ff)
  );
}

const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  đ: 'd',
  Đ: 'd',
  ı: 'i',
  İ: 'i',
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  ς: 'σ',
};

/** Character class and folded (lower-case, unaccented) form of every BMP code unit. */
export const CHAR_CLASS = new Uint8Array(0x10000);
export const FOLD = new Uint16Array(0x10000);
const WORD_PATTERN = /[\p{L}\p{M}\p{N}]/u;
for (let code = 0; code < 0x10000; code += 1) {
  FOLD[code] = code;
  if (code >= 0xd800 && code <= 0xdfff) {
    continue;
  }
  const char = String.fromCharCode(code);
  if (isIgnored(code)) {
    CHAR_CLASS[code] = IGNORED_CHAR;
    continue;
  }
  if (isRunScript(code)) {
    CHAR_CLASS[code] = RUN_CHAR;
    continue;
  }
  if (!WORD_PATTERN.test(char)) {
    continue;
  }
  CHAR_CLASS[code] = WORD_CHAR;
  const special = SPECIAL_FOLDS[char];
  let folded = special ?? char.toLowerCase();
  if (special === undefined && hasFoldableAccents(code)) {
    folded = folded.normalize('NFD').charAt(0);
  }
  FOLD[code] = folded.length === 1 ? folded.charCodeAt(0) : code;
}
// Inside a run of Han, kana, Hangul or Thai, one space is part of the run, hashed as `_`: a
// Korean entry `더_이상` matches "더 이상".
export const RUN_SPACE = 0x5f;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** One step of the 32-bit FNV-1a hash of folded code units. */
export function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** The hash of a phrase from the hashes of its last two or three words. */
export function phraseKey(first: number, second: number): number {
  return Math.imul(first ^ 0x27d4eb2d, 0x165667b1) ^ second;
}

const STEM_SALT = 0x5bd1e995;

/** An open-addressed table from 32-bit hashes to category masks (0 means absent). */
export class HashTable {
  readonly #keys: Int32Array;
  readonly #values: Int32Array;
  readonly #mask: number;

  constructor(capacity: number) {
    let size = 16;
    while (size < capacity * 4) {
      size *= 2;
    }
    this.#keys = new Int32Array(size);
    this.#values = new Int32Array(size);
    this.#mask = size - 1;
  }

  add(hash: number, bits: number): void {
    const key = hash === 0 ? 1 : hash;
    let slot = key & this.#mask;
    while (this.#keys[slot] !== 0 && this.#keys[slot] !== key) {
      slot = (slot + 1) & this.#mask;
    }
    this.#keys[slot] = key;
    this.#values[slot] = (this.#values[slot] ?? 0) | bits;
  }

  get(hash: number): number {
    const key = hash === 0 ? 1 : hash;
    let slot = key & this.#mask;
    for (;;) {
      const found = this.#keys[slot] ?? 0;
      if (found === key) {
        return this.#values[slot] ?? 0;
      }
      if (found === 0) {
        return 0;
      }
      slot = (slot + 1) & this.#mask;
    }
  }
}

/** Every table the scan reads. */
export interface MovesTables {
  readonly words: HashTable;
  /** Keyed by the hash of a word's first n characters, salted: `stem*` entries. */
  readonly stems: HashTable;
  /** Bit n set: some stem has n characters. */
  readonly stemLengths: number;
  readonly phrases: HashTable;
  /** Substrings of Han, kana, Hangul and Thai runs. */
  readonly runs: HashTable;
  readonly runLengths: number;
}

const MIN_STEM_CHARS = 4;
const MAX_STEM_CHARS = 16;
/** Longest run entry, in UTF-16 code units. */
export const MAX_RUN_ENTRY = 16;

function fold(text: string): number[] {
  const codes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (CHAR_CLASS[code] !== IGNORED_CHAR) {
      codes.push(code === 0x20 ? RUN_SPACE : (FOLD[code] ?? code));
    }
  }
  return codes;
}

function hashOf(codes: readonly number[]): number {
  return codes.reduce((hash, code) => hashStep(hash, code), FNV_OFFSET);
}

function addEntry(tables: MovesTablesBuilder, raw: string, bits: number): void {
  const isStem = raw.endsWith('*');
  const entry = isStem ? raw.slice(0, -1) : raw;
  if ([...entry].some((char) => CHAR_CLASS[char.charCodeAt(0)] === RUN_CHAR)) {
    const codes = fold(entry.replace(/_/g, ' '));
    if (codes.length > MAX_RUN_ENTRY) {
      throw new Error(`moves lexicon: "${raw}" is longer than ${MAX_RUN_ENTRY} characters`);
    }
    tables.runs.add(hashOf(codes), bits);
    tables.runLengths |= 1 << codes.length;
    return;
  }
  // `a_b`, `e-mail`, `.env`, `l'utilisateur`: words separated by anything not a word character.
  const words = entry
    .split(/[_\s]+/)
    .flatMap((part) => part.split(/[^\p{L}\p{M}\p{N}]+/u))
    .filter((word) => word !== '');
  if (words.length === 0 || words.length > 3 || (isStem && words.length > 1)) {
    throw new Error(`moves lexicon: "${raw}" must be one to three words (a stem: one word)`);
  }
  const hashes = words.map((word) => hashOf(fold(word)));
  if (isStem) {
    const length = fold(words[0] ?? '').length;
    if (length < MIN_STEM_CHARS || length > MAX_STEM_CHARS) {
      throw new Error(
        `moves lexicon: stem "${raw}" must have ${MIN_STEM_CHARS} to ${MAX_STEM_CHARS} characters`,
      );
    }
    tables.stems.add((hashes[0] ?? 0) ^ STEM_SALT, bits);
    tables.stemLengths |= 1 << length;
    return;
  }
  const [first = 0, second, third] = hashes;
  if (second === undefined) {
    tables.words.add(first, bits);
  } else if (third === undefined) {
    tables.phrases.add(phraseKey(first, second), bits);
  } else {
    tables.phrases.add(phraseKey(phraseKey(first, second), third), bits);
  }
}

interface MovesTablesBuilder {
  words: HashTable;
  stems: HashTable;
  stemLengths: number;
  phrases: HashTable;
  runs: HashTable;
  runLengths: number;
}

/** The hash of a stem of `length` characters whose running hash is `hash`. */
export function stemKey(hash: number): number {
  return hash ^ STEM_SALT;
}

/** Builds the tables from every lexicon; throws on a malformed entry (a test runs this). */
export function buildMovesTables(
  lexicons: readonly MovesLexicon[] = [
    ...Object.values(EUROPEAN_LEXICONS),
    ...Object.values(WORLD_LEXICONS),
  ],
): MovesTables {
  const entries = lexicons.flatMap((lexicon) =>
    MOVE_CATEGORIES.flatMap((category) =>
      (lexicon[category] ?? '')
        .split(/\s+/)
        .filter((entry) => entry !== '')
        .map((entry) => {
          const folded = String.fromCharCode(...fold(entry.replace(/\*$/, '')));
          const strong = category === 'target' && STRONG_TARGET.test(folded);
          return [entry, CATEGORY_BIT[category] | (strong ? STRONG_TARGET_BIT : 0)] as const;
        }),
    ),
  );
  const capacity = entries.length;
  const tables: MovesTablesBuilder = {
    words: new HashTable(capacity),
    stems: new HashTable(capacity),
    stemLengths: 0,
    phrases: new HashTable(capacity),
    runs: new HashTable(capacity),
    runLengths: 0,
  };
  const problems: string[] = [];
  for (const [entry, bits] of entries) {
    try {
      addEntry(tables, entry, bits);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) {
    throw new Error(problems.join('\n'));
  }
  return tables;
}

export { FNV_OFFSET };

import {
  CATEGORY_BIT,
  MOVE_CATEGORIES,
  STRONG_TARGET,
  STRONG_TARGET_BIT,
} from './moves-categories.js';
import type { MovesLexicon } from './moves-categories.js';
import { EUROPEAN_LEXICONS } from './moves-lexicon-europe.js';
import { NORDIC_EAST_LEXICONS } from './moves-lexicon-nordic-east.js';
import { FA_BN_LEXICONS } from './moves-lexicon-fa-bn.js';
import { FORMAL_LEXICONS } from './moves-lexicon-formal.js';
import { RAIL_LEXICONS } from './moves-lexicon-rails.js';
import { WIDENED_LEXICONS, WIDENED_STRONG_TARGETS } from './moves-lexicon-widened.js';
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
/**
 * `_`, `.` and `-` between letters join a word (`agent_directive`, `config.yaml`, `e.g`,
 * `role-play`): identifiers, file names and compounds are one token, not the words they are
 * built from.
 */
export const JOIN_CHAR = 4;

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

/**
 * Character class and folded (lower-case, unaccented) form of every BMP code unit. Empty until
 * `fillCharTables` runs (buildMovesTables does, before any scan reads them).
 */
export const CHAR_CLASS = new Uint8Array(0x10000);
export const FOLD = new Uint16Array(0x10000);
// Built block by block: one native pass of the word pattern and one `toLowerCase()` per 256
// code units, instead of a test and a string per code unit (every thread that loads the
// detector pays this: `govern scan` starts one per core).
const WORD_RUNS = /[\p{L}\p{M}\p{N}]+/gu;
const BLOCK = 256;
let charTablesFilled = false;

/*
 * Filled on first use, not when the module loads: every govern process imports the detector
 * (the CLI's one door), and filling these plus the lexicon tables cost about a second of CPU
 * per process, paid by `govern --version` and `govern status` alike.
 */
function fillCharTables(): void {
  if (charTablesFilled) {
    return;
  }
  charTablesFilled = true;
  fillWordClasses();
  fillOverrideClasses();
}

function fillWordClasses(): void {
  for (let base = 0; base < 0x10000; base += BLOCK) {
    fillBlock(base);
  }
}

function fillBlock(base: number): void {
  const codes: number[] = [];
  for (let code = base; code < base + BLOCK; code += 1) {
    FOLD[code] = code;
    // Surrogates stand for themselves; a lone one is not a character of the block's text.
    codes.push(code >= 0xd800 && code <= 0xdfff ? 0x20 : code);
  }
  const block = String.fromCharCode(...codes);
  const lower = block.toLowerCase();
  const aligned = lower.length === block.length;
  WORD_RUNS.lastIndex = 0;
  for (let run = WORD_RUNS.exec(block); run !== null; run = WORD_RUNS.exec(block)) {
    for (let at = run.index; at < run.index + run[0].length; at += 1) {
      const code = base + at;
      const char = block.charAt(at);
      const special = SPECIAL_FOLDS[char];
      let folded = special ?? (aligned ? lower.charAt(at) : char.toLowerCase());
      if (special === undefined && hasFoldableAccents(code)) {
        folded = folded.normalize('NFD').charAt(0);
      }
      CHAR_CLASS[code] = WORD_CHAR;
      FOLD[code] = folded.length === 1 ? folded.charCodeAt(0) : code;
    }
  }
}

/** Classes that override the word pattern: joiners of identifiers, skipped marks, run scripts. */
function fillOverrideClasses(): void {
  CHAR_CLASS[0x5f] = JOIN_CHAR;
  CHAR_CLASS[0x2e] = JOIN_CHAR;
  CHAR_CLASS[0x2d] = JOIN_CHAR;
  for (let code = 0; code < 0x10000; code += 1) {
    if (isIgnored(code)) {
      CHAR_CLASS[code] = IGNORED_CHAR;
    } else if (isRunScript(code)) {
      CHAR_CLASS[code] = RUN_CHAR;
    }
  }
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

/**
 * An open-addressed table from 32-bit hashes to masks (0 means absent). Plain typed arrays
 * and a free function: the scan probes it a few times per word of every file.
 */
export interface HashTable {
  readonly keys: Int32Array;
  readonly values: Int32Array;
  readonly mask: number;
}

function createTable(capacity: number): HashTable {
  let size = 16;
  while (size < capacity * 4) {
    size *= 2;
  }
  return { keys: new Int32Array(size), values: new Int32Array(size), mask: size - 1 };
}

function addToTable(table: HashTable, hash: number, bits: number): void {
  const key = hash === 0 ? 1 : hash;
  let slot = key & table.mask;
  while (table.keys[slot] !== 0 && table.keys[slot] !== key) {
    slot = (slot + 1) & table.mask;
  }
  table.keys[slot] = key;
  table.values[slot] = (table.values[slot] ?? 0) | bits;
}

/** The mask stored for `hash`, or 0. */
export function probe(table: HashTable, hash: number): number {
  const key = hash === 0 ? 1 : hash;
  const { keys, mask } = table;
  let slot = key & mask;
  for (;;) {
    const found = keys[slot] ?? 0;
    if (found === key) {
      return table.values[slot] ?? 0;
    }
    if (found === 0) {
      return 0;
    }
    slot = (slot + 1) & mask;
  }
}

/** Every table the scan reads. */
export interface MovesTables {
  readonly words: HashTable;
  /** Keyed by the salted hash of a word's first n characters: `stem*` entries. */
  readonly stems: HashTable;
  /** By the hash of a word's first STEM_INDEX_CHARS characters: bit n set when a stem of n characters starts so. */
  readonly stemIndex: HashTable;
  readonly phrases: HashTable;
  /** Words that start or continue a phrase (1: first word, 2: second word of a three-word phrase). */
  readonly phraseWords: HashTable;
  /** Substrings of Han, kana, Hangul and Thai runs. */
  readonly runs: HashTable;
  /** Bit n set: some run entry has n code units. */
  readonly runLengths: number;
  /**
   * One bit per low 16 bits of the hash of every word, stem prefix and phrase word: a word
   * whose bit is clear is in no table, which is most words of ordinary text, settled by one
   * load instead of three probes.
   */
  readonly maybe: Uint32Array;
}

/** True when `hash` may be in some word-level table (false: certainly not). */
export function mayHold(maybe: Uint32Array, hash: number): boolean {
  return ((maybe[(hash >>> 5) & 0x7ff] ?? 0) & (1 << (hash & 31))) !== 0;
}

function markMaybe(maybe: Uint32Array, hash: number): void {
  const index = (hash >>> 5) & 0x7ff;
  maybe[index] = (maybe[index] ?? 0) | (1 << (hash & 31));
}

const MIN_STEM_CHARS = 4;
/** Stems are found through the hash of their first this many characters. */
export const STEM_INDEX_CHARS = MIN_STEM_CHARS;
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

interface Builder {
  readonly tables: MovesTables;
  runLengths: number;
}

function addWordHash(
  builder: Builder,
  table: HashTable,
  key: number,
  hash: number,
  bits: number,
): void {
  addToTable(table, key, bits);
  markMaybe(builder.tables.maybe, hash);
}

function addRunEntry(builder: Builder, raw: string, entry: string, bits: number): void {
  const codes = fold(entry.replace(/_/g, ' '));
  if (codes.length > MAX_RUN_ENTRY) {
    throw new Error(`moves lexicon: "${raw}" is longer than ${MAX_RUN_ENTRY} characters`);
  }
  addToTable(builder.tables.runs, hashOf(codes), bits);
  builder.runLengths |= 1 << codes.length;
}

function addStem(builder: Builder, raw: string, word: string, bits: number): void {
  const codes = fold(word);
  if (codes.length < MIN_STEM_CHARS || codes.length > MAX_STEM_CHARS) {
    throw new Error(
      `moves lexicon: stem "${raw}" must have ${MIN_STEM_CHARS} to ${MAX_STEM_CHARS} characters`,
    );
  }
  addToTable(builder.tables.stems, stemKey(hashOf(codes)), bits);
  const prefix = hashOf(codes.slice(0, STEM_INDEX_CHARS));
  addWordHash(builder, builder.tables.stemIndex, prefix, prefix, 1 << codes.length);
}

function addEntry(builder: Builder, raw: string, bits: number): void {
  const isStem = raw.endsWith('*');
  const entry = isStem ? raw.slice(0, -1) : raw;
  if (Array.from(entry).some((char) => CHAR_CLASS[char.charCodeAt(0)] === RUN_CHAR)) {
    addRunEntry(builder, raw, entry, bits);
    return;
  }
  // `a_b`, `e-mail`, `.env`, `l'utilisateur`: words separated by anything not a word character.
  const words = entry
    .split(/[_\s]+/)
    .flatMap((part) => part.split(/[^\p{L}\p{M}\p{N}.-]+/u))
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((word) => word !== '');
  if (words.length === 0 || words.length > 3 || (isStem && words.length > 1)) {
    throw new Error(`moves lexicon: "${raw}" must be one to three words (a stem: one word)`);
  }
  if (isStem) {
    addStem(builder, raw, words[0] ?? '', bits);
    return;
  }
  const hashes = words.map((word) => hashOf(fold(word)));
  const { tables } = builder;
  const [first = 0, second, third] = hashes;
  if (second === undefined) {
    if (fold(words[0] ?? '').length < 2) {
      throw new Error(`moves lexicon: "${raw}" is a single letter (too common to mean anything)`);
    }
    addWordHash(builder, tables.words, first, first, bits);
  } else if (third === undefined) {
    addToTable(tables.phrases, phraseKey(first, second), bits);
    addWordHash(builder, tables.phraseWords, first, first, 1);
  } else {
    addToTable(tables.phrases, phraseKey(phraseKey(first, second), third), bits);
    addWordHash(builder, tables.phraseWords, first, first, 1);
    addWordHash(builder, tables.phraseWords, second, second, 2);
  }
}

/** The salted key of a stem, so that a stem and a word of the same letters differ. */
export function stemKey(hash: number): number {
  return hash ^ STEM_SALT;
}

/** Builds the tables from every lexicon; throws listing every malformed entry (a test runs this). */
export function buildMovesTables(
  lexicons: readonly MovesLexicon[] = [
    ...Object.values(EUROPEAN_LEXICONS),
    ...Object.values(NORDIC_EAST_LEXICONS),
    ...Object.values(WORLD_LEXICONS),
    ...Object.values(WIDENED_LEXICONS),
    ...Object.values(RAIL_LEXICONS),
    ...Object.values(FA_BN_LEXICONS),
    ...Object.values(FORMAL_LEXICONS),
  ],
): MovesTables {
  fillCharTables();
  const entries = lexicons.flatMap((lexicon) =>
    MOVE_CATEGORIES.flatMap((category) =>
      (lexicon[category] ?? '')
        .split(/\s+/)
        .filter((entry) => entry !== '')
        .map((entry) => {
          const folded = String.fromCharCode(...fold(entry.replace(/\*$/, '')));
          const strong =
            category === 'target' &&
            (STRONG_TARGET.test(folded) || WIDENED_STRONG_TARGETS.has(entry));
          return [entry, CATEGORY_BIT[category] | (strong ? STRONG_TARGET_BIT : 0)] as const;
        }),
    ),
  );
  const capacity = entries.length;
  const builder: Builder = {
    tables: {
      words: createTable(capacity),
      stems: createTable(capacity),
      stemIndex: createTable(capacity),
      phrases: createTable(capacity),
      phraseWords: createTable(capacity),
      runs: createTable(capacity),
      runLengths: 0,
      maybe: new Uint32Array(0x800),
    },
    runLengths: 0,
  };
  const problems: string[] = [];
  for (const [entry, bits] of entries) {
    try {
      addEntry(builder, entry, bits);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) {
    throw new Error(problems.join('\n'));
  }
  return { ...builder.tables, runLengths: builder.runLengths };
}

export { FNV_OFFSET, FNV_PRIME };

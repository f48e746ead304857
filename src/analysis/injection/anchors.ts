/**
 * The word table the scan looks every word up in. A word is keyed by its first eight
 * letters, so `instruction` also finds `instructions` and `instructed`; shorter words match
 * exactly, with their common inflections registered for them. Two-word anchors, written
 * "your+answer", are keyed by both words. One lookup per word returns everything the scan needs:
 * the word's id and whether it is an anchor, a tell of hidden text, an AI's name, or the
 * first word of a pair.
 */

export const KEY_LETTERS = 8;
const TABLE_BITS = 15;
/** Slot mask of the table; a key's first slot is `(key ^ (key >>> 15)) & TABLE_MASK`. */
export const TABLE_MASK = (1 << TABLE_BITS) - 1;

/** Low bits of an entry: the word's id; `NO_ID` when it has none. */
export const ID_MASK = 0xffff;
const NO_ID = ID_MASK;
/** A word worth stopping the scan at (a rule anchor, not only a word a rule also needs). */
export const IS_ANCHOR = 1 << 16;
/** A frequent word of leetspeak, ROT13 or reversed text. */
export const IS_TELL = 1 << 17;
/** The name of an AI model or agent. */
export const IS_ADDRESSEE = 1 << 18;
/** The first word of some two-word anchor. */
export const STARTS_PAIR = 1 << 19;

/** Hash step for one character; a word's key is this folded over its first `KEY_LETTERS`. */
export function hashStep(hash: number, code: number): number {
  return (Math.imul(hash, 31) + (code | 32)) | 0;
}

/** Key of the lower-case word text[start, end). Never 0 (0 marks an empty table slot). */
export function wordKey(text: string, start: number, end: number): number {
  let hash = 7;
  const stop = Math.min(end, start + KEY_LETTERS);
  for (let index = start; index < stop; index += 1) {
    hash = hashStep(hash, text.charCodeAt(index));
  }
  return hash === 0 ? 1 : hash;
}

/** Combines two word keys into the key of the phrase "first second". */
export function pairKey(first: number, second: number): number {
  const key = (Math.imul(first ^ 0x5bd1e995, 0x01000193) + second) | 0;
  return key === 0 ? 1 : key;
}

/** Inflections a short word is registered with ("skip" -> "skips", "skipped", ...). */
function inflections(word: string): string[] {
  if (word.length >= KEY_LETTERS || !/^[a-z]+$/.test(word)) {
    return [word];
  }
  const stem = word.replace(/e$/, '');
  const doubled = /[^aeiou][aeiou][bdgklmnprt]$/.test(word) ? word + word.slice(-1) : word;
  return [
    word,
    `${word}s`,
    `${word}es`,
    `${stem}ed`,
    `${doubled}ed`,
    `${stem}ing`,
    `${doubled}ing`,
  ];
}

/** The words a table is built from. */
export interface WordLists {
  /** Words and two-word phrases worth stopping the scan at. */
  readonly anchors: Iterable<string>;
  /** Words only looked up where the scan stopped anyway (a verb a rule needs by its noun). */
  readonly others: Iterable<string>;
  readonly tells: Iterable<string>;
  readonly addressees: Iterable<string>;
}

/** Open-addressing table from word keys to entries (id and flags); a Map is much slower. */
export class WordTable {
  readonly keys = new Int32Array(1 << TABLE_BITS);
  readonly entries = new Int32Array(1 << TABLE_BITS);
  #size = 0;
  #nextId = 1;

  constructor(lists: WordLists) {
    for (const phrase of lists.anchors) {
      this.#addPhrase(phrase, IS_ANCHOR);
    }
    for (const phrase of lists.others) {
      this.#addPhrase(phrase, 0);
    }
    for (const word of lists.tells) {
      this.#addWord(word, IS_TELL, false);
    }
    for (const word of lists.addressees) {
      this.#addWord(word, IS_ADDRESSEE, false);
    }
  }

  /** One more than the highest id given out: arrays indexed by id need this length. */
  get idLimit(): number {
    return this.#nextId;
  }

  /** The entry of a word or pair key; 0 when the table does not know it. */
  get(key: number): number {
    let slot = (key ^ (key >>> 15)) & TABLE_MASK;
    for (;;) {
      const found = this.keys[slot] ?? 0;
      if (found === key) {
        return this.entries[slot] ?? 0;
      }
      if (found === 0) {
        return 0;
      }
      slot = (slot + 1) & TABLE_MASK;
    }
  }

  /** The id of a registered word or two-word phrase; -1 when it has none. */
  idOfPhrase(phrase: string): number {
    const [first = '', second] = phrase.split('+');
    const firstKey = wordKey(first, 0, first.length);
    const key =
      second === undefined ? firstKey : pairKey(firstKey, wordKey(second, 0, second.length));
    const id = this.get(key) & ID_MASK;
    return this.get(key) === 0 || id === NO_ID ? -1 : id;
  }

  /** The id already given to `key`, or a new one. */
  #idFor(key: number): number {
    const entry = this.get(key);
    if (entry !== 0 && (entry & ID_MASK) !== NO_ID) {
      return entry & ID_MASK;
    }
    const id = this.#nextId;
    this.#nextId += 1;
    if (id >= NO_ID) {
      throw new Error('too many anchor words for the word table');
    }
    return id;
  }

  #addWord(word: string, flags: number, withId: boolean): void {
    const key = wordKey(word, 0, word.length);
    const id = withId ? this.#idFor(key) : NO_ID;
    for (const form of withId ? inflections(word) : [word]) {
      this.#set(wordKey(form, 0, form.length), flags, id);
    }
  }

  #addPhrase(phrase: string, flags: number): void {
    const parts = phrase.split('+');
    const [first = '', second] = parts;
    if (parts.length > 2 || parts.some((part) => part.length === 0)) {
      throw new Error(`anchor "${phrase}" must be one or two words`);
    }
    if (second === undefined) {
      this.#addWord(first, flags, true);
      return;
    }
    const firstKey = wordKey(first, 0, first.length);
    this.#set(firstKey, STARTS_PAIR, NO_ID);
    const id = this.#idFor(pairKey(firstKey, wordKey(second, 0, second.length)));
    for (const form of inflections(second)) {
      this.#set(pairKey(firstKey, wordKey(form, 0, form.length)), flags, id);
    }
  }

  /** Adds `flags` to the entry of `key`, and `id` when it has none yet. */
  #set(key: number, flags: number, id: number): void {
    let slot = (key ^ (key >>> 15)) & TABLE_MASK;
    while ((this.keys[slot] ?? 0) !== 0 && this.keys[slot] !== key) {
      slot = (slot + 1) & TABLE_MASK;
    }
    if (this.keys[slot] !== key) {
      if (this.#size >= TABLE_MASK >> 1) {
        throw new Error('the word table is full; raise TABLE_BITS');
      }
      this.#size += 1;
      this.keys[slot] = key;
      this.entries[slot] = NO_ID;
    }
    const entry = this.entries[slot] ?? NO_ID;
    const knownId = entry & ID_MASK;
    this.entries[slot] = (entry & ~ID_MASK) | flags | (knownId === NO_ID ? id : knownId);
  }
}

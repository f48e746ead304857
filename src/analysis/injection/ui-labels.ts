import { lineStartWithin } from '../line-bounds.js';
import { CATEGORY_BIT } from './moves-categories.js';
import { hitsBetween } from './moves-scan.js';
import type { MoveScan } from './moves-scan.js';

// The strings of a user interface in a table of them (a translation file, a strings resource):
// the words of buttons, menus, dialogs and help texts (show, delete, forget, "you are now
// signed in as admin", "your new instructions have been saved") are shown to the application's
// user and addressed to that user, not to whoever reads the file (issue 18: the benign side of
// the detectors). Two kinds of table count:
// - labels: more than a few short values (a button's or a menu's words), whatever else the
//   text holds;
// - string tables: a text made only of key/value entries, markup and comments, most of whose
//   values are human language (a config file's values are names, versions and paths).
// A string planted for an AI stays a finding when its value names an AI reader (assistant,
// model, agent, in any lexicon language) or carries a URL or an e-mail address to send things
// to; a value longer than a label keeps its strong findings (a whole override sentence), as a
// value is free text; comments in such a file are read as any other text.

const B = CATEGORY_BIT;

// A key: quoted (a string table keyed by the English text itself, as many web apps do, may hold
// spaces and punctuation) or bare (`auth.sign_in`, `login-title`). A bare key starts with a
// letter (a log line's time stamp is no key) and has a lower-case letter or a separator before
// a colon: `INFO:`, `WARN:` and `NOTE:` open a log line or a note, not an entry. As in YAML, a
// bare key's colon is followed by a space: `src/a.ts:66:` is a place in a file (grep output).
const KEY = String.raw`(?:"(?:[^"\\\n]|\\.){1,200}"|'[^'\n]{1,200}'|[\p{L}_@.][\w.\-/@]{0,79}(?=\s*=)|(?=[\w.\-/@]*[\p{Ll}._])[\p{L}_@][\w.\-/@]{0,79}(?=\s*:(?:\s|$)))`;
// `"key": "value",` (JSON), `key: "value"` or `key: value` (YAML), `key = value` (.properties,
// Fluent, TOML), `"key" = "value";` (Apple .strings), `msgid "value"` and `msgstr "value"`
// (gettext), and a bare quoted line continuing a gettext string: a key and its separator are
// required, so that short lines of prose are no table. A bare value may hold quotes and
// placeholders (`Don't`, `%{name}`) but not open a YAML block, flow collection or tag.
const ENTRY_LINE = new RegExp(
  String.raw`^\s*(?:(${KEY})\s*[:=]|msg(?:id|id_plural|str|str\[\d\]|ctxt)|(?="))\s*(?:"((?:[^"\\\n]|\\.)*)"|'([^'\n]*)'|((?![\s[|>&*!"']|\{(?:\s|$))[^\n]*?))\s*[,;]?\s*$`,
  'du',
);
// `<string name="key">value</string>` (Android, a property list), `<source>` and `<target>`
// (XLIFF), `<translation>` (Qt), `<item>` of a string array, `<value>` (.resx): one element on
// its own line.
const ENTRY_ELEMENT =
  /^\s*<(string|item|source|target|translation|value)\b[^>\n]*>([^<\n]*)<\/\1>\s*$/d;
// Lines around the entries: brackets, an XML declaration or a bare tag, an element naming a key
// or a context (a property list's `<key>`, Qt's `<name>`), a parent key (`en:`, `"auth": {`),
// a section of an INI or TOML file (`[messages]`), the fence of a quoted file, the opening of a
// JavaScript module's object of messages (`export default {`).
const STRUCTURE_LINE =
  /^\s*(?:[{}[\](),;]*|(?:export\s+(?:default\s+)?|module\.exports\s*=\s*|(?:export\s+)?(?:const|let|var)\s+[\w$]+(?::\s*[\w.<>, ]+)?\s*=\s*)\{|\[[\w.\-" ]{1,80}\]|(?:```|~~~)[\w-]*|<\?xml[^>\n]*\?>|<(key|name)>[\w.-]*<\/\1>|<\/?[\w:.-]+(?:\s+[\w:.-]+="[^"\n]*")*\s*\/?>|(?:"[^"\n]{1,80}"|[\w.\-/@]{1,80})\s*:\s*[{[]?)\s*$/;
// Comments of the formats above (the first, inner and last lines of a block comment too), and
// a translator's note element.
const COMMENT_LINE = /^\s*(?:#|\/\/|;|\/\*|\*|<!--|<note\b[^>\n]*>.*<\/note>\s*$)|(?:\*\/|-->)\s*$/;
// A chat transcript's turns are key/value lines too, but they are messages, not UI strings.
const SPEAKER_LINE = /^\s*(?:user|human|system|customer|assistant|ai|bot|you|me)\s*:/im;
// Where something could be sent: a URL or an e-mail address.
const DESTINATION = /\b(?:https?|ftp|wss?):\/\/|\bwww\.|[\w.+-]+@[\w-]+\.\w/i;
// A label has at most this many words and no stop, colon or semicolon inside it (in any
// script); scripts without spaces count by length: a button's or a menu's words are short.
const MAX_LABEL_WORDS = 4;
const MAX_LABEL_CHARS = 40;
// The longest line of a string table that is read as one (a value of a few paragraphs).
const MAX_ENTRY_LINE_CHARS = 4_000;
const INNER_PUNCTUATION = /[.!:;。！？；：、](?=.)/u;
// A table of labels: this many label lines in the text besides the one judged.
const MIN_LABEL_LINES = 4;
// A string table: at least this many entries, and this share of their values human language.
const MIN_ENTRIES = 2;
const MIN_PROSE_SHARE = 2 / 3;
// A finding this heavy is a whole instruction (a cancel of the reader's instructions), kept in
// a value longer than a label.
const STRONG_WEIGHT = 0.6;

interface Entry {
  /** The value's offsets within its line. */
  readonly value: readonly [number, number];
  /**
   * The key's offsets within its line when it may name a reader: quoted text with spaces (text
   * shown too) or one bare word (`agent:`); a structured identifier (`assistant.title`) names a
   * string.
   */
  readonly textKey: readonly [number, number] | null;
  readonly text: string;
  /** A bare quoted line continuing the string of the entry before it. */
  readonly continues: boolean;
}

function entryOf(line: string): Entry | null {
  const match = ENTRY_LINE.exec(line);
  if (match?.indices !== undefined) {
    const group = [2, 3, 4].find((index) => match[index] !== undefined) ?? 4;
    const value = match.indices[group] ?? [line.length, line.length];
    const key = match.indices[1];
    const keyText = match[1] ?? '';
    const continues = key === undefined && !/^\s*msg/.test(line);
    // A bare key with nothing after it is a parent key (structure), not an empty string.
    if ((continues && group !== 2) || (group === 4 && (match[4] ?? '') === '')) {
      return null;
    }
    return {
      value,
      textKey: key !== undefined && /^["'].*\s|^[\p{L}\d]+$/u.test(keyText) ? key : null,
      text: match[group] ?? '',
      continues,
    };
  }
  const element = ENTRY_ELEMENT.exec(line);
  const value = element?.indices?.[2];
  return element === null || value === undefined
    ? null
    : { value, textKey: null, text: element[2] ?? '', continues: false };
}

function isLabel(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed !== '' &&
    trimmed.length <= MAX_LABEL_CHARS &&
    !INNER_PUNCTUATION.test(trimmed) &&
    trimmed.split(/\s+/u).length <= MAX_LABEL_WORDS
  );
}

// Human language rather than a name, a number, a version or a path: a space between words, a
// letter outside ASCII, or a capitalized word ("Settings", not "index.js", "MIT" or "true").
function isProse(value: string): boolean {
  return /\p{L}\s+\p{L}|[^\p{ASCII}\d\s\p{P}\p{S}]|^\p{Lu}\p{Ll}+$/u.test(value.trim());
}

interface Table {
  readonly text: string;
  /** More than a few short values. */
  readonly labels: boolean;
  /** Only entries, structure and comments, the values mostly human language. */
  readonly strings: boolean;
}

// A block comment left open on its line: the lines up to its end are comment too.
const BLOCK_COMMENT_OPEN = /\/\*(?!.*\*\/)|<!--(?!.*-->)/;

/** The end mark of the block comment still open after `line` (in one when it starts), or null. */
function closingOf(line: string, open: string | null): string | null {
  if (open !== null) {
    return line.includes(open) ? null : open;
  }
  return /\/\*(?!.*\*\/)/.test(line) ? '*/' : '-->';
}

let cached: Table = { text: '', labels: false, strings: false };

/**
 * What kind of table `text` is, if any (see the top of this file). With `stringsOnly`, stops
 * at the first line that is no entry, structure or comment (ordinary code: its first line),
 * answers only `strings`, and caches nothing.
 */
function tableOf(text: string, stringsOnly = false): Table {
  if (cached.text === text) {
    return cached;
  }
  let labels = 0;
  let entries = 0;
  let prose = 0;
  let onlyTable = !SPEAKER_LINE.test(text);
  // The mark that ends the block comment the line is in, if any.
  let commentEnd: string | null = null;
  // Once the text is known to be a table of labels and no string table, the rest tells nothing.
  for (let start = 0; start < text.length && (onlyTable || labels <= MIN_LABEL_LINES);) {
    const found = text.indexOf('\n', start);
    const end = found < 0 ? text.length : found;
    const line = text.slice(start, end);
    start = end + 1;
    if (commentEnd !== null || BLOCK_COMMENT_OPEN.test(line)) {
      commentEnd = closingOf(line, commentEnd);
      continue;
    }
    const entry = entryOf(line);
    // An empty value is a string not translated yet (a gettext template): no evidence either way.
    if (entry !== null && !entry.continues && entry.text.trim() !== '') {
      entries += 1;
      prose += isProse(entry.text) ? 1 : 0;
      labels += isLabel(entry.text) ? 1 : 0;
    } else if (entry === null && !STRUCTURE_LINE.test(line) && !COMMENT_LINE.test(line)) {
      onlyTable = false;
      if (stringsOnly) {
        return { text, labels: false, strings: false };
      }
    }
  }
  const strings = onlyTable && entries >= MIN_ENTRIES && prose >= entries * MIN_PROSE_SHARE;
  const table = { text, labels: labels > MIN_LABEL_LINES, strings };
  if (!stringsOnly) {
    cached = table;
  }
  return table;
}

/**
 * Whether `text` is a string table as a whole: key/value entries, structure and comments only,
 * the values mostly human language. A source file of that shape (`export const messages = {`
 * and its entries) is read whole, as a translation file is, not string by string.
 */
export function isStringTable(text: string): boolean {
  return tableOf(text, true).strings;
}

function namesReader(scan: MoveScan, lineStart: number, range: readonly [number, number]): boolean {
  return hitsBetween(scan, lineStart + range[0], lineStart + range[1]).some(
    (hit) => (hit.mask & B.address) !== 0,
  );
}

/**
 * Whether a finding of `weight` at `start..end` of `text` lies in strings of a UI table that are
 * addressed to the application's user: every line it touches is an entry or a structure line
 * of a table, no touched entry names an AI reader or a destination, and a finding within one
 * value longer than a label is weaker than a whole instruction.
 */
export function isUiLabel(
  text: string,
  scan: MoveScan,
  start: number,
  end: number,
  weight: number,
): boolean {
  // A string table's lines are read up to a bound: a text of one long line must not be read
  // whole for each of its findings (quadratic: 7 s for 400 kB of one repeated command).
  const firstLine = lineStartWithin(text, start, MAX_ENTRY_LINE_CHARS);
  if (firstLine === null) {
    return false;
  }
  let lineStart = firstLine;
  let values = 0;
  let label = true;
  while (lineStart < Math.max(end, start + 1)) {
    const window = text.slice(lineStart, lineStart + MAX_ENTRY_LINE_CHARS + 1);
    const found = window.indexOf('\n');
    if (found < 0 && lineStart + window.length < text.length) {
      return false;
    }
    const lineEnd: number = lineStart + (found < 0 ? window.length : found);
    const line = window.slice(0, lineEnd - lineStart);
    const entry = entryOf(line);
    if (entry === null) {
      if (!STRUCTURE_LINE.test(line)) {
        return false;
      }
    } else if (
      DESTINATION.test(line) ||
      namesReader(scan, lineStart, entry.value) ||
      (entry.textKey !== null && namesReader(scan, lineStart, entry.textKey))
    ) {
      return false;
    } else {
      values += entry.continues ? 0 : 1;
      label &&= !entry.continues && isLabel(entry.text);
    }
    lineStart = lineEnd + 1;
  }
  if (values === 0) {
    return false;
  }
  // Within one value: a label's words are no request, a longer value's strong finding is one.
  // Across entries, a match joins strings that are shown apart. A table of labels among other
  // text only vouches for its labels.
  const table = tableOf(text);
  if (values === 1 && label) {
    return table.labels || table.strings;
  }
  return table.strings && (values > 1 || weight < STRONG_WEIGHT);
}

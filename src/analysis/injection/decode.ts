import { Buffer } from 'node:buffer';
import { isWhiteSpaceCode } from '../../common/index.js';

/** Encodings the decoder undoes; text decoded from one is an `encoded-<kind>` finding. */
export const ENCODING_KINDS = ['base64', 'hex', 'rot13', 'reversed', 'escaped'] as const;
export type EncodingKind = (typeof ENCODING_KINDS)[number];

/** Text hidden in an encoding, with the span of its encoded form in the source. */
export interface DecodedSpan {
  readonly kind: EncodingKind;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /**
   * Decoded after the colon of the line that names its encoding ("Spoiler (ROT13): ...",
   * "read this backwards and follow it: ..."): written in the open, so it counts only for
   * what the decoded text asks, not as hidden text. Lines after such a line still count as
   * hidden ("ROT13, bitte ausführen:" then the encoded line).
   */
  readonly labelled?: boolean;
}

// Frequent short words of the languages of the moves lexicons: decoded text that holds a few
// of them is a sentence in some language, not binary, JSON or an identifier.
const COMMON_WORDS = new Set(
  [
    'the to and of a in is you your it for this that all any with on be from are as or not now me my',
    'der die das und ist nicht ein eine zu mit den auf du sie ich dein deine',
    'le la les et est pas une des du que vous pour dans sur ce tu ton ta',
    'el los las es una que del por para su con tu',
    'il lo gli non una che di per sono con del della',
    'não uma que para você seu sua com os as',
    'de het een en is niet van dat je voor met op',
    'nie jest że się jak oraz na do ci i w z to',
    'и в не на что с по это как к все ты твои',
    'і в не на що з по це як до всі ти',
    've bir bu için ile değil da de sen',
    'och är inte att en det som för med på du',
    'je že se pro jsou nebo jak na ty',
    'și este nu că la în cu pe de',
    'και το να η ο της των σε με',
    'של את על לא זה עם',
    'في من على إلى أن هذا لا كل',
    'را و به از که این با برای',
    'के है में की और से को का सभी',
    'và là của không có một các cho với',
    'dan yang di ini itu tidak untuk dengan',
  ]
    .join(' ')
    .split(' '),
);
// Scripts written without spaces between words: a run of their letters is a sentence.
const UNSPACED_SCRIPT = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/gu;

function commonWordCount(text: string): number {
  let count = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}\p{M}]+/u)) {
    if (COMMON_WORDS.has(word)) {
      count += 1;
    }
  }
  return count;
}

/** A control character other than tab, line feed, vertical tab, form feed and return. */
function hasControlCharacter(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if ((code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/**
 * Decoded bytes that read as a sentence in any language, not as binary, JSON or an identifier.
 * `bytes`: decoded from base64 or hex, where letters alone are already rare; a ROT13 or reversed
 * line is letters whatever it says, so it needs the short words of a language.
 */
function isProse(text: string, bytes = false): boolean {
  if (text.length < 12 || text.includes('\ufffd') || hasControlCharacter(text)) {
    return false;
  }
  const spaces = text.replace(/[^ ]/g, '').length;
  const letters = text.replace(/[^\p{L}\p{M}]/gu, '').length;
  if (letters < (text.length - spaces) * 0.6) {
    return false;
  }
  return (
    (spaces >= 2 && commonWordCount(text) >= 2) ||
    (text.match(UNSPACED_SCRIPT)?.length ?? 0) >= 8 ||
    // Four words or more that are nearly all letters: a sentence in a language whose short
    // words the list above lacks (Polish, Persian), where an identifier or JSON has symbols.
    (bytes && spaces >= 3 && letters >= (text.length - spaces) * 0.9)
  );
}

// Runs of escapes: eight or more `\\xNN`, `\\u00NN`, `%NN` or `&#NN;` in a row. A token (no
// space, quote or angle bracket) with three `%20` in it is a URL-encoded sentence: it is found
// by `nextSpacedToken`, not by a last alternative `[^\s"'<>]*(?:%20[^\s"'<>]*){3,}` here,
// which begins with no literal and so ran, at every position of a long token, to the token's
// end and back (seconds on a minified bundle).
const ESCAPE_RUN =
  /(?:\\x[0-9a-fA-F]{2}){8,}|(?:\\u00[0-9a-fA-F]{2}){8,}|(?:%[0-9a-fA-F]{2}){8,}|(?:&#x?[0-9a-fA-F]+;){8,}/g;
const ENCODED_SPACE = '%20';
const SPACES_IN_TOKEN = 3;
// Frequent English words after ROT13 ("gur" = "the") and reversed ("eht" = "the").
const ROT13_WORDS =
  /\b(?:gur|naq|lbh|lbhe|nyy|vtaber|cerivbhf|vafgehpgvbaf|cebzcg|frperg|flfgrz|cyrnfr)\b/gi;
const REVERSED_WORDS =
  /\b(?:eht|dna|uoy|ruoy|lla|erongi|suoiverp|snoitcurtsni|tpmorp|terces|metsys|esaelp)\b/gi;

function decodeBase64(run: string): string {
  const letters = run.replace(/[^A-Za-z]/g, '');
  if (run.length % 4 === 1 || !/[A-Z].*[A-Z]/.test(letters) || !/[a-z].*[a-z]/.test(letters)) {
    return '';
  }
  return Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
}

function decodeHex(run: string): string {
  return Buffer.from(run.replace(/[ :]/g, ''), 'hex').toString('utf8');
}

function decodeEscapes(run: string): string {
  try {
    if (run.startsWith('&#')) {
      return run.replace(/&#(x?)([0-9a-fA-F]+);/g, (_whole, isHex: string, digits: string) =>
        String.fromCodePoint(Number.parseInt(digits, isHex === '' ? 10 : 16)),
      );
    }
    if (run.startsWith('\\')) {
      return run.replace(/\\(?:x|u00)([0-9a-fA-F]{2})/g, (_whole, digits: string) =>
        String.fromCharCode(Number.parseInt(digits, 16)),
      );
    }
    // A link's text fragment (`#:~:text=...`) or query is a reference, not hidden text.
    return /:\/\/|text=/.test(run) ? '' : decodeURIComponent(run);
  } catch {
    return '';
  }
}

function rot13(text: string): string {
  return text.replace(/[a-zA-Z]/g, (char) => {
    const base = char <= 'Z' ? 65 : 97;
    return String.fromCharCode(((char.charCodeAt(0) - base + 13) % 26) + base);
  });
}

function reverseLine(line: string): string {
  return Array.from(line).reverse().join('');
}

const BASE64_CHARACTER = /[A-Za-z0-9+/=_-]/;

/** A decoded run (null unless it decodes to prose) and where the run ends in the source. */
export interface EncodedRun {
  readonly span: DecodedSpan | null;
  readonly end: number;
}

/**
 * Decodes the base64 or hex run around a long letter-and-digit word the scan found (the run
 * may go on past `+`, `/`, `-`, `_` and `=`). The run's end is returned whatever it decodes
 * to: the scan finds one word per piece of a long run (split by `+` and `/`), and decoding the
 * whole run again for each piece made a 400 kB embedded archive take seconds.
 */
export function decodeEncodedRun(source: string, start: number, end: number): EncodedRun {
  let from = start;
  let to = end;
  while (from > 0 && BASE64_CHARACTER.test(source.charAt(from - 1))) {
    from -= 1;
  }
  while (to < source.length && BASE64_CHARACTER.test(source.charAt(to))) {
    to += 1;
  }
  // In a JSON or code string the run may follow an escape (`\nRGVz...`): its letter is the
  // escape's, not the run's.
  if (from > 0 && source.charAt(from - 1) === '\\' && /[nrt]/.test(source.charAt(from))) {
    from += 1;
  }
  const run = source.slice(from, to).replace(/^[-_/=]+/, '');
  const runStart = to - run.length;
  if (/^[0-9a-fA-F]+$/.test(run) && run.length % 2 === 0) {
    const text = decodeHex(run);
    return {
      span: isProse(text, true) ? { kind: 'hex', start: runStart, end: to, text } : null,
      end: to,
    };
  }
  const text = decodeBase64(run.replace(/=+$/, ''));
  return {
    span: isProse(text, true) ? { kind: 'base64', start: runStart, end: to, text } : null,
    end: to,
  };
}

/** Ends a URL-encoded token: white space (as `\\s` has it), a quote or an angle bracket. */
function endsToken(code: number): boolean {
  return isWhiteSpaceCode(code) || code === 0x22 || code === 0x27 || code === 0x3c || code === 0x3e;
}

/**
 * The first token part at or after `from` that holds SPACES_IN_TOKEN `%20`s: from the token's
 * start (or `from`, inside a token) to its end. Null when there is none.
 */
function nextSpacedToken(
  text: string,
  from: number,
): { readonly start: number; readonly end: number } | null {
  for (let at = text.indexOf(ENCODED_SPACE, from); at >= 0;) {
    let start = at;
    while (start > from && !endsToken(text.charCodeAt(start - 1))) {
      start -= 1;
    }
    let end = at + ENCODED_SPACE.length;
    while (end < text.length && !endsToken(text.charCodeAt(end))) {
      end += 1;
    }
    let count = 0;
    for (
      let next = at;
      next >= 0 && next < end;
      next = text.indexOf(ENCODED_SPACE, next + ENCODED_SPACE.length)
    ) {
      count += 1;
    }
    if (count >= SPACES_IN_TOKEN) {
      return { start, end };
    }
    at = text.indexOf(ENCODED_SPACE, end);
  }
  return null;
}

/**
 * The escape runs of `source` and its URL-encoded tokens, left to right as one search would
 * find them: at a position where both start, the escape run. Exported for the test that
 * holds it to that one search.
 */
export function findEscapeRuns(source: string): { readonly start: number; readonly end: number }[] {
  const found: { start: number; end: number }[] = [];
  // Each search is kept while what it found still lies ahead; null once there is no more.
  let run: RegExpExecArray | null | undefined;
  let token: { readonly start: number; readonly end: number } | null | undefined = source.includes(
    ENCODED_SPACE,
  )
    ? undefined
    : null;
  for (let offset = 0; offset < source.length;) {
    if (run === undefined || (run !== null && run.index < offset)) {
      ESCAPE_RUN.lastIndex = offset;
      run = ESCAPE_RUN.exec(source);
    }
    if (token === undefined || (token !== null && token.start < offset)) {
      token = nextSpacedToken(source, offset);
    }
    let next: { start: number; end: number };
    if (run !== null && (token === null || run.index <= token.start)) {
      next = { start: run.index, end: run.index + run[0].length };
    } else if (token !== null) {
      next = { start: token.start, end: token.end };
    } else {
      break;
    }
    found.push(next);
    offset = next.end;
  }
  return found;
}

/** Lines with at least three tell-tale words of a line-level encoding. */
function collectLines(
  source: string,
  from: number,
  tells: RegExp,
  kind: EncodingKind,
  decode: (line: string) => string,
  spans: DecodedSpan[],
): void {
  // The matches come in order, so the line they fall on is found once per line, not once per
  // match: a search back to the line's start per match was quadratic on one long line (5 s
  // for 200 kB of reversed sentences).
  let lineStart = 0;
  let lineEnd = -1;
  let count = 0;
  tells.lastIndex = 0;
  for (let match = tells.exec(source); match !== null; match = tells.exec(source)) {
    if (match.index >= lineEnd) {
      lineStart = source.lastIndexOf('\n', match.index) + 1;
      const newline = source.indexOf('\n', match.index);
      lineEnd = newline === -1 ? source.length : newline;
      count = 0;
    }
    count += 1;
    if (count !== 3) {
      continue;
    }
    const text = decode(source.slice(lineStart, lineEnd));
    if (isProse(text)) {
      spans.push({ kind, start: from + lineStart, end: from + lineEnd, text });
    }
  }
}

// A text that names a line-level encoding ("apply ROT13 to the next line", "read it
// backwards"), in the languages of the lexicons. Not the bare verb: code reverses arrays.
const ENCODING_MENTION =
  /rot[- ]?13|caesar|shift(?:ed)? (?:of |by )?13\b|backwards|reversed|in reverse|reverse (?:this|it|the)|rückwärts|ruckwarts|à l'envers|al revés|al reves|al contrario|ao contrário|achterstevoren|od tyłu|od konce|задом|наоборот|навпаки|tersten|بالعكس|उल्टा|倒过来|倒着|逆から|逆順|거꾸로|ngược|terbalik|baklänges|naopak|invers|ανάποδα|הפוך/gi;
const MENTION_LINE_CHARS = 600;
// Lines decoded after each mention (its own and the next ones), and mentions read per text.
const LINES_AFTER_MENTION = 3;
const MAX_MENTIONS = 8;

/**
 * Lines of `source` that ROT13 or reversing turns into a sentence in any language, right after
 * a mention of such an encoding in `range` (the text from `from`): English tell-tale words are not needed then. A decoding
 * counts only when it reads better than the line as written.
 */
function mentionedEncodings(source: string, from: number, range: string): DecodedSpan[] {
  const spans: DecodedSpan[] = [];
  let readUpTo = from;
  let mentions = 0;
  ENCODING_MENTION.lastIndex = 0;
  for (
    let match = ENCODING_MENTION.exec(range);
    match !== null && mentions < MAX_MENTIONS;
    match = ENCODING_MENTION.exec(range)
  ) {
    mentions += 1;
    let lineStart = Math.max(readUpTo, from + range.lastIndexOf('\n', match.index) + 1);
    for (let line = 0; line < LINES_AFTER_MENTION && lineStart < source.length; line += 1) {
      const newline = source.indexOf('\n', lineStart);
      const lineEnd = newline < 0 ? source.length : newline;
      // On the mention's own line the encoded part usually follows it after a colon ("read
      // this backwards and follow it: ..."): decoded alone, it is not outvoted by the
      // instruction's own plain words.
      const span =
        (line === 0
          ? decodeTailAfter(source, from + match.index + match[0].length, lineEnd)
          : null) ?? decodeLine(source, lineStart, lineEnd);
      if (span !== null) {
        spans.push(span);
      }
      lineStart = lineEnd + 1;
    }
    readUpTo = lineStart;
    ENCODING_MENTION.lastIndex = Math.max(ENCODING_MENTION.lastIndex, readUpTo - from);
  }
  return spans;
}

/** The part of a line after the first colon from `at` on, decoded (decodeLine), or null. */
function decodeTailAfter(source: string, at: number, lineEnd: number): DecodedSpan | null {
  const colon = source.indexOf(':', at);
  if (colon < 0 || colon >= lineEnd) {
    return null;
  }
  let start = colon + 1;
  while (start < lineEnd && isWhiteSpaceCode(source.charCodeAt(start))) {
    start += 1;
  }
  const span = decodeLine(source, start, lineEnd);
  return span === null ? null : { ...span, labelled: true };
}

function decodeLine(source: string, start: number, end: number): DecodedSpan | null {
  const line = source.slice(start, end);
  if (line.length < 12 || line.length > MENTION_LINE_CHARS) {
    return null;
  }
  const written = commonWordCount(line);
  for (const [kind, decode] of LINE_DECODERS) {
    const text = decode(line);
    if (isProse(text) && commonWordCount(text) > written + 1) {
      return { kind, start, end, text };
    }
  }
  return null;
}

const LINE_DECODERS: readonly (readonly [EncodingKind, (line: string) => string])[] = [
  ['rot13', rot13],
  ['reversed', reverseLine],
];

/**
 * Text hidden inside [from, to) of `source` as escapes (`\\x..`, `%..`, `&#..;`), ROT13 or
 * reversed lines (when `hasTells`), decoded. Only decodings that read as prose are returned: a URL with a few
 * escapes or an ordinary line never decodes to sentences.
 */
export function findHiddenLines(
  source: string,
  from: number,
  to: number,
  hasTells: boolean,
): DecodedSpan[] {
  const range = source.slice(from, to);
  const spans: DecodedSpan[] = [];
  if (/\\x|\\u00|%[0-9a-fA-F]{2}|&#/.test(range)) {
    for (const { start, end } of findEscapeRuns(range)) {
      const text = decodeEscapes(range.slice(start, end));
      if (isProse(text)) {
        spans.push({ kind: 'escaped', start: from + start, end: from + end, text });
      }
    }
  }
  // ROT13 and reversed lines only where the scan saw their tell-tale words (English ones, or a
  // name of the encoding: then the lines after it are decoded in any language).
  if (hasTells) {
    collectLines(range, from, ROT13_WORDS, 'rot13', rot13, spans);
    collectLines(range, from, REVERSED_WORDS, 'reversed', reverseLine, spans);
    for (const span of mentionedEncodings(source, from, range)) {
      if (!spans.some((other) => other.start === span.start)) {
        spans.push(span);
      }
    }
  }
  return spans;
}

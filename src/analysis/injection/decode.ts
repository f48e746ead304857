import { Buffer } from 'node:buffer';

/** Encodings the decoder undoes; text decoded from one is an `encoded-<kind>` finding. */
export const ENCODING_KINDS = ['base64', 'hex', 'rot13', 'reversed', 'escaped'] as const;
export type EncodingKind = (typeof ENCODING_KINDS)[number];

/** Text hidden in an encoding, with the span of its encoded form in the source. */
export interface DecodedSpan {
  readonly kind: EncodingKind;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const COMMON_WORDS =
  /\b(?:the|to|and|of|a|in|is|you|your|it|for|this|that|all|any|with|on|be|from|are|as|or|not|now|me|my)\b/gi;

/** Decoded bytes that read as a sentence, not as binary, JSON or an identifier. */
function isProse(text: string): boolean {
  if (text.length < 12 || text.includes('\ufffd')) {
    return false;
  }
  const printable = text.replace(/[^\x20-\x7e\n\r\t]/g, '').length;
  const letters = text.replace(/[^a-zA-Z]/g, '').length;
  const spaces = text.replace(/[^ ]/g, '').length;
  const common = text.match(COMMON_WORDS)?.length ?? 0;
  return (
    printable >= text.length * 0.95 &&
    letters >= (text.length - spaces) * 0.6 &&
    spaces >= 2 &&
    common >= 2
  );
}

const ESCAPE_RUN =
  /(?:\\x[0-9a-fA-F]{2}){8,}|(?:\\u00[0-9a-fA-F]{2}){8,}|(?:%[0-9a-fA-F]{2}){8,}|(?:&#x?[0-9a-fA-F]+;){8,}|[^\s"'<>]*(?:%20[^\s"'<>]*){3,}/g;
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

const BASE64_CHARACTER = /[A-Za-z0-9+/=_-]/;

/**
 * Decodes the base64 or hex run around a long letter-and-digit word the scan found (the run
 * may go on past `+`, `/`, `-`, `_` and `=`); null unless it decodes to prose.
 */
export function decodeEncodedRun(source: string, start: number, end: number): DecodedSpan | null {
  let from = start;
  let to = end;
  while (from > 0 && BASE64_CHARACTER.test(source.charAt(from - 1))) {
    from -= 1;
  }
  while (to < source.length && BASE64_CHARACTER.test(source.charAt(to))) {
    to += 1;
  }
  const run = source.slice(from, to).replace(/^[-_/=]+/, '');
  const runStart = to - run.length;
  if (/^[0-9a-fA-F]+$/.test(run) && run.length % 2 === 0) {
    const text = decodeHex(run);
    return isProse(text) ? { kind: 'hex', start: runStart, end: to, text } : null;
  }
  const text = decodeBase64(run.replace(/=+$/, ''));
  return isProse(text) ? { kind: 'base64', start: runStart, end: to, text } : null;
}

function collectRuns(
  source: string,
  from: number,
  pattern: RegExp,
  kind: EncodingKind,
  decode: (run: string) => string,
  spans: DecodedSpan[],
): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(source); match !== null; match = pattern.exec(source)) {
    const text = decode(match[0]);
    if (isProse(text)) {
      const start = from + match.index;
      spans.push({ kind, start, end: start + match[0].length, text });
    }
  }
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
  const counts = new Map<number, number>();
  tells.lastIndex = 0;
  for (let match = tells.exec(source); match !== null; match = tells.exec(source)) {
    const lineStart = source.lastIndexOf('\n', match.index) + 1;
    const count = (counts.get(lineStart) ?? 0) + 1;
    counts.set(lineStart, count);
    if (count !== 3) {
      continue;
    }
    const lineEnd = source.indexOf('\n', match.index);
    const end = lineEnd === -1 ? source.length : lineEnd;
    const text = decode(source.slice(lineStart, end));
    if (isProse(text)) {
      spans.push({ kind, start: from + lineStart, end: from + end, text });
    }
  }
}

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
    collectRuns(range, from, ESCAPE_RUN, 'escaped', decodeEscapes, spans);
  }
  // ROT13 and reversed lines only where the scan saw their tell-tale words.
  if (hasTells) {
    collectLines(range, from, ROT13_WORDS, 'rot13', rot13, spans);
    collectLines(
      range,
      from,
      REVERSED_WORDS,
      'reversed',
      (line) => Array.from(line).reverse().join(''),
      spans,
    );
  }
  return spans;
}

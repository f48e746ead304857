import { lineStartWithin } from '../line-bounds.js';
import { TRIGGER_BITS } from './moves-categories.js';
import { hitsBetween } from './moves-scan.js';
import type { MoveScan } from './moves-scan.js';

// Tests of a prompt filter (issue 18): an application that screens its users' prompts tests the
// screen with the attacks it must catch, as string literals in an assertion or in a table of
// cases ("assert guard.score('<attack>') > 0.8"). Such a string is data the test feeds a
// function, not words addressed to whoever reads the file. Only in code: the same words in a
// comment, a docstring or prose still count. Written from the benign records of our own tuning
// sets (injection-heldout9, injection-heldout11), which hold such tests in five languages.

const MAX_LINE_CHARS = 400;
// A line that asserts: `assert`, `expect(`, `self.assertTrue(`, `t.is(`, `assert.ok(`.
const ASSERTING =
  /^\s*(?:assert\b|assert\w*\s*\(|expect\s*\(|self\.assert\w*\s*\(|t\.(?:is|not|true|false|ok|notOk|deepEqual|equal)\s*\(|assert\.\w+\s*\()/;
// A line that is one string of a table of cases, in a list or an object (`"...",` or
// `{ input: "...", ... }`), under a header that names such a table a few lines above.
const CASE_LINE = /^\s*(?:\{\s*\w+\s*:\s*)?(?:[rbuf]{0,2}["'`])/;
const CASE_TABLE =
  /(?:parametrize|test\.each|it\.each|describe\.each|\b(?:cases|examples|samples|attacks|payloads|prompts|fixtures|vectors|inputs)\b\s*[:=]|\bdata\s*=)/i;
const TABLE_REACH_LINES = 12;
// Or a string assigned to a name inside a test (`text = "..."` under `def test_...`).
const ASSIGNING = /^\s*(?:(?:const|let|var)\s+)?\w+\s*(?::\s*\w+\s*)?=\s*[rbuf]{0,2}["'`]/;
const TEST_OPENING =
  /^\s*(?:async\s+)?(?:def\s+test_?\w*\s*\(|(?:it|test)\s*\(\s*["'`]|func\s+Test\w*\s*\()/;
const TEST_REACH_LINES = 6;
const QUOTES = '"\'`';

/** Whether one quoted literal of `line` holds [start, end) (offsets in the line). */
function insideLiteral(line: string, start: number, end: number): boolean {
  let open = -1;
  let quote = '';
  for (let at = 0; at < line.length; at += 1) {
    const char = line.charAt(at);
    if (open < 0) {
      if (QUOTES.includes(char)) {
        open = at;
        quote = char;
      }
      continue;
    }
    if (char === '\\') {
      at += 1;
      continue;
    }
    if (char === quote) {
      if (open < start && at >= end) {
        return true;
      }
      open = -1;
    }
  }
  return false;
}

/**
 * Whether a line matching `header` stands at most `reach` lines above `lineStart`. A line above
 * longer than a test's line (minified code) ends the search: no header is that long.
 */
function under(text: string, lineStart: number, header: RegExp, reach: number): boolean {
  let at = lineStart;
  for (let lines = 0; lines < reach && at > 0; lines += 1) {
    const previous = lineStartWithin(text, at - 1, MAX_LINE_CHARS);
    if (previous === null) {
      return false;
    }
    if (header.test(text.slice(previous, at))) {
      return true;
    }
    at = previous;
  }
  return false;
}

/**
 * Whether [start, end) of code lies inside a string literal that a test asserts on or lists
 * among its cases: the example of an attack a filter is tested with.
 */
export function isTestExample(text: string, start: number, end: number): boolean {
  const lineStart = lineStartWithin(text, start, MAX_LINE_CHARS);
  if (lineStart === null) {
    return false;
  }
  // The line is read up to its bound only: a longer one is no test's line.
  const window = text.slice(lineStart, lineStart + MAX_LINE_CHARS + 1);
  const newline = window.indexOf('\n', end - lineStart);
  if (newline < 0 && (lineStart + window.length < text.length || window.length > MAX_LINE_CHARS)) {
    return false;
  }
  const line = newline < 0 ? window : window.slice(0, newline);
  if (!insideLiteral(line, start - lineStart, end - lineStart)) {
    return false;
  }
  return (
    ASSERTING.test(line) ||
    (CASE_LINE.test(line) && under(text, lineStart, CASE_TABLE, TABLE_REACH_LINES)) ||
    (ASSIGNING.test(line) && under(text, lineStart, TEST_OPENING, TEST_REACH_LINES))
  );
}

/**
 * Whether every word that opens a move in [start, end) of code is inside a test's example of an
 * attack: the rules leave those out, and the learned scorer must too.
 */
export function onlyTestExamples(
  text: string,
  hits: MoveScan,
  span: { readonly start: number; readonly end: number },
): boolean {
  const openers = hitsBetween(hits, span.start, span.end).filter(
    (hit) => (hit.mask & TRIGGER_BITS) !== 0,
  );
  return openers.length > 0 && openers.every((hit) => isTestExample(text, hit.start, hit.end));
}

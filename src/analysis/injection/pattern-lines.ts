// Regular-expression syntax: alternations of words, escapes and groups. A line with two of
// these is a pattern (a detector's own rules, a router's paths), not prose to a reader.
const PATTERN_SYNTAX = /\w\|\w|\(\?[:=!<]|\\[bBsSwWdD]/g;

// The last line judged: the hits of one line ask about it in turn, and a file of one long line
// (a bundle, SQL in a string) was read whole once per hit.
let lastLine = { text: '', start: -1, end: -1, pattern: false };

/** Whether the line of `text` at `offset` holds two or more pieces of pattern syntax. */
export function isPatternLine(text: string, offset: number): boolean {
  if (lastLine.text === text && offset >= lastLine.start && offset <= lastLine.end) {
    return lastLine.pattern;
  }
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const found = text.indexOf('\n', offset);
  const lineEnd = found < 0 ? text.length : found;
  const line = text.slice(lineStart, lineEnd);
  PATTERN_SYNTAX.lastIndex = 0;
  let seen = 0;
  while (seen < 2 && PATTERN_SYNTAX.exec(line) !== null) {
    seen += 1;
  }
  lastLine = { text, start: lineStart, end: lineEnd, pattern: seen >= 2 };
  return lastLine.pattern;
}

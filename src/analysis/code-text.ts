import type { SourceLanguage } from './languages.js';
import { withSyntaxTree, type SyntaxNode } from './parser.js';
import { SYNTAX_RULES } from './outline.js';

// What a file says to the machine, without what it says to people: its text with comments
// (and Python's bare string statements, the docstrings) removed, cut into the pieces whose
// order and spelling decide behaviour. Two versions with the same pieces differ only in
// comments and layout; a documentation change must leave them equal.

/** One piece of code text and the 1-based line it starts on. */
interface CodePiece {
  readonly text: string;
  readonly line: number;
}

/**
 * The code pieces of a source text: for Python its non-blank lines with their indentation
 * (which is syntax there), for the other languages its whitespace-separated words, so that a
 * comment removed from the end of a line or a line re-wrapped changes nothing.
 */
async function codePieces(language: SourceLanguage, source: string): Promise<readonly CodePiece[]> {
  const ranges = await withSyntaxTree(language, source, (root) => commentRanges(language, root));
  let code = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) {
      continue; // nested in a range already cut
    }
    // Newlines are kept so that lines keep their numbers; the rest becomes one space.
    code += source.slice(at, start) + source.slice(start, end).replace(/[^\n]+/g, ' ');
    at = end;
  }
  code += source.slice(at);
  const pieces: CodePiece[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trimEnd();
    if (language === 'python') {
      if (line.trim() !== '') {
        pieces.push({ text: line, line: i + 1 });
      }
      continue;
    }
    for (const word of line.split(/\s+/)) {
      if (word !== '') {
        pieces.push({ text: word, line: i + 1 });
      }
    }
  }
  return pieces;
}

/**
 * Where the code of `after` first departs from the code of `before` (its line in `after`, or
 * in `before` when `after` ends first), or null when only comments and layout changed.
 */
export async function firstCodeDifference(
  language: SourceLanguage,
  before: string,
  after: string,
): Promise<{ readonly line: number; readonly side: 'before' | 'after' } | null> {
  const [was, now] = await Promise.all([codePieces(language, before), codePieces(language, after)]);
  const length = Math.min(was.length, now.length);
  for (let i = 0; i < length; i++) {
    if (was[i]?.text !== now[i]?.text) {
      return { line: now[i]?.line ?? 1, side: 'after' };
    }
  }
  if (was.length === now.length) {
    return null;
  }
  return now.length > length
    ? { line: now[length]?.line ?? 1, side: 'after' }
    : { line: was[length]?.line ?? 1, side: 'before' };
}

/** The (UTF-16) ranges of the comments (and Python docstrings), in document order. */
function commentRanges(language: SourceLanguage, root: SyntaxNode): Array<[number, number]> {
  const rules = SYNTAX_RULES[language];
  const ranges: Array<[number, number]> = root
    .descendantsOfType([...rules.commentTypes])
    .map((node) => [node.startIndex, node.endIndex]);
  if (language === 'python') {
    for (const statement of root.descendantsOfType('expression_statement')) {
      const only = statement.namedChildCount === 1 ? statement.namedChild(0) : null;
      if (only !== null && (only.type === 'string' || only.type === 'concatenated_string')) {
        ranges.push([statement.startIndex, statement.endIndex]);
      }
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

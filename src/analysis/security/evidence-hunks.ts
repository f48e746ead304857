// What a change put in place of the baseline lines around a lost protection: the words of the
// lines it added there that none of the lines it removed there held. Nothing new means the
// protection was deleted or stripped out of a line (`res.send(escape(q))` now `res.send(q)`);
// new words mean other code stands where it was, which may protect in another form.
import { diffArrays } from 'diff';

/** A run of removed and added lines between unchanged ones, in baseline line numbers. */
interface Hunk {
  /** First baseline line removed, or the line the additions come before when none is. */
  readonly from: number;
  /** Last baseline line removed (`from - 1` for additions only). */
  readonly to: number;
  readonly removed: readonly string[];
  readonly added: readonly string[];
}

// Words any rewrite adds without adding behaviour: declarations, literals, `return`.
const PLAIN_WORDS = new Set([
  'const',
  'let',
  'var',
  'return',
  'this',
  'null',
  'undefined',
  'true',
  'false',
  'new',
  'function',
  'async',
  'await',
  'else',
  'self',
]);

// Past this many inserted or deleted lines the diff stops: the file was rewritten throughout.
const MAX_EDIT_LINES = 4000;

/**
 * A line as code, formatting aside (whitespace, quote style, trailing separators); a comment
 * line is empty and a trailing `// comment` is cut, since words in comments are no code.
 */
export function normalizedLine(line: string): string {
  const trimmed = line.trim();
  if (/^(?:\/\/|\/\*|\*|#)/.test(trimmed)) {
    return '';
  }
  return trimmed
    .replace(/\s\/\/\s.*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([^\p{L}\p{N}_$ ]) ?/gu, '$1')
    .replace(/["`]/g, "'")
    .replace(/[;,]+$/, '');
}

/**
 * One line as code, formatting aside; null for a line that holds no code of its own (`}`,
 * `});`, `} else {`, a comment, a blank): such lines match anything in a diff and survive any
 * rewrite.
 */
export function codeOf(line: string): string | null {
  const code = normalizedLine(line);
  const words = code.match(/[\p{L}\p{N}_$]+/gu) ?? [];
  const meaningful = words.filter(
    (word) => !/^(?:else|return|break|continue|try|finally|do)$/.test(word),
  );
  return meaningful.length === 0 ? null : code;
}

function wordsIn(lines: readonly string[]): string[] {
  return lines.flatMap((line) => line.match(/[\p{L}\p{N}_$]+/gu) ?? []);
}

/** The code lines of a text with their 1-based line numbers (lines without code left out). */
function codeLines(text: string): { line: number; code: string }[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, code: codeOf(line) }))
    .filter((entry): entry is { line: number; code: string } => entry.code !== null);
}

/**
 * The hunks of a diff of the code lines only: blank lines and lone braces would otherwise match
 * between unrelated code and cut one rewrite into many small hunks.
 */
function hunksOf(baseline: string, proposed: string): Hunk[] | null {
  const base = codeLines(baseline);
  const changes = diffArrays(
    base.map((entry) => entry.code),
    codeLines(proposed).map((entry) => entry.code),
    { maxEditLength: MAX_EDIT_LINES },
  );
  if (changes === undefined) {
    return null;
  }
  const lineAt = (index: number): number => base[index]?.line ?? (base.at(-1)?.line ?? 0) + 1;
  const hunks: Hunk[] = [];
  let next = 0;
  let open: { first: number; removed: string[]; added: string[] } | null = null;
  const close = (): void => {
    if (open !== null) {
      const from = lineAt(open.first);
      const to =
        open.removed.length === 0 ? from - 1 : lineAt(open.first + open.removed.length - 1);
      hunks.push({ from, to, removed: open.removed, added: open.added });
      open = null;
    }
  };
  for (const change of changes) {
    if (!change.added && !change.removed) {
      close();
      next += change.value.length;
      continue;
    }
    open ??= { first: next, removed: [], added: [] };
    if (change.removed) {
      open.removed.push(...change.value);
      next += change.value.length;
    } else {
      open.added.push(...change.value);
    }
  }
  close();
  return hunks;
}

/**
 * For a baseline line, the new words of the hunks within `reach` lines of it (what the change
 * added there minus what it removed there, plain words aside), sorted; memoizes the diff. A
 * file rewritten past the diff's limit answers `['(whole file rewritten)']`.
 */
export function replacementFinder(
  baseline: string,
  proposed: string,
  reach: number,
): (line: number) => readonly string[] {
  let hunks: Hunk[] | null | undefined;
  return (line) => {
    hunks ??= hunksOf(baseline, proposed);
    if (hunks === null) {
      return ['(whole file rewritten)'];
    }
    const near = hunks.filter(
      (hunk) => hunk.from <= line + reach + 1 && hunk.to >= line - reach - 1,
    );
    const removed = new Set(wordsIn(near.flatMap((hunk) => hunk.removed)));
    const added = new Set(
      wordsIn(near.flatMap((hunk) => hunk.added)).filter(
        (word) => !removed.has(word) && !PLAIN_WORDS.has(word),
      ),
    );
    return [...added].sort();
  };
}

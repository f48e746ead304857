import { isStringTable } from './ui-labels.js';
import type { InjectionChannel } from './types.js';

/** A piece of a file in one channel: a comment block, a string literal, a paragraph. */
export interface ProsePart {
  readonly channel: InjectionChannel;
  /** UTF-16 offsets into the file (end exclusive). */
  readonly start: number;
  readonly end: number;
}

interface Syntax {
  readonly lineComments: readonly string[];
  readonly blockComments: readonly (readonly [string, string])[];
  readonly quotes: readonly string[];
  /** Python's `'''`/`"""`: docstrings, scored as prose. */
  readonly tripleQuotes: boolean;
  /** JavaScript regular-expression literals (so `/["']/` is not read as a string). */
  readonly regexLiterals: boolean;
}

const C_LIKE: Syntax = {
  lineComments: ['//'],
  blockComments: [['/*', '*/']],
  quotes: ['"', "'", '`'],
  tripleQuotes: false,
  regexLiterals: false,
};
const JS_LIKE: Syntax = { ...C_LIKE, regexLiterals: true };
const HASH_LIKE: Syntax = {
  lineComments: ['#'],
  blockComments: [],
  quotes: ['"', "'"],
  tripleQuotes: false,
  regexLiterals: false,
};
const PYTHON: Syntax = { ...HASH_LIKE, tripleQuotes: true };
const CSS: Syntax = { ...C_LIKE, lineComments: [], quotes: ['"', "'"] };

const SYNTAX_BY_EXTENSION: ReadonlyMap<string, Syntax> = new Map([
  ...['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs'].map((ext) => [ext, JS_LIKE] as const),
  ...[
    'go',
    'rs',
    'java',
    'kt',
    'kts',
    'c',
    'h',
    'cc',
    'cpp',
    'hpp',
    'cs',
    'swift',
    'scala',
    'dart',
  ].map((ext) => [ext, C_LIKE] as const),
  ...['py', 'pyi'].map((ext) => [ext, PYTHON] as const),
  ...['sh', 'bash', 'zsh', 'rb', 'yml', 'yaml', 'toml', 'ini', 'cfg', 'conf', 'r', 'pl'].map(
    (ext) => [ext, HASH_LIKE] as const,
  ),
  ...['css', 'scss', 'less'].map((ext) => [ext, CSS] as const),
]);

/** Files that are prose as a whole. */
const DOC_EXTENSIONS: ReadonlySet<string> = new Set([
  'md',
  'mdx',
  'markdown',
  'txt',
  'rst',
  'adoc',
  'html',
  'htm',
]);

// Generated files nobody writes prose in; their hashes would only cost time.
const SKIPPED_FILES =
  /(?:^|\/)(?:package-lock\.json|pnpm-lock\.yaml|yarn\.lock|npm-shrinkwrap\.json|Cargo\.lock|go\.sum|poetry\.lock)$/;

function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

// After these characters a `/` starts a regular expression, not a division.
const REGEX_PRECEDERS = new Set(Array.from('(,=:[!&|?{};+-*%<>~^', (char) => char.charCodeAt(0)));

function startsRegex(text: string, slash: number): boolean {
  let index = slash - 1;
  while (index >= 0 && /\s/.test(text.charAt(index))) {
    index -= 1;
  }
  if (index < 0) {
    return true;
  }
  if (REGEX_PRECEDERS.has(text.charCodeAt(index))) {
    return true;
  }
  return /(?:^|[^\w$])(?:return|typeof|case|in|of|void|yield|await)$/.test(
    text.slice(Math.max(0, index - 8), index + 1),
  );
}

/** End (exclusive) of the regular-expression literal starting at `start`. */
function skipRegex(text: string, start: number): number {
  let index = start + 1;
  let inClass = false;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '\n') {
      return index;
    }
    if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else if (char === '/') {
      return index + 1;
    }
    index += 1;
  }
  return index;
}

/** End (exclusive) of the string starting at `start` with `quote`. */
function skipString(text: string, start: number, quote: string): number {
  let index = start + quote.length;
  while (index < text.length) {
    if (text.startsWith(quote, index)) {
      return index + quote.length;
    }
    const char = text.charAt(index);
    if (char === '\\') {
      index += 2;
      continue;
    }
    // Only template literals and triple quotes span lines.
    if (char === '\n' && quote.length === 1 && quote !== '`') {
      return index;
    }
    index += 1;
  }
  return index;
}

// Escapes and groups of regular-expression syntax: `\\b`, `\\s`, `(?:`, `[^`, `]*`, `)?`.
const REGEX_SYNTAX = /\\[bBsSwWdD]|\(\?[:=!<]|\[\^|\][*+?]|\)[*+?]/g;

/**
 * A string literal worth scoring: it has two words at least, and it is not the source of a
 * regular expression (a pattern that mentions a phrase is not an instruction to anybody).
 */
function isProseString(value: string): boolean {
  if (!/\S\s+\S/.test(value)) {
    return false;
  }
  return (value.match(REGEX_SYNTAX)?.length ?? 0) < 2;
}

function pushPart(parts: ProsePart[], part: ProsePart, text: string): void {
  const last = parts[parts.length - 1];
  // Consecutive line comments ("// a\n// b") are one block: a sentence may run across them.
  if (
    last !== undefined &&
    last.channel === part.channel &&
    part.channel === 'code_comment' &&
    /^[ \t]*\r?\n[ \t]*$/.test(text.slice(last.end, part.start))
  ) {
    parts[parts.length - 1] = { ...last, end: part.end };
    return;
  }
  parts.push(part);
}

interface Scanner {
  /** Finds the next character that can open a comment, a string or a regular expression. */
  readonly next: RegExp;
  /** Triple quotes first, so `"""` is not read as an empty string. */
  readonly quotes: readonly string[];
}

const SCANNERS = new WeakMap<Syntax, Scanner>();

function scannerOf(syntax: Syntax): Scanner {
  let scanner = SCANNERS.get(syntax);
  if (scanner === undefined) {
    const quotes = [...(syntax.tripleQuotes ? ['"""', "'''"] : []), ...syntax.quotes];
    const firsts = new Set([
      ...syntax.lineComments.map((marker) => marker.charAt(0)),
      ...syntax.blockComments.map(([open]) => open.charAt(0)),
      ...quotes.map((quote) => quote.charAt(0)),
      ...(syntax.regexLiterals ? ['/'] : []),
    ]);
    const escaped = [...firsts].map((char) => char.replace(/[\\\]^-]/g, '\\$&')).join('');
    scanner = { next: new RegExp(`[${escaped}]`, 'g'), quotes };
    SCANNERS.set(syntax, scanner);
  }
  return scanner;
}

/**
 * Comments and string literals of source text. The search jumps from one character that can
 * open one to the next (a native search), instead of testing every marker at every character:
 * `govern scan` reads whole dependency trees, and this split is most of its per-file work.
 */
function splitCode(text: string, syntax: Syntax): ProsePart[] {
  const parts: ProsePart[] = [];
  const { next, quotes } = scannerOf(syntax);
  const length = text.length;
  let index = 0;
  outer: while (index < length) {
    next.lastIndex = index;
    const found = next.exec(text);
    if (found === null) {
      break;
    }
    index = found.index;
    for (const marker of syntax.lineComments) {
      if (text.startsWith(marker, index)) {
        const lineEnd = text.indexOf('\n', index);
        const end = lineEnd === -1 ? length : lineEnd;
        pushPart(parts, { channel: 'code_comment', start: index, end }, text);
        index = end;
        continue outer;
      }
    }
    for (const [open, close] of syntax.blockComments) {
      if (text.startsWith(open, index)) {
        const closeAt = text.indexOf(close, index + open.length);
        const end = closeAt === -1 ? length : closeAt + close.length;
        pushPart(parts, { channel: 'code_comment', start: index, end }, text);
        index = end;
        continue outer;
      }
    }
    for (const quote of quotes) {
      if (text.startsWith(quote, index)) {
        const end = skipString(text, index, quote);
        const channel = quote.length === 3 ? 'code_comment' : 'code';
        const start = index + quote.length;
        const stop = Math.max(start, end - quote.length);
        if (isProseString(text.slice(start, stop))) {
          parts.push({ channel, start, end: stop });
        }
        index = end;
        continue outer;
      }
    }
    if (syntax.regexLiterals && text.charAt(index) === '/' && startsRegex(text, index)) {
      index = skipRegex(text, index);
      continue;
    }
    index += 1;
  }
  return parts;
}

/**
 * The prose channels of a file: comments (`code_comment`) and string literals (`code`) of a
 * source file by its extension; the whole text for documentation (`doc`); nothing for lock
 * files; the whole text as `other` for anything else.
 */
export function splitIntoParts(path: string, text: string): ProsePart[] {
  if (SKIPPED_FILES.test(path)) {
    return [];
  }
  const extension = extensionOf(path);
  const syntax = SYNTAX_BY_EXTENSION.get(extension);
  if (syntax !== undefined) {
    // A module of UI messages (`export const messages = { save: 'Save', ... }`) is a string
    // table: its strings are read together, so that ui-labels.ts sees the table they are in.
    return isStringTable(text)
      ? [{ channel: 'code', start: 0, end: text.length }]
      : splitCode(text, syntax);
  }
  const channel: InjectionChannel = DOC_EXTENSIONS.has(extension)
    ? 'doc'
    : /(?:^|\/)COMMIT_EDITMSG$/.test(path)
      ? 'commit_message'
      : 'other';
  return text.length === 0 ? [] : [{ channel, start: 0, end: text.length }];
}

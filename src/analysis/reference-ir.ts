import { languageForPath } from './languages.js';
import type { SourceLanguage } from './languages.js';
import { withSyntaxTree } from './parser.js';
import type { SyntaxNode } from './parser.js';
import { ECMASCRIPT_RULES } from './syntax-ecmascript.js';
import { GO_RULES } from './syntax-go.js';
import { PYTHON_RULES } from './syntax-python.js';
import type { FunctionFacts, SyntaxRules } from './syntax-rules.js';
import { RUST_RULES } from './syntax-rust.js';

/** Files shorter than this are shown whole: eliding a few bodies saves too little to matter. */
export const IR_MIN_LINES = 40;

const RULES: Readonly<Record<SourceLanguage, SyntaxRules>> = {
  typescript: ECMASCRIPT_RULES,
  tsx: ECMASCRIPT_RULES,
  javascript: ECMASCRIPT_RULES,
  python: PYTHON_RULES,
  rust: RUST_RULES,
  go: GO_RULES,
};

// An anonymous function holding at least this share of a JS file is the module itself (an
// IIFE, a UMD factory, `define(function () {...})`): its statements are the file's top level.
const WRAPPER_SHARE = 0.5;

/** Why a file went out whole rather than as IR. */
export type FullReason = 'short' | 'unsupported-language' | 'parse-error' | 'nothing-elided';

/** One body replaced by a marker (lines are 1-based, of the original file). */
export interface ElidedBody {
  readonly name: string | null;
  readonly startLine: number;
  readonly endLine: number;
  /** The characters replaced by the marker, as offsets into the original text. */
  readonly start: number;
  readonly end: number;
}

export interface ReferenceIr {
  /** The text to send: the IR, or the file unchanged when `mode` is `full`. */
  readonly text: string;
  readonly mode: 'ir' | 'full';
  /** Null for IR. */
  readonly reason: FullReason | null;
  readonly elided: readonly ElidedBody[];
  /** Bodies kept because the task names them or the target files use them. */
  readonly keptNamed: readonly string[];
  /** Comments left out: outside bodies, neither documentation nor attached to code. */
  readonly droppedComments: number;
}

export interface ReferenceIrOptions {
  /**
   * Symbol names whose bodies stay: the names in the task's description and criteria, and
   * the identifiers the target files use. A body is kept when its function's name, or the
   * name of a class, impl or function around it, is in the set.
   */
  readonly keepNames?: ReadonlySet<string>;
}

interface Splice {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

function full(source: string, reason: FullReason): ReferenceIr {
  return { text: source, mode: 'full', reason, elided: [], keptNamed: [], droppedComments: 0 };
}

function lineCount(source: string): number {
  let lines = 1;
  for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) {
    lines += 1;
  }
  return source.endsWith('\n') ? lines - 1 : lines;
}

/** The names around a function: enclosing classes, impls, modules and functions. */
function enclosingNames(rules: SyntaxRules, node: SyntaxNode): string[] {
  const names: string[] = [];
  for (let parent = node.parent; parent !== null; parent = parent.parent) {
    if (rules.ownerTypes.has(parent.type)) {
      const name = rules.ownerName(parent);
      if (name !== null) {
        names.push(name);
      }
    } else if (rules.functionTypes.has(parent.type)) {
      const name = rules.describeFunction(parent)?.name ?? null;
      if (name !== null) {
        names.push(name);
      }
    }
  }
  return names;
}

function marker(path: string, from: number, to: number, language: SourceLanguage): string {
  const lines = `lines ${from + 1}-${to + 1} of ${path}`;
  return language === 'python' ? `...  # … body elided: ${lines}` : `/* … body elided: ${lines} */`;
}

/** The Python docstring a block starts with, if any. */
function pythonDocstring(block: SyntaxNode): SyntaxNode | null {
  const first = block.namedChildren.find((child) => child.type !== 'comment') ?? null;
  return first?.type === 'expression_statement' && first.namedChild(0)?.type === 'string'
    ? first
    : null;
}

/**
 * A Python body keeps its docstring; the rest becomes `...  # marker`. Comments before the
 * first statement belong to the function node rather than its block, so the elided range
 * starts right after the signature's colon.
 */
function pythonElision(
  path: string,
  node: SyntaxNode,
  body: SyntaxNode,
  source: string,
): Splice | null {
  const doc = pythonDocstring(body);
  const colon = node.children.findLast(
    (child) => child.type === ':' && child.endIndex <= body.startIndex,
  );
  const first =
    doc === null
      ? (node.children.find(
          (child) => child.isNamed && child.startIndex >= (colon?.endIndex ?? 0),
        ) ?? body)
      : null;
  const startRow = doc === null ? (first ?? body).startPosition.row : doc.endPosition.row + 1;
  const mark = marker(path, startRow, body.endPosition.row, 'python');
  const start = doc === null ? (first ?? body).startIndex : doc.endIndex;
  if (source.slice(start, body.endIndex).trim().length <= mark.length) {
    return null;
  }
  // The first statement is already indented where the block is; after a docstring the
  // marker goes on a line of its own at the block's indentation.
  const indent = ' '.repeat(body.startPosition.column);
  return { start, end: body.endIndex, text: doc === null ? mark : `\n${indent}${mark}` };
}

/**
 * The splice that elides one body, or null when the body is too small to be worth a marker
 * (the marker would cost as much as what it replaces).
 */
function elision(
  language: SourceLanguage,
  path: string,
  node: SyntaxNode,
  facts: FunctionFacts,
  source: string,
): Splice | null {
  const body = facts.body;
  if (language === 'python') {
    return pythonElision(path, node, body, source);
  }
  const mark = marker(path, body.startPosition.row, body.endPosition.row, language);
  const braced = !facts.isExpressionBody && source[body.startIndex] === '{';
  if (braced) {
    const inner = source.slice(body.startIndex + 1, body.endIndex - 1);
    if (inner.trim().length <= mark.length) {
      return null;
    }
    return { start: body.startIndex + 1, end: body.endIndex - 1, text: ` ${mark} ` };
  }
  // An expression body (`=> ({...})`, a Rust closure's expression): only multi-line ones.
  if (body.startPosition.row === body.endPosition.row || body.text.length <= mark.length) {
    return null;
  }
  return { start: body.startIndex, end: body.endIndex, text: `{ ${mark} }` };
}

function isModuleWrapper(
  language: SourceLanguage,
  facts: FunctionFacts,
  node: SyntaxNode,
  lines: number,
): boolean {
  if (language !== 'javascript' && language !== 'typescript' && language !== 'tsx') {
    return false;
  }
  const span = node.endPosition.row - node.startPosition.row + 1;
  return facts.name === null && span >= lines * WRAPPER_SHARE;
}

function renderTree(
  language: SourceLanguage,
  path: string,
  source: string,
  root: SyntaxNode,
  keep: ReadonlySet<string>,
  lines: number,
): ReferenceIr {
  if (root.hasError) {
    // A tree the parser had to repair may place a body's end wrongly: never risk cutting
    // declarations out, send the file as it is.
    return full(source, 'parse-error');
  }
  const rules = RULES[language];
  const splices: Splice[] = [];
  const elided: ElidedBody[] = [];
  const keptNamed: string[] = [];
  // Where function bodies are (module wrappers aside): comments in them are the body's.
  const bodies: { start: number; end: number }[] = [];
  // End of the last body elided or kept whole: functions inside it are already decided.
  let decidedUntil = -1;
  for (const node of root.descendantsOfType([...rules.functionTypes])) {
    if (!node.isNamed) {
      continue;
    }
    const facts = rules.describeFunction(node);
    if (facts === null || isModuleWrapper(language, facts, node, lines)) {
      continue;
    }
    bodies.push({ start: bodyStart(language, node, facts.body), end: facts.body.endIndex });
    if (node.startIndex < decidedUntil) {
      continue;
    }
    const names = [facts.name, facts.receiver, ...enclosingNames(rules, node)];
    const named = names.find((name) => name !== null && keep.has(name));
    if (named !== undefined && named !== null) {
      keptNamed.push(facts.name ?? named);
      decidedUntil = facts.body.endIndex;
      continue;
    }
    const splice = elision(language, path, node, facts, source);
    if (splice === null) {
      continue;
    }
    splices.push(splice);
    elided.push({
      name: facts.name,
      startLine: facts.body.startPosition.row + 1,
      endLine: facts.body.endPosition.row + 1,
      start: splice.start,
      end: splice.end,
    });
    decidedUntil = facts.body.endIndex;
  }
  const comments = droppedComments(rules, root, source, bodies);
  if (splices.length === 0 && comments.length === 0) {
    return { ...full(source, 'nothing-elided'), keptNamed };
  }
  const parts: string[] = [];
  let from = 0;
  for (const splice of [...splices, ...comments].sort((a, b) => a.start - b.start)) {
    parts.push(source.slice(from, splice.start), splice.text);
    from = splice.end;
  }
  parts.push(source.slice(from));
  return {
    text: parts.join(''),
    mode: 'ir',
    reason: null,
    elided,
    keptNamed,
    droppedComments: comments.length,
  };
}

/** Where a body's own text starts (a Python body's comments sit before its block). */
function bodyStart(language: SourceLanguage, node: SyntaxNode, body: SyntaxNode): number {
  if (language !== 'python') {
    return body.startIndex;
  }
  const colon = node.children.findLast(
    (child) => child.type === ':' && child.endIndex <= body.startIndex,
  );
  return colon?.endIndex ?? body.startIndex;
}

// Comments that are documentation by their syntax: JSDoc, Rust's outer and inner docs.
const DOC_COMMENT = /^(\/\*\*(?!\/)|\/\/\/(?!\/)|\/\/!|\/\*!)/;
// Comments that steer a tool and so say what the file is: Go build constraints and
// directives, TS/ESLint/Prettier pragmas, Python encoding and type comments.
const DIRECTIVE_COMMENT =
  /^(\/\/go:|\/\/\s*\+build|\/\/\/\s*<reference|\/[/*]\s*(eslint|@ts-|prettier-|jshint|global\b)|#\s*(-\*-|type:|pylint:|noqa|fmt:))/;

function isBlank(source: string, start: number, end: number): boolean {
  return source.slice(start, end).trim() === '';
}

/**
 * Comments outside bodies that are neither documentation nor attached to what follows:
 * license headers, section banners, notes separated by a blank line. The IR leaves them
 * out (the agent reads them in the file if it wants). A comment is kept when it is a doc
 * comment by its syntax, a tool directive, shares its line with code, or sits directly
 * above code (a Go doc comment, a `#` or `//` note on the declaration below).
 */
function droppedComments(
  rules: SyntaxRules,
  root: SyntaxNode,
  source: string,
  bodies: readonly { start: number; end: number }[],
): Splice[] {
  const nodes = root
    .descendantsOfType([...rules.commentTypes])
    .filter((node) => node.isNamed)
    .filter(
      (node) => !bodies.some((body) => node.startIndex >= body.start && node.endIndex <= body.end),
    );
  const drops: Splice[] = [];
  // Walked bottom-up, so the comment on the next line is already decided: a comment right
  // above a kept comment is part of the same group and is kept with it.
  const keptAt = new Map<number, boolean>();
  for (const node of [...nodes].reverse()) {
    const lineStart = source.lastIndexOf('\n', node.startIndex - 1) + 1;
    // Some grammars (Rust's line comments) end a comment after its newline.
    const newline = source.indexOf('\n', node.endIndex - 1);
    const lineEnd = newline < 0 ? source.length : newline;
    if (
      !isBlank(source, lineStart, node.startIndex) ||
      !isBlank(source, Math.min(node.endIndex, lineEnd), lineEnd)
    ) {
      continue;
    }
    let keep = DOC_COMMENT.test(node.text) || DIRECTIVE_COMMENT.test(node.text);
    if (!keep && newline >= 0) {
      const next = newline + 1;
      const nextNewline = source.indexOf('\n', next);
      keep =
        keptAt.get(next) ?? !isBlank(source, next, nextNewline < 0 ? source.length : nextNewline);
    }
    keptAt.set(lineStart, keep);
    if (!keep) {
      drops.push({ start: lineStart, end: newline < 0 ? source.length : newline + 1, text: '' });
    }
  }
  return drops;
}

/**
 * Renders a reference file as a compact IR built from its syntax tree: imports, top-level
 * and exported declarations with their full signatures and types, class members'
 * signatures, doc comments (and comments directly above code, Go's doc form) stay as
 * written; function bodies become one marker naming their line range, so an agent that
 * needs one can open the file there; comments outside bodies that document nothing
 * (license headers, banners, detached notes) are left out.
 *
 * The IR is the original text with ranges spliced out, never a re-printing, so what is
 * kept is byte for byte what the file says. Files under {@link IR_MIN_LINES} lines,
 * languages without a grammar and files that do not parse cleanly are returned whole:
 * content is never lost silently.
 */
export async function renderReferenceIr(
  path: string,
  source: string,
  options: ReferenceIrOptions = {},
): Promise<ReferenceIr> {
  const language = languageForPath(path);
  if (language === null) {
    return full(source, 'unsupported-language');
  }
  const lines = lineCount(source);
  if (lines < IR_MIN_LINES) {
    return full(source, 'short');
  }
  const keep = options.keepNames ?? new Set<string>();
  try {
    return await withSyntaxTree(language, source, (root) =>
      renderTree(language, path, source, root, keep, lines),
    );
  } catch {
    // A grammar that cannot load (or a parser crash) must not cost the agent the file.
    return full(source, 'parse-error');
  }
}

/**
 * The identifiers a source file uses (names, properties, types): the bodies of reference
 * symbols among them stay in the IR, since the target depends on how they work. Empty for
 * a language without a grammar.
 */
export async function identifiersUsedIn(path: string, source: string): Promise<Set<string>> {
  const language = languageForPath(path);
  if (language === null) {
    return new Set();
  }
  const rules = RULES[language];
  try {
    return await withSyntaxTree(
      language,
      source,
      (root) =>
        new Set(root.descendantsOfType([...rules.identifierTypes]).map((node) => node.text)),
    );
  } catch {
    return new Set();
  }
}

/** Identifier-shaped words of a text (a task's description and criteria). */
export function namesInText(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

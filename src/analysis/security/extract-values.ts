import type { SyntaxNode } from '../parser.js';
import { renderKey } from './render.js';
import { unwrap, viewExpr } from './syntax-view.js';
import type { ExprView, Family } from './syntax-view.js';
import { isDecoderName, isSanitizedName, primitiveCategoryOf, wordsOf } from './vocabulary.js';

/** Where the extractor finds what a local name was bound to. */
export interface Bindings {
  /** Every value assigned to `name` in the functions around `at` (innermost first). */
  valuesOf(name: string, at: SyntaxNode): readonly SyntaxNode[];
  /**
   * Every value the file stores in a property of that name, whatever the object
   * (`holder.matchUrl = ...`, `{ matchUrl: ... }`, `self.match_url = ...`).
   */
  fieldValuesOf(property: string): readonly SyntaxNode[];
}

export type ValueSafety = 'constant' | 'sanitized' | 'raw';

const MAX_DEPTH = 4;
const CASE_AND_SPACE =
  /^(?:toLowerCase|toUpperCase|toLocaleLowerCase|toLocaleUpperCase|trim|trimStart|trimEnd|lower|upper|casefold|strip|lstrip|rstrip)$/;
const NUMERIC_CALLS = /^(?:parseInt|parseFloat|Number|int|float|Math\.\w+|String\(Number)$/;

/**
 * The last segment of a rendered callee (`path.startsWith` -> `startsWith`). A compiler calls
 * an import's default export as `_includesString.default`: that call is named by its module.
 */
export function lastSegment(callee: string): string {
  const parts = callee.split('.');
  const module = parts.length > 1 && parts.at(-1) === 'default' ? parts.at(-2) : undefined;
  const named = module !== undefined && /^[\w$]+$/.test(module) ? module.replace(/^_+/, '') : '';
  return named === '' ? (parts.at(-1) ?? callee) : named;
}

/** The callee of a call as written, and its last segment. */
export function calleeName(family: Family, callee: SyntaxNode): string {
  const view = viewExpr(family, callee);
  if (view.kind === 'member') {
    return view.property === 'default' ? lastSegment(renderKey(callee)) : view.property;
  }
  if (view.kind === 'subscript') {
    const index = viewExpr(family, view.index);
    return index.kind === 'string' ? index.value : renderKey(view.index);
  }
  return view.kind === 'ident' ? view.name : renderKey(callee);
}

function isSanitizingCall(family: Family, view: Extract<ExprView, { kind: 'call' }>): boolean {
  const callee = renderKey(view.callee);
  const category = primitiveCategoryOf(callee);
  if (
    category === 'sanitizer' ||
    category === 'path-canonicalization' ||
    category === 'validation'
  ) {
    return true;
  }
  // `JSON.stringify` quotes its output; `basename` drops every directory part.
  const name = calleeName(family, view.callee);
  if (callee === 'JSON.stringify' || name === 'basename') {
    return true;
  }
  return wordsOf(name).some((word) => word === 'quote' || word === 'quoted' || word === 'escape');
}

function undoesEncoding(callee: string): boolean {
  return (
    isDecoderName(callee) ||
    wordsOf(lastSegment(callee)).some((word) => /^(?:decode|decoded|unescape|unquote)$/.test(word))
  );
}

const PURE_BUILDERS =
  /^(?:(?:path|posix|win32|path\.posix|path\.win32|os\.path)\.(?:join|resolve|normalize|dirname|basename|relative|format|abspath)|String|str|require\.resolve|fileURLToPath|url\.fileURLToPath)$/;

const RESHAPING_METHODS = /^(?:join|slice|concat|flat|toString|reverse)$/;

/** `require('./x')`, `require('../lib/y.json')`: a module of the repository, by its path. */
function isLocalModule(family: Family, view: Extract<ExprView, { kind: 'call' }>): boolean {
  const [only, ...rest] = view.args;
  if (family !== 'ecmascript' || renderKey(view.callee) !== 'require' || only === undefined) {
    return false;
  }
  const path = viewExpr(family, only);
  return rest.length === 0 && path.kind === 'string' && /^\.{1,2}\//.test(path.value);
}

/** Whether a value is a constant, was sanitized, or may carry outside input. */
export function safetyOf(
  family: Family,
  bindings: Bindings,
  node: SyntaxNode,
  depth = 0,
): ValueSafety {
  // Every argument of every call asks, and reads share their bindings and fields: one answer
  // per node and depth in a file.
  const memo = safetyMemo.get(bindings) ?? new Map<string, ValueSafety>();
  safetyMemo.set(bindings, memo);
  const key = `${String(depth)}\u0000${String(node.id)}`;
  const known = memo.get(key);
  if (known !== undefined) {
    return known;
  }
  const safety = judgeSafety(family, bindings, node, depth);
  memo.set(key, safety);
  return safety;
}

const safetyMemo = new WeakMap<Bindings, Map<string, ValueSafety>>();

function judgeSafety(
  family: Family,
  bindings: Bindings,
  node: SyntaxNode,
  depth: number,
): ValueSafety {
  const view = viewExpr(family, node);
  // Depth counts jumps to another place in the file (a binding, a helper's return, a field's
  // stores), which is where a walk could loop; parts of this expression cost nothing.
  const next = (part: SyntaxNode): ValueSafety => safetyOf(family, bindings, part, depth + 1);
  const part = (child: SyntaxNode): ValueSafety => safetyOf(family, bindings, child, depth);
  if (
    view.kind === 'string' ||
    view.kind === 'number' ||
    view.kind === 'bool' ||
    view.kind === 'nullish' ||
    view.kind === 'regex'
  ) {
    return 'constant';
  }
  if (view.kind === 'call') {
    return callSafety(family, bindings, view, depth);
  }
  if (view.kind === 'ident') {
    if (isSanitizedName(view.name)) {
      return 'sanitized';
    }
    // Upper-case names are configuration constants by convention.
    if (/^[A-Z][A-Z0-9_]+$/.test(view.name)) {
      return 'constant';
    }
    const values = depth < MAX_DEPTH ? bindings.valuesOf(view.name, node) : [];
    return values.length === 0 ? 'raw' : combine(values.map(next));
  }
  if (view.kind === 'member') {
    if (view.property === 'length') {
      return 'constant';
    }
    if (isSanitizedName(view.property)) {
      return 'sanitized';
    }
    // A part of a sanitized value (`normalized.path` of `normalizePath(url)`) is sanitized, a
    // part of a constant (`/&(\w+);/.source`, `DEFAULTS.prefix`) constant.
    const whole = part(view.object);
    if (whole !== 'raw') {
      return whole;
    }
    return depth < MAX_DEPTH ? storedSafety(family, bindings, view.property, depth + 1) : 'raw';
  }
  if (view.kind === 'template') {
    return combine(view.holes.map(part));
  }
  if (view.kind === 'binary' || view.kind === 'and' || view.kind === 'or') {
    return combine([part(view.left), part(view.right)]);
  }
  if (view.kind === 'ternary') {
    return combine([part(view.then), part(view.otherwise)]);
  }
  return 'raw';
}

/** What a call returns: sanitized, constant (a number, a builder of constants) or raw. */
function callSafety(
  family: Family,
  bindings: Bindings,
  view: Extract<ExprView, { kind: 'call' }>,
  depth: number,
): ValueSafety {
  const part = (child: SyntaxNode): ValueSafety => safetyOf(family, bindings, child, depth);
  if (isSanitizingCall(family, view)) {
    return 'sanitized';
  }
  // Folding case or trimming space keeps what sanitizing made of a value: no character
  // that markup, a path or a pattern gives meaning to is added.
  const method = viewExpr(family, view.callee);
  if (
    method.kind === 'member' &&
    CASE_AND_SPACE.test(method.property) &&
    part(method.object) === 'sanitized'
  ) {
    return 'sanitized';
  }
  // A number cannot carry a command or markup: safe, though nothing was sanitized.
  if (
    NUMERIC_CALLS.test(renderKey(view.callee)) ||
    /^(?:toFixed|length)$/.test(calleeName(family, view.callee))
  ) {
    return 'constant';
  }
  // Path and string builders of the standard library return what they were given: with
  // constant arguments (`path.join('./node_modules/.bin/mocha')`) the result is constant.
  if (
    PURE_BUILDERS.test(renderKey(view.callee)) &&
    view.args.length > 0 &&
    view.args.every((arg) => part(arg) === 'constant')
  ) {
    return 'constant';
  }
  // A module of the repository itself (`require('./babel-plugins')`) is code, not input: what
  // it exports was written by the same authors as the file that reads it (zen-observable
  // 0.8.8's build script in bench:real's thirty-fifth set, which joins the plugin names it
  // lists into a `babel` command line).
  if (isLocalModule(family, view)) {
    return 'constant';
  }
  // An array or string reshaped without new characters (`plugins.join(',')`, `args.slice(1)`)
  // is as safe as what it was made from.
  if (
    method.kind === 'member' &&
    RESHAPING_METHODS.test(method.property) &&
    combine([part(method.object), ...view.args.map(part)]) === 'constant'
  ) {
    return 'constant';
  }
  const returned =
    depth < MAX_DEPTH ? returnedSafety(family, bindings, view.callee, depth + 1) : 'raw';
  // A sanitized value passed into a helper flows out of it (`page(title, escape(name))`):
  // the data flow, not the helper's name, says what reaches the sink. Not out of a decoder:
  // `base64url.decode(encodedHeader)` undoes the encoding its input's name speaks of (jws
  // 3.1.5 in the --wider2 tuning releases of secreg-releases.mjs, which decodes with
  // `Buffer.from(encodedHeader, 'base64')` instead).
  if (
    returned === 'raw' &&
    depth < MAX_DEPTH &&
    !undoesEncoding(renderKey(view.callee)) &&
    view.args.some((arg) => part(arg) === 'sanitized')
  ) {
    return 'sanitized';
  }
  return returned;
}

/**
 * A field is as safe as every value the file stores in it: a pooled object's
 * `holder.matchUrl = normalized.path.toLowerCase()`, read back as `that.matchUrl`, carries the
 * normalized path (@fastify/middie 9.3.9 in bench:real's fifth set, tuning data since). Stores
 * of `null` or constants reset the field and say nothing; a field the file never stores
 * anything else in comes from outside (`req.url`), so it is raw.
 */
function storedSafety(
  family: Family,
  bindings: Bindings,
  property: string,
  depth: number,
): ValueSafety {
  const values = bindings.fieldValuesOf(property);
  // A property stored in many places is a general-purpose name (`e.a`, `node.value`), not one
  // value's home. Each store is judged once per depth (safetyOf keeps every answer), and a
  // field read inside its own stores (`this.x = this.x.trim()`) is judged one jump deeper,
  // so MAX_DEPTH ends the walk.
  if (values.length > MAX_FIELD_STORES) {
    return 'raw';
  }
  const stored = values.map((value) => safetyOf(family, bindings, value, depth));
  return stored.includes('sanitized') ? combine(stored) : 'raw';
}

const MAX_FIELD_STORES = 8;

/** Values a local function returns: its expression body, or its `return` statements. */
function returnedValues(fn: SyntaxNode): SyntaxNode[] {
  const body = fn.childForFieldName('body');
  if (body === null) {
    return [];
  }
  if (body.type !== 'statement_block' && body.type !== 'block') {
    return [body];
  }
  const values: SyntaxNode[] = [];
  const visit = (node: SyntaxNode): void => {
    for (const child of node.namedChildren) {
      if (/function|arrow|lambda|class/.test(child.type)) {
        continue;
      }
      if (child.type === 'return_statement') {
        const value = child.namedChildren.find((part) => part.type !== 'comment');
        if (value !== undefined) {
          values.push(value);
        }
      } else {
        visit(child);
      }
    }
  };
  visit(body);
  return values;
}

/** A call to a local helper (`getPath(entry)`) is as safe as everything the helper returns. */
function returnedSafety(
  family: Family,
  bindings: Bindings,
  callee: SyntaxNode,
  depth: number,
): ValueSafety {
  const view = viewExpr(family, callee);
  if (view.kind !== 'ident') {
    return 'raw';
  }
  const [fn, ...others] = bindings.valuesOf(view.name, callee);
  if (fn === undefined || others.length > 0 || !/function|arrow/.test(fn.type)) {
    return 'raw';
  }
  const values = returnedValues(fn);
  return values.length === 0
    ? 'raw'
    : combine(values.map((value) => safetyOf(family, bindings, value, depth)));
}

function combine(parts: readonly ValueSafety[]): ValueSafety {
  if (parts.includes('raw')) {
    return 'raw';
  }
  return parts.includes('sanitized') ? 'sanitized' : 'constant';
}

/**
 * The values interpolated into a string that is built at run time (`'ls ' + dir`,
 * `` `cat ${file}` ``, `"%s" % x`, `f"{x}"`), that are neither constant nor sanitized; null
 * when the expression is not built from parts (a plain literal or an opaque value).
 */
export function rawInputsOf(
  family: Family,
  bindings: Bindings,
  node: SyntaxNode,
  depth = 0,
): string[] | null {
  const view = viewExpr(family, node);
  const rawOf = (part: SyntaxNode): string[] => {
    const nested = rawInputsOf(family, bindings, part, depth + 1);
    if (nested !== null) {
      return nested;
    }
    return safetyOf(family, bindings, part, depth + 1) === 'raw'
      ? [renderKey(unwrap(family, part))]
      : [];
  };
  if (view.kind === 'template') {
    return view.holes.flatMap(rawOf);
  }
  if (view.kind === 'binary') {
    if (view.op === '+') {
      return [...rawOf(view.left), ...rawOf(view.right)];
    }
    if (view.op === '%' && family === 'python') {
      const right = viewExpr(family, view.right);
      return right.kind === 'array' ? right.items.flatMap(rawOf) : rawOf(view.right);
    }
    return null;
  }
  if (view.kind === 'call') {
    // `'…{}'.format(x)`, `' '.join(parts)`, `a.concat(b)`.
    const callee = viewExpr(family, view.callee);
    if (callee.kind !== 'member' || !/^(?:format|join|concat)$/.test(callee.property)) {
      return null;
    }
    if (callee.property === 'concat') {
      return [...rawOf(callee.object), ...view.args.flatMap(rawOf)];
    }
    return viewExpr(family, callee.object).kind === 'string' ? view.args.flatMap(rawOf) : null;
  }
  if (view.kind === 'ident') {
    if (depth >= MAX_DEPTH || isSanitizedName(view.name)) {
      return null;
    }
    const values = bindings.valuesOf(view.name, node);
    const built = values.map((value) => rawInputsOf(family, bindings, value, depth + 1));
    return built.some((parts) => parts !== null) ? built.flatMap((parts) => parts ?? []) : null;
  }
  return null;
}

/** The literal text of a string built from parts, with `…` where values go. */
export function literalTextOf(family: Family, node: SyntaxNode, depth = 0): string {
  if (depth > 12) {
    return '…';
  }
  const view = viewExpr(family, node);
  if (view.kind === 'string') {
    return view.value;
  }
  if (view.kind === 'template') {
    return view.parts.join('…');
  }
  if (view.kind === 'binary' && (view.op === '+' || view.op === '%')) {
    return `${literalTextOf(family, view.left, depth + 1)}${literalTextOf(family, view.right, depth + 1)}`;
  }
  if (view.kind === 'call') {
    const callee = viewExpr(family, view.callee);
    return callee.kind === 'member' && callee.property === 'format'
      ? literalTextOf(family, callee.object, depth + 1)
      : '…';
  }
  return '…';
}

/** The number a node evaluates to when it is a literal or a constant bound once. */
export function numberOf(
  family: Family,
  bindings: Bindings,
  node: SyntaxNode,
  depth = 0,
): number | null {
  const view = viewExpr(family, node);
  if (view.kind === 'number') {
    return view.value;
  }
  if (view.kind === 'binary' && /^(?:\*|\+|\*\*|<<)$/.test(view.op) && depth < MAX_DEPTH) {
    const left = numberOf(family, bindings, view.left, depth + 1);
    const right = numberOf(family, bindings, view.right, depth + 1);
    if (left === null || right === null) {
      return null;
    }
    switch (view.op) {
      case '*':
        return left * right;
      case '+':
        return left + right;
      case '**':
        return left ** right;
      default:
        return left * 2 ** right;
    }
  }
  if (view.kind === 'ident' && depth < MAX_DEPTH) {
    const values = bindings.valuesOf(view.name, node);
    const [only] = values;
    return values.length === 1 && only !== undefined
      ? numberOf(family, bindings, only, depth + 1)
      : null;
  }
  return null;
}

// A pattern is often assembled from named pieces (markdown-it's `new RegExp('^(?:' + open_tag +
// '|' + ...)`, each piece itself a concatenation): reading through them lets the baseline's
// pattern be compared with a bundler's constant-folded copy of it. Bounded so that a long chain
// of concatenations in a generated file stays cheap.
const MAX_STRING_HOPS = 8;
const MAX_STRING_LENGTH = 20_000;

/**
 * The string a node evaluates to when it is a literal, a constant bound once, or a `+`
 * concatenation or template of such parts; null when any part is not known.
 */
export function stringOf(
  family: Family,
  bindings: Bindings,
  node: SyntaxNode,
  depth = 0,
): string | null {
  const view = viewExpr(family, node);
  if (view.kind === 'string') {
    return view.value;
  }
  if (view.kind === 'ident') {
    if (depth >= MAX_STRING_HOPS) {
      return null;
    }
    const values = bindings.valuesOf(view.name, node);
    const [only] = values;
    return values.length === 1 && only !== undefined
      ? stringOf(family, bindings, only, depth + 1)
      : null;
  }
  if (view.kind === 'binary') {
    return view.op === '+' ? concatenation(family, bindings, node, depth) : null;
  }
  if (view.kind !== 'template' || view.parts.length !== view.holes.length + 1) {
    return null;
  }
  let text = view.parts[0] ?? '';
  for (const [index, hole] of view.holes.entries()) {
    const value = stringOf(family, bindings, hole, depth);
    if (value === null) {
      return null;
    }
    text += value + (view.parts[index + 1] ?? '');
  }
  return text.length > MAX_STRING_LENGTH ? null : text;
}

/** `a + b + c` is nested on the left: its operands are read in a loop, not by recursion. */
function concatenation(
  family: Family,
  bindings: Bindings,
  node: SyntaxNode,
  depth: number,
): string | null {
  const operands: SyntaxNode[] = [];
  let current = node;
  for (;;) {
    const view = viewExpr(family, current);
    if (view.kind !== 'binary' || view.op !== '+') {
      operands.push(current);
      break;
    }
    operands.push(view.right);
    current = view.left;
  }
  let text = '';
  for (const operand of operands.reverse()) {
    const value = stringOf(family, bindings, operand, depth);
    if (value === null) {
      return null;
    }
    text += value;
    if (text.length > MAX_STRING_LENGTH) {
      return null;
    }
  }
  return text;
}

/** Keys of an object literal or the keyword names of a call's arguments. */
export function optionKeysOf(family: Family, view: Extract<ExprView, { kind: 'call' }>): string[] {
  const keys = [...view.keywords.keys()];
  for (const arg of view.args) {
    const argument = viewExpr(family, arg);
    if (argument.kind === 'object') {
      keys.push(...argument.entries.map((entry) => entry.key));
    }
  }
  return keys;
}

/** The value of option `key` in a call's object-literal or keyword arguments. */
export function optionValue(
  family: Family,
  view: Extract<ExprView, { kind: 'call' }>,
  key: string,
): SyntaxNode | null {
  const keyword = view.keywords.get(key);
  if (keyword !== undefined) {
    return keyword;
  }
  for (const arg of view.args) {
    const argument = viewExpr(family, arg);
    if (argument.kind === 'object') {
      const entry = argument.entries.find((candidate) => candidate.key === key);
      if (entry !== undefined) {
        return entry.value;
      }
    }
  }
  return null;
}

/** Strings inside a node (array items, a single literal). */
export function stringsIn(family: Family, node: SyntaxNode): string[] {
  const view = viewExpr(family, node);
  if (view.kind === 'string') {
    return [view.value];
  }
  if (view.kind === 'array') {
    return view.items.flatMap((item) => stringsIn(family, item));
  }
  // `new Set(['__proto__', 'constructor'])`
  if (view.kind === 'call' && view.isNew && view.args[0] !== undefined) {
    return stringsIn(family, view.args[0]);
  }
  return [];
}

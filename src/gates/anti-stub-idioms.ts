import { escapeRegExp } from '../common/index.js';
import { sharedLineCount } from './shared-lines.js';
import type {
  FunctionOutline,
  SourceLanguage,
  SourceOutline,
  StatementOutline,
} from '../analysis/index.js';

/**
 * The empty bodies that are idioms, not missing work. Each one was a false reject on real
 * code: a stub is a function somebody still has to write, and these are written.
 */

/**
 * `noop`, `_noop`, `NOOP`, `noOp`, `no_op`, `noopHandler`, `TEARDOWN_NOOP`, `handleNoop`,
 * `nopDsf` (hjson 2.1.0): empty on purpose, by name. `noop`, `nop` or `no op` must be whole
 * words of the name (camelCase or snake_case), so `noopener` is not one.
 */
function isNoopName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '');
  return words.some(
    (word, at) => word === 'noop' || word === 'nop' || (word === 'no' && words[at + 1] === 'op'),
  );
}
const MARKER_UPPER = /\b(?:TODO|FIXME|XXX|HACK)\b/;
const MARKER_ANY_CASE = /\b(?:todo|fixme)\b\s*[:(]|@todo\b/i;

/** The TODO-style marker in a comment, or null. */
export function findMarker(comment: string): RegExpExecArray | null {
  return MARKER_UPPER.exec(comment) ?? MARKER_ANY_CASE.exec(comment);
}

/**
 * `function C() {}; C.prototype = Object.create(null)`: a constructor function kept empty
 * because only its prototype matters (a fast dictionary, an ES5 class whose methods hang
 * off the prototype).
 */
function isPrototypeConstructor(fn: FunctionOutline, source: string): boolean {
  if (fn.kind !== 'function' || fn.name === null || !/^[A-Za-z_$][\w$]*$/.test(fn.name)) {
    return false;
  }
  const name = escapeRegExp(fn.name);
  return new RegExp(`\\b${name}\\.prototype\\b|\\bsetPrototypeOf\\(\\s*${name}\\b`).test(source);
}

/**
 * A function expression's own name where the outline names it by what it is assigned to:
 * contra 1.9.0's `module.exports = function noop () {};` is outlined as `exports`.
 */
function ownName(fn: FunctionOutline, source: string): string | null {
  const line = source.split('\n', fn.line)[fn.line - 1] ?? '';
  return /=\s*function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(/.exec(line)?.[1] ?? null;
}

/**
 * Always an idiom, whatever the task says: named as a noop; a constructor whose parameter
 * properties do the work, that is private or that takes nothing; a constructor function used
 * for its prototype; a body with a comment saying why (any comment that is not a TODO).
 */
export function isIdiomaticEmpty(fn: FunctionOutline, source: string): boolean {
  if ((fn.name !== null && isNoopName(fn.name)) || isNoopName(ownName(fn, source) ?? '')) {
    return true;
  }
  if (
    fn.kind === 'constructor' &&
    (fn.hasParameterProperties || fn.isPrivate || fn.parameterCount === 0)
  ) {
    return true;
  }
  if (isPrototypeConstructor(fn, source) || saidNoopAbove(fn, source)) {
    return true;
  }
  return fn.bodyComments.some((comment) => findMarker(comment) === null);
}

// A comment's own words for an empty body chosen on purpose.
const NOOP_WORDS =
  /\b(?:no-?op|nop|does nothing|do nothing|nothing to do|(?:intentionally|deliberately) (?:left )?(?:empty|blank)|empty on purpose)\b/i;
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*|#)/;
// How far above a function its comment may start.
const COMMENT_ABOVE_LINES = 4;

/**
 * The comment right above the function says it does nothing on purpose: obs-store 3.0.0's
 * `// noop - outgoing stream is asking us if we have data we arent giving it` over a Duplex
 * stream's `_read (size) { }` (bench:real's sixty-second set). The same words inside the body
 * already pass (any comment that is not a TODO); above it they are the same decision. A TODO
 * in that comment makes it a marker, not a reason.
 */
function saidNoopAbove(fn: FunctionOutline, source: string): boolean {
  const above: string[] = [];
  const lines = source.split('\n', fn.line);
  for (let at = fn.line - 2; at >= 0 && above.length < COMMENT_ABOVE_LINES; at -= 1) {
    const line = lines[at] ?? '';
    if (!COMMENT_LINE.test(line)) {
      break;
    }
    above.push(line);
  }
  const comment = above.join('\n');
  return NOOP_WORDS.test(comment) && findMarker(comment) === null;
}

/** The line a comment ends on (comments carry their start line and their text). */
function endLine(comment: { readonly line: number; readonly text: string }): number {
  return comment.line + comment.text.split('\n').length - 1;
}

/** A doc comment (`/** ... *\/`, `///`) right above the function, or a Python docstring. */
function isDocumented(fn: FunctionOutline, outline: SourceOutline, source: string): boolean {
  if (outline.language === 'python') {
    const next = source
      .split('\n')
      .slice(fn.line, fn.line + 2)
      .join('\n');
    return /^\s*[rRbBuU]?("""|''')/.test(next);
  }
  return outline.comments.some(
    (comment) =>
      endLine(comment) >= fn.line - 2 &&
      endLine(comment) < fn.line &&
      /^(?:\/\*\*|\/\/\/|\/\/!)/.test(comment.text) &&
      findMarker(comment.text) === null,
  );
}

/**
 * An empty function used as a unique value, a sentinel the same file compares by identity
 * (`hooks.ISO_8601 = function () {};` ... `if (config._f === hooks.ISO_8601)`, moment.js): it
 * is never called for what it does, so its empty body is its whole job. What counts is a
 * comparison with it (`===`, `!==`, `==`, `!=`); a call of it (`hooks.ISO_8601(x) === y`) does
 * not.
 */
export function isIdentitySentinel(fn: FunctionOutline, source: string): boolean {
  if (fn.name === null || !/^[A-Za-z_$][\w$]*$/.test(fn.name)) {
    return false;
  }
  // The name as the comparison writes it, with or without its receiver (`hooks.ISO_8601`).
  const reference = `(?:[A-Za-z_$][\\w$]*\\.)*${escapeRegExp(fn.name)}`;
  return new RegExp(`[!=]==?\\s*${reference}(?![\\w$.(])|(?<![\\w$.])${reference}\\s*[!=]==?`).test(
    source,
  );
}

/**
 * The class a method belongs to: its scope in a class body, or the constructor whose prototype
 * it is assigned to (`BackoffStrategy.prototype.next_ = function () {...}`), which the outline
 * leaves without a scope.
 */
function ownerOf(fn: FunctionOutline, lines: readonly string[]): string | null {
  if (fn.scope !== null || fn.name === null) {
    return fn.scope;
  }
  const assigned = new RegExp(`([A-Za-z_$][\\w$]*)\\.prototype\\.${escapeRegExp(fn.name)}\\s*=`);
  return assigned.exec(lines[fn.line - 1] ?? '')?.[1] ?? null;
}

/** Another function of `fn`'s scope named `name`, with logic (and `where` true of it). */
function hasLogicNamed(
  fn: FunctionOutline,
  outline: SourceOutline,
  name: string,
  where: (other: FunctionOutline) => boolean = () => true,
): boolean {
  return outline.functions.some(
    (other) =>
      other !== fn &&
      other.name === name &&
      other.scope === fn.scope &&
      where(other) &&
      hasLogic(other),
  );
}

/**
 * A no-op default that the same scope replaces with a real function under a condition
 * (`var freeze = function(){}; if (!mutable) freeze = function(obj){ Object.freeze(obj) }`,
 * freezer-js 0.5.0; `let log = () => {}; if (debug) log = console.log`): the empty body is the
 * behaviour chosen when the condition does not hold. Another function of the same name and
 * scope that has logic says so; for a function value, so does the name reassigned later.
 */
export function isNoopDefault(
  fn: FunctionOutline,
  outline: SourceOutline,
  source: string,
): boolean {
  if (fn.name === null || fn.kind === 'method' || fn.kind === 'constructor') {
    return false;
  }
  if (hasLogicNamed(fn, outline, fn.name, (other) => other.line > fn.line)) {
    return true;
  }
  // `log = console.log` or `log = other.method.bind(x)`: reassigned to a value, not a literal.
  if (!/^[A-Za-z_$][\w$]*$/.test(fn.name)) {
    return false;
  }
  const reassigned = new RegExp(
    `(?:^|[^\\w$.])${escapeRegExp(fn.name)}\\s*=(?!=)\\s*(?!function\\b|\\(|async\\b)[A-Za-z_$]`,
  );
  const after = source.split('\n').slice(fn.line).join('\n');
  return reassigned.test(after);
}

// An empty function literal right after `||` or `??`: `function () {}`, `function noop(a) {}`,
// `() => {}`, `(err) => {}`, `cb => undefined`, the body allowed to close on a later line.
const FALLBACK_NOOP =
  /(?:\|\||\?\?)\s*(?:async\s+)?(?:function\s*\*?\s*[\w$]*\s*\([^)]*\)\s*\{\s*\}|(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>\s*(?:\{\s*\}|undefined\b|void 0\b))/;

/**
 * A no-op fallback for a callback the caller may leave out: `this.onMove = onMove || function
 * () {}` (little-ds-toolkit 0.2.1's heap), `this.onDelete = opts.onDelete || function () {}`
 * (its 0.4.0 LRU cache), `var cb = (options ? options.callback : undefined) || function () {}`
 * (timed-cache 1.1.3; bench:real's sixty-third set): the empty body is what happens when
 * nobody listens, so the code can call it without a test. The `||` or `??` must be on the
 * function's own line, so that a fallback below it excuses nothing else.
 */
export function isFallbackNoop(fn: FunctionOutline, source: string): boolean {
  const lines = source.split('\n', fn.line + 2);
  const own = lines[fn.line - 1] ?? '';
  const match = FALLBACK_NOOP.exec([own, ...lines.slice(fn.line, fn.line + 2)].join('\n'));
  return match !== null && match.index < own.length;
}

/**
 * A no-op chosen instead of a real implementation of the same scope, as one branch of a
 * conditional (`var fn = exports.enabled(ns) ? enabled : disabled`, the debug module bundled
 * into date.js 0.3.0): the null object of a feature switched off. The other branch must be a
 * function with logic, so two stubs chosen between are still stubs.
 */
export function isNoopAlternative(
  fn: FunctionOutline,
  outline: SourceOutline,
  source: string,
): boolean {
  if (
    fn.name === null ||
    fn.kind === 'method' ||
    fn.kind === 'constructor' ||
    !/^[A-Za-z_$][\w$]*$/.test(fn.name)
  ) {
    return false;
  }
  const name = escapeRegExp(fn.name);
  const other = '([A-Za-z_$][\\w$]*)';
  const choice = new RegExp(
    `\\?\\s*${other}\\s*:\\s*${name}(?![\\w$.(])|\\?\\s*${name}\\s*:\\s*${other}(?![\\w$.(])`,
    'g',
  );
  return [...source.matchAll(choice)].some((match) =>
    hasLogicNamed(fn, outline, match[1] ?? match[2] ?? ''),
  );
}

/**
 * A no-op member of an object of functions: an empty function that takes nothing, in an object
 * literal another member of which is a function with logic, written inline or named
 * (`{ string: stringType, number: numberType, omit: function () {} }`, csvtojson 1.1.7's column
 * converters, where the no-op converter drops the column; `{ initWorker: initWorker, ...,
 * drain: function () {} }`, its 1.1.1 worker manager, whose user assigns its own `drain`): the
 * null member of a table or an interface, where the others do the work. A member that takes
 * parameters was given input to work on, and stays a stub.
 */
export function isNoopMember(fn: FunctionOutline, outline: SourceOutline): boolean {
  const member = fn.objectLiteral;
  if (member === null || fn.parameterCount > 0) {
    return false;
  }
  return outline.functions.some(
    (other) =>
      other !== fn &&
      (other.objectLiteral?.literal === member.literal ||
        (other.name !== null && member.references.includes(other.name))) &&
      hasLogic(other),
  );
}

/**
 * A default method meant to be overridden: an empty or "unimplemented" method of a class (in a
 * class body or on a constructor's prototype, backoff 0.2.0's `BackoffStrategy.prototype.next_`)
 * that another class of the same file overrides, or that a doc comment describes (an empty
 * body under a doc comment is a documented decision, a stub has nothing to document).
 */
export function isOverridableDefault(
  fn: FunctionOutline,
  outline: SourceOutline,
  source: string,
): boolean {
  if (fn.kind !== 'method' || fn.name === null) {
    return false;
  }
  const lines = source.split('\n');
  const owner = ownerOf(fn, lines);
  if (owner === null) {
    return false;
  }
  const overridden = outline.functions.some((other) => {
    if (other === fn || other.name !== fn.name || other.kind !== 'method') {
      return false;
    }
    const otherOwner = ownerOf(other, lines);
    return otherOwner !== null && otherOwner !== owner;
  });
  return (
    overridden ||
    overriddenByComputedKey(fn.name, owner, source) ||
    isDocumented(fn, outline, source)
  );
}

/**
 * Another constructor's prototype defines the method under a computed key that names it: a
 * constant or symbol of that name (`Sub.prototype[Base.instantiate] = function`, where
 * `Base.instantiate = 'instantiate'`, as es-module-loader's builds override their loader's
 * hooks) or the name quoted (`Sub.prototype['instantiate'] =`). The outline has no name for
 * such a key, so the source is read for it.
 */
function overriddenByComputedKey(name: string, owner: string, source: string): boolean {
  const key = `(?:(?:[A-Za-z_$][\\w$]*\\.)+${escapeRegExp(name)}|(['"\`])${escapeRegExp(name)}\\2)`;
  const assigned = new RegExp(
    `([A-Za-z_$][\\w$]*)\\.prototype\\[\\s*${key}\\s*\\]\\s*=\\s*(?:async\\s+)?(?:function\\b|\\()`,
    'g',
  );
  for (const match of source.matchAll(assigned)) {
    if (match[1] !== owner) {
      return true;
    }
  }
  return false;
}

// A file path in the task's words (`test/after-and-ready.test.js`, `src/load.ts`): the words
// inside it name a file, not a function. A dotted name (`Store.load`) is no path.
const PATH_WORD =
  /\S*[/\\]\S*|\S+\.(?:[cm]?[jt]sx?|py|rs|go|java|rb|php|json|md|ya?ml|toml|css|s?html?)\b/g;

/** True when the task's words name the function (`parseAmount`, `Store.load`). */
export function isNamedByTask(fn: FunctionOutline, taskText: string): boolean {
  // Short names (`a`, `ok`, `get`) are ordinary words in a description, not a reference.
  if (fn.name === null || fn.name.length < 4) {
    return false;
  }
  return new RegExp(`(?<![\\w$])${escapeRegExp(fn.name)}(?![\\w$])`).test(
    taskText.replace(PATH_WORD, ' '),
  );
}

/**
 * "Real logic" in the baseline: more than one statement, one that is not a return/throw, or a
 * return that computes something (a call, an operator: an arrow's `xs.filter(f).length`), as
 * opposed to one that hands back a name or a constant.
 */
export function hasLogic(fn: FunctionOutline): boolean {
  const [only, ...rest] = fn.statements;
  if (only === undefined) {
    return false;
  }
  if (rest.length > 0 || only.kind === 'other') {
    return true;
  }
  return (
    only.kind === 'return' && only.constant === null && !/^(?:return\s+)?[\w$.]+;?$/.test(only.text)
  );
}

/** The one `return` of a literal constant that is the whole body, or null. */
export function constantReturn(fn: FunctionOutline): StatementOutline | null {
  const [only, ...rest] = fn.statements;
  return only?.kind === 'return' && only.constant !== null && rest.length === 0 ? only : null;
}

/**
 * The names with fewer functions with logic after the change than in the base: only there can
 * a body have lost its logic. A name may stand for several functions (handlers of the same name
 * in different tests, methods of two object literals); a new empty `onClose` beside the base's
 * `onClose` that keeps its body replaced nothing.
 */
export function logicLost(before: SourceOutline, after: SourceOutline): ReadonlySet<string> {
  const withLogic = (outline: SourceOutline): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const fn of outline.functions) {
      if (fn.qualifiedName !== null && hasLogic(fn)) {
        counts.set(fn.qualifiedName, (counts.get(fn.qualifiedName) ?? 0) + 1);
      }
    }
    return counts;
  };
  const kept = withLogic(after);
  return new Set(
    [...withLogic(before)]
      .filter(([name, count]) => (kept.get(name) ?? 0) < count)
      .map(([name]) => name),
  );
}

// Wording agents use for placeholders: "Not implemented", "not yet implemented", a string that
// starts with TODO. A TODO elsewhere in a string is data (`fetch('/api/todo')`), not a marker.
const PLACEHOLDER_TEXT =
  /not[\s_-]*(?:yet[\s_-]*)?implemented|unimplemented|implement\s+me|^\W*(?:todo|fixme|tbd)\b/i;
// `NotImplementedError`, `ErrNotImplemented`, Rust's `unimplemented`.
const PLACEHOLDER_NAME = /not_?implemented|unimplemented/i;
// Rust's placeholder macros are reported wherever they appear, not only as a whole body.
export const PLACEHOLDER_MACROS: ReadonlySet<string> = new Set(['todo', 'unimplemented']);

/** A return or throw that hands back a "not implemented" placeholder. */
export function isPlaceholderStatement(
  language: SourceLanguage,
  statement: StatementOutline,
): boolean {
  if (statement.kind === 'other') {
    return false;
  }
  // Python's `return NotImplemented` is the binary-operator protocol, not a placeholder.
  const namesCount = statement.kind === 'throw' || language !== 'python';
  return (
    statement.strings.some((text) => PLACEHOLDER_TEXT.test(text)) ||
    (namesCount && statement.identifiers.some((name) => PLACEHOLDER_NAME.test(name)))
  );
}

/** A body that does nothing yet: empty, a placeholder, a constant, a bare throw. */
export function isStubBody(language: SourceLanguage, fn: FunctionOutline): boolean {
  const [only, ...rest] = fn.statements;
  if (only === undefined) {
    return true;
  }
  if (rest.length > 0) {
    return false;
  }
  return (
    constantReturn(fn) !== null ||
    isPlaceholderStatement(language, only) ||
    (only.kind === 'throw' && only.strings.length === 0) ||
    (only.callee !== null && PLACEHOLDER_MACROS.has(only.callee))
  );
}

// A line of code worth counting: not blank, not only a comment, not only closing punctuation.
const NOT_CODE_LINE = /^(?:$|\/\/|\/\*|\*|#|[{}()[\];,\s]+$)/;
// Share of a base function's code lines the head must still hold for its logic to count as kept.
const KEPT_SHARE = 0.8;

function codeLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => !NOT_CODE_LINE.test(line));
}

/**
 * Whether a base function's code still stands in the head, moved or re-indented: most of its
 * body's code lines are lines of the head too. A function rewritten around the same
 * statements (a loop wrapped around them, a branch turned into a case of a switch) lost no
 * logic, whatever its count of top-level statements says. The body runs from the function's
 * line to the next function after its last statement that is not nested in it.
 */
export function baseCodeKept(
  baseSource: string,
  headSource: string,
  old: FunctionOutline,
  baseFunctions: readonly FunctionOutline[],
): boolean {
  const body = bodyCodeLines(baseSource, old, baseFunctions);
  if (body.length === 0) {
    return false;
  }
  const kept = sharedLineCount(codeLines(headSource.split('\n')), body);
  return kept >= KEPT_SHARE * body.length;
}

/**
 * A function's body as code lines: from its line to the next function after its last
 * statement that is not nested in it.
 */
function bodyCodeLines(
  source: string,
  fn: FunctionOutline,
  functions: readonly FunctionOutline[],
): string[] {
  const last = fn.statements.at(-1)?.line ?? fn.line;
  const nested = (other: FunctionOutline): boolean =>
    fn.qualifiedName !== null &&
    other.scope !== null &&
    (other.scope === fn.qualifiedName || other.scope.startsWith(`${fn.qualifiedName}.`));
  const next = functions
    .filter((other) => other.line > last && !nested(other))
    .reduce((min, other) => Math.min(min, other.line), Number.POSITIVE_INFINITY);
  const lines = source.split('\n');
  return codeLines(lines.slice(fn.line, Math.min(lines.length, next - 1)));
}

const WORD = /[A-Za-z_$][\w$]*/g;

/**
 * Whether a function was rewritten into more code than the base had, around the same names
 * (should-equal 0.4.3's `eqInternal`, whose checks moved into nested switches with new
 * cases): fewer top-level statements and few of the base's lines, but no logic lost, so a
 * marker in it names further work rather than standing where logic was. More lines alone is
 * not enough (a stub can be padded): most of the names the base body used must still be used.
 */
export function bodyGrew(
  baseSource: string,
  old: FunctionOutline,
  baseFunctions: readonly FunctionOutline[],
  headSource: string,
  fn: FunctionOutline,
  headFunctions: readonly FunctionOutline[],
): boolean {
  const before = bodyCodeLines(baseSource, old, baseFunctions);
  const after = bodyCodeLines(headSource, fn, headFunctions);
  if (before.length === 0 || after.length < before.length) {
    return false;
  }
  const used = new Set(before.join('\n').match(WORD));
  const still = new Set(after.join('\n').match(WORD));
  const kept = [...used].filter((word) => still.has(word)).length;
  return kept >= KEPT_SHARE * used.size;
}

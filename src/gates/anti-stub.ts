import {
  isBundledOrMinifiedOnBothSides,
  isRebuiltBundle,
  toolOutput,
  isDeclarationPath,
  languageForPath,
  outlineSource,
} from '../analysis/index.js';
import type { FunctionOutline, SourceLanguage, SourceOutline } from '../analysis/index.js';
import { ANTI_STUB_RULES } from '../common/index.js';
import type { AntiStubRule, RuleSeverity } from '../common/index.js';
import {
  baseCodeKept,
  bodyGrew,
  constantReturn,
  findMarker,
  hasLogic,
  isFallbackNoop,
  isIdiomaticEmpty,
  isNamedByTask,
  isNoopAlternative,
  isNoopDefault,
  isNoopMember,
  isIdentitySentinel,
  isOverridableDefault,
  isPlaceholderStatement,
  isStubBody,
  logicLost,
  PLACEHOLDER_MACROS,
} from './anti-stub-idioms.js';
import { createScopeMatcher } from './scope.js';
import { suppressionIn } from './anti-stub-suppressions.js';
import type { Suppression } from './anti-stub-suppressions.js';
import { fileSetMatcher } from './tool-file-set.js';
import type { CheckedFileSet } from './tool-file-set.js';
import { isTestFile, isTypeTestFile } from './test-integrity.js';
import { pairMovedFiles } from './security-regression.js';
import { onlyCalledForNothing } from './anti-stub-discarded.js';
import { crashedVerdict, uncheckedFindings } from './could-not-check.js';
import { SEVERITIES } from './types.js';
import type { ChangedFile, Finding, GateVerdict, Severity } from './types.js';

export { ANTI_STUB_RULES };
export type { AntiStubRule };

/** What ANTI_STUB knows of the task, and the per-rule severities config sets. */
export interface AntiStubOptions {
  /**
   * The task the change is for. Its words (description and criteria) name the functions it
   * asks for; its write scope is where a new function is the task's work. Absent (`govern
   * check`): no function is named and every path is in scope.
   */
  readonly task?: { readonly text: string; readonly targetPaths: readonly string[] };
  /**
   * Per rule: `off` drops its findings, `info`/`warning` report them without failing,
   * `error` fails on every one. Absent: each finding's severity follows the rules of
   * runAntiStub (a TODO in a working function is a note, a stub is an error).
   */
  readonly rules?: Readonly<Partial<Record<AntiStubRule, RuleSeverity>>>;
  /**
   * AST_LINT's file set (the repository's lint script's paths): an `eslint-disable` outside it
   * silences nothing the repository checks, so it is a note. Absent: eslint checks every file.
   */
  readonly lintFiles?: CheckedFileSet;
  /**
   * The task declares its test changes (`allowTestChanges`): a test's mock or helper that lost
   * its logic is part of them, a warning, as TEST_INTEGRITY lets their assertions change.
   */
  readonly testChangesDeclared?: boolean;
  /**
   * Whether the repository type-checks. When not, `@ts-ignore` or `@ts-expect-error` in a
   * JavaScript file silences nothing (jest-mock-extended's compiled lib/ keeps them). Absent: yes.
   */
  readonly typeChecked?: boolean;
  /**
   * Whether the repository lints with eslint. When not (no config, nothing runs it), an
   * `eslint-disable` silences nothing (romans 2.0.4 opens its test file with one). Absent: yes.
   */
  readonly linted?: boolean;
}

/** A stub in one side of a file. `key` says when a stub in `after` is the same as one in `before`. */
interface Stub {
  readonly rule: AntiStubRule;
  readonly line: number;
  readonly key: string;
  readonly message: string;
  /** The function whose body is the stub, or around the marker. */
  readonly fn: FunctionOutline | null;
  /** The severity and why, where the stub itself decides them (a suppression). */
  readonly judged?: { readonly severity: Severity; readonly why: string };
  /** A suppression's checker. */
  readonly checker?: Suppression['checker'];
  /** A new function's constant body, judged as a new empty body is (see newConstantStubs). */
  readonly fresh?: true;
}

const MAX_EXCERPT = 120;

function keyOf(rule: AntiStubRule, scope: string | null, text: string): string {
  return `${rule}\u0000${scope ?? ''}\u0000${text.replace(/\s+/g, ' ').trim()}`;
}

function describeFunction(fn: FunctionOutline): string {
  return `${fn.kind} \`${fn.qualifiedName ?? fn.name ?? '<anonymous>'}\``;
}

function functionStub(language: SourceLanguage, fn: FunctionOutline): Stub | null {
  // Anonymous callbacks (`.catch(() => {})`, a default parameter `cb = () => {}`) and
  // contract members are empty by design.
  if (fn.name === null || fn.isArgument || fn.isContract) {
    return null;
  }
  const [only, ...rest] = fn.statements;
  if (only === undefined) {
    const rule = language === 'python' ? 'pass-body' : 'empty-body';
    const body =
      language === 'python' ? 'only `pass`, `...` or a docstring as its body' : 'an empty body';
    return {
      rule,
      line: fn.line,
      key: keyOf(rule, fn.qualifiedName, ''),
      message: `${describeFunction(fn)} has ${body}; implement it`,
      fn,
    };
  }
  // A body that is only `todo!()` is reported by the macro rule already.
  const isMacro =
    only.callee !== null && language === 'rust' && PLACEHOLDER_MACROS.has(only.callee);
  if (rest.length > 0 || isMacro || !isPlaceholderStatement(language, only)) {
    return null;
  }
  return {
    rule: 'not-implemented',
    line: only.line,
    key: keyOf('not-implemented', fn.qualifiedName, only.text),
    message: `${describeFunction(fn)} only ${only.kind === 'throw' ? 'throws' : 'returns'} a "not implemented" placeholder (\`${only.text}\`); implement it`,
    fn,
  };
}

function commentStubs(outline: SourceOutline): Stub[] {
  const byName = functionsByName(outline);
  const stubs: Stub[] = [];
  for (const comment of outline.comments) {
    const marker = findMarker(comment.text);
    if (marker === null) {
      continue;
    }
    // Point at the marker's own line inside a multi-line block comment.
    const before = comment.text.slice(0, marker.index);
    const lineStart = before.lastIndexOf('\n') + 1;
    const lineEnd = comment.text.indexOf('\n', marker.index);
    const excerpt = comment.text
      .slice(lineStart, lineEnd === -1 ? undefined : lineEnd)
      .trim()
      .slice(0, MAX_EXCERPT);
    const where = comment.scope === null ? '' : ` in \`${comment.scope}\``;
    stubs.push({
      rule: 'todo-comment',
      line: comment.line + before.split('\n').length - 1,
      key: keyOf('todo-comment', comment.scope, comment.text),
      message: `${marker[0].replace(/^@/, '').replace(/\W+$/, '').toUpperCase()} comment added${where} ("${excerpt}")`,
      fn: comment.scope === null ? null : (byName.get(comment.scope) ?? null),
    });
  }
  return stubs;
}

/**
 * Bare one-line suppressions one change may add to a file as warnings (see
 * anti-stub-suppressions.ts); beyond this many they fail together, as a blanket over the
 * file would.
 */
const MAX_ONE_LINE_SUPPRESSIONS = 3;

/** Checker suppressions in comments (see anti-stub-suppressions.ts), judged up front. */
function suppressionStubs(outline: SourceOutline, isTest: boolean): Stub[] {
  const stubs: Stub[] = [];
  for (const comment of outline.comments) {
    const found = suppressionIn(comment.text, isTest);
    if (found === null) {
      continue;
    }
    const where = comment.scope === null ? '' : ` in \`${comment.scope}\``;
    stubs.push({
      rule: 'suppression',
      line: comment.line,
      // Keyed by the file, not the function: a suppression that moved with its line into a
      // helper (`new Function(...) // eslint-disable-line` taken out of a method) was already
      // the base's. A second copy is still one more than the base had.
      key: keyOf('suppression', null, comment.text),
      message: `\`${found.directive}\` added${where}`,
      fn: null,
      judged: { severity: found.severity, why: found.why },
      checker: found.checker,
    });
  }
  return stubs;
}

function macroStubs(outline: SourceOutline): Stub[] {
  const byName = functionsByName(outline);
  return outline.macroCalls
    .filter((call) => PLACEHOLDER_MACROS.has(call.name))
    .map((call) => ({
      rule: 'todo-macro',
      line: call.line,
      key: keyOf('todo-macro', call.scope, call.name),
      message: `\`${call.name}!()\` left in ${call.scope === null ? 'top-level code' : `\`${call.scope}\``}; replace it with a real implementation`,
      fn: call.scope === null ? null : (byName.get(call.scope) ?? null),
    }));
}

function functionsByName(outline: SourceOutline): Map<string, FunctionOutline> {
  const byName = new Map<string, FunctionOutline>();
  for (const fn of outline.functions) {
    if (fn.qualifiedName !== null && !byName.has(fn.qualifiedName)) {
      byName.set(fn.qualifiedName, fn);
    }
  }
  return byName;
}

function findStubs(outline: SourceOutline, path: string): Stub[] {
  const stubs: Stub[] = [];
  for (const fn of outline.functions) {
    const stub = functionStub(outline.language, fn);
    if (stub !== null) {
      stubs.push(stub);
    }
  }
  return [
    ...stubs,
    ...commentStubs(outline),
    ...macroStubs(outline),
    ...suppressionStubs(outline, isTestFile(path) || isTypeTestFile(path)),
  ];
}

/** Functions that now return a literal where their name lost logic the baseline had (logicLost). */
function constantReturnStubs(after: SourceOutline, lost: ReadonlySet<string>): Stub[] {
  const stubs: Stub[] = [];
  for (const fn of after.functions) {
    const returned = constantReturn(fn);
    if (returned === null || fn.qualifiedName === null || !lost.has(fn.qualifiedName)) {
      continue;
    }
    stubs.push({
      rule: 'constant-return',
      line: returned.line,
      key: keyOf('constant-return', fn.qualifiedName, returned.text),
      message: `${describeFunction(fn)} now only returns the constant \`${returned.constant ?? ''}\` where the baseline had real logic; restore a real implementation instead of hard-coding the result`,
      fn,
    });
  }
  return stubs;
}

// A result handed back without looking at the inputs: what a hard-coded stub returns.
const EMPTY_CONSTANT = /^(?:\{\s*\}|\[\s*\]|null|undefined|None|nil)(?:\s+as\s+\w+)?$/;

/**
 * Functions with logic in the change's other files, by name: the twin a new function of the
 * same name that only returns a constant leaves unwritten (a build's `es/` copy of `src/`).
 */
type TwinIndex = ReadonlyMap<string, string>;

// The empty results a new function's stub hands back. A new function with no twin is not
// held to `undefined`: `(..._) => undefined` is a no-op sink (async-await-queue 2.1.3's
// `debug`), as an empty body would be.
const FRESH_CONSTANT = /^(?:\{\s*\}|\[\s*\]|null|None|nil)(?:\s+as\s+\w+)?$/;

/**
 * New functions (not in the base) that take arguments and only return an empty constant.
 * - With a function of the same name with logic added or changed elsewhere in the change (a
 *   twin): transformation-matrix 1.1.1 adds `applyToPoint` to `src/`, `lib/` and `es/`, and a
 *   copy that returns `{}` is a stub of the others, not a function of its own.
 * - Without one (`fresh`): `return {}` where a new function's work should be, judged as a new
 *   empty body is (idioms, tests and functions outside the task's scope pass or warn); a
 *   callback handed to a call (`.catch((error) => null)`) answers that call's protocol. Over
 *   846 pairs of consecutive releases of the bench:real libraries' tarballs (6,171 new
 *   functions outside tests and dist/), four had this shape: two in generated files, one in a
 *   vendored bundle and one no-op `debug` sink that returns `undefined`.
 * Functions that `taken` already reports are left to it.
 */
function newConstantStubs(
  after: SourceOutline,
  text: string,
  base: ReadonlyMap<string, FunctionOutline>,
  twins: TwinIndex,
  path: string,
  taken: readonly Stub[],
): Stub[] {
  const stubs: Stub[] = [];
  for (const fn of after.functions) {
    const returned = constantReturn(fn);
    if (
      returned === null ||
      fn.qualifiedName === null ||
      base.has(fn.qualifiedName) ||
      taken.some((stub) => stub.fn === fn)
    ) {
      continue;
    }
    const constant = returned.constant ?? '';
    const key = keyOf('constant-return', fn.qualifiedName, returned.text);
    if (fn.parameterCount === 0) {
      // A shim that takes nothing passes, unless no caller reads what it returns.
      if (FRESH_CONSTANT.test(constant) && onlyCalledForNothing(text, fn.name)) {
        stubs.push({
          rule: 'constant-return',
          line: returned.line,
          key,
          message: `${describeFunction(fn)} is new and only returns the constant \`${constant}\`, and each call of it drops the result: it does nothing; implement it instead of hard-coding the result`,
          fn,
          fresh: true,
        });
      }
      continue;
    }
    const twin = fn.name === null ? undefined : twins.get(fn.name);
    if (twin !== undefined && twin !== path && EMPTY_CONSTANT.test(constant)) {
      stubs.push({
        rule: 'constant-return',
        line: returned.line,
        key,
        message: `${describeFunction(fn)} only returns the constant \`${constant}\` and ignores its arguments, while \`${fn.name ?? ''}\` in ${twin}, written in the same change, computes its result; implement it instead of hard-coding the result`,
        fn,
      });
    } else if (!fn.isArgument && FRESH_CONSTANT.test(constant)) {
      stubs.push({
        rule: 'constant-return',
        line: returned.line,
        key,
        message: `${describeFunction(fn)} is new and only returns the constant \`${constant}\`, ignoring its arguments; implement it instead of hard-coding the result`,
        fn,
        fresh: true,
      });
    }
  }
  return stubs;
}

/** Each function name with logic in a changed file, and one such file (TwinIndex). */
function twinIndex(outlines: ReadonlyMap<string, SourceOutline>): TwinIndex {
  const index = new Map<string, string>();
  for (const [path, outline] of outlines) {
    for (const fn of outline.functions) {
      if (fn.name !== null && !index.has(fn.name) && hasLogic(fn)) {
        index.set(fn.name, path);
      }
    }
  }
  return index;
}

/** Multiset difference: a stub of `after` is new unless an identical one was in `before`. */
function subtractStubs(after: readonly Stub[], before: readonly Stub[]): Stub[] {
  const remaining = new Map<string, number>();
  for (const stub of before) {
    remaining.set(stub.key, (remaining.get(stub.key) ?? 0) + 1);
  }
  return after.filter((stub) => {
    const count = remaining.get(stub.key) ?? 0;
    remaining.set(stub.key, count - 1);
    return count <= 0;
  });
}

/** Everything the severity of one stub depends on. */
interface FileContext {
  readonly path: string;
  readonly language: SourceLanguage;
  readonly source: string;
  readonly after: SourceOutline;
  /** The baseline's functions by qualified name; empty for an added file. */
  readonly base: ReadonlyMap<string, FunctionOutline>;
  /** The baseline's text and outline, when it was read (see addedStubsOf); else null. */
  readonly baseSource: string | null;
  readonly baseOutline: SourceOutline | null;
  /** Names whose functions lost logic the base had (see logicLost); empty for an added file. */
  readonly lost: ReadonlySet<string>;
  readonly taskText: string;
  readonly inTarget: boolean;
  /** Where the lint set comes from, when the repository's eslint does not check this file. */
  readonly unlinted: string | null;
  /** A JavaScript file in a repository that runs no type checker. */
  readonly untyped: boolean;
  /** A type test (`*.test-d.ts`, `*.tst.ts`): never run, so its bodies are fixtures, not work. */
  readonly typeTest: boolean;
  readonly testFile: boolean;
  /** In a test file of a task that declares its test changes: what lost logic is instead. */
  readonly declaredTestChange: { severity: Severity; why: string } | null;
  /**
   * What makes the file a tool's output, when it is one at the base and after (its
   * generator's marker) or a vendored bundle of modules (generated.ts); null otherwise.
   */
  readonly generated: string | null;
  /** A readable bundle at the base and now (isRebuiltBundle): its functions keep their names. */
  readonly bundled: boolean;
  /** A bundle at the base and now, minified in part or not (isBundledOrMinifiedOnBothSides). */
  readonly bundledAny: boolean;
}

/** True when `fn` stands where the baseline had logic that the change lost. */
function replacedLogic(context: FileContext, fn: FunctionOutline): boolean {
  return fn.qualifiedName !== null && context.lost.has(fn.qualifiedName);
}

const UNTYPED_NOTE =
  'a note: the repository runs no type checker, and none reads this JavaScript file, so it silences nothing';

/**
 * A stub's severity and why; `lostLogic` when it stands where the base had logic (a body that
 * lost it, a marker where it was), which a rebuilt bundle does not excuse (see inGenerated).
 */
interface Judged {
  readonly severity: Severity;
  readonly why: string;
  readonly lostLogic?: true;
}

/**
 * The severity of a stub the change added, and why, before config overrides it:
 *
 * - A body (empty, `pass`, a placeholder throw) fails when it replaced a body with logic,
 *   when the task names the function, or when it is a new function in the task's scope;
 *   idioms never fail (see anti-stub-idioms.ts), and a default method meant to be
 *   overridden fails only when the task names it.
 * - A TODO/FIXME fails inside a stub body, or inside a function that lost statements the
 *   baseline had and most of its body's lines (the marker stands where logic was); anywhere
 *   else it is a note.
 * - `todo!()` and a constant returned where logic was always fail.
 */
function judgeStub(context: FileContext, stub: Stub): Judged | null {
  const fn = stub.fn;
  switch (stub.rule) {
    case 'suppression':
      if (stub.checker === 'eslint' && context.unlinted !== null) {
        return {
          severity: 'info',
          why: `a note: the repository's eslint does not check this file (${context.unlinted}), so it silences nothing`,
        };
      }
      if (stub.checker === 'tsc' && context.untyped) {
        return { severity: 'info', why: UNTYPED_NOTE };
      }
      return stub.judged ?? { severity: 'error', why: '' };
    case 'todo-macro':
      return { severity: 'error', why: '' };
    case 'constant-return':
      if (stub.fresh === true) {
        return judgeNewBody(context, stub);
      }
      if (context.typeTest) {
        return null;
      }
      return (
        context.declaredTestChange ?? {
          severity: 'error',
          why: '',
          ...(stub.fn !== null && replacedLogic(context, stub.fn) ? { lostLogic: true } : {}),
        }
      );
    case 'todo-comment': {
      if (fn === null) {
        return { severity: 'info', why: 'a note outside any function' };
      }
      if (isStubBody(context.language, fn)) {
        return { severity: 'error', why: 'the function has no real body' };
      }
      // The same-named base function, even when the name keeps logic elsewhere: a body that
      // kept some logic and lost statements has the marker where the rest was.
      const old = fn.qualifiedName === null ? undefined : context.base.get(fn.qualifiedName);
      if (
        old !== undefined &&
        hasLogic(old) &&
        fn.statements.length < old.statements.length &&
        !(
          context.baseSource !== null &&
          context.baseOutline !== null &&
          (baseCodeKept(context.baseSource, context.source, old, context.baseOutline.functions) ||
            bodyGrew(
              context.baseSource,
              old,
              context.baseOutline.functions,
              context.source,
              fn,
              context.after.functions,
            ))
        )
      ) {
        return {
          severity: 'error',
          why: 'it stands where the baseline had logic',
          lostLogic: true,
        };
      }
      return { severity: 'info', why: 'a note: the function has a real body' };
    }
    case 'empty-body':
    case 'pass-body':
    case 'not-implemented':
      return judgeNewBody(context, stub);
  }
}

/**
 * A body that does nothing (empty, `pass`, a placeholder, a new function's constant): fails
 * when it replaced a body with logic, when the task names it, or when it is a new function in
 * the task's scope; idioms, options and handlers of a call, tests' functions, defaults meant to
 * be overridden or replaced and identity sentinels pass; elsewhere it is a warning.
 */
function judgeNewBody(context: FileContext, stub: Stub): Judged | null {
  const fn = stub.fn;
  if (fn === null || context.typeTest || isIdiomaticEmpty(fn, context.source)) {
    return null;
  }
  if (replacedLogic(context, fn)) {
    return (
      context.declaredTestChange ?? {
        severity: 'error',
        why: 'it replaced a body that had logic',
        lostLogic: true,
      }
    );
  }
  if (isNamedByTask(fn, context.taskText)) {
    return { severity: 'error', why: 'the task asks for it' };
  }
  // An option or handler of a call, named by its key (`on({ error() {} })`), as a
  // callback passed directly is, and a test's empty function (a handler compared by
  // identity, a no-op mock: a test's work is its assertions, which TEST_INTEGRITY counts)
  // are empty on purpose unless they lost logic or the task names them.
  if (
    fn.inArgumentLiteral ||
    context.testFile ||
    isOverridableDefault(fn, context.after, context.source) ||
    isNoopDefault(fn, context.after, context.source) ||
    isFallbackNoop(fn, context.source) ||
    isNoopAlternative(fn, context.after, context.source) ||
    isNoopMember(fn, context.after) ||
    isIdentitySentinel(fn, context.source)
  ) {
    return null;
  }
  if (context.inTarget && !context.base.has(fn.qualifiedName ?? '')) {
    return { severity: 'error', why: '' };
  }
  return { severity: 'warning', why: 'outside the task, reported only' };
}

/**
 * A stub in a file a tool generated at the base and again now (a parser from its grammar) or in
 * a vendored bundle (other packages' code, which a bundler concatenated) is a
 * note: the generator renumbers and rewrites its functions with each build, so a function that
 * "lost its logic" is another function under a reused name (toml 2.2.0's PEG.js parser:
 * `peg$c108` parsed a code point, then returned '\f'). The source it is generated from is
 * judged on its own diff. A bundler keeps its modules' names, so in a bundle the base had too a
 * function that lost its logic stays what it is: a rebuild from the same source does not
 * empty a function (a `return {}` planted in jsonapi-serializer 3.5.5's browserify build).
 */
function inGenerated(
  context: FileContext,
  stub: Stub,
  judged: Judged | null,
): (Judged & { readonly whyShown?: true }) | null {
  if (context.generated === null || judged === null || judged.severity === 'info') {
    return judged;
  }
  if (judged.lostLogic === true && (context.bundled || readableInBundle(context, stub))) {
    return judged;
  }
  return {
    severity: 'info',
    why: `a note: ${context.generated}; review the source it is generated from`,
    whyShown: true,
  };
}

// A line longer than this is a minifier's, not a person's (a bundle's JSON module or prelude).
const READABLE_LINE = 160;

/**
 * A function of a bundle or of a file minified in part (browserify's one-line prelude, a JSON
 * module on one line) written on a short line of its own: code copied as it was, whose names no
 * minifier touched (is-valid-domain 0.0.15's example bundle, 23 KB, its `update`).
 */
function readableInBundle(context: FileContext, stub: Stub): boolean {
  const line = stub.fn === null ? undefined : context.source.split('\n')[stub.fn.line - 1];
  return context.bundledAny && line !== undefined && line.length <= READABLE_LINE;
}

function messageOf(
  stub: Stub,
  { why, whyShown }: { why: string; whyShown?: true },
  severity: Severity,
): string {
  if (whyShown === true) {
    return `${stub.message} (${why})`;
  }
  if (stub.rule === 'suppression') {
    return `${stub.message}: ${why}`;
  }
  if (stub.rule !== 'todo-comment') {
    return why === '' || severity !== 'error' ? stub.message : `${stub.message} (${why})`;
  }
  return severity === 'error'
    ? `${stub.message}: ${why}; do the work now instead of leaving a marker`
    : `${stub.message}: ${why}`;
}

function applyConfig(
  severity: Severity,
  rule: AntiStubRule,
  options: AntiStubOptions,
): Severity | null {
  const configured = options.rules?.[rule];
  if (configured === undefined) {
    return severity;
  }
  return configured === 'off' ? null : configured;
}

/** The head's outline of each changed file ANTI_STUB reads, by path. */
async function outlinesOf(changes: readonly ChangedFile[]): Promise<Map<string, SourceOutline>> {
  const outlines = new Map<string, SourceOutline>();
  for (const change of changes) {
    const language = languageForPath(change.path);
    if (
      change.status !== 'deleted' &&
      change.after !== null &&
      language !== null &&
      !isDeclarationPath(change.path)
    ) {
      outlines.set(change.path, await outlineSource(language, change.after));
    }
  }
  return outlines;
}

/**
 * The stubs the change added to one file: those of its head that the base did not have, the
 * constants returned where logic was, and new hard-coded copies of a twin; with the base's
 * functions and the names that lost logic, which judging them reads.
 */
async function addedStubsOf(
  change: ChangedFile,
  language: SourceLanguage,
  after: SourceOutline,
  twins: TwinIndex,
): Promise<{
  added: Stub[];
  base: ReadonlyMap<string, FunctionOutline>;
  baseOutline: SourceOutline | null;
  lost: ReadonlySet<string>;
}> {
  const afterStubs = findStubs(after, change.path);
  const mayReturnConstant = after.functions.some((fn) => constantReturn(fn) !== null);
  let added = afterStubs;
  let base: ReadonlyMap<string, FunctionOutline> = new Map();
  let lost: ReadonlySet<string> = new Set();
  let baseOutline: SourceOutline | null = null;
  // The baseline only matters when `after` has something to compare; skipping it halves the
  // cost of the common clean change.
  if (change.before !== null && (afterStubs.length > 0 || mayReturnConstant)) {
    const before = await outlineSource(language, change.before);
    baseOutline = before;
    base = functionsByName(before);
    lost = logicLost(before, after);
    added = [
      ...subtractStubs(afterStubs, findStubs(before, change.path)),
      ...constantReturnStubs(after, lost),
    ];
  }
  if (mayReturnConstant) {
    added = [
      ...added,
      ...newConstantStubs(after, change.after ?? '', base, twins, change.path, added),
    ];
  }
  return { added, base, baseOutline, lost };
}

async function findAddedStubs(
  change: ChangedFile,
  options: AntiStubOptions,
  outlines: ReadonlyMap<string, SourceOutline>,
  twins: TwinIndex,
): Promise<Finding[]> {
  const language = languageForPath(change.path);
  // Declaration files have no bodies by design; deleted sides have nothing to scan.
  if (change.status === 'deleted' || language === null || isDeclarationPath(change.path)) {
    return [];
  }
  if (change.after === null) {
    return uncheckedFindings(change, ['after']);
  }
  const after = outlines.get(change.path) ?? (await outlineSource(language, change.after));
  const { added, base, baseOutline, lost } = await addedStubsOf(change, language, after, twins);
  const testFile = isTestFile(change.path);
  const context: FileContext = {
    path: change.path,
    language,
    source: change.after,
    after,
    base,
    baseSource: baseOutline === null ? null : change.before,
    baseOutline,
    lost,
    taskText: options.task?.text ?? '',
    inTarget:
      options.task === undefined || createScopeMatcher(options.task.targetPaths)(change.path),
    typeTest: isTypeTestFile(change.path),
    testFile,
    declaredTestChange:
      options.testChangesDeclared === true && testFile
        ? { severity: 'warning', why: 'the task declares its test changes' }
        : null,
    unlinted:
      options.linted === false
        ? 'no eslint config, and nothing runs eslint'
        : options.lintFiles === undefined || fileSetMatcher(options.lintFiles)(change.path)
          ? null
          : options.lintFiles.source,
    untyped: options.typeChecked === false && /\.[cm]?jsx?$/.test(change.path),
    generated: toolOutput(change.before, change.after),
    bundled: isRebuiltBundle(change.before, change.after),
    bundledAny: isBundledOrMinifiedOnBothSides(change.before, change.after),
  };
  const findings: Finding[] = [];
  const judgedStubs = added
    .sort((a, b) => a.line - b.line)
    .map((stub) => ({ stub, judged: inGenerated(context, stub, judgeStub(context, stub)) }));
  const isOneLine = (stub: Stub, judged: ReturnType<typeof judgeStub>): boolean =>
    stub.rule === 'suppression' && judged?.severity === 'warning';
  const oneLine = judgedStubs.filter(({ stub, judged }) => isOneLine(stub, judged)).length;
  const together =
    oneLine > MAX_ONE_LINE_SUPPRESSIONS
      ? {
          severity: 'error' as const,
          why: `the change adds ${String(oneLine)} suppressions that name no rule to this file; together they silence its lint as a blanket would: fix what they hide, or name each rule`,
        }
      : null;
  for (const { stub, judged: single } of judgedStubs) {
    const judged = together !== null && isOneLine(stub, single) ? together : single;
    const severity = judged === null ? null : applyConfig(judged.severity, stub.rule, options);
    if (judged === null || severity === null) {
      continue;
    }
    const finding = {
      file: change.path,
      line: stub.line,
      rule: stub.rule,
      message: messageOf(stub, judged, severity),
    };
    findings.push(severity === 'error' ? finding : { ...finding, severity });
  }
  return findings;
}

/**
 * ANTI_STUB: fails when the change adds missing work: a function the task asks for (named in
 * its words, or new in its scope) or one that had logic, left empty, as `pass` or as a
 * "not implemented" placeholder; a TODO marker in such a body or where logic was; Rust
 * `todo!()`; a constant returned where logic was. Idioms (a noop, a constructor kept for its
 * prototype, a documented default method, a callback argument) pass, and a TODO in a working
 * function is a note (severity info) in the record. Only what the change added counts: a stub
 * already in the baseline, even moved, is not reported. Never throws: a crash is a failed
 * verdict with `error.code` GATE_CRASHED.
 */
export async function runAntiStub(
  changes: readonly ChangedFile[],
  options: AntiStubOptions = {},
): Promise<GateVerdict> {
  const startedMs = performance.now();
  try {
    const findings: Finding[] = [];
    // A moved file (`git mv`, which govern reads as a deletion and an addition) is judged as a
    // modification of the file it came from: a placeholder or a TODO it already had is not
    // this change's, and one the move added still is.
    const paired = pairMovedFiles(changes);
    const outlines = await outlinesOf(paired);
    const twins = twinIndex(outlines);
    for (const change of paired) {
      findings.push(...(await findAddedStubs(change, options, outlines, twins)));
    }
    const failing = findings.some((finding) => finding.severity === undefined);
    // SEVERITIES runs from the mildest to the worst.
    const worst = findings.reduce<Severity>((max, finding) => {
      const severity = finding.severity ?? 'error';
      return SEVERITIES.indexOf(severity) > SEVERITIES.indexOf(max) ? severity : max;
    }, 'info');
    return {
      gate: 'ANTI_STUB',
      passed: !failing,
      severity: worst,
      findings,
      durationMs: Math.round(performance.now() - startedMs),
    };
  } catch (error) {
    return crashedVerdict('ANTI_STUB', 'error', error, startedMs);
  }
}

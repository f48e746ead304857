import { isDeclarationPath, languageForPath, outlineSource } from '../analysis/index.js';
import type {
  FunctionOutline,
  SourceLanguage,
  SourceOutline,
  StatementOutline,
} from '../analysis/index.js';
import { crashedVerdict, uncheckedFindings } from './could-not-check.js';
import type { ChangedFile, Finding, GateVerdict } from './types.js';

/** The rule ids ANTI_STUB reports, as they appear in `Finding.rule`. */
export const ANTI_STUB_RULES = [
  'empty-body',
  'pass-body',
  'not-implemented',
  'todo-macro',
  'todo-comment',
  'constant-return',
] as const;
export type AntiStubRule = (typeof ANTI_STUB_RULES)[number];

/** A stub in one side of a file. `key` says when a stub in `after` is the same as one in `before`. */
interface Stub {
  readonly rule: AntiStubRule;
  readonly line: number;
  readonly key: string;
  readonly message: string;
}

// Wording agents use for placeholders: "Not implemented", "not yet implemented", a string that
// starts with TODO. A TODO elsewhere in a string is data (`fetch('/api/todo')`), not a marker.
const PLACEHOLDER_TEXT =
  /not[\s_-]*(?:yet[\s_-]*)?implemented|unimplemented|implement\s+me|^\W*(?:todo|fixme|tbd)\b/i;
// `NotImplementedError`, `ErrNotImplemented`, Rust's `unimplemented`.
const PLACEHOLDER_NAME = /not_?implemented|unimplemented/i;
// Upper case only for XXX and HACK: lower case they are ordinary words ("xxx-xxxx", "a hack").
const MARKER_UPPER = /\b(?:TODO|FIXME|XXX|HACK)\b/;
const MARKER_ANY_CASE = /\b(?:todo|fixme)\b\s*[:(]|@todo\b/i;
// Rust's placeholder macros are reported wherever they appear, not only as a whole body.
const PLACEHOLDER_MACROS: ReadonlySet<string> = new Set(['todo', 'unimplemented']);
// `noop`, `_noop`, `NOOP`, `noOp`, `NoOp`, `no_op`, `noopHandler`: empty on purpose, by name.
const NOOP_NAME = /^_*(?:noop|noOp|Noop|NoOp|NOOP|no_op|NO_OP)(?:$|[A-Z_])/;
const MAX_EXCERPT = 120;

function keyOf(rule: AntiStubRule, scope: string | null, text: string): string {
  return `${rule}\u0000${scope ?? ''}\u0000${text.replace(/\s+/g, ' ').trim()}`;
}

function describeFunction(fn: FunctionOutline): string {
  return `${fn.kind} \`${fn.qualifiedName ?? fn.name ?? '<anonymous>'}\``;
}

function findMarker(comment: string): RegExpExecArray | null {
  return MARKER_UPPER.exec(comment) ?? MARKER_ANY_CASE.exec(comment);
}

function isPlaceholderStatement(language: SourceLanguage, statement: StatementOutline): boolean {
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

/**
 * Empty on purpose: named as a noop; a constructor whose parameter properties do the work, that
 * is private (no instances) or that takes nothing; or a body with a comment saying why.
 */
function isIntentionallyEmpty(fn: FunctionOutline): boolean {
  if (fn.name !== null && NOOP_NAME.test(fn.name)) {
    return true;
  }
  if (
    fn.kind === 'constructor' &&
    (fn.hasParameterProperties || fn.isPrivate || fn.parameterCount === 0)
  ) {
    return true;
  }
  // Any comment that is not itself a TODO explains the empty body.
  return fn.bodyComments.some((comment) => findMarker(comment) === null);
}

function functionStub(language: SourceLanguage, fn: FunctionOutline): Stub | null {
  // Anonymous callbacks (`.catch(() => {})`) and contract members are empty by design.
  if (fn.name === null || fn.isArgument || fn.isContract) {
    return null;
  }
  const [only, ...rest] = fn.statements;
  if (only === undefined) {
    if (isIntentionallyEmpty(fn)) {
      return null;
    }
    const rule = language === 'python' ? 'pass-body' : 'empty-body';
    const body =
      language === 'python' ? 'only `pass`, `...` or a docstring as its body' : 'an empty body';
    return {
      rule,
      line: fn.line,
      key: keyOf(rule, fn.qualifiedName, ''),
      message: `${describeFunction(fn)} has ${body}; implement it`,
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
  };
}

function commentStubs(outline: SourceOutline): Stub[] {
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
      message: `${marker[0].replace(/^@/, '').replace(/\W+$/, '').toUpperCase()} comment added${where} ("${excerpt}"); do the work now instead of leaving a marker`,
    });
  }
  return stubs;
}

function macroStubs(outline: SourceOutline): Stub[] {
  return outline.macroCalls
    .filter((call) => PLACEHOLDER_MACROS.has(call.name))
    .map((call) => ({
      rule: 'todo-macro',
      line: call.line,
      key: keyOf('todo-macro', call.scope, call.name),
      message: `\`${call.name}!()\` left in ${call.scope === null ? 'top-level code' : `\`${call.scope}\``}; replace it with a real implementation`,
    }));
}

function findStubs(outline: SourceOutline): Stub[] {
  const stubs: Stub[] = [];
  for (const fn of outline.functions) {
    const stub = functionStub(outline.language, fn);
    if (stub !== null) {
      stubs.push(stub);
    }
  }
  return [...stubs, ...commentStubs(outline), ...macroStubs(outline)];
}

/** "Real logic" in the baseline: more than one statement, or one that is not a return/throw. */
function hasLogic(fn: FunctionOutline): boolean {
  return fn.statements.length > 1 || fn.statements[0]?.kind === 'other';
}

function constantReturn(fn: FunctionOutline): StatementOutline | null {
  const [only, ...rest] = fn.statements;
  return only?.kind === 'return' && only.constant !== null && rest.length === 0 ? only : null;
}

/** Functions that now return a literal where the same-named function of the baseline had logic. */
function constantReturnStubs(after: SourceOutline, before: SourceOutline): Stub[] {
  const withLogic = new Set(
    before.functions
      .filter(hasLogic)
      .flatMap((fn) => (fn.qualifiedName === null ? [] : [fn.qualifiedName])),
  );
  const stubs: Stub[] = [];
  for (const fn of after.functions) {
    const returned = constantReturn(fn);
    if (returned === null || fn.qualifiedName === null || !withLogic.has(fn.qualifiedName)) {
      continue;
    }
    stubs.push({
      rule: 'constant-return',
      line: returned.line,
      key: keyOf('constant-return', fn.qualifiedName, returned.text),
      message: `${describeFunction(fn)} now only returns the constant \`${returned.constant ?? ''}\` where the baseline had real logic; restore a real implementation instead of hard-coding the result`,
    });
  }
  return stubs;
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

async function findAddedStubs(change: ChangedFile): Promise<Finding[]> {
  const language = languageForPath(change.path);
  // Declaration files have no bodies by design; deleted sides have nothing to scan.
  if (change.status === 'deleted' || language === null || isDeclarationPath(change.path)) {
    return [];
  }
  if (change.after === null) {
    return uncheckedFindings(change, ['after']);
  }
  const after = await outlineSource(language, change.after);
  const afterStubs = findStubs(after);
  const mayReturnConstant = after.functions.some((fn) => constantReturn(fn) !== null);
  let added = afterStubs;
  // The baseline only matters when `after` has something to compare; skipping it halves the
  // cost of the common clean change.
  if (change.before !== null && (afterStubs.length > 0 || mayReturnConstant)) {
    const before = await outlineSource(language, change.before);
    added = [
      ...subtractStubs(afterStubs, findStubs(before)),
      ...constantReturnStubs(after, before),
    ];
  }
  return added
    .sort((a, b) => a.line - b.line)
    .map((stub) => ({
      file: change.path,
      line: stub.line,
      rule: stub.rule,
      message: stub.message,
    }));
}

/**
 * ANTI_STUB: fails when the change adds stubs (empty or placeholder bodies, TODO markers,
 * Rust `todo!()`, constant returns replacing logic). Only what the change added counts: a stub
 * already in the baseline, even moved, is not reported. Never throws: a crash is a failed
 * verdict with `error.code` GATE_CRASHED.
 */
export async function runAntiStub(changes: readonly ChangedFile[]): Promise<GateVerdict> {
  const startedMs = performance.now();
  try {
    const findings: Finding[] = [];
    for (const change of changes) {
      findings.push(...(await findAddedStubs(change)));
    }
    return {
      gate: 'ANTI_STUB',
      passed: findings.length === 0,
      severity: findings.length === 0 ? 'info' : 'error',
      findings,
      durationMs: Math.round(performance.now() - startedMs),
    };
  } catch (error) {
    return crashedVerdict('ANTI_STUB', 'error', error, startedMs);
  }
}

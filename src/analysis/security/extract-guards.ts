import type { SyntaxNode } from '../parser.js';
import { calleeName } from './extract-values.js';
import { atomsOf } from './formula-compare.js';
import { normalizesTested } from './extract-normalize.js';
import { inheritPaths } from './extract-callbacks.js';
import type { CallbackSite, InheritedPath } from './extract-callbacks.js';
import { ownKeyForOf, ownKeyPath } from './extract-ownkeys.js';
import { buildFormula, isBooleanShaped, notOf } from './formula-build.js';
import type { FormulaContext } from './formula-build.js';
import type {
  BranchCondition,
  EarlySuccess,
  Formula,
  GatedCall,
  Guard,
  GuardAction,
} from './ir.js';
import { calleeRoots, excerpt, mentions, renderKey, shapeOf } from './render.js';
import { meaningful, viewExpr, viewStmt } from './syntax-view.js';
import type { ExprView, Family } from './syntax-view.js';
import { wordsOf } from './vocabulary.js';

/** Where guards and early successes go, and how to read conditions. */
export interface GuardSink {
  readonly formulas: FormulaContext;
  readonly guards: Guard[];
  readonly successes: EarlySuccess[];
  readonly gated: GatedCall[];
  readonly conditions: BranchCondition[];
  readonly functionTypes: ReadonlySet<string>;
  /** Functions passed as an argument (callbacks), by the function whose body holds them. */
  readonly callbacks: ReadonlyMap<number, readonly CallbackSite[]>;
  /** The paths a callback's body starts from, set while walking the function around it. */
  readonly inherited: Map<number, InheritedPath>;
  /** The function being walked: its node id, 0 for the module's top level. */
  current: number;
}

type CallView = Extract<ExprView, { kind: 'call' }>;

const CALLBACK_NAMES = /^(?:next|cb|callback|done|fn|cont|reject|fail|onError|handleError)$/;
const ERROR_NAME = /(?:Error|Exception)$|^createError$|^httpError$/;
const STATUS_RESPONSES =
  /^(?:HttpResponse(?:Forbidden|BadRequest|NotFound|NotAllowed|Gone)|Forbidden|Unauthorized|BadRequest|PermissionDenied)$/;
const ASSERT_CALLEE = /^(?:assert|invariant|assert\.ok|assert\.strict)$|\.assert$/;
const CACHE_WORDS: ReadonlySet<string> = new Set([
  'cache',
  'cached',
  'memo',
  'memoized',
  'verified',
  'seen',
]);

function isClientError(value: number): boolean {
  return value >= 400 && value < 500;
}

function isErrorish(family: Family, node: SyntaxNode): boolean {
  const view = viewExpr(family, node);
  if (view.kind === 'call') {
    return (
      view.isNew ||
      ERROR_NAME.test(calleeName(family, view.callee)) ||
      /boom/i.test(renderKey(view.callee))
    );
  }
  if (view.kind === 'ident') {
    return (
      /^(?:e|er|err|error|ex|exc|exception)(?:_?\w*)?$/i.test(view.name) ||
      wordsOf(view.name).some((word) => word === 'error' || word === 'err')
    );
  }
  if (view.kind === 'member') {
    return wordsOf(view.property).some((word) => word === 'error' || word === 'err');
  }
  // `next('route')` skips to the next route; any other string is an error message.
  return view.kind === 'string' && view.value !== 'route' && view.value !== 'router';
}

/** `res.status(403).send()`, `res.sendStatus(401)`: a 4xx anywhere in the call chain. */
function hasClientStatus(family: Family, view: CallView, depth = 0): boolean {
  const name = calleeName(family, view.callee);
  const first = view.args[0] === undefined ? null : viewExpr(family, view.args[0]);
  // `res.status(403)`, `this.error(403)`, `abort(401)`, `createError(400)`.
  if (
    /^(?:status|sendStatus|writeHead|abort|send_error|sendError|HttpResponse|error|fail|deny|forbidden|reject|createError|httpError|throw)$/i.test(
      name,
    ) &&
    first?.kind === 'number' &&
    isClientError(first.value)
  ) {
    return true;
  }
  const statusKeyword = view.keywords.get('status') ?? view.keywords.get('status_code');
  const keywordValue = statusKeyword === undefined ? null : viewExpr(family, statusKeyword);
  if (keywordValue?.kind === 'number' && isClientError(keywordValue.value)) {
    return true;
  }
  const callee = viewExpr(family, view.callee);
  if (callee.kind === 'member' && depth < 6) {
    const object = viewExpr(family, callee.object);
    return object.kind === 'call' && hasClientStatus(family, object, depth + 1);
  }
  return false;
}

function isEmptyValue(family: Family, node: SyntaxNode): boolean {
  const view = viewExpr(family, node);
  return (
    view.kind === 'nullish' ||
    (view.kind === 'bool' && !view.value) ||
    (view.kind === 'string' && view.value === '') ||
    (view.kind === 'array' && view.items.length === 0) ||
    (view.kind === 'object' && view.entries.length === 0)
  );
}

function classifyCall(family: Family, view: CallView): GuardAction | null {
  const name = calleeName(family, view.callee);
  const callee = renderKey(view.callee);
  if (hasClientStatus(family, view) || STATUS_RESPONSES.test(name)) {
    return 'status';
  }
  if (callee === 'Promise.reject' || name === 'reject') {
    return 'error';
  }
  const first = view.args[0];
  if (CALLBACK_NAMES.test(name) && first !== undefined && isErrorish(family, first)) {
    return 'error';
  }
  // `new HttpError()`, `TypeError()`, `createError(403)`, `Boom.forbidden()`; not `processError(x)`.
  if (
    ERROR_NAME.test(name) &&
    (view.isNew || /^[A-Z]/.test(name) || /^(?:createError|httpError)$/.test(name))
  ) {
    return 'error';
  }
  if (/^boom\b/i.test(callee)) {
    return 'error';
  }
  if (name === 'resolve' && view.args.every((arg) => isEmptyValue(family, arg))) {
    return 'abort';
  }
  return null;
}

function classifyValue(family: Family, node: SyntaxNode): GuardAction | null {
  const view = viewExpr(family, node);
  if (isEmptyValue(family, node)) {
    return 'abort';
  }
  if (view.kind === 'number' && isClientError(view.value)) {
    return 'status';
  }
  return view.kind === 'call' ? classifyCall(family, view) : null;
}

/** How a statement refuses, or null when it does not. */
function classifyReject(family: Family, statement: SyntaxNode): GuardAction | null {
  const view = viewStmt(family, statement);
  switch (view.kind) {
    case 'throw':
      return 'throw';
    case 'continue':
      return 'continue';
    case 'return':
      return view.value === null ? 'abort' : classifyValue(family, view.value);
    case 'expr': {
      const expr = viewExpr(family, view.expr);
      if (expr.kind === 'call') {
        const action = classifyCall(family, expr);
        return action === 'abort' || action === 'status' || action === 'error' ? action : null;
      }
      if (expr.kind === 'assign' && /status_?code$/i.test(renderKey(expr.left))) {
        const value = viewExpr(family, expr.right);
        return value.kind === 'number' && isClientError(value.value) ? 'status' : null;
      }
      return null;
    }
    case 'if':
    case 'break':
    case 'block':
    case 'assert':
    case 'declare':
    case 'other':
      return null;
  }
}

function isSuccessValue(family: Family, node: SyntaxNode): boolean {
  const view = viewExpr(family, node);
  if (view.kind === 'bool') {
    return view.value;
  }
  if (view.kind === 'call') {
    const name = calleeName(family, view.callee);
    const first = view.args[0] === undefined ? null : viewExpr(family, view.args[0]);
    if (/^(?:next|resolve)$/.test(name) && (first === null || first.kind !== 'call')) {
      return first === null || name === 'resolve';
    }
    if (CALLBACK_NAMES.test(name) && first?.kind === 'nullish') {
      return true;
    }
  }
  return wordsOf(renderKey(node)).some((word) => CACHE_WORDS.has(word));
}

function statementsOf(family: Family, body: SyntaxNode): SyntaxNode[] {
  const view = viewStmt(family, body);
  return view.kind === 'block' ? [...view.statements] : [body];
}

function and(path: readonly Formula[]): Formula {
  return path.length === 1 && path[0] !== undefined ? path[0] : { kind: 'and', args: [...path] };
}

function testsOnlyCallee(statement: SyntaxNode, cond: Formula | undefined): boolean {
  if (cond === undefined) {
    return false;
  }
  const roots = calleeRoots(renderKey(statement));
  const atoms = atomsOf(cond);
  return (
    roots.length > 0 &&
    atoms.length > 0 &&
    atoms.every((atom) => roots.some((root) => mentions(atom.key, root)))
  );
}

function record(
  sink: GuardSink,
  at: SyntaxNode,
  body: SyntaxNode,
  path: readonly Formula[],
  scope: string,
  locate: (node: SyntaxNode) => { line: number; order: number },
): void {
  const family = sink.formulas.family;
  for (const statement of statementsOf(family, body)) {
    const action = classifyReject(family, statement);
    // `if (typeof cb === 'function') cb(err)` checks the callback, not the input: no guard.
    if (action !== null && !testsOnlyCallee(statement, path.at(-1))) {
      const actionKey = renderKey(statement);
      sink.guards.push({
        scope,
        ...locate(at),
        action,
        actionKey,
        actionShape: shapeOf(actionKey),
        formula: and(path),
        text: excerpt(at.text),
      });
      return;
    }
    const view = viewStmt(family, statement);
    if (view.kind === 'return') {
      if (view.value !== null && isSuccessValue(family, view.value)) {
        sink.successes.push({ scope, ...locate(at), formula: and(path), text: excerpt(at.text) });
      }
      return;
    }
  }
}

function recordGated(
  sink: GuardSink,
  statement: SyntaxNode,
  expr: SyntaxNode | null,
  path: readonly Formula[],
  scope: string,
  locate: (node: SyntaxNode) => { line: number; order: number },
): void {
  const family = sink.formulas.family;
  const view = expr === null ? null : viewExpr(family, expr);
  if (view?.kind !== 'call') {
    return;
  }
  sink.gated.push({
    scope,
    ...locate(statement),
    name: calleeName(family, view.callee),
    key: renderKey(statement),
    formula: path.length === 0 ? { kind: 'const', value: true } : and(path),
    text: excerpt(statement.text, 80),
  });
}

function assertGuard(
  sink: GuardSink,
  statement: SyntaxNode,
  path: readonly Formula[],
  scope: string,
  locate: (node: SyntaxNode) => { line: number; order: number },
): void {
  const family = sink.formulas.family;
  const view = viewStmt(family, statement);
  let cond: SyntaxNode | null = null;
  let message: SyntaxNode | null = null;
  if (view.kind === 'assert') {
    cond = view.cond;
    message = view.message;
  } else if (view.kind === 'expr') {
    const expr = viewExpr(family, view.expr);
    if (
      expr.kind === 'call' &&
      ASSERT_CALLEE.test(renderKey(expr.callee)) &&
      !renderKey(expr.callee).startsWith('console.')
    ) {
      cond = expr.args[0] ?? null;
      message = expr.args[1] ?? null;
    }
  }
  if (cond === null) {
    return;
  }
  const actionKey = `assert ${renderKey(message ?? cond)}`;
  sink.guards.push({
    scope,
    ...locate(statement),
    action: 'throw',
    actionKey,
    actionShape: shapeOf(actionKey),
    formula: and([...path, notOf(buildFormula(sink.formulas, cond))]),
    text: excerpt(cond.text),
  });
}

/**
 * A branch body whose last statement returns, throws, continues or breaks, or leaves the value
 * its condition tests of a type that makes the test false (extract-normalize.ts): either way
 * the code after it runs only where the condition does not hold.
 */
function alwaysLeaves(family: Family, cond: SyntaxNode, body: SyntaxNode): boolean {
  const last = statementsOf(family, body).at(-1);
  if (last === undefined) {
    return false;
  }
  const kind = viewStmt(family, last).kind;
  return (
    kind === 'return' ||
    kind === 'throw' ||
    kind === 'continue' ||
    kind === 'break' ||
    normalizesTested(family, cond, last)
  );
}

type IfBranches = Extract<ReturnType<typeof viewStmt>, { kind: 'if' }>['branches'];

interface WalkPaths {
  readonly path: readonly Formula[];
  readonly flow: readonly Formula[];
  readonly scope: string;
  readonly locate: (node: SyntaxNode) => { line: number; order: number };
}

/** Walks one `if`: its branches under their conditions. Returns the calls' path after it. */
function walkIf(
  sink: GuardSink,
  statement: SyntaxNode,
  branches: IfBranches,
  { path, flow, scope, locate }: WalkPaths,
): readonly Formula[] {
  const family = sink.formulas.family;
  const negated: Formula[] = [];
  let refuses = false;
  for (const branch of branches) {
    const cond = branch.cond === null ? null : buildFormula(sink.formulas, branch.cond);
    if (cond !== null) {
      sink.conditions.push({ scope, formula: cond });
    }
    const branchPath = cond === null ? [...path, ...negated] : [...path, ...negated, cond];
    const guards = sink.guards.length;
    record(
      sink,
      branch.cond ?? statement,
      branch.body,
      branchPath.length === 0 ? [{ kind: 'const', value: true }] : branchPath,
      scope,
      locate,
    );
    refuses ||= sink.guards.length > guards;
    const branchFlow = cond === null ? [...flow, ...negated] : [...flow, ...negated, cond];
    walkStatements(sink, statementsOf(family, branch.body), branchPath, scope, locate, branchFlow);
    if (cond !== null) {
      negated.push(notOf(cond));
    }
  }
  const leaves = branches.every(
    (branch) => branch.cond !== null && alwaysLeaves(family, branch.cond, branch.body),
  );
  return !refuses && leaves ? [...flow, ...negated] : flow;
}

/**
 * Walks the statements of one function body (not into nested functions, which are walked on
 * their own) and records every branch that refuses, with the path condition that leads to it.
 */
export function walkStatements(
  sink: GuardSink,
  statements: readonly SyntaxNode[],
  path: readonly Formula[],
  scope: string,
  locate: (node: SyntaxNode) => { line: number; order: number },
  callPath: readonly Formula[] = path,
): void {
  const family = sink.formulas.family;
  // The path of the calls of this block: it grows past an `if` whose branches all leave
  // (`if (c) { ...; return x; }`), since what follows runs only where none was taken, so
  // `if (c) return a; else warn()` and the same code without the `else` give `warn()` the same
  // path. Only calls read it, and only past branches that are no guards (a guard's loss is
  // the guard rules' finding): guards keep the conditions around them, or every later guard
  // of a function would change with any earlier one and no longer pair with its baseline.
  let flow = callPath;
  for (const statement of statements) {
    if (sink.functionTypes.has(statement.type)) {
      continue;
    }
    const view = viewStmt(family, statement);
    if (view.kind === 'expr' || view.kind === 'return' || view.kind === 'declare') {
      inheritPaths(sink, statement, path, flow);
    }
    switch (view.kind) {
      case 'if':
        flow = walkIf(sink, statement, view.branches, { path, flow, scope, locate });
        break;
      case 'block':
        walkStatements(sink, view.statements, path, scope, locate, flow);
        break;
      case 'expr':
      case 'assert':
        assertGuard(sink, statement, path, scope, locate);
        recordGated(sink, statement, view.kind === 'expr' ? view.expr : null, flow, scope, locate);
        break;
      case 'return':
        recordGated(sink, statement, view.value, flow, scope, locate);
        // `if (!ok(v)) return false; return true;` written as `return ok(v)`: the check is the
        // value returned, and still made.
        if (view.value !== null && isBooleanShaped(sink.formulas, view.value)) {
          sink.conditions.push({ scope, formula: buildFormula(sink.formulas, view.value) });
        }
        break;
      case 'other': {
        // try/catch, loops, switch, with: their bodies run under the same path, and a loop
        // over an object's own keys under the own-key test of each (extract-ownkeys.ts).
        const own = ownKeyPath(family === 'ecmascript' ? ownKeyForOf(statement) : null);
        walkStatements(
          sink,
          meaningful(statement).filter((child) =>
            /statement|block|clause|switch_|case|body/.test(child.type),
          ),
          [...path, ...own],
          scope,
          locate,
          [...flow, ...own],
        );
        break;
      }
      case 'throw':
      case 'continue':
      case 'break':
      case 'declare':
        break;
    }
  }
}

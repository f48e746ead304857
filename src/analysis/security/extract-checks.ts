import { prefixTestOf } from './diff-prefix.js';
import type { SyntaxNode } from '../parser.js';
import { CALL_TYPES } from './extract-collector.js';
import type { Extraction } from './extract-collector.js';
import { calleeName, literalTextOf, rawInputsOf } from './extract-values.js';
import { listedKeys, testsPrototypeList } from './extract-lists.js';
import { atomOf } from './formula-build.js';
import type { FormulaContext } from './formula-build.js';
import type { CheckFact } from './ir.js';
import { excerpt, renderKey } from './render.js';
import { meaningful, unwrap, viewExpr } from './syntax-view.js';
import type { ExprView, Family } from './syntax-view.js';
import { SQL_TEXT } from './vocabulary.js';

const COMPARE_TYPES: Readonly<Record<Family, readonly string[]>> = {
  ecmascript: ['binary_expression'],
  python: ['comparison_operator'],
};
const STRING_BUILD_TYPES: Readonly<Record<Family, readonly string[]>> = {
  ecmascript: ['template_string', 'binary_expression'],
  python: ['string', 'binary_operator', 'call'],
};
const CHECK_CALLS =
  /^(?:startsWith|startswith|endsWith|indexOf|includes|has|test|match|search|replace|replaceAll|sub)$/;
const SEEK_CALLS = /^(?:startsWith|endsWith|indexOf|lastIndexOf|includes)$/;
const PATH_WORDS =
  /path|dir|root|base|folder|target|dest|prefix|abs|resolved|real|cwd|home|mount|url/i;
const CHECK_TEXT =
  /__proto__|constructor|prototype|\.\.|\\\.\\\.|%2e|\\0|startsWith|startswith|indexOf|isAbsolute|relative/i;
const PROTOTYPE_SIDE_KEYS: ReadonlySet<string> = new Set(['constructor', 'prototype']);

const BUILDER_SPLICES = /^(?:replace|replaceAll)$/;

function outermost(node: SyntaxNode): SyntaxNode {
  let outer = node;
  while (outer.parent?.type === 'parenthesized_expression') {
    outer = outer.parent;
  }
  return outer;
}

/**
 * Where a regex (or a name bound to one) is a piece of a pattern built at run time rather than
 * a pattern that runs: spliced as the second argument of `.replace` (a string's replacement is
 * never a regex, so the receiver is a builder: marked's `edit(re).replace('label', /.../)`),
 * the template a builder starts from (`edit(/(label)/).replace(...)`), or read for its
 * `.source`. Its own backtracking says little about the pattern that runs: an unanchored piece
 * is quadratic on its own and anchored where it is spliced.
 */
export function isPatternPiece(family: Family, node: SyntaxNode): boolean {
  if (family !== 'ecmascript') {
    return false;
  }
  const outer = outermost(node);
  const parent = outer.parent;
  if (parent?.type === 'member_expression') {
    return (
      parent.childForFieldName('object')?.equals(outer) === true &&
      parent.childForFieldName('property')?.text === 'source'
    );
  }
  if (parent?.type !== 'arguments') {
    return false;
  }
  const call = parent.parent;
  const callee = call?.childForFieldName('function') ?? null;
  if (call === null || callee === null) {
    return false;
  }
  const view = viewExpr(family, callee);
  if (view.kind === 'member') {
    return BUILDER_SPLICES.test(view.property) && meaningful(parent)[0]?.equals(outer) !== true;
  }
  // `edit(/(label)/).replace('label', ...)`: the template of a builder.
  const user = outermost(call).parent;
  return (
    view.kind === 'ident' &&
    meaningful(parent).length === 1 &&
    user?.type === 'member_expression' &&
    user.childForFieldName('object')?.equals(outermost(call)) === true &&
    BUILDER_SPLICES.test(user.childForFieldName('property')?.text ?? '') &&
    user.parent?.type === 'call_expression'
  );
}

export function regexUsage(
  family: Family,
  node: SyntaxNode,
): { method: string; subject: string | null; replacement: string | null } {
  if (isPatternPiece(family, node)) {
    return { method: 'piece', subject: null, replacement: null };
  }
  const outer = outermost(node);
  const parent = outer.parent;
  if (parent?.type === 'arguments') {
    const call = parent.parent;
    const callee = call?.childForFieldName('function') ?? null;
    const view = callee === null ? null : viewExpr(family, callee);
    if (view?.kind === 'member') {
      const args = meaningful(parent);
      const replacement =
        view.property.startsWith('replace') && args[1] !== undefined
          ? viewExpr(family, args[1])
          : null;
      return {
        method: view.property,
        subject: renderKey(view.object),
        replacement: replacement?.kind === 'string' ? replacement.value : null,
      };
    }
  }
  if (parent?.type === 'member_expression') {
    const property = parent.childForFieldName('property')?.text ?? '';
    const call = parent.parent;
    const args = call?.type === 'call_expression' ? call.childForFieldName('arguments') : null;
    const first = args === null ? undefined : meaningful(args)[0];
    return {
      method: property,
      subject: first === undefined ? null : renderKey(first),
      replacement: null,
    };
  }
  return { method: 'other', subject: null, replacement: null };
}

function isOutermostStringBuild(family: Family, node: SyntaxNode): boolean {
  const view = viewExpr(family, node);
  if (view.kind !== 'template' && view.kind !== 'binary' && view.kind !== 'call') {
    return false;
  }
  if (view.kind === 'binary' && view.op !== '+' && view.op !== '%') {
    return false;
  }
  if (view.kind === 'call') {
    const callee = viewExpr(family, view.callee);
    if (callee.kind !== 'member' || callee.property !== 'format') {
      return false;
    }
  }
  const parent = node.parent;
  return !(
    parent !== null &&
    (parent.type === 'binary_expression' || parent.type === 'binary_operator') &&
    /^[+%]$/.test(parent.childForFieldName('operator')?.text ?? '')
  );
}

/** The pattern of a regex variable a check call uses: `re.exec(s)`, `s.replace(re, f)`. */
function heldPattern(
  x: Extraction,
  family: Family,
  view: Extract<ExprView, { kind: 'call' }>,
  name: string,
): string | null {
  const callee = viewExpr(family, view.callee);
  const holder =
    /^(?:test|exec)$/.test(name) && callee.kind === 'member'
      ? callee.object
      : /^(?:replace|replaceAll|match|search)$/.test(name)
        ? (view.args[0] ?? null)
        : null;
  const ident = holder === null ? null : viewExpr(family, holder);
  if (holder === null || ident?.kind !== 'ident') {
    return null;
  }
  const [value, ...others] = x.collector.bindings.valuesOf(ident.name, holder);
  const regex = value === undefined ? null : viewExpr(family, value);
  return others.length === 0 && regex?.kind === 'regex' ? regex.pattern : null;
}

/**
 * Records what a check call or an equality compares against (the patterns a `replace` strips,
 * short literals) under its function's scope, so a later rewrite of a sanitizer can be told
 * apart from a weakening by the inputs it still handles. False when the node is neither a check
 * call nor an equality, and so no check at all.
 */
function recordCheckTokens(x: Extraction, family: Family, node: SyntaxNode): boolean {
  const view = viewExpr(family, node);
  if (view.kind !== 'compare' && view.kind !== 'call') {
    return false;
  }
  let scope: string | null = null;
  const addToken = (token: string): void => {
    scope ??= x.collector.locate(node).scope;
    x.tokens.set(scope, [...(x.tokens.get(scope) ?? []), token]);
  };
  if (view.kind === 'call') {
    const name = calleeName(family, view.callee);
    // A pattern kept in a variable still says what the function looks for: an escaper that
    // finds `/["'&<>]/` with `exec` and escapes what it found handles those characters, as
    // the chain of `replace` calls it replaced did. It is evidence of what is handled, never
    // something to lose: a variable's pattern changing is judged where it guards (as
    // pattern-narrowed leaves stored regexes to guard-weakened).
    const held = heldPattern(x, family, view, name);
    if (held !== null) {
      addToken(`held:${held}`);
    }
    // Likewise a character looked for by position (`host.indexOf('[')`): the function still
    // tests for it, though no longer by comparing or replacing.
    const sought = view.args[0] === undefined ? null : viewExpr(family, view.args[0]);
    if (
      SEEK_CALLS.test(name) &&
      sought?.kind === 'string' &&
      sought.value.length > 0 &&
      sought.value.length <= 2
    ) {
      addToken(`seen:${sought.value}`);
    }
    if (
      !CHECK_CALLS.test(name) ||
      viewExpr(family, unwrap(family, node.parent ?? node)).kind === 'compare'
    ) {
      return false;
    }
    const first = view.args[0] === undefined ? null : viewExpr(family, view.args[0]);
    if (/^(?:replace|replaceAll|sub)$/.test(name) && first !== null) {
      if (first.kind === 'regex') {
        addToken(`re:${first.pattern}`);
      } else if (first.kind === 'string') {
        addToken(`str:${first.value}`);
      }
    }
    return true;
  }
  if (!/^(?:===|!==|==|!=)$/.test(view.op)) {
    return false;
  }
  for (const side of [view.left, view.right]) {
    const literal = viewExpr(family, side);
    if (literal.kind === 'string' && literal.value.length > 0 && literal.value.length <= 2) {
      addToken(`lit:${literal.value}`);
    }
  }
  // `str.charCodeAt(i) === 0x5b` tests for `[` as surely as `str[i] === '['` does.
  const code = [view.left, view.right]
    .map((side) => viewExpr(family, side))
    .find((side) => side.kind === 'number');
  if (
    code?.kind === 'number' &&
    Number.isInteger(code.value) &&
    code.value > 0 &&
    code.value < 0x10000 &&
    /\.(?:charCodeAt|codePointAt)\(/.test(node.text)
  ) {
    addToken(`seen:${String.fromCharCode(code.value)}`);
  }
  return true;
}

/** The checks one check call or comparison makes, by the categories of its atom. */
function checksOf(
  formulas: FormulaContext,
  node: SyntaxNode,
  located: { scope: string; line: number; order: number },
): CheckFact[] {
  const checks: CheckFact[] = [];
  const atom = atomOf(formulas, node);
  const strings = [
    ...[...node.text.matchAll(/['"]([^'"]*)['"]/g)].map((match) => match[1] ?? ''),
    // `/^(?:__proto__|constructor|prototype)$/.test(key)` checks the same keys.
    ...(node.text.match(/__proto__|constructor|prototype/g) ?? []).filter(() =>
      /\/[^/]*(?:__proto__|constructor|prototype)[^/]*\//.test(node.text),
    ),
  ];
  if (atom.categories.includes('prototype')) {
    const keys = [...strings, ...listedKeys(formulas, node)].filter(
      (text) => text === '__proto__' || PROTOTYPE_SIDE_KEYS.has(text),
    );
    // A check against a named list (`disallowedKeys.has(key)`) counts as the `__proto__` check.
    for (const value of keys.length > 0 ? keys : ['__proto__']) {
      checks.push({
        ...located,
        category: 'prototype',
        key: `prototype:${value}`,
        text: excerpt(node.text),
      });
    }
  }
  if (atom.categories.includes('traversal')) {
    checks.push({ ...located, category: 'traversal', key: 'traversal', text: excerpt(node.text) });
  }
  if (atom.categories.includes('containment') && PATH_WORDS.test(node.text)) {
    const prefix = prefixTestOf(node.text);
    checks.push({
      ...located,
      category: 'containment',
      key: 'containment',
      text: excerpt(node.text),
      ...(prefix === null ? {} : { prefix }),
    });
  }
  return checks;
}

/**
 * `constructor` and `prototype` are ordinary words; they are prototype-pollution checks only
 * where the same function also checks `__proto__`.
 */
function withoutLonePrototypeWords(candidates: readonly CheckFact[]): CheckFact[] {
  const protoScopes = new Set(
    candidates.filter((check) => check.key === 'prototype:__proto__').map((check) => check.scope),
  );
  return candidates.filter(
    (check) =>
      check.category !== 'prototype' ||
      check.key === 'prototype:__proto__' ||
      protoScopes.has(check.scope),
  );
}

export function collectChecks(x: Extraction, formulas: FormulaContext, root: SyntaxNode): void {
  const family = formulas.family;
  const candidates: CheckFact[] = [];
  for (const node of root.descendantsOfType([...COMPARE_TYPES[family], ...CALL_TYPES[family]])) {
    if (!recordCheckTokens(x, family, node)) {
      continue;
    }
    // Most comparisons check nothing of interest; reading their atoms costs a subtree walk.
    const text = node.text;
    if (!CHECK_TEXT.test(text) && !testsPrototypeList(formulas, node, text)) {
      continue;
    }
    candidates.push(...checksOf(formulas, node, x.collector.locate(node)));
  }
  x.checks.push(...withoutLonePrototypeWords(candidates));
}

// Query builders' raw-SQL methods: whatever string they take is SQL, whatever its words.
const RAW_SQL_METHODS =
  /^(?:(?:or|and)?whereraw|(?:or)?havingraw|orderbyraw|groupbyraw|joinraw|selectraw|fromraw|\$?(?:query|execute)rawunsafe)$/i;
// A condition pushed onto the list a WHERE clause is joined from (`where.push(...)`), written
// with its value quoted in the text: `category = '${args.category}'`.
const CONDITION_LISTS = /^(?:where|wheres|conditions?|clauses?|filters?|predicates?)$/i;
const QUOTED_CONDITION = /^\s*[\w"`.]+\s*(?:=|!=|<>|>=|<=|<|>|\blike\b|\bilike\b)\s*'[^']*…/i;

/** Whether a string built at `node` is SQL because of where it goes, not of its words. */
function isSqlByPlace(c: Extraction['collector'], node: SyntaxNode, literal: string): boolean {
  const call = node.parent?.parent;
  const callee = call?.childForFieldName('function') ?? null;
  if (callee === null) {
    return false;
  }
  const view = viewExpr(c.family, callee);
  if (view.kind !== 'member') {
    return false;
  }
  if (RAW_SQL_METHODS.test(view.property)) {
    return true;
  }
  const list = viewExpr(c.family, view.object);
  return (
    view.property === 'push' &&
    list.kind === 'ident' &&
    CONDITION_LISTS.test(list.name) &&
    QUOTED_CONDITION.test(literal)
  );
}

export function collectSql(x: Extraction, root: SyntaxNode): void {
  const c = x.collector;
  for (const node of root.descendantsOfType([...STRING_BUILD_TYPES[c.family]])) {
    if (!isOutermostStringBuild(c.family, node)) {
      continue;
    }
    const literal = literalTextOf(c.family, node);
    if (!SQL_TEXT.test(literal) && !isSqlByPlace(c, node, literal)) {
      continue;
    }
    const raw = rawInputsOf(c.family, c.bindings, node);
    if (raw !== null && raw.length > 0) {
      const call = node.parent?.parent;
      const callee =
        call === undefined || call === null ? null : call.childForFieldName('function');
      c.sinks.push({
        ...c.locate(node),
        kind: 'sql',
        callee: callee === null ? '' : renderKey(callee),
        rawInputs: raw,
        text: excerpt(node.text),
      });
    }
  }
}

const SENSITIVE_HEADER =
  /^(?:authorization|proxy-authorization|cookie|cookie2|set-cookie|www-authenticate|x-api-key|x-auth-token)$/i;
const DELETE_CALLS = /^(?:removeHeader|delete|remove|unset|del|pop)$/;

/**
 * Credentials dropped before a request leaves for another host (`delete headers.authorization`,
 * `headers.delete('cookie')`): the usual fix for leaking them on a cross-origin redirect.
 */
export function collectCredentialStrips(x: Extraction, root: SyntaxNode): void {
  const c = x.collector;
  const family = c.family;
  const types =
    family === 'ecmascript'
      ? ['unary_expression', 'call_expression']
      : ['delete_statement', 'call'];
  for (const node of root.descendantsOfType(types)) {
    let header: string | null = null;
    const view = viewExpr(family, node);
    if (view.kind === 'call') {
      const first = view.args[0] === undefined ? null : viewExpr(family, view.args[0]);
      header =
        DELETE_CALLS.test(calleeName(family, view.callee)) && first?.kind === 'string'
          ? first.value
          : null;
    } else if (
      node.type === 'delete_statement' ||
      node.childForFieldName('operator')?.text === 'delete'
    ) {
      const target = meaningful(node)[0];
      const targetView = target === undefined ? null : viewExpr(family, target);
      if (targetView?.kind === 'member') {
        header = targetView.property;
      } else if (targetView?.kind === 'subscript') {
        const index = viewExpr(family, targetView.index);
        header = index.kind === 'string' ? index.value : null;
      }
    }
    if (header !== null && SENSITIVE_HEADER.test(header)) {
      x.checks.push({
        ...c.locate(node),
        category: 'credential-strip',
        key: `strip:${header.toLowerCase()}`,
        text: excerpt(node.text),
      });
    }
  }
}

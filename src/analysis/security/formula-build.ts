import type { SyntaxNode } from '../parser.js';
import { calleeName, stringsIn } from './extract-values.js';
import { categoriesOf, lastName } from './formula-categories.js';
import type { AtomWords } from './formula-categories.js';
import type { Atom, Formula, RegexUse } from './ir.js';
import { isAccessPath, namesOf } from './formula-names.js';
import { renderKey } from './render.js';
import { meaningful, unwrap, viewExpr } from './syntax-view.js';
import type { ExprView, Family } from './syntax-view.js';
import { wordsOf } from './vocabulary.js';

/** What building a formula needs from the extractor. */
export interface FormulaContext {
  readonly family: Family;
  /** Helper parameters renamed to placeholders; null outside a helper's return expression. */
  readonly rename: ReadonlyMap<string, string> | null;
  /** The single boolean definition of a local name (`const ok = a && b`), or null. */
  resolve(name: string, at: SyntaxNode): SyntaxNode | null;
}

// Inlining `const ok = ...` more than this deep buys nothing and risks cycles (`a = !a`).
const MAX_INLINE_DEPTH = 3;

export function atomFormula(atom: Atom): Formula {
  return { kind: 'atom', atom };
}

function andOf(args: Formula[]): Formula {
  return { kind: 'and', args };
}

function orOf(args: Formula[]): Formula {
  return { kind: 'or', args };
}

export function notOf(arg: Formula): Formula {
  if (arg.kind === 'not') {
    return arg.arg;
  }
  if (arg.kind === 'const') {
    return { kind: 'const', value: !arg.value };
  }
  return { kind: 'not', arg };
}

/** The argument of a replace call that is written out: `s.replace(p, r)`, `re.sub(p, r, s)`. */
function replacementArgument(view: Extract<ExprView, { kind: 'call' }>): SyntaxNode | null {
  return /^(?:replace|replaceAll|sub|subn)$/.test(lastName(renderKey(view.callee)))
    ? (view.args[1] ?? null)
    : null;
}

function collectAtomWords(ctx: FormulaContext, node: SyntaxNode): AtomWords {
  const found: AtomWords = {
    strings: [],
    patterns: [],
    words: new Set(),
    calls: [],
    operators: new Set(),
    numbers: [],
    requestScoped:
      /^!?\(?\s*(?:req|request|ctx|context|session|this\.session|this\.request)\b/.test(node.text),
  };
  const visit = (current: SyntaxNode, depth: number): void => {
    if (depth > 12) {
      return;
    }
    const view = viewExpr(ctx.family, current);
    if (view.kind === 'string') {
      found.strings.push(view.value);
      return;
    }
    if (view.kind === 'regex') {
      found.patterns.push(view.pattern);
      return;
    }
    if (view.kind === 'number') {
      found.numbers.push(view.value);
      return;
    }
    if (view.kind === 'ident' || view.kind === 'member') {
      for (const word of wordsOf(view.kind === 'ident' ? view.name : view.property)) {
        found.words.add(word);
      }
      // `disallowedKeys.includes(key)` checks what the list holds.
      const list = view.kind === 'ident' ? ctx.resolve(view.name, current) : null;
      if (list !== null) {
        found.strings.push(...stringsIn(ctx.family, list));
        // `const RESERVED = /^(?:__proto__|constructor)$/; if (RESERVED.test(key))` tests what
        // the pattern matches, as the literal written in place would.
        const bound = viewExpr(ctx.family, list);
        if (bound.kind === 'regex') {
          found.patterns.push(bound.pattern);
        }
        // `const ns = parent.namespaceURI; if (ns === SVG)` checks what `ns` reads.
        if (isAccessPath(list)) {
          visit(list, depth + 1);
        }
      }
      if (view.kind === 'member') {
        visit(view.object, depth + 1);
      }
      return;
    }
    if (view.kind === 'call') {
      found.calls.push(renderKey(view.callee));
      // `key.replace(/\./g, '%2E')` tests its pattern; the replacement is what it writes, not
      // what it checks (an encoded dot written out is no `..` check).
      const replacement = replacementArgument(view);
      if (replacement !== null) {
        for (const part of [view.callee, ...view.args.filter((arg) => arg !== replacement)]) {
          visit(part, depth + 1);
        }
        return;
      }
    } else if (view.kind === 'typeof') {
      found.operators.add('typeof');
    } else if (view.kind === 'compare') {
      found.operators.add(view.op);
    }
    for (const child of meaningful(unwrap(ctx.family, current))) {
      visit(child, depth + 1);
    }
  };
  visit(node, 0);
  return found;
}

function regexOf(ctx: FormulaContext, node: SyntaxNode): RegexUse | null {
  const view = viewExpr(ctx.family, node);
  if (view.kind !== 'call') {
    return null;
  }
  const callee = viewExpr(ctx.family, view.callee);
  if (callee.kind !== 'member') {
    return null;
  }
  const object = viewExpr(ctx.family, callee.object);
  const first = view.args[0];
  if (object.kind === 'regex' && /^(?:test|exec)$/.test(callee.property)) {
    return {
      pattern: object.pattern,
      flags: object.flags,
      subject: first === undefined ? null : renderKey(first, ctx.rename),
    };
  }
  const argument = first === undefined ? null : viewExpr(ctx.family, first);
  if (argument?.kind === 'regex' && /^(?:match|search|matchAll)$/.test(callee.property)) {
    return {
      pattern: argument.pattern,
      flags: argument.flags,
      subject: renderKey(callee.object, ctx.rename),
    };
  }
  return null;
}

function thresholdOf(ctx: FormulaContext, node: SyntaxNode): Atom['threshold'] {
  const view = viewExpr(ctx.family, node);
  if (view.kind !== 'compare' || !['<', '<=', '>', '>='].includes(view.op)) {
    return null;
  }
  const left = viewExpr(ctx.family, view.left);
  const right = viewExpr(ctx.family, view.right);
  // `subject op value`, with the number on the right.
  if (right.kind === 'number' && left.kind !== 'number') {
    return {
      subject: renderKey(view.left, ctx.rename),
      op: view.op === '<' || view.op === '>=' ? '<' : '<=',
      value: right.value,
    };
  }
  if (left.kind === 'number' && right.kind !== 'number') {
    // `10 > x` is `x < 10`.
    return {
      subject: renderKey(view.right, ctx.rename),
      op: view.op === '>' || view.op === '<=' ? '<' : '<=',
      value: left.value,
    };
  }
  return null;
}

function callOf(ctx: FormulaContext, node: SyntaxNode): Atom['call'] {
  const view = viewExpr(ctx.family, node);
  if (view.kind !== 'call' || view.isNew) {
    return null;
  }
  return {
    name: calleeName(ctx.family, view.callee),
    args: view.args.map((arg) => renderKey(arg, ctx.rename)),
  };
}

/**
 * `list.length > 0`, `items.size < 1`, `_.size(nodes) > 0`: "is there anything", not a bound on
 * input. lodash's and underscore's `size()` is the same question (dependency-graph 0.2.0 in
 * bench:real's forty-first set replaced `_.size(this.nodes) > 0` with `keys.length > 0`).
 */
function isEmptinessCheck(threshold: Atom['threshold']): boolean {
  return (
    threshold !== null &&
    /(?:\.(?:length|size|byteLength)|(?:^|\.)size\([^()]*\))$/.test(threshold.subject) &&
    threshold.value <= 1
  );
}

export function atomOf(
  ctx: FormulaContext,
  node: SyntaxNode,
  names: ReadonlyMap<string, string> | null = namesOf(ctx, node),
): Atom {
  const threshold = thresholdOf(ctx, node);
  const categories = categoriesOf(collectAtomWords(ctx, node));
  return {
    key: renderKey(unwrap(ctx.family, node), names),
    categories: isEmptinessCheck(threshold) ? ['generic'] : categories,
    regex: regexOf(ctx, node),
    threshold,
    call: callOf(ctx, node),
  };
}

/** `a >= b` is `!(a < b)` and `a !== b` is `!(a === b)`: one atom for both spellings. */
function negatedComparison(ctx: FormulaContext, node: SyntaxNode): Formula | null {
  const view = viewExpr(ctx.family, node);
  if (view.kind !== 'compare') {
    return null;
  }
  const flipped: Record<string, string> = {
    '!==': '===',
    '!=': '==',
    '>=': '<',
    '>': '<=',
    'not in': 'in',
  };
  const positive = flipped[view.op];
  if (positive === undefined) {
    return null;
  }
  const names = namesOf(ctx, node);
  const base = atomOf(ctx, node, names);
  const leftKey = renderKey(view.left, names);
  const rightKey = renderKey(view.right, names);
  return notOf(atomFormula({ ...base, key: `${leftKey}${positive}${rightKey}` }));
}

/** Reads a condition into a boolean formula over atoms. */
export function buildFormula(ctx: FormulaContext, node: SyntaxNode, depth = 0): Formula {
  const view = viewExpr(ctx.family, node);
  if (view.kind === 'and' || view.kind === 'or') {
    const args = [buildFormula(ctx, view.left, depth), buildFormula(ctx, view.right, depth)];
    return view.kind === 'and' ? andOf(args) : orOf(args);
  }
  if (view.kind === 'not') {
    return notOf(buildFormula(ctx, view.arg, depth));
  }
  if (view.kind === 'ternary') {
    const cond = buildFormula(ctx, view.cond, depth);
    return orOf([
      andOf([cond, buildFormula(ctx, view.then, depth)]),
      andOf([notOf(cond), buildFormula(ctx, view.otherwise, depth)]),
    ]);
  }
  if (view.kind === 'bool' || view.kind === 'nullish') {
    return { kind: 'const', value: view.kind === 'bool' && view.value };
  }
  if (view.kind === 'ident') {
    const definition = depth < MAX_INLINE_DEPTH ? ctx.resolve(view.name, node) : null;
    if (definition !== null && isBooleanShaped(ctx, definition)) {
      return buildFormula(ctx, definition, depth + 1);
    }
  }
  if (view.kind === 'compare') {
    return negatedComparison(ctx, node) ?? atomFormula(atomOf(ctx, node));
  }
  if (testsWithVacuousPattern(ctx, view)) {
    return { kind: 'const', value: true };
  }
  return atomFormula(atomOf(ctx, node));
}

/**
 * Whether a pattern can match the empty string at the end of any input: with no `^`, no word
 * boundary, no lookaround and no back-reference, the search reaches the input's end and
 * matches there, so `test` is true for every string. jsen 0.6.1 dropped such a check
 * (`!/#?(\/?\w+)*$/.test(ref)`) from a guard; it had never refused anything.
 */
function matchesEveryString(pattern: string, flags: string): boolean {
  if (/\\[1-9bBk]/.test(pattern)) {
    return false;
  }
  // Escapes and character classes cannot anchor or look around: drop them, then look.
  const bare = pattern.replace(/\\./g, '').replace(/\[(?:\\.|[^\]\\])*\]/g, '');
  if (bare.includes('^') || /\(\?<?[=!]/.test(bare)) {
    return false;
  }
  try {
    return new RegExp(pattern, flags.replace(/[gy]/g, '')).test('');
  } catch {
    return false;
  }
}

/** `RE.test(x)` where RE is a regex literal, or a name bound to one only, that matches anything. */
function testsWithVacuousPattern(ctx: FormulaContext, view: ExprView): boolean {
  if (ctx.family !== 'ecmascript' || view.kind !== 'call') {
    return false;
  }
  const callee = viewExpr(ctx.family, view.callee);
  if (callee.kind !== 'member' || callee.property !== 'test') {
    return false;
  }
  let object = viewExpr(ctx.family, callee.object);
  if (object.kind === 'ident') {
    const definition = ctx.resolve(object.name, callee.object);
    object = definition === null ? object : viewExpr(ctx.family, definition);
  }
  return object.kind === 'regex' && matchesEveryString(object.pattern, object.flags);
}

/** A definition worth inlining into a condition: it computes a yes/no, not a value. */
export function isBooleanShaped(ctx: FormulaContext, node: SyntaxNode): boolean {
  const view = viewExpr(ctx.family, node);
  if (view.kind === 'ternary') {
    return isBooleanShaped(ctx, view.then) || isBooleanShaped(ctx, view.otherwise);
  }
  if (view.kind === 'call') {
    return regexOf(ctx, node) !== null;
  }
  return ['and', 'or', 'not', 'compare', 'typeof', 'bool'].includes(view.kind);
}

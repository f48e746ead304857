import type { SyntaxNode } from '../parser.js';
import { notOf } from './formula-build.js';
import { categoriesOf } from './formula-categories.js';
import type { Atom, Formula, SecurityFacts } from './ir.js';
import { renderKey } from './render.js';
import { wordsOf } from './vocabulary.js';

/**
 * Loops over an object's keys, in the two shapes that give the same keys: `for (k in R)` with
 * `R.hasOwnProperty(k)` as its filter, and an own-key iteration (`Object.keys(R).forEach((k) =>
 * ...)`, `for (const k of Object.getOwnPropertyNames(R))`, `Object.entries(R).map(([k, v]) =>
 * ...)`). Modern code rewrites the first into the second (prettyjson 1.1.3 in bench:real's
 * fifty-third set): the own-key list never holds an inherited key, so the filter it drops had
 * nothing left to filter.
 */
export interface OwnKeyLoop {
  readonly kind: 'for-in' | 'own-keys';
  /** The object whose keys are walked (`R`), normalized. */
  readonly object: string;
  /** The name each key is bound to (`k`). */
  readonly key: string;
  /** The loop's body: its first and last line. */
  readonly line: number;
  readonly endLine: number;
  /** Where the loop (or the iterating call) starts: the function around it is its scope. */
  readonly at: number;
}

const OWN_KEY_LISTS = /^(?:Object\.(?:keys|getOwnPropertyNames|entries)|Reflect\.ownKeys)$/;
const SUBSETS = /^(?:filter|sort|slice|reverse|toSorted|toReversed)$/;
const ITERATORS =
  /^(?:forEach|map|filter|some|every|find|findIndex|findLast|findLastIndex|flatMap|reduce|reduceRight)$/;

/** `Object.keys(R)` and its kin: R, or null for any other expression. */
function ownKeyListOf(node: SyntaxNode | null): { object: SyntaxNode; entries: boolean } | null {
  if (node?.type !== 'call_expression') {
    return null;
  }
  const callee = node.childForFieldName('function');
  // `Object.keys(R).filter(...)`, `.sort()`: fewer or reordered own keys are still own keys.
  if (
    callee?.type === 'member_expression' &&
    SUBSETS.test(callee.childForFieldName('property')?.text ?? '')
  ) {
    return ownKeyListOf(callee.childForFieldName('object'));
  }
  const object = node.childForFieldName('arguments')?.namedChildren[0];
  if (callee === null || object === undefined || !OWN_KEY_LISTS.test(renderKey(callee))) {
    return null;
  }
  return { object, entries: callee.text.endsWith('entries') };
}

/** The name a key is bound to: `k`, `[k, v]` of an entry, `const k`; null for anything else. */
function boundKey(node: SyntaxNode | null | undefined, entries: boolean): string | null {
  if (node === null || node === undefined) {
    return null;
  }
  if (node.type === 'identifier') {
    return entries ? null : node.text;
  }
  if (entries && node.type === 'array_pattern') {
    const first = node.namedChildren[0];
    return first?.type === 'identifier' ? first.text : null;
  }
  if (node.type === 'lexical_declaration' || node.type === 'variable_declaration') {
    const declarator = node.namedChildren[0];
    return boundKey(declarator?.childForFieldName('name') ?? null, entries);
  }
  return null;
}

function lineSpan(node: SyntaxNode): { line: number; endLine: number } {
  return { line: node.startPosition.row + 1, endLine: node.endPosition.row + 1 };
}

/**
 * The own-key iteration a callback is handed to (`Object.keys(R).forEach(function (k) {...})`):
 * R and the parameter that takes each key, or null. `reduce` takes the key second.
 */
export function ownKeyCallback(fn: SyntaxNode): { object: string; key: string } | null {
  const args = fn.parent;
  const call = args?.parent ?? null;
  if (args?.type !== 'arguments' || call?.type !== 'call_expression') {
    return null;
  }
  const callee = call.childForFieldName('function');
  if (callee?.type !== 'member_expression') {
    return null;
  }
  const method = callee.childForFieldName('property')?.text ?? '';
  const list = ownKeyListOf(callee.childForFieldName('object'));
  if (list === null || !ITERATORS.test(method) || args.namedChildren[0]?.id !== fn.id) {
    return null;
  }
  const parameters = fn.childForFieldName('parameters');
  const single = fn.childForFieldName('parameter');
  const params = single === null ? (parameters?.namedChildren ?? []) : [single];
  const param = params[/^reduce/.test(method) ? 1 : 0];
  const key = boundKey(param?.type === 'assignment_pattern' ? null : param, list.entries);
  return key === null ? null : { object: renderKey(list.object), key };
}

/** `for (const k of Object.keys(R))`: R and k, or null for any other loop. */
export function ownKeyForOf(loop: SyntaxNode): { object: string; key: string } | null {
  if (loop.type !== 'for_in_statement' || loop.childForFieldName('operator')?.text !== 'of') {
    return null;
  }
  const list = ownKeyListOf(loop.childForFieldName('right'));
  const key = list === null ? null : boundKey(loop.childForFieldName('left'), list.entries);
  return list === null || key === null ? null : { object: renderKey(list.object), key };
}

/**
 * Every for-in loop and own-key iteration of an ECMAScript file; `callbacks` are its functions
 * passed as an argument (extract-callbacks.ts), so no walk of every call is needed.
 */
export function collectOwnKeyLoops(
  root: SyntaxNode,
  callbacks: readonly SyntaxNode[],
): OwnKeyLoop[] {
  const loops: OwnKeyLoop[] = [];
  for (const loop of root.descendantsOfType('for_in_statement')) {
    const ownKeys = ownKeyForOf(loop);
    if (ownKeys !== null) {
      loops.push({ kind: 'own-keys', ...ownKeys, ...lineSpan(loop), at: loop.startIndex });
      continue;
    }
    const object = loop.childForFieldName('right');
    const key = boundKey(loop.childForFieldName('left'), false);
    if (loop.childForFieldName('operator')?.text === 'in' && object !== null && key !== null) {
      loops.push({
        kind: 'for-in',
        object: renderKey(object),
        key,
        ...lineSpan(loop),
        at: loop.startIndex,
      });
    }
  }
  for (const fn of callbacks) {
    const ownKeys = ownKeyCallback(fn);
    const call = fn.parent?.parent;
    if (ownKeys !== null && call !== null && call !== undefined) {
      loops.push({ kind: 'own-keys', ...ownKeys, ...lineSpan(fn), at: call.startIndex });
    }
  }
  return loops;
}

/**
 * The condition an own-key iteration makes true of each key, as the atom a written test gives:
 * `R.hasOwnProperty(k)`, so a call the baseline ran under that test, now inside the iteration,
 * keeps its path.
 */
function ownKeyAtom(object: string, key: string): Atom {
  const words = new Set([...wordsOf('hasOwnProperty'), ...wordsOf(object), ...wordsOf(key)]);
  const callee = `${object}.hasOwnProperty`;
  return {
    key: `${callee}(${key})`,
    categories: categoriesOf({
      strings: [],
      patterns: [],
      words,
      calls: [callee],
      operators: new Set(),
      numbers: [],
      requestScoped: false,
    }),
    regex: null,
    threshold: null,
    call: { name: 'hasOwnProperty', args: [key] },
    implied: true,
  };
}

/** The path an own-key iteration adds to its body: its implied test, or nothing. */
export function ownKeyPath(ownKeys: { object: string; key: string } | null): Formula[] {
  return ownKeys === null ? [] : [{ kind: 'atom', atom: ownKeyAtom(ownKeys.object, ownKeys.key) }];
}

/**
 * The baseline's facts with every implied own-key test read as true. An implied test can stand
 * in for a written one the baseline had, never be lost itself: a change that iterates the keys
 * another way (`Object.keys(R).filter(...)` into a `Set` test, a `for...in` with its own filter)
 * is judged by the tests it writes, not by one the baseline never wrote.
 */
export function withoutImpliedTests(facts: SecurityFacts): SecurityFacts {
  if (facts.ownKeyLoops.every((loop) => loop.kind !== 'own-keys')) {
    return facts;
  }
  return {
    ...facts,
    guards: facts.guards.map((guard) => ({ ...guard, formula: impliedAsTrue(guard.formula) })),
    successes: facts.successes.map((item) => ({ ...item, formula: impliedAsTrue(item.formula) })),
    gated: facts.gated.map((call) => ({ ...call, formula: impliedAsTrue(call.formula) })),
  };
}

function impliedAsTrue(formula: Formula): Formula {
  switch (formula.kind) {
    case 'atom':
      return formula.atom.implied === true ? { kind: 'const', value: true } : formula;
    case 'not':
      return notOf(impliedAsTrue(formula.arg));
    case 'and': {
      const args = formula.args
        .map(impliedAsTrue)
        .filter((arg) => arg.kind !== 'const' || !arg.value);
      if (args.length === 0) {
        return { kind: 'const', value: true };
      }
      return args.length === 1 ? (args[0] as Formula) : { kind: 'and', args };
    }
    case 'or': {
      const args = formula.args.map(impliedAsTrue);
      return args.some((arg) => arg.kind === 'const' && arg.value)
        ? { kind: 'const', value: true }
        : { kind: 'or', args };
    }
    case 'const':
      return formula;
  }
}

import type { SyntaxNode } from '../parser.js';
import type { FunctionEntry } from './extract-collector.js';
import type { GuardSink } from './extract-guards.js';
import { ownKeyCallback, ownKeyPath } from './extract-ownkeys.js';
import type { Formula } from './ir.js';

/** A function passed as an argument: its node and its source offsets. */
export interface CallbackSite {
  readonly node: SyntaxNode;
  readonly start: number;
}

/** The conditions around the call a callback is passed to: guards' path and calls' path. */
export interface InheritedPath {
  readonly path: readonly Formula[];
  readonly flow: readonly Formula[];
}

/** The functions passed as an argument, by the id of the function around them (0: none). */
export function callbackSites(
  functions: ReadonlyMap<number, FunctionEntry>,
): Map<number, CallbackSite[]> {
  const sites = new Map<number, CallbackSite[]>();
  const stack: FunctionEntry[] = [];
  for (const entry of functions.values()) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= entry.start) {
      stack.pop();
    }
    const outer = stack.at(-1)?.node.id ?? 0;
    stack.push(entry);
    const holder = entry.node.parent?.type;
    if (holder === 'arguments' || holder === 'argument_list') {
      const list = sites.get(outer);
      const site = { node: entry.node, start: entry.start };
      if (list === undefined) {
        sites.set(outer, [site]);
      } else {
        list.push(site);
      }
    }
  }
  return sites;
}

/**
 * A callback's body runs where the call it is passed to runs: under the conditions around that
 * call (`if (typeof data === 'object') Object.keys(data).forEach(function (k) { out.push(k) })`
 * runs the push under the `typeof` test, as the `for...in` it replaced did). Passed to an
 * own-key iteration, each key also passed the own-key test. The functions are walked outer
 * first (extract.ts collectGuards), so the path is there when the callback's turn comes.
 */
export function inheritPaths(
  sink: GuardSink,
  statement: SyntaxNode,
  path: readonly Formula[],
  flow: readonly Formula[],
): void {
  const sites = sink.callbacks.get(sink.current);
  if (sites === undefined) {
    return;
  }
  const start = statement.startIndex;
  const end = statement.endIndex;
  for (const site of sites) {
    if (site.start < start || site.start >= end || sink.inherited.has(site.node.id)) {
      continue;
    }
    const own = ownKeyPath(
      sink.formulas.family === 'ecmascript' ? ownKeyCallback(site.node) : null,
    );
    sink.inherited.set(site.node.id, { path: [...path, ...own], flow: [...flow, ...own] });
  }
}

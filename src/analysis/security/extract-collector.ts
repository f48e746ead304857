import type { SyntaxNode } from '../parser.js';
import type { Bindings } from './extract-values.js';
import type {
  BranchCondition,
  CallFact,
  CheckFact,
  EarlySuccess,
  FunctionFact,
  GatedCall,
  Guard,
  ConfigFact,
  NumericFact,
  ReferenceFact,
  RegexFact,
  SinkFact,
} from './ir.js';
import { viewExpr } from './syntax-view.js';
import type { Family, FunctionView } from './syntax-view.js';
import type { SecurityRuleId } from './rules.js';

/** Where extracted facts go; shared by the extractor's passes. */
/** Where the extractor's passes put the facts they read off one file. */
export interface Collector {
  readonly family: Family;
  readonly bindings: Bindings;
  locate(node: SyntaxNode): { scope: string; line: number; order: number };
  readonly calls: CallFact[];
  readonly sinks: SinkFact[];
  readonly configs: ConfigFact[];
  readonly numerics: NumericFact[];
  readonly references: ReferenceFact[];
  readonly regexes: RegexFact[];
  readonly insecureRandom: { scope: string; line: number; order: number }[];
  readonly keyedCollections: string[];
}

export function config(
  c: Collector,
  node: SyntaxNode,
  rule: SecurityRuleId,
  key: string,
  cwe: string,
  message: string,
): void {
  c.configs.push({ ...c.locate(node), rule, key, cwe, message });
}

export function isTrue(family: Family, node: SyntaxNode | null): boolean {
  if (node === null) {
    return false;
  }
  const view = viewExpr(family, node);
  return view.kind === 'bool'
    ? view.value
    : view.kind === 'string' && view.value !== '' && view.value !== '0';
}

export function isFalse(family: Family, node: SyntaxNode | null): boolean {
  if (node === null) {
    return false;
  }
  const view = viewExpr(family, node);
  return (
    (view.kind === 'bool' && !view.value) ||
    (view.kind === 'number' && view.value === 0) ||
    (view.kind === 'string' && view.value === '0')
  );
}

/** Everything one extraction accumulates besides the call-level facts. */
export interface Extraction {
  readonly collector: Collector;
  readonly guards: Guard[];
  readonly successes: EarlySuccess[];
  readonly gated: GatedCall[];
  readonly conditions: BranchCondition[];
  readonly checks: CheckFact[];
  readonly tokens: Map<string, string[]>;
  readonly functions: FunctionFact[];
}

export const CALL_TYPES: Readonly<Record<Family, readonly string[]>> = {
  ecmascript: ['call_expression', 'new_expression'],
  python: ['call'],
};

export interface FunctionEntry {
  readonly node: SyntaxNode;
  readonly view: FunctionView;
  readonly scope: string;
  /** Source offsets, kept as numbers: finding the function around a node by offset avoids
   * climbing `parent` links, each of which crosses into WebAssembly. */
  readonly start: number;
  readonly end: number;
}

import type { SyntaxNode } from '../parser.js';

/** The grammar families the security IR reads. */
export type Family = 'ecmascript' | 'python';

export type ExprView =
  | { readonly kind: 'and' | 'or'; readonly left: SyntaxNode; readonly right: SyntaxNode }
  | { readonly kind: 'not'; readonly arg: SyntaxNode }
  | { readonly kind: 'typeof'; readonly arg: SyntaxNode }
  | {
      readonly kind: 'compare';
      readonly op: string;
      readonly left: SyntaxNode;
      readonly right: SyntaxNode;
    }
  | {
      readonly kind: 'ternary';
      readonly cond: SyntaxNode;
      readonly then: SyntaxNode;
      readonly otherwise: SyntaxNode;
    }
  | {
      readonly kind: 'call';
      readonly callee: SyntaxNode;
      readonly args: readonly SyntaxNode[];
      readonly keywords: ReadonlyMap<string, SyntaxNode>;
      readonly isNew: boolean;
    }
  | { readonly kind: 'member'; readonly object: SyntaxNode; readonly property: string }
  | { readonly kind: 'subscript'; readonly object: SyntaxNode; readonly index: SyntaxNode }
  | { readonly kind: 'ident'; readonly name: string }
  | { readonly kind: 'string'; readonly value: string }
  | {
      readonly kind: 'template';
      readonly parts: readonly string[];
      readonly holes: readonly SyntaxNode[];
    }
  | { readonly kind: 'regex'; readonly pattern: string; readonly flags: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'nullish' }
  | {
      readonly kind: 'binary';
      readonly op: string;
      readonly left: SyntaxNode;
      readonly right: SyntaxNode;
    }
  | {
      readonly kind: 'assign';
      readonly op: string;
      readonly left: SyntaxNode;
      readonly right: SyntaxNode;
    }
  | {
      readonly kind: 'object';
      readonly entries: readonly { readonly key: string; readonly value: SyntaxNode }[];
    }
  | { readonly kind: 'array'; readonly items: readonly SyntaxNode[] }
  | { readonly kind: 'other' };

export interface IfBranch {
  /** Null for the final `else`. */
  readonly cond: SyntaxNode | null;
  readonly body: SyntaxNode;
}

export type StmtView =
  | { readonly kind: 'if'; readonly branches: readonly IfBranch[] }
  | { readonly kind: 'throw' }
  | { readonly kind: 'return'; readonly value: SyntaxNode | null }
  | { readonly kind: 'continue' | 'break' }
  | { readonly kind: 'block'; readonly statements: readonly SyntaxNode[] }
  | { readonly kind: 'expr'; readonly expr: SyntaxNode }
  | { readonly kind: 'assert'; readonly cond: SyntaxNode; readonly message: SyntaxNode | null }
  | {
      readonly kind: 'declare';
      readonly bindings: readonly { readonly name: string; readonly value: SyntaxNode | null }[];
    }
  | { readonly kind: 'other' };

export interface FunctionView {
  readonly name: string | null;
  readonly params: readonly string[];
  readonly body: SyntaxNode;
  readonly isExpressionBody: boolean;
  readonly decorators: readonly string[];
}

const COMMENTS: ReadonlySet<string> = new Set(['comment', 'html_comment']);

/** Children that carry meaning: named, not comments. */
export function meaningful(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter((child) => !COMMENTS.has(child.type));
}

export function isComment(node: SyntaxNode): boolean {
  return COMMENTS.has(node.type);
}

import type { SyntaxNode } from './parser.js';

/** How a function is declared; only changes how messages name it. */
export const FUNCTION_KINDS = ['function', 'method', 'constructor'] as const;
export type FunctionKind = (typeof FUNCTION_KINDS)[number];

/**
 * What a statement does, reduced across languages: `throw` is throw/raise/panic (and Rust's
 * panicking macros), `return` is an explicit return or an implicit one (an arrow's expression
 * body, a Rust block's tail expression), `other` is everything else.
 */
export const STATEMENT_KINDS = ['throw', 'return', 'other'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** The facts a language module reads off one function node. */
export interface FunctionFacts {
  readonly name: string | null;
  readonly kind: FunctionKind;
  /** The type a Go method is declared on (other languages name owners by nesting). */
  readonly receiver: string | null;
  /** A block, or the expression of an expression-bodied arrow or closure. */
  readonly body: SyntaxNode;
  readonly isExpressionBody: boolean;
  readonly isArgument: boolean;
  /** A member of an object or struct literal that is itself passed as a call argument. */
  readonly inArgumentLiteral: boolean;
  readonly isContract: boolean;
  readonly hasParameterProperties: boolean;
  readonly isPrivate: boolean;
  readonly parameterCount: number;
  /** A member of an object literal (JavaScript and TypeScript only). */
  readonly objectLiteral?: ObjectLiteralMember | undefined;
}

/** The object literal a function is a member of (`{ parse: parse, omit: function () {} }`). */
export interface ObjectLiteralMember {
  /** The literal's start offset: members of one literal share it. */
  readonly literal: number;
  /** The other members whose value is a plain name (`parse: parse`, `parse,`), by that name. */
  readonly references: readonly string[];
}

export type StatementRole = 'value' | 'last' | 'inner';

export interface StatementFacts {
  readonly kind: StatementKind;
  readonly callee: string | null;
  /** The returned expression, when there is one. */
  readonly value: SyntaxNode | null;
}

/** One language family's reading of its grammar's node types. */
export interface SyntaxRules {
  readonly functionTypes: ReadonlySet<string>;
  readonly ownerTypes: ReadonlySet<string>;
  readonly commentTypes: ReadonlySet<string>;
  readonly stringTypes: ReadonlySet<string>;
  readonly identifierTypes: ReadonlySet<string>;
  readonly macroTypes: ReadonlySet<string>;
  /** Null when the node declares a function without a body (nothing to check). */
  describeFunction(node: SyntaxNode): FunctionFacts | null;
  /** The name a class-like container gives its members; null when anonymous. */
  ownerName(node: SyntaxNode): string | null;
  /** Statements of a block body, without comments and placeholders (`pass`, `...`, docstring, `;`). */
  bodyStatements(body: SyntaxNode): SyntaxNode[];
  /** Comments that sit directly in the body (where an empty body would explain itself). */
  bodyComments(fn: SyntaxNode, body: SyntaxNode): SyntaxNode[];
  /**
   * `role` says where the node sits: `value` is an expression body (its value is returned),
   * `last` the final statement of a block (a tail expression in Rust), `inner` any other.
   */
  classifyStatement(statement: SyntaxNode, role: StatementRole): StatementFacts;
  isConstant(node: SyntaxNode): boolean;
  /** Macro invocations a node carries (Rust), as name and the node to locate them by. */
  macroCalls(node: SyntaxNode): { readonly name: string; readonly node: SyntaxNode }[];
}

export function fieldText(node: SyntaxNode, field: string): string | null {
  return node.childForFieldName(field)?.text ?? null;
}

/** Property keys may be written as strings (`'a-b': () => {}`); the name is the content. */
export function unquote(text: string): string {
  return /^(['"`]).*\1$/s.test(text) ? text.slice(1, -1) : text;
}

/** Climbs through nodes that only wrap an expression (parentheses, type assertions). */
export function climbWrappers(node: SyntaxNode, wrappers: ReadonlySet<string>): SyntaxNode {
  let current = node;
  while (current.parent !== null && wrappers.has(current.parent.type)) {
    current = current.parent;
  }
  return current;
}

export function noMacroCalls(): { readonly name: string; readonly node: SyntaxNode }[] {
  return [];
}

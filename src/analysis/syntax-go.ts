import type { SyntaxNode } from './parser.js';
import { climbWrappers, fieldText, noMacroCalls } from './syntax-rules.js';
import type { FunctionFacts, StatementFacts, SyntaxRules } from './syntax-rules.js';

const LITERAL_TYPES: ReadonlySet<string> = new Set([
  'int_literal',
  'float_literal',
  'imaginary_literal',
  'rune_literal',
  'interpreted_string_literal',
  'raw_string_literal',
  'true',
  'false',
  'nil',
  'iota',
]);
// Where a func literal is bound to a name: `f := func(){}`, `var f = func(){}`, `s.f = func(){}`.
const BINDING_TYPES: ReadonlySet<string> = new Set([
  'short_var_declaration',
  'assignment_statement',
  'var_spec',
]);

/** `(s *Server[T])` -> `Server`. */
function receiverType(node: SyntaxNode): string | null {
  const declaration = node.childForFieldName('receiver')?.namedChildren[0];
  const type = declaration === undefined ? null : fieldText(declaration, 'type');
  return type === null ? null : type.replace(/^\*\s*/, '').replace(/\[.*$/s, '');
}

interface Binding {
  readonly name: string | null;
  readonly isArgument: boolean;
  readonly inArgumentLiteral: boolean;
}

// What a composite literal may sit in on its way to a call's arguments.
const GO_LITERAL_PATH: ReadonlySet<string> = new Set([
  'keyed_element',
  'literal_element',
  'literal_value',
  'composite_literal',
  'unary_expression',
]);

/**
 * True when the composite literal around a keyed element is a call argument, directly, behind
 * `&`, or as an element of another literal that is (`Run(Options{Hooks: Hooks{...}})`).
 */
function literalInArguments(element: SyntaxNode): boolean {
  return climbWrappers(element, GO_LITERAL_PATH).parent?.type === 'argument_list';
}

function bindingName(literal: SyntaxNode): Binding {
  const parent = literal.parent;
  const none = { name: null, isArgument: false, inArgumentLiteral: false };
  if (parent?.type === 'argument_list') {
    return { ...none, isArgument: true };
  }
  // `Handlers{OnClose: func() {}}`: the key names the value.
  if (parent?.type === 'literal_element' && parent.parent?.type === 'keyed_element') {
    const key = parent.parent.namedChild(0);
    return {
      name: key === null || key.equals(parent) ? null : key.text,
      isArgument: false,
      inArgumentLiteral: literalInArguments(parent.parent),
    };
  }
  const binding = parent?.type === 'expression_list' ? parent.parent : null;
  if (parent === null || binding === null || !BINDING_TYPES.has(binding.type)) {
    return none;
  }
  const index = parent.namedChildren.findIndex((value) => value.equals(literal));
  const names =
    binding.type === 'var_spec'
      ? binding.childrenForFieldName('name')
      : (binding.childForFieldName('left')?.namedChildren ?? []);
  const target = names[index];
  const name = target?.type === 'selector_expression' ? fieldText(target, 'field') : target?.text;
  return { ...none, name: name ?? null };
}

/**
 * `func (*BinaryExpr) exprNode() {}`: an empty method with an unnamed receiver, no parameters
 * and no results only marks its type as a member of a sealed interface (as go/ast does).
 */
function isMarkerMethod(node: SyntaxNode): boolean {
  const receiver = node.childForFieldName('receiver')?.namedChildren[0];
  return (
    receiver !== undefined &&
    receiver.childForFieldName('name') === null &&
    node.childForFieldName('parameters')?.namedChildCount === 0 &&
    node.childForFieldName('result') === null
  );
}

function describeFunction(node: SyntaxNode): FunctionFacts | null {
  const body = node.childForFieldName('body');
  if (body === null) {
    // A declaration without a body is implemented elsewhere (assembly, linkname).
    return null;
  }
  const isMethod = node.type === 'method_declaration';
  const binding =
    node.type === 'func_literal'
      ? bindingName(node)
      : { name: fieldText(node, 'name'), isArgument: false, inArgumentLiteral: false };
  return {
    ...binding,
    kind: isMethod ? 'method' : 'function',
    receiver: isMethod ? receiverType(node) : null,
    body,
    isExpressionBody: false,
    isContract: isMethod && isMarkerMethod(node),
    hasParameterProperties: false,
    isPrivate: false,
    parameterCount: node.childForFieldName('parameters')?.namedChildCount ?? 0,
  };
}

/** A Go block holds its statements in a statement_list; comments may sit on either level. */
function blockChildren(body: SyntaxNode): SyntaxNode[] {
  return body.namedChildren.flatMap((child) =>
    child.type === 'statement_list' ? child.namedChildren : [child],
  );
}

function classifyStatement(statement: SyntaxNode): StatementFacts {
  if (statement.type === 'return_statement') {
    return { kind: 'return', callee: null, value: statement.namedChild(0) };
  }
  const call = statement.type === 'expression_statement' ? statement.namedChild(0) : null;
  if (call?.type === 'call_expression' && fieldText(call, 'function') === 'panic') {
    return { kind: 'throw', callee: 'panic', value: null };
  }
  return { kind: 'other', callee: null, value: null };
}

function isConstant(node: SyntaxNode): boolean {
  if (LITERAL_TYPES.has(node.type)) {
    return true;
  }
  switch (node.type) {
    // `return 0, nil`: every value of a multiple return must be constant.
    case 'expression_list':
      return node.namedChildCount > 0 && node.namedChildren.every(isConstant);
    case 'unary_expression':
    case 'parenthesized_expression': {
      const operand = node.namedChildren.at(-1);
      return operand !== undefined && isConstant(operand);
    }
    // `Config{}`: an empty composite literal is a zero value.
    case 'composite_literal':
      return (node.childForFieldName('body')?.namedChildCount ?? 1) === 0;
    default:
      return false;
  }
}

export const GO_RULES: SyntaxRules = {
  functionTypes: new Set(['function_declaration', 'method_declaration', 'func_literal']),
  ownerTypes: new Set(),
  commentTypes: new Set(['comment']),
  stringTypes: new Set(['interpreted_string_literal', 'raw_string_literal']),
  identifierTypes: new Set(['identifier', 'field_identifier', 'type_identifier']),
  macroTypes: new Set(),
  describeFunction,
  ownerName: () => null,
  bodyStatements: (body) =>
    blockChildren(body).filter(
      (child) => child.type !== 'comment' && child.type !== 'empty_statement',
    ),
  bodyComments: (_fn, body) => blockChildren(body).filter((child) => child.type === 'comment'),
  classifyStatement,
  isConstant,
  macroCalls: noMacroCalls,
};

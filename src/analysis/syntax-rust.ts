import type { SyntaxNode } from './parser.js';
import { fieldText } from './syntax-rules.js';
import type { FunctionFacts, StatementFacts, StatementRole, SyntaxRules } from './syntax-rules.js';

const COMMENT_TYPES: ReadonlySet<string> = new Set(['line_comment', 'block_comment']);
// Macros that never return: as a body's only statement they are a throw.
const PANICKING_MACROS: ReadonlySet<string> = new Set([
  'panic',
  'todo',
  'unimplemented',
  'unreachable',
]);
// Block children that are not a tail expression even when last.
const STATEMENT_TYPES: ReadonlySet<string> = new Set([
  'expression_statement',
  'let_declaration',
  'empty_statement',
  'attribute_item',
  'inner_attribute_item',
  'macro_definition',
]);
// A tail that branches is logic, not a returned value.
const CONTROL_FLOW_TYPES: ReadonlySet<string> = new Set([
  'if_expression',
  'match_expression',
  'loop_expression',
  'while_expression',
  'for_expression',
  'block',
  'unsafe_block',
  'async_block',
  'try_block',
]);
const LITERAL_TYPES: ReadonlySet<string> = new Set([
  'integer_literal',
  'float_literal',
  'string_literal',
  'raw_string_literal',
  'char_literal',
  'boolean_literal',
  'negative_literal',
  'unit_expression',
]);
// `Ok(())`, `Some(0)`: a constant in the usual wrappers is still a constant.
const CONSTANT_WRAPPERS: ReadonlySet<string> = new Set(['Ok', 'Some', 'Err']);

function macroNameOf(invocation: SyntaxNode): string | null {
  const macro = invocation.childForFieldName('macro');
  if (macro === null) {
    return null;
  }
  return macro.type === 'scoped_identifier' ? fieldText(macro, 'name') : macro.text;
}

function describeFunction(node: SyntaxNode): FunctionFacts | null {
  const body = node.childForFieldName('body');
  if (body === null) {
    return null;
  }
  const parameters = node.childForFieldName('parameters')?.namedChildren ?? [];
  const parameterCount = parameters.filter(
    (parameter) => parameter.type !== 'self_parameter' && !COMMENT_TYPES.has(parameter.type),
  ).length;
  const shared = {
    receiver: null,
    body,
    isExpressionBody: body.type !== 'block',
    hasParameterProperties: false,
    isPrivate: false,
    parameterCount,
  };
  if (node.type === 'closure_expression') {
    const parent = node.parent;
    const pattern = parent?.type === 'let_declaration' ? parent.childForFieldName('pattern') : null;
    return {
      ...shared,
      name: pattern?.type === 'identifier' ? pattern.text : null,
      kind: 'function',
      isArgument: parent?.type === 'arguments',
      // A closure in a struct literal has no name to judge it by, so it is never a stub.
      inArgumentLiteral: false,
      isContract: false,
    };
  }
  const container = node.parent?.type === 'declaration_list' ? node.parent.parent : null;
  return {
    ...shared,
    name: fieldText(node, 'name'),
    kind: container === null ? 'function' : 'method',
    isArgument: false,
    inArgumentLiteral: false,
    // A trait's default method is a hook implementors override; an empty default is the
    // idiomatic "does nothing unless overridden".
    isContract: container?.type === 'trait_item',
  };
}

function ownerName(node: SyntaxNode): string | null {
  if (node.type !== 'impl_item') {
    return fieldText(node, 'name');
  }
  const type = fieldText(node, 'type');
  const trait = fieldText(node, 'trait');
  return trait === null ? type : `${trait} for ${type ?? '?'}`;
}

function classifyStatement(statement: SyntaxNode, role: StatementRole): StatementFacts {
  const expression =
    statement.type === 'expression_statement' ? statement.namedChild(0) : statement;
  if (expression === null) {
    return { kind: 'other', callee: null, value: null };
  }
  if (expression.type === 'macro_invocation') {
    const name = macroNameOf(expression);
    if (name !== null && PANICKING_MACROS.has(name)) {
      return { kind: 'throw', callee: name, value: null };
    }
  }
  if (expression.type === 'return_expression') {
    return { kind: 'return', callee: null, value: expression.namedChild(0) };
  }
  // A block's last child is its value unless it is a statement (`expr;`, `let`, an item).
  if (role === 'value' || (role === 'last' && isTail(statement))) {
    return CONTROL_FLOW_TYPES.has(expression.type)
      ? { kind: 'other', callee: null, value: null }
      : { kind: 'return', callee: null, value: expression };
  }
  return { kind: 'other', callee: null, value: null };
}

function isConstant(node: SyntaxNode): boolean {
  if (LITERAL_TYPES.has(node.type)) {
    return true;
  }
  switch (node.type) {
    case 'identifier':
      return node.text === 'None';
    case 'parenthesized_expression': {
      const inner = node.namedChild(0);
      return inner !== null && isConstant(inner);
    }
    case 'array_expression':
      return node.namedChildCount === 0;
    case 'call_expression': {
      const callee = fieldText(node, 'function');
      const args = node.childForFieldName('arguments')?.namedChildren ?? [];
      return callee !== null && CONSTANT_WRAPPERS.has(callee) && args.every(isConstant);
    }
    default:
      return false;
  }
}

/**
 * Macro calls on a node: the invocation itself, or, inside a token tree (the unparsed
 * arguments of another macro, as in `vec![todo!()]`), an identifier followed by `!`.
 */
function macroCalls(node: SyntaxNode): { readonly name: string; readonly node: SyntaxNode }[] {
  if (node.type === 'macro_invocation') {
    const name = macroNameOf(node);
    return name === null ? [] : [{ name, node }];
  }
  const calls: { name: string; node: SyntaxNode }[] = [];
  const children = node.children;
  children.forEach((child, index) => {
    if (child.type === 'identifier' && children[index + 1]?.type === '!') {
      calls.push({ name: child.text, node: child });
    }
  });
  return calls;
}

function isTail(statement: SyntaxNode): boolean {
  return !STATEMENT_TYPES.has(statement.type) && !statement.type.endsWith('_item');
}

export const RUST_RULES: SyntaxRules = {
  functionTypes: new Set(['function_item', 'closure_expression']),
  ownerTypes: new Set(['impl_item', 'trait_item', 'mod_item']),
  commentTypes: COMMENT_TYPES,
  stringTypes: new Set(['string_literal', 'raw_string_literal']),
  identifierTypes: new Set(['identifier', 'type_identifier', 'field_identifier']),
  macroTypes: new Set(['macro_invocation', 'token_tree']),
  describeFunction,
  ownerName,
  bodyStatements: (body) =>
    body.namedChildren.filter(
      (child) => !COMMENT_TYPES.has(child.type) && child.type !== 'empty_statement',
    ),
  bodyComments: (_fn, body) => body.namedChildren.filter((child) => COMMENT_TYPES.has(child.type)),
  classifyStatement,
  isConstant,
  macroCalls,
};

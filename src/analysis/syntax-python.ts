import type { SyntaxNode } from './parser.js';
import { fieldText, noMacroCalls } from './syntax-rules.js';
import type { FunctionFacts, StatementFacts, SyntaxRules } from './syntax-rules.js';

// Decorators that declare a contract instead of an implementation: the body is a placeholder
// by design (`@overload` signatures, abstract methods).
const CONTRACT_DECORATOR =
  /(?:^|\.)(?:abstractmethod|abstractproperty|abstractclassmethod|abstractstaticmethod|overload)\b/;
// `class P(Protocol)`, `typing.Protocol`, `Protocol[T]`: members of a Protocol are signatures.
const PROTOCOL_BASE = /(?:^|[\s,(.])Protocol\b/;
const LITERAL_TYPES: ReadonlySet<string> = new Set(['integer', 'float', 'true', 'false', 'none']);
const EMPTY_CONTAINER_TYPES: ReadonlySet<string> = new Set(['list', 'dictionary', 'tuple', 'set']);

function enclosingClass(fn: SyntaxNode): SyntaxNode | null {
  const outer = fn.parent?.type === 'decorated_definition' ? fn.parent : fn;
  const block = outer.parent;
  return block?.type === 'block' && block.parent?.type === 'class_definition' ? block.parent : null;
}

function decoratorsOf(fn: SyntaxNode): string[] {
  const parent = fn.parent;
  if (parent?.type !== 'decorated_definition') {
    return [];
  }
  return parent.namedChildren
    .filter((child) => child.type === 'decorator')
    .map((decorator) => decorator.text.replace(/^@\s*/, ''));
}

function isPlaceholder(statement: SyntaxNode, index: number): boolean {
  if (statement.type === 'pass_statement') {
    return true;
  }
  if (statement.type !== 'expression_statement' || statement.namedChildCount !== 1) {
    return false;
  }
  const expression = statement.namedChild(0);
  // A docstring is the first statement only; a later bare string is code.
  return (
    expression?.type === 'ellipsis' ||
    (index === 0 && (expression?.type === 'string' || expression?.type === 'concatenated_string'))
  );
}

function describeFunction(node: SyntaxNode): FunctionFacts | null {
  const body = node.childForFieldName('body');
  if (body === null) {
    return null;
  }
  const name = fieldText(node, 'name');
  const owner = enclosingClass(node);
  const superclasses = owner === null ? '' : (fieldText(owner, 'superclasses') ?? '');
  const isContract =
    decoratorsOf(node).some((decorator) => CONTRACT_DECORATOR.test(decorator)) ||
    PROTOCOL_BASE.test(superclasses);
  const parameters = node.childForFieldName('parameters')?.namedChildren ?? [];
  return {
    name,
    kind: owner === null ? 'function' : name === '__init__' ? 'constructor' : 'method',
    receiver: null,
    body,
    isExpressionBody: false,
    isArgument: false,
    inArgumentLiteral: false,
    isContract,
    hasParameterProperties: false,
    isPrivate: false,
    parameterCount: parameters.filter(
      (parameter) =>
        parameter.type !== 'comment' &&
        !(owner !== null && (parameter.text === 'self' || parameter.text === 'cls')),
    ).length,
  };
}

function classifyStatement(statement: SyntaxNode): StatementFacts {
  switch (statement.type) {
    case 'raise_statement': {
      const raised = statement.namedChild(0);
      const callee =
        raised?.type === 'call' ? fieldText(raised, 'function') : (raised?.text ?? null);
      return { kind: 'throw', callee, value: null };
    }
    case 'return_statement':
      return { kind: 'return', callee: null, value: statement.namedChild(0) };
    default:
      return { kind: 'other', callee: null, value: null };
  }
}

function isConstant(node: SyntaxNode): boolean {
  if (LITERAL_TYPES.has(node.type)) {
    return true;
  }
  if (EMPTY_CONTAINER_TYPES.has(node.type)) {
    return node.namedChildCount === 0;
  }
  switch (node.type) {
    case 'string':
      return !node.namedChildren.some((child) => child.type === 'interpolation');
    case 'unary_operator':
    case 'parenthesized_expression': {
      const operand = node.namedChild(0);
      return operand !== null && isConstant(operand);
    }
    default:
      return false;
  }
}

export const PYTHON_RULES: SyntaxRules = {
  functionTypes: new Set(['function_definition']),
  ownerTypes: new Set(['class_definition']),
  commentTypes: new Set(['comment']),
  stringTypes: new Set(['string']),
  identifierTypes: new Set(['identifier']),
  macroTypes: new Set(),
  describeFunction,
  ownerName: (node) => fieldText(node, 'name'),
  bodyStatements: (body) =>
    body.namedChildren
      .filter((child) => child.type !== 'comment')
      .filter((statement, index) => !isPlaceholder(statement, index)),
  // A comment before the first statement belongs to the function node, not to its block.
  bodyComments: (fn, body) =>
    [...fn.namedChildren, ...body.namedChildren].filter((child) => child.type === 'comment'),
  classifyStatement,
  isConstant,
  macroCalls: noMacroCalls,
};

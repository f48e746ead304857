import type { SyntaxNode } from './parser.js';
import { climbWrappers, fieldText, noMacroCalls, unquote } from './syntax-rules.js';
import type {
  FunctionFacts,
  FunctionKind,
  ObjectLiteralMember,
  StatementFacts,
  StatementRole,
  SyntaxRules,
} from './syntax-rules.js';

// One reading serves the typescript, tsx and javascript grammars: they share these node types
// (TS adds public_field_definition and the type-assertion wrappers).
const COMMENT_TYPES: ReadonlySet<string> = new Set(['comment', 'html_comment']);
const WRAPPER_TYPES: ReadonlySet<string> = new Set([
  'parenthesized_expression',
  'as_expression',
  'satisfies_expression',
  'non_null_expression',
  'type_assertion',
]);
// `readonly`, `private`, `override` on a constructor parameter make it a parameter property:
// the constructor's job is done by the signature, so an empty body is the normal spelling.
const PARAMETER_PROPERTY_MARKERS: ReadonlySet<string> = new Set([
  'accessibility_modifier',
  'override_modifier',
  'readonly',
]);
const LITERAL_TYPES: ReadonlySet<string> = new Set([
  'number',
  'string',
  'true',
  'false',
  'null',
  'undefined',
  'regex',
]);

interface Context {
  readonly name: string | null;
  readonly kind: FunctionKind;
  readonly isArgument: boolean;
  readonly inArgumentLiteral: boolean;
  readonly objectLiteral?: ObjectLiteralMember | undefined;
}

/**
 * The object literal `object` as one of its members sees it: where it starts, and the other
 * members that hold a plain name (`initWorker: initWorker`, `string: stringType`, `parse,`).
 */
function objectLiteralOf(
  object: SyntaxNode | null,
  member: SyntaxNode,
): ObjectLiteralMember | undefined {
  if (object?.type !== 'object') {
    return undefined;
  }
  const references = object.namedChildren.flatMap((child) => {
    if (child.equals(member)) {
      return [];
    }
    if (child.type === 'shorthand_property_identifier') {
      return [child.text];
    }
    const value = child.type === 'pair' ? child.childForFieldName('value') : null;
    return value?.type === 'identifier' ? [value.text] : [];
  });
  return { literal: object.startIndex, references };
}

// What an object literal may sit in on its way to a call's arguments: other object and array
// literals (`f({ hooks: [{ close() {} }] })`) and the wrappers.
const LITERAL_PATH: ReadonlySet<string> = new Set(['object', 'array', 'pair', ...WRAPPER_TYPES]);

/** True when the object literal `object` is a call argument, directly or nested in literals. */
function literalInArguments(object: SyntaxNode | null): boolean {
  return object !== null && climbWrappers(object, LITERAL_PATH).parent?.type === 'arguments';
}

/**
 * Where a function expression's value goes: through wrappers, and through the fallback side
 * of `||` / `??` (`var __extends = (this && this.__extends) || function (d, b) {...}`, the
 * shape compilers emit their runtime helpers in), so that such a function is named by its
 * binding like any other.
 */
function valueSite(node: SyntaxNode): SyntaxNode {
  let outer = climbWrappers(node, WRAPPER_TYPES);
  let parent = outer.parent;
  while (
    parent?.type === 'binary_expression' &&
    ['||', '??'].includes(parent.childForFieldName('operator')?.type ?? '') &&
    parent.childForFieldName('right')?.equals(outer) === true
  ) {
    outer = climbWrappers(parent, WRAPPER_TYPES);
    parent = outer.parent;
  }
  return outer;
}

/** Where a function expression gets its name: the variable, property or field it is bound to. */
function contextOf(node: SyntaxNode): Context {
  const own = fieldText(node, 'name');
  const outer = valueSite(node);
  const parent = outer.parent;
  const plain: Context = {
    name: own,
    kind: 'function',
    isArgument: false,
    inArgumentLiteral: false,
  };
  if (parent === null) {
    return plain;
  }
  switch (parent.type) {
    case 'variable_declarator': {
      const binding = parent.childForFieldName('name');
      return { ...plain, name: binding?.type === 'identifier' ? binding.text : own };
    }
    case 'pair':
      return {
        ...plain,
        name: unquote(fieldText(parent, 'key') ?? '') || own,
        kind: 'method',
        inArgumentLiteral: literalInArguments(parent.parent),
        objectLiteral: objectLiteralOf(parent.parent, parent),
      };
    case 'public_field_definition':
    case 'field_definition': {
      const key = fieldText(parent, 'name') ?? fieldText(parent, 'property');
      return { ...plain, name: key === null ? own : unquote(key), kind: 'method' };
    }
    case 'assignment_expression': {
      const left = parent.childForFieldName('left');
      if (parent.childForFieldName('right')?.equals(outer) !== true || left === null) {
        return plain;
      }
      if (left.type === 'identifier') {
        return { ...plain, name: left.text };
      }
      const property = left.type === 'member_expression' ? fieldText(left, 'property') : null;
      return { ...plain, name: property ?? own, kind: property === null ? 'function' : 'method' };
    }
    case 'arguments':
      return { ...plain, isArgument: true };
    default:
      return plain;
  }
}

function hasParameterProperties(parameters: SyntaxNode): boolean {
  return parameters.namedChildren.some((parameter) =>
    parameter.children.some((child) => PARAMETER_PROPERTY_MARKERS.has(child.type)),
  );
}

function countParameters(node: SyntaxNode): number {
  const parameters = node.childForFieldName('parameters');
  if (parameters !== null) {
    return parameters.namedChildren.filter((child) => !COMMENT_TYPES.has(child.type)).length;
  }
  // `x => x + 1`: a lone identifier parameter without parentheses.
  return node.childForFieldName('parameter') === null ? 0 : 1;
}

function describeFunction(node: SyntaxNode): FunctionFacts | null {
  const body = node.childForFieldName('body');
  if (body === null) {
    return null;
  }
  const parameters = node.childForFieldName('parameters');
  const shared = {
    receiver: null,
    body,
    isExpressionBody: body.type !== 'statement_block',
    isContract: false,
    parameterCount: countParameters(node),
  };
  if (node.type === 'method_definition') {
    const name = unquote(fieldText(node, 'name') ?? '');
    return {
      ...shared,
      name,
      kind: name === 'constructor' ? 'constructor' : 'method',
      isArgument: false,
      inArgumentLiteral: node.parent?.type === 'object' && literalInArguments(node.parent),
      objectLiteral: objectLiteralOf(node.parent, node),
      hasParameterProperties: parameters !== null && hasParameterProperties(parameters),
      isPrivate: node.children.some(
        (child) => child.type === 'accessibility_modifier' && child.text !== 'public',
      ),
    };
  }
  const declared = node.type.endsWith('_declaration');
  const context: Context = declared
    ? {
        name: fieldText(node, 'name'),
        kind: 'function',
        isArgument: false,
        inArgumentLiteral: false,
      }
    : contextOf(node);
  return { ...shared, ...context, hasParameterProperties: false, isPrivate: false };
}

function ownerName(node: SyntaxNode): string | null {
  const name = fieldText(node, 'name');
  if (name !== null) {
    return name;
  }
  // `const Service = class { ... }`
  const parent = climbWrappers(node, WRAPPER_TYPES).parent;
  return parent?.type === 'variable_declarator' ? fieldText(parent, 'name') : null;
}

function firstValue(node: SyntaxNode): SyntaxNode | null {
  return node.namedChildren.find((child) => !COMMENT_TYPES.has(child.type)) ?? null;
}

function classifyStatement(statement: SyntaxNode, role: StatementRole): StatementFacts {
  if (role === 'value') {
    return { kind: 'return', callee: null, value: statement };
  }
  switch (statement.type) {
    case 'throw_statement': {
      const thrown = firstValue(statement);
      const callee =
        thrown === null
          ? null
          : (fieldText(thrown, 'constructor') ?? fieldText(thrown, 'function') ?? null);
      return { kind: 'throw', callee, value: null };
    }
    case 'return_statement':
      return { kind: 'return', callee: null, value: firstValue(statement) };
    default:
      return { kind: 'other', callee: null, value: null };
  }
}

function isConstant(node: SyntaxNode): boolean {
  if (LITERAL_TYPES.has(node.type)) {
    return true;
  }
  const values = node.namedChildren.filter((child) => !COMMENT_TYPES.has(child.type));
  switch (node.type) {
    case 'template_string':
      return !values.some((child) => child.type === 'template_substitution');
    case 'array':
    case 'object':
      return values.length === 0;
    case 'unary_expression':
    case 'await_expression':
    case 'parenthesized_expression':
    case 'as_expression':
    case 'satisfies_expression':
      return values[0] !== undefined && isConstant(values[0]);
    case 'call_expression': {
      // `return Promise.resolve(true)`: an async function's way of returning a constant.
      const args = node.childForFieldName('arguments')?.namedChildren ?? [];
      return (
        fieldText(node, 'function') === 'Promise.resolve' &&
        args.length <= 1 &&
        args.every(isConstant)
      );
    }
    default:
      return false;
  }
}

export const ECMASCRIPT_RULES: SyntaxRules = {
  functionTypes: new Set([
    'function_declaration',
    'generator_function_declaration',
    'function_expression',
    'generator_function',
    'arrow_function',
    'method_definition',
  ]),
  ownerTypes: new Set([
    'class_declaration',
    'abstract_class_declaration',
    'class',
    'internal_module',
    'module',
  ]),
  commentTypes: COMMENT_TYPES,
  stringTypes: new Set(['string', 'template_string']),
  identifierTypes: new Set(['identifier', 'property_identifier', 'type_identifier']),
  macroTypes: new Set(),
  describeFunction,
  ownerName,
  bodyStatements: (body) =>
    body.namedChildren.filter(
      (child) => !COMMENT_TYPES.has(child.type) && child.type !== 'empty_statement',
    ),
  bodyComments: (_fn, body) => body.namedChildren.filter((child) => COMMENT_TYPES.has(child.type)),
  classifyStatement,
  isConstant,
  macroCalls: noMacroCalls,
};

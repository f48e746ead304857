import type { SyntaxNode } from '../analysis/index.js';

/**
 * The public API of a TS/JS entry file, read from the syntax tree: every exported name with
 * the shape a caller depends on (parameters and their types, return types, class members,
 * interface members, type alias text, enum members). Re-exports (`export { a } from`,
 * `export * from`, `import` then `export`) are followed into the repository's files.
 * Signatures are compared as written, not type-checked: a change of a parameter's type text
 * counts as a change, even when the types would be compatible.
 */
export type ApiShape =
  | {
      readonly kind: 'function';
      readonly params: readonly Param[];
      readonly returns: string | null;
    }
  | {
      readonly kind: 'class';
      readonly members: ReadonlyMap<string, string>;
      readonly ctor: readonly Param[] | null;
    }
  | { readonly kind: 'interface'; readonly members: ReadonlyMap<string, Member> }
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'enum'; readonly members: ReadonlySet<string> }
  | { readonly kind: 'value'; readonly type: string | null }
  /** A name re-exported from a package or a file not in the tree: only its presence counts. */
  | { readonly kind: 'opaque' };

export interface Param {
  readonly name: string;
  readonly optional: boolean;
  readonly rest: boolean;
  readonly type: string | null;
}
export interface Member {
  readonly optional: boolean;
  readonly type: string;
}

/** A shape as one line, for findings. */
export function describeShape(shape: ApiShape): string {
  switch (shape.kind) {
    case 'function':
      return `(${shape.params.map(describeParam).join(', ')})${shape.returns === null ? '' : `: ${shape.returns}`}`;
    case 'class':
      return `class { ${[...shape.members.keys()].join(', ')} }`;
    case 'interface':
      return `interface { ${[...shape.members.keys()].join(', ')} }`;
    case 'type':
      return shape.text;
    case 'enum':
      return `enum { ${[...shape.members].join(', ')} }`;
    case 'value':
      return shape.type ?? 'value';
    case 'opaque':
      return 're-export';
  }
}

export function describeParam(param: Param): string {
  return `${param.rest ? '...' : ''}${param.name}${param.optional ? '?' : ''}${param.type === null ? '' : `: ${param.type}`}`;
}

/**
 * The exported shapes one declaration makes (a `const a = 1, b = 2` makes two), read from
 * its syntax tree as written.
 */
export function declarationShapes(node: SyntaxNode): Map<string, ApiShape> {
  const out = new Map<string, ApiShape>();
  const name = node.childForFieldName('name')?.text;
  switch (node.type) {
    case 'function_declaration':
    case 'generator_function_declaration':
    case 'function_signature':
      if (name !== undefined) {
        out.set(name, functionShape(node));
      }
      break;
    case 'class_declaration':
    case 'abstract_class_declaration':
    case 'class':
      if (name !== undefined) {
        out.set(name, classShape(node));
      }
      break;
    case 'interface_declaration':
      if (name !== undefined) {
        out.set(name, interfaceShape(node));
      }
      break;
    case 'type_alias_declaration':
      if (name !== undefined) {
        out.set(name, { kind: 'type', text: squash(node.childForFieldName('value')?.text ?? '') });
      }
      break;
    case 'enum_declaration':
      if (name !== undefined) {
        out.set(name, enumShape(node));
      }
      break;
    case 'lexical_declaration':
    case 'variable_declaration':
      for (const declarator of node.namedChildren) {
        const id = declarator.childForFieldName('name');
        if (declarator.type !== 'variable_declarator' || id?.type !== 'identifier') {
          continue;
        }
        const value = declarator.childForFieldName('value');
        const type = typeText(declarator.childForFieldName('type'));
        out.set(id.text, value === null ? { kind: 'value', type } : valueShape(value, type));
      }
      break;
    case 'ambient_declaration':
      for (const child of node.namedChildren) {
        for (const [key, shape] of declarationShapes(child)) {
          out.set(key, shape);
        }
      }
      break;
    default:
      break;
  }
  return out;
}

/** The shape of an exported value: an untyped function or class by its own shape, else its declared type. */
export function valueShape(value: SyntaxNode, type: string | null): ApiShape {
  if (
    type === null &&
    (value.type === 'arrow_function' ||
      value.type === 'function_expression' ||
      value.type === 'function')
  ) {
    return functionShape(value);
  }
  if (type === null && value.type === 'class') {
    return classShape(value);
  }
  return { kind: 'value', type };
}

function functionShape(node: SyntaxNode): ApiShape {
  return {
    kind: 'function',
    params: params(node.childForFieldName('parameters') ?? node.childForFieldName('parameter')),
    returns: typeText(node.childForFieldName('return_type')),
  };
}

function params(node: SyntaxNode | null): Param[] {
  if (node === null) {
    return [];
  }
  if (node.type === 'identifier') {
    return [{ name: node.text, optional: false, rest: false, type: null }];
  }
  return node.namedChildren.flatMap((child): Param[] => {
    if (child.type === 'comment') {
      return [];
    }
    const pattern = child.childForFieldName('pattern') ?? child;
    const rest = pattern.type === 'rest_pattern' || child.type === 'rest_pattern';
    const optional =
      child.type === 'optional_parameter' ||
      child.type === 'assignment_pattern' ||
      child.childForFieldName('value') !== null;
    const name =
      child.type === 'assignment_pattern'
        ? (child.childForFieldName('left')?.text ?? child.text)
        : pattern.text;
    return [{ name, optional, rest, type: typeText(child.childForFieldName('type')) }];
  });
}

function classShape(node: SyntaxNode): ApiShape {
  const members = new Map<string, string>();
  let ctor: Param[] | null = null;
  for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
    if (member.type === 'comment') {
      continue;
    }
    const access = member.namedChildren.find((child) => child.type === 'accessibility_modifier');
    const name = member.childForFieldName('name')?.text;
    if (name === undefined || access?.text === 'private' || name.startsWith('#')) {
      continue;
    }
    if (
      member.type === 'method_definition' ||
      member.type === 'method_signature' ||
      member.type === 'abstract_method_signature'
    ) {
      const shape = functionShape(member);
      if (name === 'constructor') {
        ctor = shape.kind === 'function' ? [...shape.params] : null;
      } else {
        const isStatic = member.children.some((child) => child.type === 'static');
        members.set(`${isStatic ? 'static ' : ''}${name}`, describeShape(shape));
      }
    } else if (member.type === 'public_field_definition' || member.type === 'field_definition') {
      const isStatic = member.children.some((child) => child.type === 'static');
      members.set(
        `${isStatic ? 'static ' : ''}${name}`,
        `field ${typeText(member.childForFieldName('type')) ?? ''}`,
      );
    }
  }
  return { kind: 'class', members, ctor };
}

function interfaceShape(node: SyntaxNode): ApiShape {
  const members = new Map<string, Member>();
  for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
    if (member.type === 'comment') {
      continue;
    }
    const name = member.childForFieldName('name')?.text ?? squash(member.text);
    const optional = member.children.some((child) => child.type === '?');
    const type =
      member.type === 'method_signature'
        ? describeShape(functionShape(member))
        : (typeText(member.childForFieldName('type')) ?? squash(member.text));
    members.set(name, { optional, type });
  }
  return { kind: 'interface', members };
}

function enumShape(node: SyntaxNode): ApiShape {
  const members = new Set<string>();
  for (const member of node.childForFieldName('body')?.namedChildren ?? []) {
    const name = member.type === 'enum_assignment' ? member.childForFieldName('name') : member;
    if (name !== null) {
      members.add(name.text);
    }
  }
  return { kind: 'enum', members };
}

function typeText(node: SyntaxNode | null): string | null {
  return node === null ? null : squash(node.text.replace(/^:\s*/, ''));
}

function squash(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*([,;:()<>{}[\]|&=?])\s*/g, '$1')
    .replace(/[,;]([)}\]>])/g, '$1')
    .trim();
}

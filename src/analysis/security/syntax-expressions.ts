import type { SyntaxNode } from '../parser.js';
import { meaningful } from './syntax-types.js';
import type { ExprView } from './syntax-types.js';

/**
 * Expression views per grammar: what a node computes (a comparison, a call, a string with
 * holes), read the same way for JavaScript/TypeScript and Python.
 */
function operatorOf(node: SyntaxNode): string {
  const field = node.childForFieldName('operator');
  if (field !== null) {
    return field.text;
  }
  return node.children.find((child) => !child.isNamed)?.text ?? '';
}

function stringValue(node: SyntaxNode): string {
  return node.namedChildren
    .filter(
      (child) =>
        child.type === 'string_fragment' ||
        child.type === 'string_content' ||
        child.type === 'escape_sequence',
    )
    .map((child) => (child.type === 'escape_sequence' ? unescapeSequence(child.text) : child.text))
    .join('');
}

function unescapeSequence(text: string): string {
  const simple: Record<string, string> = {
    n: '\n',
    t: '\t',
    r: '\r',
    '0': '\0',
    b: '\b',
    f: '\f',
    v: '\v',
  };
  const body = text.slice(1);
  if (/^x[0-9a-f]{2}$/i.test(body) || /^u[0-9a-f]{4}$/i.test(body)) {
    return String.fromCharCode(parseInt(body.slice(1), 16));
  }
  return simple[body] ?? body;
}

function argumentsOf(node: SyntaxNode | null): {
  args: SyntaxNode[];
  keywords: Map<string, SyntaxNode>;
} {
  const args: SyntaxNode[] = [];
  const keywords = new Map<string, SyntaxNode>();
  for (const child of node === null ? [] : meaningful(node)) {
    if (child.type === 'keyword_argument') {
      const name = child.childForFieldName('name')?.text;
      const value = child.childForFieldName('value');
      if (name !== undefined && value !== null) {
        keywords.set(name, value);
      }
    } else {
      args.push(child);
    }
  }
  return { args, keywords };
}

function objectEntries(node: SyntaxNode): { key: string; value: SyntaxNode }[] {
  const entries: { key: string; value: SyntaxNode }[] = [];
  for (const child of meaningful(node)) {
    if (child.type === 'pair') {
      const key = child.childForFieldName('key');
      const value = child.childForFieldName('value');
      if (key !== null && value !== null) {
        entries.push({ key: key.text.replace(/^['"`]|['"`]$/g, ''), value });
      }
    } else if (child.type === 'shorthand_property_identifier') {
      entries.push({ key: child.text, value: child });
    }
  }
  return entries;
}

/**
 * `(0, _module.default)(x)`: compilers call an import this way so that it runs without `this`;
 * the function called is the last item of the sequence.
 */
function indirectCallee(node: SyntaxNode): SyntaxNode {
  const inner = node.type === 'parenthesized_expression' ? meaningful(node)[0] : undefined;
  if (inner?.type !== 'sequence_expression') {
    return node;
  }
  const items = meaningful(inner);
  const last = items.at(-1);
  return last !== undefined && items.slice(0, -1).every((item) => item.type === 'number')
    ? last
    : node;
}

// eslint-disable-next-line max-lines-per-function -- a flat switch over JavaScript and TypeScript's expression node types, one short case each: split, the table would be read in two places
export function viewEcmascript(node: SyntaxNode): ExprView {
  switch (node.type) {
    case 'binary_expression': {
      const op = operatorOf(node);
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (left === null || right === null) {
        return { kind: 'other' };
      }
      if (op === '&&' || op === '||') {
        return { kind: op === '&&' ? 'and' : 'or', left, right };
      }
      if (/^(?:===|!==|==|!=|<|<=|>|>=|instanceof|in)$/.test(op)) {
        return { kind: 'compare', op, left, right };
      }
      return { kind: 'binary', op, left, right };
    }
    case 'unary_expression': {
      const arg = node.childForFieldName('argument');
      const op = operatorOf(node);
      if (arg === null) {
        return { kind: 'other' };
      }
      if (op === '!') {
        return { kind: 'not', arg };
      }
      if (op === 'typeof') {
        return { kind: 'typeof', arg };
      }
      if (op === 'void') {
        return { kind: 'nullish' };
      }
      return op === '-' && arg.type === 'number'
        ? { kind: 'number', value: -Number(arg.text) }
        : { kind: 'other' };
    }
    case 'ternary_expression': {
      const cond = node.childForFieldName('condition');
      const then = node.childForFieldName('consequence');
      const otherwise = node.childForFieldName('alternative');
      return cond !== null && then !== null && otherwise !== null
        ? { kind: 'ternary', cond, then, otherwise }
        : { kind: 'other' };
    }
    case 'call_expression':
    case 'new_expression': {
      const written = node.childForFieldName(
        node.type === 'call_expression' ? 'function' : 'constructor',
      );
      if (written === null) {
        return { kind: 'other' };
      }
      const callee = indirectCallee(written);
      const argumentsNode = node.childForFieldName('arguments');
      // A tagged template (`sql\`...\``) passes its template as the only argument.
      if (argumentsNode?.type === 'template_string') {
        return { kind: 'call', callee, args: [argumentsNode], keywords: new Map(), isNew: false };
      }
      const { args } = argumentsOf(argumentsNode);
      return {
        kind: 'call',
        callee,
        args,
        keywords: new Map(),
        isNew: node.type === 'new_expression',
      };
    }
    case 'member_expression': {
      const object = node.childForFieldName('object');
      const property = node.childForFieldName('property');
      return object !== null && property !== null
        ? { kind: 'member', object, property: property.text }
        : { kind: 'other' };
    }
    case 'subscript_expression': {
      const object = node.childForFieldName('object');
      const index = node.childForFieldName('index');
      return object !== null && index !== null
        ? { kind: 'subscript', object, index }
        : { kind: 'other' };
    }
    case 'identifier':
    case 'property_identifier':
    case 'shorthand_property_identifier':
    case 'this':
      return { kind: 'ident', name: node.text };
    case 'undefined':
    case 'null':
      return { kind: 'nullish' };
    case 'true':
    case 'false':
      return { kind: 'bool', value: node.type === 'true' };
    case 'number':
      return { kind: 'number', value: Number(node.text.replace(/_/g, '')) };
    case 'string':
      return { kind: 'string', value: stringValue(node) };
    case 'template_string': {
      const parts: string[] = [];
      const holes: SyntaxNode[] = [];
      let text = '';
      for (const child of node.namedChildren) {
        if (child.type === 'template_substitution') {
          parts.push(text);
          text = '';
          const inner = meaningful(child)[0];
          if (inner !== undefined) {
            holes.push(inner);
          }
        } else {
          text += child.type === 'escape_sequence' ? unescapeSequence(child.text) : child.text;
        }
      }
      parts.push(text);
      return holes.length === 0
        ? { kind: 'string', value: parts.join('') }
        : { kind: 'template', parts, holes };
    }
    case 'regex':
      return {
        kind: 'regex',
        pattern: node.childForFieldName('pattern')?.text ?? '',
        flags: node.childForFieldName('flags')?.text ?? '',
      };
    case 'assignment_expression':
    case 'augmented_assignment_expression': {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      return left !== null && right !== null
        ? {
            kind: 'assign',
            op: node.type === 'assignment_expression' ? '=' : operatorOf(node),
            left,
            right,
          }
        : { kind: 'other' };
    }
    case 'object':
      return { kind: 'object', entries: objectEntries(node) };
    case 'array':
      return { kind: 'array', items: meaningful(node) };
    default:
      return { kind: 'other' };
  }
}

function pythonString(node: SyntaxNode): ExprView {
  const parts: string[] = [];
  const holes: SyntaxNode[] = [];
  let text = '';
  for (const child of node.namedChildren) {
    if (child.type === 'interpolation') {
      parts.push(text);
      text = '';
      const inner = child.childForFieldName('expression') ?? meaningful(child)[0];
      if (inner !== undefined) {
        holes.push(inner);
      }
    } else if (child.type === 'string_content') {
      text += child.text;
    } else if (child.type === 'escape_sequence') {
      text += unescapeSequence(child.text);
    }
  }
  parts.push(text);
  return holes.length === 0
    ? { kind: 'string', value: parts.join('') }
    : { kind: 'template', parts, holes };
}

// eslint-disable-next-line max-lines-per-function -- a flat switch over Python's expression node types, one short case each: split, the table would be read in two places
export function viewPython(node: SyntaxNode): ExprView {
  switch (node.type) {
    case 'boolean_operator': {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (left === null || right === null) {
        return { kind: 'other' };
      }
      return { kind: operatorOf(node) === 'and' ? 'and' : 'or', left, right };
    }
    case 'not_operator': {
      const arg = node.childForFieldName('argument');
      return arg === null ? { kind: 'other' } : { kind: 'not', arg };
    }
    case 'comparison_operator': {
      const operands = meaningful(node);
      const op = node.children
        .filter((child) => !child.isNamed)
        .map((child) => child.text)
        .join(' ');
      const [left, right] = operands;
      if (left === undefined || right === undefined) {
        return { kind: 'other' };
      }
      const mapped: Record<string, string> = {
        '==': '===',
        '!=': '!==',
        is: '===',
        'is not': '!==',
      };
      return { kind: 'compare', op: mapped[op] ?? op, left, right };
    }
    case 'conditional_expression': {
      const [then, cond, otherwise] = meaningful(node);
      return then !== undefined && cond !== undefined && otherwise !== undefined
        ? { kind: 'ternary', cond, then, otherwise }
        : { kind: 'other' };
    }
    case 'call': {
      const callee = node.childForFieldName('function');
      if (callee === null) {
        return { kind: 'other' };
      }
      const { args, keywords } = argumentsOf(node.childForFieldName('arguments'));
      return { kind: 'call', callee, args, keywords, isNew: false };
    }
    case 'attribute': {
      const object = node.childForFieldName('object');
      const property = node.childForFieldName('attribute');
      return object !== null && property !== null
        ? { kind: 'member', object, property: property.text }
        : { kind: 'other' };
    }
    case 'subscript': {
      const object = node.childForFieldName('value');
      const index = node.childForFieldName('subscript');
      return object !== null && index !== null
        ? { kind: 'subscript', object, index }
        : { kind: 'other' };
    }
    case 'identifier':
      return { kind: 'ident', name: node.text };
    case 'none':
      return { kind: 'nullish' };
    case 'true':
    case 'false':
      return { kind: 'bool', value: node.type === 'true' };
    case 'integer':
    case 'float':
      return { kind: 'number', value: Number(node.text.replace(/_/g, '')) };
    case 'string':
      return pythonString(node);
    case 'binary_operator': {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      return left !== null && right !== null
        ? { kind: 'binary', op: operatorOf(node), left, right }
        : { kind: 'other' };
    }
    case 'assignment':
    case 'augmented_assignment': {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      return left !== null && right !== null
        ? { kind: 'assign', op: node.type === 'assignment' ? '=' : operatorOf(node), left, right }
        : { kind: 'other' };
    }
    case 'dictionary':
      return { kind: 'object', entries: objectEntries(node) };
    case 'list':
    case 'tuple':
    case 'set':
      return { kind: 'array', items: meaningful(node) };
    default:
      return { kind: 'other' };
  }
}

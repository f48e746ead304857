import type { SourceLanguage } from '../languages.js';
import type { SyntaxNode } from '../parser.js';
import { ECMASCRIPT_RULES } from '../syntax-ecmascript.js';
import { PYTHON_RULES } from '../syntax-python.js';
import { viewEcmascript, viewPython } from './syntax-expressions.js';
import { meaningful } from './syntax-types.js';
import type { ExprView, Family, FunctionView, IfBranch, StmtView } from './syntax-types.js';

export { isComment, meaningful } from './syntax-types.js';
export type { ExprView, Family, FunctionView, StmtView } from './syntax-types.js';

/**
 * One reading of the ECMAScript and Python grammars, reduced to what the security IR needs, so
 * the extractor is written once. Views are computed on demand from live nodes; nothing here is
 * kept after the tree is deleted.
 */

export function familyOf(language: SourceLanguage): Family | null {
  switch (language) {
    case 'typescript':
    case 'tsx':
    case 'javascript':
      return 'ecmascript';
    case 'python':
      return 'python';
    case 'rust':
    case 'go':
      return null;
  }
}

const JS_WRAPPERS: ReadonlySet<string> = new Set([
  'parenthesized_expression',
  'as_expression',
  'satisfies_expression',
  'non_null_expression',
  'type_assertion',
  'await_expression',
]);
const PY_WRAPPERS: ReadonlySet<string> = new Set(['parenthesized_expression', 'await']);

/** Strips parentheses, `await` and TS type assertions around an expression. */
export function unwrap(family: Family, node: SyntaxNode): SyntaxNode {
  const wrappers = family === 'ecmascript' ? JS_WRAPPERS : PY_WRAPPERS;
  let current = node;
  while (wrappers.has(current.type)) {
    const inner = meaningful(current)[0];
    if (inner === undefined) {
      break;
    }
    current = inner;
  }
  return current;
}

export function viewExpr(family: Family, node: SyntaxNode): ExprView {
  const inner = unwrap(family, node);
  return family === 'ecmascript' ? viewEcmascript(inner) : viewPython(inner);
}

function ifBranchesEcmascript(node: SyntaxNode): IfBranch[] {
  const branches: IfBranch[] = [];
  let current: SyntaxNode | null = node;
  while (current !== null && current.type === 'if_statement') {
    const cond = current.childForFieldName('condition');
    const body = current.childForFieldName('consequence');
    if (cond === null || body === null) {
      break;
    }
    branches.push({ cond, body });
    const alternative: SyntaxNode | null = current.childForFieldName('alternative');
    const next: SyntaxNode | undefined =
      alternative === null ? undefined : meaningful(alternative)[0];
    if (next === undefined) {
      current = null;
    } else if (next.type === 'if_statement') {
      current = next;
    } else {
      branches.push({ cond: null, body: next });
      current = null;
    }
  }
  return branches;
}

function ifBranchesPython(node: SyntaxNode): IfBranch[] {
  const branches: IfBranch[] = [];
  const cond = node.childForFieldName('condition');
  const body = node.childForFieldName('consequence');
  if (cond === null || body === null) {
    return branches;
  }
  branches.push({ cond, body });
  for (const alternative of node.childrenForFieldName('alternative')) {
    if (alternative.type === 'elif_clause') {
      const elifCond = alternative.childForFieldName('condition');
      const elifBody = alternative.childForFieldName('consequence');
      if (elifCond !== null && elifBody !== null) {
        branches.push({ cond: elifCond, body: elifBody });
      }
    } else {
      const elseBody = alternative.childForFieldName('body');
      if (elseBody !== null) {
        branches.push({ cond: null, body: elseBody });
      }
    }
  }
  return branches;
}

function declarations(node: SyntaxNode): { name: string; value: SyntaxNode | null }[] {
  return meaningful(node)
    .filter((child) => child.type === 'variable_declarator')
    .flatMap((declarator) => {
      const name = declarator.childForFieldName('name');
      return name === null
        ? []
        : [{ name: name.text, value: declarator.childForFieldName('value') }];
    });
}

export function viewStmt(family: Family, node: SyntaxNode): StmtView {
  switch (node.type) {
    case 'if_statement':
      return {
        kind: 'if',
        branches: family === 'ecmascript' ? ifBranchesEcmascript(node) : ifBranchesPython(node),
      };
    case 'throw_statement':
    case 'raise_statement':
      return { kind: 'throw' };
    case 'return_statement':
      return { kind: 'return', value: meaningful(node)[0] ?? null };
    case 'continue_statement':
      return { kind: 'continue' };
    case 'break_statement':
      return { kind: 'break' };
    case 'statement_block':
    case 'block':
      return { kind: 'block', statements: meaningful(node) };
    case 'expression_statement': {
      const expr = meaningful(node)[0];
      return expr === undefined ? { kind: 'other' } : { kind: 'expr', expr };
    }
    case 'assert_statement': {
      const [cond, message] = meaningful(node);
      return cond === undefined
        ? { kind: 'other' }
        : { kind: 'assert', cond, message: message ?? null };
    }
    case 'lexical_declaration':
    case 'variable_declaration':
      return { kind: 'declare', bindings: declarations(node) };
    default:
      return { kind: 'other' };
  }
}

function parameterNames(family: Family, node: SyntaxNode): string[] {
  const single = node.childForFieldName('parameter');
  if (single !== null) {
    return [single.text];
  }
  const parameters = node.childForFieldName('parameters');
  if (parameters === null) {
    return [];
  }
  return meaningful(parameters)
    .map((parameter) => {
      if (parameter.type === 'identifier') {
        return parameter.text;
      }
      const named =
        parameter.childForFieldName(family === 'ecmascript' ? 'pattern' : 'name') ??
        parameter.childForFieldName('left') ??
        meaningful(parameter).find((child) => child.type === 'identifier') ??
        null;
      return named?.type === 'identifier' ? named.text : '';
    })
    .filter((name) => name !== 'self' && name !== 'cls');
}

const FUNCTION_TYPES: Readonly<Record<Family, ReadonlySet<string>>> = {
  ecmascript: ECMASCRIPT_RULES.functionTypes,
  python: PYTHON_RULES.functionTypes,
};

/** Whether the node is a function of the family's grammar (any kind: declaration, arrow, method). */
export function isFunctionNode(family: Family, node: SyntaxNode): boolean {
  return FUNCTION_TYPES[family].has(node.type) && node.isNamed;
}

/**
 * A function's decorators: Python's `decorated_definition` around it, or in TypeScript the
 * `decorator` nodes just before a method in its class body (`@Roles('admin')`).
 */
function decoratorNodes(family: Family, node: SyntaxNode): SyntaxNode[] {
  if (family === 'python') {
    return node.parent?.type === 'decorated_definition'
      ? node.parent.namedChildren.filter((child) => child.type === 'decorator')
      : [];
  }
  const found: SyntaxNode[] = [];
  for (
    let sibling = node.previousNamedSibling;
    sibling?.type === 'decorator';
    sibling = sibling.previousNamedSibling
  ) {
    found.unshift(sibling);
  }
  return found;
}

/** Function facts when the node is a function with a body, else null. */
export function viewFunction(family: Family, node: SyntaxNode): FunctionView | null {
  if (!FUNCTION_TYPES[family].has(node.type) || !node.isNamed) {
    return null;
  }
  const facts = (family === 'ecmascript' ? ECMASCRIPT_RULES : PYTHON_RULES).describeFunction(node);
  if (facts === null) {
    return null;
  }
  // `[ISREUSABLE] (entry, st) {}` is called as `this[ISREUSABLE](...)`: name it by the symbol.
  const name =
    facts.name === null ? null : facts.name.replace(/^\[(.*)\]$/, '$1').replace(/^['"]|['"]$/g, '');
  const decorators = decoratorNodes(family, node).map((child) =>
    child.text.replace(/^@/, '').replace(/\(.*$/s, ''),
  );
  return {
    name,
    params: parameterNames(family, node),
    body: facts.body,
    isExpressionBody: facts.isExpressionBody,
    decorators,
  };
}

import type { SourceLanguage } from './languages.js';
import { withSyntaxTree } from './parser.js';
import type { SyntaxNode } from './parser.js';
import { ECMASCRIPT_RULES } from './syntax-ecmascript.js';
import { GO_RULES } from './syntax-go.js';
import { PYTHON_RULES } from './syntax-python.js';
import type {
  FunctionFacts,
  FunctionKind,
  ObjectLiteralMember,
  StatementKind,
  StatementRole,
  SyntaxRules,
} from './syntax-rules.js';
import { RUST_RULES } from './syntax-rust.js';

/** One statement of a function body, reduced to what gates compare. */
export interface StatementOutline {
  readonly kind: StatementKind;
  /** 1-based. */
  readonly line: number;
  /** Source text with whitespace collapsed, cut at 200 characters. */
  readonly text: string;
  /** For `throw`: what is thrown or called (`Error`, `NotImplementedError`, `panic`, `todo`). */
  readonly callee: string | null;
  /** String literals (with their quotes) of a `throw` or `return`; empty for `other`. */
  readonly strings: readonly string[];
  /** Identifiers of a `throw` or `return`; empty for `other`. */
  readonly identifiers: readonly string[];
  /** For a `return` of a literal constant (`0`, `true`, `None`, `Ok(())`): its text; else null. */
  readonly constant: string | null;
}

/** A function, method or bound closure that has a body. Declarations without one are absent. */
export interface FunctionOutline {
  /** Null for anonymous functions (a callback, an IIFE, an unbound closure). */
  readonly name: string | null;
  /** Enclosing named scopes and the name, dot-joined (`Parser.parse`); null when anonymous. */
  readonly qualifiedName: string | null;
  /** The innermost named function or class around it (qualified), or null at top level. */
  readonly scope: string | null;
  readonly kind: FunctionKind;
  /** 1-based line of the name (or of the function when it has none). */
  readonly line: number;
  /** Body statements without comments and placeholders (`pass`, `...`, docstring, `;`). */
  readonly statements: readonly StatementOutline[];
  /** Comments sitting directly in the body. */
  readonly bodyComments: readonly string[];
  /** Passed directly as a call argument (`.catch(() => {})`). */
  readonly isArgument: boolean;
  /**
   * A member of an object or struct literal passed as a call argument, directly or nested in
   * other literals (`on({ error() {} })`, `Run(Handlers{OnClose: func() {}})`): an option or
   * handler of that call, named by its key.
   */
  readonly inArgumentLiteral: boolean;
  /**
   * Declares a contract rather than implementing it, so a placeholder body is by design:
   * Python `@abstractmethod`/`@overload`/Protocol members, Rust trait default methods, Go
   * marker methods (`func (*T) isNode()`: unnamed receiver, no parameters, no results).
   */
  readonly isContract: boolean;
  /** A TS constructor with parameter properties (`constructor(private readonly x: X)`). */
  readonly hasParameterProperties: boolean;
  /** A `private` or `protected` TS method or constructor. */
  readonly isPrivate: boolean;
  /** Parameters, not counting `self`/`cls`/Rust `self`. */
  readonly parameterCount: number;
  /** The object literal it is a member of, or null (JavaScript and TypeScript only). */
  readonly objectLiteral: ObjectLiteralMember | null;
}

export interface CommentOutline {
  /** 1-based line where the comment starts. */
  readonly line: number;
  /** The comment as written, delimiters included. */
  readonly text: string;
  /** The innermost named function or class around it, or null at top level. */
  readonly scope: string | null;
}

export interface MacroCallOutline {
  /** The macro's name without path or `!` (`todo` for `std::todo!()`). */
  readonly name: string;
  readonly line: number;
  readonly scope: string | null;
}

/** What the analysis organ reads off one source file: plain data, no syntax nodes. */
export interface SourceOutline {
  readonly language: SourceLanguage;
  /** True when the parser recovered from syntax errors; the outline covers what parsed. */
  readonly hasErrors: boolean;
  readonly functions: readonly FunctionOutline[];
  readonly comments: readonly CommentOutline[];
  readonly macroCalls: readonly MacroCallOutline[];
}

// Statement text is kept for keys and messages; a long statement is not worth copying whole.
const MAX_STATEMENT_TEXT = 200;

/** Each language's syntax rules (node types of functions, comments, ...). */
export const SYNTAX_RULES: Readonly<Record<SourceLanguage, SyntaxRules>> = {
  typescript: ECMASCRIPT_RULES,
  tsx: ECMASCRIPT_RULES,
  javascript: ECMASCRIPT_RULES,
  python: PYTHON_RULES,
  rust: RUST_RULES,
  go: GO_RULES,
};

interface Scope {
  readonly endIndex: number;
  readonly name: string | null;
}

function joinNames(...names: readonly (string | null)[]): string | null {
  const present = names.filter((name): name is string => name !== null && name !== '');
  return present.length === 0 ? null : present.join('.');
}

function collapse(text: string): string {
  // Cut before collapsing: a statement can be a thousand-line block.
  return text
    .slice(0, MAX_STATEMENT_TEXT * 4)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_STATEMENT_TEXT);
}

/** String literals and identifiers under a node, found with one cursor walk. */
function collectWords(
  rules: SyntaxRules,
  node: SyntaxNode,
): { strings: string[]; identifiers: string[] } {
  const strings: string[] = [];
  const identifiers: string[] = [];
  const cursor = node.walk();
  try {
    for (;;) {
      const type = cursor.nodeType;
      const isString = rules.stringTypes.has(type);
      if (isString) {
        strings.push(cursor.nodeText);
      } else if (rules.identifierTypes.has(type)) {
        identifiers.push(cursor.nodeText);
      }
      if (!isString && cursor.gotoFirstChild()) {
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) {
          return { strings, identifiers };
        }
      }
    }
  } finally {
    cursor.delete();
  }
}

function outlineStatement(
  rules: SyntaxRules,
  statement: SyntaxNode,
  role: StatementRole,
): StatementOutline {
  const facts = rules.classifyStatement(statement, role);
  const words =
    facts.kind === 'other' ? { strings: [], identifiers: [] } : collectWords(rules, statement);
  return {
    kind: facts.kind,
    line: statement.startPosition.row + 1,
    text: collapse(statement.text),
    callee: facts.callee,
    ...words,
    constant:
      facts.kind === 'return' && facts.value !== null && rules.isConstant(facts.value)
        ? collapse(facts.value.text)
        : null,
  };
}

function outlineFunction(
  rules: SyntaxRules,
  node: SyntaxNode,
  facts: FunctionFacts,
  scope: string | null,
): FunctionOutline {
  const statements = facts.isExpressionBody ? [facts.body] : rules.bodyStatements(facts.body);
  const last = statements.length - 1;
  const nameNode = node.childForFieldName('name');
  return {
    name: facts.name,
    qualifiedName: facts.name === null ? null : joinNames(scope, facts.receiver, facts.name),
    scope,
    kind: facts.kind,
    line: (nameNode ?? node).startPosition.row + 1,
    statements: statements.map((statement, index) =>
      outlineStatement(
        rules,
        statement,
        facts.isExpressionBody ? 'value' : index === last ? 'last' : 'inner',
      ),
    ),
    bodyComments: facts.isExpressionBody
      ? []
      : rules.bodyComments(node, facts.body).map((comment) => comment.text),
    isArgument: facts.isArgument,
    inArgumentLiteral: facts.inArgumentLiteral,
    isContract: facts.isContract,
    hasParameterProperties: facts.hasParameterProperties,
    isPrivate: facts.isPrivate,
    parameterCount: facts.parameterCount,
    objectLiteral: facts.objectLiteral ?? null,
  };
}

/** Node types an outline looks at, per rules object (computed once). */
const interestingTypes = new WeakMap<SyntaxRules, string[]>();

function typesOf(rules: SyntaxRules): string[] {
  let types = interestingTypes.get(rules);
  if (types === undefined) {
    types = [
      ...new Set([
        ...rules.functionTypes,
        ...rules.ownerTypes,
        ...rules.commentTypes,
        ...rules.macroTypes,
      ]),
    ];
    interestingTypes.set(rules, types);
  }
  return types;
}

/**
 * Outlines a parsed tree. `descendantsOfType` finds the few interesting nodes in one wasm call,
 * in document order; stepping a cursor through every node from JavaScript cost as much as the
 * parse itself.
 */
function outlineTree(language: SourceLanguage, root: SyntaxNode): SourceOutline {
  const rules = SYNTAX_RULES[language];
  const functions: FunctionOutline[] = [];
  const comments: CommentOutline[] = [];
  const macroCalls: MacroCallOutline[] = [];
  // Named scopes around the current node; a scope ends where its node ends.
  const scopes: Scope[] = [];
  for (const node of root.descendantsOfType(typesOf(rules))) {
    // Keywords share names with node types (`function`, `class`): only named nodes count.
    if (!node.isNamed) {
      continue;
    }
    const startIndex = node.startIndex;
    while (scopes.length > 0 && (scopes.at(-1)?.endIndex ?? 0) <= startIndex) {
      scopes.pop();
    }
    const scope = scopes.at(-1)?.name ?? null;
    const type = node.type;
    if (rules.functionTypes.has(type)) {
      const facts = rules.describeFunction(node);
      if (facts !== null) {
        const outline = outlineFunction(rules, node, facts, scope);
        functions.push(outline);
        // An anonymous function adds no name: what it holds belongs to the scope around it.
        scopes.push({ endIndex: node.endIndex, name: outline.qualifiedName ?? scope });
      }
    } else if (rules.ownerTypes.has(type)) {
      scopes.push({ endIndex: node.endIndex, name: joinNames(scope, rules.ownerName(node)) });
    } else if (rules.commentTypes.has(type)) {
      comments.push({ line: node.startPosition.row + 1, text: node.text, scope });
    }
    if (rules.macroTypes.has(type)) {
      for (const call of rules.macroCalls(node)) {
        macroCalls.push({ name: call.name, line: call.node.startPosition.row + 1, scope });
      }
    }
  }
  return { language, hasErrors: root.hasError, functions, comments, macroCalls };
}

/**
 * Parses source and reads off its functions, comments and macro calls. The tree is deleted
 * before this returns, so the outline is safe to keep and cheap to hold for many files.
 * Syntax errors do not throw: the outline covers whatever parsed.
 */
export function outlineSource(language: SourceLanguage, source: string): Promise<SourceOutline> {
  return withSyntaxTree(language, source, (root) => outlineTree(language, root));
}

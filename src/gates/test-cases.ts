import { languageForPath, withSyntaxTree } from '../analysis/index.js';
import type { SyntaxNode } from '../analysis/index.js';
import { collectByText, collectPython, squash } from './test-cases-other.js';

/** One test case of a file: its name (with the suites around it) and its assertions. */
export interface TestCaseOutline {
  /** `suite > name`; a name built at run time keeps its template text. */
  readonly name: string;
  readonly line: number;
  /** The assertions in its body as keys, whitespace removed (what a loosened test changes). */
  readonly assertions: readonly string[];
  /** The same assertions as written (collapsed to one line), for messages. */
  readonly shown: readonly string[];
  /**
   * A function outside the tests that asserts for them (`function equal(t, a, b) {
   * t.equal(a.length, b.length) }`), named `(helper) equal`: its assertions are compared as a
   * test's are, but it is no test (not counted; a removed helper is judged where it was called).
   */
  readonly helper?: true;
}

/** A literal table a test iterates: each row is a test case the runner executes. */
export interface TestTableOutline {
  /** The variable holding the table, or where an inline table sits (`each@line`). */
  readonly name: string;
  readonly line: number;
  /** Row texts, whitespace removed. */
  readonly rows: readonly string[];
}

export interface TestFileOutline {
  readonly cases: readonly TestCaseOutline[];
  readonly tables: readonly TestTableOutline[];
}

const EMPTY: TestFileOutline = { cases: [], tables: [] };
const TEST_CALLEES: ReadonlySet<string> = new Set(['test', 'it', 'specify', 'Deno.test']);
const SUITE_CALLEES: ReadonlySet<string> = new Set(['describe', 'suite', 'context']);
/** Modules whose default export registers a test, under whatever name a file binds it to. */
const TEST_MODULES = String.raw`(?:tape|tap|ava|brittle|zora|node:test|test)`;
/** Modules whose named exports (`test`, `it`, `describe`) register tests and suites. */
const NAMED_TEST_MODULES = String.raw`(?:tape|tap|ava|brittle|zora|node:test|test|vitest|@jest/globals|mocha|bun:test|uvu|@playwright/test)`;
const REQUIRED = new RegExp(
  String.raw`\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\(\s*['"]${TEST_MODULES}['"]\s*\)`,
  'g',
);
// `import test from 'tape'`, and `import test, { skip } from 'tape'`.
const IMPORTED = new RegExp(
  String.raw`\bimport\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s+['"]${TEST_MODULES}['"]`,
  'g',
);
// `import { test as check } from 'node:test'`: the braces, read for `as` below.
const IMPORTED_NAMED = new RegExp(
  String.raw`\bimport\s+(?:[A-Za-z_$][\w$]*\s*,\s*)?\{([^}]*)\}\s*from\s+['"]${NAMED_TEST_MODULES}['"]`,
  'g',
);
// `const { test: check } = require('node:test')`: the braces, read for `:` below.
const REQUIRED_NAMED = new RegExp(
  String.raw`\b(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(\s*['"]${NAMED_TEST_MODULES}['"]\s*\)`,
  'g',
);

/** The names a file binds a test module's registrars to: its tests' and its suites'. */
export interface TestBindings {
  readonly tests: ReadonlySet<string>;
  readonly suites: ReadonlySet<string>;
}

/**
 * The names a file binds a test module's registrars to (`const tape = require('tape')`,
 * `import ava from 'ava'`, `import { test as check } from 'node:test'`, `const { describe:
 * group } = require('mocha')`): calls of `tests` are test cases, `suites` name the cases inside
 * them, and the `.skip` of either is a skip marker, as `test(...)` and `test.skip` are.
 */
export function testBindings(text: string): TestBindings {
  const tests = new Set<string>();
  const suites = new Set<string>();
  for (const match of [...text.matchAll(REQUIRED), ...text.matchAll(IMPORTED)]) {
    if (match[1] !== undefined) {
      tests.add(match[1]);
    }
  }
  // `test as check` or `test: check` inside the braces of an import or require.
  for (const match of [...text.matchAll(IMPORTED_NAMED), ...text.matchAll(REQUIRED_NAMED)]) {
    for (const alias of (match[1] ?? '').matchAll(
      /([A-Za-z_$][\w$]*)\s*(?:\bas\b|:)\s*([A-Za-z_$][\w$]*)/g,
    )) {
      const [, exported = '', local = ''] = alias;
      if (TEST_CALLEES.has(exported)) {
        tests.add(local);
      } else if (SUITE_CALLEES.has(exported)) {
        suites.add(local);
      }
    }
  }
  return { tests, suites };
}

function isTestCallee(base: string, registrars: ReadonlySet<string>): boolean {
  return TEST_CALLEES.has(base) || /^\w+\.test$/.test(base) || registrars.has(base);
}
// tape, node:test and ava hand the test an object whose methods assert: `t.equal(a, b)`.
const T_ASSERTIONS =
  /^(?:t|tt|st|assert)\.(?:assert\.)?(?:equals?|strictEquals?|deepEquals?|deepStrictEqual|same|notSame|ok|notOk|true|false|truthy|falsy|is|not|throws|doesNotThrow|rejects|doesNotReject|match|notMatch|like|unlike|error|fail|pass|notEqual|notDeepEqual|strictSame|has|hasStrict|snapshot)$/;

function stringValue(node: SyntaxNode | undefined): string | null {
  if (node === undefined) {
    return null;
  }
  if (node.type === 'string' || node.type === 'template_string') {
    return node.text.slice(1, -1);
  }
  return null;
}

/** `it`, `test.each([...])`, `describe.only`: the base callee of a test-like call. */
function calleeBase(call: SyntaxNode): { base: string; eachTable: SyntaxNode | null } {
  let fn = call.childForFieldName('function');
  let eachTable: SyntaxNode | null = null;
  // `test.each(table)('name', fn)`: the callee is itself a call.
  if (fn?.type === 'call_expression') {
    const inner = fn.childForFieldName('function');
    if (inner?.text.endsWith('.each') === true) {
      eachTable = fn.childForFieldName('arguments')?.namedChildren[0] ?? null;
      fn = inner;
    }
  }
  // `test.each\`table\`('name', fn)`: a tagged template.
  if (
    fn?.type === 'call_expression' &&
    fn.childForFieldName('arguments')?.type === 'template_string'
  ) {
    fn = fn.childForFieldName('function');
  }
  const text = fn?.text ?? '';
  const base = text.replace(
    /\.(?:each|only|skip|todo|concurrent|sequential|skipIf\(.*\)|runIf\(.*\))$/s,
    '',
  );
  return { base, eachTable };
}

function isAssertionCall(call: SyntaxNode, helpers: ReadonlySet<string>): boolean {
  const fn = call.childForFieldName('function');
  const text = fn?.text ?? '';
  // A call of the file's own assertion helper asserts through it.
  if (fn?.type === 'identifier' && helpers.has(text)) {
    return true;
  }
  if (/^(?:expect|assert)$/.test(text) || /^assert\.\w+$/.test(text)) {
    return true;
  }
  // `expect(x).toBe(1)`: count the outermost call of the chain once.
  if (fn?.type === 'member_expression' && /^expect\s*\(/.test(text)) {
    return true;
  }
  return T_ASSERTIONS.test(text);
}

function collectEcmaScript(root: SyntaxNode): TestFileOutline {
  const { tests: registrars, suites } = testBindings(root.text);
  const helpers = assertionHelpers(root, registrars);
  // Names that wrap a case's name: the suites' aliases as well as the tests'.
  const wrappers = new Set([...registrars, ...suites]);
  const cases: TestCaseOutline[] = [];
  const tables: TestTableOutline[] = [];
  const arrays = new Map<string, SyntaxNode>();
  for (const declarator of root.descendantsOfType('variable_declarator')) {
    const name = declarator.childForFieldName('name');
    const value = declarator.childForFieldName('value');
    if (name?.type === 'identifier' && value !== null) {
      const literal = unwrap(value);
      if (literal.type === 'array' || literal.type === 'object') {
        arrays.set(name.text, literal);
      }
    }
  }
  const addTable = (node: SyntaxNode | null, label: string): void => {
    if (node === null) {
      return;
    }
    const target = node.type === 'identifier' ? arrays.get(node.text) : unwrap(node);
    if (target === undefined || (target.type !== 'array' && target.type !== 'object')) {
      return;
    }
    const name = node.type === 'identifier' ? node.text : label;
    if (tables.some((table) => table.name === name)) {
      return;
    }
    tables.push({
      name,
      line: target.startPosition.row + 1,
      rows: target.namedChildren
        .filter((child) => child.type !== 'comment')
        .map((child) => squash(child.text)),
    });
  };
  for (const loop of root.descendantsOfType('for_in_statement')) {
    const right = loop.childForFieldName('right');
    if (right !== null) {
      addTable(iteratedTable(right), `for@${String(loop.startPosition.row + 1)}`);
    }
  }
  for (const call of root.descendantsOfType('call_expression')) {
    const fn = call.childForFieldName('function');
    // `cases.forEach(...)`, `cases.map(...)`
    if (fn?.type === 'member_expression' && /\.(?:forEach|map)$/.test(fn.text)) {
      const object = fn.childForFieldName('object');
      if (object?.type === 'identifier' || object?.type === 'array') {
        addTable(object, `forEach@${String(call.startPosition.row + 1)}`);
      }
    }
    const { base, eachTable } = calleeBase(call);
    if (eachTable !== null) {
      addTable(eachTable, `each@${String(call.startPosition.row + 1)}`);
    }
    if (!isTestCallee(base, registrars)) {
      continue;
    }
    const args = call.childForFieldName('arguments')?.namedChildren ?? [];
    const title = stringValue(args[0]) ?? squash(args[0]?.text ?? '<unnamed>');
    const body = args.find(
      (arg) => arg.type === 'arrow_function' || arg.type === 'function_expression',
    );
    cases.push({
      name: [...suitesAround(call, wrappers), title].join(' > '),
      line: call.startPosition.row + 1,
      ...(body === undefined
        ? { assertions: [], shown: [] }
        : assertionsIn(body, registrars, helpers.names)),
    });
  }
  if (cases.length === 0) {
    // A test run as a plain script (`node test.js`): no registrar, its assertions at the top
    // level. They are compared as one case's (a loosened `assert.equal` is as loose here), but
    // the script counts as no test, so moving them into cases later removes none.
    const script = assertionsIn(root, registrars, helpers.names);
    if (script.assertions.length > 0) {
      cases.push({ name: '(the script)', line: 1, ...script, helper: true });
    }
  }
  return { cases: [...cases, ...helpers.cases], tables };
}

/** A named function of a test file: `function f() {}`, `const f = () => {}`. */
interface NamedFunction {
  readonly name: string;
  readonly line: number;
  readonly body: SyntaxNode;
}

function namedFunctions(root: SyntaxNode): NamedFunction[] {
  const found: NamedFunction[] = [];
  for (const node of root.descendantsOfType(['function_declaration', 'variable_declarator'])) {
    const name = node.childForFieldName('name');
    const value = node.type === 'function_declaration' ? node : node.childForFieldName('value');
    const fn = value === null ? null : unwrap(value);
    const body = fn?.childForFieldName('body');
    if (
      name?.type === 'identifier' &&
      body !== null &&
      body !== undefined &&
      (fn?.type === 'function_declaration' ||
        fn?.type === 'arrow_function' ||
        fn?.type === 'function_expression')
    ) {
      found.push({ name: name.text, line: node.startPosition.row + 1, body });
    }
  }
  return found;
}

/** Whether `node` sits in the arguments of a test case's call (its body, its options). */
function insideTestCase(node: SyntaxNode, registrars: ReadonlySet<string>): boolean {
  for (let at = node.parent; at !== null; at = at.parent) {
    if (at.type === 'call_expression' && isTestCallee(calleeBase(at).base, registrars)) {
      return true;
    }
  }
  return false;
}

/**
 * The file's assertion helpers, outside every test case: functions that assert, directly or
 * through another helper (found to a fixed point). A test that calls one asserts through it,
 * so loosening the helper loosens every such test, and dropping the call drops an assertion.
 */
function assertionHelpers(
  root: SyntaxNode,
  registrars: ReadonlySet<string>,
): { names: ReadonlySet<string>; cases: TestCaseOutline[] } {
  const candidates = namedFunctions(root).filter((fn) => !insideTestCase(fn.body, registrars));
  const names = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const fn of candidates) {
      if (!names.has(fn.name) && assertionsIn(fn.body, registrars, names).assertions.length > 0) {
        names.add(fn.name);
        grew = true;
      }
    }
  }
  const cases = new Map<string, { line: number; assertions: string[]; shown: string[] }>();
  for (const fn of candidates.filter((candidate) => names.has(candidate.name))) {
    const found = assertionsIn(fn.body, registrars, names);
    const entry = cases.get(fn.name) ?? { line: fn.line, assertions: [], shown: [] };
    entry.assertions.push(...found.assertions);
    entry.shown.push(...found.shown);
    cases.set(fn.name, entry);
  }
  return {
    names,
    cases: [...cases].map(([name, entry]) => ({
      name: `(helper) ${name}`,
      ...entry,
      helper: true as const,
    })),
  };
}

/** `Object.entries(table)`, `table`, `[...]`: the literal a loop walks. */
function iteratedTable(node: SyntaxNode): SyntaxNode | null {
  const inner = unwrap(node);
  if (
    inner.type === 'call_expression' &&
    /^Object\.(?:entries|keys|values)$/.test(inner.childForFieldName('function')?.text ?? '')
  ) {
    return inner.childForFieldName('arguments')?.namedChildren[0] ?? null;
  }
  return inner;
}

function unwrap(node: SyntaxNode): SyntaxNode {
  let current = node;
  while (
    ['parenthesized_expression', 'as_expression', 'satisfies_expression'].includes(current.type) &&
    current.namedChildren[0] !== undefined
  ) {
    current = current.namedChildren[0];
  }
  return current;
}

function suitesAround(call: SyntaxNode, registrars: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (let node = call.parent; node !== null; node = node.parent) {
    if (node.type !== 'call_expression') {
      continue;
    }
    const { base } = calleeBase(node);
    if (SUITE_CALLEES.has(base) || isTestCallee(base, registrars)) {
      const first = node.childForFieldName('arguments')?.namedChildren[0];
      names.unshift(stringValue(first) ?? squash(first?.text ?? ''));
    }
  }
  return names;
}

/**
 * What a loosened test changes: the matcher and expected value of `expect(subject).toBe(5)`
 * (so renaming the subject is not a loosening), the whole call of `assert.equal(a, b)`.
 */
function assertionKey(call: SyntaxNode): string {
  const text = call.text;
  if (!/^expect\s*\(/.test(text)) {
    return squash(text);
  }
  let inner: SyntaxNode = call;
  while (inner.childForFieldName('function')?.text !== 'expect') {
    const fn: SyntaxNode | null = inner.childForFieldName('function');
    const next = fn?.type === 'member_expression' ? fn.childForFieldName('object') : fn;
    if (next?.type !== 'call_expression') {
      return squash(text);
    }
    inner = next;
  }
  return squash(`expect()${text.slice(inner.text.length)}`);
}

/** Assertions directly in a test's body, not in the tests nested inside it. */
function assertionsIn(
  body: SyntaxNode,
  registrars: ReadonlySet<string>,
  helpers: ReadonlySet<string>,
): { assertions: string[]; shown: string[] } {
  const found: string[] = [];
  const shown: string[] = [];
  const visit = (node: SyntaxNode): void => {
    for (const child of node.namedChildren) {
      if (child.type === 'call_expression') {
        const { base } = calleeBase(child);
        if (isTestCallee(base, registrars)) {
          continue;
        }
        if (isAssertionCall(child, helpers)) {
          found.push(assertionKey(child));
          shown.push(child.text.replace(/\s+/g, ' '));
          continue;
        }
      }
      visit(child);
    }
  };
  visit(body);
  return { assertions: found, shown };
}

/**
 * The test cases and iterated literal tables of a test file, for TEST_INTEGRITY to compare
 * before and after a change. JavaScript and TypeScript (vitest, jest, mocha, node:test, tape)
 * and Python (pytest, unittest) are read from the syntax tree; Go and Rust from the text.
 * Unknown languages have none.
 */
export async function outlineTestFile(path: string, text: string): Promise<TestFileOutline> {
  const language = languageForPath(path);
  switch (language) {
    case null:
      return EMPTY;
    case 'go':
    case 'rust':
      return collectByText(language, text);
    case 'python':
      return withSyntaxTree(language, text, collectPython);
    case 'javascript':
    case 'typescript':
    case 'tsx':
      return withSyntaxTree(language, text, collectEcmaScript);
  }
}

import type { SourceLanguage, SyntaxNode } from '../analysis/index.js';
import type { TestCaseOutline, TestFileOutline, TestTableOutline } from './test-cases.js';

// The test cases of Python files (from the syntax tree) and of Go and Rust files (from the
// text), for outlineTestFile (test-cases.ts), which reads JavaScript and TypeScript itself.

/** Whitespace removed: how assertions and rows are compared. */
export function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

export function collectPython(root: SyntaxNode): TestFileOutline {
  const cases: TestCaseOutline[] = [];
  const tables: TestTableOutline[] = [];
  for (const fn of root.descendantsOfType('function_definition')) {
    const name = fn.childForFieldName('name')?.text ?? '';
    if (!name.startsWith('test')) {
      continue;
    }
    const owner =
      fn.parent?.parent?.type === 'class_definition'
        ? fn.parent.parent.childForFieldName('name')?.text
        : undefined;
    const nodes = [
      ...fn.descendantsOfType('assert_statement'),
      ...fn
        .descendantsOfType('call')
        .filter((call) =>
          /^self\.assert\w+$|^pytest\.raises$/.test(call.childForFieldName('function')?.text ?? ''),
        ),
    ];
    cases.push({
      name: owner === undefined ? name : `${owner} > ${name}`,
      line: fn.startPosition.row + 1,
      assertions: nodes.map((node) => squash(node.text)),
      shown: nodes.map((node) => node.text.replace(/\s+/g, ' ')),
    });
    const decorated = fn.parent?.type === 'decorated_definition' ? fn.parent : null;
    for (const decorator of decorated?.namedChildren.filter(
      (child) => child.type === 'decorator',
    ) ?? []) {
      const call = decorator.namedChildren[0];
      if (
        call?.type !== 'call' ||
        !/parametrize$/.test(call.childForFieldName('function')?.text ?? '')
      ) {
        continue;
      }
      const list = call.childForFieldName('arguments')?.namedChildren[1];
      if (list !== undefined && (list.type === 'list' || list.type === 'tuple')) {
        tables.push({
          name: `${name}@parametrize`,
          line: list.startPosition.row + 1,
          rows: list.namedChildren
            .filter((child) => child.type !== 'comment')
            .map((child) => squash(child.text)),
        });
      }
    }
  }
  return { cases, tables };
}

/** Go's `func TestX(t *testing.T)` and Rust's `#[test] fn x()`, read off the text. */
export function collectByText(language: SourceLanguage, text: string): TestFileOutline {
  const header =
    language === 'go' ? /^func\s+(Test\w*)\s*\(/ : /^\s*(?:pub\s+)?(?:async\s+)?fn\s+(\w+)\s*\(/;
  const assertion =
    language === 'go'
      ? /\bt\.(?:Error|Errorf|Fatal|Fatalf)\s*\(|\b(?:require|assert)\.\w+\s*\(\s*t\b/
      : /\b(?:assert|assert_eq|assert_ne|debug_assert)!\s*\(/;
  const cases: { name: string; line: number; assertions: string[]; shown: string[] }[] = [];
  let pendingTestAttribute = false;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (language === 'rust' && /^#\[(?:tokio::)?test\b/.test(line)) {
      pendingTestAttribute = true;
      return;
    }
    const match = header.exec(raw);
    if (match !== null && (language === 'go' || pendingTestAttribute)) {
      cases.push({ name: match[1] ?? '', line: index + 1, assertions: [], shown: [] });
      pendingTestAttribute = false;
      return;
    }
    const current = cases.at(-1);
    if (assertion.test(line) && current !== undefined) {
      current.assertions.push(squash(line));
      current.shown.push(line);
    }
  });
  return { cases, tables: [] };
}

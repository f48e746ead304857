import { describe, expect, it } from 'vitest';
import { detectSourceCode } from './code-detect.js';

const prose = [
  'The project uses vitest 4 and Node 20; tests live beside the code.',
  'Gates run cheapest first: ANTI_STUB, SYNTAX_CHECK, AST_LINT, TYPE_CHECK, TEST_SUITE.',
  'Dependencies point one way: cli -> kernel -> organs.',
  'Use makeTempDir() from test/helpers/temp.ts for temporary directories.',
  'Budget is set in .governance/config.json (budget.dailyUsd).',
  'Return early; never nest more than two levels;',
  'import paths end in .js (NodeNext resolution)',
  'The billing module is owned by the payments team.\nIt is locked during the release freeze.\nAsk before touching it.',
  '- for data files use JSON\n- for docs use Markdown\n- keep commit messages short',
];

const code = [
  "import { z } from 'zod';",
  'function add(a, b) {\n  return a + b;\n}',
  'const total = items.reduce((sum, x) => sum + x, 0);',
  'def add(a, b):\n    return a + b',
  'func main() {',
  'fn parse(input: &str) -> Result<Ast, Error> {',
  'x = a[i] + b[j];',
  'if (count > 0) return count;',
  'SELECT * FROM users WHERE id = 1;',
  'Example:\n```ts\nconsole.log(1)\n```',
  'export default class Foo extends Bar {}',
  'return value\nreturn other\nreturn third',
];

describe('detectSourceCode', () => {
  it.each(prose)('accepts prose: %s', (text) => {
    expect(detectSourceCode(text)).toEqual({ isCode: false, reason: null });
  });

  it.each(code)('refuses code: %s', (text) => {
    const verdict = detectSourceCode(text);
    expect(verdict.isCode).toBe(true);
    expect(verdict.reason).not.toBeNull();
  });

  it('names the line and its signals', () => {
    expect(detectSourceCode("A fact.\nimport { z } from 'zod';").reason).toBe(
      'line 2 reads as code (starts with a code keyword, ends like a statement)',
    );
  });
});

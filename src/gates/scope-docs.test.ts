import { describe, expect, it } from 'vitest';
import { documentationCodeFindings, runScopeGateFor } from './scope-docs.js';
import type { ChangedFile } from './types.js';

function modified(path: string, before: string, after: string): ChangedFile {
  return { path, status: 'modified', before, after };
}

const GUARDED = [
  '/**',
  ' * Merges b into a.',
  ' */',
  'export function merge(a, b) {',
  '  for (const key of Object.keys(b)) {',
  "    if (key === '__proto__') {",
  '      continue;',
  '    }',
  '    a[key] = b[key]; // copy',
  '  }',
  '  return a;',
  '}',
  '',
].join('\n');

describe('SCOPE for a DOCUMENTATION task', () => {
  it('passes comments, JSDoc and layout changed around the same code', async () => {
    const after = GUARDED.replace(
      ' * Merges b into a.',
      ' * Merges the own keys of b into a,\n * skipping `__proto__`.',
    )
      .replace(
        'a[key] = b[key]; // copy',
        'a[key] = b[key];\n    // Own keys only: the loop reads Object.keys.',
      )
      .replace('export function merge(a, b) {', 'export function merge(a, b) {\n');
    expect(await documentationCodeFindings([modified('src/merge.js', GUARDED, after)])).toEqual([]);
  });

  it('refuses a guard removed while the JSDoc was fixed, at the line where the code departs', async () => {
    const after = GUARDED.replace(' * Merges b into a.', ' * Documented: merges b into a.').replace(
      "    if (key === '__proto__') {\n      continue;\n    }\n",
      '',
    );
    const findings = await documentationCodeFindings([modified('src/merge.ts', GUARDED, after)]);
    expect(findings).toEqual([
      expect.objectContaining({
        file: 'src/merge.ts',
        line: 6,
        rule: 'scope/code-in-documentation-task',
        message: expect.stringContaining(
          'the code changed, not only comments or layout',
        ) as unknown,
      }),
    ]);
  });

  it('refuses a changed string or operator, and code removed from the end of a file', async () => {
    const before = "const limit = 10;\nexport const message = 'too many';\n";
    expect(
      await documentationCodeFindings([
        modified('a.ts', before, before.replace("'too many'", "'too many items'")),
        modified('b.ts', before, before.replace('10', '100')),
        modified('c.ts', before, 'const limit = 10;\n'),
      ]),
    ).toEqual([
      expect.objectContaining({ file: 'a.ts', line: 2 }),
      expect.objectContaining({ file: 'b.ts', line: 1 }),
      // The code that is gone is on the base's line 2: the head has no line to point at.
      expect.objectContaining({
        file: 'c.ts',
        line: null,
        message: expect.stringContaining('removed code from line 2 of the base') as unknown,
      }),
    ]);
  });

  it('reads docstrings as documentation and indentation as code in Python', async () => {
    const before = 'def f(x):\n    """Old."""\n    if x:\n        return 1\n    return 2\n';
    const docstring = before.replace('"""Old."""', '"""New words,\n    over two lines."""');
    const dedented = before.replace(
      '        return 1\n    return 2',
      '        return 1\n        return 2',
    );
    expect(await documentationCodeFindings([modified('f.py', before, docstring)])).toEqual([]);
    expect(await documentationCodeFindings([modified('f.py', before, dedented)])).toEqual([
      expect.objectContaining({ line: 5 }),
    ]);
  });

  it('reads Go and Rust comments as documentation', async () => {
    const go = 'package a\n\n// Add adds.\nfunc Add(a, b int) int { return a + b }\n';
    const rust = '/// Adds.\npub fn add(a: i32, b: i32) -> i32 { a + b }\n';
    expect(
      await documentationCodeFindings([
        modified('a.go', go, go.replace('// Add adds.', '// Add returns the sum of a and b.')),
        modified(
          'a.rs',
          rust,
          rust.replace('/// Adds.', '/// Returns the sum.\n/// Never panics.'),
        ),
        modified('b.rs', rust, rust.replace('a + b', 'a - b')),
      ]),
    ).toEqual([expect.objectContaining({ file: 'b.rs' })]);
  });

  it('refuses a deleted code file; leaves new files, prose and other categories alone', async () => {
    const changes: ChangedFile[] = [
      { path: 'src/old.ts', status: 'deleted', before: 'export const a = 1;\n', after: null },
      { path: 'examples/use.ts', status: 'added', before: null, after: 'merge({}, {});\n' },
      modified('README.md', '# A\n', '# B\n'),
    ];
    const documentation = await runScopeGateFor(changes, {
      targetPaths: ['.'],
      category: 'DOCUMENTATION',
    });
    expect(documentation.passed).toBe(false);
    expect(documentation.findings).toEqual([
      expect.objectContaining({ file: 'src/old.ts', rule: 'scope/code-in-documentation-task' }),
    ]);
    const unread = await documentationCodeFindings([
      {
        path: 'src/big.ts',
        status: 'modified',
        before: null,
        after: null,
        unchecked: { before: 'over the size limit', after: 'over the size limit' },
      },
    ]);
    expect(unread.map((f) => f.rule)).toEqual(['could-not-check', 'could-not-check']);
    const refactoring = await runScopeGateFor(changes, {
      targetPaths: ['.'],
      category: 'REFACTORING',
    });
    expect(refactoring.passed).toBe(true);
  });
});

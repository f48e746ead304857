import picomatch from 'picomatch';
import type { ChangedFile, Finding, GateVerdict } from './types.js';

const isTestPath = picomatch(
  [
    '**/*.{test,spec}.{ts,tsx,mts,cts,js,jsx,mjs,cjs}',
    '**/__tests__/**',
    '{test,tests,spec,__tests__}/**',
    '**/{test,tests}/**/*.{ts,tsx,js,jsx,mjs,cjs,py,rs,go}',
    '**/test_*.py',
    '**/*_test.py',
    '**/*_test.go',
    '**/tests/**/*.rs',
  ],
  { dot: true },
);

/** True for files a test runner would pick up (by the usual naming conventions). */
export function isTestFile(path: string): boolean {
  return isTestPath(path);
}

/**
 * Markers that stop a test from running or make others stop: `.skip`, `.only` (which
 * silently skips the rest), `xit`, `fit`, pytest and unittest skips, Go's t.Skip, Rust's
 * #[ignore].
 */
const SKIP_MARKERS: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  {
    name: '.skip/.only/.todo',
    pattern:
      /\b(?:it|test|describe|suite|context|bench)(?:\.each\([^)]*\))?\.(?:skip|only|todo|skipIf|runIf)\b/g,
  },
  { name: 'xit/xdescribe/fit', pattern: /\b(?:xit|xtest|xdescribe|xcontext|fit|fdescribe)\s*\(/g },
  { name: 'this.skip()', pattern: /\bthis\.skip\s*\(/g },
  { name: '@pytest.mark.skip', pattern: /@pytest\.mark\.(?:skip|skipif|xfail)\b/g },
  { name: 'pytest.skip()', pattern: /\bpytest\.(?:skip|xfail)\s*\(/g },
  { name: '@unittest.skip', pattern: /@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b/g },
  { name: 't.Skip()', pattern: /\bt\.Skip(?:f|Now)?\s*\(/g },
  { name: '#[ignore]', pattern: /#\[ignore\b/g },
];

/** An assertion: its matcher and expected value are what a loosened test changes. */
const ASSERTION_PATTERNS: readonly RegExp[] = [
  // expect(x).toBe(3), expect(x).not.toEqual(...), expect(fn).rejects.toThrow(E)
  /\bexpect\s*\((?<subject>.*?)\)\s*\.(?<matcher>(?:(?:not|resolves|rejects)\.)*\w+)\s*\((?<expected>.*)\)/,
  // assert.equal(actual, expected), assert.deepStrictEqual(...), assert(x)
  /\bassert(?:\.(?<matcher>\w+))?\s*\((?<expected>.*)\)/,
  // Python: assert a == b / self.assertEqual(a, b)
  /^\s*assert\s+(?<expected>.+)$/,
  /\bself\.(?<matcher>assert\w+)\s*\((?<expected>.*)\)/,
  // Rust: assert_eq!(a, b)
  /\b(?<matcher>assert(?:_eq|_ne)?!)\s*\((?<expected>.*)\)/,
  // Go testing: if got != want { t.Errorf(...) } — the comparison line carries the expectation.
  /\bt\.(?<matcher>Error|Errorf|Fatal|Fatalf)\s*\((?<expected>.*)\)/,
  /\b(?:require|assert)\.(?<matcher>\w+)\s*\(\s*t\s*,(?<expected>.*)\)/,
];

interface Assertion {
  readonly line: number;
  /** The part a loosened test changes: matcher plus expected value, whitespace-folded. */
  readonly key: string;
  readonly text: string;
}

function assertionsOf(text: string): Assertion[] {
  const result: Assertion[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line.startsWith('//') || line.startsWith('#') || line.startsWith('*')) {
      return;
    }
    for (const pattern of ASSERTION_PATTERNS) {
      const match = pattern.exec(line);
      if (match !== null) {
        const { matcher = '', expected = '' } = match.groups ?? {};
        result.push({
          line: index + 1,
          key: `${matcher}(${expected.replace(/\s+/g, '')})`,
          text: line,
        });
        return;
      }
    }
  });
  return result;
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, pattern.flags))?.length ?? 0;
}

function lineOf(text: string, pattern: RegExp): number | null {
  const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
  return match === null ? null : text.slice(0, match.index).split('\n').length;
}

export interface TestIntegrityOptions {
  /** TESTING tasks that say so (metadata.allowTestChanges) may rewrite tests. */
  readonly allowTestChanges: boolean;
}

/**
 * TEST_INTEGRITY: the change must not delete a test file, add a skip or focus marker,
 * remove an assertion, or change the matcher or expected value of an existing assertion
 * (the classic way to make a failing suite pass). Moving a test file unchanged is fine.
 */
export function runTestIntegrityGate(
  changes: readonly ChangedFile[],
  options: TestIntegrityOptions,
): GateVerdict {
  const started = performance.now();
  const findings: Finding[] = [];
  if (!options.allowTestChanges) {
    const addedContents = new Set(
      changes.filter((c) => c.status === 'added' && c.after !== null).map((c) => c.after),
    );
    for (const change of changes.filter((c) => isTestFile(c.path))) {
      const before = change.before ?? '';
      const after = change.after ?? '';
      if (change.status === 'deleted') {
        if (!addedContents.has(change.before)) {
          findings.push({
            file: change.path,
            line: null,
            rule: 'test-integrity/deleted',
            message: `the test file ${change.path} was deleted; keep it and make the code pass it`,
          });
        }
        continue;
      }
      for (const marker of SKIP_MARKERS) {
        const added = countMatches(after, marker.pattern) - countMatches(before, marker.pattern);
        if (added > 0) {
          findings.push({
            file: change.path,
            line: lineOf(after, marker.pattern),
            rule: 'test-integrity/skip',
            message: `adds ${added} ${marker.name} marker${added === 1 ? '' : 's'}; every test must run, remove it`,
          });
        }
      }
      if (change.status === 'modified') {
        findings.push(...compareAssertions(change.path, before, after));
      }
    }
  }
  return {
    gate: 'TEST_INTEGRITY',
    passed: findings.length === 0,
    severity: findings.length === 0 ? 'info' : 'error',
    findings,
    durationMs: Math.round(performance.now() - started),
  };
}

function compareAssertions(path: string, before: string, after: string): Finding[] {
  const old = assertionsOf(before);
  const now = assertionsOf(after);
  const remaining = new Map<string, number>();
  for (const assertion of now) {
    remaining.set(assertion.key, (remaining.get(assertion.key) ?? 0) + 1);
  }
  const lost: Assertion[] = [];
  for (const assertion of old) {
    const count = remaining.get(assertion.key) ?? 0;
    if (count > 0) {
      remaining.set(assertion.key, count - 1);
    } else {
      lost.push(assertion);
    }
  }
  if (lost.length === 0) {
    return [];
  }
  const removed = old.length - now.length;
  return lost.map((assertion) => ({
    file: path,
    line: assertion.line,
    rule: removed > 0 ? 'test-integrity/assertion-removed' : 'test-integrity/expectation-changed',
    message:
      removed > 0
        ? `an existing assertion was removed (line ${assertion.line} of the old file: ${clip(assertion.text)}); keep it and make the code satisfy it`
        : `the expectation of an existing assertion changed (line ${assertion.line} of the old file: ${clip(assertion.text)}); fix the code, not the expected value`,
  }));
}

function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

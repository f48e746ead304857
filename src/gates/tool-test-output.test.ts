import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../common/index.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import { parseTestOutput } from './tool-test-output.js';

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');

// Captured from vitest 4.1.12 (stderr part, NO_COLOR): two assertion failures and a throw.
const VITEST_SAMPLE = `
⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/sum.test.ts > sum > adds
AssertionError: expected -1 to be 3 // Object.is equality

- Expected
+ Received

- 3
+ -1

 ❯ test/sum.test.ts:6:23
      4| describe('sum', () => {
      5|   it('adds', () => {
      6|     expect(sum(1, 2)).toBe(3);
       |                       ^
      7|   });

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

 FAIL  test/sum.test.ts > throws plain
Error: kaboom
 ❯ check src/sum.ts:4:9
 ❯ test/sum.test.ts:16:9
     14| });
     15| it('throws plain', () => {
     16|   check();
       |   ^

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯
`;

// Captured from vitest 4.1.12: a test file that fails to import.
const VITEST_LOAD_FAILURE = `
 FAIL  test/broken.test.ts [ test/broken.test.ts ]
Error: Cannot find module '../src/missing.js' imported from /tmp/tg/test/broken.test.ts
 ❯ test/broken.test.ts:1:1
      1| import { nothing } from '../src/missing.js';
       | ^
`;

// The shape jest 29 prints without colour (jest is not installed here).
const JEST_SAMPLE = `FAIL src/sum.test.js
  sum
    ✕ adds (3 ms)
    ✓ passes

  ● sum › adds

    expect(received).toBe(expected) // Object.is equality

    Expected: 3
    Received: -1

       4 | describe('sum', () => {
       5 |   it('adds', () => {
    >  6 |     expect(sum(1, 2)).toBe(3);
         |                       ^
       7 |   });

      at Object.toBe (src/sum.test.js:6:23)

Test Suites: 1 failed, 1 total
Tests:       1 failed, 1 passed, 2 total
`;

// Captured from node 20 \`node --test\` (TAP reporter when stdout is not a TTY), trimmed stacks.
const TAP_SAMPLE = `TAP version 13
# Subtest: math
    # Subtest: adds
    not ok 1 - adds
      ---
      duration_ms: 1.486734
      location: '/ws/t.test.mjs:4:3'
      failureType: 'testCodeFailure'
      error: |-
        Expected values to be strictly equal:

        2 !== 3

      code: 'ERR_ASSERTION'
      name: 'AssertionError'
      ...
    # Subtest: ok
    ok 2 - ok
      ---
      duration_ms: 0.116173
      ...
    1..2
not ok 1 - math
  ---
  duration_ms: 2.569566
  type: 'suite'
  location: '/ws/t.test.mjs:3:1'
  failureType: 'subtestsFailed'
  error: '1 subtest failed'
  code: 'ERR_TEST_FAILURE'
  ...
# Subtest: top fails
not ok 2 - top fails
  ---
  duration_ms: 0.101431
  location: '/ws/t.test.mjs:7:1'
  failureType: 'testCodeFailure'
  error: 'it''s bad'
  code: 'ERR_TEST_FAILURE'
  ...
# Subtest: later
not ok 3 - later # TODO
1..3
`;

// Captured from node 20 \`node --test --test-reporter=spec\`, the summary part.
const NODE_SPEC_SAMPLE = `✖ failing tests:

test at t.test.mjs:4:3
✖ adds (1.565771ms)
  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:

  2 !== 3

      at TestContext.<anonymous> (file:///ws/t.test.mjs:4:31)
      at Test.runInAsyncScope (node:async_hooks:206:9)

test at t.test.mjs:7:1
✖ top fails (0.096734ms)
  Error: bad thing
      at TestContext.<anonymous> (file:///ws/t.test.mjs:7:33)
`;

// Captured from pytest 9.0.3.
const PYTEST_SAMPLE = `=================================== FAILURES ===================================
___________________________________ test_add ___________________________________

    def test_add():
>       assert add(1, 2) == 3
E       assert -1 == 3
E        +  where -1 = add(1, 2)

test_x.py:5: AssertionError
_________________________________ TestK.test_k _________________________________

self = <test_x.TestK object at 0x7f895b3e6290>

    def test_k(self):
>       raise ValueError("nope")
E       ValueError: nope

test_x.py:9: ValueError
=========================== short test summary info ============================
FAILED test_x.py::test_add - assert -1 == 3
FAILED test_x.py::TestK::test_k - ValueError: nope
ERROR tests/test_db.py - ModuleNotFoundError: No module named 'db'
========================= 2 failed, 1 passed in 0.61s ==========================
`;

// Captured from cargo 1.9x test (RUST_BACKTRACE unset), plus a rustc error.
const CARGO_SAMPLE = `running 3 tests
test tests::it_adds ... FAILED
test tests::it_panics ... FAILED
test tests::ok ... ok

failures:

---- tests::it_adds stdout ----

thread 'tests::it_adds' (4568) panicked at src/lib.rs:7:20:
assertion \`left == right\` failed
  left: 0
 right: 4
note: run with \`RUST_BACKTRACE=1\` environment variable to display a backtrace

---- tests::it_panics stdout ----

thread 'tests::it_panics' (4569) panicked at src/lib.rs:9:22:
boom here


failures:
    tests::it_adds
    tests::it_panics

test result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass \`--lib\`
`;

const RUSTC_SAMPLE = `error[E0308]: mismatched types
 --> src/lib.rs:1:38
  |
1 | pub fn add(a: u64, b: u64) -> u64 { "x" }
  |                                      ^^^ expected \`u64\`, found \`&str\`
error: could not compile \`tgrs\` (lib test) due to 1 previous error
`;

// The shape go test prints (go is not installed here).
const GO_SAMPLE = `--- FAIL: TestAdd (0.00s)
    add_test.go:8: add(1, 2) = -1, want 3
FAIL
FAIL\texample.com/m\t0.002s
# example.com/m/pkg
pkg/util.go:3:2: undefined: missing
`;

describe('parseTestOutput on captured runner output', () => {
  it('reads vitest failures with the error, the diff and the first stack location', () => {
    expect(parseTestOutput(VITEST_SAMPLE, '/ws')).toEqual([
      {
        file: 'test/sum.test.ts',
        line: 6,
        rule: 'test-failure',
        message: [
          'sum > adds: AssertionError: expected -1 to be 3 // Object.is equality',
          '- Expected',
          '+ Received',
          '- 3',
          '+ -1',
        ].join('\n'),
      },
      {
        file: 'src/sum.ts',
        line: 4,
        rule: 'test-failure',
        message: 'test/sum.test.ts > throws plain: Error: kaboom',
      },
    ]);
  });

  it('reads a vitest file that failed to load', () => {
    expect(parseTestOutput(VITEST_LOAD_FAILURE, '/ws')).toEqual([
      {
        file: 'test/broken.test.ts',
        line: 1,
        rule: 'test-failure',
        message:
          "test/broken.test.ts failed to load: Error: Cannot find module '../src/missing.js' imported from /tmp/tg/test/broken.test.ts",
      },
    ]);
  });

  it('reads jest failures with the expectation and the test-file frame', () => {
    expect(parseTestOutput(JEST_SAMPLE, '/ws')).toEqual([
      {
        file: 'src/sum.test.js',
        line: 6,
        rule: 'test-failure',
        message: [
          'sum › adds: expect(received).toBe(expected) // Object.is equality',
          'Expected: 3',
          'Received: -1',
        ].join('\n'),
      },
    ]);
  });

  it('reads node:test TAP, naming nested tests and skipping suites and TODOs', () => {
    expect(parseTestOutput(TAP_SAMPLE, '/ws')).toEqual([
      {
        file: 't.test.mjs',
        line: 4,
        rule: 'test-failure',
        message: 'math > adds: Expected values to be strictly equal:\n2 !== 3',
      },
      { file: 't.test.mjs', line: 7, rule: 'test-failure', message: "top fails: it's bad" },
    ]);
  });

  it('reads the node:test spec reporter summary', () => {
    expect(parseTestOutput(NODE_SPEC_SAMPLE, '/ws')).toEqual([
      {
        file: 't.test.mjs',
        line: 4,
        rule: 'test-failure',
        message:
          'adds: AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n2 !== 3',
      },
      { file: 't.test.mjs', line: 7, rule: 'test-failure', message: 'top fails: Error: bad thing' },
    ]);
  });

  it('reads pytest failures located through the FAILURES section, and collection errors', () => {
    expect(parseTestOutput(PYTEST_SAMPLE, '/ws')).toEqual([
      {
        file: 'test_x.py',
        line: 5,
        rule: 'test-failure',
        message: 'test_x.py::test_add: assert -1 == 3',
      },
      {
        file: 'test_x.py',
        line: 9,
        rule: 'test-failure',
        message: 'test_x.py::TestK::test_k: ValueError: nope',
      },
      {
        file: 'tests/test_db.py',
        line: null,
        rule: 'test-failure',
        message: "tests/test_db.py: ModuleNotFoundError: No module named 'db'",
      },
    ]);
  });

  it('reads cargo test panics and rustc errors', () => {
    expect(parseTestOutput(CARGO_SAMPLE, '/ws')).toEqual([
      {
        file: 'src/lib.rs',
        line: 7,
        rule: 'test-failure',
        message: 'tests::it_adds: assertion `left == right` failed\n  left: 0\n right: 4',
      },
      { file: 'src/lib.rs', line: 9, rule: 'test-failure', message: 'tests::it_panics: boom here' },
    ]);
    expect(parseTestOutput(RUSTC_SAMPLE, '/ws')).toEqual([
      { file: 'src/lib.rs', line: 1, rule: 'E0308', message: 'mismatched types' },
    ]);
  });

  it('reads go test failures and build errors', () => {
    expect(parseTestOutput(GO_SAMPLE, '/ws')).toEqual([
      {
        file: null,
        line: null,
        rule: 'test-failure',
        message: 'TestAdd: add_test.go:8: add(1, 2) = -1, want 3',
      },
      { file: 'pkg/util.go', line: 3, rule: 'compile-error', message: 'undefined: missing' },
    ]);
  });

  it('returns [] for output it does not recognise', () => {
    expect(parseTestOutput('Segmentation fault (core dumped)\n', '/ws')).toEqual([]);
    expect(parseTestOutput('', '/ws')).toEqual([]);
  });
});

describe('parseTestOutput on real runs', () => {
  const env = (): Record<string, string> => ({
    PATH: process.env['PATH'] ?? '',
    CI: 'true',
    NO_COLOR: '1',
  });

  it('parses what the real vitest prints for failing tests', async () => {
    const ws = makeTempDir('govern-test-output-');
    symlinkSync(GOVERN_MODULES, join(ws, 'node_modules'), 'dir');
    mkdirSync(join(ws, 'test'));
    writeFileSync(join(ws, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(ws, 'test/math.test.ts'),
      [
        "import { describe, expect, it } from 'vitest';",
        '',
        "describe('math', () => {",
        "  it('multiplies', () => {",
        '    expect(2 * 3).toBe(7);',
        '  });',
        '});',
        '',
      ].join('\n'),
    );
    const result = await runProcess(join(ws, 'node_modules/.bin/vitest'), ['run'], {
      cwd: ws,
      env: { ...env(), HOME: ws },
      timeoutMs: 60_000,
    });
    expect(result.exitCode).toBe(1);
    expect(parseTestOutput(`${result.stdout}\n${result.stderr}`, ws)).toEqual([
      {
        file: 'test/math.test.ts',
        line: 5,
        rule: 'test-failure',
        message: [
          'math > multiplies: AssertionError: expected 6 to be 7 // Object.is equality',
          '- Expected',
          '+ Received',
          '- 7',
          '+ 6',
        ].join('\n'),
      },
    ]);
  });

  it('parses what the real node --test prints', async () => {
    const ws = makeTempDir('govern-test-output-');
    writeFileSync(
      join(ws, 'a.test.mjs'),
      [
        "import { test } from 'node:test';",
        "import assert from 'node:assert/strict';",
        "test('adds', () => {",
        '  assert.equal(1 + 1, 3);',
        '});',
        '',
      ].join('\n'),
    );
    const result = await runProcess(process.execPath, ['--test', '--test-reporter=tap'], {
      cwd: ws,
      env: env(),
      timeoutMs: 60_000,
    });
    expect(result.exitCode).toBe(1);
    const findings = parseTestOutput(`${result.stdout}\n${result.stderr}`, ws);
    expect(findings).toEqual([
      {
        file: 'a.test.mjs',
        line: 3,
        rule: 'test-failure',
        message: expect.stringMatching(/^adds: Expected values to be strictly equal:\n/) as string,
      },
    ]);
  });
});

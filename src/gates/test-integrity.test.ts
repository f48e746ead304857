import { describe, expect, it } from 'vitest';
import { judgedByScripts } from './test-command.js';
import { runTestIntegrityGate } from './test-integrity.js';
import { runnerTestFiles } from './test-runner-files.js';
import type { ChangedFile } from './types.js';

// Fixtures written for these rules: tests disappear in data tables, in whole-file rewrites
// and in renames as surely as in deleted `expect` lines.

function change(path: string, after: string | null, before: string | null = null): ChangedFile {
  const status = before === null ? 'added' : after === null ? 'deleted' : 'modified';
  return { path, status, before, after };
}

const strict = { allowTestChanges: false };

async function rules(changes: readonly ChangedFile[], options = strict): Promise<string[]> {
  const verdict = await runTestIntegrityGate(changes, options);
  expect(verdict.passed).toBe(verdict.findings.every((f) => f.severity === 'info'));
  return verdict.findings.map((f) => f.rule);
}

const TABLE = [
  "import { test } from 'node:test';",
  "import assert from 'node:assert';",
  'const cases = [',
  "  ['a b', 'a-b'],",
  "  ['A', 'a'],",
  "  ['x__y', 'x-y'],",
  '];',
  'for (const [input, slug] of cases) {',
  '  test(`slugify ${input}`, () => {',
  '    assert.equal(slugify(input), slug);',
  '  });',
  '}',
  '',
].join('\n');

describe('TEST_INTEGRITY: test cases that live in data', () => {
  it('fails a row removed from a literal table a for...of loop runs', async () => {
    const after = TABLE.replace("  ['x__y', 'x-y'],\n", '');
    expect(await rules([change('test/slug.test.js', after, TABLE)])).toEqual([
      'test-integrity/case-removed',
    ]);
  });

  it('fails a row removed from it.each, describe.each and pytest parametrize', async () => {
    const each = [
      "it.each([[1, 1, 2], [2, 2, 4], [3, 3, 6]])('add(%i, %i)', (a, b, sum) => {",
      '  expect(add(a, b)).toBe(sum);',
      '});',
      "describe.each([{ n: 1 }, { n: 2 }])('square $n', ({ n }) => {",
      "  it('is positive', () => { expect(n * n).toBeGreaterThan(0); });",
      '});',
    ].join('\n');
    const fewer = each.replace(', [3, 3, 6]]', ']').replace(', { n: 2 }]', ']');
    expect(await rules([change('src/add.test.ts', fewer, each)])).toEqual([
      'test-integrity/case-removed',
      'test-integrity/case-removed',
    ]);
    const py = [
      'import pytest',
      '@pytest.mark.parametrize("a,b", [(1, 2), (2, 3), (5, 6)])',
      'def test_inc(a, b):',
      '    assert inc(a) == b',
      '',
    ].join('\n');
    expect(await rules([change('tests/test_inc.py', py.replace(', (5, 6)', ''), py)])).toEqual([
      'test-integrity/case-removed',
    ]);
  });

  it('passes rows added to a table and a table reformatted', async () => {
    const more = TABLE.replace("  ['A', 'a'],\n", "  ['A', 'a'],\n  ['Ab', 'ab'],\n");
    const reflowed = TABLE.replace(
      "  ['a b', 'a-b'],\n  ['A', 'a'],",
      "  ['a b','a-b'], ['A','a'],",
    );
    expect(await rules([change('test/slug.test.js', more, TABLE)])).toEqual([]);
    expect(await rules([change('test/slug.test.js', reflowed, TABLE)])).toEqual([]);
  });
});

const MONEY = [
  "const test = require('node:test');",
  "const assert = require('node:assert');",
  "test('adds cents', () => {",
  '  assert.equal(',
  '    addCents(1, 2),',
  '    3,',
  '  );',
  '  assert.equal(addCents(0, 0), 0);',
  '});',
  "test('formats', () => {",
  "  assert.equal(format(150), '1.50');",
  '});',
  '',
].join('\n');

describe('TEST_INTEGRITY: tests that vanish, whatever replaces them', () => {
  it('fails a test file replaced by one empty smoke test', async () => {
    const smoke = "const test = require('node:test');\ntest('smoke', () => {});\n";
    expect(await rules([change('test/money.test.js', smoke, MONEY)])).toEqual([
      'test-integrity/test-removed',
      'test-integrity/test-removed',
    ]);
  });

  it('fails a multi-line assertion removed from a test', async () => {
    const after = MONEY.replace('  assert.equal(\n    addCents(1, 2),\n    3,\n  );\n', '');
    expect(await rules([change('test/money.test.js', after, MONEY)])).toEqual([
      'test-integrity/assertion-removed',
    ]);
  });

  it('fails a test file renamed where the runner does not look, naming the new path', async () => {
    const verdict = await runTestIntegrityGate(
      [change('test/money.test.js', null, MONEY), change('test/money.test.js.bak', MONEY)],
      strict,
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings[0]?.message).toContain('renamed to test/money.test.js.bak');
  });

  it("fails a test file moved outside the runner's include, and passes a move inside it", async () => {
    const runs = runnerTestFiles((path) =>
      path === 'package.json'
        ? JSON.stringify({ scripts: { test: 'vitest run' } })
        : path === 'vitest.config.ts'
          ? "export default { test: { include: ['test/**/*.test.js'] } };"
          : null,
    );
    const options = { allowTestChanges: false, runnerRuns: runs };
    const outside = [change('test/money.test.js', null, MONEY), change('old/money.test.js', MONEY)];
    const inside = [
      change('test/money.test.js', null, MONEY),
      change('test/m/money.test.js', MONEY),
    ];
    expect(await rules(outside, options)).toEqual(['test-integrity/deleted']);
    expect(await rules(inside, options)).toEqual([]);
  });

  it('does not count an empty placeholder under test/ as a deleted test file', async () => {
    expect(await rules([change('test/.gitkeep', null, '')])).toEqual([]);
    expect(await rules([change('test/money.test.js', null, MONEY)])).toEqual([
      'test-integrity/deleted',
    ]);
  });

  it("does not count an editor's backup or auto-save copy that no runner loads", async () => {
    for (const path of ['test/#money.js#', 'test/money.js~', 'test/money.js.orig']) {
      expect(await rules([change(path, null, MONEY)])).toEqual([]);
    }
    // A copy a runner does load is a test file whatever its name says.
    const runsAll = { allowTestChanges: false, runnerRuns: () => true };
    expect(await rules([change('test/money.js~', null, MONEY)], runsAll)).toEqual([
      'test-integrity/deleted',
    ]);
    // A test file renamed to a backup name still loses its tests.
    expect(
      await rules([
        change('test/money.test.js', null, MONEY),
        change('test/money.test.js~', MONEY),
      ]),
    ).toEqual(['test-integrity/deleted']);
  });

  it('passes a test moved to another file and a test renamed with the same assertions', async () => {
    const moved = MONEY.replace(/test\('formats'[\s\S]*\n\}\);\n/, '');
    const other =
      "const test = require('node:test');\ntest('formats', () => {\n  assert.equal(format(150), '1.50');\n});\n";
    expect(
      await rules([
        change('test/money.test.js', moved, MONEY),
        change('test/format.test.js', other),
      ]),
    ).toEqual([]);
    const renamed = MONEY.replace("'formats'", "'formats cents as a decimal string'");
    expect(await rules([change('test/money.test.js', renamed, MONEY)])).toEqual([]);
  });
});

describe('TEST_INTEGRITY: the other ways a test stops running', () => {
  const NODE_TEST = [
    "import { test } from 'node:test';",
    "import assert from 'node:assert';",
    "test('adds', () => {",
    '  assert.equal(1 + 1, 2);',
    '});',
    '',
  ].join('\n');

  it("fails node:test's skip option and t.skip(), vitest's test.concurrent.skip, a module's pytestmark and Go's ignore build tag", async () => {
    const skipped = NODE_TEST.replace(
      "test('adds', () => {",
      "test('adds', { skip: 'flaky' }, () => {",
    );
    expect(await rules([change('test/add.test.js', skipped, NODE_TEST)])).toEqual([
      'test-integrity/skip',
    ]);
    const inBody = NODE_TEST.replace('  assert.equal', '  t.skip();\n  assert.equal');
    expect(await rules([change('test/add.test.js', inBody, NODE_TEST)])).toEqual([
      'test-integrity/skip',
    ]);
    const vitest = "import { test } from 'vitest';\ntest.concurrent('adds', () => {});\n";
    expect(
      await rules([
        change('test/add.test.ts', vitest.replace('concurrent(', 'concurrent.skip('), vitest),
      ]),
    ).toContain('test-integrity/skip');
    const py = 'import pytest\n\ndef test_adds():\n    assert 1 + 1 == 2\n';
    const moduleSkip = py.replace(
      'import pytest\n',
      'import pytest\npytestmark = pytest.mark.skip\n',
    );
    expect(await rules([change('tests/test_add.py', moduleSkip, py)])).toEqual([
      'test-integrity/skip',
    ]);
    const go = 'package add\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) {}\n';
    expect(await rules([change('add_test.go', `//go:build ignore\n\n${go}`, go)])).toEqual([
      'test-integrity/skip',
    ]);
  });

  it('leaves an options object that does not skip, and test data with such keys, alone', async () => {
    const timeout = NODE_TEST.replace(
      "test('adds', () => {",
      "test('adds', { timeout: 100 }, () => {",
    );
    expect(await rules([change('test/add.test.js', timeout, NODE_TEST)])).toEqual([]);
    const data = NODE_TEST.replace(
      '  assert.equal',
      '  assert.deepEqual(page({ skip: true }), []);\n  assert.equal',
    );
    expect(await rules([change('test/add.test.js', data, NODE_TEST)])).toEqual([]);
  });
});

describe('TEST_INTEGRITY: expected values kept in snapshot and golden files', () => {
  const snap = (...entries: readonly [string, string][]): string =>
    [
      '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html',
      '',
      ...entries.map(([name, value]) => `exports[\`${name}\`] = \`${value}\`;\n`),
    ].join('\n');
  const PATH = 'test/__snapshots__/render.test.ts.snap';

  it('fails a snapshot rewritten or removed, and passes one added with a new test', async () => {
    const before = snap(['render > title 1', '"<h1>Hi</h1>"'], ['render > list 1', '"<ul></ul>"']);
    const rewritten = snap(['render > title 1', '"<h1>Hi"'], ['render > list 1', '"<ul></ul>"']);
    expect(await rules([change(PATH, rewritten, before)])).toEqual([
      'test-integrity/snapshot-changed',
    ]);
    const removed = snap(['render > list 1', '"<ul></ul>"']);
    expect(await rules([change(PATH, removed, before)])).toEqual([
      'test-integrity/snapshot-changed',
    ]);
    const grown = snap(
      ['render > title 1', '"<h1>Hi</h1>"'],
      ['render > list 1', '"<ul></ul>"'],
      ['render > footer 1', '"<footer></footer>"'],
    );
    expect(await rules([change(PATH, grown, before)])).toEqual([]);
    expect(await rules([change(PATH, before)])).toEqual([]);
  });

  it('fails a Go golden file that now expects other output, and notes it when the task declares it', async () => {
    const golden = change('internal/render/testdata/page.golden', '<h1>Hi\n', '<h1>Hi</h1>\n');
    expect(await rules([golden])).toEqual(['test-integrity/snapshot-changed']);
    const declared = await runTestIntegrityGate([golden], { allowTestChanges: true });
    expect(declared.passed).toBe(true);
    expect(declared.findings.map((f) => f.severity)).toEqual(['info']);
  });
});

describe('TEST_INTEGRITY: an intended test change', () => {
  const impl = 'export function format(cents) {\n  return (cents / 100).toFixed(2);\n}\n';
  const implNew = 'export function format(cents) {\n  return `$${(cents / 100).toFixed(2)}`;\n}\n';
  const testNew = MONEY.replace(
    "assert.equal(format(150), '1.50')",
    "assert.equal(format(150), '$1.50')",
  );

  it('says how to declare it, and that the implementation changed with it', async () => {
    const verdict = await runTestIntegrityGate(
      [change('src/money.js', implNew, impl), change('test/money.test.js', testNew, MONEY)],
      strict,
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings).toHaveLength(1);
    const message = verdict.findings[0]?.message ?? '';
    expect(message).toContain('rewrites `format` in src/money.js');
    expect(message).toContain('"allowTestChanges": true');
  });

  it('passes with the findings kept as notes when the task declares it', async () => {
    const verdict = await runTestIntegrityGate(
      [change('src/money.js', implNew, impl), change('test/money.test.js', testNew, MONEY)],
      { allowTestChanges: true },
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.findings.map((f) => [f.rule, f.severity])).toEqual([
      ['test-integrity/expectation-changed', 'info'],
    ]);
  });
});

describe('TEST_INTEGRITY: the command TEST_SUITE runs', () => {
  const manifest = (scripts: Record<string, string>): string =>
    `${JSON.stringify({ name: 'p', type: 'module', scripts }, null, 2)}\n`;
  const scripts: Record<string, string> = {
    test: 'npm run lint && npm run test:unit',
    'test:unit': 'node --test',
    pretest: 'node build.js',
    lint: 'eslint .',
    start: 'node server.js',
  };
  const base = manifest(scripts);

  it('refuses a change to what `npm test` runs: its script, a script it runs by name, a hook', async () => {
    for (const edit of [
      { test: 'echo ok' },
      { 'test:unit': 'node --test || true' },
      { pretest: 'true' },
      { lint: 'true' },
    ]) {
      const after = manifest({ ...scripts, ...edit });
      const verdict = await runTestIntegrityGate([change('package.json', after, base)], strict);
      expect(verdict.passed, JSON.stringify(edit)).toBe(false);
      expect(verdict.findings.map((f) => f.rule)).toEqual(['test-integrity/test-command']);
      expect(verdict.findings[0]?.message).toContain('"allowTestChanges": true');
    }
    // A removed hook counts too; the finding names the script and both sides.
    const { pretest: _pretest, ...withoutHook } = scripts;
    const verdict = await runTestIntegrityGate(
      [change('package.json', manifest(withoutHook), base)],
      strict,
    );
    expect(verdict.findings[0]?.message).toContain('scripts.pretest "node build.js" -> (none)');
  });

  it('leaves other scripts, a new package.json, a first test script and a declared change alone', async () => {
    const other = manifest({ ...scripts, start: 'node app.js' });
    expect(await rules([change('package.json', other, base)])).toEqual([]);
    expect(await rules([change('package.json', base)])).toEqual([]);
    expect(
      await rules([change('package.json', base, manifest({ start: 'node server.js' }))]),
    ).toEqual([]);
    const declared = await runTestIntegrityGate(
      [change('package.json', manifest({ test: 'vitest run' }), base)],
      { allowTestChanges: true },
    );
    expect(declared.passed).toBe(true);
    expect(declared.findings.map((f) => [f.rule, f.severity])).toEqual([
      ['test-integrity/test-command', 'info'],
    ]);
  });

  it('refuses a .npmrc that changes how npm runs the test script, and leaves its registry settings alone', async () => {
    // script-shell=/bin/true passes any test script; node-options preloads code into node.
    for (const npmrc of ['script-shell=/bin/true\n', 'node_options=--require=./setup.cjs\n']) {
      expect(await rules([change('.npmrc', npmrc)])).toEqual(['test-integrity/test-command']);
    }
    const registry = 'registry=https://registry.npmjs.org/\n';
    expect(
      await rules([
        change(
          '.npmrc',
          `${registry}save-exact=true\n@acme:registry=https://npm.acme.dev/\n`,
          registry,
        ),
      ]),
    ).toEqual([]);
    expect(await rules([change('.yarnrc.yml', 'yarnPath: .yarn/releases/yarn.cjs\n')])).toEqual([
      'test-integrity/test-command',
    ]);
  });

  it('leaves the scripts alone when TEST_SUITE runs a command of its own', async () => {
    const echo = manifest({ ...scripts, test: 'echo ok' });
    const own = await runTestIntegrityGate([change('package.json', echo, base)], {
      ...strict,
      testsRunByScripts: false,
    });
    expect(own.findings).toEqual([]);
    const tool = { args: [], appendFiles: false, timeoutMs: 1 };
    expect(judgedByScripts(undefined)).toBe(true);
    expect(judgedByScripts({ ...tool, command: 'npm' })).toBe(true);
    expect(judgedByScripts({ ...tool, command: '/usr/local/bin/pnpm' })).toBe(true);
    expect(judgedByScripts({ ...tool, command: 'node_modules/.bin/vitest' })).toBe(false);
  });
});

describe('runnerTestFiles', () => {
  const read = (files: Record<string, string>) => (path: string) => files[path] ?? null;

  it('reads the runner and its paths from the test script and the scripts it calls', () => {
    const runs = runnerTestFiles(
      read({
        'package.json': JSON.stringify({
          scripts: { test: 'npm run lint && npm run test:unit', 'test:unit': 'tape test/**/*.js' },
        }),
      }),
    );
    expect(runs('test/a.test.js')).toBe(true);
    expect(runs('test/a.test.js.bak')).toBe(false);
    expect(runs('spec/a.test.js')).toBe(false);
  });

  it("falls back to the runner's default, then to the usual names", () => {
    const jest = runnerTestFiles(read({ 'package.json': '{"scripts":{"test":"jest --ci"}}' }));
    expect(jest('src/__tests__/a.js')).toBe(true);
    expect(jest('src/a.spec.ts')).toBe(true);
    expect(jest('src/a.ts')).toBe(false);
    const none = runnerTestFiles(read({}));
    expect(none('test/a.test.ts')).toBe(true);
  });
});

describe('TEST_INTEGRITY: a skip only where the host lacks a feature', () => {
  // pubsub-js 1.7.0: a new suite that skips itself on a runtime without Symbol.
  const suite = (guard: string): string =>
    [
      "describe('symbols', function () {",
      '  before(function () {',
      guard,
      '  });',
      "  it('publishes on a Symbol topic', function () {",
      '    assert(publish(Symbol(), 1));',
      '  });',
      '});',
      '',
    ].join('\n');

  it('passes a skip under a test of a host global or the platform that is false here', async () => {
    for (const guard of [
      "    if (typeof Symbol !== 'function') {\n      this.skip();\n    }",
      "    if (typeof Symbol !== 'function') this.skip();",
      `    if (process.platform === '${process.platform === 'win32' ? 'darwin' : 'win32'}') {\n      this.skip();\n    }`,
    ]) {
      expect(await rules([change('test/symbol.test.js', suite(guard))]), guard).toEqual([]);
    }
  });

  it('still fails a skip under a host test that holds here, or any other condition', async () => {
    for (const guard of [
      '    this.skip();',
      '    if (process.env.CI) {\n      this.skip();\n    }',
      "    if (typeof Symbol !== 'function' || process.env.CI) {\n      this.skip();\n    }",
      '    if (true) this.skip();',
      // Holds under Node: the suite is skipped where the gate runs it.
      "    if (typeof window === 'undefined') {\n      this.skip();\n    }",
      `    if (process.platform === '${process.platform}') this.skip();`,
    ]) {
      expect(await rules([change('test/symbol.test.js', suite(guard))]), guard).toEqual([
        'test-integrity/skip',
      ]);
    }
  });
});

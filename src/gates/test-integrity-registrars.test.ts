import { describe, expect, it } from 'vitest';
import { runTestIntegrityGate } from './test-integrity.js';

// Test registrars under other names: a module's default export bound to any name (tape's
// `const tape = require('tape')`) and named exports renamed on import. Their calls are test
// cases and their `.skip` a skip, as `test(...)` and `test.skip` are.

async function findingRules(path: string, after: string, before: string): Promise<string[]> {
  const verdict = await runTestIntegrityGate([{ path, status: 'modified', before, after }], {
    allowTestChanges: false,
  });
  expect(verdict.passed).toBe(verdict.findings.every((f) => f.severity === 'info'));
  return verdict.findings.map((f) => f.rule);
}

describe('TEST_INTEGRITY: a test module bound to another name', () => {
  // tape's `test/test.js` as bl writes it: the module is `tape`, not `test`.
  const TAPE = [
    "'use strict'",
    "const tape = require('tape')",
    "const { BufferList } = require('../')",
    "tape('append and length', function (t) {",
    '  const bl = new BufferList()',
    "  bl.append(Buffer.from('abc'))",
    '  t.equal(bl.length, 3)',
    '  t.end()',
    '})',
    "tape('slice', function (t) {",
    "  const bl = new BufferList(Buffer.from('abcdef'))",
    "  t.equal(bl.slice(1, 3).toString(), 'bc')",
    '  t.end()',
    '})',
    '',
  ].join('\n');

  it("fails its .skip and its options' skip, as test.skip and { skip: true }", async () => {
    const skipped = TAPE.replace("tape('slice',", "tape.skip('slice',");
    expect(await findingRules('test/test.js', skipped, TAPE)).toContain('test-integrity/skip');
    const option = TAPE.replace("tape('slice',", "tape('slice', { skip: true },");
    expect(await findingRules('test/test.js', option, TAPE)).toContain('test-integrity/skip');
  });

  it('counts its calls as test cases: one removed, or its assertion loosened, fails', async () => {
    const removed = TAPE.slice(0, TAPE.indexOf("tape('slice'"));
    expect(await findingRules('test/test.js', removed, TAPE)).not.toEqual([]);
    const loosened = TAPE.replace(
      "t.equal(bl.slice(1, 3).toString(), 'bc')",
      't.ok(bl.slice(1, 3))',
    );
    expect(await findingRules('test/test.js', loosened, TAPE)).not.toEqual([]);
    // A test added beside them is no finding.
    const added = `${TAPE}tape('more', function (t) {\n  t.ok(true)\n  t.end()\n})\n`;
    expect(await findingRules('test/test.js', added, TAPE)).toEqual([]);
  });
});

describe('TEST_INTEGRITY: a test or suite imported under another name', () => {
  // node:test's and vitest's named exports renamed on import: `check` is `test`, `group` is
  // `describe`, so their cases, skips and assertions count as theirs do.
  const ALIASED = [
    "import { describe as group, test as check } from 'node:test'",
    "import assert from 'node:assert/strict'",
    "import { add } from '../src/add.js'",
    "group('add', () => {",
    "  check('small numbers', () => {",
    '    assert.equal(add(1, 2), 3)',
    '  })',
    "  check('negative numbers', () => {",
    '    assert.equal(add(-1, -2), -3)',
    '  })',
    '})',
    '',
  ].join('\n');

  it('fails a skip on either alias', async () => {
    for (const skipped of [
      ALIASED.replace("check('negative", "check.skip('negative"),
      ALIASED.replace("group('add',", "group.skip('add',"),
      ALIASED.replace("check('negative numbers',", "check('negative numbers', { skip: true },"),
    ]) {
      expect(await findingRules('test/add.test.js', skipped, ALIASED)).toContain(
        'test-integrity/skip',
      );
    }
  });

  it('counts the aliased calls as cases: one removed or loosened fails, one added does not', async () => {
    const start = ALIASED.indexOf("  check('negative");
    const removed = ALIASED.slice(0, start) + ALIASED.slice(ALIASED.indexOf('  })\n})'));
    expect(await findingRules('test/add.test.js', removed, ALIASED)).not.toEqual([]);
    const loosened = ALIASED.replace('assert.equal(add(-1, -2), -3)', 'assert.ok(add(-1, -2))');
    expect(await findingRules('test/add.test.js', loosened, ALIASED)).not.toEqual([]);
    const added = ALIASED.replace(
      '})\n',
      "  check('zero', () => {\n    assert.equal(add(0, 0), 0)\n  })\n})\n",
    );
    expect(await findingRules('test/add.test.js', added, ALIASED)).toEqual([]);
  });

  it("reads require's destructured aliases the same way", async () => {
    const required = ALIASED.replace(
      "import { describe as group, test as check } from 'node:test'",
      "const { describe: group, test: check } = require('node:test')",
    );
    const skipped = required.replace("check('negative", "check.skip('negative");
    expect(await findingRules('test/add.test.js', skipped, required)).toContain(
      'test-integrity/skip',
    );
  });
});

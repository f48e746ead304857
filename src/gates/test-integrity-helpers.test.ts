import { describe, expect, it } from 'vitest';
import { runTestIntegrityGate } from './test-integrity.js';

// Assertion helpers: functions of a test file, outside its tests, that assert for them
// (sha.js's `function equal (t, a, b) { t.equal(a.length, b.length) ... }`). Loosening one
// loosens every test that calls it; dropping a call drops an assertion.

async function findings(path: string, after: string, before: string): Promise<string[]> {
  const verdict = await runTestIntegrityGate([{ path, status: 'modified', before, after }], {
    allowTestChanges: false,
  });
  return verdict.findings.map((f) => `${f.rule}: ${f.message}`);
}

// tape, as sha.js 2.4.x writes test/hash.js.
const TAPE = [
  "var tape = require('tape')",
  "var Hash = require('../hash')",
  'function equal (t, a, b) {',
  '  t.equal(a.length, b.length)',
  '  for (var i = 0; i < a.length; i++) {',
  '    t.equal(a[i], b[i])',
  '  }',
  '}',
  "tape('hash a string', function (t) {",
  '  var h = new Hash(16, 8)',
  "  equal(t, h.update('abc').digest(), Buffer.from('abc'))",
  '  t.end()',
  '})',
  '',
].join('\n');

// mocha with node's assert: a helper inside the suite, one calling another.
const MOCHA = [
  "const assert = require('assert')",
  "const { parse } = require('../')",
  "describe('parse', () => {",
  '  const same = (actual, expected) => {',
  '    assert.deepStrictEqual(actual, expected)',
  '  }',
  '  function parsesTo(text, expected) {',
  '    same(parse(text), expected)',
  '  }',
  "  it('reads a number', () => {",
  "    parsesTo('1', { value: 1 })",
  '  })',
  "  it('reads a word', () => {",
  "    parsesTo('a', { value: 'a' })",
  '  })',
  '})',
  '',
].join('\n');

describe('TEST_INTEGRITY: assertion helpers', () => {
  it('fails a loosened assertion inside a helper, and names the helper', async () => {
    const loosened = TAPE.replace('t.equal(a.length, b.length)', 't.ok(a.length)');
    const found = await findings('test/hash.js', loosened, TAPE);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^test-integrity\/expectation-changed: .*assertion helper `equal`/);
    const inSuite = MOCHA.replace('assert.deepStrictEqual(actual, expected)', 'assert.ok(actual)');
    expect(await findings('test/parse.test.js', inSuite, MOCHA)).toHaveLength(1);
  });

  it('fails a test that no longer calls a helper, through another helper too', async () => {
    const dropped = TAPE.replace(
      "  equal(t, h.update('abc').digest(), Buffer.from('abc'))\n",
      "  h.update('abc').digest()\n",
    );
    expect(await findings('test/hash.js', dropped, TAPE)).toEqual([
      expect.stringMatching(/^test-integrity\/assertion-removed: .*"hash a string"/),
    ]);
    // `parsesTo` asserts only through `same`: it is a helper, and its calls are assertions.
    const second = MOCHA.replace("    parsesTo('a', { value: 'a' })\n", "    parse('a')\n");
    expect(await findings('test/parse.test.js', second, MOCHA)).toEqual([
      expect.stringMatching(/^test-integrity\/assertion-removed: .*"parse > reads a word"/),
    ]);
  });

  it('passes new helpers, new calls and an unused helper removed; a helper is no test', async () => {
    const added = TAPE.replace(
      '  t.end()\n})',
      "  equal(t, h.update('d').digest(), Buffer.from('abcd'))\n  t.end()\n})",
    );
    expect(await findings('test/hash.js', added, TAPE)).toEqual([]);
    const helper = `${TAPE}function bigger (t, a, b) {\n  t.ok(a > b)\n}\n`;
    expect(await findings('test/hash.js', helper, TAPE)).toEqual([]);
    expect(await findings('test/hash.js', TAPE, helper)).toEqual([]);
    // Deleting the file counts its one test, not the helper.
    const verdict = await runTestIntegrityGate(
      [{ path: 'test/hash.js', status: 'deleted', before: TAPE, after: null }],
      { allowTestChanges: false },
    );
    expect(verdict.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^the test file test\/hash\.js was deleted \(1 test\)/),
    ]);
  });
});

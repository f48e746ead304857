import { describe, expect, it } from 'vitest';
import { runTestIntegrityGate } from './test-integrity.js';
import { countTypeAssertions } from './test-types.js';
import type { ChangedFile } from './types.js';

const TSD = [
  "import { expectType, expectError } from 'tsd'",
  "import { parse } from '..'",
  '',
  "expectType<string>(parse('a'))",
  'expectError(parse(1))',
  '// @ts-expect-error a number is not a path',
  'parse(2)',
  '',
].join('\n');

const TSTYCHE = [
  "import { expect, test } from 'tstyche'",
  "import { parse } from '..'",
  '',
  "test('parse', () => {",
  "  expect(parse('a')).type.toBe<string>()",
  '  expect(parse).type.not.toBeCallableWith(1)',
  '  expect(parse).type.not.toBeCallableWith(2)',
  '})',
  '',
].join('\n');

function change(path: string, before: string | null, after: string | null): ChangedFile {
  const status = before === null ? 'added' : after === null ? 'deleted' : 'modified';
  return { path, status, before, after };
}

describe('TEST_INTEGRITY on type tests', () => {
  it('counts tsd, tstyche, expectTypeOf and @ts-expect-error assertions', () => {
    expect(countTypeAssertions(TSD)).toBe(3);
    expect(countTypeAssertions(TSTYCHE)).toBe(3);
    expect(countTypeAssertions('expectTypeOf(f).toBeFunction()\nassertType<number>(n)')).toBe(2);
  });

  it('refuses a deleted type test file and a removed type assertion', async () => {
    const deleted = await runTestIntegrityGate([change('types/index.test-d.ts', TSD, null)], {
      allowTestChanges: false,
    });
    expect(deleted.passed).toBe(false);
    expect(deleted.findings).toEqual([
      expect.objectContaining({
        rule: 'test-integrity/type-assertions-removed',
        file: 'types/index.test-d.ts',
        message: expect.stringContaining(
          'the type tests hold 0 type assertions where the base held 3 (types/index.test-d.ts: 3 -> 0)',
        ) as unknown,
      }),
    ]);
    const loosened = await runTestIntegrityGate(
      [change('types/index.test-d.ts', TSD, TSD.replace('expectError(parse(1))\n', ''))],
      { allowTestChanges: false },
    );
    expect(loosened.findings.map((f) => f.rule)).toEqual([
      'test-integrity/type-assertions-removed',
    ]);
  });

  it('passes a move from tsd to tstyche that keeps as many assertions, and added ones', async () => {
    const moved = await runTestIntegrityGate(
      [change('types/index.test-d.ts', TSD, null), change('types/index.tst.ts', null, TSTYCHE)],
      { allowTestChanges: false },
    );
    expect(moved.passed).toBe(true);
    const more = await runTestIntegrityGate(
      [change('index.test-d.ts', TSD, `${TSD}expectType<number>(parse.length)\n`)],
      { allowTestChanges: false },
    );
    expect(more.passed).toBe(true);
  });

  it('fails a deleted type test that holds no expectType: it checked that its code compiles', async () => {
    // angular-expressions 1.5.1's lib/main.test-d.ts compiles real use of the declarations.
    const compiles = "import parse from './main.js';\nconst result: number = parse('1 + 1')();\n";
    const deleted = await runTestIntegrityGate([change('lib/main.test-d.ts', compiles, null)], {
      allowTestChanges: false,
    });
    expect(deleted.passed).toBe(false);
    expect(deleted.findings[0]?.message).toContain('lib/main.test-d.ts was deleted or emptied');
    const renamed = await runTestIntegrityGate(
      [
        change('lib/main.test-d.ts', compiles, null),
        change('test-d/main.test-d.ts', null, compiles),
      ],
      { allowTestChanges: false },
    );
    expect(renamed.passed).toBe(true);
  });

  it('lists the lost type assertions before edits to ordinary tests', async () => {
    const test =
      "import { test } from 'node:test'\ntest('a', (t) => {\n  t.assert.equal(f(), 1)\n})\n";
    const verdict = await runTestIntegrityGate(
      [
        change('test/a.test.js', test, test.replace('1)', '2)')),
        change('types/index.test-d.ts', TSD, null),
      ],
      { allowTestChanges: false },
    );
    expect(verdict.findings.map((f) => f.rule)[0]).toBe('test-integrity/type-assertions-removed');
    expect(verdict.findings.length).toBeGreaterThan(1);
  });

  it('keeps the loss as a note when the task declares its test changes', async () => {
    const declared = await runTestIntegrityGate([change('index.test-d.ts', TSD, null)], {
      allowTestChanges: true,
    });
    expect(declared.passed).toBe(true);
    expect(declared.findings).toEqual([
      expect.objectContaining({
        rule: 'test-integrity/type-assertions-removed',
        severity: 'info',
      }),
    ]);
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../common/index.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import { readTestCount } from './test-count.js';

const NODE_TESTS = `import test from 'node:test';
import assert from 'node:assert';
test('one', () => assert.equal(1, 1));
test('two', () => assert.equal(1, 2));
test('three', () => assert.equal(2, 2));
test('skipped', { skip: true }, () => {});
test.todo('later');
`;

describe('readTestCount', () => {
  it('reads node:test from its real spec and TAP reporters, skipped and todo tests not counted', async () => {
    const dir = makeTempDir('govern-count-');
    writeFileSync(join(dir, 'a.test.mjs'), NODE_TESTS);
    for (const reporter of ['spec', 'tap']) {
      const run = await runProcess(process.execPath, ['--test', `--test-reporter=${reporter}`], {
        cwd: dir,
        env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
      });
      expect(run.exitCode, reporter).toBe(1);
      expect(readTestCount(run.stdout + run.stderr), reporter).toEqual({
        runner: 'node:test',
        executed: 3,
      });
    }
  });

  it('reads vitest, jest, mocha and tape summaries, colours included', () => {
    const vitest =
      ' \u001b[2m Test Files \u001b[22m \u001b[1m\u001b[31m2 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m108 passed\u001b[39m\u001b[22m\u001b[90m (110)\u001b[39m\n' +
      '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m2 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m1157 passed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[33m4 skipped\u001b[39m\u001b[90m (1163)\u001b[39m\n';
    expect(readTestCount(vitest)).toEqual({ runner: 'vitest', executed: 1159 });
    expect(
      readTestCount(
        'Test Suites: 1 failed, 3 passed, 4 total\nTests:       1 failed, 2 skipped, 10 passed, 13 total\nSnapshots:   0 total\n',
      ),
    ).toEqual({ runner: 'jest', executed: 11 });
    expect(readTestCount('\n\n  9 passing (31ms)\n  2 pending\n  1 failing\n\n  1) x\n')).toEqual({
      runner: 'mocha',
      executed: 10,
    });
    expect(
      readTestCount('TAP version 13\nok 1 a\n\n1..7\n# tests 7\n# pass  6\n# fail  1\n'),
    ).toEqual({
      runner: 'tap',
      executed: 7,
    });
  });

  it('gives no count for output it does not know or for two different runners', () => {
    expect(readTestCount('all good\n')).toBeNull();
    expect(readTestCount('      Tests  3 passed (3)\n\n  9 passing (31ms)\n')).toBeNull();
    // Two runs of the same runner: the last one counts.
    expect(readTestCount('      Tests  3 passed (3)\n      Tests  5 passed (5)\n')).toEqual({
      runner: 'vitest',
      executed: 5,
    });
  });
});

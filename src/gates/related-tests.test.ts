import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../common/index.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import { nodeTestCommand, recheckSuite } from './related-tests.js';
import type { ToolCommand } from './types.js';

const SUITE: ToolCommand = {
  command: 'npm',
  args: ['test'],
  appendFiles: false,
  timeoutMs: 60_000,
};

/** A node:test repository: util <- math <- (math.test, api.test), strings <- strings.test, cli.test spawns. */
function repo(testScript = 'node --test test/'): { dir: string; entries: Map<string, string> } {
  const dir = makeTempDir('govern-related-');
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ type: 'module', scripts: { test: testScript } }),
    'src/util.js': 'export const one = 1;\n',
    'src/math.js': "import { one } from './util.js';\nexport const inc = (n) => n + one;\n",
    'src/api.ts': "export { inc } from './math.js';\n",
    'src/strings.js': 'module.exports = { up: (s) => s.toUpperCase() };\n',
    'test/math.test.js':
      "import assert from 'node:assert';\nimport test from 'node:test';\nimport { inc } from '../src/math.js';\ntest('inc', () => assert.equal(inc(1), 2));\n",
    'test/api.test.js':
      "import assert from 'node:assert';\nimport test from 'node:test';\nconst api = await import('../src/api.ts').catch(() => null);\ntest('api', () => assert.ok(api !== undefined));\n",
    'test/strings.test.cjs':
      "const assert = require('node:assert');\nconst test = require('node:test');\nconst { up } = require('../src/strings.js');\ntest('up', () => assert.equal(up('a'), 'A'));\n",
    'test/cli.test.js':
      "import assert from 'node:assert';\nimport test from 'node:test';\ntest('cli', () => assert.ok(true));\n",
    'README.md': '# x\n',
    'vitest.config.js': 'export default {};\n',
  };
  const entries = new Map<string, string>();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    // A blob id per distinct text is all the edge cache needs.
    entries.set(path, `blob-${path}-${text.length}`);
  }
  return { dir, entries };
}

describe('recheckSuite', () => {
  it('runs the node test files that reach a changed module through imports and re-exports, plus those importing none', async () => {
    const { dir, entries } = repo();
    const recheck = await recheckSuite(dir, SUITE, ['src/util.js'], entries);
    expect(recheck.kind).toBe('related');
    if (recheck.kind !== 'related') {
      return;
    }
    expect(recheck.command.command).toBe('node');
    // util <- math <- math.test, and <- api.ts <- api.test (dynamic import); cli.test imports
    // no module of the repository, so it always runs; strings.test is unrelated.
    expect(recheck.command.args).toEqual([
      '--test',
      'test/api.test.js',
      'test/cli.test.js',
      'test/math.test.js',
    ]);
    const run = await runProcess(process.execPath, recheck.command.args, {
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    });
    expect(run.stdout + run.stderr).toMatch(/# tests 3\b/);
  });

  it('follows require() and keeps the script options, not its paths', async () => {
    const { dir, entries } = repo('node --test-reporter spec --test test/');
    const recheck = await recheckSuite(dir, SUITE, ['src/strings.js'], entries);
    expect(recheck.kind === 'related' && recheck.command.args).toEqual([
      '--test-reporter',
      'spec',
      '--test',
      'test/cli.test.js',
      'test/strings.test.cjs',
    ]);
  });

  it('re-runs the whole suite for what an import graph cannot follow', async () => {
    const { dir, entries } = repo();
    for (const path of ['README.md', 'package.json', 'vitest.config.js', 'src/gone.js']) {
      const recheck = await recheckSuite(dir, SUITE, ['src/util.js', path], entries);
      expect(recheck.kind, path).toBe('whole');
    }
  });

  it("hands a runner's own related mode the union of changed sources", async () => {
    const { dir, entries } = repo();
    const vitest = join(dir, 'node_modules', '.bin', 'vitest');
    mkdirSync(dirname(vitest), { recursive: true });
    writeFileSync(vitest, '');
    const suite: ToolCommand = {
      ...SUITE,
      related: { command: vitest, args: ['related', '--run', '--passWithNoTests'] },
    };
    const recheck = await recheckSuite(dir, suite, ['src/util.js', 'src/strings.js'], entries);
    expect(recheck.kind === 'related' && recheck.command).toMatchObject({
      command: vitest,
      args: ['related', '--run', '--passWithNoTests', 'src/util.js', 'src/strings.js'],
      appendFiles: false,
      relatedFirst: false,
    });
  });

  it('says none re-ran when no test can reach the change', async () => {
    const { dir, entries } = repo();
    entries.delete('test/cli.test.js');
    writeFileSync(join(dir, 'src/alone.js'), 'export const x = 1;\n');
    entries.set('src/alone.js', 'blob-alone');
    const recheck = await recheckSuite(dir, SUITE, ['src/alone.js'], entries);
    expect(recheck.kind).toBe('none');
  });
});

describe('nodeTestCommand', () => {
  it('reads only a test script that is one node --test command', () => {
    const cases: [string, readonly string[] | null][] = [
      ['node --test', ['--test']],
      ['node --import tsx --test test/', ['--import', 'tsx', '--test']],
      ['npm run build && node --test', null],
      ['node --test test/*.test.js', null],
      ['vitest run', null],
      ['node test/run.js', null],
    ];
    for (const [script, args] of cases) {
      const { dir } = repo(script);
      expect(nodeTestCommand(dir)?.args ?? null, script).toEqual(args);
    }
  });
});

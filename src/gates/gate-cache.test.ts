import {
  chmodSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_ENV_ALLOWLIST, sanitizeEnv } from '../common/index.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import { contentHash } from './content-hash.js';
import { createGateCache, dependencyFingerprint, runToolGateCached } from './gate-cache.js';
import { seedTscBuildInfo } from './tsc-state.js';
import type { GateCache } from './gate-cache.js';
import { detectToolCommand, resolveToolCommand, TSC_BUILD_INFO_FILE } from './tool-detect.js';
import { runToolGate } from './tool-gates.js';
import type { ChangedFile, GateInput, ToolCommand, ToolGateName } from './types.js';

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');

// Stand-in tools: each logs the files it was handed, so a test sees what the cache skipped.
const TOOLS: Record<string, string> = {
  // prettier-like: flags files holding BAD, one `[warn] path` line each.
  'tools/format.sh': [
    '#!/bin/sh',
    'echo "$*" >> calls.log',
    'status=0',
    'for f in "$@"; do',
    '  if grep -q BAD "$f"; then echo "[warn] $f"; status=1; fi',
    'done',
    'exit $status',
  ].join('\n'),
  // A whole-tree check that fails while a file named FAIL exists.
  'tools/check.sh': '#!/bin/sh\necho run >> calls.log\ntest ! -e FAIL\n',
};

function project(files: Record<string, string> = {}): string {
  const ws = makeTempDir('govern-gate-cache-');
  for (const [name, content] of Object.entries({ ...TOOLS, ...files })) {
    mkdirSync(join(ws, dirname(name)), { recursive: true });
    writeFileSync(join(ws, name), content);
    if (content.startsWith('#!')) {
      chmodSync(join(ws, name), 0o755);
    }
  }
  return ws;
}

function calls(ws: string): string[] {
  try {
    return readFileSync(join(ws, 'calls.log'), 'utf8').trim().split('\n');
  } catch {
    return [];
  }
}

function changed(path: string, status: ChangedFile['status'] = 'modified'): ChangedFile {
  return { path, status, before: null, after: null };
}

function input(ws: string, changes: ChangedFile[]): GateInput {
  return { workspace: ws, changes, env: { ...sanitizeEnv(process.env, BASE_ENV_ALLOWLIST) } };
}

function configured(gate: ToolGateName, ws: string, command: string, appendFiles: boolean) {
  const resolved = resolveToolCommand(gate, ws, { command, appendFiles });
  expect(resolved).not.toBeNull();
  return resolved!;
}

const COMMAND: ToolCommand = { command: 'tool', args: [], appendFiles: true, timeoutMs: 1_000 };
const file = (path: string, content: string) => ({ path, contentHash: contentHash(content) });

describe('createGateCache', () => {
  it('starts empty without a file, and keeps what it saved', () => {
    const path = join(makeTempDir(), 'cache', 'gates.json');
    const cache = createGateCache(path);
    expect(cache.loaded).toBe('missing');
    cache.recordFiles('SYNTAX_CHECK', COMMAND, [file('a.ts', 'a')], 'ctx');
    cache.recordTree('TYPE_CHECK', COMMAND, 'tree1', 'deps1');
    cache.recordArtifact('/ws/state', 'abc');
    cache.save();
    const again = createGateCache(path);
    expect(again.loaded).toBe('ok');
    expect(again.size).toBe(3);
    const files = [file('a.ts', 'a'), file('b.ts', 'b')];
    expect(again.passedFiles('SYNTAX_CHECK', COMMAND, files, 'ctx')).toEqual(new Set(['a.ts']));
    expect(again.hasTree('TYPE_CHECK', COMMAND, 'tree1', 'deps1')).toBe(true);
    expect(again.artifactHash('/ws/state')).toBe('abc');
  });

  it('keys an entry by gate, command, context, path and content', () => {
    const cache = createGateCache(join(makeTempDir(), 'gates.json'));
    cache.recordFiles('AST_LINT', COMMAND, [file('a.ts', 'a')], 'ctx');
    const passed = (gate: ToolGateName, command: ToolCommand, content: string, ctx: string) =>
      cache.passedFiles(gate, command, [file('a.ts', content)], ctx).size;
    expect(passed('AST_LINT', COMMAND, 'a', 'ctx')).toBe(1);
    expect(passed('SYNTAX_CHECK', COMMAND, 'a', 'ctx')).toBe(0);
    expect(passed('AST_LINT', { ...COMMAND, args: ['--fix'] }, 'a', 'ctx')).toBe(0);
    expect(passed('AST_LINT', COMMAND, 'a2', 'ctx')).toBe(0);
    expect(passed('AST_LINT', COMMAND, 'a', 'other')).toBe(0);
    cache.recordTree('TEST_SUITE', COMMAND, 'tree', 'deps');
    expect(cache.hasTree('TEST_SUITE', COMMAND, 'tree', 'deps2')).toBe(false);
    expect(cache.hasTree('TYPE_CHECK', COMMAND, 'tree', 'deps')).toBe(false);
  });

  it('keeps derived test counts apart from measured ones, and never over a measured one', () => {
    const path = join(makeTempDir(), 'gates.json');
    const cache = createGateCache(path);
    cache.recordDerivedTestCount(COMMAND, 'landed', 'deps', 7);
    // Only the derived reading sees it: a measured count is what a refusal may rest on.
    expect(cache.testCount(COMMAND, 'landed', 'deps')).toBeUndefined();
    expect(cache.derivedTestCount(COMMAND, 'landed', 'deps')).toBe(7);
    cache.recordTestCount(COMMAND, 'measured', 'deps', 5);
    cache.recordDerivedTestCount(COMMAND, 'measured', 'deps', 9);
    expect(cache.testCount(COMMAND, 'measured', 'deps')).toBe(5);
    expect(cache.derivedTestCount(COMMAND, 'measured', 'deps')).toBe(5);
    // A measurement replaces a derivation, and both survive a reload.
    cache.recordTestCount(COMMAND, 'landed', 'deps', 8);
    cache.save();
    const again = createGateCache(path);
    expect(again.testCount(COMMAND, 'landed', 'deps')).toBe(8);
    expect(again.derivedTestCount(COMMAND, 'measured', 'deps')).toBe(5);
  });

  it('starts empty from a file that is not a valid cache', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'torn.json'), '{"version":1,"entr');
    writeFileSync(join(dir, 'other.json'), JSON.stringify({ version: 2, entries: [] }));
    expect(createGateCache(join(dir, 'torn.json'))).toMatchObject({ loaded: 'invalid', size: 0 });
    expect(createGateCache(join(dir, 'other.json'))).toMatchObject({ loaded: 'invalid', size: 0 });
  });

  it('evicts the least recently used entry beyond its bound', () => {
    const path = join(makeTempDir(), 'gates.json');
    const cache = createGateCache(path, 3);
    for (const tree of ['t1', 't2', 't3']) {
      cache.recordTree('TYPE_CHECK', COMMAND, tree, 'd');
    }
    expect(cache.hasTree('TYPE_CHECK', COMMAND, 't1', 'd')).toBe(true);
    cache.recordTree('TYPE_CHECK', COMMAND, 't4', 'd');
    cache.save();
    const again = createGateCache(path, 3);
    expect(
      ['t1', 't2', 't3', 't4'].map((t) => again.hasTree('TYPE_CHECK', COMMAND, t, 'd')),
    ).toEqual([true, false, true, true]);
  });
});

describe('dependencyFingerprint', () => {
  it('changes with the lock file and with a new install', () => {
    const ws = project({ 'package-lock.json': '{}', 'node_modules/.package-lock.json': '{}' });
    const first = dependencyFingerprint(ws);
    expect(dependencyFingerprint(ws)).toBe(first);
    writeFileSync(join(ws, 'package-lock.json'), '{"lockfileVersion":3}');
    const second = dependencyFingerprint(ws);
    expect(second).not.toBe(first);
    utimesSync(join(ws, 'node_modules/.package-lock.json'), new Date(0), new Date(0));
    expect(dependencyFingerprint(ws)).not.toBe(second);
  });
});

function keys(cache: GateCache, treeHash = 'tree', baseCommit = 'base') {
  return { cache, treeHash, depsHash: 'deps', baseCommit };
}

describe('runToolGateCached', () => {
  it('hands a file-scoped tool only the changed files that have not passed yet', async () => {
    const ws = project({ 'a.ts': 'a\n', 'b.ts': 'BAD\n' });
    const cache = createGateCache(join(ws, 'gates.json'));
    const command = configured('SYNTAX_CHECK', ws, 'tools/format.sh', true);
    const changes = [changed('a.ts'), changed('b.ts'), changed('gone.ts', 'deleted')];
    const first = await runToolGateCached('SYNTAX_CHECK', command, input(ws, changes), keys(cache));
    expect(first.passed).toBe(false);
    writeFileSync(join(ws, 'b.ts'), 'b\n');
    const second = await runToolGateCached(
      'SYNTAX_CHECK',
      command,
      input(ws, changes),
      keys(cache),
    );
    expect(second.passed).toBe(true);
    expect(second.output).toContain('1 changed file(s) passed before');
    const third = await runToolGateCached('SYNTAX_CHECK', command, input(ws, changes), keys(cache));
    expect(third).toMatchObject({ passed: true, findings: [] });
    expect(third.output).toContain('gate cache');
    expect(calls(ws)).toEqual(['a.ts b.ts', 'b.ts']);
  });

  it('checks every file again when the formatter config changes or the base moves', async () => {
    const ws = project({ 'a.ts': 'a\n', '.prettierrc': '{}\n' });
    const cache = createGateCache(join(ws, 'gates.json'));
    const command = configured('SYNTAX_CHECK', ws, 'tools/format.sh', true);
    const run = (changes: ChangedFile[], base = 'base') =>
      runToolGateCached('SYNTAX_CHECK', command, input(ws, changes), keys(cache, 'tree', base));
    await run([changed('a.ts')]);
    await run([changed('a.ts')]);
    await run([changed('a.ts')], 'base2');
    await run([changed('a.ts'), changed('.prettierrc')]);
    writeFileSync(join(ws, '.prettierrc'), '{"semi":false}\n');
    await run([changed('a.ts'), changed('.prettierrc')]);
    expect(calls(ws)).toEqual(['a.ts', 'a.ts', 'a.ts .prettierrc', 'a.ts .prettierrc']);
  });

  it('keys lint entries by the whole change, since lint rules read other files', async () => {
    const ws = project({ 'a.ts': 'a\n', 'b.ts': 'b\n' });
    const cache = createGateCache(join(ws, 'gates.json'));
    const command = configured('AST_LINT', ws, 'tools/format.sh', true);
    const run = () =>
      runToolGateCached('AST_LINT', command, input(ws, [changed('a.ts'), changed('b.ts')]), {
        ...keys(cache),
      });
    await run();
    await run();
    writeFileSync(join(ws, 'b.ts'), 'b2\n');
    await run();
    expect(calls(ws)).toEqual(['a.ts b.ts', 'a.ts b.ts']);
  });

  it('skips a whole-tree gate that passed on the same tree, never one that failed', async () => {
    const ws = project();
    const cache = createGateCache(join(ws, 'gates.json'));
    const command = configured('TYPE_CHECK', ws, 'tools/check.sh', false);
    const run = (tree: string) =>
      runToolGateCached('TYPE_CHECK', command, input(ws, []), keys(cache, tree));
    expect((await run('t1')).passed).toBe(true);
    expect((await run('t1')).output).toContain('passed on this exact tree before');
    writeFileSync(join(ws, 'FAIL'), '');
    expect((await run('t2')).passed).toBe(false);
    expect((await run('t2')).passed).toBe(false);
    expect(calls(ws)).toEqual(['run', 'run', 'run']);
  });
});

describe('seedTscBuildInfo', () => {
  const TSCONFIG = JSON.stringify({
    compilerOptions: { strict: true, module: 'NodeNext', target: 'ES2022', types: [] },
    include: ['src'],
  });
  const SOURCE = 'export const one: number = 1;\n';

  function tree(dir: string): void {
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'tsconfig.json'), TSCONFIG);
    writeFileSync(join(dir, 'src/one.ts'), SOURCE);
    symlinkSync(GOVERN_MODULES, join(dir, 'node_modules'));
  }

  it('moves the paths of the sources to the new tree and keeps the libraries', async () => {
    const main = makeTempDir('govern-seed-');
    const worktree = join(main, '.governance', 'worktrees', 'TASK-1');
    tree(main);
    tree(worktree);
    const cache = createGateCache(join(main, '.governance', 'cache', 'gates.json'));
    // tsc's own state file is what is seeded: the process, not the resident checker.
    const { resident: _resident, ...command } = detectToolCommand('TYPE_CHECK', main)!;
    const from = { root: main, file: TSC_BUILD_INFO_FILE };
    const to = { root: worktree, file: TSC_BUILD_INFO_FILE };
    expect(seedTscBuildInfo(from, to, cache)).toBe(false);
    const verdict = await runToolGate('TYPE_CHECK', command, input(main, []), { trust: cache });
    expect(verdict.passed).toBe(true);
    expect(seedTscBuildInfo(from, to, cache)).toBe(true);

    const names = (root: string): string[] => {
      const state = join(root, TSC_BUILD_INFO_FILE);
      const { fileNames } = JSON.parse(readFileSync(state, 'utf8')) as { fileNames: string[] };
      return fileNames.map((name) => resolve(dirname(state), name));
    };
    expect(names(worktree)).toContain(join(worktree, 'src/one.ts'));
    expect(names(worktree).filter((name) => name.includes('lib.es5'))).toEqual(
      names(main).filter((name) => name.includes('lib.es5')),
    );
    // The seeded state is trusted, and a type error in the new tree is still found.
    writeFileSync(join(worktree, 'src/one.ts'), "export const one: number = 'x';\n");
    const seeded = await runToolGate('TYPE_CHECK', command, input(worktree, []), {
      trust: cache,
    });
    expect(seeded.findings.map((finding) => [finding.file, finding.rule])).toEqual([
      ['src/one.ts', 'TS2322'],
    ]);
  });
});

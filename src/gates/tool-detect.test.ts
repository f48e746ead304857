import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { runProcess } from '../common/index.js';
import {
  AST_LINT_TIMEOUT_MS,
  DEFAULT_TOOL_TIMEOUTS_MS,
  detectRelatedTestCommand,
  detectToolCommand,
  resolveToolCommand,
  SYNTAX_CHECK_TIMEOUT_MS,
  TEST_SUITE_TIMEOUT_MS,
  TSC_BUILD_INFO_FILE,
  TYPE_CHECK_TIMEOUT_MS,
} from './tool-detect.js';
import { TOOL_GATE_NAMES } from './types.js';

function repo(files: Record<string, string>): string {
  const dir = makeTempDir('govern-detect-');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const bin = (ws: string, name: string): string => join(ws, 'node_modules', '.bin', name);

describe('detectToolCommand', () => {
  it('returns null for every gate in a repository without markers', () => {
    const ws = repo({ 'README.md': '# hi\n' });
    expect(TOOL_GATE_NAMES.map((gate) => detectToolCommand(gate, ws))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('returns null for a workspace that does not exist', () => {
    expect(detectToolCommand('TYPE_CHECK', '/nonexistent/govern-ws')).toBeNull();
  });

  it('runs tsc --noEmit incrementally when tsconfig.json exists, even without node_modules', () => {
    const ws = repo({ 'tsconfig.json': '{}' });
    expect(detectToolCommand('TYPE_CHECK', ws)).toEqual({
      command: bin(ws, 'tsc'),
      args: [
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        '.governance/cache/tsc.tsbuildinfo',
        '--pretty',
        'false',
        '-p',
        'tsconfig.json',
      ],
      appendFiles: false,
      timeoutMs: TYPE_CHECK_TIMEOUT_MS,
      resident: { project: 'tsconfig.json' },
    });
  });

  it('keeps no incremental state under a TypeScript older than 4.0, which refuses it with --noEmit', () => {
    const typescript = (version: string): string =>
      repo({
        'tsconfig.json': '{}',
        'node_modules/typescript/package.json': JSON.stringify({ name: 'typescript', version }),
      });
    const old = typescript('3.9.10');
    expect(detectToolCommand('TYPE_CHECK', old)?.args).toEqual([
      '--noEmit',
      '--pretty',
      'false',
      '-p',
      'tsconfig.json',
    ]);
    expect(detectToolCommand('TYPE_CHECK', typescript('4.0.2'))?.args).toContain('--incremental');
    expect(detectToolCommand('TYPE_CHECK', typescript('5.9.3'))?.args).toContain(
      TSC_BUILD_INFO_FILE,
    );
  });

  it.each(['.prettierrc', '.prettierrc.json', 'prettier.config.mjs'])(
    'detects prettier from %s',
    (file) => {
      const ws = repo({ [file]: '{}' });
      expect(detectToolCommand('SYNTAX_CHECK', ws)).toEqual({
        command: bin(ws, 'prettier'),
        args: ['--check', '--ignore-unknown', '--no-error-on-unmatched-pattern'],
        appendFiles: true,
        timeoutMs: SYNTAX_CHECK_TIMEOUT_MS,
        resident: { formatter: 'prettier' },
        // A config alone: nothing of the repository checks formatting.
        advisory: expect.stringMatching(/^nothing of the repository checks formatting/) as string,
      });
    },
  );

  it("makes formatting a failure only where the repository's own checks fail on it", async () => {
    const prettierrc = { '.prettierrc': '{}' };
    const withScripts = (scripts: Record<string, string>): string =>
      repo({ ...prettierrc, 'package.json': JSON.stringify({ scripts }) });
    const advisory = (ws: string): string | undefined =>
      detectToolCommand('SYNTAX_CHECK', ws)?.advisory;
    // A check script, a lint-staged hook, a CI step or a git hook that runs prettier.
    expect(advisory(withScripts({ 'format:check': 'prettier --check .' }))).toBeUndefined();
    expect(advisory(withScripts({ lint: 'eslint . && prettier -l src' }))).toBeUndefined();
    const staged = repo({
      ...prettierrc,
      'package.json': JSON.stringify({ 'lint-staged': { '*.js': 'prettier --write' } }),
    });
    expect(advisory(staged)).toBeUndefined();
    const ci = repo({
      ...prettierrc,
      '.github/workflows/ci.yml': 'jobs:\n  f:\n    steps:\n      - run: npx prettier --check .\n',
    });
    expect(advisory(ci)).toBeUndefined();
    const hook = repo({ ...prettierrc, '.husky/pre-commit': 'npx pretty-quick --staged\n' });
    expect(advisory(hook)).toBeUndefined();
    // A FIFO where a hook would be (a change can make one) is not read: no hang.
    const fifo = repo({ ...prettierrc, 'package.json': '{}' });
    mkdirSync(join(fifo, '.husky'));
    const made = await runProcess('mkfifo', [join(fifo, '.husky', 'pre-commit')], {
      cwd: fifo,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    });
    expect(made.exitCode).toBe(0);
    expect(advisory(fifo)).toMatch(/is a note/);
    // A rewriting script that CI runs before `git diff --exit-code` is a check too.
    const viaScript = repo({
      ...prettierrc,
      'package.json': JSON.stringify({ scripts: { format: 'prettier --write .' } }),
      '.gitlab-ci.yml': 'lint:\n  script:\n    - npm run format\n    - git diff --exit-code\n',
    });
    expect(advisory(viaScript)).toBeUndefined();
    // ... but not a script whose name only starts the same.
    const other = repo({
      ...prettierrc,
      'package.json': JSON.stringify({ scripts: { format: 'prettier --write .' } }),
      '.gitlab-ci.yml': 'build:\n  script:\n    - npm run format:docs\n',
    });
    expect(advisory(other)).toMatch(/is a note/);
    // An editor's config (xmldoc's .prettierrc with `formatOnSave`), a script that only
    // rewrites, CI that runs the tests only: formatting is reported, not refused.
    expect(advisory(withScripts({ test: 'tap test/*.js' }))).toMatch(/is a note/);
    expect(advisory(withScripts({ format: 'prettier --write .' }))).toMatch(/is a note/);
    const testsOnly = repo({ ...prettierrc, '.travis.yml': 'language: node_js\n' });
    expect(advisory(testsOnly)).toMatch(/is a note/);
    // Files named in config make it a check there.
    const configured = resolveToolCommand('SYNTAX_CHECK', testsOnly, { files: [] });
    expect(configured?.advisory).toBeUndefined();
    expect(resolveToolCommand('SYNTAX_CHECK', testsOnly)?.advisory).toMatch(/is a note/);
  });

  it('type-checks only a repository that runs tsc itself or depends on TypeScript', () => {
    const tsconfig = '{ "compilerOptions": { "checkJs": true } }';
    // A JavaScript package whose tsconfig serves its type tests: its checks never run tsc.
    const editorOnly = repo({
      'tsconfig.json': tsconfig,
      'package.json': JSON.stringify({
        scripts: { test: 'tape test/*.js', 'test:typescript': 'tstyche' },
        devDependencies: { tape: '5', tstyche: '7' },
      }),
    });
    expect(detectToolCommand('TYPE_CHECK', editorOnly)).toBeNull();
    const byScript = repo({
      'tsconfig.json': tsconfig,
      'package.json': JSON.stringify({
        scripts: { typecheck: 'tsc -p .' },
        devDependencies: { tape: '5' },
      }),
    });
    const byDependency = repo({
      'tsconfig.json': tsconfig,
      'package.json': JSON.stringify({ devDependencies: { typescript: '5' } }),
    });
    expect(detectToolCommand('TYPE_CHECK', byScript)?.command).toBe(bin(byScript, 'tsc'));
    expect(detectToolCommand('TYPE_CHECK', byDependency)?.command).toBe(bin(byDependency, 'tsc'));
  });

  it('makes lint findings notes where the repository never runs eslint', () => {
    const eslintrc = '{ "rules": { "indent": ["error", 2] } }';
    // haversine 1.1.0: an .eslintrc, but its checks are `mocha` alone and eslint is no dependency.
    const stale = repo({
      '.eslintrc': eslintrc,
      'package.json': JSON.stringify({
        scripts: { test: 'mocha test/test.js --ui tdd' },
        devDependencies: { mocha: '*' },
      }),
    });
    expect(detectToolCommand('AST_LINT', stale)?.advisory).toMatch(/lint finding is a note/);
    expect(resolveToolCommand('AST_LINT', stale, { files: [] })?.advisory).toBeUndefined();
    const byDependency = repo({
      '.eslintrc': eslintrc,
      'package.json': JSON.stringify({ devDependencies: { mocha: '*', 'eslint-config-x': '1' } }),
    });
    const byCi = repo({
      '.eslintrc': eslintrc,
      '.github/workflows/ci.yml': 'steps:\n  - run: npx eslint .\n',
      'package.json': JSON.stringify({ devDependencies: { mocha: '*' } }),
    });
    const byMakefile = repo({
      '.eslintrc': eslintrc,
      Makefile: 'lint:\n\t./node_modules/.bin/eslint lib\n',
      'package.json': JSON.stringify({ devDependencies: { mocha: '*' } }),
    });
    const noDependencies = repo({ '.eslintrc': eslintrc, 'package.json': '{}' });
    for (const ws of [byDependency, byCi, byMakefile, noDependencies]) {
      expect(detectToolCommand('AST_LINT', ws)?.advisory).toBeUndefined();
    }
  });

  it('checks the files the format and lint scripts name, and lets config override them', () => {
    const ws = repo({
      '.prettierrc': '{}',
      'eslint.config.js': 'export default [];',
      'package.json': JSON.stringify({
        scripts: { format: 'prettier --check src tests', lint: 'eslint lib' },
      }),
    });
    expect(detectToolCommand('SYNTAX_CHECK', ws)?.files?.globs).toEqual(['src/**', 'tests/**']);
    expect(detectToolCommand('AST_LINT', ws)?.files?.globs).toEqual(['lib/**']);
    expect(resolveToolCommand('SYNTAX_CHECK', ws, { files: ['docs'] })?.files).toEqual({
      globs: ['docs/**'],
      source: 'gates.SYNTAX_CHECK.files in .governance/config.json',
    });
    expect(resolveToolCommand('SYNTAX_CHECK', ws, { files: [] })?.files).toBeUndefined();
  });

  it('detects prettier from a package.json key, or a dependency that a script or hook runs', () => {
    const byKey = repo({ 'package.json': JSON.stringify({ prettier: { semi: false } }) });
    const byDev = repo({
      'package.json': JSON.stringify({
        scripts: { format: 'prettier --write .' },
        devDependencies: { prettier: '3' },
      }),
    });
    const byDep = repo({
      'package.json': JSON.stringify({
        'lint-staged': { '*.js': 'prettier --write' },
        dependencies: { prettier: '3' },
      }),
    });
    // A dependency nothing runs (jest-mock-extended ships compiled lib/ and keeps prettier for
    // its editor): the repository does not format with it.
    const idle = repo({
      'package.json': JSON.stringify({
        scripts: { test: 'jest' },
        devDependencies: { prettier: '3' },
      }),
    });
    const none = repo({ 'package.json': JSON.stringify({ devDependencies: { eslint: '9' } }) });
    expect(detectToolCommand('SYNTAX_CHECK', byKey)?.command).toBe(bin(byKey, 'prettier'));
    expect(detectToolCommand('SYNTAX_CHECK', byDev)?.command).toBe(bin(byDev, 'prettier'));
    expect(detectToolCommand('SYNTAX_CHECK', byDep)?.command).toBe(bin(byDep, 'prettier'));
    expect(detectToolCommand('SYNTAX_CHECK', idle)).toBeNull();
    expect(detectToolCommand('SYNTAX_CHECK', none)).toBeNull();
  });

  it.each(['eslint.config.js', 'eslint.config.mjs', 'eslint.config.cjs', 'eslint.config.ts'])(
    'detects a flat eslint config in %s',
    (file) => {
      const ws = repo({ [file]: 'export default [];' });
      expect(detectToolCommand('AST_LINT', ws)).toEqual({
        command: bin(ws, 'eslint'),
        args: ['--format', 'json', '--no-warn-ignored'],
        appendFiles: true,
        timeoutMs: AST_LINT_TIMEOUT_MS,
      });
    },
  );

  it('detects a legacy .eslintrc without the flat-only --no-warn-ignored flag', () => {
    const ws = repo({ '.eslintrc.json': '{}' });
    expect(detectToolCommand('AST_LINT', ws)?.args).toEqual(['--format', 'json']);
  });

  it('runs npm test for a real test script and ignores the npm init placeholder', () => {
    const real = repo({ 'package.json': JSON.stringify({ scripts: { test: 'vitest run' } }) });
    const placeholder = repo({
      'package.json': JSON.stringify({
        scripts: { test: 'echo "Error: no test specified" && exit 1' },
      }),
    });
    const empty = repo({ 'package.json': JSON.stringify({ scripts: { test: '  ' } }) });
    expect(detectToolCommand('TEST_SUITE', real)).toEqual({
      command: 'npm',
      args: ['test'],
      appendFiles: false,
      timeoutMs: TEST_SUITE_TIMEOUT_MS,
    });
    expect(detectToolCommand('TEST_SUITE', placeholder)).toBeNull();
    expect(detectToolCommand('TEST_SUITE', empty)).toBeNull();
  });

  it('keeps TEST_SUITE when package.json is unreadable, so npm reports the breakage', () => {
    const ws = repo({ 'package.json': '{ "scripts": ' });
    expect(detectToolCommand('TEST_SUITE', ws)?.command).toBe('npm');
    expect(detectToolCommand('SYNTAX_CHECK', ws)).toBeNull();
  });

  it('falls back to go, cargo and pytest, preferring a package.json test script', () => {
    const go = repo({ 'go.mod': 'module x\n' });
    const cargo = repo({ 'Cargo.toml': '[package]\n' });
    const pytest = repo({ 'pyproject.toml': '[tool.pytest.ini_options]\n' });
    const pytestIni = repo({ 'pytest.ini': '[pytest]\n' });
    const bareProject = repo({ 'pyproject.toml': '[project]\nname = "x"\n' });
    const both = repo({
      'go.mod': 'module x\n',
      'package.json': JSON.stringify({ scripts: { test: 'node --test' } }),
    });
    expect(detectToolCommand('TEST_SUITE', go)).toMatchObject({
      command: 'go',
      args: ['test', './...'],
    });
    expect(detectToolCommand('TEST_SUITE', cargo)).toMatchObject({
      command: 'cargo',
      args: ['test'],
    });
    expect(detectToolCommand('TEST_SUITE', pytest)).toMatchObject({
      command: 'python3',
      args: ['-m', 'pytest'],
    });
    expect(detectToolCommand('TEST_SUITE', pytestIni)?.command).toBe('python3');
    expect(detectToolCommand('TEST_SUITE', bareProject)).toBeNull();
    expect(detectToolCommand('TEST_SUITE', both)?.command).toBe('npm');
  });

  it('keeps the incremental state where every worktree ignores it', () => {
    expect(TSC_BUILD_INFO_FILE.startsWith('.governance/')).toBe(true);
  });

  it('adds the related-tests command of vitest and jest to the detected suite', () => {
    const vitest = repo({
      'package.json': JSON.stringify({
        scripts: { test: 'vitest run' },
        devDependencies: { vitest: '4' },
      }),
    });
    const jest = repo({
      'package.json': JSON.stringify({ scripts: { test: 'jest' }, dependencies: { jest: '30' } }),
    });
    expect(detectToolCommand('TEST_SUITE', vitest)).toEqual({
      command: 'npm',
      args: ['test'],
      appendFiles: false,
      timeoutMs: TEST_SUITE_TIMEOUT_MS,
      related: {
        command: bin(vitest, 'vitest'),
        args: ['related', '--run', '--passWithNoTests'],
        list: ['list', '--filesOnly', '--json'],
      },
    });
    expect(detectToolCommand('TEST_SUITE', jest)?.related).toEqual({
      command: bin(jest, 'jest'),
      args: ['--ci', '--passWithNoTests', '--findRelatedTests'],
      list: ['--listTests', '--json'],
    });
  });
});

describe('detectRelatedTestCommand', () => {
  const withScript = (test: string, deps: Record<string, string> = { vitest: '4' }): string =>
    repo({ 'package.json': JSON.stringify({ scripts: { test }, devDependencies: deps }) });

  it('keeps the options that choose the config, root and project, and drops the rest', () => {
    expect(
      detectRelatedTestCommand(
        withScript('tsc -b && vitest run --config vitest.unit.ts --reporter dot --project=a'),
      )?.args,
    ).toEqual([
      'related',
      '--run',
      '--passWithNoTests',
      '--config',
      'vitest.unit.ts',
      '--project=a',
    ]);
    expect(
      detectRelatedTestCommand(withScript('jest -c jest.config.js --silent', { jest: '30' }))?.args,
    ).toEqual(['--ci', '--passWithNoTests', '-c', 'jest.config.js', '--findRelatedTests']);
  });

  it('is null when the runner is not a dependency, or another runner runs the suite', () => {
    expect(detectRelatedTestCommand(withScript('vitest run', {}))).toBeNull();
    expect(detectRelatedTestCommand(withScript('node --test'))).toBeNull();
    expect(detectRelatedTestCommand(repo({}))).toBeNull();
  });

  it('is null when the script narrows the suite in a way a related run cannot repeat', () => {
    expect(detectRelatedTestCommand(withScript('vitest run test/unit'))).toBeNull();
    expect(detectRelatedTestCommand(withScript('vitest --bail 1'))).toBeNull();
    expect(detectRelatedTestCommand(withScript('vitest run -t "adds"'))).toBeNull();
    expect(
      detectRelatedTestCommand(withScript('vitest run --project a && vitest run --project b')),
    ).toBeNull();
  });
});

describe('DEFAULT_TOOL_TIMEOUTS_MS', () => {
  it('has a default timeout for every tool gate', () => {
    expect(Object.keys(DEFAULT_TOOL_TIMEOUTS_MS).sort()).toEqual([...TOOL_GATE_NAMES].sort());
  });
});

describe('resolveToolCommand', () => {
  it('uses detection when there is no override', () => {
    const ws = repo({ 'tsconfig.json': '{}' });
    expect(resolveToolCommand('TYPE_CHECK', ws)).toEqual(detectToolCommand('TYPE_CHECK', ws));
    expect(resolveToolCommand('AST_LINT', ws)).toBeNull();
  });

  it('lets a configured command win, resolving a relative path against the workspace', () => {
    const ws = repo({ 'tsconfig.json': '{}' });
    expect(
      resolveToolCommand('TYPE_CHECK', ws, { command: 'scripts/check.sh', args: ['--fast'] }),
    ).toEqual({
      command: join(ws, 'scripts/check.sh'),
      args: ['--fast'],
      appendFiles: false,
      timeoutMs: TYPE_CHECK_TIMEOUT_MS,
    });
  });

  it('keeps bare names for PATH lookup at run time and absolute paths as they are', () => {
    const ws = repo({});
    const bare = resolveToolCommand('AST_LINT', ws, {
      command: 'biome',
      args: ['lint'],
      appendFiles: true,
      timeoutMs: 5_000,
    });
    expect(bare).toEqual({ command: 'biome', args: ['lint'], appendFiles: true, timeoutMs: 5_000 });
    expect(resolveToolCommand('TEST_SUITE', ws, { command: '/usr/bin/make' })?.command).toBe(
      '/usr/bin/make',
    );
  });

  it('turns the related-first run off, or on for a configured test command', () => {
    const ws = repo({
      'package.json': JSON.stringify({
        scripts: { test: 'vitest run' },
        devDependencies: { vitest: '4' },
      }),
    });
    expect(resolveToolCommand('TEST_SUITE', ws, { relatedFirst: false })).toMatchObject({
      command: 'npm',
      relatedFirst: false,
    });
    expect(
      resolveToolCommand('TEST_SUITE', ws, { command: 'make', args: ['check'] })?.related,
    ).toBeUndefined();
    expect(
      resolveToolCommand('TEST_SUITE', ws, { command: 'make', relatedFirst: true })?.related,
    ).toEqual({
      command: bin(ws, 'vitest'),
      args: ['related', '--run', '--passWithNoTests'],
      list: ['list', '--filesOnly', '--json'],
    });
  });

  it('applies timeout, args and appendFiles without a command to the detected command', () => {
    const ws = repo({ 'eslint.config.js': 'export default [];' });
    expect(resolveToolCommand('AST_LINT', ws, { timeoutMs: 9_000 })).toEqual({
      command: bin(ws, 'eslint'),
      args: ['--format', 'json', '--no-warn-ignored'],
      appendFiles: true,
      timeoutMs: 9_000,
    });
    expect(
      resolveToolCommand('AST_LINT', ws, { args: ['--format', 'json', '.'], appendFiles: false }),
    ).toMatchObject({ args: ['--format', 'json', '.'], appendFiles: false });
    expect(resolveToolCommand('TYPE_CHECK', ws, { timeoutMs: 1 })).toBeNull();
  });
});

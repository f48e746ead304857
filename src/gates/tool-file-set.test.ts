import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDirManual } from '../../test/helpers/temp.js';
import { detectToolCommand } from './tool-detect.js';
import { fileSetMatcher, formatFileSet, scriptFileSet, startsTool } from './tool-file-set.js';
import { diskRoot, shellMatcher } from './tool-root.js';

// What a repository keeps formatted: what its scripts check and what its pre-commit hook
// formats. eslint-plugin-security (a held-out release set of bench:real) has `"format":
// "prettier --write ."`, no check, and lint-staged formatting *.js, *.md and *.yml only; a
// release adding a JSON file in another layout passed every check the repository runs.

describe('formatFileSet', () => {
  it('takes the files prettier checks and those the pre-commit hook formats', () => {
    const set = formatFileSet(
      { format: 'prettier --write .', 'format:check': 'prettier --check src' },
      { '*.md': ['prettier --write'] },
    );
    expect(set?.globs).toEqual(['src/**', '**/*.md']);
    expect(set?.source).toBe('scripts.format:check: prettier --check src; lint-staged: *.md');
  });

  it('reads a script that only rewrites as no check when a hook formats', () => {
    const set = formatFileSet(
      { format: 'prettier --write .' },
      { '*.js': ['prettier --write', 'eslint --fix'], '*.yml': ['prettier --write'] },
    );
    expect(set).not.toBeNull();
    const inside = fileSetMatcher(set ?? { globs: [], source: '' });
    expect(inside('rules/detect-eval.js')).toBe(true);
    expect(inside('.github/workflows/ci.yml')).toBe(true);
    expect(inside('.release-please-manifest.json')).toBe(false);
  });

  it('keeps a rewriting script as the set when nothing checks and no hook formats', () => {
    expect(formatFileSet({ format: 'prettier --write src' }, {})?.globs).toEqual(['src/**']);
    expect(
      formatFileSet({ format: 'prettier -l lib' }, { '*.js': ['eslint --fix'] })?.globs,
    ).toEqual(['lib/**']);
    expect(formatFileSet({ build: 'tsc' }, { '*.ts': ['tsc --noEmit'] })).toBeNull();
  });
});

// hjson 2.4.2 (bench:real's twenty-sixth set, held out) lints with `node_modules/eslint/bin/
// eslint.js -f unix bin/hjson lib/*.js`; read as no eslint run, its bundle/ was linted too.
describe('a tool run by its package entry script', () => {
  it('is the tool, with the files it is given', () => {
    const lint = 'node_modules/eslint/bin/eslint.js -f unix bin/hjson lib/*.js';
    expect(startsTool(lint, 'eslint')).toBe(true);
    const inside = fileSetMatcher(scriptFileSet('eslint', { lint }) ?? { globs: [], source: '' });
    expect(inside('lib/hjson-parse.js')).toBe(true);
    expect(inside('bin/hjson')).toBe(true);
    expect(inside('bundle/hjson.js')).toBe(false);
    expect(startsTool('node node_modules/prettier/bin/prettier.cjs --check .', 'prettier')).toBe(
      true,
    );
    expect(startsTool('node node_modules/prettier/bin-prettier.js -c src', 'prettier')).toBe(true);
    expect(startsTool('node scripts/eslint-report.js', 'eslint')).toBe(false);
  });
});

describe('SYNTAX_CHECK detection reads lint-staged', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('from package.json and from a JSON .lintstagedrc', () => {
    dir = makeTempDirManual('lint-staged');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '.prettierrc.json'), '{}\n');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        scripts: { format: 'prettier --write .' },
        'lint-staged': { '*.js': 'prettier --write', 'src/**/*.ts': ['prettier --write'] },
      }),
    );
    expect(detectToolCommand('SYNTAX_CHECK', dir)?.files?.globs).toEqual([
      '**/*.js',
      'src/**/*.ts',
    ]);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: {} }));
    writeFileSync(join(dir, '.lintstagedrc'), JSON.stringify({ '*.md': 'prettier --write' }));
    expect(detectToolCommand('SYNTAX_CHECK', dir)?.files?.globs).toEqual(['**/*.md']);
  });
});

// i18n-iso-countries 7.x (bench:real's fortieth set, held out) lints with `eslint **/*.js`,
// unquoted: npm's `sh` has no globstar, so the shell hands eslint `*/*.js` and the top-level
// index.js is never linted by the repository.
describe('an unquoted ** in a script, as the shell expands it', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is one folder deep where that matches a file, and the tool reads it otherwise', () => {
    const unquoted = { lint: 'eslint **/*.js' };
    expect(scriptFileSet('eslint', unquoted, undefined, () => true)?.globs).toEqual(['*/*.js']);
    expect(scriptFileSet('eslint', unquoted, undefined, () => false)?.globs).toEqual(['**/*.js']);
    // Quoted, eslint expands it; with no tree to ask, the word is read as the tool reads it.
    const quoted = { lint: "eslint '**/*.js'" };
    expect(scriptFileSet('eslint', quoted, undefined, () => true)?.globs).toEqual(['**/*.js']);
    expect(scriptFileSet('eslint', unquoted)?.globs).toEqual(['**/*.js']);
  });

  it('asks the tree, and AST_LINT then leaves the top-level files alone', () => {
    dir = makeTempDirManual('shell-glob');
    mkdirSync(join(dir, 'test'), { recursive: true });
    mkdirSync(join(dir, '.hidden'), { recursive: true });
    writeFileSync(join(dir, 'index.js'), 'module.exports = 1\n');
    writeFileSync(join(dir, 'test', 'index.js'), 'require("..")\n');
    writeFileSync(join(dir, '.hidden', 'x.ts'), '\n');
    const matches = shellMatcher(diskRoot(dir));
    expect(matches?.('*/*.js')).toBe(true);
    expect(matches?.('*/*.ts')).toBe(false);
    expect(matches?.('.hidden/*.ts')).toBe(true);
    expect(matches?.('src/*/*.js')).toBe(false);
    writeFileSync(join(dir, 'eslint.config.js'), 'module.exports = [];\n');
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ scripts: { lint: 'eslint **/*.js' }, devDependencies: { eslint: '9' } }),
    );
    const inside = fileSetMatcher(
      detectToolCommand('AST_LINT', dir)?.files ?? { globs: [], source: '' },
    );
    expect(inside('test/index.js')).toBe(true);
    expect(inside('index.js')).toBe(false);
  });
});

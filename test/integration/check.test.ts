import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern } from '../helpers/cli.js';
import { git, makeRepo, writeFiles } from '../helpers/git-repo.js';
import { linkModules } from '../helpers/tool-project.js';
import { codeScanningProblems, sarifSchemaErrors } from '../helpers/sarif.js';

interface Report {
  verdicts: {
    gate: string;
    passed: boolean;
    findings: { file?: string; severity?: string; message: string }[];
  }[];
}

interface Sarif {
  version: string;
  runs: {
    tool: { driver: { name: string; rules: { id: string }[] } };
    results: {
      ruleId: string;
      level: string;
      locations: {
        physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } };
      }[];
    }[];
  }[];
}

describe('govern check', () => {
  it('passes a clean diff and fails a stub in the working tree, with every gate reported', () => {
    const repo = makeRepo({ 'src/a.ts': 'export const a = 1;\n' });
    writeFiles(repo, { 'src/b.ts': 'export const b = 2;\n' });
    const clean = govern(repo, ['check']);
    expect(clean.code, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toContain('pass ANTI_STUB');
    writeFiles(repo, {
      'src/c.ts': 'export function c(): number {\n  throw new Error("not implemented");\n}\n',
    });
    const dirty = govern(repo, ['check', '--format', 'json']);
    expect(dirty.code).toBe(1);
    const report = JSON.parse(dirty.stdout) as {
      verdicts: { gate: string; passed: boolean }[];
      files: string[];
    };
    expect(report.files).toEqual(['src/b.ts', 'src/c.ts']);
    expect(report.verdicts.find((v) => v.gate === 'ANTI_STUB')?.passed).toBe(false);
  });

  it('checks a commit range with --base/--head and writes SARIF code scanning can load', () => {
    const repo = makeRepo({
      'src/a.ts': 'export const a = 1;\n',
      'test/a.test.ts': "it('a', () => {\n  expect(a).toBe(1);\n});\n",
    });
    git(repo, 'checkout', '-q', '-b', 'feature');
    writeFiles(repo, {
      'test/a.test.ts': "it.skip('a', () => {\n  expect(a).toBe(1);\n});\n",
      '.github/workflows/x.yml': 'on: push\n',
    });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'feature');
    git(repo, 'checkout', '-q', 'main');
    const result = govern(repo, [
      'check',
      '--base',
      'main',
      '--head',
      'feature',
      '--scope',
      'src/**',
      'test/**',
      '--format',
      'sarif',
    ]);
    expect(result.code).toBe(1);
    const sarif = JSON.parse(result.stdout) as Sarif;
    expect(sarif.version).toBe('2.1.0');
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(codeScanningProblems(sarif)).toEqual([]);
    const run = sarif.runs[0]!;
    expect(run.tool.driver.name).toBe('govern');
    expect(run.results.map((r) => r.ruleId).sort()).toEqual([
      'SCOPE/protected',
      'TEST_INTEGRITY/skip',
    ]);
    const skip = run.results.find((r) => r.ruleId === 'TEST_INTEGRITY/skip');
    expect(skip?.locations[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'test/a.test.ts' },
      region: { startLine: 1 },
    });
    expect(new Set(run.tool.driver.rules.map((r) => r.id))).toEqual(
      new Set(run.results.map((r) => r.ruleId)),
    );
  });

  it('judges a submodule bump as a pointer, not as a file it could not read', () => {
    // The submodule's commits live in its own repository: the superproject's objects do not
    // hold them, and this used to fail SECRETS and INJECTION as "could not be read from git".
    const library = makeRepo({ 'lib.txt': 'one\n' });
    writeFiles(library, { 'lib.txt': 'two\n' });
    git(library, 'commit', '-q', '-am', 'two');
    const repo = makeRepo({ 'src/a.ts': 'export const a = 1;\n' });
    git(repo, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', library, 'lib');
    git(join(repo, 'lib'), 'checkout', '-q', 'HEAD~1');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'pin lib');
    git(join(repo, 'lib'), 'checkout', '-q', 'main');
    const worktree = govern(repo, ['check', '--format', 'json']);
    expect(worktree.code, worktree.stdout).toBe(0);
    expect((JSON.parse(worktree.stdout) as { files: string[] }).files).toEqual(['lib']);
    git(repo, 'commit', '-q', '-am', 'bump lib');
    const range = govern(repo, ['check', '--base', 'HEAD~1', '--head', 'HEAD']);
    expect(range.code, range.stdout).toBe(0);
    expect(range.stdout).not.toContain('could-not-check');
    // A repository made inside the tree that no .gitmodules declares (what `git add` records
    // of an agent's nested repository: a bare pointer, its files nowhere) stays unread.
    const nested = join(repo, 'src', 'nested');
    writeFiles(nested, { 'x.ts': 'export const x = 1;\n' });
    git(nested, 'init', '-q');
    git(nested, 'add', '-A');
    git(nested, 'commit', '-q', '-m', 'nested');
    git(repo, 'add', 'src/nested');
    git(repo, 'commit', '-q', '-m', 'embed');
    const embedded = govern(repo, ['check', '--base', 'HEAD~1', '--head', 'HEAD']);
    expect(embedded.code).toBe(1);
    expect(embedded.stdout).toMatch(/src\/nested \[could-not-check\]/);
  });

  it('names a bad revision (exit 2) and honours --fail-on', () => {
    const repo = makeRepo();
    expect(govern(repo, ['check', '--base', 'no-such-branch']).code).toBe(2);
    writeFileSync(join(repo, 'x.ts'), 'export function x() {}\n');
    expect(govern(repo, ['check', '--fail-on', 'critical']).code).toBe(0);
    expect(govern(repo, ['check', '--fail-on', 'bogus']).code).toBe(2);
  });

  it('notes a blanket eslint-disable in a file the lint script leaves out, and fails it inside', () => {
    const repo = makeRepo({
      'package.json': JSON.stringify({
        name: 'lint-set',
        type: 'module',
        scripts: { lint: 'eslint src' },
        devDependencies: { eslint: '*' },
      }),
      '.gitignore': 'node_modules/\n',
      'eslint.config.js': "export default [{ rules: { 'no-new-func': 'error' } }];\n",
      'src/a.js': 'export const a = 1;\n',
    });
    linkModules(repo);
    // Only eslint among the repository's tools: the others are switched off in the base's config.
    expect(govern(repo, ['init']).code).toBe(0);
    const configFile = join(repo, '.governance', 'config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as { gates: object };
    const off = { enabled: false };
    config.gates = { SYNTAX_CHECK: off, TYPE_CHECK: off, TEST_SUITE: off };
    rmSync(join(repo, '.governance'), { recursive: true });
    rmSync(join(repo, 'PROGRESS.json'));
    writeFiles(repo, { '.governance/config.json': JSON.stringify(config) });
    git(repo, 'add', '--force', '.governance/config.json');
    git(repo, 'commit', '-q', '-m', 'config');
    const suppressed = [
      '/* eslint-disable */',
      "export const run = new Function('return 1');",
      '',
    ].join('\n');
    writeFiles(repo, { 'benchmark/run.js': suppressed });
    const outside = govern(repo, ['check', '--tools', '--no-sandbox', '--format', 'json']);
    expect(outside.code, outside.stdout + outside.stderr).toBe(0);
    const note = (JSON.parse(outside.stdout) as Report).verdicts.find(
      (v) => v.gate === 'ANTI_STUB',
    );
    expect(note?.findings.map((f) => [f.file, f.severity])).toEqual([['benchmark/run.js', 'info']]);
    expect(note?.findings[0]?.message).toContain(
      "the repository's eslint does not check this file (scripts.lint: eslint src)",
    );
    // The same line in a file the script lints hides a finding the repository's lint makes.
    writeFiles(repo, { 'src/run.js': suppressed });
    const inside = govern(repo, ['check', '--tools', '--no-sandbox', '--format', 'json']);
    expect(inside.code, inside.stdout + inside.stderr).toBe(1);
    const failed = (JSON.parse(inside.stdout) as Report).verdicts.find(
      (v) => v.gate === 'ANTI_STUB',
    );
    expect(failed?.passed).toBe(false);
    expect(failed?.findings.map((f) => [f.file, f.severity ?? 'error'])).toEqual([
      ['benchmark/run.js', 'info'],
      ['src/run.js', 'error'],
    ]);
    // A bare suppression of one line there is reported, not failed.
    writeFiles(repo, {
      'src/run.js': suppressed.replace('/* eslint-disable */', '// eslint-disable-next-line'),
    });
    const line = govern(repo, ['check', '--tools', '--no-sandbox', '--format', 'json']);
    expect(line.code, line.stdout + line.stderr).toBe(0);
    const warned = (JSON.parse(line.stdout) as Report).verdicts.find((v) => v.gate === 'ANTI_STUB');
    expect(warned?.findings.map((f) => [f.file, f.severity ?? 'error'])).toEqual([
      ['benchmark/run.js', 'info'],
      ['src/run.js', 'warning'],
    ]);
  });

  it('says that the gates of --tools come from the config at --base', () => {
    const repo = makeRepo({ 'package.json': JSON.stringify({ name: 'p', scripts: {} }) });
    // The work tree asks to switch a gate off; the base has no config, so that asks nothing.
    writeFiles(repo, {
      '.governance/config.json': JSON.stringify({ gates: { SYNTAX_CHECK: { enabled: false } } }),
      'src/a.js': 'export const a = 1;\n',
    });
    const result = govern(repo, ['check', '--tools', '--no-sandbox']);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('gate tools are missing');
    expect(result.stderr).toMatch(
      /govern check reads \.governance\/config\.json at --base \([0-9a-f]{12}\), which has none: commit the setting there/,
    );
  });
});

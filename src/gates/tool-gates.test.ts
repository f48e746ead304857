import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import {
  changed,
  PROJECT_FILES,
  SUM_SOURCE,
  useToolProject,
  writeFiles,
} from '../../test/helpers/tool-project.js';
import { resolveToolCommand } from './tool-detect.js';
import { runToolGate } from './tool-gates.js';

const project = useToolProject();
const { gateInput, detected, overwrite } = project;

describe('TYPE_CHECK', () => {
  it('passes on code that type-checks', async () => {
    const verdict = await runToolGate('TYPE_CHECK', detected('TYPE_CHECK'), gateInput([]));
    expect(verdict).toMatchObject({
      gate: 'TYPE_CHECK',
      passed: true,
      severity: 'info',
      findings: [],
    });
    expect(verdict.error).toBeUndefined();
    expect(verdict.durationMs).toBeGreaterThan(0);
  });

  it('fails with the TS error code, file and line of a type error', async () => {
    overwrite('src/bad.ts', "export const n: number = 'x';\n");
    const verdict = await runToolGate(
      'TYPE_CHECK',
      detected('TYPE_CHECK'),
      gateInput([changed('src/bad.ts', 'added')]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error).toBeUndefined();
    expect(verdict.findings).toEqual([
      {
        file: 'src/bad.ts',
        line: 1,
        rule: 'TS2322',
        message: "Type 'string' is not assignable to type 'number'.",
      },
    ]);
    expect(verdict.output).toContain('src/bad.ts(1,14): error TS2322');
  });

  it("passes with a note when the tsconfig's include matches no file (TS18003)", async () => {
    // search-query-parser ships `include: ["./lib/**/*"]` and no lib/.
    overwrite(
      'empty.tsconfig.json',
      '{ "include": ["./lib/**/*"], "compilerOptions": { "noEmit": true } }\n',
    );
    const { resident: _resident, ...tsc } = detected('TYPE_CHECK');
    const command = {
      ...tsc,
      args: ['--noEmit', '--pretty', 'false', '-p', 'empty.tsconfig.json'],
    };
    const verdict = await runToolGate('TYPE_CHECK', command, gateInput([]));
    expect(verdict).toMatchObject({ passed: true, severity: 'info' });
    expect(verdict.findings.map((finding) => finding.rule)).toEqual(['TS18003']);
    expect(verdict.output).toContain('nothing to check');
    // TypeScript before 5 also refuses govern's own --noEmit beside `composite`: still a note.
    overwrite(
      'empty.tsconfig.json',
      '{ "include": ["./lib/**/*"], "compilerOptions": { "composite": true } }\n',
    );
    const composite = await runToolGate('TYPE_CHECK', command, gateInput([]));
    expect(composite.passed).toBe(true);
  });

  it('runs a bare configured name from the repository node_modules/.bin', async () => {
    const command = resolveToolCommand('TYPE_CHECK', project.ws(), {
      command: 'tsc',
      args: ['--noEmit', '-p', 'tsconfig.json'],
    });
    expect(command?.command).toBe('tsc');
    const verdict = await runToolGate('TYPE_CHECK', command!, gateInput([]));
    expect(verdict.passed).toBe(true);
  });

  it('fails TIMED_OUT when the tool outlives its timeout', async () => {
    const { resident: _resident, ...tsc } = detected('TYPE_CHECK');
    const verdict = await runToolGate('TYPE_CHECK', { ...tsc, timeoutMs: 50 }, gateInput([]));
    expect(verdict.passed).toBe(false);
    expect(verdict.error?.code).toBe('TIMED_OUT');
    expect(verdict.error?.message).toContain('within 50 ms');
    expect(verdict.error?.message).toContain('gates.TYPE_CHECK.timeoutMs');
    expect(verdict.findings.map((finding) => finding.rule)).toEqual(['timed-out']);
  });

  it('fails TOOL_MISSING, naming the binary and the fix, when node_modules is absent', async () => {
    const bare = makeTempDir('govern-tool-missing-');
    writeFiles(bare, { 'tsconfig.json': '{}' });
    const verdict = await runToolGate(
      'TYPE_CHECK',
      detected('TYPE_CHECK', bare),
      gateInput([], bare),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error?.code).toBe('TOOL_MISSING');
    expect(verdict.error?.message).toBe(
      'TYPE_CHECK: node_modules/.bin/tsc could not be run (ENOENT); install it (npm install --save-dev typescript in the repository) or set gates.TYPE_CHECK.command in .governance/config.json',
    );
    expect(verdict.findings).toHaveLength(1);
    expect(verdict.findings[0]?.rule).toBe('tool-missing');
  });
});

describe('SYNTAX_CHECK', () => {
  it('passes when the changed files are formatted, ignoring unknown and deleted files', async () => {
    overwrite('notes.unknownext', 'whatever   \n');
    const verdict = await runToolGate(
      'SYNTAX_CHECK',
      detected('SYNTAX_CHECK'),
      gateInput([
        changed('src/sum.ts'),
        changed('README.md'),
        changed('notes.unknownext'),
        changed('src/old.ts', 'deleted'),
      ]),
    );
    expect(verdict).toMatchObject({ passed: true, findings: [] });
    expect(verdict.output).toContain('All matched files use Prettier code style!');
  });

  it('fails with an unformatted file and a file that does not parse, as findings', async () => {
    overwrite('src/ugly.ts', 'export const   a = "x"\n');
    overwrite('src/broken.ts', 'export const z = (;\n');
    const verdict = await runToolGate(
      'SYNTAX_CHECK',
      detected('SYNTAX_CHECK'),
      gateInput([
        changed('src/ugly.ts', 'added'),
        changed('src/broken.ts', 'added'),
        changed('src/sum.ts'),
      ]),
    );
    expect(verdict.passed).toBe(false);
    // prettier exits 2 for the syntax error; with a finding to show it is not a crash.
    expect(verdict.error).toBeUndefined();
    expect(verdict.findings).toEqual([
      {
        file: 'src/ugly.ts',
        line: null,
        rule: 'prettier',
        message: 'not formatted (run prettier --write src/ugly.ts)',
      },
      {
        file: 'src/broken.ts',
        line: 1,
        rule: 'syntax-error',
        message: 'SyntaxError: Expression expected.',
      },
    ]);
  });

  it('where nothing of the repository checks formatting, passes an unformatted file as a note and still fails one that does not parse', async () => {
    overwrite('src/ugly.ts', 'export const   a = "x"\n');
    overwrite('src/broken.ts', 'export const z = (;\n');
    const advisory = { ...detected('SYNTAX_CHECK'), advisory: 'nothing checks formatting here' };
    const noted = await runToolGate(
      'SYNTAX_CHECK',
      advisory,
      gateInput([changed('src/ugly.ts', 'added')]),
    );
    expect(noted).toMatchObject({ passed: true, severity: 'info' });
    expect(noted.findings).toEqual([
      expect.objectContaining({ rule: 'prettier', severity: 'info' }),
    ]);
    expect(noted.output).toContain('SYNTAX_CHECK: nothing checks formatting here');
    const broken = await runToolGate(
      'SYNTAX_CHECK',
      advisory,
      gateInput([changed('src/ugly.ts', 'added'), changed('src/broken.ts', 'added')]),
    );
    expect(broken.passed).toBe(false);
    expect(broken.findings.map((finding) => finding.rule)).toEqual(['prettier', 'syntax-error']);
  });
});

describe('AST_LINT', () => {
  it('passes on clean code', async () => {
    const verdict = await runToolGate(
      'AST_LINT',
      detected('AST_LINT'),
      gateInput([changed('src/sum.ts')]),
    );
    expect(verdict).toMatchObject({ passed: true, findings: [] });
    expect(verdict.error).toBeUndefined();
  });

  it('fails with one finding per lint error and renders them instead of the JSON', async () => {
    overwrite('src/lint.ts', 'const unused = 1;\nexport function f(): void {\n  debugger;\n}\n');
    const verdict = await runToolGate(
      'AST_LINT',
      detected('AST_LINT'),
      gateInput([changed('src/lint.ts', 'added')]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error).toBeUndefined();
    expect(verdict.findings).toEqual([
      {
        file: 'src/lint.ts',
        line: 1,
        rule: '@typescript-eslint/no-unused-vars',
        message: "'unused' is assigned a value but never used.",
      },
      {
        file: 'src/lint.ts',
        line: 3,
        rule: 'no-debugger',
        message: "Unexpected 'debugger' statement.",
      },
    ]);
    expect(verdict.output).toBe(
      [
        "src/lint.ts:1  @typescript-eslint/no-unused-vars  'unused' is assigned a value but never used.",
        "src/lint.ts:3  no-debugger  Unexpected 'debugger' statement.",
      ].join('\n'),
    );
  });

  it('passes without running eslint when only a non-lintable file changed', async () => {
    const verdict = await runToolGate(
      'AST_LINT',
      detected('AST_LINT'),
      gateInput([changed('README.md')]),
    );
    expect(verdict).toMatchObject({
      passed: true,
      findings: [],
      output: 'AST_LINT: no changed file for eslint to check; eslint was not run',
    });
  });

  it('never hands eslint a deleted file or one that is no longer on disk', async () => {
    // eslint exits 2 ("No files matching") for a path that does not exist.
    const verdict = await runToolGate(
      'AST_LINT',
      detected('AST_LINT'),
      gateInput([
        changed('src/sum.ts'),
        changed('src/gone.ts', 'deleted'),
        changed('src/vanished.ts'),
      ]),
    );
    expect(verdict.error).toBeUndefined();
    expect(verdict.passed).toBe(true);
  });

  it('where nothing of the repository runs eslint, reports its rule findings and a crash as notes', async () => {
    overwrite('src/lint.ts', 'export function f(): void {\n  debugger;\n}\n');
    overwrite('src/broken.ts', 'export const z = (;\n');
    const advisory = { ...detected('AST_LINT'), advisory: 'nothing runs eslint here' };
    const noted = await runToolGate(
      'AST_LINT',
      advisory,
      gateInput([changed('src/lint.ts', 'added')]),
    );
    expect(noted).toMatchObject({ passed: true, severity: 'info' });
    expect(noted.findings).toEqual([
      expect.objectContaining({ rule: 'no-debugger', severity: 'info' }),
    ]);
    const crashed = await runToolGate(
      'AST_LINT',
      { ...advisory, args: ['--format', 'json', '--config', 'broken.eslint.config.js'] },
      gateInput([changed('src/sum.ts')]),
    );
    expect(crashed).toMatchObject({ passed: true, severity: 'info' });
    expect(crashed.error).toBeUndefined();
    const unparsable = await runToolGate(
      'AST_LINT',
      advisory,
      gateInput([changed('src/broken.ts', 'added')]),
    );
    expect(unparsable.passed).toBe(false);
  });

  it('where nothing of the repository runs or installs eslint, passes with a note that nothing was checked', async () => {
    // node-id3 0.2.5 on ships an .eslintrc.json, but no script runs eslint and nothing
    // installs it: there is no lint policy, and no linter to hold the change to one.
    overwrite('src/lint.ts', 'export function f(): void {\n  debugger;\n}\n');
    const absent = join(project.ws(), 'node_modules', '.bin', 'no-such-eslint');
    const verdict = await runToolGate(
      'AST_LINT',
      { ...detected('AST_LINT'), command: absent, advisory: 'nothing runs eslint here' },
      gateInput([changed('src/lint.ts', 'added')]),
    );
    expect(verdict).toMatchObject({ passed: true, severity: 'info', findings: [] });
    expect(verdict.output).toContain('not checked: no-such-eslint is not installed');
    // Where the repository runs eslint, a missing eslint still fails the gate.
    const enforced = await runToolGate(
      'AST_LINT',
      { ...detected('AST_LINT'), command: absent },
      gateInput([changed('src/lint.ts', 'added')]),
    );
    expect(enforced.passed).toBe(false);
    expect(enforced.error?.code).toBe('TOOL_MISSING');
  });

  it('reads a crash for want of the config the change deleted as the change leaving eslint, not a crash', async () => {
    // parse-diff 0.12.0 (bench:real's forty-fourth set) deleted its .eslintrc.json for biome.
    // Detected at the start of the run, on the base, which still had the config.
    const eslint = detected('AST_LINT');
    const config = join(project.ws(), 'eslint.config.js');
    const aside = join(project.ws(), 'eslint.config.js.aside');
    renameSync(config, aside);
    try {
      // With code changed beside it, the removal takes that code out of AST_LINT: refused as
      // a change that exempts its own files, with what to do, and no crash.
      const verdict = await runToolGate(
        'AST_LINT',
        eslint,
        gateInput([changed('src/sum.ts'), changed('eslint.config.js', 'deleted')]),
      );
      expect(verdict.passed).toBe(false);
      expect(verdict.error).toBeUndefined();
      expect(verdict.findings.map((finding) => finding.rule)).toEqual(['ast-lint/own-exemption']);
      expect(verdict.output).toContain("the change deletes eslint's config (eslint.config.js)");
      // Gone from the tree without the change deleting it: still a crash.
      const unexplained = await runToolGate('AST_LINT', eslint, gateInput([changed('src/sum.ts')]));
      expect(unexplained.error?.code).toBe('TOOL_CRASHED');
    } finally {
      renameSync(aside, config);
    }
  });

  it('fails TOOL_CRASHED when the eslint config throws', async () => {
    const command = {
      ...detected('AST_LINT'),
      args: ['--format', 'json', '--config', 'broken.eslint.config.js'],
    };
    const verdict = await runToolGate('AST_LINT', command, gateInput([changed('src/sum.ts')]));
    expect(verdict.passed).toBe(false);
    expect(verdict.error?.code).toBe('TOOL_CRASHED');
    expect(verdict.error?.message).toBe(
      'AST_LINT: node_modules/.bin/eslint crashed (exit 2); its output says why, often a broken config',
    );
    expect(verdict.output).toContain('broken config');
    expect(verdict.findings[0]?.message).toContain('broken config');
  });
});

describe('TEST_SUITE', () => {
  it('passes when the suite passes', async () => {
    const verdict = await runToolGate('TEST_SUITE', detected('TEST_SUITE'), gateInput([]));
    expect(verdict).toMatchObject({ passed: true, findings: [] });
    expect(verdict.output).toContain('1 passed');
  });

  it('fails with the failing test, its assertion and location', async () => {
    overwrite('src/sum.ts', SUM_SOURCE.replace('a + b', 'a - b'), SUM_SOURCE);
    const verdict = await runToolGate(
      'TEST_SUITE',
      detected('TEST_SUITE'),
      gateInput([changed('src/sum.ts')]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error).toBeUndefined();
    expect(verdict.findings).toEqual([
      {
        file: 'test/sum.test.ts',
        line: 5,
        rule: 'test-failure',
        message: [
          'adds: AssertionError: expected -1 to be 3 // Object.is equality',
          '- Expected',
          '+ Received',
          '- 3',
          '+ -1',
        ].join('\n'),
      },
    ]);
  });

  // The test process's own PATH holds govern's node_modules/.bin (npx put it there); the
  // gate must not let the governed repository borrow govern's vitest.
  it('fails TOOL_MISSING when the test script names a runner that is not installed', async () => {
    const bare = makeTempDir('govern-tool-missing-');
    writeFiles(bare, { 'package.json': PROJECT_FILES['package.json']! });
    const verdict = await runToolGate(
      'TEST_SUITE',
      detected('TEST_SUITE', bare),
      gateInput([], bare),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error?.code).toBe('TOOL_MISSING');
    expect(verdict.error?.message).toContain('npm exited 127');
    expect(verdict.output).toMatch(/vitest: (?:command )?not found/);
  });
});

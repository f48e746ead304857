import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BASE_ENV_ALLOWLIST, sanitizeEnv } from '../common/index.js';
import { makeTempDir, makeTempDirManual } from '../../test/helpers/temp.js';
import { detectToolCommand, resolveToolCommand } from './tool-detect.js';
import { runToolGate } from './tool-gates.js';
import type { ChangedFile, GateInput, ToolCommand, ToolGateName } from './types.js';

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');

/**
 * A node_modules of symlinks to govern's packages: the tools resolve as if installed, and
 * caches the tools write (vitest's results.json) land in the temp dir, not in govern's tree.
 */
function linkModules(ws: string): void {
  const dir = join(ws, 'node_modules');
  mkdirSync(dir);
  for (const entry of readdirSync(GOVERN_MODULES)) {
    if (!entry.startsWith('.vite') && entry !== '.cache') {
      symlinkSync(join(GOVERN_MODULES, entry), join(dir, entry));
    }
  }
}

function writeFiles(ws: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(ws, name, '..'), { recursive: true });
    writeFileSync(join(ws, name), content);
  }
}

const SUM_SOURCE = 'export function sum(a: number, b: number): number {\n  return a + b;\n}\n';

const PROJECT_FILES: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: 'demo',
      version: '1.0.0',
      private: true,
      type: 'module',
      scripts: { test: 'vitest run' },
    },
    null,
    2,
  ),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: 'NodeNext',
      target: 'ES2022',
      skipLibCheck: true,
      types: [],
    },
    include: ['src'],
  }),
  'eslint.config.js': [
    "import js from '@eslint/js';",
    "import tseslint from 'typescript-eslint';",
    '',
    'export default tseslint.config(js.configs.recommended, ...tseslint.configs.recommended);',
    '',
  ].join('\n'),
  'broken.eslint.config.js': "throw new Error('broken config');\n",
  '.prettierrc.json': '{ "singleQuote": true }\n',
  'README.md': '# Demo\n',
  'src/sum.ts': SUM_SOURCE,
  'test/sum.test.ts': [
    "import { expect, it } from 'vitest';",
    "import { sum } from '../src/sum.js';",
    '',
    "it('adds', () => {",
    '  expect(sum(1, 2)).toBe(3);',
    '});',
    '',
  ].join('\n'),
};

let root = '';
let ws = '';
let home = '';

beforeAll(() => {
  root = makeTempDirManual('govern-tool-gates-');
  ws = join(root, 'project');
  home = join(root, 'home');
  mkdirSync(ws);
  mkdirSync(home);
  writeFiles(ws, PROJECT_FILES);
  linkModules(ws);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function changed(path: string, status: ChangedFile['status'] = 'modified'): ChangedFile {
  return { path, status, before: null, after: null };
}

function gateInput(changes: ChangedFile[], workspace = ws): GateInput {
  return {
    workspace,
    changes,
    env: { ...sanitizeEnv(process.env, BASE_ENV_ALLOWLIST), HOME: home },
  };
}

function detected(gate: ToolGateName, workspace = ws): ToolCommand {
  const command = detectToolCommand(gate, workspace);
  expect(command).not.toBeNull();
  return command!;
}

/** Writes a file into the shared project for one test, restoring or removing it after. */
function overwrite(path: string, content: string, restore?: string): void {
  writeFileSync(join(ws, path), content);
  onTestFinished(() => {
    if (restore === undefined) {
      rmSync(join(ws, path), { force: true });
    } else {
      writeFileSync(join(ws, path), restore);
    }
  });
}

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

  it('runs a bare configured name from the repository node_modules/.bin', async () => {
    const command = resolveToolCommand('TYPE_CHECK', ws, {
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
});

describe('SYNTAX_CHECK: a change judged by the base ignore files, not its own', () => {
  const UGLY = 'export const   a = "x"\n';

  it('fails a change that lists its own unformatted file in .prettierignore', async () => {
    overwrite('src/ugly.ts', UGLY);
    overwrite('.prettierignore', 'dist\nsrc/ugly.ts\n');
    const verdict = await runToolGate(
      'SYNTAX_CHECK',
      detected('SYNTAX_CHECK'),
      gateInput([
        { path: 'src/ugly.ts', status: 'added', before: null, after: UGLY },
        { path: '.prettierignore', status: 'added', before: null, after: 'dist\nsrc/ugly.ts\n' },
      ]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings).toEqual([
      expect.objectContaining({ file: 'src/ugly.ts', rule: 'syntax-check/own-exemption' }),
    ]);
    expect(verdict.findings[0]?.message).toContain('make the .prettierignore change on its own');
  });

  it('also when the entry goes into .gitignore, which prettier 3 reads too', async () => {
    overwrite('src/ugly.ts', UGLY);
    const verdict = await runToolGate(
      'SYNTAX_CHECK',
      detected('SYNTAX_CHECK'),
      gateInput([
        { path: 'src/ugly.ts', status: 'modified', before: 'export {};\n', after: UGLY },
        {
          path: '.gitignore',
          status: 'modified',
          before: 'node_modules\n',
          after: 'node_modules\nsrc/*.ts\n!src/sum.ts\n',
        },
      ]),
    );
    expect(verdict.findings.map((finding) => finding.rule)).toEqual(['syntax-check/own-exemption']);
  });

  it('keeps an ignore entry the base already had: prettier skips the file, as the repository does', async () => {
    overwrite('src/ugly.ts', UGLY);
    overwrite('.prettierignore', 'src/ugly.ts\nREADME.md\n');
    const verdict = await runToolGate(
      'SYNTAX_CHECK',
      detected('SYNTAX_CHECK'),
      gateInput([
        { path: 'src/ugly.ts', status: 'modified', before: 'export {};\n', after: UGLY },
        // The change edits the ignore file, but not to skip anything it changes.
        {
          path: '.prettierignore',
          status: 'modified',
          before: 'src/ugly.ts\n',
          after: 'src/ugly.ts\nREADME.md\n',
        },
      ]),
    );
    expect(verdict).toMatchObject({ passed: true, findings: [] });
  });
});

describe('AST_LINT and TYPE_CHECK: a change that edits the config cannot skip its own files', () => {
  const ESLINT_CONFIG = PROJECT_FILES['eslint.config.js'] ?? '';
  const TSCONFIG = PROJECT_FILES['tsconfig.json'] ?? '';
  const BAD = 'export const bad: number = "x";\nlet unused = 1;\n';

  it('fails a file the change adds to its eslint config ignores, and passes a config edit that skips nothing it changes', async () => {
    overwrite('src/bad.ts', BAD);
    const ignoring = ESLINT_CONFIG.replace(
      'tseslint.config(',
      "tseslint.config({ ignores: ['src/bad.ts'] }, ",
    );
    overwrite('eslint.config.js', ignoring, ESLINT_CONFIG);
    const edit = {
      path: 'eslint.config.js',
      status: 'modified' as const,
      before: ESLINT_CONFIG,
      after: ignoring,
    };
    const verdict = await runToolGate(
      'AST_LINT',
      detected('AST_LINT'),
      gateInput([changed('src/bad.ts', 'added'), edit]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => [finding.file, finding.rule])).toEqual([
      ['src/bad.ts', 'ast-lint/own-exemption'],
    ]);
    const other = ESLINT_CONFIG.replace(
      'tseslint.config(',
      "tseslint.config({ ignores: ['dist/'] }, ",
    );
    overwrite('eslint.config.js', other, ESLINT_CONFIG);
    const control = await runToolGate(
      'AST_LINT',
      detected('AST_LINT'),
      gateInput([changed('src/sum.ts'), { ...edit, after: other }]),
    );
    expect(control).toMatchObject({ passed: true, findings: [] });
  });

  it("fails a file the change adds to its tsconfig's exclude, and passes a tsconfig edit that excludes nothing it changes", async () => {
    overwrite('src/bad.ts', BAD);
    const config = JSON.parse(TSCONFIG) as Record<string, unknown>;
    const excluding = JSON.stringify({ ...config, exclude: ['src/bad.ts'] });
    overwrite('tsconfig.json', excluding, TSCONFIG);
    const edit = {
      path: 'tsconfig.json',
      status: 'modified' as const,
      before: TSCONFIG,
      after: excluding,
    };
    const verdict = await runToolGate(
      'TYPE_CHECK',
      detected('TYPE_CHECK'),
      gateInput([changed('src/bad.ts', 'added'), edit]),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => [finding.file, finding.rule])).toEqual([
      ['src/bad.ts', 'type-check/own-exemption'],
    ]);
    rmSync(join(ws, 'src/bad.ts'));
    const other = JSON.stringify({ ...config, exclude: ['src/generated'] });
    overwrite('tsconfig.json', other, TSCONFIG);
    const control = await runToolGate(
      'TYPE_CHECK',
      detected('TYPE_CHECK'),
      gateInput([changed('src/sum.ts'), { ...edit, after: other }]),
    );
    expect(control).toMatchObject({ passed: true, findings: [] });
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

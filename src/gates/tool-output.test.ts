import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../common/index.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import {
  lastMeaningfulLines,
  parseEslintJson,
  parsePrettierCheck,
  parseTscOutput,
  RepoPathMapper,
  stripAnsi,
  tailText,
} from './tool-output.js';

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');

/** A temp project whose node_modules is govern's own, with `files` written into it. */
function project(files: Record<string, string>): string {
  const dir = makeTempDir('govern-tool-output-');
  symlinkSync(GOVERN_MODULES, join(dir, 'node_modules'), 'dir');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

async function runBin(ws: string, tool: string, args: string[]): Promise<string> {
  const result = await runProcess(join(ws, 'node_modules', '.bin', tool), args, {
    cwd: ws,
    env: { PATH: process.env['PATH'] ?? '', HOME: ws, NO_COLOR: '1' },
    timeoutMs: 60_000,
  });
  expect(result.spawnError).toBeNull();
  expect(result.exitCode).not.toBe(0);
  return `${result.stdout}\n${result.stderr}`;
}

// Captured from tsc 6.0.3 (`--pretty false`) on a file with two elaborated errors.
const TSC_SAMPLE = `src/a.ts(3,14): error TS2322: Type '{ a: { b: string; }; }' is not assignable to type 'P'.
  The types of 'a.b' are incompatible between these types.
    Type 'string' is not assignable to type 'number'.
src/a.ts(5,3): error TS2345: Argument of type '(x: string) => void' is not assignable to parameter of type '(x: number) => void'.
  Types of parameters 'x' and 'x' are incompatible.
    Type 'number' is not assignable to type 'string'.
`;

// Captured from prettier 3.10.1 --check: one unformatted file, one that does not parse.
const PRETTIER_SAMPLE = `Checking formatting...
[warn] src/e.ts
[error] src/d.ts: SyntaxError: Expression expected. (1:19)
[error] > 1 | export const z = (;
[error]     |                   ^
[error]   2 |
[warn] Code style issues found in the above file. Run Prettier with --write to fix.
Error occurred when checking code style in the above file.
`;

describe('parseTscOutput', () => {
  it('keeps indented continuation lines with the error they elaborate', () => {
    expect(parseTscOutput(TSC_SAMPLE, '/ws')).toEqual([
      {
        file: 'src/a.ts',
        line: 3,
        rule: 'TS2322',
        message: [
          "Type '{ a: { b: string; }; }' is not assignable to type 'P'.",
          "  The types of 'a.b' are incompatible between these types.",
          "    Type 'string' is not assignable to type 'number'.",
        ].join('\n'),
      },
      {
        file: 'src/a.ts',
        line: 5,
        rule: 'TS2345',
        message: [
          "Argument of type '(x: string) => void' is not assignable to parameter of type '(x: number) => void'.",
          "  Types of parameters 'x' and 'x' are incompatible.",
          "    Type 'number' is not assignable to type 'string'.",
        ].join('\n'),
      },
    ]);
  });

  it('reports errors without a location, and paths outside the workspace in the message', () => {
    const text = [
      "error TS5058: The specified path does not exist: 'nothere.json'.",
      "/elsewhere/lib.d.ts(1,1): error TS1005: ';' expected.",
      "/ws/src/b.ts(2,7): error TS2304: Cannot find name 'x'.",
    ].join('\n');
    expect(parseTscOutput(text, '/ws')).toEqual([
      {
        file: null,
        line: null,
        rule: 'TS5058',
        message: "The specified path does not exist: 'nothere.json'.",
      },
      { file: null, line: 1, rule: 'TS1005', message: "/elsewhere/lib.d.ts:1: ';' expected." },
      { file: 'src/b.ts', line: 2, rule: 'TS2304', message: "Cannot find name 'x'." },
    ]);
  });

  it('parses what the real tsc prints for a type error and a missing module', async () => {
    const ws = project({
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', types: [] },
        include: ['src'],
      }),
      'src/a.ts': "export const n: number = 'x';\n",
      'src/b.ts': "import { missing } from './nope.js';\nexport const y = missing;\n",
    });
    const output = await runBin(ws, 'tsc', [
      '--noEmit',
      '--pretty',
      'false',
      '-p',
      'tsconfig.json',
    ]);
    expect(parseTscOutput(output, ws)).toEqual([
      {
        file: 'src/a.ts',
        line: 1,
        rule: 'TS2322',
        message: "Type 'string' is not assignable to type 'number'.",
      },
      {
        file: 'src/b.ts',
        line: 1,
        rule: 'TS2307',
        message: "Cannot find module './nope.js' or its corresponding type declarations.",
      },
    ]);
  });
});

describe('parseEslintJson', () => {
  const sample = JSON.stringify([
    {
      filePath: '/ws/src/c.ts',
      messages: [
        {
          ruleId: 'no-debugger',
          severity: 2,
          message: "Unexpected 'debugger' statement.",
          line: 3,
          column: 17,
        },
        {
          ruleId: 'prefer-const',
          severity: 1,
          message: "'a' is never reassigned.",
          line: 4,
          column: 5,
        },
      ],
      errorCount: 1,
      warningCount: 1,
    },
    {
      filePath: '/ws/src/d.ts',
      messages: [
        {
          ruleId: null,
          fatal: true,
          severity: 2,
          message: 'Parsing error: Expression expected.',
          line: 1,
          column: 18,
        },
      ],
    },
  ]);

  it('reports errors, drops warnings and names fatal errors parse-error', () => {
    expect(parseEslintJson(sample, '/ws')).toEqual([
      {
        file: 'src/c.ts',
        line: 3,
        rule: 'no-debugger',
        message: "Unexpected 'debugger' statement.",
      },
      {
        file: 'src/d.ts',
        line: 1,
        rule: 'parse-error',
        message: 'Parsing error: Expression expected.',
      },
    ]);
  });

  it('finds the JSON after lines a config logged, and returns [] for non-JSON output', () => {
    expect(parseEslintJson(`loading plugins\n${sample}\n`, '/ws')).toHaveLength(2);
    expect(parseEslintJson('Oops! Something went wrong! :(', '/ws')).toEqual([]);
    expect(parseEslintJson('{"not": "an array"}', '/ws')).toEqual([]);
  });

  it('parses what the real eslint prints, with paths relative to the workspace', async () => {
    const ws = project({
      'package.json': JSON.stringify({ type: 'module' }),
      'eslint.config.js': [
        "import js from '@eslint/js';",
        "import tseslint from 'typescript-eslint';",
        'export default tseslint.config(js.configs.recommended, ...tseslint.configs.recommended);',
      ].join('\n'),
      'src/c.ts':
        'const unused = 1;\nexport function h(x: number): number {\n  if (x === 1) { debugger; }\n  return 2;\n}\n',
      'src/d.ts': 'export const z = (;\n',
    });
    const output = await runBin(ws, 'eslint', [
      '--format',
      'json',
      '--no-warn-ignored',
      'src/c.ts',
      'src/d.ts',
    ]);
    expect(parseEslintJson(output, ws)).toEqual([
      {
        file: 'src/c.ts',
        line: 1,
        rule: '@typescript-eslint/no-unused-vars',
        message: "'unused' is assigned a value but never used.",
      },
      {
        file: 'src/c.ts',
        line: 3,
        rule: 'no-debugger',
        message: "Unexpected 'debugger' statement.",
      },
      {
        file: 'src/d.ts',
        line: 1,
        rule: 'parse-error',
        message: 'Parsing error: Expression expected.',
      },
    ]);
  });
});

describe('parsePrettierCheck', () => {
  it('reports unformatted files and syntax errors, not the notices around them', () => {
    expect(parsePrettierCheck(PRETTIER_SAMPLE, '/ws')).toEqual([
      {
        file: 'src/e.ts',
        line: null,
        rule: 'prettier',
        message: 'not formatted (run prettier --write src/e.ts)',
      },
      {
        file: 'src/d.ts',
        line: 1,
        rule: 'syntax-error',
        message: 'SyntaxError: Expression expected.',
      },
    ]);
    expect(parsePrettierCheck('[warn] jsxBracketSameLine is deprecated.\n', '/ws')).toEqual([]);
  });

  it('parses what the real prettier prints', async () => {
    const ws = project({
      '.prettierrc.json': '{ "singleQuote": true }',
      'src/e.ts': 'export const   a = "x"\n',
      'src/d.ts': 'export const z = (;\n',
      'src/ok.ts': "export const ok = 'y';\n",
    });
    const output = await runBin(ws, 'prettier', [
      '--check',
      '--ignore-unknown',
      '--no-error-on-unmatched-pattern',
      'src/e.ts',
      'src/d.ts',
      'src/ok.ts',
    ]);
    expect(parsePrettierCheck(output, ws)).toEqual([
      {
        file: 'src/e.ts',
        line: null,
        rule: 'prettier',
        message: 'not formatted (run prettier --write src/e.ts)',
      },
      {
        file: 'src/d.ts',
        line: 1,
        rule: 'syntax-error',
        message: 'SyntaxError: Expression expected.',
      },
    ]);
  });
});

describe('output helpers', () => {
  it('maps absolute, file:// and ./ paths into the workspace, and nothing outside it', () => {
    const mapper = new RepoPathMapper('/ws');
    expect(mapper.toRepoPath('/ws/src/a.ts')).toBe('src/a.ts');
    expect(mapper.toRepoPath('file:///ws/test/a.test.ts')).toBe('test/a.test.ts');
    expect(mapper.toRepoPath('./src/a.ts')).toBe('src/a.ts');
    expect(mapper.toRepoPath('src\\win\\a.ts')).toBe('src/win/a.ts');
    expect(mapper.toRepoPath('/wsx/a.ts')).toBeNull();
    expect(mapper.toRepoPath('../a.ts')).toBeNull();
  });

  it('strips ANSI escapes and keeps the tail of long output, cut at a line start', () => {
    expect(stripAnsi('\u001b[31mred\u001b[39m')).toBe('red');
    const long = Array.from({ length: 500 }, (_, i) => `line ${i}`).join('\n');
    const tail = tailText(long, 100);
    expect(tail.startsWith('[... earlier output omitted]\n')).toBe(true);
    expect(tail.endsWith('line 499')).toBe(true);
    expect(tail.length).toBeLessThan(140);
    expect(tailText('  short  ')).toBe('short');
  });

  it('keeps the meaningful last lines, without npm banners and node-internal frames', () => {
    const text = [
      '',
      '> demo@1.0.0 test',
      '> node run.js',
      '',
      'Error: database refused',
      '    at connect (/ws/run.js:3:9)',
      '    at node:internal/main/run_main_module:28:49',
      'npm error Lifecycle script `test` failed with error:',
    ].join('\n');
    expect(lastMeaningfulLines(text)).toBe(
      'Error: database refused\n    at connect (/ws/run.js:3:9)',
    );
  });
});

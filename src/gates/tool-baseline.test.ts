import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_ENV_ALLOWLIST, runProcess, sanitizeEnv } from '../common/index.js';
import { makeTempDirManual } from '../../test/helpers/temp.js';
import { changedLines, memoryBaselineStore } from './tool-baseline.js';
import { detectToolCommand } from './tool-detect.js';
import { scriptFileSet, splitScript, startsTool } from './tool-file-set.js';
import { runToolGate } from './tool-gates.js';
import type {
  ChangedFile,
  GateInput,
  ToolCommand,
  ToolGateName,
  ToolLaunch,
  ToolLauncher,
} from './types.js';

// Real prettier and eslint on a temporary repository: the judgement of "what the change made
// worse" is only as good as the tools' own output on both sides.

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');

const UNFORMATTED_README = '# Demo\n\n*  one\n*  two\n';
const LINT_BASE = [
  'export function old(a: any) {',
  '  return a;',
  '}',
  '',
  'export function sum(a: number, b: number): number {',
  '  return a + b;',
  '}',
  '',
].join('\n');

let ws = '';

function write(files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(ws, name, '..'), { recursive: true });
    writeFileSync(join(ws, name), content);
  }
}

function command(gate: ToolGateName): ToolCommand {
  const detected = detectToolCommand(gate, ws);
  if (detected === null) {
    throw new Error(`no ${gate} detected`);
  }
  return detected;
}

async function gate(gateName: ToolGateName, changes: ChangedFile[], launch?: ToolLauncher) {
  for (const change of changes) {
    if (change.after !== null) {
      write({ [change.path]: change.after });
    }
  }
  const input: GateInput = {
    workspace: ws,
    changes,
    env: sanitizeEnv(process.env, BASE_ENV_ALLOWLIST),
    ...(launch === undefined ? {} : { launch }),
  };
  return runToolGate(gateName, command(gateName), input, { baseline: memoryBaselineStore() });
}

beforeAll(() => {
  ws = makeTempDirManual('baseline');
  mkdirSync(join(ws, 'node_modules'));
  for (const entry of readdirSync(GOVERN_MODULES)) {
    if (!entry.startsWith('.vite') && entry !== '.cache') {
      symlinkSync(join(GOVERN_MODULES, entry), join(ws, 'node_modules', entry));
    }
  }
  write({
    'package.json': JSON.stringify({
      name: 'demo',
      type: 'module',
      scripts: { format: 'prettier --check src tests', lint: 'eslint src' },
      devDependencies: { prettier: '3', eslint: '10' },
    }),
    '.prettierrc.json': '{ "singleQuote": true }\n',
    'eslint.config.js': [
      "import tseslint from 'typescript-eslint';",
      'export default tseslint.config(...tseslint.configs.recommended);',
      '',
    ].join('\n'),
    'README.md': UNFORMATTED_README,
    'docs/guide.md': UNFORMATTED_README,
    'src/lint.ts': LINT_BASE,
    'src/fmt.ts': "export const a = 'x';\n",
  });
});

afterAll(() => {
  rmSync(ws, { recursive: true, force: true });
});

describe('which files the repository checks', () => {
  it('reads the paths its format and lint scripts name', () => {
    expect(splitScript("prettier --check 'src/**/*.ts' && eslint . --ext .ts,.tsx")).toEqual([
      ['prettier', '--check', 'src/**/*.ts'],
      ['eslint', '.', '--ext', '.ts,.tsx'],
    ]);
    expect(scriptFileSet('prettier', { format: 'prettier --write src tests' })?.globs).toEqual([
      'src/**',
      'tests/**',
    ]);
    expect(scriptFileSet('eslint', { lint: 'eslint . --ext .ts,.tsx' })?.globs).toEqual([
      '**/*.{ts,tsx}',
    ]);
    expect(scriptFileSet('eslint', { lint: 'eslint' })?.globs).toEqual(['**']);
    expect(scriptFileSet('prettier', { build: 'tsc -p .' })).toBeNull();
  });

  it('reads a run that prints the version, help or config as checking nothing', () => {
    // openapi3-ts: a `version` script that prints every tool's version would have made its
    // built dist/ files lintable, where its `lint` names src only.
    const scripts = {
      version: 'node --version && eslint --version && tsc --version && prettier -v',
      lint: 'eslint src/**/*.ts',
      'lint:config': 'eslint --print-config src/index.ts',
      'format:where': 'prettier --find-config-path src/index.ts',
    };
    expect(scriptFileSet('eslint', scripts)?.globs).toEqual(['src/**/*.ts']);
    expect(scriptFileSet('prettier', scripts)).toBeNull();
    expect(scriptFileSet('eslint', { about: 'eslint -h' })).toBeNull();
    // Nor does such a run make prettier a tool the repository formats with.
    expect(startsTool(scripts.version, 'prettier')).toBe(false);
    expect(startsTool('prettier --check . && prettier -v', 'prettier')).toBe(true);
  });

  it('does not format a README the repository never formats, and says so', async () => {
    const verdict = await gate('SYNTAX_CHECK', [
      {
        path: 'README.md',
        status: 'modified',
        before: UNFORMATTED_README,
        after: `${UNFORMATTED_README}*  three\n`,
      },
    ]);
    expect(verdict.passed).toBe(true);
    expect(verdict.output).toContain('not checked, outside the files the repository checks');
    expect(verdict.output).toContain('scripts.format: prettier --check src tests');
  });
});

describe('SYNTAX_CHECK judges the change, not the history', () => {
  it('passes a file unformatted at the base when the change formats its own lines', async () => {
    const base = "export const a = 'x';\nexport const b    =   2;\n";
    const verdict = await gate('SYNTAX_CHECK', [
      {
        path: 'src/fmt.ts',
        status: 'modified',
        before: base,
        after: `${base}export const c = 3;\n`,
      },
    ]);
    expect(verdict.passed).toBe(true);
    expect(verdict.output).toContain('already there at the base');
  });

  it('fails unformatted lines the change wrote, and a file it made unformatted', async () => {
    const base = "export const a = 'x';\nexport const b    =   2;\n";
    const dirty = await gate('SYNTAX_CHECK', [
      {
        path: 'src/fmt.ts',
        status: 'modified',
        before: base,
        after: `${base}export const c    = 3;\n`,
      },
    ]);
    expect(dirty.passed).toBe(false);
    const clean = "export const a = 'x';\n";
    const newly = await gate('SYNTAX_CHECK', [
      { path: 'src/fmt.ts', status: 'modified', before: clean, after: 'export const a = "x";\n' },
    ]);
    expect(newly.passed).toBe(false);
  });
});

describe('AST_LINT judges the change, not the history', () => {
  it('passes a lint error already in an untouched function', async () => {
    const after = `${LINT_BASE}export function twice(n: number): number {\n  return n * 2;\n}\n`;
    const verdict = await gate('AST_LINT', [
      { path: 'src/lint.ts', status: 'modified', before: LINT_BASE, after },
    ]);
    expect(verdict.passed).toBe(true);
    expect(verdict.output).toContain('already there at the base');
  });

  it("runs the tool on the base text through the gate's launcher too (the kernel's is the gate sandbox)", async () => {
    // The base run loads the repository's eslint config as the head run does: it must not
    // start as govern's own child when the kernel hands the gate a sandboxed launcher.
    const launches: ToolLaunch[] = [];
    const recording: ToolLauncher = (launch) => {
      launches.push(launch);
      return runProcess(launch.program, launch.args, {
        cwd: launch.cwd,
        env: launch.env,
        timeoutMs: launch.timeoutMs,
        ...(launch.input === undefined ? {} : { input: launch.input }),
      });
    };
    const after = `${LINT_BASE}export function thrice(n: number): number {\n  return n * 3;\n}\n`;
    const verdict = await gate(
      'AST_LINT',
      [{ path: 'src/lint.ts', status: 'modified', before: LINT_BASE, after }],
      recording,
    );
    expect(verdict.passed, verdict.output).toBe(true);
    expect(verdict.output).toContain('already there at the base');
    expect(launches.map((launch) => launch.args.includes('--stdin'))).toEqual([false, true]);
    expect(launches[1]?.input).toBe(LINT_BASE);
  });

  it('fails a new lint error, and one on a line the change modified', async () => {
    const added = `${LINT_BASE}export function also(b: any) {\n  return b;\n}\n`;
    const addedVerdict = await gate('AST_LINT', [
      { path: 'src/lint.ts', status: 'modified', before: LINT_BASE, after: added },
    ]);
    expect(addedVerdict.findings.map((f) => [f.rule, f.line])).toEqual([
      ['@typescript-eslint/no-explicit-any', 8],
    ]);
    const touched = LINT_BASE.replace('old(a: any)', 'older(a: any)');
    const touchedVerdict = await gate('AST_LINT', [
      { path: 'src/lint.ts', status: 'modified', before: LINT_BASE, after: touched },
    ]);
    expect(touchedVerdict.passed).toBe(false);
  });
});

describe('changedLines', () => {
  it('numbers added and modified lines of the new text, and both sides of a deletion', () => {
    expect([...changedLines('a\nb\nc\n', 'a\nB\nc\nd\n')]).toEqual([2, 4]);
    expect([...changedLines('a\nb\nc\n', 'a\nc\n')]).toEqual([1, 2]);
  });
});

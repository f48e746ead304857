import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import { BASE_ENV_ALLOWLIST, sanitizeEnv } from '../../src/common/index.js';
import { detectToolCommand } from '../../src/gates/index.js';
import type { ChangedFile, GateInput, ToolCommand, ToolGateName } from '../../src/gates/index.js';
import { makeTempDirManual } from './temp.js';

const GOVERN_MODULES = resolve(import.meta.dirname, '../../node_modules');

/**
 * A node_modules of symlinks to govern's packages: the tools resolve as if installed, and
 * caches the tools write (vitest's results.json) land in the temp dir, not in govern's tree.
 */
export function linkModules(ws: string): void {
  const dir = join(ws, 'node_modules');
  mkdirSync(dir);
  for (const entry of readdirSync(GOVERN_MODULES)) {
    if (!entry.startsWith('.vite') && entry !== '.cache') {
      symlinkSync(join(GOVERN_MODULES, entry), join(dir, entry));
    }
  }
}

export function writeFiles(ws: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(ws, name, '..'), { recursive: true });
    writeFileSync(join(ws, name), content);
  }
}

export const SUM_SOURCE =
  'export function sum(a: number, b: number): number {\n  return a + b;\n}\n';

export const PROJECT_FILES: Record<string, string> = {
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

export function changed(path: string, status: ChangedFile['status'] = 'modified'): ChangedFile {
  return { path, status, before: null, after: null };
}

/** A TypeScript project with prettier, eslint, tsc and vitest, shared by a test file's tests. */
export interface ToolProject {
  /** The project folder (set once the file's beforeAll ran). */
  readonly ws: () => string;
  readonly gateInput: (changes: ChangedFile[], workspace?: string) => GateInput;
  readonly detected: (gate: ToolGateName, workspace?: string) => ToolCommand;
  /** Writes a file into the project for one test, restoring or removing it after. */
  readonly overwrite: (path: string, content: string, restore?: string) => void;
}

/** Makes PROJECT_FILES in a temp dir before the file's tests and removes it after them. */
export function useToolProject(): ToolProject {
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
  return {
    ws: () => ws,
    gateInput: (changes, workspace = ws) => ({
      workspace,
      changes,
      env: { ...sanitizeEnv(process.env, BASE_ENV_ALLOWLIST), HOME: home },
    }),
    detected: (gate, workspace = ws) => {
      const command = detectToolCommand(gate, workspace);
      expect(command).not.toBeNull();
      return command!;
    },
    overwrite: (path, content, restore) => {
      mkdirSync(join(ws, path, '..'), { recursive: true });
      writeFileSync(join(ws, path), content);
      onTestFinished(() => {
        if (restore === undefined) {
          rmSync(join(ws, path), { force: true });
        } else {
          writeFileSync(join(ws, path), restore);
        }
      });
    },
  };
}

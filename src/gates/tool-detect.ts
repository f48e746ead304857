import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { ToolCommand, ToolGateName } from './types.js';

/** tsc on a mid-sized project takes tens of seconds on a cold cache; two minutes is generous. */
export const TYPE_CHECK_TIMEOUT_MS = 120_000;
/** prettier --check on the changed files only: seconds, so a minute means something hangs. */
export const SYNTAX_CHECK_TIMEOUT_MS = 60_000;
/** Type-aware eslint configs build a whole TypeScript program, as slow as tsc. */
export const AST_LINT_TIMEOUT_MS = 120_000;
/** A whole test suite, including a cold transform cache. */
export const TEST_SUITE_TIMEOUT_MS = 300_000;

export const DEFAULT_TOOL_TIMEOUTS_MS: Readonly<Record<ToolGateName, number>> = {
  TYPE_CHECK: TYPE_CHECK_TIMEOUT_MS,
  SYNTAX_CHECK: SYNTAX_CHECK_TIMEOUT_MS,
  AST_LINT: AST_LINT_TIMEOUT_MS,
  TEST_SUITE: TEST_SUITE_TIMEOUT_MS,
};

/** Extensions eslint lints by default in a flat config with typescript-eslint. */
export const LINTABLE_EXTENSIONS = [
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
  '.ts',
  '.mts',
  '.cts',
  '.tsx',
] as const;
export type LintableExtension = (typeof LINTABLE_EXTENSIONS)[number];

/** What `npm init` writes as `scripts.test`: a package with no tests, not a suite. */
const NPM_TEST_PLACEHOLDER = 'Error: no test specified';

const ESLINT_FLAT_CONFIGS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map(
  (ext) => `eslint.config.${ext}`,
);

/**
 * A `gates.<GATE>` entry of `.governance/config.json`. Each defined field wins over
 * detection; without `command` the detected command is kept and only the other fields
 * apply to it.
 */
export interface ToolCommandOverride {
  /**
   * Absolute; relative with a slash (resolved against the workspace); or a bare name,
   * looked up at run time in `<workspace>/node_modules/.bin`, then PATH.
   */
  readonly command?: string | undefined;
  readonly args?: readonly string[] | undefined;
  /** Default false for a configured command: files are appended only when asked. */
  readonly appendFiles?: boolean | undefined;
  readonly timeoutMs?: number | undefined;
}

interface PackageManifest {
  readonly valid: boolean;
  readonly hasPrettierKey: boolean;
  readonly hasPrettierDependency: boolean;
  readonly testScript: string | null;
}

/**
 * The command a tool gate runs for the repository at `workspace`, from its marker files;
 * null when the repository has no marker for that tool. The binary path is returned even
 * when it does not exist, so that running it reports TOOL_MISSING instead of the gate being
 * skipped. Detect against the baseline tree, not the agent's proposal: otherwise deleting
 * tsconfig.json would switch TYPE_CHECK off.
 *
 * - TYPE_CHECK: `tsconfig.json` -> `node_modules/.bin/tsc --noEmit --pretty false -p tsconfig.json`.
 * - SYNTAX_CHECK: `.prettierrc*`, `prettier.config.*`, a `prettier` key in package.json or
 *   prettier among its dependencies -> `node_modules/.bin/prettier --check` on the changed files.
 * - AST_LINT: `eslint.config.*` or `.eslintrc*` -> `node_modules/.bin/eslint --format json`
 *   on the changed lintable files.
 * - TEST_SUITE: a real `scripts.test` in package.json -> `npm test` (npm found in PATH at
 *   run time); else `go.mod` -> `go test ./...`; `Cargo.toml` -> `cargo test`; pytest
 *   configured (`pytest.ini`, `conftest.py`, or pyproject.toml naming pytest) ->
 *   `python3 -m pytest`.
 */
export function detectToolCommand(gate: ToolGateName, workspace: string): ToolCommand | null {
  const entries = listRoot(workspace);
  const bin = (name: string): string => join(workspace, 'node_modules', '.bin', name);
  const timeoutMs = DEFAULT_TOOL_TIMEOUTS_MS[gate];
  switch (gate) {
    case 'TYPE_CHECK':
      if (!entries.has('tsconfig.json')) {
        return null;
      }
      return {
        command: bin('tsc'),
        args: ['--noEmit', '--pretty', 'false', '-p', 'tsconfig.json'],
        appendFiles: false,
        timeoutMs,
      };
    case 'SYNTAX_CHECK': {
      const manifest = readManifest(workspace, entries);
      const hasConfig = [...entries].some(
        (name) => name.startsWith('.prettierrc') || name.startsWith('prettier.config.'),
      );
      if (!hasConfig && !manifest.hasPrettierKey && !manifest.hasPrettierDependency) {
        return null;
      }
      return {
        command: bin('prettier'),
        args: ['--check', '--ignore-unknown', '--no-error-on-unmatched-pattern'],
        appendFiles: true,
        timeoutMs,
      };
    }
    case 'AST_LINT': {
      if (ESLINT_FLAT_CONFIGS.some((name) => entries.has(name))) {
        // Without --no-warn-ignored, a changed file matched by the config's ignores comes
        // back as a warning; with it the file is silently skipped, as the config intends.
        return {
          command: bin('eslint'),
          args: ['--format', 'json', '--no-warn-ignored'],
          appendFiles: true,
          timeoutMs,
        };
      }
      if ([...entries].some((name) => name.startsWith('.eslintrc'))) {
        // eslint 8 in eslintrc mode rejects --no-warn-ignored; there the ignored-file notice
        // is a warning, which the parser drops and which does not change the exit code.
        return { command: bin('eslint'), args: ['--format', 'json'], appendFiles: true, timeoutMs };
      }
      return null;
    }
    case 'TEST_SUITE':
      return detectTestCommand(workspace, entries, timeoutMs);
  }
}

/**
 * The command a tool gate runs: the config override where it sets a field, detection for
 * the rest; null when neither names a command.
 */
export function resolveToolCommand(
  gate: ToolGateName,
  workspace: string,
  override?: ToolCommandOverride,
): ToolCommand | null {
  if (override?.command !== undefined) {
    return {
      command: resolveCommandPath(override.command, workspace),
      args: [...(override.args ?? [])],
      appendFiles: override.appendFiles ?? false,
      timeoutMs: override.timeoutMs ?? DEFAULT_TOOL_TIMEOUTS_MS[gate],
    };
  }
  const detected = detectToolCommand(gate, workspace);
  if (detected === null) {
    return null;
  }
  return {
    command: detected.command,
    args: override?.args === undefined ? detected.args : [...override.args],
    appendFiles: override?.appendFiles ?? detected.appendFiles,
    timeoutMs: override?.timeoutMs ?? detected.timeoutMs,
  };
}

/** Absolute as is; `dir/tool` against the workspace; a bare name stays for PATH lookup. */
function resolveCommandPath(command: string, workspace: string): string {
  if (isAbsolute(command) || !command.includes('/')) {
    return command;
  }
  return resolve(workspace, command);
}

function detectTestCommand(
  workspace: string,
  entries: ReadonlySet<string>,
  timeoutMs: number,
): ToolCommand | null {
  const manifest = readManifest(workspace, entries);
  // An unreadable package.json still counts: npm reports why, instead of the suite
  // silently disappearing because an agent broke the manifest.
  if (manifest.testScript !== null || (entries.has('package.json') && !manifest.valid)) {
    return { command: 'npm', args: ['test'], appendFiles: false, timeoutMs };
  }
  if (entries.has('go.mod')) {
    return { command: 'go', args: ['test', './...'], appendFiles: false, timeoutMs };
  }
  if (entries.has('Cargo.toml')) {
    return { command: 'cargo', args: ['test'], appendFiles: false, timeoutMs };
  }
  if (hasPytest(workspace, entries)) {
    return { command: 'python3', args: ['-m', 'pytest'], appendFiles: false, timeoutMs };
  }
  return null;
}

/**
 * A bare pyproject.toml says nothing about tests, and pytest exits 5 when it collects none,
 * which would fail every change to a package without tests.
 */
function hasPytest(workspace: string, entries: ReadonlySet<string>): boolean {
  if (entries.has('pytest.ini') || entries.has('conftest.py')) {
    return true;
  }
  for (const [file, marker] of [
    ['pyproject.toml', 'pytest'],
    ['setup.cfg', '[tool:pytest]'],
    ['tox.ini', '[pytest]'],
  ] as const) {
    if (entries.has(file) && readText(join(workspace, file))?.includes(marker) === true) {
      return true;
    }
  }
  return false;
}

function readManifest(workspace: string, entries: ReadonlySet<string>): PackageManifest {
  const none: PackageManifest = {
    valid: false,
    hasPrettierKey: false,
    hasPrettierDependency: false,
    testScript: null,
  };
  if (!entries.has('package.json')) {
    return none;
  }
  const text = readText(join(workspace, 'package.json'));
  let parsed: unknown;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    return none;
  }
  if (!isRecord(parsed)) {
    return none;
  }
  const dependsOnPrettier = (key: string): boolean => {
    const deps = parsed[key];
    return isRecord(deps) && 'prettier' in deps;
  };
  const scripts = parsed['scripts'];
  const test = isRecord(scripts) ? scripts['test'] : undefined;
  const isRealTest =
    typeof test === 'string' && test.trim() !== '' && !test.includes(NPM_TEST_PLACEHOLDER);
  return {
    valid: true,
    hasPrettierKey: 'prettier' in parsed,
    hasPrettierDependency:
      dependsOnPrettier('devDependencies') || dependsOnPrettier('dependencies'),
    testScript: isRealTest ? test : null,
  };
}

function listRoot(workspace: string): ReadonlySet<string> {
  try {
    return new Set(readdirSync(workspace));
  } catch {
    return new Set();
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

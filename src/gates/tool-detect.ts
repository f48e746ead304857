import { isAbsolute, join, resolve } from 'node:path';
import {
  lintStagedConfig,
  manifestDependencies,
  manifestScripts,
  parseManifest,
} from './package-manifest.js';
import { detectFormatter } from './tool-detect-format.js';
import { runsTool, scriptFileSet, splitScript } from './tool-file-set.js';
import { noEmitFlags } from './tsc-flags.js';
import { describeTestScriptShape, testScriptShape } from './test-script-shape.js';
import { diskRoot, shellMatcher } from './tool-root.js';
import type { RootView } from './tool-root.js';
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

/**
 * Where TYPE_CHECK keeps tsc's incremental state, relative to the tree it checks (the main
 * tree or a task's worktree). `.governance/` is git-ignored in every worktree and never
 * touched by a rollback, so the cache survives retries; tsc creates the directories.
 */
export const TSC_BUILD_INFO_FILE = '.governance/cache/tsc.tsbuildinfo';

/** What `npm init` writes as `scripts.test`: a package with no tests, not a suite. */
const NPM_TEST_PLACEHOLDER = 'Error: no test specified';

const ESLINT_FLAT_CONFIGS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map(
  (ext) => `eslint.config.${ext}`,
);

/** Whether a root-level file name is one of eslint's configs (flat, or eslintrc mode's). */
export function isEslintConfigName(name: string): boolean {
  return ESLINT_FLAT_CONFIGS.includes(name) || name.startsWith('.eslintrc');
}

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
  /**
   * TEST_SUITE: false never runs the related tests first. Undefined keeps the default: on
   * for the detected suite, off for a configured command (whose scope govern cannot know);
   * true on a configured command runs the related tests the package.json runner finds.
   */
  readonly relatedFirst?: boolean | undefined;
  /**
   * TYPE_CHECK: false always starts tsc; undefined keeps the resident checker of the
   * detected command (a configured command or args never use it).
   */
  readonly resident?: boolean | undefined;
  /**
   * SYNTAX_CHECK, AST_LINT: globs of the files to check instead of the set the repository's
   * scripts name; [] checks every changed file.
   */
  readonly files?: readonly string[] | undefined;
}

export interface PackageManifest {
  readonly valid: boolean;
  readonly hasPrettierKey: boolean;
  readonly testScript: string | null;
  /** Every script, by name. */
  readonly scripts: Readonly<Record<string, string>>;
  /** Names in dependencies and devDependencies. */
  readonly dependencies: ReadonlySet<string>;
  /** The lint-staged config (`lint-staged` in package.json or `.lintstagedrc[.json]`): glob -> commands. */
  readonly lintStaged: Readonly<Record<string, readonly string[]>>;
}

/**
 * The command a tool gate runs for the repository at `workspace`, from its marker files;
 * null when the repository has no marker for that tool. The binary path is returned even
 * when it does not exist, so that running it reports TOOL_MISSING instead of the gate being
 * skipped. Detect against the baseline tree, not the agent's proposal: otherwise deleting
 * tsconfig.json would switch TYPE_CHECK off.
 *
 * - TYPE_CHECK: `tsconfig.json`, when the repository runs tsc itself (typeChecksItself) ->
 *   `node_modules/.bin/tsc --noEmit --incremental
 *   --tsBuildInfoFile .governance/cache/tsc.tsbuildinfo --pretty false -p tsconfig.json`
 *   (without the two incremental flags under a TypeScript older than 4.0).
 * - SYNTAX_CHECK: `.prettierrc*`, `prettier.config.*`, a `prettier` key in package.json, or
 *   prettier among its dependencies with a script or lint-staged entry that runs it ->
 *   `node_modules/.bin/prettier --check` on the changed files the repository formats.
 * - AST_LINT: `eslint.config.*` or `.eslintrc*` -> `node_modules/.bin/eslint --format json`
 *   on the changed lintable files.
 * - TEST_SUITE: a real `scripts.test` in package.json -> `npm test` (npm found in PATH at
 *   run time), with the related-tests command of its runner when that is vitest or jest
 *   (see detectRelatedTestCommand); else `go.mod` -> `go test ./...`; `Cargo.toml` -> `cargo test`; pytest
 *   configured (`pytest.ini`, `conftest.py`, or pyproject.toml naming pytest) ->
 *   `python3 -m pytest`.
 */
export function detectToolCommand(
  gate: ToolGateName,
  workspace: string,
  root: RootView = diskRoot(workspace),
): ToolCommand | null {
  const { entries } = root;
  const bin = (name: string): string => join(workspace, 'node_modules', '.bin', name);
  const timeoutMs = DEFAULT_TOOL_TIMEOUTS_MS[gate];
  switch (gate) {
    case 'TYPE_CHECK':
      if (!entries.has('tsconfig.json') || !typeChecksItself(readManifest(root))) {
        return null;
      }
      return {
        command: bin('tsc'),
        // A warm incremental run re-checks only what the change can affect (a few times
        // faster on a one-file change). tsc keys its state by file content, not mtime, so a
        // rollback or a rebase cannot make it skip a file that changed.
        args: [
          '--noEmit',
          ...noEmitFlags(workspace, root.read('tsconfig.json'), TSC_BUILD_INFO_FILE),
          '--pretty',
          'false',
          '-p',
          'tsconfig.json',
        ],
        appendFiles: false,
        timeoutMs,
        resident: { project: 'tsconfig.json' },
      };
    case 'SYNTAX_CHECK':
      return detectFormatter(root, readManifest(root), bin('prettier'), timeoutMs);
    case 'AST_LINT': {
      const manifest = readManifest(root);
      const lintFiles = scriptFileSet(
        'eslint',
        manifest.scripts,
        undefined,
        shellMatcher(root) ?? undefined,
      );
      const files = {
        ...(lintFiles === null ? {} : { files: lintFiles }),
        ...(lintsItself(root, manifest) ? {} : { advisory: UNENFORCED_LINT }),
      };
      if (ESLINT_FLAT_CONFIGS.some((name) => entries.has(name))) {
        // Without --no-warn-ignored, a changed file matched by the config's ignores comes
        // back as a warning; with it the file is silently skipped, as the config intends.
        return {
          command: bin('eslint'),
          args: ['--format', 'json', '--no-warn-ignored'],
          appendFiles: true,
          timeoutMs,
          ...files,
        };
      }
      if ([...entries].some((name) => name.startsWith('.eslintrc'))) {
        // eslint 8 in eslintrc mode rejects --no-warn-ignored; there the ignored-file notice
        // is a warning, which the parser drops and which does not change the exit code.
        return {
          command: bin('eslint'),
          args: ['--format', 'json'],
          appendFiles: true,
          timeoutMs,
          ...files,
        };
      }
      return null;
    }
    case 'TEST_SUITE':
      return detectTestCommand(workspace, root, timeoutMs);
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
  root: RootView = diskRoot(workspace),
): ToolCommand | null {
  const relatedFirst =
    override?.relatedFirst === undefined ? {} : { relatedFirst: override.relatedFirst };
  // Config names the files outright ([] means every changed file); else the scripts' set.
  const configuredFiles =
    override?.files === undefined || override.files.length === 0
      ? {}
      : {
          files: {
            globs: override.files.map(asFolderGlob),
            source: `gates.${gate}.files in .governance/config.json`,
          },
        };
  if (override?.command !== undefined) {
    const related =
      gate === 'TEST_SUITE' && override.relatedFirst === true
        ? detectRelatedTestCommand(workspace, root)
        : null;
    return {
      command: resolveCommandPath(override.command, workspace),
      args: [...(override.args ?? [])],
      appendFiles: override.appendFiles ?? false,
      timeoutMs: override.timeoutMs ?? DEFAULT_TOOL_TIMEOUTS_MS[gate],
      ...relatedFirst,
      ...(related === null ? {} : { related }),
      ...configuredFiles,
    };
  }
  const detected = detectToolCommand(gate, workspace, root);
  if (detected === null) {
    return null;
  }
  // Files named in config make formatting a check there, whatever the repository enforces.
  const { resident, files: detectedFiles, advisory, ...rest } = detected;
  const stillAdvisory = advisory === undefined || override?.files !== undefined ? {} : { advisory };
  const files =
    override?.files !== undefined
      ? configuredFiles
      : detectedFiles === undefined
        ? {}
        : { files: detectedFiles };
  // The resident checker and formatter answer for the detected command line only.
  const keepResident =
    resident !== undefined && override?.args === undefined && override?.resident !== false;
  return {
    ...rest,
    args: override?.args === undefined ? detected.args : [...override.args],
    appendFiles: override?.appendFiles ?? detected.appendFiles,
    timeoutMs: override?.timeoutMs ?? detected.timeoutMs,
    ...relatedFirst,
    ...(keepResident ? { resident } : {}),
    ...files,
    ...stillAdvisory,
  };
}

/** `src` in config means the folder: `src/**`; a glob or a file name stays as written. */
function asFolderGlob(entry: string): string {
  const clean = entry.replace(/^\.\//, '').replace(/\/+$/, '');
  if (clean === '' || clean === '.') {
    return '**';
  }
  return /[*?{[]/.test(clean) || /\.[A-Za-z0-9]+$/.test(clean) ? clean : `${clean}/**`;
}

/**
 * Whether the repository type-checks its project with tsc: a script runs tsc (or vue-tsc),
 * or TypeScript is one of its dependencies. A tsconfig.json kept for an editor or a type-test
 * tool (tstyche, tsd) in a JavaScript package whose own checks never run tsc does not make
 * TYPE_CHECK its check: there tsc reports every untyped line of the whole project, before
 * and after any change. A manifest that declares no dependency at all says nothing either
 * way, and keeps the check.
 */
function typeChecksItself(manifest: PackageManifest): boolean {
  if (!manifest.valid || manifest.dependencies.size === 0) {
    return true;
  }
  if (manifest.dependencies.has('typescript')) {
    return true;
  }
  return Object.values(manifest.scripts).some((script) =>
    splitScript(script).some((words) =>
      words.some(
        (word, i) =>
          /^(?:vue-)?tsc$/.test(word.split('/').pop() ?? '') && (i === 0 || words[i - 1] === 'npx'),
      ),
    ),
  );
}

const UNENFORCED_LINT =
  'nothing of the repository runs eslint (no script, lint-staged entry, CI step, git hook or Makefile, and eslint is none of its dependencies), so a lint finding is a note, not a failure; set gates.AST_LINT.files in .governance/config.json ([] for every changed file) to make it one';

/** eslint named in a CI step or a git hook (`npx eslint .`, `eslint --max-warnings 0`). */
const LINTER_WORD = /\beslint\b/;

/**
 * Whether the repository lints with eslint: eslint, or an eslint config or plugin package, is
 * one of its dependencies, or a script, a lint-staged entry, a CI step, a git hook or the
 * Makefile runs it. An `.eslintrc` left from an editor's set-up in a package whose own checks
 * never run eslint (haversine's, whose code keeps four-space indents under a two-space rule)
 * does not make a lint finding a failure: AST_LINT still runs and reports, as SYNTAX_CHECK
 * does for a prettier config nothing enforces. A manifest that declares no dependency at all
 * says nothing either way, and keeps the check, as for TYPE_CHECK.
 */
function lintsItself(root: RootView, manifest: PackageManifest): boolean {
  if (!manifest.valid || manifest.dependencies.size === 0) {
    return true;
  }
  if ([...manifest.dependencies].some((name) => /(?:^|[/-])eslint(?:$|[/-])/.test(name))) {
    return true;
  }
  return (
    runsTool('eslint', manifest.scripts, manifest.lintStaged) ||
    [...(root.checkTexts?.() ?? []), root.read('Makefile') ?? ''].some((text) =>
      LINTER_WORD.test(text),
    )
  );
}

/** Test runners whose related-tests mode govern knows. */
const RELATED_RUNNERS = ['vitest', 'jest'] as const;
type RelatedRunner = (typeof RELATED_RUNNERS)[number];

/** Options of the suite's command line that also select what a related run sees; kept. */
const SCOPE_FLAGS: Readonly<Record<RelatedRunner, readonly string[]>> = {
  vitest: ['--config', '-c', '--root', '-r', '--dir', '--project'],
  jest: ['--config', '-c', '--rootDir'],
};
/** Options that take a value but do not change which tests exist; dropped with their value. */
const VALUE_FLAGS: Readonly<Record<RelatedRunner, readonly string[]>> = {
  vitest: ['--reporter', '--pool', '--environment', '--maxWorkers', '--testTimeout', '--shard'],
  jest: ['--reporters', '--maxWorkers', '--testTimeout', '--shard'],
};

/**
 * The command that runs only the tests related to some files, for a repository whose test
 * script runs vitest or jest (named in the script and in its dependencies): `vitest related
 * --run --passWithNoTests` or `jest --ci --passWithNoTests --findRelatedTests`, keeping the
 * script's config, root and project options; the files are appended. Null when the runner
 * is another, or when the script narrows its run in a way a related run cannot repeat
 * (test name filters, several runner invocations, shell quoting): a related run wider than
 * the suite would fail changes the suite passes.
 *
 * Only the test step of a compound script runs (`tsc -b && vitest run` runs no build
 * first): a suite that needs a build step should set `gates.TEST_SUITE.relatedFirst: false`.
 */
export function detectRelatedTestCommand(
  workspace: string,
  root: RootView = diskRoot(workspace),
): NonNullable<ToolCommand['related']> | null {
  const manifest = readManifest(root);
  if (manifest.testScript === null) {
    return null;
  }
  const segments = manifest.testScript
    .split(/&&|\|\||[;|]/)
    .map((segment) => segment.trim().split(/\s+/))
    .filter((tokens) => tokens.some((token) => runnerOf(token) !== null));
  const tokens = segments[0];
  if (segments.length !== 1 || tokens === undefined || tokens.some((t) => /["'`$\\]/.test(t))) {
    return null;
  }
  const at = tokens.findIndex((token) => runnerOf(token) !== null);
  const runner = runnerOf(tokens[at] ?? '');
  if (runner === null || !manifest.dependencies.has(runner)) {
    return null;
  }
  const kept = keptOptions(runner, tokens.slice(at + 1));
  if (kept === null) {
    return null;
  }
  const command = join(workspace, 'node_modules', '.bin', runner);
  return runner === 'vitest'
    ? {
        command,
        args: ['related', '--run', '--passWithNoTests', ...kept],
        list: ['list', '--filesOnly', '--json', ...kept],
      }
    : {
        command,
        args: ['--ci', '--passWithNoTests', ...kept, '--findRelatedTests'],
        list: ['--listTests', '--json', ...kept],
      };
}

/** The package's own `scripts.test` (null when absent, unreadable or npm's placeholder). */
export function packageTestScript(workspace: string): string | null {
  return readManifest(diskRoot(workspace)).testScript;
}

function runnerOf(token: string): RelatedRunner | null {
  const name = token.split('/').pop() ?? '';
  return (RELATED_RUNNERS as readonly string[]).includes(name) ? (name as RelatedRunner) : null;
}

/** The scope options among a runner's arguments; null when an argument filters tests. */
function keptOptions(runner: RelatedRunner, args: readonly string[]): string[] | null {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [flag = '', inline] = arg.split(/=(.*)/s);
    const next = args[i + 1];
    if (runner === 'vitest' && i === 0 && arg === 'run') {
      continue;
    }
    if (SCOPE_FLAGS[runner].includes(flag)) {
      if (inline !== undefined) {
        kept.push(arg);
      } else if (next !== undefined) {
        kept.push(arg, next);
        i += 1;
      }
      continue;
    }
    if (VALUE_FLAGS[runner].includes(flag)) {
      i += inline === undefined ? 1 : 0;
      continue;
    }
    // Any other option is taken as a switch; a bare word after it would be its value or a
    // test filter, and either way the related run could not match the suite.
    if (!arg.startsWith('-')) {
      return null;
    }
  }
  return kept;
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
  root: RootView,
  timeoutMs: number,
): ToolCommand | null {
  const { entries } = root;
  const manifest = readManifest(root);
  // An unreadable package.json still counts: npm reports why, instead of the suite
  // silently disappearing because an agent broke the manifest.
  if (manifest.testScript !== null || (entries.has('package.json') && !manifest.valid)) {
    const related = detectRelatedTestCommand(workspace, root);
    const shape = testScriptShape(manifest.scripts);
    return {
      command: 'npm',
      args: ['test'],
      appendFiles: false,
      timeoutMs,
      ...(related === null ? {} : { related }),
      ...(shape === null ? {} : { note: describeTestScriptShape(shape) }),
    };
  }
  if (entries.has('go.mod')) {
    return { command: 'go', args: ['test', './...'], appendFiles: false, timeoutMs };
  }
  if (entries.has('Cargo.toml')) {
    return { command: 'cargo', args: ['test'], appendFiles: false, timeoutMs };
  }
  if (hasPytest(root)) {
    return { command: 'python3', args: ['-m', 'pytest'], appendFiles: false, timeoutMs };
  }
  return null;
}

/**
 * A bare pyproject.toml says nothing about tests, and pytest exits 5 when it collects none,
 * which would fail every change to a package without tests.
 */
function hasPytest(root: RootView): boolean {
  const { entries } = root;
  if (entries.has('pytest.ini') || entries.has('conftest.py')) {
    return true;
  }
  for (const [file, marker] of [
    ['pyproject.toml', 'pytest'],
    ['setup.cfg', '[tool:pytest]'],
    ['tox.ini', '[pytest]'],
  ] as const) {
    if (entries.has(file) && root.read(file)?.includes(marker) === true) {
      return true;
    }
  }
  return false;
}

function readManifest(root: RootView): PackageManifest {
  const none: PackageManifest = {
    valid: false,
    hasPrettierKey: false,
    testScript: null,
    scripts: {},
    dependencies: new Set(),
    lintStaged: lintStagedConfig(root, null),
  };
  if (!root.entries.has('package.json')) {
    return none;
  }
  const parsed = parseManifest(root.read('package.json'));
  if (parsed === null) {
    return none;
  }
  const dependencies = manifestDependencies(parsed);
  const scripts = manifestScripts(parsed);
  const test = scripts['test'];
  const isRealTest =
    test !== undefined && test.trim() !== '' && !test.includes(NPM_TEST_PLACEHOLDER);
  return {
    valid: true,
    hasPrettierKey: 'prettier' in parsed,
    testScript: isRealTest ? test : null,
    scripts,
    dependencies,
    lintStaged: lintStagedConfig(root, parsed),
  };
}

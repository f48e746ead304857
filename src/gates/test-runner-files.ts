import picomatch from 'picomatch';
import { isRunnableTestFile } from './test-integrity.js';
import { splitScript } from './tool-file-set.js';

/** Reads a file as the base of the change has it (null when absent there). */
export type BaseReader = (path: string) => string | null;

const JS_RUNNERS = ['vitest', 'jest', 'mocha', 'tape', 'ava', 'tap', 'node'] as const;
type JsRunner = (typeof JS_RUNNERS)[number];

// Each runner's own default, from its documentation.
const RUNNER_DEFAULTS: Readonly<Record<JsRunner, readonly string[]>> = {
  vitest: ['**/*.{test,spec}.?(c|m)[jt]s?(x)'],
  jest: ['**/__tests__/**/*.[jt]s?(x)', '**/?(*.)+(spec|test).[jt]s?(x)'],
  mocha: ['test/*.{js,cjs,mjs}'],
  tape: [],
  ava: [
    'test.{js,cjs,mjs}',
    'src/test.{js,cjs,mjs}',
    'source/test.{js,cjs,mjs}',
    '**/test-*.{js,cjs,mjs}',
    '**/*.spec.{js,cjs,mjs}',
    '**/*.test.{js,cjs,mjs}',
    '**/test/**/*.{js,cjs,mjs}',
    '**/tests/**/*.{js,cjs,mjs}',
    '**/__tests__/**/*.{js,cjs,mjs}',
  ],
  tap: [
    '**/*.{test,spec}.{js,cjs,mjs,ts,cts,mts}',
    '**/{test,tests,__tests__}/**/*.{js,cjs,mjs,ts,cts,mts}',
  ],
  node: [
    '**/*.test.{cjs,mjs,js}',
    '**/*-test.{cjs,mjs,js}',
    '**/*_test.{cjs,mjs,js}',
    '**/test-*.{cjs,mjs,js}',
    '**/test.{cjs,mjs,js}',
    '**/test/**/*.{cjs,mjs,js}',
  ],
};

/** Options of runners whose value is not a path (dropped with their value). */
const VALUE_OPTIONS = new Set([
  '--config',
  '-c',
  '--reporter',
  '-r',
  '--require',
  '--import',
  '--loader',
  '--timeout',
  '-t',
  '--testNamePattern',
  '--grep',
  '-g',
  '--ui',
  '--project',
  '--root',
  '--dir',
  '--pool',
  '--environment',
  '--maxWorkers',
  '--test-reporter',
  '--test-reporter-destination',
  '--test-name-pattern',
  '--test-concurrency',
  '--coverage-report',
]);

function runnerOf(tokens: readonly string[]): { runner: JsRunner; args: string[] } | null {
  for (let i = 0; i < tokens.length; i++) {
    const name = (tokens[i] ?? '').split('/').pop() ?? '';
    if ((JS_RUNNERS as readonly string[]).includes(name)) {
      if (name === 'node' && !tokens.slice(i + 1).includes('--test')) {
        continue;
      }
      return { runner: name as JsRunner, args: tokens.slice(i + 1) };
    }
  }
  return null;
}

/** Positional arguments of a runner: paths, folders or globs it runs. */
function pathArguments(args: readonly string[]): string[] {
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg.startsWith('-')) {
      if (VALUE_OPTIONS.has(arg)) {
        i += 1;
      }
      continue;
    }
    if (arg !== 'run' && arg !== 'watch') {
      paths.push(arg);
    }
  }
  return paths;
}

function asGlob(path: string): string {
  const clean = path.replace(/^\.\//, '').replace(/\/+$/, '');
  return picomatch.scan(clean).isGlob || /\.[cm]?[jt]sx?$/.test(clean) ? clean : `${clean}/**`;
}

/** Literal `include: [...]` / `testMatch: [...]` string arrays in a runner's config file. */
function configuredPatterns(text: string | null, key: string): string[] {
  if (text === null) {
    return [];
  }
  const block = new RegExp(`\\b${key}\\s*:\\s*\\[([^\\]]*)\\]`).exec(text)?.[1];
  if (block === undefined) {
    return [];
  }
  return [...block.matchAll(/(['"`])((?:(?!\1).)+)\1/g)].map((m) =>
    (m[2] ?? '').replace(/^<rootDir>\//, ''),
  );
}

function firstExisting(read: BaseReader, names: readonly string[]): string | null {
  for (const name of names) {
    const text = read(name);
    if (text !== null) {
      return text;
    }
  }
  return null;
}

const CONFIG_EXTENSIONS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'];

/** The globs one runner invocation looks at: its path arguments, its config, its default. */
function runnerGlobs(
  runner: JsRunner,
  args: readonly string[],
  read: BaseReader,
  manifest: Record<string, unknown>,
): string[] {
  const explicit = pathArguments(args);
  if (explicit.length > 0 && runner !== 'vitest' && runner !== 'jest') {
    return explicit.map(asGlob);
  }
  if (runner === 'vitest') {
    const config = firstExisting(
      read,
      CONFIG_EXTENSIONS.flatMap((ext) => [`vitest.config.${ext}`, `vite.config.${ext}`]),
    );
    const include = configuredPatterns(config, 'include');
    return include.length > 0 ? include : [...RUNNER_DEFAULTS.vitest];
  }
  if (runner === 'jest') {
    const inline = manifest['jest'];
    const fromManifest =
      typeof inline === 'object' && inline !== null
        ? configuredPatterns(JSON.stringify(inline), '"testMatch"')
        : [];
    const config = firstExisting(
      read,
      CONFIG_EXTENSIONS.map((ext) => `jest.config.${ext}`),
    );
    const testMatch = [...fromManifest, ...configuredPatterns(config, 'testMatch')];
    return testMatch.length > 0 ? testMatch : [...RUNNER_DEFAULTS.jest];
  }
  if (runner === 'mocha') {
    const rc = firstExisting(read, [
      '.mocharc.json',
      '.mocharc.js',
      '.mocharc.cjs',
      '.mocharc.yml',
      '.mocharc.yaml',
    ]);
    const spec = rc === null ? null : /spec["']?\s*:\s*\[?\s*["']([^"']+)["']/.exec(rc)?.[1];
    if (spec !== undefined && spec !== null) {
      return [asGlob(spec)];
    }
    return args.includes('--recursive') ? ['test/**/*.{js,cjs,mjs}'] : [...RUNNER_DEFAULTS.mocha];
  }
  return [...RUNNER_DEFAULTS[runner]];
}

/**
 * Decides which paths the repository's test runner runs, from the base of the change (so an
 * agent cannot widen or narrow it): the runner the `test` script starts (and the scripts it
 * calls), its path arguments, its config (`include`, `testMatch`, `.mocharc` spec) or its
 * documented default. A repository whose runner is not recognised falls back to the usual
 * test-file names (isTestFile). A test file moved or renamed to a path this rejects no longer
 * runs: TEST_INTEGRITY treats it as deleted.
 */
export function runnerTestFiles(read: BaseReader): (path: string) => boolean {
  let manifest: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(read('package.json') ?? '{}');
    manifest =
      typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return isRunnableTestFile;
  }
  const scripts = manifest['scripts'];
  const scriptMap =
    typeof scripts === 'object' && scripts !== null ? (scripts as Record<string, unknown>) : {};
  const globs: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const script = scriptMap[name];
    if (typeof script !== 'string' || seen.has(name)) {
      return;
    }
    seen.add(name);
    for (const tokens of splitScript(script)) {
      const called = /^(?:npm|pnpm|yarn)$/.test(tokens[0] ?? '')
        ? tokens.filter((t) => !t.startsWith('-')).at(-1)
        : undefined;
      if (called !== undefined && tokens.includes('run')) {
        visit(called);
        continue;
      }
      const runner = runnerOf(tokens);
      if (runner !== null) {
        globs.push(...runnerGlobs(runner.runner, runner.args, read, manifest));
      }
    }
  };
  visit('test');
  if (globs.length === 0) {
    return isRunnableTestFile;
  }
  const matches = picomatch(globs, { dot: true });
  // Python, Go and Rust tests run by their own tools, whatever the JavaScript runner is.
  return (path) => matches(path) || (!/\.[cm]?[jt]sx?$/.test(path) && isRunnableTestFile(path));
}

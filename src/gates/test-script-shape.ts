import { splitScript } from './tool-file-set.js';

/** Tools a test script may chain before its tests that other gates already run. */
const CHECK_TOOLS: Readonly<Record<string, string>> = {
  eslint: 'AST_LINT',
  prettier: 'SYNTAX_CHECK',
  tsc: 'TYPE_CHECK',
  'vue-tsc': 'TYPE_CHECK',
  biome: 'SYNTAX_CHECK',
  standard: 'AST_LINT',
  xo: 'AST_LINT',
};
const TEST_RUNNERS = new Set([
  'vitest',
  'jest',
  'mocha',
  'tape',
  'ava',
  'tap',
  'node',
  'c8',
  'nyc',
]);

/** What `npm test` runs besides the tests, and how to run the tests alone. */
export interface TestScriptShape {
  /** The checks it chains (`eslint`, `prettier`), with the gate that already runs each. */
  readonly checks: readonly { readonly tool: string; readonly gate: string }[];
  /** The test command alone, as `gates.TEST_SUITE` takes it; null when it is not one command. */
  readonly testOnly: { readonly command: string; readonly args: readonly string[] } | null;
}

/**
 * Reads `scripts.test` (following `npm run X` into the scripts it names) for the common shape
 * `lint && format:check && vitest run`: a suite that re-runs eslint and prettier over the whole
 * tree after AST_LINT and SYNTAX_CHECK checked the change, which is most of TEST_SUITE's time.
 * Null when the test script chains no such check.
 */
export function testScriptShape(scripts: Readonly<Record<string, string>>): TestScriptShape | null {
  const checks: { tool: string; gate: string }[] = [];
  const tests: string[][] = [];
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const script = scripts[name];
    if (script === undefined || seen.has(name)) {
      return;
    }
    seen.add(name);
    for (const words of splitScript(script)) {
      const first = words[0] ?? '';
      if (/^(?:npm|pnpm|yarn)$/.test(first) && words.includes('run')) {
        visit(words.filter((word) => !word.startsWith('-')).at(-1) ?? '');
        continue;
      }
      const tool = (first === 'npx' ? (words[1] ?? '') : first).split('/').pop() ?? '';
      const gate = CHECK_TOOLS[tool];
      if (gate !== undefined) {
        checks.push({ tool, gate });
      } else if (TEST_RUNNERS.has(tool)) {
        tests.push(first === 'npx' ? words.slice(1) : words);
      }
    }
  };
  visit('test');
  if (checks.length === 0) {
    return null;
  }
  const [only] = tests;
  const testOnly =
    tests.length === 1 && only !== undefined && only[0] !== undefined
      ? { command: only[0], args: only.slice(1) }
      : null;
  return { checks, testOnly };
}

/** The run's notice for a test script that chains checks, with the config that skips them. */
export function describeTestScriptShape(shape: TestScriptShape): string {
  const tools = shape.checks.map((check) => `${check.tool} (${check.gate} runs it already)`);
  const fix =
    shape.testOnly === null
      ? 'set gates.TEST_SUITE.command and args in .governance/config.json to the test runner alone'
      : `to run the tests alone, set "gates": { "TEST_SUITE": { "command": ${JSON.stringify(shape.testOnly.command)}, "args": ${JSON.stringify(shape.testOnly.args)} } } in .governance/config.json`;
  return `TEST_SUITE: the repository's test script also runs ${tools.join(', ')}; ${fix}`;
}

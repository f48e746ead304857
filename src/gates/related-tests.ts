import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractImports, languageForPath } from '../analysis/index.js';
import type { ImportEdge } from '../analysis/index.js';
import { importTargets } from './constitution-resolve.js';
import type { HeadTree } from './constitution-resolve.js';
import { runnerTestFiles } from './test-runner-files.js';
import { packageTestScript } from './tool-detect.js';
import { splitScript } from './tool-file-set.js';
import type { ToolCommand } from './types.js';

/** ECMAScript modules: the files an import graph can connect. */
const MODULE_FILE = /\.[cm]?[jt]sx?$/;
/**
 * Files that reach tests without being imported by them: runner and compiler configs, setup
 * files, declaration files. A change to one of them has no related set.
 */
const REACHES_WITHOUT_IMPORT = /(?:^|\/)[^/]*(?:\.config\.|setup)[^/]*$|\.d\.[cm]?ts$/i;
const IN_NODE_MODULES = /(?:^|\/)node_modules\//;

/**
 * How TEST_SUITE re-checks a change rebased onto a moved head (issue 12): only the tests the
 * two changes can affect, or the whole suite when that set cannot be determined.
 */
export type SuiteRecheck =
  | { readonly kind: 'whole'; readonly why: string }
  | { readonly kind: 'related'; readonly command: ToolCommand }
  | { readonly kind: 'none'; readonly note: string };

/**
 * The re-check of `suite` over `paths`, the union of the task's change and what landed under
 * it (the files of the head `entries` lists, path to blob). A runner with a related mode of
 * its own (vitest, jest) is handed the changed sources and follows its module graph; a
 * `node --test` suite runs the test files that import a changed file, directly or through
 * other modules, plus every test file that imports no module of the repository (it may reach
 * the code another way: a spawned CLI, a fixture read from disk). Anything an import graph
 * cannot follow (a changed config, setup or declaration file, a non-module file, a deleted
 * file, another runner) re-runs the whole suite.
 */
export async function recheckSuite(
  workspace: string,
  suite: ToolCommand,
  paths: readonly string[],
  entries: ReadonlyMap<string, string>,
): Promise<SuiteRecheck> {
  const unfollowable = paths.find(
    (path) =>
      !MODULE_FILE.test(path) ||
      REACHES_WITHOUT_IMPORT.test(path) ||
      IN_NODE_MODULES.test(path) ||
      !entries.has(path),
  );
  if (unfollowable !== undefined) {
    return { kind: 'whole', why: `${unfollowable} is not a module an import graph follows` };
  }
  const { related: own, ...plain } = suite;
  // The suite's timeout and environment, another program and arguments, no related run first.
  const related = (command: string, args: readonly string[], note: string): SuiteRecheck => ({
    kind: 'related',
    command: { ...plain, command, args, appendFiles: false, relatedFirst: false, note },
  });
  const union = `this change and ${paths.length} changed file(s) in all`;
  if (own !== undefined && existsSync(own.command)) {
    const runner = own.command.split('/').pop() ?? '';
    return related(
      own.command,
      [...own.args, ...paths],
      `TEST_SUITE: re-check after a rebase: the tests ${runner} relates to ${union}`,
    );
  }
  // The package's own test script, as TEST_SUITE detected it; a configured command is opaque.
  if (suite.command !== 'npm' || suite.args.join(' ') !== 'test') {
    return { kind: 'whole', why: 'a configured test command cannot be narrowed' };
  }
  const node = nodeTestCommand(workspace);
  if (node === null) {
    return { kind: 'whole', why: 'the test script is not one `node --test` command' };
  }
  const tests = await relatedTestFiles(workspace, paths, entries);
  if (tests.length === 0) {
    return { kind: 'none', note: `TEST_SUITE: no test file imports ${union}; none re-ran` };
  }
  return related(
    node.command,
    [...node.args, ...tests],
    `TEST_SUITE: re-check after a rebase: ${tests.length} test file(s) related to ${union}`,
  );
}

/** Import edges by blob and extension: a file's edges depend only on its text and language. */
const EDGES = new Map<string, readonly ImportEdge[]>();
const MAX_CACHED_EDGES = 50_000;

async function edgesOf(
  workspace: string,
  path: string,
  blob: string,
): Promise<readonly ImportEdge[]> {
  const language = languageForPath(path);
  if (language === null) {
    return [];
  }
  const key = `${blob}:${language}`;
  const cached = EDGES.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const edges = await extractImports(language, readFileSync(join(workspace, path), 'utf8'));
  if (EDGES.size >= MAX_CACHED_EDGES) {
    EDGES.clear();
  }
  EDGES.set(key, edges);
  return edges;
}

/**
 * The test files (as the repository's runner selects them) that import one of `changed`,
 * directly or through other modules of the repository, and those that import none of its
 * modules at all; sorted.
 */
async function relatedTestFiles(
  workspace: string,
  changed: readonly string[],
  entries: ReadonlyMap<string, string>,
): Promise<readonly string[]> {
  const tree: HeadTree = { files: new Set(entries.keys()), goModule: () => null };
  const importers = new Map<string, Set<string>>();
  const isTest = runnerTestFiles((path) => {
    const file = join(workspace, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  const standalone: string[] = [];
  for (const [path, blob] of entries) {
    if (!MODULE_FILE.test(path) || IN_NODE_MODULES.test(path)) {
      continue;
    }
    const language = languageForPath(path);
    if (language === null) {
      continue;
    }
    let internal = 0;
    for (const edge of await edgesOf(workspace, path, blob)) {
      for (const target of importTargets(path, language, edge, tree)) {
        if (target !== path && entries.has(target)) {
          internal += 1;
          const set = importers.get(target) ?? new Set<string>();
          set.add(path);
          importers.set(target, set);
        }
      }
    }
    if (internal === 0 && isTest(path)) {
      standalone.push(path);
    }
  }
  const reached = new Set<string>(changed);
  const queue = [...changed];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const importer of importers.get(next) ?? []) {
      if (!reached.has(importer)) {
        reached.add(importer);
        queue.push(importer);
      }
    }
  }
  const tests = new Set([...[...reached].filter((path) => isTest(path)), ...standalone]);
  return [...tests].sort();
}

/** Options of node that take their value as the next word. */
const NODE_VALUE_OPTIONS = new Set([
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
  '--env-file',
  '--test-reporter',
  '--test-reporter-destination',
  '--test-name-pattern',
  '--test-skip-pattern',
  '--test-concurrency',
  '--test-timeout',
  '--test-shard',
]);

/**
 * `node` with the options of a test script that is one `node --test` command, its path
 * arguments dropped (the related test files take their place); null for any other script
 * (another runner, a chained build or lint step, shell quoting, globs or expansion).
 */
export function nodeTestCommand(
  workspace: string,
): { readonly command: string; readonly args: readonly string[] } | null {
  const script = packageTestScript(workspace);
  if (script === null || /["'`$\\*?{]/.test(script)) {
    return null;
  }
  // One command only: a build or lint step chained before the tests is not repeated here.
  const runs = splitScript(script);
  const words = runs[0];
  if (runs.length !== 1 || words?.[0] !== 'node' || !words.includes('--test')) {
    return null;
  }
  const args: string[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (!word.startsWith('-')) {
      continue;
    }
    args.push(word);
    if (NODE_VALUE_OPTIONS.has(word) && words[i + 1] !== undefined) {
      args.push(words[i + 1] ?? '');
      i += 1;
    }
  }
  return { command: 'node', args };
}

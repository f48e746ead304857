import { basename } from 'node:path';
import { manifestScripts, parseManifest } from './package-manifest.js';
import { splitScript } from './tool-file-set.js';
import type { ChangedFile, Finding, ToolCommand } from './types.js';

// TEST_SUITE runs `npm test` where package.json has a test script (tool-detect.ts): the
// command that judges a change is itself a file the change can edit. `"test": "echo ok"`
// next to a broken function passed every gate. TEST_INTEGRITY reads what `npm test` runs on
// both sides and refuses a change to it unless the task declares it, as it refuses a removed
// assertion.

const RUNNERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
// Subcommands of those that do not run a script of package.json by name.
const NOT_A_SCRIPT = new Set([
  'install',
  'i',
  'ci',
  'add',
  'remove',
  'exec',
  'dlx',
  'x',
  'create',
  'init',
]);

/** The script a package-manager command runs by name (`npm run X`, `yarn X`), or null. */
function scriptRunBy(words: readonly string[]): string | null {
  const [tool = '', ...rest] = words;
  if (!RUNNERS.has(tool)) {
    return null;
  }
  const args = rest.filter((word) => !word.startsWith('-'));
  const [first, second] = args;
  if (first === 'run' || first === 'run-script') {
    return second ?? null;
  }
  if (first === 'test' || first === 't') {
    return 'test';
  }
  // `yarn lint`, `pnpm lint`, `bun lint`: a script by its name; `npm lint` is no such thing.
  return tool !== 'npm' && first !== undefined && !NOT_A_SCRIPT.has(first) ? first : null;
}

/**
 * The scripts `npm test` runs, by name: `test`, the scripts it runs by name (`npm run X`,
 * `yarn X`, `pnpm X`) and, for each, its `pre` and `post` hooks.
 */
export function testScriptsOf(scripts: Readonly<Record<string, string>>): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (name: string): void => {
    for (const hooked of [`pre${name}`, name, `post${name}`]) {
      const script = scripts[hooked];
      if (script === undefined || found.has(hooked)) {
        continue;
      }
      found.set(hooked, script);
      for (const words of splitScript(script)) {
        const next = scriptRunBy(words);
        if (next !== null) {
          visit(next);
        }
      }
    }
  };
  visit('test');
  return found;
}

/**
 * True when TEST_SUITE's command reads package.json's scripts (`npm test`, `yarn test`...),
 * or when no TEST_SUITE command is known (`govern check` without `--tools`: CI's own step
 * most likely runs `npm test`). A configured command of its own (`vitest run`, which
 * `govern doctor` suggests for a test script that chains lint) is not changed by them.
 */
export function judgedByScripts(suite: ToolCommand | undefined): boolean {
  return suite === undefined || RUNNERS.has(basename(suite.command));
}

/** The string-valued `scripts` of a package.json text; null when it is not JSON. */
function scriptsOf(text: string): Record<string, string> | null {
  const manifest = parseManifest(text);
  if (manifest !== null) {
    return manifestScripts(manifest);
  }
  // JSON that is no object (`null`, `[]`) has no scripts: all of them were removed.
  try {
    JSON.parse(text);
    return {};
  } catch {
    return null;
  }
}

function shown(script: string | undefined): string {
  if (script === undefined) {
    return '(none)';
  }
  return JSON.stringify(script.length > 80 ? `${script.slice(0, 77)}...` : script);
}

/**
 * A finding when the change alters what `npm test` runs in the root package.json (a script
 * of the chain changed, added or removed); none for a package.json the change creates or
 * deletes, one that does not parse (npm then fails TEST_SUITE itself), or one that had no
 * test script before.
 */
export function testCommandFindings(changes: readonly ChangedFile[]): Finding[] {
  return [...scriptFindings(changes), ...managerConfigFindings(changes)];
}

function scriptFindings(changes: readonly ChangedFile[]): Finding[] {
  const manifest = changes.find((change) => change.path === 'package.json');
  if (manifest === undefined || manifest.before === null || manifest.after === null) {
    return [];
  }
  const [before, after] = [scriptsOf(manifest.before), scriptsOf(manifest.after)];
  if (before === null || after === null) {
    return [];
  }
  const [was, is] = [testScriptsOf(before), testScriptsOf(after)];
  // A repository that had no test script gains a judge; it loses none.
  if (!was.has('test')) {
    return [];
  }
  const changed = [...new Set([...was.keys(), ...is.keys()])]
    .sort()
    .filter((name) => was.get(name) !== is.get(name));
  if (changed.length === 0) {
    return [];
  }
  const line = manifest.after
    .split('\n')
    .findIndex((text) => text.includes(`"${changed[0] ?? ''}"`));
  return [
    {
      file: 'package.json',
      line: line === -1 ? null : line + 1,
      rule: 'test-integrity/test-command',
      message: `the change alters what \`npm test\` runs, the command TEST_SUITE judges it by: ${changed
        .map((name) => `scripts.${name} ${shown(was.get(name))} -> ${shown(is.get(name))}`)
        .join('; ')}`,
    },
  ];
}

/**
 * Keys of a project `.npmrc` that do not change what `npm test` runs: where packages come
 * from and how they are saved, locked, audited and logged. Any other key may: `script-shell`
 * picks the shell every script runs in (`/bin/true` passes any test script), `node-options`
 * preloads code into every node process the tests start, `ignore-scripts` drops the pre and
 * post hooks.
 */
const INERT_NPMRC_KEYS = new Set([
  'registry',
  'always-auth',
  'email',
  'save',
  'save-exact',
  'save-prefix',
  'save-dev',
  'save-optional',
  'save-peer',
  'save-prod',
  'package-lock',
  'lockfile-version',
  'engine-strict',
  'fund',
  'audit',
  'audit-level',
  'loglevel',
  'progress',
  'color',
  'legacy-peer-deps',
  'strict-peer-deps',
  'auto-install-peers',
  'strict-peer-dependencies',
  'prefer-offline',
  'prefer-online',
  'fetch-retries',
  'fetch-timeout',
  'access',
  'provenance',
  'sign-git-tag',
  'git-tag-version',
  'tag-version-prefix',
  'message',
  'update-notifier',
]);

/** A `.npmrc`'s settings by normalized key (`script_shell` is `script-shell`). */
function npmrcSettings(text: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const at = line.indexOf('=');
    if (line === '' || line.startsWith('#') || line.startsWith(';') || at === -1) {
      continue;
    }
    const key = line.slice(0, at).trim().toLowerCase().replaceAll('_', '-');
    settings.set(key, line.slice(at + 1).trim());
  }
  return settings;
}

/** Scoped registries (`@scope:registry`) and per-host settings (`//host/:_authToken`). */
function isInertKey(key: string): boolean {
  return INERT_NPMRC_KEYS.has(key) || key.startsWith('//') || /^@[^:]+:registry$/.test(key);
}

/**
 * A finding when the change alters the package manager's config at the root in a way that
 * changes how `npm test` (or yarn's, bun's) runs the test script: a project `.npmrc` key
 * outside the inert ones, or any change to `.yarnrc`, `.yarnrc.yml` (`yarnPath` swaps yarn
 * itself) or `bunfig.toml`.
 */
function managerConfigFindings(changes: readonly ChangedFile[]): Finding[] {
  const findings: Finding[] = [];
  for (const change of changes) {
    if (change.status === 'deleted' || change.before === change.after) {
      continue;
    }
    if (change.path === '.npmrc') {
      const [was, is] = [npmrcSettings(change.before ?? ''), npmrcSettings(change.after ?? '')];
      const keys = [...new Set([...was.keys(), ...is.keys()])]
        .filter((key) => !isInertKey(key) && was.get(key) !== is.get(key))
        .sort();
      if (keys.length > 0) {
        findings.push({
          file: '.npmrc',
          line: null,
          rule: 'test-integrity/test-command',
          message: `the change sets ${keys.join(', ')} in .npmrc, which npm reads when it runs \`npm test\` (script-shell picks the shell every script runs in, node-options preloads code into the tests' node processes)`,
        });
      }
    } else if (['.yarnrc', '.yarnrc.yml', 'bunfig.toml'].includes(change.path)) {
      findings.push({
        file: change.path,
        line: null,
        rule: 'test-integrity/test-command',
        message: `the change edits ${change.path}, which the package manager reads when it runs the test script (yarnPath swaps yarn itself)`,
      });
    }
  }
  return findings;
}

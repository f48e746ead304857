import { lstatSync, readlinkSync } from 'node:fs';
import { join, posix } from 'node:path';
import picomatch from 'picomatch';
import { CI_CONFIG_GLOBS, isGitOrGovernState } from '../common/index.js';
import { isUnreferencedTsConfig } from './scope-ts-configs.js';
import type { ChangedFile, Finding, GateVerdict } from './types.js';

/**
 * The configuration of the tools behind SYNTAX_CHECK, AST_LINT, TYPE_CHECK and TEST_SUITE:
 * their rules, and which files they check (ignore files, include and exclude lists).
 */
const GATE_TOOL_CONFIG_GLOBS: readonly string[] = [
  '**/.prettierrc',
  '**/.prettierrc.*',
  '**/prettier.config.*',
  '**/.prettierignore',
  '**/eslint.config.*',
  '**/.eslintrc',
  '**/.eslintrc.*',
  '**/.eslintignore',
  '**/tsconfig*.json',
  '**/jsconfig*.json',
  '**/vitest.config.*',
  '**/vitest.workspace.*',
  '**/vite.config.*',
  '**/jest.config.*',
  '**/.mocharc*',
  '**/biome.json',
  '**/biome.jsonc',
  '**/ruff.toml',
  '**/.ruff.toml',
  '**/mypy.ini',
  '**/pytest.ini',
  '**/.flake8',
];

const GATE_TOOL_CONFIG_KIND = "a gate tool's configuration";

/** Paths a change may only touch when the task names them: what an escaping agent goes for. */
const PROTECTED_KINDS: readonly { readonly kind: string; readonly globs: readonly string[] }[] = [
  { kind: 'git internals', globs: ['.git/**', '**/.git/**'] },
  { kind: "govern's own state", globs: ['.governance/**', 'PROGRESS.json'] },
  {
    kind: 'CI configuration',
    globs: [
      // All of .github/: the agent has no business in any of it.
      '.github/**',
      ...CI_CONFIG_GLOBS,
    ],
  },
  {
    kind: 'a lock file',
    globs: [
      '**/package-lock.json',
      '**/npm-shrinkwrap.json',
      '**/yarn.lock',
      '**/pnpm-lock.yaml',
      '**/bun.lockb',
      '**/Cargo.lock',
      '**/go.sum',
      '**/poetry.lock',
      '**/Pipfile.lock',
      '**/uv.lock',
      '**/composer.lock',
      '**/Gemfile.lock',
    ],
  },
  // Where each submodule's code is fetched from: pointing one at another repository is a
  // change of supply, as a lock file's is.
  { kind: 'submodule sources', globs: ['**/.gitmodules'] },
  // What the tool gates judge a change by: an agent that edits a linter's ignores, a
  // tsconfig's exclude or a test runner's include chooses which of its files get checked.
  { kind: GATE_TOOL_CONFIG_KIND, globs: GATE_TOOL_CONFIG_GLOBS },
];

const protectedMatchers = PROTECTED_KINDS.map(({ kind, globs }) => ({
  kind,
  isMatch: picomatch([...globs], { dot: true }),
}));

/**
 * Decides whether a repository-relative path lies inside a write scope. A scope entry is a
 * file, a folder (everything below it) or a glob; `.` is the whole repository.
 */
export function createScopeMatcher(scope: readonly string[]): (path: string) => boolean {
  const matchers = scope.map((entry) => {
    const clean = entry.replace(/^\.\//, '').replace(/\/+$/, '');
    if (clean === '' || clean === '.') {
      return (): boolean => true;
    }
    if (picomatch.scan(clean).isGlob) {
      return picomatch(clean, { dot: true });
    }
    return (path: string): boolean => path === clean || path.startsWith(`${clean}/`);
  });
  return (path) => matchers.some((isMatch) => isMatch(path));
}

/** What kind of protected path this is (CI config, lock file, ...), or null. */
export function protectedKind(path: string): string | null {
  return protectedMatchers.find(({ isMatch }) => isMatch(path))?.kind ?? null;
}

/**
 * SCOPE: every changed path lies inside the task's write scope. CI configuration, lock
 * files, sibling modules and govern's own files are out unless the task names them; for
 * the protected kinds even a broad scope (`.`, `src/**`) does not cover them implicitly,
 * only an entry that names them does.
 */
export function runScopeGate(
  changes: readonly ChangedFile[],
  scope: readonly string[],
  workspace?: string,
): GateVerdict {
  const started = performance.now();
  const inScope = createScopeMatcher(scope);
  const findings: Finding[] = [];
  for (const change of changes) {
    const escape = workspace === undefined ? null : linkOutside(workspace, change);
    if (escape !== null) {
      findings.push({
        file: change.path,
        line: null,
        rule: 'scope/link-outside',
        message: `${change.status} ${change.path}: a symbolic link to ${escape}, outside the repository or into its .git or .governance; whatever reads the repository outside the sandbox (govern's own context builder, a reviewer's tools) would read that file. Link inside the repository, or copy what is needed`,
      });
    }
    const found = protectedKind(change.path);
    // A TypeScript config no tool behind a gate reads is an ordinary file (scope-ts-configs.ts).
    const kind =
      found === GATE_TOOL_CONFIG_KIND &&
      workspace !== undefined &&
      isUnreferencedTsConfig(workspace, change.path)
        ? null
        : found;
    const named =
      kind !== null &&
      scope.some((entry) => createScopeMatcher([entry])(change.path) && namesProtected(entry));
    if (kind !== null && !named) {
      findings.push({
        file: change.path,
        line: null,
        rule: 'scope/protected',
        message: `${change.status} ${change.path}: ${kind} is outside the task's scope unless the task names it; revert this change`,
      });
    } else if (!inScope(change.path)) {
      findings.push({
        file: change.path,
        line: null,
        rule: 'scope/outside',
        message: `${change.status} ${change.path}: outside the task's write scope (${scope.join(', ') || 'nothing'}); change only those paths`,
      });
    }
  }
  return {
    gate: 'SCOPE',
    passed: findings.length === 0,
    severity: findings.length === 0 ? 'info' : 'error',
    findings,
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * The target of a symbolic link the change leaves at `change.path` when it points outside the
 * repository (an absolute path, or a relative one that climbs above the root) or into git's
 * or govern's own state (`.git/`, `.governance/`, PROGRESS.json). Read from the
 * working tree, since the change's text of a link is only its target; null for anything else.
 */
function linkOutside(workspace: string, change: ChangedFile): string | null {
  if (change.status === 'deleted') {
    return null;
  }
  let target: string;
  try {
    if (!lstatSync(join(workspace, change.path)).isSymbolicLink()) {
      return null;
    }
    target = readlinkSync(join(workspace, change.path));
  } catch {
    return null;
  }
  if (posix.isAbsolute(target) || /^[A-Za-z]:[\\/]/.test(target)) {
    return target;
  }
  const resolved = posix.normalize(posix.join(posix.dirname(change.path), target));
  return resolved === '..' || resolved.startsWith('../') || isGitOrGovernState(resolved)
    ? target
    : null;
}

/**
 * True when a scope entry points at protected ground itself (`.github`, `.github/**`,
 * `package-lock.json`); `.`, `src` or `src/**` grant a tree, not the protected files in it.
 */
function namesProtected(entry: string): boolean {
  const clean = entry.replace(/^\.\//, '').replace(/\/+$/, '');
  const base = picomatch.scan(clean).isGlob ? picomatch.scan(clean).base : clean;
  if (base === '' || base === '.') {
    return false;
  }
  return protectedKind(base) !== null || protectedKind(`${base}/x`) !== null;
}

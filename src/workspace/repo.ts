import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { GovernError } from '../common/index.js';
import { gitOrThrow, runGit } from './git.js';

/** Paths that belong to govern, never to a task's change; git is told to ignore them. */
export const GOVERNANCE_PATHS: readonly string[] = ['.governance', 'PROGRESS.json'];

/** The repository's top-level directory, or null when `dir` is not inside a git work tree. */
export async function findRepoRoot(dir: string): Promise<string | null> {
  if (!existsSync(dir)) {
    return null;
  }
  const result = await runGit(dir, ['rev-parse', '--show-toplevel']);
  if (result.spawnError !== null) {
    throw new GovernError('TOOL_MISSING', `cannot run git: ${result.spawnError}`, {
      hint: 'install git (apt-get install git) and make sure it is on PATH',
    });
  }
  if (result.exitCode !== 0) {
    return null;
  }
  return result.stdout.trim();
}

/**
 * Resolves the workspace: it must be the top of a git work tree (task paths, scope and
 * commits are all relative to one root).
 */
export async function resolveWorkspace(dir: string): Promise<string> {
  const root = await findRepoRoot(dir);
  if (root === null) {
    throw new GovernError('NOT_A_GIT_REPO', `${dir} is not inside a git repository`, {
      hint: 'run govern in a git repository (git init && git commit), or pass --workspace DIR',
    });
  }
  const real = realpathSync(dir);
  if (realpathSync(root) !== real) {
    throw new GovernError('USAGE', `${dir} is not the top of its git repository (${root})`, {
      hint: `run govern from ${root} or pass --workspace ${root}`,
    });
  }
  return real;
}

/** HEAD's commit id, or null in a repository without commits. */
export async function headCommit(workspace: string): Promise<string | null> {
  const result = await runGit(workspace, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  return result.exitCode === 0 ? result.stdout.trim() : null;
}

export async function currentBranch(workspace: string): Promise<string | null> {
  const result = await runGit(workspace, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  return result.exitCode === 0 ? result.stdout.trim() : null;
}

/**
 * The committed policy file under `.governance/`: the repository's constitution, versioned
 * with the code like any policy file (everything else there is govern's local state).
 */
export const COMMITTED_GOVERNANCE_FILES: readonly string[] = ['.governance/constitution.json'];

/**
 * The exclude lines: `.governance/`'s contents but not the folder itself (git cannot
 * re-include a file of an excluded folder), then the committed files re-included.
 */
const EXCLUDE_LINES: readonly string[] = [
  '/.governance/*',
  ...COMMITTED_GOVERNANCE_FILES.map((path) => `!/${path}`),
  ...GOVERNANCE_PATHS.filter((path) => path !== '.governance').map((path) => `/${path}`),
];

/**
 * Makes git ignore govern's local state through .git/info/exclude (local, never committed),
 * so `git status` stays clean after a run and `git clean` never removes the ledger; the
 * constitution stays visible to git, to be committed. A `/.governance` line an older govern
 * wrote (which hid the constitution too) is replaced.
 */
export async function ensureGovernanceIgnored(workspace: string): Promise<void> {
  const rel = (await gitOrThrow(workspace, ['rev-parse', '--git-path', 'info/exclude'])).trim();
  const file = isAbsolute(rel) ? rel : join(workspace, rel);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const lines = current.split('\n');
  const kept = lines.filter((line) => line !== '/.governance');
  const wanted = EXCLUDE_LINES.filter((line) => !kept.includes(line));
  if (wanted.length === 0 && kept.length === lines.length) {
    return;
  }
  mkdirSync(dirname(file), { recursive: true });
  const body = kept.join('\n');
  const prefix = body.length > 0 && !body.endsWith('\n') ? '\n' : '';
  writeFileSync(
    file,
    wanted.length === 0
      ? body
      : `${body}${prefix}# govern: the ledger and audit trail are local state; the constitution is committed\n${wanted.join('\n')}\n`,
  );
}

export interface StatusEntry {
  readonly code: string;
  readonly path: string;
}

export function isGovernancePath(path: string): boolean {
  return GOVERNANCE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Uncommitted changes (tracked and untracked, not ignored), govern's own files left out,
 * except an edit of a committed governance file (the constitution): a rollback resets
 * tracked files, so a person's uncommitted edit of it must stop a run rather than be lost.
 * A constitution not yet committed is no change: it binds nothing until it is.
 */
export async function uncommittedChanges(workspace: string): Promise<StatusEntry[]> {
  const out = await gitOrThrow(workspace, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--no-renames',
  ]);
  const entries: StatusEntry[] = [];
  for (const record of out.split('\0')) {
    if (record.length < 4) {
      continue;
    }
    const path = record.slice(3);
    const code = record.slice(0, 2);
    const committedEdit = code !== '??' && COMMITTED_GOVERNANCE_FILES.includes(path);
    if (!isGovernancePath(path) || committedEdit) {
      entries.push({ code, path });
    }
  }
  return entries;
}

/** The ignored paths of the tree as git lists them: a folder it ignores is one entry. */
async function listIgnoredEntries(workspace: string): Promise<string[]> {
  const out = await gitOrThrow(workspace, [
    'ls-files',
    '--others',
    '--ignored',
    '--exclude-standard',
    '--directory',
    '-z',
  ]);
  return out
    .split('\0')
    .filter((path) => path.length > 0)
    .map((path) => path.replace(/\/$/, ''))
    .filter((path) => !isGovernancePath(path));
}

// An ignored folder is listed file by file up to this many files, so that a file an attempt
// adds inside a folder that was already there (a note in an existing dist/) is seen as new. A
// bigger folder (a virtualenv, a Rust target/) stays one entry, and whatever is added inside it
// stays with it; node_modules always does, being read-only to the agent.
const MAX_LISTED_FILES = 10_000;

/** The ignored files under the folder `path`, or null when it is no folder to list. */
async function ignoredFilesIn(
  workspace: string,
  path: string,
  cap: number,
): Promise<string[] | null> {
  if (basename(path) === 'node_modules') {
    return null;
  }
  try {
    if (!lstatSync(join(workspace, path)).isDirectory()) {
      return null;
    }
  } catch {
    return null;
  }
  const out = await gitOrThrow(workspace, [
    'ls-files',
    '--others',
    '--ignored',
    '--exclude-standard',
    '-z',
    '--',
    `${path}/`,
  ]);
  const files = out.split('\0').filter((file) => file.length > 0);
  return files.length > cap ? null : files;
}

/**
 * The ignored paths of the tree, for a later removal of what an attempt adds: each ignored
 * file, and each ignored folder as `folder/` followed by its files (one `folder` entry when it
 * is too big to list, or node_modules). govern's own files are never listed.
 */
export async function listIgnoredPaths(workspace: string): Promise<string[]> {
  const listed: string[] = [];
  for (const path of await listIgnoredEntries(workspace)) {
    const files = await ignoredFilesIn(workspace, path, MAX_LISTED_FILES);
    if (files === null) {
      listed.push(path);
    } else {
      listed.push(`${path}/`, ...files);
    }
  }
  return listed;
}

/**
 * Puts the work tree back to `base`: hard reset (which also undoes any commit the agent
 * made), removal of untracked files, and removal of ignored paths that were not there
 * before the attempt (`ignoredBefore`; null leaves ignored files alone). govern's own
 * files are never touched.
 */
export async function restoreToBase(
  workspace: string,
  base: string,
  ignoredBefore: readonly string[] | null,
): Promise<void> {
  await removeStaleIndexLock(workspace);
  await gitOrThrow(workspace, ['reset', '--hard', '--quiet', base]);
  const excludes = GOVERNANCE_PATHS.flatMap((path) => ['-e', `/${path}`]);
  await gitOrThrow(workspace, ['clean', '-f', '-d', '-q', ...excludes]);
  if (ignoredBefore === null) {
    return;
  }
  await removeIgnoredSince(workspace, ignoredBefore);
}

/**
 * Removes the ignored paths that were not there before the attempt (`ignoredBefore`, as
 * listIgnoredPaths gave it then): what the attempt left that git does not see, so no gate
 * read it. govern's own files are never touched.
 */
export async function removeIgnoredSince(
  workspace: string,
  ignoredBefore: readonly string[],
): Promise<void> {
  const before = new Set(ignoredBefore);
  // Folders kept whole: listed as one entry (too big, node_modules, or a list written before
  // folders were listed file by file).
  const keptWhole = ignoredBefore.filter((path) => !path.endsWith('/'));
  for (const path of await listIgnoredEntries(workspace)) {
    if (before.has(path) || keptWhole.some((old) => path.startsWith(`${old}/`))) {
      continue;
    }
    if (before.has(`${path}/`)) {
      // A folder that was there, listed file by file: only what is new in it goes.
      for (const file of (await ignoredFilesIn(workspace, path, Number.POSITIVE_INFINITY)) ?? []) {
        if (!before.has(file)) {
          rmSync(join(workspace, file), { force: true });
        }
      }
      continue;
    }
    rmSync(join(workspace, path), { recursive: true, force: true });
  }
}

export function resolveGitPath(workspace: string, path: string): string {
  return isAbsolute(path) ? path : join(workspace, path);
}

const indexFiles = new Map<string, string>();

/**
 * The absolute path of the work tree's index (`.git/index`, or the worktree's own), or null
 * while it does not exist. Asked once per tree: every attempt needs it twice, and a git
 * process costs a few milliseconds; a remembered path that no longer exists is asked again.
 */
export async function gitIndexFile(workspace: string): Promise<string | null> {
  const known = indexFiles.get(workspace);
  if (known !== undefined && existsSync(known)) {
    return known;
  }
  const result = await runGit(workspace, ['rev-parse', '--git-path', 'index']);
  const path = result.exitCode === 0 ? resolveGitPath(workspace, result.stdout.trim()) : '';
  if (path === '' || !existsSync(path)) {
    indexFiles.delete(workspace);
    return null;
  }
  indexFiles.set(workspace, path);
  return path;
}

/**
 * A git process killed mid-write leaves .git/index.lock, and every later git command then
 * refuses to run. The caller holds the ledger lock, so no other govern is using this
 * repository; a lock older than a few seconds is left over from a crash.
 */
export async function removeStaleIndexLock(workspace: string): Promise<void> {
  const index = await gitIndexFile(workspace);
  const file =
    index === null
      ? resolveGitPath(
          workspace,
          (await gitOrThrow(workspace, ['rev-parse', '--git-path', 'index.lock'])).trim(),
        )
      : `${index}.lock`;
  for (let waited = 0; waited < 3_000 && existsSync(file); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(file, { force: true });
}

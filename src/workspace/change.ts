import { copyFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitOrThrow, runGit } from './git.js';
import { gitIndexFile, GOVERNANCE_PATHS, isGovernancePath, removeStaleIndexLock } from './repo.js';
import { scratchPath } from './scratch.js';
import { readFileSide, readSide } from '../common/index.js';
import type { SideText } from '../common/index.js';

export type ChangeStatus = 'added' | 'modified' | 'deleted';

/** One file of a change with both sides' text (null where a side is absent or binary). */
export interface FileChange {
  readonly path: string;
  readonly status: ChangeStatus;
  readonly before: string | null;
  readonly after: string | null;
  /**
   * Sides that exist but could not be read as text (too large, unreadable), with why. Gates
   * that read text fail on them: an unread side is never a pass. Absent when there are none.
   */
  readonly unchecked?: { readonly before?: string; readonly after?: string };
}

/** A side as read: its text, binary, unchecked, or null when it does not exist. */
type Side = SideText | null;

function fileChange(path: string, status: ChangeStatus, before: Side, after: Side): FileChange {
  const textOf = (side: Side): string | null => (side?.kind === 'text' ? side.text : null);
  const unchecked = {
    ...(before?.kind === 'unchecked' ? { before: before.reason } : {}),
    ...(after?.kind === 'unchecked' ? { after: after.reason } : {}),
  };
  return {
    path,
    status,
    before: textOf(before),
    after: textOf(after),
    ...(Object.keys(unchecked).length === 0 ? {} : { unchecked }),
  };
}

/**
 * Copies an index file keeping its modification time. git trusts an entry's stat data only
 * when the file is older than the index itself ("racily clean" entries are compared by
 * content). A copy stamped now would look newer than a file the agent wrote in the clock
 * tick of the last index write, and a same-size edit would go unseen (1 in 200 edits made
 * right after a commit, in a tight loop; `node scripts/racy-index.mjs` reproduces it).
 */
export function copyIndex(from: string, to: string): void {
  copyFileSync(from, to);
  const { atime, mtime } = statSync(from);
  utimesSync(to, atime, mtime);
}

/**
 * Fills a scratch index with `base`, keeping the stat data of the work tree's real index:
 * `git add -A` then hashes only files whose stat changed, instead of every file of the
 * repository (on 5,000 files the difference between ~10 ms and a few hundred). A plain
 * read-tree is the fallback when the real index cannot be used (absent, or mid-merge).
 */
async function seedScratchIndex(
  workspace: string,
  base: string,
  index: string,
  env: Readonly<Record<string, string>>,
): Promise<void> {
  const realIndex = await gitIndexFile(workspace);
  try {
    if (realIndex !== null) {
      copyIndex(realIndex, index);
      // Single-tree merge: entries become `base`, stat data is kept where the blob matches.
      const merged = await runGit(workspace, ['read-tree', '-m', base], { env });
      if (merged.exitCode === 0) {
        return;
      }
    }
  } catch {
    // fall through to a fresh index
  }
  rmSync(index, { force: true });
  await gitOrThrow(workspace, ['read-tree', base], { env });
}

/**
 * Everything that differs between `base` and the work tree, as git would commit it
 * (.gitignore respected, govern's files excluded), including commits the agent made on
 * its own. It stages into a scratch index so the real index is never touched.
 */
export async function collectChanges(workspace: string, base: string): Promise<FileChange[]> {
  return (await collectChangeSet(workspace, base)).changes;
}

/**
 * `git add` pathspecs for the whole tree but govern's own top-level paths (each one, and
 * everything under it when it is a folder), spelled as wildcards (the last character in
 * brackets) so that git does not refuse them for naming an ignored path.
 */
const STAGE_ALL_BUT_GOVERNANCE: readonly string[] = [
  ':/',
  ...GOVERNANCE_PATHS.flatMap((path) => [
    `:(top,exclude)${bracketLast(path)}`,
    `:(top,exclude)${bracketLast(path)}/*`,
  ]),
];

function bracketLast(path: string): string {
  return `${path.slice(0, -1)}[${path.slice(-1)}]`;
}

/** A `git diff --name-status` code (renames are off) as a change's status. */
function statusOf(code: string): ChangeStatus {
  return code.startsWith('A') ? 'added' : code.startsWith('D') ? 'deleted' : 'modified';
}

/**
 * The files of a `git diff --name-status -z` but govern's own paths, and whether the diff named
 * any of those.
 */
function nameStatusEntries(out: string): {
  readonly entries: readonly { readonly path: string; readonly status: ChangeStatus }[];
  readonly governance: boolean;
} {
  const parts = out.split('\0').filter((part) => part.length > 0);
  const entries: { path: string; status: ChangeStatus }[] = [];
  let governance = false;
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const path = parts[i + 1] ?? '';
    if (isGovernancePath(path)) {
      governance = true;
    } else {
      entries.push({ path, status: statusOf(parts[i] ?? '') });
    }
  }
  return { entries, governance };
}

/** A change and the tree it makes (`git write-tree` of base plus the change). */
export interface ChangeSet {
  readonly changes: FileChange[];
  /** The tree id: the same bytes give the same id, which is what gate caches key on. */
  readonly tree: string;
}

/** collectChanges, plus the id of the tree the change makes. */
export async function collectChangeSet(workspace: string, base: string): Promise<ChangeSet> {
  const index = await scratchPath(workspace, 'index');
  const env = { GIT_INDEX_FILE: index };
  try {
    await seedScratchIndex(workspace, base, index, env);
    // Stages the whole work tree but govern's own paths. The exclude pathspecs are wildcards
    // on purpose: git refuses (exit 1) a literal pathspec naming an ignored file, and govern's
    // files are ignored; a wildcard that matches one is not refused. Left out this way, they
    // keep their state in `base` without the extra `git reset` below, which is only the
    // fallback for a git that reads pathspecs literally (GIT_LITERAL_PATHSPECS).
    await gitOrThrow(workspace, ['add', '-A', '--', ...STAGE_ALL_BUT_GOVERNANCE], { env });
    const out = await gitOrThrow(
      workspace,
      ['diff', '--cached', '--name-status', '--no-renames', '-z', base],
      { env },
    );
    const { entries, governance: stagedGovernance } = nameStatusEntries(out);
    if (stagedGovernance) {
      // Back to their state in `base`, so the tree below (what lands) leaves them out too.
      await gitOrThrow(workspace, ['reset', '-q', base, '--', ...GOVERNANCE_PATHS], { env });
    }
    const tree = (await gitOrThrow(workspace, ['write-tree'], { env })).trim();
    const before = await readBlobs(
      workspace,
      entries.map(({ path, status }) => (status === 'added' ? null : `${base}:${path}`)),
    );
    const changes = entries.map(({ path, status }, i) =>
      fileChange(
        path,
        status,
        before[i] ?? null,
        status === 'deleted' ? null : readFileSide(path, join(workspace, path)),
      ),
    );
    return { changes, tree };
  } finally {
    rmSync(index, { force: true });
  }
}

/**
 * The change between two commits (for `govern check` in CI, where the diff is a pull
 * request): both sides read from git objects, so the work tree does not matter.
 */
export async function collectCommitChanges(
  workspace: string,
  base: string,
  head: string,
): Promise<FileChange[]> {
  const out = await gitOrThrow(workspace, [
    'diff',
    '--name-status',
    '--no-renames',
    '-z',
    base,
    head,
    '--',
  ]);
  const { entries } = nameStatusEntries(out);
  // Both sides of every file in one batch read (it runs on each landing that caught up).
  const sides = await readBlobs(workspace, [
    ...entries.map(({ path, status }) => (status === 'added' ? null : `${base}:${path}`)),
    ...entries.map(({ path, status }) => (status === 'deleted' ? null : `${head}:${path}`)),
  ]);
  return entries.map(({ path, status }, i) =>
    fileChange(path, status, sides[i] ?? null, sides[entries.length + i] ?? null),
  );
}

/** Resolves a revision to a commit id, or null when git does not know it. */
export async function resolveRevision(workspace: string, rev: string): Promise<string | null> {
  const result = await runGit(workspace, [
    'rev-parse',
    '--verify',
    '--quiet',
    '--end-of-options',
    `${rev}^{commit}`,
  ]);
  return result.exitCode === 0 ? result.stdout.trim() : null;
}

/**
 * Many blobs read as sides (null for null specs) through one `git cat-file --batch` instead
 * of one git process per file: a 10-file change spends ~15 ms less starting processes. Falls
 * back to one read per file when the batch cannot be parsed or a name cannot go on one line.
 */
async function readBlobs(workspace: string, specs: readonly (string | null)[]): Promise<Side[]> {
  const wanted = specs.filter((spec): spec is string => spec !== null);
  if (wanted.length === 0) {
    return specs.map(() => null);
  }
  const one = (): Promise<Side[]> =>
    Promise.all(
      specs.map((spec) => (spec === null ? Promise.resolve(null) : readBlob(workspace, spec))),
    );
  if (wanted.length === 1 || wanted.some((spec) => /[\n\r]/.test(spec))) {
    return one();
  }
  const result = await runGit(workspace, ['cat-file', '--batch'], {
    input: `${wanted.join('\n')}\n`,
    keepStdoutBytes: true,
  });
  const parsed =
    result.exitCode === 0 && !result.truncated && result.stdoutBytes !== undefined
      ? parseBatch(result.stdoutBytes, wanted)
      : null;
  if (parsed === null) {
    return one();
  }
  let next = 0;
  const sides = specs.map((spec) => (spec === null ? null : (parsed[next++] ?? null)));
  if (!sides.includes(UNREADABLE_BLOB)) {
    return sides;
  }
  // A submodule's entry names a commit of another repository, which this one's objects do
  // not hold: git reports it missing. Not a file, so no text to judge (a bump of a pinned
  // submodule is a change of its path, which SCOPE and the authorization judge).
  return Promise.all(
    sides.map(async (side, i) => {
      const spec = specs[i];
      return side === UNREADABLE_BLOB &&
        typeof spec === 'string' &&
        (await isDeclaredSubmodule(workspace, spec))
        ? null
        : side;
    }),
  );
}

/**
 * True when `<rev>:<path>` names a submodule of that revision: a gitlink (mode 160000) that
 * the revision's `.gitmodules` declares. A gitlink nothing declares (a repository an agent
 * made inside the tree, which `git add` records as a bare pointer) stays unread, so a gate
 * that reads text refuses it as before.
 */
async function isDeclaredSubmodule(workspace: string, spec: string): Promise<boolean> {
  const at = spec.indexOf(':');
  const rev = spec.slice(0, at);
  const path = spec.slice(at + 1);
  const entry = await runGit(workspace, ['ls-tree', '-z', rev, '--', path]);
  if (entry.exitCode !== 0 || !entry.stdout.startsWith('160000 commit ')) {
    return false;
  }
  const declared = await runGit(workspace, [
    'config',
    '--blob',
    `${rev}:.gitmodules`,
    '--get-regexp',
    String.raw`^submodule\..*\.path$`,
  ]);
  return (
    declared.exitCode === 0 &&
    declared.stdout.split('\n').some((line) => line.slice(line.indexOf(' ') + 1) === path)
  );
}

/**
 * The text of several `<rev>:<path>` blobs in one `git cat-file --batch` (one process, not
 * one per file); null for a blob that is absent, binary or unreadable.
 */
export async function readBlobTexts(
  workspace: string,
  specs: readonly string[],
): Promise<(string | null)[]> {
  return (await readBlobs(workspace, specs)).map((side) =>
    side?.kind === 'text' ? side.text : null,
  );
}

/**
 * The text of a committed file, `<rev>:<path>`, or null when that revision has no such path:
 * one `git cat-file --batch` process instead of asking whether it exists and then reading it.
 * Throws when the path names something that is not a file (a folder) or the read fails.
 */
export async function readCommittedText(workspace: string, spec: string): Promise<string | null> {
  if (/[\n\r]/.test(spec)) {
    throw new Error(`cannot read ${JSON.stringify(spec)}: a line break in a revision or path`);
  }
  const result = await runGit(workspace, ['cat-file', '--batch'], {
    input: `${spec}\n`,
    keepStdoutBytes: true,
  });
  const bytes = result.stdoutBytes;
  const headerEnd = bytes?.indexOf(0x0a) ?? -1;
  if (result.exitCode !== 0 || result.truncated || bytes === undefined || headerEnd === -1) {
    throw new Error(`git could not read ${spec}: ${result.stderr.trim() || 'no output'}`);
  }
  const header = bytes.subarray(0, headerEnd).toString('utf8');
  if (header === `${spec} missing`) {
    return null;
  }
  const match = /^[0-9a-f]+ (\S+) (\d+)$/.exec(header);
  if (match === null || match[1] !== 'blob') {
    throw new Error(`${spec} is not a file (git says: ${header})`);
  }
  const start = headerEnd + 1;
  return bytes.subarray(start, start + Number(match[2])).toString('utf8');
}

/** The path part of a `<rev>:<path>` spec, which decides text by name. */
function pathOf(spec: string): string {
  return spec.slice(spec.indexOf(':') + 1);
}

const UNREADABLE_BLOB: SideText = {
  kind: 'unchecked',
  reason: 'could not be read from git, so it was not checked',
};

/** `git cat-file --batch` output: `<oid> <type> <size>\n<bytes>\n` or `<name> missing\n`. */
function parseBatch(bytes: Buffer, specs: readonly string[]): Side[] | null {
  const sides: Side[] = [];
  let at = 0;
  while (sides.length < specs.length) {
    const end = bytes.indexOf(0x0a, at);
    if (end === -1) {
      return null;
    }
    const header = bytes.subarray(at, end).toString('utf8');
    at = end + 1;
    const match = /^[0-9a-f]+ (\S+) (\d+)$/.exec(header);
    if (match === null) {
      // "<name> missing" or "<name> ambiguous": no content follows, and a side git listed
      // as existing could not be read.
      sides.push(UNREADABLE_BLOB);
      continue;
    }
    const size = Number(match[2]);
    if (at + size > bytes.length) {
      return null;
    }
    const content = bytes.subarray(at, at + size);
    at += size + 1;
    // A submodule is a commit, not a file: there is no text to judge.
    sides.push(match[1] === 'blob' ? readSide(pathOf(specs[sides.length] ?? ''), content) : null);
  }
  return sides;
}

async function readBlob(workspace: string, spec: string): Promise<Side> {
  const result = await runGit(workspace, ['cat-file', 'blob', spec], { keepStdoutBytes: true });
  if (result.exitCode !== 0 || result.stdoutBytes === undefined) {
    // A submodule's entry names a commit, which `cat-file blob` refuses: not a file. The
    // commit is often not in this repository at all (a submodule keeps its own objects).
    const type = await runGit(workspace, ['cat-file', '-t', spec]);
    const isSubmodule =
      (type.exitCode === 0 && type.stdout.trim() === 'commit') ||
      (await isDeclaredSubmodule(workspace, spec));
    return isSubmodule ? null : UNREADABLE_BLOB;
  }
  if (result.truncated) {
    // Larger than git's output cap: the start tells binary from text, the size is exact.
    const size = await runGit(workspace, ['cat-file', '-s', spec]);
    const total = Number(size.stdout.trim());
    return readSide(
      pathOf(spec),
      result.stdoutBytes,
      Number.isFinite(total) ? total : Number.MAX_SAFE_INTEGER,
    );
  }
  return readSide(pathOf(spec), result.stdoutBytes);
}

export interface CommitRequest {
  readonly base: string;
  /**
   * The tree to commit: collectChangeSet's, the one the gates judged (base plus the change,
   * govern's files excluded). What lands is exactly what was checked.
   */
  readonly tree: string;
  readonly subject: string;
  readonly body?: string;
  readonly trailers: Readonly<Record<string, string>>;
}

/** One commit of `request.tree` on top of `base`, the message passed through a file. */
export async function commitTree(workspace: string, request: CommitRequest): Promise<string> {
  const messageFile = await scratchPath(workspace, 'commit-msg');
  writeFileSync(messageFile, formatCommitMessage(request));
  try {
    return (
      await gitOrThrow(workspace, [
        'commit-tree',
        request.tree,
        '-p',
        request.base,
        '-F',
        messageFile,
      ])
    ).trim();
  } finally {
    rmSync(messageFile, { force: true });
  }
}

/**
 * Lands the judged tree as exactly one commit on top of `base` on the checked-out branch (or
 * detached HEAD): commits the agent may have made are replaced by it, and the message goes to
 * git through a file, never a shell string. A mixed reset then moves the branch and reads the
 * tree into the index, keeping stat data where the blob matches; the work tree is untouched.
 * The gate boundary has put the work tree back to that tree after every gate, so `git status`
 * is clean afterwards. No hook runs: `commit-tree` and `reset` have none.
 */
export async function commitChange(workspace: string, request: CommitRequest): Promise<string> {
  await removeStaleIndexLock(workspace);
  const commit = await commitTree(workspace, request);
  await gitOrThrow(workspace, ['reset', '--quiet', commit, '--'], {
    env: { GIT_REFLOG_ACTION: `commit (govern): ${oneLine(request.subject)}` },
  });
  return commit;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Records the judged tree as one commit on top of `base` on `branch` (created or moved),
 * without touching HEAD, the index or the checked-out branch (`commit-tree` + `update-ref`).
 * A change that waits for approval is kept this way, so a crash can never leave it on the
 * work branch.
 */
export async function commitChangeToBranch(
  workspace: string,
  request: CommitRequest & { readonly branch: string },
): Promise<string> {
  const commit = await commitTree(workspace, request);
  await gitOrThrow(workspace, ['update-ref', `refs/heads/${request.branch}`, commit]);
  return commit;
}

/** Deletes a local branch; a missing one is not an error. */
export async function deleteBranch(workspace: string, branch: string): Promise<void> {
  await runGit(workspace, ['branch', '-D', '--quiet', branch]);
}

export function formatCommitMessage(request: Omit<CommitRequest, 'base'>): string {
  const subject = oneLine(request.subject);
  const trailers = Object.entries(request.trailers)
    .map(([key, value]) => `${key}: ${value.replace(/\s+/g, ' ').trim()}`)
    .join('\n');
  const body =
    request.body === undefined || request.body.trim() === '' ? '' : `${request.body.trim()}\n\n`;
  return `${subject}\n\n${body}${trailers}\n`;
}

/**
 * The commit between `base` and HEAD whose Task-Id trailer names `taskId`, or null. Used on
 * restart: a run killed after `git commit` but before the ledger write finds its commit here.
 */
export async function findTaskCommit(
  workspace: string,
  base: string,
  taskId: string,
): Promise<string | null> {
  const result = await runGit(workspace, ['log', '--format=%H%x1f%B%x1e', `${base}..HEAD`]);
  if (result.exitCode !== 0) {
    return null;
  }
  for (const entry of result.stdout.split('\x1e')) {
    const [hash, body] = entry.trim().split('\x1f');
    if (
      hash !== undefined &&
      body !== undefined &&
      body.split('\n').some((line) => line.trim() === `Task-Id: ${taskId}`)
    ) {
      return hash;
    }
  }
  return null;
}

/** True when `ancestor` is `descendant` or one of its ancestors. */
export async function isAncestor(
  workspace: string,
  ancestor: string,
  descendant: string,
): Promise<boolean> {
  const result = await runGit(workspace, ['merge-base', '--is-ancestor', ancestor, descendant]);
  return result.exitCode === 0;
}

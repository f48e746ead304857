import { chmodSync, lstatSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, makeRepo, writeFiles } from '../../test/helpers/git-repo.js';
import {
  addWorktree,
  collectChangeSet,
  commitChange,
  ensureGovernanceIgnored,
  fastForward,
  headCommit,
  rebaseOnto,
} from './index.js';

/** What a work tree holds and what git says of it, to compare two of them. */
function snapshot(dir: string): Record<string, string> {
  const list = (...args: string[]): string[] => git(dir, 'ls-files', '-z', ...args).split('\0');
  // Tracked, untracked and ignored files (node_modules is the shared link, the same in both).
  const files = [
    ...list(),
    ...list('--others', '--exclude-standard'),
    ...list('--others', '--ignored', '--exclude-standard'),
  ].filter((path) => path !== '' && !path.startsWith('node_modules'));
  const seen: Record<string, string> = {
    status: git(dir, 'status', '--porcelain', '--ignored'),
    tree: git(dir, 'rev-parse', 'HEAD^{tree}').trim(),
  };
  for (const path of [...new Set(files)].sort()) {
    const full = join(dir, path);
    const stat = lstatSync(full, { throwIfNoEntry: false });
    seen[path] =
      stat === undefined
        ? 'absent'
        : stat.isSymbolicLink()
          ? `link ${readlinkSync(full)}`
          : `${(stat.mode & 0o111) === 0 ? 'file' : 'exec'} ${readFileSync(full, 'latin1')}`;
  }
  return seen;
}

/**
 * A repository of `files` where `landed` has reached the main branch, and two worktrees each
 * holding the same commit of `ours` on the old base.
 */
async function raced(
  files: Record<string, string>,
  landed: (dir: string) => void,
  ours: (dir: string) => void,
): Promise<{ dirs: [string, string]; base: string; onto: string; commit: string }> {
  const repo = makeRepo(files);
  await ensureGovernanceIgnored(repo);
  const base = (await headCommit(repo))!;
  const other = await addWorktree(repo, 'T0', base);
  landed(other.dir);
  // A plain commit of what `landed` staged and left, so it can track an ignored file.
  git(other.dir, 'add', '-A');
  git(other.dir, 'commit', '--quiet', '-m', 'landed');
  const onto = git(other.dir, 'rev-parse', 'HEAD').trim();
  await fastForward(repo, onto);
  const dirs: string[] = [];
  let commit = '';
  for (const name of ['T1', 'T2']) {
    const { dir } = await addWorktree(repo, name, base);
    ours(dir);
    if (commit === '') {
      commit = await commitChange(dir, {
        base,
        tree: (await collectChangeSet(dir, base)).tree,
        subject: 'ours: é',
        body: 'why  it changed',
        trailers: { 'Task-Id': 'T1', Attempt: '1' },
      });
    } else {
      // The very same commit (author date included), with the same ignored files beside it.
      git(dir, 'reset', '--quiet', '--hard', commit);
    }
    dirs.push(dir);
  }
  return { dirs: [dirs[0] ?? '', dirs[1] ?? ''], base, onto, commit };
}

/** The first worktree moved by rebaseOnto, the second by `git rebase`, as they end up. */
async function pickAndRebase(
  setup: Awaited<ReturnType<typeof raced>>,
  onto: string = setup.onto,
): Promise<{
  result: Awaited<ReturnType<typeof rebaseOnto>>;
  picked: Record<string, string>;
  rebased: Record<string, string>;
  /** How HEAD last moved in the first: `reset: moving to` when no rebase ran. */
  moved: string;
}> {
  const [first, second] = setup.dirs;
  const result = await rebaseOnto(first, setup.base, onto);
  git(second, 'rebase', '--quiet', '--onto', onto, setup.base);
  // The commit's parent, author (date included) and message, byte for byte.
  const commitOf = (dir: string): string =>
    git(dir, 'cat-file', 'commit', 'HEAD').replace(/^committer .*\n/m, '');
  return {
    result,
    picked: { ...snapshot(first), commit: commitOf(first) },
    rebased: { ...snapshot(second), commit: commitOf(second) },
    moved: git(first, 'reflog', '-1', '--format=%gs'),
  };
}

/** Edits as `writeFiles` takes them, in a callback's braces (it returns nothing). */
function edit(files: Record<string, string>): (dir: string) => void {
  return (dir) => {
    writeFiles(dir, files);
  };
}

describe('rebaseOnto replays a change as git rebase does', () => {
  it('keeps the message, author and trailers, and moves only what differs', async () => {
    const outcome = await pickAndRebase(
      await raced(
        { 'a.ts': 'a\n', 'b.ts': 'b\n' },
        edit({ 'a.ts': 'a1\n' }),
        edit({ 'b.ts': 'b2\n', 'c.ts': 'c\n' }),
      ),
    );
    expect(outcome.moved).toMatch(/^reset: moving to/);
    expect(outcome.picked).toEqual(outcome.rebased);
    expect(outcome.picked['commit']).toMatch(
      /\n\nours: é\n\nwhy {2}it changed\n\nTask-Id: T1\nAttempt: 1\n$/,
    );
    expect(outcome.result).toMatchObject({ kind: 'ok', tree: outcome.picked['tree'] });
  });

  it('checks files out through .gitattributes (eol) like the rebase', async () => {
    const outcome = await pickAndRebase(
      await raced(
        { '.gitattributes': '*.txt text eol=crlf\n', 'a.txt': 'a\nb\n', 'b.txt': 'x\n' },
        edit({ 'a.txt': 'a\nb\nc\n', 'n.txt': 'new\nline\n' }),
        edit({ 'b.txt': 'x\ny\n' }),
      ),
    );
    expect(outcome.moved).toMatch(/^reset: moving to/);
    expect(outcome.picked).toEqual(outcome.rebased);
    expect(outcome.picked['n.txt']).toBe('file new\r\nline\r\n');
  });

  it('carries executable bits, symlinks and deletions on both sides', async () => {
    const outcome = await pickAndRebase(
      await raced(
        {
          'run.sh': 'echo\n',
          'tool.sh': 'echo\n',
          'gone.ts': 'g\n',
          'old.ts': 'o\n',
          't.ts': 't\n',
        },
        (dir) => {
          chmodSync(join(dir, 'tool.sh'), 0o755);
          rmSync(join(dir, 'old.ts'));
          symlinkSync('t.ts', join(dir, 'there'));
        },
        (dir) => {
          chmodSync(join(dir, 'run.sh'), 0o755);
          rmSync(join(dir, 'gone.ts'));
          symlinkSync('run.sh', join(dir, 'link'));
        },
      ),
    );
    expect(outcome.moved).toMatch(/^reset: moving to/);
    expect(outcome.picked).toEqual(outcome.rebased);
    expect(outcome.picked).toMatchObject({
      'run.sh': 'exec echo\n',
      link: 'link run.sh',
      there: 'link t.ts',
    });
    expect(Object.keys(outcome.picked)).not.toContain('gone.ts');
  });

  it('overwrites an ignored file where the new head tracks one, and keeps a file it now ignores', async () => {
    const outcome = await pickAndRebase(
      await raced(
        { '.gitignore': '*.log\n', 'a.ts': 'a\n' },
        (dir) => {
          writeFiles(dir, { 'out.log': 'tracked\n', '.gitignore': '*.log\ngen/\n' });
          git(dir, 'add', '--force', 'out.log');
        },
        edit({ 'gen/made.ts': 'made\n', 'out.log': 'local\n' }),
      ),
    );
    expect(outcome.moved).toMatch(/^reset: moving to/);
    expect(outcome.picked).toEqual(outcome.rebased);
    expect(outcome.picked).toMatchObject({
      'out.log': 'file tracked\n',
      'gen/made.ts': 'file made\n',
    });
  });

  it('rebases when the new head does not descend from the base (a rewritten branch)', async () => {
    const setup = await raced(
      { 'a.ts': 'a\n', 'b.ts': 'b\n' },
      edit({ 'a.ts': 'a1\n' }),
      edit({ 'b.ts': 'b2\n' }),
    );
    // The branch was replaced beside the run by a history that does not hold the base.
    const onto = git(
      setup.dirs[0],
      'commit-tree',
      `${setup.onto}^{tree}`,
      '-m',
      'rewritten',
    ).trim();
    const outcome = await pickAndRebase(setup, onto);
    expect(outcome.moved).toMatch(/^rebase/);
    expect(outcome.picked).toEqual(outcome.rebased);
    expect(outcome.result).toMatchObject({ kind: 'ok', parent: onto });
  });

  it('drops the change as the rebase does when the new head already holds its commit', async () => {
    const setup = await raced(
      { 'a.ts': 'a\n', 'b.ts': 'b\n' },
      edit({ 'a.ts': 'a1\n' }),
      edit({ 'b.ts': 'b2\n' }),
    );
    const onto = git(
      setup.dirs[0],
      'commit-tree',
      `${setup.commit}^{tree}`,
      '-p',
      setup.commit,
      '-m',
      'on top',
    ).trim();
    const outcome = await pickAndRebase(setup, onto);
    expect(outcome.picked).toEqual(outcome.rebased);
    expect(outcome.result).toMatchObject({ kind: 'ok', commit: onto, parent: setup.commit });
  });

  it('leaves a change the new head already made to the rebase, which drops it', async () => {
    const setup = await raced(
      { 'a.ts': 'a\n' },
      edit({ 'a.ts': 'same\n' }),
      edit({ 'a.ts': 'same\n' }),
    );
    const outcome = await pickAndRebase(setup);
    expect(outcome.picked).toEqual(outcome.rebased);
    expect(outcome.result).toMatchObject({ kind: 'ok', commit: setup.onto, parent: setup.base });
  });

  it('reports a conflict with the path and leaves the worktree at its commit', async () => {
    const { dirs, base, onto, commit } = await raced(
      { 'a.ts': 'a\n' },
      edit({ 'a.ts': 'one\n' }),
      edit({ 'a.ts': 'two\n' }),
    );
    const result = await rebaseOnto(dirs[0], base, onto);
    expect(result.kind).toBe('conflict');
    expect(result.kind === 'conflict' ? result.message : '').toMatch(
      /CONFLICT \(content\): Merge conflict in a\.ts\nerror: could not apply [0-9a-f]{7}\.\.\. ours: é/,
    );
    expect(git(dirs[0], 'rev-parse', 'HEAD').trim()).toBe(commit);
    expect(git(dirs[0], 'status', '--porcelain')).toBe('');
    expect(readFileSync(join(dirs[0], 'a.ts'), 'utf8')).toBe('two\n');
  });
});

import {
  existsSync,
  lstatSync,
  chmodSync,
  mkdirSync,
  readFileSync,
  statSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, makeRepo, writeFiles } from '../../test/helpers/git-repo.js';
import {
  addWorktree,
  collectChanges,
  collectChangeSet,
  commitChange,
  ensureGovernanceIgnored,
  fastForward,
  headCommit,
  moveChangeOnto,
  rebaseOnto,
  removeAllWorktrees,
  removeWorktree,
  uncommittedChanges,
} from './index.js';

/**
 * A repository of `files` with two task worktrees at its first commit, where T1's `edit`
 * has landed on the main branch while T2 has not started.
 */
async function landedBeside(
  files: Record<string, string>,
  edit: Record<string, string>,
): Promise<{ two: { dir: string }; base: string; landed: string }> {
  const repo = makeRepo(files);
  await ensureGovernanceIgnored(repo);
  const base = (await headCommit(repo))!;
  const one = await addWorktree(repo, 'T1', base);
  const two = await addWorktree(repo, 'T2', base);
  writeFiles(one.dir, edit);
  const landed = await commitChange(one.dir, {
    base,
    tree: (await collectChangeSet(one.dir, base)).tree,
    subject: 'one',
    trailers: {},
  });
  await fastForward(repo, landed);
  return { two, base, landed };
}

describe('task worktrees', () => {
  it('isolates a task on its own branch, shares node_modules, and lands by rebase + fast-forward', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n', 'b.ts': 'b\n', '.gitignore': 'node_modules/\n' });
    await ensureGovernanceIgnored(repo);
    mkdirSync(join(repo, 'node_modules', 'tool'), { recursive: true });
    const base = (await headCommit(repo))!;
    const one = await addWorktree(repo, 'T1', base);
    const two = await addWorktree(repo, 'T2', base);
    expect(readFileSync(join(one.dir, 'a.ts'), 'utf8')).toBe('a\n');
    expect(existsSync(join(one.dir, 'node_modules', 'tool'))).toBe(true);

    writeFiles(one.dir, { 'a.ts': 'a1\n' });
    writeFiles(two.dir, { 'b.ts': 'b2\n' });
    expect((await collectChanges(two.dir, base)).map((c) => c.path)).toEqual(['b.ts']);
    const c1 = await commitChange(one.dir, {
      base,
      tree: (await collectChangeSet(one.dir, base)).tree,
      subject: 'one',
      trailers: { 'Task-Id': 'T1' },
    });
    const c2 = await commitChange(two.dir, {
      base,
      tree: (await collectChangeSet(two.dir, base)).tree,
      subject: 'two',
      trailers: { 'Task-Id': 'T2' },
    });
    expect(await uncommittedChanges(repo)).toEqual([]);

    await fastForward(repo, c1);
    const rebased = await rebaseOnto(two.dir, base, c1);
    expect(rebased.kind).toBe('ok');
    if (rebased.kind === 'ok') {
      expect(rebased.commit).not.toBe(c2);
      await fastForward(repo, rebased.commit);
    }
    expect(readFileSync(join(repo, 'a.ts'), 'utf8')).toBe('a1\n');
    expect(readFileSync(join(repo, 'b.ts'), 'utf8')).toBe('b2\n');
    expect(git(repo, 'log', '--format=%s').trim().split('\n')).toEqual(['two', 'one', 'initial']);

    await removeWorktree(repo, one);
    await removeWorktree(repo, two);
    expect(existsSync(one.dir)).toBe(false);
    expect(git(repo, 'branch', '--list', 'govern/wip/*')).toBe('');
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });

  it('reports a rebase conflict and leaves the worktree clean', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n' });
    await ensureGovernanceIgnored(repo);
    const base = (await headCommit(repo))!;
    const one = await addWorktree(repo, 'T1', base);
    const two = await addWorktree(repo, 'T2', base);
    writeFileSync(join(one.dir, 'a.ts'), 'one\n');
    writeFileSync(join(two.dir, 'a.ts'), 'two\n');
    const c1 = await commitChange(one.dir, {
      base,
      tree: (await collectChangeSet(one.dir, base)).tree,
      subject: 'one',
      trailers: {},
    });
    await commitChange(two.dir, {
      base,
      tree: (await collectChangeSet(two.dir, base)).tree,
      subject: 'two',
      trailers: {},
    });
    await fastForward(repo, c1);
    const result = await rebaseOnto(two.dir, base, c1);
    expect(result.kind).toBe('conflict');
    expect(git(two.dir, 'status', '--porcelain')).toBe('');
    expect(await removeAllWorktrees(repo)).toBeGreaterThan(0);
    expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
  });

  it('keeps a node_modules the repository tracks (a committed symlink or folder) instead of crashing on EEXIST', async () => {
    const linked = makeRepo({ 'a.ts': 'a\n', 'vendor/modules/tool/index.js': 'tool\n' });
    symlinkSync('vendor/modules', join(linked, 'node_modules'));
    git(linked, 'add', 'node_modules');
    git(linked, 'commit', '-q', '-m', 'track node_modules as a symlink');
    await ensureGovernanceIgnored(linked);
    const base = (await headCommit(linked))!;
    const one = await addWorktree(linked, 'T1', base);
    const link = join(one.dir, 'node_modules');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe('vendor/modules');
    expect(readFileSync(join(link, 'tool', 'index.js'), 'utf8')).toBe('tool\n');
    writeFiles(one.dir, { 'a.ts': 'a1\n' });
    expect((await collectChanges(one.dir, base)).map((c) => c.path)).toEqual(['a.ts']);

    const vendored = makeRepo({ 'a.ts': 'a\n', 'node_modules/dep/index.js': 'dep\n' });
    await ensureGovernanceIgnored(vendored);
    const two = await addWorktree(vendored, 'T2', (await headCommit(vendored))!);
    expect(lstatSync(join(two.dir, 'node_modules')).isDirectory()).toBe(true);
    expect(readFileSync(join(two.dir, 'node_modules', 'dep', 'index.js'), 'utf8')).toBe('dep\n');
    expect(git(two.dir, 'status', '--porcelain')).toBe('');
  });

  it('moves an uncommitted change onto a newer head before its gates: new, deleted, mode-changed and ignored files', async () => {
    // What landed also ignores gen/, where T2's change adds a file: it stays in the change.
    const { two, base, landed } = await landedBeside(
      {
        'a.ts': 'a\n',
        'b.ts': 'b\n',
        'gone.ts': 'gone\n',
        'run.sh': 'echo\n',
        '.gitignore': 'build/\n',
      },
      { 'a.ts': 'a1\n', '.gitignore': 'build/\ngen/\n' },
    );

    // T2's agent worked on the old base: a new file, an edit, a deletion, a mode change, and
    // an ignored build output that is not part of the change.
    writeFiles(two.dir, {
      'b.ts': 'b2\n',
      'new.ts': 'new\n',
      'gen/made.ts': 'made\n',
      'build/out.js': 'out\n',
    });
    rmSync(join(two.dir, 'gone.ts'));
    chmodSync(join(two.dir, 'run.sh'), 0o755);
    const change = await collectChangeSet(two.dir, base);
    const result = await moveChangeOnto(two.dir, { tree: change.tree, base }, landed);
    expect(result?.changes.map((c) => `${c.status} ${c.path}`).sort()).toEqual([
      'added gen/made.ts',
      'added new.ts',
      'deleted gone.ts',
      'modified b.ts',
      'modified run.sh',
    ]);
    expect(git(two.dir, 'ls-tree', '-r', '--name-only', result?.tree ?? '').split('\n')).toEqual(
      expect.arrayContaining(['a.ts', 'b.ts', 'gen/made.ts', 'new.ts', 'run.sh']),
    );
    expect(result?.base).toBe(landed);

    expect((await headCommit(two.dir))!).toBe(landed);
    expect(readFileSync(join(two.dir, 'a.ts'), 'utf8')).toBe('a1\n');
    expect(readFileSync(join(two.dir, 'b.ts'), 'utf8')).toBe('b2\n');
    expect(readFileSync(join(two.dir, 'new.ts'), 'utf8')).toBe('new\n');
    expect(existsSync(join(two.dir, 'gone.ts'))).toBe(false);
    expect(statSync(join(two.dir, 'run.sh')).mode & 0o111).not.toBe(0);
    expect(readFileSync(join(two.dir, 'build', 'out.js'), 'utf8')).toBe('out\n');
    // Against the new head the work tree holds exactly the agent's change, nothing of what
    // landed (gen/ is ignored there now, so only the returned change still names it).
    const moved = await collectChanges(two.dir, landed);
    expect(moved.map((c) => `${c.status} ${c.path}`).sort()).toEqual([
      'added new.ts',
      'deleted gone.ts',
      'modified b.ts',
      'modified run.sh',
    ]);
  });

  it('writes the moved change as a checkout would (.gitattributes eol), as the rebase did', async () => {
    const { two, base, landed } = await landedBeside(
      { '.gitattributes': '*.txt text eol=crlf\n', 'a.txt': 'a\n', 'b.txt': 'b\n' },
      { 'a.txt': 'a\nmore\n' },
    );
    // The agent writes LF; git stores LF and checks the file out with CRLF.
    writeFiles(two.dir, { 'b.txt': 'b\nmore\n', 'c.txt': 'c\n' });
    const change = await collectChangeSet(two.dir, base);
    const result = await moveChangeOnto(two.dir, { tree: change.tree, base }, landed);
    expect(result?.changes.map((c) => `${c.status} ${c.path}`).sort()).toEqual([
      'added c.txt',
      'modified b.txt',
    ]);
    expect(readFileSync(join(two.dir, 'a.txt'), 'utf8')).toBe('a\r\nmore\r\n');
    expect(readFileSync(join(two.dir, 'b.txt'), 'utf8')).toBe('b\r\nmore\r\n');
    expect(readFileSync(join(two.dir, 'c.txt'), 'utf8')).toBe('c\r\n');
    expect((await collectChangeSet(two.dir, landed)).tree).toBe(result?.tree);
    expect(git(two.dir, 'diff', '--cached', '--name-only')).toBe('');
  });

  it('leaves a change that conflicts with the newer head exactly where it was', async () => {
    const { two, base, landed } = await landedBeside({ 'a.ts': 'a\n' }, { 'a.ts': 'one\n' });
    writeFiles(two.dir, { 'a.ts': 'two\n', 'extra.ts': 'x\n' });
    const change = await collectChangeSet(two.dir, base);
    expect(await moveChangeOnto(two.dir, { tree: change.tree, base }, landed)).toBeNull();
    expect((await headCommit(two.dir))!).toBe(base);
    expect(readFileSync(join(two.dir, 'a.ts'), 'utf8')).toBe('two\n');
    const after = await collectChangeSet(two.dir, base);
    expect(after.tree).toBe(change.tree);
    expect(after.changes.map((c) => c.path).sort()).toEqual(['a.ts', 'extra.ts']);
  });
});

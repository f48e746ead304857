import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, makeRepo, writeFiles } from '../../test/helpers/git-repo.js';
import {
  addWorktree,
  collectChangeSet,
  commitChange,
  ensureGovernanceIgnored,
  headCommit,
  openWorktreePool,
  removeAllWorktrees,
  WORKTREES_DIR,
} from './index.js';
import type { SerializeWorktreeAdmin } from './index.js';

/** One section at a time, each after the ones before it, as the kernel's mutex runs them. */
function inTurn(): SerializeWorktreeAdmin {
  let tail: Promise<unknown> = Promise.resolve();
  return (section) => {
    const result = tail.then(section, section);
    tail = result.catch(() => undefined);
    return result;
  };
}

/** Every path under `dir` with its type and mode, govern's state and node_modules aside. */
function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      const full = join(at, name);
      const path = relative(dir, full);
      if (path === '.git' || path === '.governance' || path === 'node_modules') {
        continue;
      }
      const stat = lstatSync(full);
      if (stat.isDirectory()) {
        out.push(`${path}/`);
        walk(full);
      } else {
        out.push(`${path} ${(stat.mode & 0o777).toString(8)} ${readFileSync(full, 'utf8')}`);
      }
    }
  };
  walk(dir);
  return out.sort();
}

function pooledRepo(): string {
  const repo = makeRepo({
    'a.ts': 'a\n',
    'run.sh': 'echo run\n',
    'src/b.ts': 'b\n',
    '.gitignore': 'dist/\n*.log\n',
  });
  chmodSync(join(repo, 'run.sh'), 0o644);
  git(repo, 'add', 'run.sh');
  git(repo, 'commit', '-q', '--allow-empty', '-m', 'modes');
  mkdirSync(join(repo, 'node_modules', 'tool'), { recursive: true });
  writeFileSync(join(repo, 'node_modules', 'tool', 'index.js'), 'tool\n');
  return repo;
}

describe('worktree pool', () => {
  it('starts the next task in a reused worktree exactly as clean as a fresh one', async () => {
    const repo = pooledRepo();
    await ensureGovernanceIgnored(repo);
    const base = (await headCommit(repo))!;
    const pool = openWorktreePool(repo, inTurn());
    const first = await pool.acquire('T1', base);

    // What a task leaves behind: edits, a commit, untracked, staged and ignored files (a
    // nested folder too), a mode change, and govern's own state, which is kept.
    writeFiles(first.dir, { 'src/b.ts': 'b1\n' });
    await commitChange(first.dir, {
      base,
      tree: (await collectChangeSet(first.dir, base)).tree,
      subject: 'one',
      trailers: {},
    });
    writeFiles(first.dir, {
      'a.ts': 'edited\n',
      'new.ts': 'untracked\n',
      'dist/out.js': 'built\n',
      'deep/er/debug.log': 'ignored\n',
      '.governance/cache/state.json': '{}\n',
      'staged.ts': 'staged, never committed\n',
    });
    // Staged but not committed: the forced checkout drops it from the index, clean from disk.
    git(first.dir, 'add', 'staged.ts');
    chmodSync(join(first.dir, 'run.sh'), 0o755);
    pool.release(first);

    // The main branch moved on meanwhile.
    writeFiles(repo, { 'a.ts': 'a2\n' });
    git(repo, 'commit', '-q', '-am', 'moved');
    const head = (await headCommit(repo))!;
    const second = await pool.acquire('T2', head);
    const fresh = await addWorktree(repo, 'T3', head);

    expect(second.dir).toBe(first.dir);
    expect(second.branch).toBe('govern/wip/T2');
    expect(snapshot(second.dir)).toEqual(snapshot(fresh.dir));
    expect(snapshot(second.dir)).toContain('run.sh 644 echo run\n');
    // govern's state (kept on purpose) aside, git sees the two trees alike.
    const status = (dir: string): string[] =>
      git(dir, 'status', '--porcelain', '--ignored')
        .split('\n')
        .filter((line) => line !== '!! .governance/');
    expect(status(second.dir)).toEqual(status(fresh.dir));
    expect(git(second.dir, 'rev-parse', 'HEAD').trim()).toBe(head);
    expect(git(second.dir, 'branch', '--show-current').trim()).toBe('govern/wip/T2');
    // The shared node_modules is linked again, and what it points at survived the clean.
    expect(lstatSync(join(second.dir, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(repo, 'node_modules', 'tool', 'index.js'), 'utf8')).toBe('tool\n');
    expect(existsSync(join(second.dir, '.governance', 'cache', 'state.json'))).toBe(true);
    expect(git(repo, 'branch', '--list', 'govern/wip/T1')).toBe('');
    await pool.close();
  });

  it('gives concurrent tasks their own worktrees and reuses them afterwards', async () => {
    const repo = pooledRepo();
    await ensureGovernanceIgnored(repo);
    const base = (await headCommit(repo))!;
    const pool = openWorktreePool(repo, inTurn());
    const [one, two, other] = await Promise.all([
      pool.acquire('T1', base),
      pool.acquire('T2', base),
      pool.acquire('T3', base),
    ]);
    expect(new Set([one.dir, two.dir, other.dir]).size).toBe(3);
    pool.release(other);
    pool.release(two);
    const four = await pool.acquire('T4', base);
    expect(four.dir).toBe(two.dir);
    pool.release(one);
    pool.release(four);
    await pool.close();
    expect(existsSync(one.dir)).toBe(false);
    expect(existsSync(two.dir)).toBe(false);
    expect(git(repo, 'branch', '--list', 'govern/wip/*')).toBe('');
    expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
  });

  it('switches a worktree a killed landing left mid-rebase', async () => {
    const repo = pooledRepo();
    await ensureGovernanceIgnored(repo);
    const base = (await headCommit(repo))!;
    const pool = openWorktreePool(repo, inTurn());
    const first = await pool.acquire('T1', base);
    writeFiles(first.dir, { 'a.ts': 'mine\n' });
    await commitChange(first.dir, {
      base,
      tree: (await collectChangeSet(first.dir, base)).tree,
      subject: 'mine',
      trailers: {},
    });
    writeFiles(repo, { 'a.ts': 'theirs\n' });
    git(repo, 'commit', '-q', '-am', 'theirs');
    const head = (await headCommit(repo))!;
    // The landing's rebase stopped on the conflict and govern died before aborting it.
    expect(() => git(first.dir, 'rebase', '--onto', head, base)).toThrow();
    pool.release(first);

    const second = await pool.acquire('T2', head);
    expect(readFileSync(join(second.dir, 'a.ts'), 'utf8')).toBe('theirs\n');
    expect(git(second.dir, 'status', '--porcelain')).toBe('');
    await pool.close();
  });

  it('leaves nothing that recovery after a crash cannot remove', async () => {
    const repo = pooledRepo();
    await ensureGovernanceIgnored(repo);
    const base = (await headCommit(repo))!;
    const pool = openWorktreePool(repo, inTurn());
    const one = await pool.acquire('T1', base);
    await pool.acquire('T2', base);
    writeFiles(one.dir, { 'dist/out.js': 'built\n' });
    // A kill here: the pool is never closed. Recovery removes the pool with the rest.
    expect(await removeAllWorktrees(repo)).toBeGreaterThan(0);
    expect(existsSync(join(repo, WORKTREES_DIR))).toBe(false);
    expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
    expect(git(repo, 'branch', '--list', 'govern/wip/*')).toBe('');
    expect(git(repo, 'status', '--porcelain')).toBe('');
    // And the next run's pool starts over in the same folders.
    const next = openWorktreePool(repo, inTurn());
    const again = await next.acquire('T1', base);
    expect(again.dir).toBe(one.dir);
    expect(existsSync(join(again.dir, 'dist'))).toBe(false);
    await next.close();
  });
});

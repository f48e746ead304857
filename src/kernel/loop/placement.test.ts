import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, makeRepo, writeFiles } from '../../../test/helpers/git-repo.js';
import {
  collectChanges,
  collectChangeSet,
  commitChange,
  ensureGovernanceIgnored,
  headCommit,
  openWorktreePool,
} from '../../workspace/index.js';
import { openLandingLine } from './landing-line.js';
import { Mutex } from './mutex.js';
import { inWorktree } from './placement.js';
import type { RerunGates } from './placement.js';

/** A commit on the main branch made beside the run (a person's, a push arriving). */
function commitBeside(repo: string, file: string): void {
  writeFiles(repo, { [file]: `${file}\n` });
  git(repo, 'add', file);
  git(repo, 'commit', '-q', '-m', `beside: ${file}`);
}

describe('a worktree landing', () => {
  it('catches up when the branch moves between its re-check and the fast-forward', async () => {
    const repo = makeRepo({ 'a.ts': 'a\n', '.gitignore': '/.governance/\n' });
    await ensureGovernanceIgnored(repo);
    const mutex = new Mutex();
    const pool = openWorktreePool(repo, (section) => mutex.run(section));
    const placement = await inWorktree(repo, 'T1', {
      landing: mutex,
      pool,
      line: openLandingLine(),
    });
    const base = await placement.begin();
    writeFiles(placement.dir, { 'task.ts': 'task\n' });
    const commit = await commitChange(placement.dir, {
      base,
      tree: (await collectChangeSet(placement.dir, base)).tree,
      subject: 'the task',
      trailers: { 'Task-Id': 'T1' },
    });
    // The branch moves once before the landing; then once more during its re-check, after
    // the landing has read the head and before it fast-forwards.
    commitBeside(repo, 'one.ts');
    let rechecks = 0;
    const rerun: RerunGates = async (dir, changes, _landed, _from, at) => {
      rechecks += 1;
      // Where the rebase says it put the change is what the worktree holds, and the change
      // read from the commit is the one the work tree stages against the head.
      expect(at).toMatchObject({
        commit: git(dir, 'rev-parse', 'HEAD').trim(),
        tree: git(dir, 'rev-parse', 'HEAD^{tree}').trim(),
        parent: git(dir, 'rev-parse', 'HEAD^').trim(),
      });
      expect(changes).toEqual(await collectChanges(dir, at.parent));
      if (rechecks === 1) {
        commitBeside(repo, 'two.ts');
      }
      expect(readFileSync(join(dir, 'one.ts'), 'utf8')).toBe('one.ts\n');
      return [];
    };
    const landed = await placement.land(commit, base, rerun);
    expect(landed.kind).toBe('landed');
    // Re-checked again on the head that moved: every landing is verified on what it lands.
    expect(rechecks).toBe(2);
    const head = (await headCommit(repo))!;
    expect(landed.kind === 'landed' ? landed.commit : '').toBe(head);
    expect(git(repo, 'log', '--format=%s', 'main').trim().split('\n')).toEqual([
      'the task',
      'beside: two.ts',
      'beside: one.ts',
      'initial',
    ]);
    expect(git(repo, 'status', '--porcelain')).toBe('');
    await placement.dispose();
  });
});

import { describe, expect, it } from 'vitest';
import { git, makeRepo } from '../../test/helpers/git-repo.js';
import { findLanding, landingsSince } from './remote.js';

// The Task-Id search that keeps a task from landing twice: by commit ids, and by a range that
// ends at a ref name, which moves.

function land(dir: string, taskId: string): string {
  git(dir, 'commit', '-q', '--allow-empty', '-m', `work\n\nTask-Id: ${taskId}`);
  return git(dir, 'rev-parse', 'HEAD').trim();
}

describe('the Task-Id search of the remote', () => {
  it('finds the commit that landed a task between two commits, and no other', async () => {
    const dir = makeRepo();
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    const first = land(dir, 'T1');
    const second = land(dir, 'T2');
    expect(await findLanding(dir, base, second, 'T1')).toBe(first);
    expect(await findLanding(dir, base, second, 'T2')).toBe(second);
    expect(await findLanding(dir, base, second, 'T3')).toBeNull();
    expect([...(await landingsSince(dir, base, second))]).toEqual([
      ['T1', first],
      ['T2', second],
    ]);
    expect(await findLanding(dir, first, second, 'T1')).toBeNull();
  });

  it('reads a range that ends at a ref name where the ref is now', async () => {
    const dir = makeRepo();
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    land(dir, 'T1');
    expect(await findLanding(dir, base, 'HEAD', 'T2')).toBeNull();
    const later = land(dir, 'T2');
    expect(await findLanding(dir, base, 'HEAD', 'T2')).toBe(later);
  });
});

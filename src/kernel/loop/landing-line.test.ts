import { describe, expect, it } from 'vitest';
import { git, makeRepo, writeFiles } from '../../../test/helpers/git-repo.js';
import { openLandingLine, seatIn } from './landing-line.js';

/** A commit on top of `parent` adding `file` (plumbing: nothing checked out moves). */
function commitOn(repo: string, parent: string, file: string): string {
  writeFiles(repo, { [file]: `${file}\n` });
  git(repo, 'read-tree', parent);
  git(repo, 'add', file);
  const tree = git(repo, 'write-tree').trim();
  git(repo, 'read-tree', 'HEAD');
  return git(repo, 'commit-tree', tree, '-p', parent, '-m', file).trim();
}

const treeOf = (repo: string, commit: string): string =>
  git(repo, 'rev-parse', `${commit}^{tree}`).trim();

describe('the landing line', () => {
  it('stacks each change on the ones before it, in provisional commits off the branch', async () => {
    const repo = makeRepo({ 'a.txt': 'a\n' });
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const line = openLandingLine();
    expect(line.tip(head)).toBeNull();
    const a = commitOn(repo, head, 'A.txt');
    await line.enter('A#1', { tree: treeOf(repo, a), onto: head, onTip: false }, repo);
    const tipA = line.tip(head);
    expect(tipA).not.toBeNull();
    expect(git(repo, 'branch', '--contains', tipA ?? '').trim()).toBe('');
    expect(treeOf(repo, tipA ?? '')).toBe(treeOf(repo, a));
    expect(git(repo, 'rev-parse', `${tipA ?? ''}^`).trim()).toBe(head);
    const b = commitOn(repo, tipA ?? '', 'B.txt');
    await line.enter('B#1', { tree: treeOf(repo, b), onto: tipA ?? '', onTip: true }, repo);
    const tipB = line.tip(head);
    expect(git(repo, 'ls-tree', '--name-only', tipB ?? '').split('\n')).toEqual(
      expect.arrayContaining(['A.txt', 'B.txt']),
    );
    // Nothing the line makes is on the branch.
    expect(git(repo, 'rev-parse', 'main').trim()).toBe(head);
    // A lands (as its own commit on the branch): B's stack still describes head + B.
    const landedA = commitOn(repo, head, 'A.txt');
    line.landed('A#1', landedA);
    expect(line.tip(landedA)).toBe(tipB);
    // B lands too: everything in it is on the branch, so the head itself is the tip.
    const landedB = commitOn(repo, landedA, 'B.txt');
    line.landed('B#1', landedB);
    expect(line.tip(landedB)).toBeNull();
  });

  it('gives the head back as the tip when the stack no longer describes it', async () => {
    const repo = makeRepo({ 'a.txt': 'a\n' });
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const enterOnHead = async (line: ReturnType<typeof openLandingLine>, entry: string) => {
      const change = commitOn(repo, head, `${entry}.txt`);
      await line.enter(entry, { tree: treeOf(repo, change), onto: head, onTip: false }, repo);
    };
    // A change in the stack failed: its tree holds what will never land.
    const failed = openLandingLine();
    await enterOnHead(failed, 'A#1');
    failed.dropped('A#1');
    expect(failed.tip(head)).toBeNull();
    // A change that never entered the line landed: the stack lacks it.
    const outside = openLandingLine();
    await enterOnHead(outside, 'A#1');
    const other = commitOn(repo, head, 'other.txt');
    outside.landed(null, other);
    expect(outside.tip(other)).toBeNull();
    // The branch moved beside the run (a push, a person's commit).
    const beside = openLandingLine();
    await enterOnHead(beside, 'A#1');
    expect(beside.tip(commitOn(repo, head, 'beside.txt'))).toBeNull();
  });

  it('lets a change wait for the judgment of the one it was stacked on, only while that runs', async () => {
    const repo = makeRepo({ 'a.txt': 'a\n' });
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const line = openLandingLine();
    const seat = seatIn(line, 'A');
    const a = commitOn(repo, head, 'A.txt');
    await seat.enter({ tree: treeOf(repo, a), onto: head, onTip: false }, repo);
    const tip = line.tip(head) ?? '';
    // Still queued for a gate slot: not waited for (it may wait behind the waiter).
    expect(line.whenJudged(tip)).toBeNull();
    seat.judging();
    const waiting = line.whenJudged(tip);
    expect(waiting).not.toBeNull();
    let over = false;
    void waiting?.then(() => {
      over = true;
    });
    await Promise.resolve();
    expect(over).toBe(false);
    seat.judged(true);
    await waiting;
    expect(over).toBe(true);
    expect(line.whenJudged(tip)).toBeNull();
    // A seat that leaves the line ends its judgment too: nobody waits on a change that is gone.
    const other = seatIn(line, 'B');
    await other.enter({ tree: treeOf(repo, a), onto: head, onTip: false }, repo);
    const otherTip = line.tip(head) ?? '';
    other.judging();
    const left = line.whenJudged(otherTip);
    other.leave();
    await left;
    expect(line.whenJudged(otherTip)).toBeNull();
  });

  it('tells a change that failed on top of others whether every one of them passed', async () => {
    const repo = makeRepo({ 'a.txt': 'a\n' });
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const line = openLandingLine();
    const a = seatIn(line, 'A');
    const b = seatIn(line, 'B');
    const changeA = commitOn(repo, head, 'A.txt');
    await a.enter({ tree: treeOf(repo, changeA), onto: head, onTip: false }, repo);
    const tipA = line.tip(head) ?? '';
    const changeB = commitOn(repo, tipA, 'B.txt');
    await b.enter({ tree: treeOf(repo, changeB), onto: tipA, onTip: true }, repo);
    const tipB = line.tip(head) ?? '';
    // Not provisional (the head): nothing under it to blame.
    expect(await line.allPassedUnder(head)).toBe(true);
    // A is still queued for its gates: the answer waits for its judgment.
    let answered: boolean | null = null;
    void line.allPassedUnder(tipA).then((passed) => {
      answered = passed;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBeNull();
    a.judging();
    a.judged(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(true);
    // Under B's tip are A (passed) and B; B failed, so a change on top of it was not judged
    // on passing changes only.
    b.judging();
    b.judged(false);
    expect(await line.allPassedUnder(tipB)).toBe(false);
    // A change that passed and then left the line (held for approval, say) counts as failed.
    a.leave();
    expect(await line.allPassedUnder(tipA)).toBe(false);
  });
});

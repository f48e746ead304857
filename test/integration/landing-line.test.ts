import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern } from '../helpers/cli.js';
import { git } from '../helpers/git-repo.js';
import { setup, task } from '../helpers/parallel-repo.js';

// The landing line (src/kernel/loop/landing-line.ts): a parallel run judges each change on
// top of the changes judged before it that have not landed yet.

function audit(repo: string): Record<string, unknown>[] {
  return readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

interface Shown {
  task: { status: string; commit: string | null };
  attempts: {
    outcome: string;
    baseCommit: string;
    verdicts: { gate: string; passed: boolean }[];
  }[];
}

function show(repo: string, id: string): Shown {
  return JSON.parse(govern(repo, ['show', id, '--json']).stdout) as Shown;
}

// Each suite run takes a second, so every change is still being judged when the next
// agent ends.
const SLOW_SUITE = 'await new Promise((r) => setTimeout(r, 1000));\n';

describe('govern run --parallel, the landing line', () => {
  it('judges each change on top of the ones before it and lands them without a re-check', () => {
    const { repo } = setup(
      `case "$GOVERN_TASK_ID" in A) sleep 0.2 ;; B) sleep 0.5 ;; C) sleep 0.8 ;; esac
printf "export const %s = 1;\\n" "$GOVERN_TASK_ID" > "src/$GOVERN_TASK_ID.ts"`,
      [task('A', 'src/A.ts'), task('B', 'src/B.ts'), task('C', 'src/C.ts')],
      ['SCOPE', 'TEST_SUITE'],
      `import { readdirSync } from 'node:fs';\n${SLOW_SUITE}console.log(readdirSync('src').join(','));\n`,
    );
    const start = git(repo, 'rev-parse', 'HEAD').trim();
    const run = govern(repo, ['run', '--parallel', '3']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const events = audit(repo);
    // B and C were moved onto provisional commits of the line before their gates ...
    const onLine = events.filter((e) => e['type'] === 'attempt.rebased' && e['onLine'] === true);
    expect(onLine.map((e) => e['task']).sort()).toEqual(['B', 'C']);
    // ... and each landing found the branch at the tree its change was judged on: no gate ran
    // again (one gate sandbox per task, no re-check).
    expect(events.filter((e) => e['type'] === 'landing.same-tree').length).toBeGreaterThan(0);
    expect(events.filter((e) => e['type'] === 'attempt.gate-sandbox')).toHaveLength(3);
    for (const id of ['A', 'B', 'C']) {
      const shown = show(repo, id);
      expect(shown.task.status).toBe('COMPLETED');
      expect(shown.attempts).toHaveLength(1);
      // The tree the gates judged holds every change before it in the line.
      const judged = shown.attempts[0]?.baseCommit ?? '';
      expect(
        git(repo, 'ls-tree', '--name-only', judged, 'src/').split('\n').length,
      ).toBeGreaterThan(id === 'A' ? 0 : 1);
    }
    // A provisional commit is only ever a base: the branch holds the three task commits on
    // the start, each on the one before, and nothing else.
    const history = git(repo, 'log', '--format=%s', `${start}..main`).trim().split('\n');
    expect(history).toHaveLength(3);
    expect(history.join('\n')).not.toContain('provisional');
    expect(git(repo, 'rev-list', '--count', `${start}..main`).trim()).toBe('3');
    expect(git(repo, 'ls-tree', '--name-only', 'main', 'src/').trim().split('\n')).toEqual([
      'src/.keep',
      'src/A.ts',
      'src/B.ts',
      'src/C.ts',
    ]);
  });

  it('judges a change that failed on top of a broken one again on the head alone', () => {
    // A's first attempt breaks the suite and fails; B, judged on top of it, fails too, for
    // A's fault. B is judged again on the head alone and lands on its first attempt; A lands
    // on its second.
    const { repo } = setup(
      `if [ "$GOVERN_TASK_ID" = A ]; then sleep 0.2; if [ "$GOVERN_ATTEMPT" = 1 ]; then echo "export const a = 'broken';" > src/a.ts; else echo "export const a = 1;" > src/a.ts; fi; fi
if [ "$GOVERN_TASK_ID" = B ]; then sleep 0.6; echo "export const b = 1;" > src/b.ts; fi`,
      [task('A', 'src/a.ts'), task('B', 'src/b.ts')],
      ['SCOPE', 'TEST_SUITE'],
      `import { existsSync, readFileSync } from 'node:fs';\n${SLOW_SUITE}if (existsSync('src/a.ts') && readFileSync('src/a.ts', 'utf8').includes('broken')) { console.error('a is broken'); process.exit(1); }\n`,
    );
    const start = git(repo, 'rev-parse', 'HEAD').trim();
    const run = govern(repo, ['run', '--parallel', '2']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const b = show(repo, 'B');
    expect(b.attempts.map((a) => a.outcome)).toEqual(['committed']);
    const a = show(repo, 'A');
    expect(a.attempts.map((attempt) => attempt.outcome)).toEqual(['rolled_back', 'committed']);
    expect(a.attempts[0]?.verdicts.filter((v) => !v.passed).map((v) => v.gate)).toEqual([
      'TEST_SUITE',
    ]);
    const moves = audit(repo).filter((e) => e['type'] === 'attempt.rebased' && e['task'] === 'B');
    // Onto the line (A's broken change), then back onto the head alone.
    expect(moves).toMatchObject([
      { attempt: 1, onLine: true },
      { attempt: 1, judgedAlone: true, onto: start },
    ]);
    // B's record names the base it passed on: the head, without A's broken change.
    expect(b.attempts[0]?.baseCommit).toBe(start);
    expect(readFileSync(join(repo, 'src', 'a.ts'), 'utf8')).toContain('a = 1');
  });
});

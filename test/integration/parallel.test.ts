import {
  existsSync,
  lstatSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern, governAsync, governAsyncResult } from '../helpers/cli.js';
import { git, STATUS_AFTER_INIT, writeFiles } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';
import { setup, task } from '../helpers/parallel-repo.js';
import { gitWith } from '../../scripts/lib/git.mjs';

/** Whether the task's first gate sandbox opened (its change collected, its gates starting). */
function auditedFor(repo: string, type: string, taskId: string): boolean {
  const file = join(repo, '.governance', 'audit.jsonl');
  return (
    existsSync(file) &&
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.endsWith('}'))
      .map((line) => JSON.parse(line) as { type?: string; task?: string })
      .some((event) => event.type === type && event.task === taskId)
  );
}

async function waitFor(ready: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) {
      throw new Error(`gave up waiting after ${String(timeoutMs)} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * When each task's agent was live, from the audit log: an attempt starts before its agent
 * and its sandbox is closed after it, so the span covers the agent's whole run. (The agent
 * cannot log it itself: the sandbox lets it write only in its worktree.)
 */
function intervals(repo: string): Map<string, [number, number]> {
  const map = new Map<string, [number, number]>();
  const lines = readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n');
  for (const line of lines) {
    const event = JSON.parse(line) as { type: string; at: string; task?: string };
    if (event.task === undefined) {
      continue;
    }
    const current = map.get(event.task) ?? [0, 0];
    if (event.type === 'attempt.started') {
      current[0] = Date.parse(event.at);
    } else if (event.type === 'attempt.sandbox') {
      current[1] = Date.parse(event.at);
    }
    map.set(event.task, current);
  }
  return map;
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

describe('govern run --parallel', () => {
  it('runs independent tasks at the same time in worktrees and lands each as one commit', () => {
    const ids = ['A', 'B', 'C', 'D', 'E', 'F'];
    const { repo } = setup(
      'sleep 1\nprintf "export const v = 1;\\n" > "src/$GOVERN_TASK_ID.ts"',
      ids.map((id) => task(id, `src/${id}.ts`)),
      ['SCOPE', 'ANTI_STUB', 'TEST_SUITE'],
    );
    const run = govern(repo, ['run', '--parallel', '3']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const spans = intervals(repo);
    const concurrent = ids.some((x) =>
      ids.some((y) => x !== y && overlaps(spans.get(x)!, spans.get(y)!)),
    );
    expect(concurrent).toBe(true);
    const subjects = git(repo, 'log', '--format=%s').trim().split('\n');
    expect(subjects).toHaveLength(ids.length + 1);
    expect(git(repo, 'rev-list', '--merges', '--count', 'HEAD').trim()).toBe('0');
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
    expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
    expect(git(repo, 'branch', '--list', 'govern/wip/*')).toBe('');
  });

  it('runs in a repository that tracks its node_modules as a symlink (issue 17: it crashed with EEXIST)', () => {
    const { repo } = setup(
      'printf "export const v = 1;\\n" > "src/$GOVERN_TASK_ID.ts"',
      [task('A', 'src/A.ts'), task('B', 'src/B.ts')],
      ['SCOPE', 'TEST_SUITE'],
      // The suite reads a module through the tracked link, so a broken link fails it.
      "import('./node_modules/dep/index.mjs').then((m) => process.exit(m.ok ? 0 : 1));\n",
      (dir) => {
        writeFiles(dir, { 'vendor/modules/dep/index.mjs': 'export const ok = true;\n' });
        symlinkSync('vendor/modules', join(dir, 'node_modules'));
        git(dir, 'add', '-A');
        git(dir, 'commit', '-q', '-m', 'track node_modules as a symlink');
      },
    );
    const run = govern(repo, ['run', '--parallel', '2']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(git(repo, 'log', '--format=%s').trim().split('\n')).toHaveLength(4);
    expect(lstatSync(join(repo, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(repo, 'node_modules'))).toBe('vendor/modules');
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
  });

  it('never runs two tasks whose write scopes overlap at the same time', () => {
    const { repo } = setup(
      'sleep 0.5\nmkdir -p src/shared && printf "export const v = 1;\\n" > "src/shared/$GOVERN_TASK_ID.ts"',
      [task('A', 'src/shared'), task('B', 'src/shared/B.ts'), task('C', 'src/other/C.ts')],
      ['ANTI_STUB', 'TEST_SUITE'],
    );
    expect(govern(repo, ['run', '--parallel', '3']).code).toBe(0);
    const spans = intervals(repo);
    expect(spans.get('A')![1]).toBeGreaterThan(0);
    expect(overlaps(spans.get('A')!, spans.get('B')!)).toBe(false);
  });

  it('judges a rebased landing by a constitution rule committed while the task ran', async () => {
    // B's first-pass suite waits while its change logs and no rule is committed yet. A ends
    // first, so B's change is moved onto A (landed, or in the landing line) before its gates.
    const { repo } = setup(
      `if [ "$GOVERN_TASK_ID" = B ]; then sleep 1.5; else sleep 0.2; fi
if [ "$GOVERN_TASK_ID" = B ] && [ "$GOVERN_ATTEMPT" = 1 ]; then printf "export const b = 1;\\nconsole.log(b);\\n" > src/b.ts; else printf "export const %s = 1;\\n" "$GOVERN_TASK_ID" | tr 'AB' 'ab' > "src/$(echo $GOVERN_TASK_ID | tr 'AB' 'ab').ts"; fi`,
      [task('A', 'src/a.ts'), task('B', 'src/b.ts')],
      ['SCOPE', 'CONSTITUTION', 'TEST_SUITE'],
      `import { existsSync, readFileSync } from 'node:fs';
if (existsSync('src/b.ts') && readFileSync('src/b.ts', 'utf8').includes('console') && !existsSync('.governance/constitution.json')) await new Promise((r) => setTimeout(r, 4000));
`,
    );
    const run = governAsyncResult(repo, ['run', '--parallel', '2']);
    // While B's first-pass gates run, a person commits a rule: B's first attempt breaks it,
    // and only the landing's rebase onto that commit can see it. B's gates must have started
    // (its change moved onto A just before them; its suite then waits 4 s): a fixed wait
    // raced the run's own start on a loaded machine, and a commit before preflight is a
    // dirty tree.
    await waitFor(() => auditedFor(repo, 'attempt.rebased', 'B'), 120_000);
    // Committed beside the working tree (plumbing, as a push from elsewhere would arrive): a
    // person's edit of the checked-out constitution during a run is a tampering alarm.
    const rules = join(makeTempDir('govern-rules-'), 'constitution.json');
    writeFileSync(
      rules,
      JSON.stringify({
        rules: [
          {
            id: 'no-console',
            why: 'logs go through the logger',
            kind: 'forbid',
            paths: ['src/**'],
            pattern: 'console\\.log',
            in: 'added-code',
          },
        ],
      }),
    );
    const blob = git(repo, 'hash-object', '-w', rules).trim();
    const index = join(makeTempDir('govern-index-'), 'index');
    const indexGit = gitWith({ GIT_INDEX_FILE: index });
    const plumbing = (...args: string[]): string => indexGit(repo, ...args).trim();
    for (let tries = 0; ; tries += 1) {
      const head = git(repo, 'rev-parse', 'main').trim();
      plumbing('read-tree', head);
      plumbing(
        'update-index',
        '--add',
        '--cacheinfo',
        `100644,${blob},.governance/constitution.json`,
      );
      const commit = plumbing('commit-tree', plumbing('write-tree'), '-p', head, '-m', 'rules');
      try {
        // Compare-and-swap: govern may have landed A meanwhile.
        git(repo, 'update-ref', 'refs/heads/main', commit, head);
        break;
      } catch (error) {
        if (tries >= 20) {
          throw error;
        }
      }
    }
    const result = await run;
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const show = JSON.parse(govern(repo, ['show', 'B', '--json']).stdout) as {
      attempts: {
        outcome: string;
        baseCommit: string;
        verdicts: { gate: string; passed: boolean }[];
      }[];
    };
    expect(show.attempts[0]?.verdicts.filter((v) => !v.passed).map((v) => v.gate)).toEqual([
      'CONSTITUTION',
    ]);
    // B's change was judged on a head without the rule: its landing's re-check refused it.
    const ruled = git(repo, 'log', '--format=%H', '--grep=^rules$', 'main').trim();
    const judgedOn = show.attempts[0]?.baseCommit ?? '';
    expect(git(repo, 'log', '--format=%H', judgedOn).split('\n')).not.toContain(ruled);
    expect(show.attempts[1]?.outcome).toBe('committed');
    expect(readFileSync(join(repo, 'src', 'b.ts'), 'utf8')).not.toContain('console.log');
  });

  it('sends a rebase conflict back to retry on the new head', () => {
    // Scopes that overlap never run together, so a conflict needs an agent writing outside
    // its scope with SCOPE off: both append to the same new file.
    const { repo } = setup(
      `if [ "$GOVERN_TASK_ID" = B ]; then sleep 1.5; fi
printf "export const v%s = 1;\\n" "$GOVERN_TASK_ID" >> src/shared.ts`,
      [task('A', 'src/a.ts'), task('B', 'src/b.ts')],
      ['TEST_SUITE'],
    );
    const run = govern(repo, ['run', '--parallel', '2']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const show = JSON.parse(govern(repo, ['show', 'B', '--json']).stdout) as {
      attempts: { outcome: string; verdicts: { gate: string; passed: boolean }[] }[];
    };
    expect(show.attempts[0]?.verdicts.filter((v) => !v.passed).map((v) => v.gate)).toEqual([
      'LANDING',
    ]);
    expect(show.attempts[1]?.outcome).toBe('committed');
    expect(readFileSync(join(repo, 'src', 'shared.ts'), 'utf8')).toBe(
      'export const vA = 1;\nexport const vB = 1;\n',
    );
  });

  it('keeps every task exactly once through random kills of a parallel run', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `P${i + 1}`);
    const { repo } = setup(
      'sleep 0.$(( $$ % 5 ))\nprintf "export const v = 1;\\n" > "src/$GOVERN_TASK_ID.ts"',
      ids.map((id) => task(id, `src/${id}.ts`)),
      ['SCOPE', 'ANTI_STUB', 'TEST_SUITE'],
    );
    let seed = 7;
    for (let trial = 0; trial < 6; trial += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const child = governAsync(repo, ['run', '--parallel', '8']);
      const exited = new Promise((resolve) => child.on('exit', resolve));
      await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(resolve, 200 + (seed % 900))),
      ]);
      child.kill('SIGKILL');
      await exited;
      expect(govern(repo, ['status', '--json']).code, `trial ${trial}`).toBe(0);
      expect(govern(repo, ['audit', 'verify']).code, `trial ${trial}`).toBe(0);
    }
    const final = govern(repo, ['run', '--parallel', '8']);
    expect(final.code, final.stdout + final.stderr).toBe(0);
    const trailers = git(repo, 'log', '--format=%(trailers:key=Task-Id,valueonly,separator=)')
      .trim()
      .split('\n')
      .filter((t) => t !== '');
    expect(trailers.sort()).toEqual([...ids].sort());
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
    expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
  }, 120_000);
  // Run all at once, the tool gates of parallel tasks share the cores and all finish late;
  // one slot per core (config `parallelGates`) lets the first finish early.
  it('runs first-pass tool gates no more at once than parallelGates allows', () => {
    // The suite takes a while and prints when it ran: its output is kept in the attempt.
    const check =
      "const start = Date.now(); while (Date.now() - start < 700) {} console.log('RAN', start, Date.now());\n";
    const gateSpans = (parallelGates: number): [number, number][] => {
      const ids = ['A', 'B', 'C'];
      const { repo } = setup(
        'sleep 0.3\nprintf "export const v = 1;\\n" > "src/$GOVERN_TASK_ID.ts"',
        ids.map((id) => task(id, `src/${id}.ts`)),
        ['SCOPE', 'TEST_SUITE'],
        check,
      );
      const configFile = join(repo, '.governance', 'config.json');
      const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
      writeFileSync(configFile, JSON.stringify({ ...config, parallelGates }));
      const run = govern(repo, ['run', '--parallel', '3']);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      return ids.map((id) => {
        const record = JSON.parse(
          readFileSync(join(repo, '.governance', 'tasks', id, 'attempt-1.json'), 'utf8'),
        ) as { verdicts: { gate: string; output?: string }[] };
        const output = record.verdicts.find((v) => v.gate === 'TEST_SUITE')?.output ?? '';
        const ran = /RAN (\d+) (\d+)/.exec(output);
        expect(ran, output).not.toBeNull();
        return [Number(ran![1]), Number(ran![2])];
      });
    };
    const anyOverlap = (spans: [number, number][]): boolean =>
      spans.some((a, i) => spans.some((b, j) => i !== j && overlaps(a, b)));
    expect(anyOverlap(gateSpans(1))).toBe(false);
    // The control: with a slot per task they do overlap, so the check above can fail.
    expect(anyOverlap(gateSpans(3))).toBe(true);
  });
});

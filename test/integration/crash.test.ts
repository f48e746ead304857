import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern, governAsync } from '../helpers/cli.js';
import { git, makeRepo, STATUS_AFTER_INIT } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

const TASKS = 16;
const TRIALS = 14;

/** Deterministic pseudo-random numbers, so a failing trial can be replayed. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface StatusJson {
  tasks: { id: string; status: string; commit: string | null }[];
}

/** Every commit after the initial one, as task id -> commit ids. */
function taskCommits(repo: string): Map<string, string[]> {
  const out = git(repo, 'log', '--format=%H %(trailers:key=Task-Id,valueonly,separator=)', 'HEAD');
  const map = new Map<string, string[]>();
  for (const line of out.trim().split('\n')) {
    const [hash, id] = line.trim().split(' ');
    if (hash !== undefined && id !== undefined && id !== '') {
      map.set(id, [...(map.get(id) ?? []), hash]);
    }
  }
  return map;
}

function checkInvariants(repo: string, trial: number): StatusJson {
  const status = govern(repo, ['status', '--json']);
  expect(status.code, `trial ${trial}: ledger must load: ${status.stderr}`).toBe(0);
  const ledger = JSON.parse(status.stdout) as StatusJson;
  expect(govern(repo, ['audit', 'verify']).code, `trial ${trial}: audit chain`).toBe(0);
  const commits = taskCommits(repo);
  for (const [id, hashes] of commits) {
    expect(hashes, `trial ${trial}: task ${id} committed once`).toHaveLength(1);
    const row = ledger.tasks.find((t) => t.id === id);
    // A kill between `git commit` and the ledger write leaves IN_PROGRESS; the restart finds the commit.
    expect(['COMPLETED', 'IN_PROGRESS'], `trial ${trial}: ${id} has a commit`).toContain(
      row?.status,
    );
  }
  for (const row of ledger.tasks.filter((t) => t.status === 'COMPLETED')) {
    expect(commits.get(row.id), `trial ${trial}: COMPLETED ${row.id} has its commit`).toEqual([
      row.commit,
    ]);
  }
  return ledger;
}

describe('crash safety', () => {
  it(`survives ${TRIALS} kill -9 at random points and finishes every task exactly once`, async () => {
    const repo = makeRepo({
      'check.mjs': 'setTimeout(() => process.exit(0), 50);\n',
      'src/.keep': '',
    });
    expect(govern(repo, ['init']).code).toBe(0);
    const agent = join(makeTempDir('govern-agent-'), 'agent.sh');
    // Sleeps so kills land inside the agent too; every third task fails its first attempt
    // (a stub), so rollbacks are interrupted as well.
    writeFileSync(
      agent,
      `#!/bin/sh
cd "$GOVERN_WORKSPACE"
sleep 0.$(( $$ % 3 ))
n=\${GOVERN_TASK_ID#T}
if [ $(( n % 3 )) = 0 ] && [ "$GOVERN_ATTEMPT" = 1 ]; then
  printf 'export function f%s(): number {}\\n' "$n" > "src/t$n.ts"
else
  printf 'export function f%s(): number {\\n  return %s;\\n}\\n' "$n" "$n" > "src/t$n.ts"
fi
mkdir -p "scratch-$n" && echo tmp > "scratch-$n/file"
rm -rf "scratch-$n"
`,
      { mode: 0o755 },
    );
    writeFileSync(
      join(repo, '.governance', 'config.json'),
      JSON.stringify({
        version: 1,
        projectName: 'crash',
        defaultAgent: 'sh',
        agents: { sh: { type: 'script', command: agent } },
        categories: { REFACTORING: { gates: ['ANTI_STUB', 'TEST_SUITE'] } },
        gates: { TEST_SUITE: { command: 'node', args: ['check.mjs'] } },
      }),
    );
    const tasksFile = join(makeTempDir(), 'tasks.json');
    writeFileSync(
      tasksFile,
      JSON.stringify(
        Array.from({ length: TASKS }, (_, i) => ({
          id: `T${i + 1}`,
          category: 'REFACTORING',
          targetPath: `src/t${i + 1}.ts`,
          description: `add f${i + 1}`,
          dependencies: i > 0 && i % 4 === 0 ? [`T${i}`] : [],
        })),
      ),
    );
    expect(govern(repo, ['add', '--file', tasksFile]).code).toBe(0);

    const random = lcg(20261130);
    for (let trial = 1; trial <= TRIALS; trial += 1) {
      const child = governAsync(repo, ['run']);
      const exited = new Promise((resolve) => child.on('exit', resolve));
      // The CLI takes ~0.5 s to start: most kills land in the run itself, some in its start.
      const delayMs = 250 + Math.floor(random() * 1100);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, delayMs))]);
      child.kill('SIGKILL');
      await exited;
      checkInvariants(repo, trial);
    }

    const final = govern(repo, ['run']);
    expect(final.code, final.stdout + final.stderr).toBe(0);
    const ledger = checkInvariants(repo, TRIALS + 1);
    expect(ledger.tasks.every((t) => t.status === 'COMPLETED')).toBe(true);
    const commits = taskCommits(repo);
    expect(commits.size).toBe(TASKS);
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
    for (let i = 1; i <= TASKS; i += 1) {
      expect(readFileSync(join(repo, 'src', `t${i}.ts`), 'utf8')).toContain(`return ${i};`);
    }
    // Only the tasks' commits and the initial one: nothing else touched the code.
    expect(git(repo, 'rev-list', '--count', 'HEAD').trim()).toBe(String(TASKS + 1));
  }, 300_000);
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

interface Attempt {
  verdicts: {
    gate: string;
    passed: boolean;
    findings: { rule: string; message: string; severity?: string }[];
  }[];
  outcome: string;
}

// Test cases that live in data: the test file never changes, so only the runner's own count
// shows that two of three cases stopped running.
const CASES_TEST = `import test from 'node:test';
import assert from 'node:assert';
import { readFileSync } from 'node:fs';
const cases = JSON.parse(readFileSync(new URL('../src/cases.json', import.meta.url), 'utf8'));
for (const c of cases) {
  test(c.name, () => assert.equal(c.input * 2, c.expected));
}
`;

const CASES = [
  { name: 'one', input: 1, expected: 2 },
  { name: 'two', input: 2, expected: 4 },
  { name: 'three', input: 3, expected: 6 },
];

/**
 * Points the repository at a script agent running `body` in its workspace, with SCOPE and
 * TEST_SUITE and no retry; `gates` overrides the detected test command.
 */
function useScriptAgent(repo: string, body: string, gates: object = {}): void {
  const agent = join(makeTempDir('govern-agent-'), 'agent.sh');
  writeFileSync(agent, `#!/bin/sh\ncd "$GOVERN_WORKSPACE"\n${body}\n`, { mode: 0o755 });
  writeFileSync(
    join(repo, '.governance', 'config.json'),
    JSON.stringify({
      version: 1,
      projectName: 'count',
      defaultAgent: 'sh',
      agents: { sh: { type: 'script', command: agent } },
      categories: { REFACTORING: { gates: ['SCOPE', 'TEST_SUITE'], maxRetries: 0 } },
      gates,
    }),
  );
}

describe('TEST_SUITE counts the tests it ran against the base', () => {
  it('fails a change that makes fewer tests run, and lets a declared test change land with a note', () => {
    const repo = makeRepo({
      'src/cases.json': JSON.stringify(CASES),
      'test/cases.test.mjs': CASES_TEST,
    });
    expect(govern(repo, ['init']).code).toBe(0);
    useScriptAgent(repo, `printf '[{"name":"one","input":1,"expected":2}]' > src/cases.json`, {
      TEST_SUITE: { command: 'node', args: ['--test', '--test-reporter=tap'] },
    });
    const tasks = join(makeTempDir(), 'tasks.json');
    const task = {
      category: 'REFACTORING',
      targetPath: 'src/cases.json',
      description: 'trim the cases',
    };
    writeFileSync(
      tasks,
      JSON.stringify([
        { id: 'HIDE', ...task },
        { id: 'DECLARED', ...task, metadata: { allowTestChanges: true } },
      ]),
    );
    expect(govern(repo, ['add', '--file', tasks]).code).toBe(0);
    const run = govern(repo, ['run']);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const attempt = (id: string): Attempt =>
      JSON.parse(
        readFileSync(join(repo, '.governance', 'tasks', id, 'attempt-1.json'), 'utf8'),
      ) as Attempt;
    const hidden = attempt('HIDE').verdicts.find((v) => v.gate === 'TEST_SUITE');
    expect(hidden?.passed).toBe(false);
    expect(hidden?.findings).toEqual([
      expect.objectContaining({
        rule: 'fewer-tests',
        message: expect.stringMatching(
          /^the suite ran 1 test\(s\) where the base ran 3: 2 test\(s\) no longer run .*allowTestChanges/,
        ) as string,
      }),
    ]);
    expect(attempt('HIDE').outcome).toBe('rolled_back');
    const declared = attempt('DECLARED').verdicts.find((v) => v.gate === 'TEST_SUITE');
    expect(declared?.passed).toBe(true);
    expect(declared?.findings).toEqual([
      expect.objectContaining({ rule: 'fewer-tests', severity: 'info' }),
    ]);
    expect(attempt('DECLARED').outcome).toBe('committed');
    // The base's suite is repository code too: it ran in a gate sandbox of its own, in a
    // temporary worktree that is gone, with its branch.
    const events = readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      events.filter(
        (e) => e['type'] === 'attempt.gate-sandbox' && e['purpose'] === 'test count at the base',
      ),
    ).toEqual([expect.objectContaining({ task: 'HIDE', mechanism: 'bwrap' })]);
    expect(git(repo, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
    expect(git(repo, 'branch', '--list', 'govern/wip/*')).toBe('');
  });

  it('knows the count of a tree landed after related re-checks without running it, and measures it before refusing', () => {
    // A and B run at once and each add a test. B's agent ends first and is judged alone; A is
    // judged on top of it (the landing line), so A's own first pass ran the whole suite on the
    // tree both make. Whichever lands first is re-checked with only the tests related to both
    // changes; the tree they end at is the one A's first pass counted.
    // (B's new test waits while A's is absent: it is judged before A lands.)
    // C and D start there. C runs as many tests: its base's count is known, no base run. D
    // drops a case of a table-driven test (no test file changes, so only the count shows
    // it): it is judged by a measured count, C's.
    const nodeTest = (name: string, module: string, value: number): string =>
      `import assert from 'node:assert';\nimport test from 'node:test';\nimport { v } from '../src/${module}.js';\ntest('${name}', () => assert.equal(v, ${String(value)}));\n`;
    const slowUntilA =
      "import { existsSync } from 'node:fs';\nif (!existsSync('test/a2.test.js')) await new Promise((r) => setTimeout(r, 4000));\n";
    const repo = makeRepo({
      'package.json': JSON.stringify({ type: 'module', scripts: { test: 'node --test test/' } }),
      'src/a.js': 'export const v = 1;\n',
      'src/b.js': 'export const v = 1;\n',
      'src/other.js': 'export const v = 1;\n',
      'test/a.test.js': nodeTest('a', 'a', 1),
      'test/b.test.js': nodeTest('b', 'b', 1),
      'src/cases.json': JSON.stringify(CASES.slice(0, 2)),
      'test/cases.test.mjs': CASES_TEST,
    });
    expect(govern(repo, ['init']).code).toBe(0);
    // The sandbox shows the agent no other folder of /tmp: the new tests are here-documents.
    useScriptAgent(
      repo,
      [
        'case "$GOVERN_TASK_ID" in',
        `  A) sleep 1; cat > test/a2.test.js <<'EOF'\n${nodeTest('a2', 'a', 1)}EOF\n  ;;`,
        `  B) sleep 0.2; cat > test/b2.test.js <<'EOF'\n${slowUntilA}${nodeTest('b2', 'b', 1)}EOF\n  ;;`,
        '  C) echo "export const v = 1; // C" > src/other.js ;;',
        `  D) sleep 1; echo '[{"name":"one","input":1,"expected":2}]' > src/cases.json ;;`,
        'esac',
      ].join('\n'),
    );
    const tasks = join(makeTempDir(), 'tasks.json');
    const task = (id: string, targetPath: string, dependencies: string[] = []): object => ({
      id,
      category: 'REFACTORING',
      targetPath,
      description: `task ${id}`,
      dependencies,
    });
    writeFileSync(
      tasks,
      JSON.stringify([
        task('A', 'test/a2.test.js'),
        task('B', 'test/b2.test.js'),
        task('C', 'src/other.js', ['A', 'B']),
        task('D', 'src/cases.json', ['A', 'B']),
      ]),
    );
    expect(govern(repo, ['add', '--file', tasks]).code).toBe(0);
    const run = govern(repo, ['run', '--parallel', '2']);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const suite = (id: string): Attempt['verdicts'][number] & { output?: string } =>
      (
        JSON.parse(
          readFileSync(join(repo, '.governance', 'tasks', id, 'attempt-1.json'), 'utf8'),
        ) as { verdicts: (Attempt['verdicts'][number] & { output?: string })[] }
      ).verdicts.find((v) => v.gate === 'TEST_SUITE') ?? { gate: '', passed: false, findings: [] };
    const status = JSON.parse(govern(repo, ['status', '--json']).stdout) as {
      tasks: { id: string; status: string }[];
    };
    expect(status.tasks.map((t) => [t.id, t.status])).toEqual([
      ['A', 'COMPLETED'],
      ['B', 'COMPLETED'],
      ['C', 'COMPLETED'],
      ['D', 'FAILED'],
    ]);
    expect(suite('C').passed).toBe(true);
    expect(suite('C').output).toContain('6 test(s) ran (6 on the base');
    expect(suite('D').passed).toBe(false);
    expect(suite('D').findings).toEqual([
      expect.objectContaining({
        rule: 'fewer-tests',
        message: expect.stringMatching(
          /^the suite ran 5 test\(s\) where the base ran 6:/,
        ) as string,
      }),
    ]);
    const baseCounts = readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter(
        (e) => e['type'] === 'attempt.gate-sandbox' && e['purpose'] === 'test count at the base',
      )
      .map((e) => e['task']);
    // The first of A and B counts the first base; the other is judged on top of it and
    // takes the count its first pass recorded. C's base is the tree A's first pass counted.
    // D, judged on top of C (D's agent ends later), takes the count C's judgment recorded:
    // a measured count, which refuses it.
    expect(baseCounts).toHaveLength(1);
    expect(baseCounts).not.toContain('C');
    expect(baseCounts).not.toContain('D');
  }, 120_000);
});

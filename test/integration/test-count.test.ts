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

describe('TEST_SUITE counts the tests it ran against the base', () => {
  it('fails a change that makes fewer tests run, and lets a declared test change land with a note', () => {
    const repo = makeRepo({
      'src/cases.json': JSON.stringify([
        { name: 'one', input: 1, expected: 2 },
        { name: 'two', input: 2, expected: 4 },
        { name: 'three', input: 3, expected: 6 },
      ]),
      'test/cases.test.mjs': CASES_TEST,
    });
    expect(govern(repo, ['init']).code).toBe(0);
    const agent = join(makeTempDir('govern-agent-'), 'agent.sh');
    writeFileSync(
      agent,
      `#!/bin/sh\ncd "$GOVERN_WORKSPACE"\nprintf '[{"name":"one","input":1,"expected":2}]' > src/cases.json\n`,
      { mode: 0o755 },
    );
    writeFileSync(
      join(repo, '.governance', 'config.json'),
      JSON.stringify({
        version: 1,
        projectName: 'count',
        defaultAgent: 'sh',
        agents: { sh: { type: 'script', command: agent } },
        categories: { REFACTORING: { gates: ['SCOPE', 'TEST_SUITE'], maxRetries: 0 } },
        gates: { TEST_SUITE: { command: 'node', args: ['--test', '--test-reporter=tap'] } },
      }),
    );
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
});

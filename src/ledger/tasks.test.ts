import { describe, expect, it } from 'vitest';
import { createLedger, findCycle, planTaskImport } from './index.js';
import type { Ledger } from './index.js';

const context = {
  workspace: '/repo',
  limitsFor: () => ({ maxRetries: 2, timeoutMs: 1000 }),
  now: '2026-01-01T00:00:00.000Z',
};

function task(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    category: 'REFACTORING',
    targetPath: `src/${id}.ts`,
    description: `do ${id}`,
    ...extra,
  };
}

function issuesOf(ledger: Ledger, raw: unknown): string[] {
  const result = planTaskImport(ledger, raw, context);
  return result.kind === 'invalid' ? [...result.issues] : [];
}

describe('task import', () => {
  it('fills seed defaults and normalizes paths', () => {
    const result = planTaskImport(
      createLedger('p'),
      [task('A', { targetPath: ['./src/a.ts', '/repo/src/b/'] })],
      context,
    );
    expect(result.kind).toBe('ok');
    const [a] = result.kind === 'ok' ? result.tasks : [];
    expect(a).toMatchObject({
      id: 'A',
      status: 'PENDING',
      retryCount: 0,
      maxRetries: 2,
      timeoutMs: 1000,
      targetPath: ['src/a.ts', 'src/b'],
      referencePath: [],
      acceptanceCriteria: [],
      dependencies: [],
    });
  });

  it('accepts the PROGRESS.json shape ({tasks: [...]}) as well as an array', () => {
    expect(planTaskImport(createLedger('p'), { tasks: [task('A')] }, context).kind).toBe('ok');
  });

  it('rejects duplicate ids within the file and against the ledger', () => {
    const ledger = createLedger('p');
    const ok = planTaskImport(ledger, [task('A')], context);
    const withA: Ledger = { ...ledger, tasks: ok.kind === 'ok' ? [...ok.tasks] : [] };
    expect(issuesOf(ledger, [task('B'), task('B')])).toEqual([
      'task "B" (tasks[1]).id: duplicate id, already used by tasks[0]',
    ]);
    expect(issuesOf(withA, [task('A')])).toEqual([
      'task "A" (tasks[0]).id: a task with this id is already in the ledger',
    ]);
  });

  it('rejects unknown dependencies and self-dependencies', () => {
    expect(issuesOf(createLedger('p'), [task('A', { dependencies: ['Z', 'A'] })])).toEqual([
      'task "A" (tasks[0]).dependencies[0]: unknown task id "Z"',
      'task "A" (tasks[0]).dependencies[1]: a task cannot depend on itself',
    ]);
  });

  it('rejects dependency cycles and names the cycle', () => {
    const issues = issuesOf(createLedger('p'), [
      task('A', { dependencies: ['C'] }),
      task('B', { dependencies: ['A'] }),
      task('C', { dependencies: ['B'] }),
    ]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/dependency cycle A -> C -> B -> A/);
  });

  it('rejects unknown categories naming the task and field', () => {
    const issues = issuesOf(createLedger('p'), [task('A'), task('B', { category: 'COOKING' })]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^task "B" \(tasks\[1\]\)\.category: /);
  });

  it('rejects paths outside the workspace and reserved paths', () => {
    const issues = issuesOf(createLedger('p'), [
      task('A', { targetPath: ['src/ok.ts', '../outside.ts'] }),
      task('B', { referencePath: '/etc/passwd' }),
      task('C', { targetPath: '.git/hooks/pre-commit' }),
      task('D', { targetPath: 'src/../../x' }),
    ]);
    expect(issues).toEqual([
      'task "A" (tasks[0]).targetPath[1]: "../outside.ts" is outside the workspace; use a path inside it, relative to the workspace root',
      'task "B" (tasks[1]).referencePath: "/etc/passwd" is outside the workspace; use a path inside it, relative to the workspace root',
      'task "C" (tasks[2]).targetPath: ".git/hooks/pre-commit" is reserved for git and govern (.git); a task may not change it',
      'task "D" (tasks[3]).targetPath: "src/../../x" is outside the workspace; use a path inside it, relative to the workspace root',
    ]);
  });

  it('rejects unknown fields and wrong types', () => {
    const issues = issuesOf(createLedger('p'), [task('A', { maxRetries: -1, colour: 'red' })]);
    expect(issues.some((i) => i.startsWith('task "A" (tasks[0]).maxRetries'))).toBe(true);
    expect(issues.some((i) => i.includes('colour'))).toBe(true);
  });

  it('explains a file that is not a task list', () => {
    expect(issuesOf(createLedger('p'), { hello: 1 })[0]).toMatch(/expected an array of tasks/);
  });
});

describe('findCycle', () => {
  it('returns null for a DAG and the loop otherwise', () => {
    expect(
      findCycle([
        { id: 'a', dependencies: ['b'] },
        { id: 'b', dependencies: [] },
      ]),
    ).toBeNull();
    expect(findCycle([{ id: 'a', dependencies: ['a'] }])).toEqual(['a', 'a']);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertTaskmaster } from './index.js';

const FIXTURE = join(
  import.meta.dirname,
  '..',
  '..',
  'test',
  'fixtures',
  'taskmaster',
  'tasks.json',
);
const tagged = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, { tasks: unknown[] }>;

type Converted = Record<string, unknown> & {
  id: string;
  targetPath: string[];
  dependencies: string[];
  description: string;
  acceptanceCriteria: string[];
  category: string;
};

function ok(
  raw: unknown,
  options: Parameters<typeof convertTaskmaster>[1] = { category: 'REFACTORING' },
) {
  const result = convertTaskmaster(raw, options);
  if (result.kind !== 'ok') {
    throw new Error(result.issues.join('\n'));
  }
  return { ...result, byId: new Map((result.tasks as Converted[]).map((task) => [task.id, task])) };
}

describe('Taskmaster import', () => {
  it('maps the tagged master list of a realistic 23-task file with 9 subtasks', () => {
    const { tasks, byId, done, cancelled } = ok(tagged);
    expect(tasks).toHaveLength(32);
    const signup = byId.get('TM-10')!;
    expect(signup.description).toBe(
      'Signup endpoint\n\nPOST /signup creates a user.\n\nAdd src/http/routes/signup.ts validating the body with the user schema, hashing the password and returning 201.',
    );
    expect(signup.acceptanceCriteria).toEqual([
      'Tests: duplicate email is 409, weak password is 400, success is 201.',
    ]);
    expect(signup.targetPath).toEqual(['src/http/routes/signup.ts']);
    expect(signup.dependencies).toEqual(['TM-6', 'TM-7', 'TM-9']);
    expect(signup['metadata']).toEqual({
      taskmaster: { id: '10', tag: 'master', status: 'pending', priority: 'medium' },
    });
    // A bullet list in testStrategy is one criterion per bullet.
    expect(byId.get('TM-8')!.acceptanceCriteria).toEqual([
      'a revoked token is rejected',
      'an expired token is rejected',
      'refresh extends the expiry',
    ]);
    // Dependencies as numbers, numeric strings and "PARENT.SUB" subtask references.
    expect(byId.get('TM-5')!.dependencies).toEqual(['TM-4', 'TM-3']);
    expect(byId.get('TM-6')!.dependencies).toEqual(['TM-4', 'TM-3.1']);
    expect(byId.get('TM-23')!.dependencies).toEqual(['TM-12', 'TM-8.3', 'TM-13']);
    // A subtask depends on its parent; a small number is a sibling subtask.
    expect(byId.get('TM-8.3')!.dependencies).toEqual(['TM-8', 'TM-8.1', 'TM-8.2']);
    expect(done).toEqual(['TM-1', 'TM-2', 'TM-3.1', 'TM-9']);
    expect(cancelled).toEqual(['TM-22']);
  });

  it('takes targets from the text, metadata.relevantFiles, or the parent, and infers docs and tests', () => {
    const { byId } = ok(tagged);
    expect(byId.get('TM-4')!.targetPath).toEqual([
      'src/db/pool.ts',
      'src/db/query.ts',
      'tests/db/pool.test.ts',
    ]);
    expect(byId.get('TM-4')!['referencePath']).toEqual(['docs/architecture.md']);
    // "Node.js"-like names and version numbers are not paths; folders end with a slash.
    expect(byId.get('TM-18')!.targetPath).toEqual(['docs/api.md', 'src/http/routes']);
    // A subtask naming no path inherits its parent's.
    expect(byId.get('TM-14.2')!.targetPath).toEqual(byId.get('TM-14')!.targetPath);
    expect(byId.get('TM-19')!.category).toBe('DOCUMENTATION');
    expect(byId.get('TM-19')!.targetPath).toEqual(['README.md']);
    expect(byId.get('TM-20')!.targetPath).toEqual(['.github/workflows/ci.yml']);
    expect(byId.get('TM-10')!.category).toBe('REFACTORING');
    expect(ok(tagged, { category: 'API_INTEGRATION' }).byId.get('TM-10')!.category).toBe(
      'API_INTEGRATION',
    );
  });

  it('reads another tag with --tag, and the older flat layout', () => {
    const audit = ok(tagged, { tag: 'feature-audit', category: 'REFACTORING' });
    expect(audit.tasks.map((task) => (task as Converted).id)).toEqual([
      'TM-feature-audit-1',
      'TM-feature-audit-2',
    ]);
    expect(audit.byId.get('TM-feature-audit-2')!.dependencies).toEqual(['TM-feature-audit-1']);
    const flat = ok({ tasks: tagged['feature-audit']!.tasks });
    expect(flat.tasks.map((task) => (task as Converted).id)).toEqual(['TM-1', 'TM-2']);
    const missing = convertTaskmaster(tagged, { tag: 'nope', category: 'REFACTORING' });
    expect(missing).toEqual({
      kind: 'invalid',
      issues: [
        '(root): no tag "nope" with a tasks array; tags in the file: master, feature-audit (pick one with --tag)',
      ],
    });
  });

  it('names every task without a target and every unknown dependency; --target-glob fills targets', () => {
    const raw = {
      tasks: [
        {
          id: 1,
          title: 'Improve performance',
          description: 'Make it faster.',
          status: 'pending',
          dependencies: [],
        },
        {
          id: 2,
          title: 'Write src/a.ts',
          description: 'x',
          status: 'pending',
          dependencies: [7, '1.4'],
        },
      ],
    };
    const result = convertTaskmaster(raw, { category: 'REFACTORING' });
    expect(result).toEqual({
      kind: 'invalid',
      issues: [
        'Taskmaster task 1 "Improve performance" (TM-1): names no file or folder to change; name its paths in its details or pass --target-glob GLOB',
        'Taskmaster task 2 "Write src/a.ts" (TM-2).dependencies: unknown Taskmaster id 7',
        'Taskmaster task 2 "Write src/a.ts" (TM-2).dependencies: unknown Taskmaster id 1.4',
      ],
    });
    const filled = ok({ tasks: [raw.tasks[0]] }, { category: 'REFACTORING', targetGlob: 'src/**' });
    expect(filled.byId.get('TM-1')!.targetPath).toEqual(['src/**']);
    expect(convertTaskmaster([1, 2], { category: 'REFACTORING' }).kind).toBe('invalid');
    expect(
      convertTaskmaster({ tasks: [{ id: 'x', title: 't' }] }, { category: 'REFACTORING' }),
    ).toMatchObject({
      kind: 'invalid',
      issues: [expect.stringContaining('tasks[0].id')],
    });
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern, ROOT } from '../helpers/cli.js';
import { makeRepo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'taskmaster', 'tasks.json');

interface Row {
  id: string;
  status: string;
  reason: string | null;
}

describe('govern add --from taskmaster', () => {
  it('imports a 23-task Taskmaster file: done tasks COMPLETED without an agent, their dependants ready', () => {
    const repo = makeRepo();
    expect(govern(repo, ['init']).code).toBe(0);
    const added = govern(repo, ['add', '--from', 'taskmaster', FIXTURE]);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toBe(
      'added 32 tasks: TM-1 ... TM-23; 4 imported COMPLETED (done in Taskmaster; no agent runs); 1 imported SKIPPED (cancelled in Taskmaster): TM-22\nevery id: govern add ... --json, or govern status --all\n',
    );
    const status = JSON.parse(govern(repo, ['status', '--json']).stdout) as {
      tasks: Row[];
      ready: string[];
    };
    const byId = new Map(status.tasks.map((row) => [row.id, row]));
    expect(byId.get('TM-1')).toMatchObject({ status: 'COMPLETED' });
    expect(byId.get('TM-22')).toMatchObject({ status: 'SKIPPED' });
    expect(byId.get('TM-16')).toMatchObject({ status: 'PENDING' });
    // TM-1 and TM-9 are done, so what waits only on them can start; TM-10 also waits on TM-6.
    expect(status.ready).toEqual(['TM-3', 'TM-4', 'TM-7', 'TM-16', 'TM-17', 'TM-20']);
    const text = govern(repo, ['status']).stdout;
    expect(text).toContain('next ready (govern run): 6');
    expect(text).toMatch(/^ {2}TM-3\s+PENDING\s+0\s+-/m);

    const audit = readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8');
    expect(audit).toContain('"from":"taskmaster"');
    const again = govern(repo, [
      'add',
      '--from',
      'taskmaster',
      '--tag',
      'feature-audit',
      FIXTURE,
      '--json',
    ]);
    expect(JSON.parse(again.stdout)).toEqual({
      added: 2,
      ids: ['TM-feature-audit-1', 'TM-feature-audit-2'],
      completed: [],
      skipped: [],
    });
  });

  it('adds nothing when a task names no target, and says which', () => {
    const repo = makeRepo();
    expect(govern(repo, ['init']).code).toBe(0);
    const file = join(makeTempDir(), 'tasks.json');
    writeFileSync(
      file,
      JSON.stringify({
        master: {
          tasks: [
            { id: 1, title: 'Add src/a.ts', description: 'x', status: 'pending', dependencies: [] },
            {
              id: 2,
              title: 'Make it faster',
              description: 'Tune it.',
              status: 'pending',
              dependencies: [1],
            },
          ],
        },
      }),
    );
    const before = readFileSync(join(repo, 'PROGRESS.json'), 'utf8');
    const refused = govern(repo, ['add', '--from', 'taskmaster', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'Taskmaster task 2 "Make it faster" (TM-2): names no file or folder',
    );
    expect(refused.stderr).toContain('nothing was added');
    expect(readFileSync(join(repo, 'PROGRESS.json'), 'utf8')).toBe(before);
    const scoped = govern(repo, ['add', '--from', 'taskmaster', file, '--target-glob', 'src/**']);
    expect(scoped.stdout).toBe('added 2 tasks: TM-1, TM-2\n');
    expect(govern(repo, ['add', file, '--tag', 'x']).code).toBe(2);
  });
});

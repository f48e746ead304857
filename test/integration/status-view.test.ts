import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bash, govern, GOVERN_BIN } from '../helpers/cli.js';
import { git, writeFiles } from '../helpers/git-repo.js';
import { makeTempDirManual } from '../helpers/temp.js';

const TASKS = 2_000;

describe('govern add and status on a large ledger', () => {
  let repo = '';
  beforeAll(() => {
    repo = makeTempDirManual('govern-status-');
    git(repo, 'init', '-q', '-b', 'main');
    writeFiles(repo, { 'README.md': '# big\n' });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'initial');
    expect(govern(repo, ['init', '--project', 'big']).code).toBe(0);
    const file = join(repo, '.governance', 'tasks.json');
    // Chains of 10, as a migration's per-module steps are: 200 tasks are ready at the start.
    const tasks = Array.from({ length: TASKS }, (_, i) => ({
      id: `M${String(i).padStart(5, '0')}`,
      category: 'DOCUMENTATION',
      targetPath: `docs/m${i}.md`,
      description: `Write page ${i}`,
      dependencies: i % 10 === 0 ? [] : [`M${String(i - 1).padStart(5, '0')}`],
    }));
    writeFileSync(file, JSON.stringify(tasks));
    const added = govern(repo, ['add', '--file', file]);
    expect(added.stdout).toBe(
      'added 2000 tasks: M00000 ... M01999\nevery id: govern add ... --json, or govern status --all\n',
    );
  });

  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  it('shows counts and what needs attention by default, the rest on request', () => {
    const text = govern(repo, ['status']).stdout;
    expect(text.split('\n').length).toBeLessThan(25);
    expect(text).toContain('big: 2000 tasks (PENDING 2000)');
    expect(text).toContain('next ready (govern run): 200');
    expect(text).toContain('... and 190 more (govern status --status PENDING)');

    const limited = govern(repo, ['status', '--status', 'pending', '--limit', '3']).stdout;
    expect(limited.trim().split('\n').slice(2)).toEqual([
      'ID      STATUS   ATTEMPTS  LAST FAILING GATE  NOTE',
      'M00000  PENDING  0         -',
      'M00001  PENDING  0         -',
      'M00002  PENDING  0         -',
      '... and 1997 more (raise --limit)',
    ]);
    expect(govern(repo, ['status', '--status', 'FAILED']).stdout).toContain('no task is FAILED');
    const json = JSON.parse(govern(repo, ['status', '--json', '--limit', '5']).stdout) as {
      total: number;
      shown: number;
      tasks: unknown[];
      ready: string[];
    };
    expect([json.total, json.shown, json.tasks.length, json.ready.length]).toEqual([
      2000, 5, 5, 200,
    ]);
    const bad = govern(repo, ['status', '--status', 'DONE']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--status takes a comma-separated list of PENDING');
  });

  it('exits quietly when the reader closes the pipe (govern status --all | head -1)', () => {
    const piped = bash(
      repo,
      `node "${GOVERN_BIN}" status --all | head -n 1; echo "exit=\${PIPESTATUS[0]}" >&2`,
    );
    expect(piped.stdout).toBe('big: 2000 tasks (PENDING 2000)\n');
    expect(piped.stderr).toBe('exit=0\n');
  });
});

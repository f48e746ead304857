import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bash, govern, governAsync } from '../helpers/cli.js';
import { git, makeRepo, STATUS_AFTER_INIT } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

function initRepo(): string {
  const repo = makeRepo({ 'src/a.ts': 'export const a = 1;\n', 'check.mjs': 'process.exit(0);\n' });
  expect(govern(repo, ['init', '--project', 'cli-test']).code).toBe(0);
  return repo;
}

/** A config with a script agent and cheap gates, so CLI behaviour is tested without slow tools. */
function useScriptAgent(repo: string, script: string): void {
  const agent = join(makeTempDir('govern-agent-'), 'agent.sh');
  writeFileSync(agent, `#!/bin/sh\ncd "$GOVERN_WORKSPACE"\n${script}\n`, { mode: 0o755 });
  writeFileSync(
    join(repo, '.governance', 'config.json'),
    JSON.stringify({
      version: 1,
      projectName: 'cli-test',
      defaultAgent: 'sh',
      agents: { sh: { type: 'script', command: agent } },
      categories: { REFACTORING: { gates: ['ANTI_STUB', 'TEST_SUITE'] } },
      gates: { TEST_SUITE: { command: 'node', args: ['check.mjs'] } },
    }),
  );
}

function addTasks(repo: string, tasks: unknown): ReturnType<typeof govern> {
  const file = join(makeTempDir(), 'tasks.json');
  writeFileSync(file, JSON.stringify(tasks));
  return govern(repo, ['add', '--file', file]);
}

describe('govern init', () => {
  it("names govern's state for .prettierignore where the repository runs prettier", () => {
    // prettier reads .gitignore and .prettierignore, never .git/info/exclude, where init puts
    // govern's state: the real prettier (govern's own) then reports the ledger once it holds
    // tasks (JSON.stringify spreads the arrays prettier would keep on one line).
    const prettier = join(
      import.meta.dirname,
      '..',
      '..',
      'node_modules',
      'prettier',
      'bin',
      'prettier.cjs',
    );
    const tasks = join(import.meta.dirname, '..', '..', 'examples', 'calc', 'tasks.json');
    const check = (dir: string) => bash(dir, `"${process.execPath}" "${prettier}" --check .`);
    const repo = makeRepo({ '.prettierrc': '{}\n', 'src/a.ts': 'export const a = 1;\n' });
    const init = govern(repo, ['init']);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('add /.governance/ and /PROGRESS.json to .prettierignore');
    expect(govern(repo, ['add', '--file', tasks]).code).toBe(0);
    const before = check(repo);
    expect(before.code, before.stdout + before.stderr).not.toBe(0);
    expect(before.stdout + before.stderr).toContain('PROGRESS.json');
    writeFileSync(join(repo, '.prettierignore'), '/.governance/\n/PROGRESS.json\n');
    const after = check(repo);
    expect(after.code, after.stdout + after.stderr).toBe(0);
    expect(govern(repo, ['init', '--force']).stdout).not.toContain('.prettierignore');
    // No prettier here: nothing to say.
    expect(govern(makeRepo(), ['init']).stdout).not.toContain('.prettierignore');
  });

  it('creates config and an empty ledger, and refuses to overwrite without --force', () => {
    const repo = initRepo();
    expect(JSON.parse(readFileSync(join(repo, 'PROGRESS.json'), 'utf8'))).toEqual({
      version: 1,
      projectName: 'cli-test',
      tasks: [],
    });
    expect(
      JSON.parse(readFileSync(join(repo, '.governance', 'config.json'), 'utf8')),
    ).toMatchObject({ version: 1, defaultAgent: 'agent' });
    const again = govern(repo, ['init']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('--force');
    expect(govern(repo, ['init', '--force', '--project', 'renamed']).code).toBe(0);
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
  });

  it('in a fresh clone of a repository that commits its config, keeps that config and adds the ledger', () => {
    const origin = initRepo();
    const configFile = join(origin, '.governance', 'config.json');
    const team = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(configFile, `${JSON.stringify({ ...team, projectName: 'team' }, null, 2)}\n`);
    git(origin, 'add', '--force', '.governance/config.json');
    git(origin, 'commit', '-q', '-m', 'the team config');
    const clone = makeTempDir();
    git(clone, 'clone', '-q', origin, '.');
    const committed = readFileSync(join(clone, '.governance', 'config.json'), 'utf8');
    const init = govern(clone, ['init']);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('(kept as it was: the existing config, validated)');
    expect(readFileSync(join(clone, '.governance', 'config.json'), 'utf8')).toBe(committed);
    expect(JSON.parse(readFileSync(join(clone, 'PROGRESS.json'), 'utf8'))).toMatchObject({
      projectName: 'team',
      tasks: [],
    });
    expect(git(clone, 'status', '--porcelain')).toBe('?? .governance/constitution.json\n');
    // With a ledger, init refuses again; an invalid committed config is named, not replaced.
    expect(govern(clone, ['init']).code).toBe(2);
    const broken = makeTempDir();
    git(broken, 'clone', '-q', origin, '.');
    writeFileSync(join(broken, '.governance', 'config.json'), '{"version": 1, "gates": 7}\n');
    const invalid = govern(broken, ['init']);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('config.json is invalid');
    expect(existsSync(join(broken, 'PROGRESS.json'))).toBe(false);
  });

  it('takes --workspace and reports usage errors with exit 2', () => {
    const repo = makeRepo();
    expect(govern(makeTempDir(), ['init', '--workspace', repo]).code).toBe(0);
    expect(existsSync(join(repo, '.governance', 'config.json'))).toBe(true);
    expect(govern(repo, ['frobnicate']).code).toBe(2);
    expect(govern(repo, ['run', '--max-tasks', 'zero']).code).toBe(2);
    expect(govern(repo, ['--help']).code).toBe(0);
  });
});

describe('govern add', () => {
  it('adds all tasks or none, naming task and field', () => {
    const repo = initRepo();
    const bad = addTasks(repo, [
      { id: 'A', category: 'REFACTORING', targetPath: 'src/a.ts', description: 'a' },
      { id: 'B', category: 'NOPE', targetPath: '../x', description: 'b', dependencies: ['Z'] },
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('nothing was added');
    expect(bad.stderr).toContain('task "B" (tasks[1]).category');
    expect(JSON.parse(readFileSync(join(repo, 'PROGRESS.json'), 'utf8'))).toMatchObject({
      tasks: [],
    });
    const good = addTasks(repo, [
      { id: 'A', category: 'REFACTORING', targetPath: ['src/a.ts', 'src/b.ts'], description: 'a' },
    ]);
    expect(good.code).toBe(0);
    expect(good.stdout).toContain('added 1 task: A');
    expect(
      addTasks(repo, [{ id: 'A', category: 'REFACTORING', targetPath: 'x', description: 'dup' }])
        .stderr,
    ).toContain('already in the ledger');
    expect(govern(repo, ['add', '--file', '/no/such/file.json']).code).toBe(2);
  });
});

describe('govern status, show, audit verify', () => {
  it('lists tasks, shows one, and detects an edited audit line', () => {
    const repo = initRepo();
    useScriptAgent(repo, 'printf "export const b = 2;\\n" > src/b.ts');
    addTasks(repo, [
      { id: 'A', category: 'REFACTORING', targetPath: 'src/b.ts', description: 'add b' },
    ]);
    expect(govern(repo, ['run']).code).toBe(0);
    const text = govern(repo, ['status', '--all']).stdout;
    expect(text).toMatch(/^A\s+COMPLETED\s+1\s+-\s+commit [0-9a-f]{12}$/m);
    expect(govern(repo, ['show', 'A']).stdout).toContain('PASS TEST_SUITE');
    expect(govern(repo, ['show', 'NOPE']).code).toBe(2);
    const verify = govern(repo, ['audit', 'verify']);
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(/audit log intact: \d+ events/);
    const file = join(repo, '.governance', 'audit.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1] = lines[1]!.replace('"tasks.added"', '"tasks.removed"');
    writeFileSync(file, lines.join('\n'));
    const broken = govern(repo, ['audit', 'verify']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('BROKEN at line 3');
  });

  it('reports a failed agent as AGENT, and `reset` queues the task and its skipped dependents again', () => {
    const repo = initRepo();
    useScriptAgent(repo, 'echo "model overloaded" >&2; exit 4');
    addTasks(repo, [
      {
        id: 'A',
        category: 'REFACTORING',
        targetPath: 'src/b.ts',
        description: 'add b',
        maxRetries: 0,
      },
      {
        id: 'B',
        category: 'REFACTORING',
        targetPath: 'src/c.ts',
        description: 'add c',
        dependencies: ['A'],
      },
    ]);
    expect(govern(repo, ['run']).code).toBe(1);
    expect(govern(repo, ['show', 'A']).stdout).toContain('model overloaded');
    expect(govern(repo, ['run', '--task', 'A']).code).toBe(2);
    const reset = govern(repo, ['reset', 'A']);
    expect(reset.stdout).toContain('queued again: A, B');
    useScriptAgent(repo, 'printf "export const x = 1;\\n" > "$GOVERN_TARGET_PATH"');
    expect(govern(repo, ['run']).code).toBe(0);
  });
});

describe('scope and test integrity in the loop', () => {
  it('rolls back an agent that edits CI config or deletes a test, and says which gate caught it', () => {
    const repo = makeRepo({
      'src/a.ts': 'export const a = 1;\n',
      'check.mjs': 'process.exit(0);\n',
      'test/a.test.ts': "it('a', () => {\n  expect(a).toBe(1);\n});\n",
    });
    expect(govern(repo, ['init']).code).toBe(0);
    useScriptAgent(
      repo,
      `printf "export const b = 2;\\n" > src/b.ts
if [ "$GOVERN_TASK_ID" = CI ]; then mkdir -p .github/workflows && echo "on: push" > .github/workflows/ci.yml; fi
if [ "$GOVERN_TASK_ID" = DEL ]; then rm test/a.test.ts; fi`,
    );
    const config = JSON.parse(
      readFileSync(join(repo, '.governance', 'config.json'), 'utf8'),
    ) as Record<string, unknown>;
    writeFileSync(
      join(repo, '.governance', 'config.json'),
      JSON.stringify({
        ...config,
        categories: {
          REFACTORING: { gates: ['SCOPE', 'TEST_INTEGRITY', 'TEST_SUITE'], maxRetries: 0 },
        },
      }),
    );
    addTasks(repo, [
      { id: 'CI', category: 'REFACTORING', targetPath: 'src/b.ts', description: 'add b' },
      {
        id: 'DEL',
        category: 'REFACTORING',
        targetPath: ['src/b.ts', 'test'],
        description: 'add b',
      },
    ]);
    expect(govern(repo, ['run']).code).toBe(1);
    const rows = (
      JSON.parse(govern(repo, ['status', '--json']).stdout) as {
        tasks: { id: string; lastFailingGate: string }[];
      }
    ).tasks;
    expect(rows.map((r) => [r.id, r.lastFailingGate])).toEqual([
      ['CI', 'SCOPE'],
      ['DEL', 'TEST_INTEGRITY'],
    ]);
    expect(govern(repo, ['show', 'CI']).stdout).toContain('CI configuration is outside the task');
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
    expect(existsSync(join(repo, 'test', 'a.test.ts'))).toBe(true);
  });
});

describe('the ledger lock', () => {
  it('refuses a second run while one holds the lock (exit 3)', async () => {
    const repo = initRepo();
    useScriptAgent(repo, 'sleep 3; printf "export const b = 2;\\n" > src/b.ts');
    addTasks(repo, [
      { id: 'A', category: 'REFACTORING', targetPath: 'src/b.ts', description: 'add b' },
    ]);
    const first = governAsync(repo, ['run']);
    const lockFile = join(repo, '.governance', 'run.lock');
    for (let i = 0; i < 100 && !existsSync(lockFile); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const second = govern(repo, ['run']);
    expect(second.code).toBe(3);
    expect(second.stderr).toContain('locked by "govern run"');
    const code = await new Promise<number | null>((resolve) => first.on('exit', resolve));
    expect(code).toBe(0);
  });
});

import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern, ROOT } from '../helpers/cli.js';
import { git, STATUS_AFTER_INIT, writeFiles } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

/** A real TypeScript repository (tsc, eslint, prettier, vitest) with govern initialized. */
function setupRepo(agentScript: string, tasks: unknown[]): { repo: string } {
  const repo = join(makeTempDir('govern-loop-'), 'repo');
  cpSync(join(ROOT, 'test', 'fixtures', 'ts-project'), repo, { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(repo, 'node_modules'), 'dir');
  writeFileSync(join(repo, '.env'), 'LOCAL=1\n');
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'initial');
  const agentDir = makeTempDir('govern-agent-');
  const agent = join(agentDir, 'agent.sh');
  writeFileSync(agent, `#!/bin/sh\nset -e\ncd "$GOVERN_WORKSPACE"\n${agentScript}\n`, {
    mode: 0o755,
  });
  expect(govern(repo, ['init']).code).toBe(0);
  const configFile = join(repo, '.governance', 'config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    configFile,
    JSON.stringify({
      ...config,
      agents: { sh: { type: 'script', command: agent } },
      defaultAgent: 'sh',
    }),
  );
  writeFileSync(join(agentDir, 'tasks.json'), JSON.stringify(tasks));
  expect(govern(repo, ['add', '--file', join(agentDir, 'tasks.json')]).code).toBe(0);
  return { repo };
}

function task(
  id: string,
  target: string | string[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    category: 'REFACTORING',
    targetPath: target,
    description: `work on ${String(target)}`,
    ...extra,
  };
}

/** The prompt the kernel gave an attempt (kept in the task's ledger dir). */
function prompt(repo: string, taskId: string, attempt: number): string {
  return join(repo, '.governance', 'tasks', taskId, `attempt-${attempt}.prompt.md`);
}

interface StatusJson {
  counts: Record<string, number>;
  tasks: {
    id: string;
    status: string;
    attempts: number;
    lastFailingGate: string | null;
    reason: string | null;
    commit: string | null;
  }[];
}

function status(repo: string): StatusJson {
  return JSON.parse(govern(repo, ['status', '--json']).stdout) as StatusJson;
}

describe('the governance loop on a real TypeScript repository', () => {
  it('retries a type error with the TYPE_CHECK diagnostics, commits once, and keeps git clean', () => {
    const { repo } = setupRepo(
      `if [ "$GOVERN_ATTEMPT" = 1 ]; then
  printf 'export function mul(a: number, b: number): number {\\n  return String(a * b);\\n}\\n' > src/mul.ts
else
  printf 'export function mul(a: number, b: number): number {\\n  return a * b;\\n}\\n' > src/mul.ts
fi`,
      [task('T-1', 'src/mul.ts')],
    );
    const run = govern(repo, ['run']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const retryPrompt = readFileSync(prompt(repo, 'T-1', 2), 'utf8');
    expect(retryPrompt).toContain('failed the TYPE_CHECK gate');
    expect(retryPrompt).toMatch(
      /src\/mul\.ts:2 \[TS2322\] Type 'string' is not assignable to type 'number'/,
    );
    expect(readFileSync(prompt(repo, 'T-1', 1), 'utf8')).not.toContain('TYPE_CHECK');
    const [row] = status(repo).tasks;
    expect(row).toMatchObject({ id: 'T-1', status: 'COMPLETED', attempts: 2 });
    expect(git(repo, 'log', '--format=%s', '-n', '2')).toBe(
      'govern(T-1): work on src/mul.ts\ninitial\n',
    );
    const trailers = git(repo, 'log', '-1', '--format=%(trailers:only)');
    expect(trailers).toContain(
      'Task-Id: T-1\nAttempt: 2\nGates: SCOPE,CONSTITUTION,SECRETS,ANTI_STUB,TEST_INTEGRITY,INJECTION,SECURITY_REGRESSION,SYNTAX_CHECK,AST_LINT,TYPE_CHECK,TEST_SUITE\n',
    );
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
    // The passes of attempt 2 are in the content-keyed gate cache (a rollback keeps it).
    const cache = JSON.parse(
      readFileSync(join(repo, '.governance', 'cache', 'gates.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(cache.entries.length).toBeGreaterThanOrEqual(4);
    const show = govern(repo, ['show', 'T-1']);
    expect(show.stdout).toContain('FAIL TYPE_CHECK');
    expect(show.stdout).toContain('[TS2322]');
    expect(show.stdout).toContain(`commit:       ${row?.commit ?? 'none'}`);
  });

  it('rolls back a change that keeps failing its tests, removing new files but not old ignored ones', () => {
    const { repo } = setupRepo(
      `printf 'export function sub(a: number, b: number): number {\\n  return a + b;\\n}\\n' > src/sub.ts
printf "import { expect, it } from 'vitest';\\nimport { sub } from '../src/sub.js';\\n\\nit('subtracts', () => {\\n  expect(sub(5, 3)).toBe(2);\\n});\\n" > test/sub.test.ts
mkdir -p build && echo junk > build/x`,
      [
        task('T-1', ['src/sub.ts', 'test/sub.test.ts'], { maxRetries: 1 }),
        task('T-2', 'src/other.ts', { dependencies: ['T-1'] }),
      ],
    );
    const head = git(repo, 'rev-parse', 'HEAD');
    const run = govern(repo, ['run']);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const rows = status(repo).tasks;
    expect(rows[0]).toMatchObject({ status: 'FAILED', attempts: 2, lastFailingGate: 'TEST_SUITE' });
    expect(rows[1]).toMatchObject({ status: 'SKIPPED', reason: 'dependency T-1 is FAILED' });
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(head);
    expect(existsSync(join(repo, 'src', 'sub.ts'))).toBe(false);
    expect(existsSync(join(repo, 'build'))).toBe(false);
    // .env was ignored before the run: tracked-file rollback cannot restore it, and it is never deleted.
    expect(readFileSync(join(repo, '.env'), 'utf8')).toContain('LOCAL=1');
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
    expect(govern(repo, ['show', 'T-1']).stdout).toMatch(/FAIL TEST_SUITE[\s\S]*subtracts/);
  });

  it('starts the next task as fresh as the first: ignored files a landed attempt left are removed', () => {
    // An attempt that lands may leave what git ignores (build/ here): no gate read it, and
    // the next agent, run in the same tree, would read it as if it were the repository's.
    const { repo } = setupRepo(
      `case "$GOVERN_TASK_ID" in
  T-1) printf 'export function one(): number {\\n  return 1;\\n}\\n' > src/one.ts
       mkdir -p build && echo 'note for the next agent' > build/plan.md ;;
  T-2) if [ -e build/plan.md ]; then saw=true; else saw=false; fi
       printf 'export const sawPlan = %s;\\n' "$saw" > src/two.ts ;;
esac`,
      [task('T-1', 'src/one.ts'), task('T-2', 'src/two.ts', { dependencies: ['T-1'] })],
    );
    const run = govern(repo, ['run']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(readFileSync(join(repo, 'src', 'two.ts'), 'utf8')).toBe(
      'export const sawPlan = false;\n',
    );
    expect(existsSync(join(repo, 'build'))).toBe(false);
    // What was ignored before the run stays.
    expect(readFileSync(join(repo, '.env'), 'utf8')).toContain('LOCAL=1');
  });

  it('catches a stub with ANTI_STUB before any tool runs', () => {
    const { repo } = setupRepo(
      `if [ "$GOVERN_ATTEMPT" = 1 ]; then
  printf 'export function div(a: number, b: number): number {\\n  throw new Error("not implemented");\\n}\\n' > src/div.ts
else
  printf 'export function div(a: number, b: number): number {\\n  return a / b;\\n}\\n' > src/div.ts
fi`,
      [task('T-1', 'src/div.ts')],
    );
    expect(govern(repo, ['run']).code).toBe(0);
    expect(readFileSync(prompt(repo, 'T-1', 2), 'utf8')).toContain('failed the ANTI_STUB gate');
    const shown = JSON.parse(govern(repo, ['show', 'T-1', '--json']).stdout) as {
      attempts: { verdicts: { gate: string }[] }[];
    };
    expect(shown.attempts[0]?.verdicts.map((v) => v.gate)).toEqual([
      'SCOPE',
      'CONSTITUTION',
      'SECRETS',
      'ANTI_STUB',
    ]);
  });

  it('refuses a DOCUMENTATION task that changes code with its comment, and lands the comment alone', () => {
    // Attempt 1 fixes the doc comment and also turns the sum into a difference; attempt 2
    // fixes the doc comment only.
    const { repo } = setupRepo(
      `if [ "$GOVERN_ATTEMPT" = 1 ]; then
  printf '/** Returns the sum of a and b. */\\nexport function add(a: number, b: number): number {\\n  return a - b;\\n}\\n' > src/add.ts
else
  printf '/** Returns the sum of a and b. */\\nexport function add(a: number, b: number): number {\\n  return a + b;\\n}\\n' > src/add.ts
fi`,
      [task('T-1', 'src/add.ts', { category: 'DOCUMENTATION' })],
    );
    expect(govern(repo, ['run']).code).toBe(0);
    const shown = JSON.parse(govern(repo, ['show', 'T-1', '--json']).stdout) as {
      task: { status: string };
      attempts: { verdicts: { gate: string; passed: boolean; findings: { rule: string }[] }[] }[];
    };
    expect(shown.task.status).toBe('COMPLETED');
    expect(shown.attempts[0]?.verdicts[0]).toMatchObject({
      gate: 'SCOPE',
      passed: false,
      findings: [{ rule: 'scope/code-in-documentation-task' }],
    });
    expect(shown.attempts[1]?.verdicts[0]).toMatchObject({ gate: 'SCOPE', passed: true });
    expect(readFileSync(prompt(repo, 'T-1', 2), 'utf8')).toContain(
      'a DOCUMENTATION task changes comments and docs only',
    );
  });
});

describe('the OS sandbox around the agent', () => {
  it('confines the agent by default; --no-sandbox is loud and recorded in the audit log', () => {
    const outside = makeTempDir('govern-outside-');
    const { repo } = setupRepo(
      `echo "$GOVERN_TASK_ID" > "${outside}/marker-$GOVERN_TASK_ID" 2>/dev/null || true
printf 'export function v(): number {\n  return 1;\n}\n' > "src/$GOVERN_TASK_ID.ts"`,
      [task('T1', 'src/T1.ts'), task('T2', 'src/T2.ts')],
    );
    const confined = govern(repo, ['run', '--task', 'T1']);
    expect(confined.code, confined.stdout + confined.stderr).toBe(0);
    // Its write outside the worktree failed: the host's /tmp is not the sandbox's.
    expect(existsSync(join(outside, 'marker-T1'))).toBe(false);
    expect(confined.stderr).not.toContain('SANDBOX IS OFF');

    const open = govern(repo, ['run', '--task', 'T2', '--no-sandbox']);
    expect(open.code, open.stdout + open.stderr).toBe(0);
    expect(existsSync(join(outside, 'marker-T2'))).toBe(true);
    expect(open.stderr).toContain('--no-sandbox: THE OS SANDBOX IS OFF');
    const audit = readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8');
    const events = audit
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const starts = events.filter((e) => e['type'] === 'run.started').map((e) => e['sandbox']);
    expect(starts).toEqual(['bwrap', 'disabled']);
    // One for the agent, one for the tool gates, which --no-sandbox turns off too.
    const disabled = events.filter((e) => e['type'] === 'sandbox.disabled');
    expect(disabled.map((e) => e['gates'] === true)).toEqual([false, true]);
    expect(events.filter((e) => e['type'] === 'run.started').map((e) => e['gateSandbox'])).toEqual([
      'bwrap',
      'disabled',
    ]);
    expect(govern(repo, ['audit', 'verify']).code).toBe(0);
  });
});

describe('run refuses to start when it cannot work safely', () => {
  it('on a dirty working tree, naming the files (exit 3)', () => {
    const { repo } = setupRepo('true', [task('T-1', 'src/x.ts')]);
    writeFiles(repo, { 'src/add.ts': '// edited\n' });
    const run = govern(repo, ['run']);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('uncommitted changes');
    expect(run.stderr).toContain('src/add.ts');
  });

  it('when a gate tool is missing (exit 3), before the agent runs', () => {
    const { repo } = setupRepo('true', [task('T-1', 'src/x.ts')]);
    const configFile = join(repo, '.governance', 'config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      configFile,
      JSON.stringify({
        ...config,
        gates: { TYPE_CHECK: { command: './node_modules/.bin/no-such-tsc', args: [] } },
      }),
    );
    const run = govern(repo, ['run']);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/TYPE_CHECK[^\n]*no-such-tsc is not installed/);
    expect(existsSync(prompt(repo, 'T-1', 1))).toBe(false);
  });

  it('outside a git repository (exit 3) and with an invalid config (exit 2)', () => {
    const dir = makeTempDir();
    expect(govern(dir, ['init']).code).toBe(3);
    const { repo } = setupRepo('true', [task('T-1', 'src/x.ts')]);
    mkdirSync(join(repo, '.governance'), { recursive: true });
    writeFileSync(
      join(repo, '.governance', 'config.json'),
      '{"version": 1, "projectName": "x", "defaultAgent": "a", "agents": {}}',
    );
    const run = govern(repo, ['run']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('defaultAgent: names agent "a"');
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { govern } from './cli.js';
import { makeRepo } from './git-repo.js';
import { makeTempDir } from './temp.js';

// The repositories and tasks of the `govern run --parallel` tests.

export interface Setup {
  repo: string;
}

/** A repository with a script agent and cheap gates, and the tasks added. */
export function setup(
  agentBody: string,
  tasks: unknown[],
  gates: string[],
  check = 'process.exit(0);\n',
  prepare: (repo: string) => void = () => {},
): Setup {
  const repo = makeRepo({ 'check.mjs': check, 'src/.keep': '' });
  prepare(repo);
  expect(govern(repo, ['init']).code).toBe(0);
  const dir = makeTempDir('govern-agent-');
  const agent = join(dir, 'agent.sh');
  writeFileSync(agent, `#!/bin/sh\ncd "$GOVERN_WORKSPACE"\n${agentBody}\n`, { mode: 0o755 });
  writeFileSync(
    join(repo, '.governance', 'config.json'),
    JSON.stringify({
      version: 1,
      projectName: 'parallel',
      defaultAgent: 'sh',
      agents: { sh: { type: 'script', command: agent } },
      categories: { REFACTORING: { gates } },
      gates: { TEST_SUITE: { command: 'node', args: ['check.mjs'] } },
    }),
  );
  const file = join(dir, 'tasks.json');
  writeFileSync(file, JSON.stringify(tasks));
  expect(govern(repo, ['add', '--file', file]).code).toBe(0);
  return { repo };
}

export function task(
  id: string,
  target: string | string[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { id, category: 'REFACTORING', targetPath: target, description: `task ${id}`, ...extra };
}

/**
 * Runs tasks A and B at --parallel 2, where B's first attempt must fail TEST_SUITE on the
 * head A moved and its second land; B's first attempt's failed verdicts.
 */
export function runAndRetryB(repo: string): { gate: string; output?: string }[] {
  const run = govern(repo, ['run', '--parallel', '2']);
  expect(run.code, run.stdout + run.stderr).toBe(0);
  const show = JSON.parse(govern(repo, ['show', 'B', '--json']).stdout) as {
    attempts: {
      outcome: string;
      verdicts: { gate: string; passed: boolean; output?: string }[];
    }[];
  };
  const failed = show.attempts[0]?.verdicts.filter((v) => !v.passed) ?? [];
  expect(show.attempts[0]?.outcome).toBe('rolled_back');
  expect(failed.map((v) => v.gate)).toEqual(['TEST_SUITE']);
  expect(show.attempts[1]?.outcome).toBe('committed');
  return failed;
}

/**
 * A suite that fails when two modules under src/ export the same name (invisible to each task
 * alone), with `before` run first; and agents for A (writes x) and B (x on its first attempt,
 * y after), each after its sleep.
 */
export function duplicateExports(
  before: string,
  sleepA: number,
  sleepB: number,
): { check: string; agent: string } {
  return {
    check: `import { existsSync, readdirSync, readFileSync } from 'node:fs';
${before}
const names = readdirSync('src').filter((f) => f.endsWith('.ts')).flatMap((f) => [...readFileSync('src/' + f, 'utf8').matchAll(/export const (\\w+)/g)].map((m) => m[1]));
if (new Set(names).size !== names.length) { console.error('duplicate export: ' + names.join(',')); process.exit(1); }
`,
    agent: `if [ "$GOVERN_TASK_ID" = A ]; then sleep ${String(sleepA)}; printf "export const x = 1;\\n" > src/a.ts; fi
if [ "$GOVERN_TASK_ID" = B ]; then sleep ${String(sleepB)}; if [ "$GOVERN_ATTEMPT" = 1 ]; then printf "export const x = 2;\\n" > src/b.ts; else printf "export const y = 2;\\n" > src/b.ts; fi; fi`,
  };
}

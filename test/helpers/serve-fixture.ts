import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { govern } from './cli.js';
import { makeRepo } from './git-repo.js';
import { makeTempDir, makeTempDirManual } from './temp.js';

/**
 * A governed repository after a real `govern run` with a script agent:
 * - DEP changed package.json (a dependency manifest), so it is AWAITING_APPROVAL with its
 *   change held on govern/DEP;
 * - BROKEN's agent changed nothing, so it FAILED on the AGENT step after 2 attempts;
 * - each call reported $0.02, against a $1 daily ceiling.
 */
export function makeServeFixture(): string {
  // The run behind it costs seconds; each test gets its own copy of one run's result (the
  // repository, ledger, audit log and held branch), so tests stay independent.
  template ??= keep(runServeFixture());
  const copy = join(makeTempDir('govern-serve-copy-'), 'repo');
  cpSync(template, copy, { recursive: true, verbatimSymlinks: true });
  return copy;
}

let template: string | undefined;

/** A copy that outlives the test that made it, removed when the worker exits. */
function keep(repo: string): string {
  const dir = makeTempDirManual('govern-serve-template-');
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true });
  });
  const kept = join(dir, 'repo');
  cpSync(repo, kept, { recursive: true, verbatimSymlinks: true });
  return kept;
}

function runServeFixture(): string {
  const repo = makeRepo({
    'README.md': '# test\n',
    'package.json': '{"name":"x","version":"1.0.0"}\n',
    'src/a.ts': 'export const a = 1;\n',
  });
  // The agent outlives the first test too: the copies' config names it.
  const outside = makeTempDirManual('govern-serve-');
  process.on('exit', () => {
    rmSync(outside, { recursive: true, force: true });
  });
  const agent = join(outside, 'agent.sh');
  writeFileSync(
    agent,
    [
      '#!/bin/sh',
      'set -e',
      'cd "$GOVERN_WORKSPACE"',
      // A new dependency: a version bump alone is metadata, which lands without a sign-off.
      'if [ "$GOVERN_TASK_ID" = DEP ]; then printf \'{"name":"x","version":"2.0.0","dependencies":{"left-pad":"1.3.0"}}\\n\' > package.json; fi',
      'echo \'{"costUsd": 0.02, "inputTokens": 100, "outputTokens": 20}\'',
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  expect(govern(repo, ['init']).code).toBe(0);
  const file = join(repo, '.governance', 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    file,
    JSON.stringify({
      ...config,
      agents: { sh: { type: 'script', command: agent } },
      defaultAgent: 'sh',
      categories: { REFACTORING: { gates: ['SCOPE'], maxRetries: 1 } },
      budget: { dailyUsd: 1 },
    }),
  );
  const tasks = join(outside, 'tasks.json');
  writeFileSync(
    tasks,
    JSON.stringify([
      {
        id: 'DEP',
        category: 'REFACTORING',
        targetPath: 'package.json',
        description: 'bump x to 2.0.0',
      },
      {
        id: 'BROKEN',
        category: 'REFACTORING',
        targetPath: 'src/a.ts',
        description: 'rewrite a <script>alert(1)</script>',
      },
    ]),
  );
  expect(govern(repo, ['add', '--file', tasks]).code).toBe(0);
  const run = govern(repo, ['run']);
  expect(run.code, run.stdout + run.stderr).toBe(1);
  return repo;
}

/** What `govern bench --json` leaves for the dashboard (the fields it draws). */
export function writeScorecard(repo: string): void {
  const dir = join(repo, '.governance', 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'scorecard.json'),
    JSON.stringify({
      cases: 42,
      passed: 39,
      failed: 0,
      knownGaps: [
        { name: 'injection-prose-channel', reason: 'prose instructions without imperative cues' },
        { name: 'adversarial-proven-intent', reason: 'fabricated intent on elevated risk' },
        { name: 'obfuscated-base64', reason: 'decoded payload is not rescored' },
      ],
      packs: {
        'decision-economy': { cases: 12, passed: 12 },
        injection: { cases: 22, passed: 19 },
      },
      injection: { attacks: 19, controls: 3, detected: 17, falsePositives: 0 },
    }),
  );
}

import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findExecutable } from '../../src/common/index.js';
import { pingRedis, runDoctor } from '../../src/kernel/index.js';
import { govern, ROOT } from '../helpers/cli.js';
import { git, makeRepo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';
import { startRedis } from '../helpers/redis.js';

const SECRET = 'sk-ant-doctor-test-9f3a1c77e2b54d08';
const BIN = join(ROOT, 'node_modules', '.bin');

interface Finding {
  check: string;
  status: string;
  detail: string;
  fix?: string;
}

function repoWithConfig(config: object, files: Record<string, string> = {}): string {
  const repo = makeRepo({ 'README.md': '# r\n', ...files });
  expect(govern(repo, ['init']).code).toBe(0);
  writeFileSync(
    join(repo, '.governance', 'config.json'),
    JSON.stringify({ version: 1, ...config }),
  );
  return repo;
}

describe('govern doctor', () => {
  it('reports each agent binary, version and key (never the key), each gate command, and exits 0 when ready', () => {
    const repo = repoWithConfig({
      projectName: 'doc',
      defaultAgent: 'claude',
      agents: {
        claude: { type: 'claude-code', model: 'claude-sonnet-4-5' },
        other: { type: 'codex', model: 'gpt-5-codex', command: 'no-such-codex' },
      },
      categories: { REFACTORING: { gates: ['SCOPE', 'TEST_SUITE'] } },
      gates: { TEST_SUITE: { command: 'node', args: ['--test'] } },
    });
    const result = govern(repo, ['doctor', '--json'], {
      PATH: `${BIN}:${process.env['PATH'] ?? ''}`,
      ANTHROPIC_API_KEY: SECRET,
    });
    expect(result.stdout).not.toContain(SECRET);
    const report = JSON.parse(result.stdout) as { ok: boolean; findings: Finding[] };
    const find = (check: string): Finding[] => report.findings.filter((f) => f.check === check);
    expect(find('agent claude')).toEqual([
      {
        check: 'agent claude',
        status: 'ok',
        detail: expect.stringMatching(
          /^claude-code .*node_modules\/\.bin\/claude \(2\.1\.197 \(Claude Code\)\); ANTHROPIC_API_KEY is set$/,
        ) as string,
      },
    ]);
    // Not on the run ladder: a warning, not a refusal.
    expect(find('agent other')[0]).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('no-such-codex is not installed') as string,
    });
    expect(find('gate TEST_SUITE')[0]).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^node --test \(LLM_INFERENCE, .*REFACTORING\)$/) as string,
    });
    // No tsconfig: a task whose category type-checks would be refused, but the ledger has none.
    expect(find('gate TYPE_CHECK')[0]).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('no tool detected') as string,
    });
    expect(find('sandbox')[0]?.status).toBe('ok');
    // perl is part of every Debian system (perl-base); without it the check only warns.
    expect(find('spawner')[0]).toMatchObject(
      findExecutable('perl', process.env['PATH'], '/') !== null
        ? {
            status: 'ok',
            detail: expect.stringMatching(
              /\/perl starts the git, sandbox and tool processes/,
            ) as string,
          }
        : { status: 'warn', detail: expect.stringContaining('no perl on PATH') as string },
    );
    expect(find('audit')[0]?.detail).toMatch(
      /^hash chain intact: 1 event\(s\), head [0-9a-f]{16}$/,
    );
    expect(find('queue')[0]).toMatchObject({ status: 'skip' });
    expect(report.ok).toBe(true);
    expect(result.code).toBe(0);

    const missingKey = govern(repo, ['doctor'], { PATH: `${BIN}:${process.env['PATH'] ?? ''}` });
    expect(missingKey.code).toBe(1);
    expect(missingKey.stdout).toMatch(
      /FAIL {2}agent claude +claude-code .*ANTHROPIC_API_KEY is not set/,
    );
    expect(missingKey.stdout).toContain('fix: export ANTHROPIC_API_KEY=...');
    expect(missingKey.stdout).toMatch(
      /^not ready: 1 problem would stop or weaken a run, \d+ warnings$/m,
    );
  });

  it("never runs an agent binary that is a file of the repository (its --version would run the repository's code unconfined)", () => {
    const outside = makeTempDir();
    const marker = join(outside, 'ran.txt');
    const repo = repoWithConfig(
      {
        projectName: 'doc',
        defaultAgent: 'claude',
        agents: {
          claude: { type: 'claude-code', model: 'claude-sonnet-4-5', command: './tools/claude' },
        },
        categories: { REFACTORING: { gates: ['SCOPE'] } },
      },
      {
        'tools/claude': `#!/bin/sh\necho ran >> '${marker}'\necho '9.9.9 (Claude Code)'\n`,
      },
    );
    chmodSync(join(repo, 'tools', 'claude'), 0o755);
    const result = govern(repo, ['doctor', '--json'], { ANTHROPIC_API_KEY: SECRET });
    const report = JSON.parse(result.stdout) as { findings: Finding[] };
    expect(report.findings.find((f) => f.check === 'agent claude')?.detail).toMatch(
      /^claude-code .*tools\/claude \(version not read: a file of the repository, which doctor does not run\); ANTHROPIC_API_KEY is set$/,
    );
    expect(existsSync(marker), "doctor ran the repository's binary").toBe(false);
  });

  it('finds a missing gate tool, a test script that chains lint, a broken audit line and a dirty tree', () => {
    const repo = repoWithConfig(
      {
        projectName: 'doc',
        defaultAgent: 'r',
        agents: { r: { type: 'replay', file: 'replay.json' } },
      },
      {
        'package.json': JSON.stringify({
          scripts: { test: 'eslint . && prettier --check . && vitest run' },
        }),
        'tsconfig.json': '{}\n',
        'replay.json': '{"version":1,"tasks":{}}\n',
      },
    );
    const tasks = join(repo, '.governance', 'tasks.json');
    writeFileSync(
      tasks,
      JSON.stringify([
        { id: 'T1', category: 'REFACTORING', targetPath: 'src/a.ts', description: 'x' },
      ]),
    );
    expect(govern(repo, ['add', tasks]).code).toBe(0);
    const audit = join(repo, '.governance', 'audit.jsonl');
    writeFileSync(audit, '{"seq":1,"at":"x","type":"forged","prev":"0"}\n');
    writeFileSync(join(repo, 'README.md'), '# edited\n');
    const result = govern(repo, ['doctor', '--json']);
    expect(result.code).toBe(1);
    const { findings } = JSON.parse(result.stdout) as { findings: Finding[] };
    const byCheck = (check: string): Finding | undefined =>
      findings.find((f) => f.check === check && f.status !== 'ok');
    expect(byCheck('gate TYPE_CHECK')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('node_modules/.bin/tsc is not installed') as string,
    });
    expect(byCheck('gate TEST_SUITE')).toMatchObject({
      status: 'warn',
      fix: 'name the test command alone: "gates": { "TEST_SUITE": { "command": "vitest", "args": ["run"] } } in .governance/config.json',
      detail: expect.stringContaining(
        'eslint (AST_LINT runs it already), prettier (SYNTAX_CHECK runs it already)',
      ) as string,
    });
    expect(byCheck('audit')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('BROKEN at line 1') as string,
    });
    expect(byCheck('repository')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('README.md') as string,
    });
    // Replay agents start no process: the sandbox is not needed, the agent's file is.
    expect(byCheck('agent r')).toBeUndefined();
    git(repo, 'checkout', '-q', 'README.md');
  });

  it('govern init names the gates no tool was found for, and is quiet once the config decides', () => {
    const repo = makeRepo({ 'README.md': '# r\n', 'tsconfig.json': '{}\n' });
    const first = govern(repo, ['init']);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/no tool found here for SYNTAX_CHECK, AST_LINT, TEST_SUITE:/);
    expect(first.stdout).toContain(
      'SYNTAX_CHECK: set gates.SYNTAX_CHECK.command, or gates.SYNTAX_CHECK.enabled to false',
    );
    // TYPE_CHECK found the tsconfig: it is not named.
    expect(first.stdout).not.toMatch(/TYPE_CHECK:/);
    // A team's committed config (a fresh clone: config, no ledger) that names one tool and
    // turns the others off is kept, and nothing is left to say.
    const configFile = join(repo, '.governance', 'config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      configFile,
      JSON.stringify({
        ...config,
        gates: {
          SYNTAX_CHECK: { enabled: false },
          AST_LINT: { enabled: false },
          TEST_SUITE: { command: 'node', args: ['--version'] },
        },
      }),
    );
    rmSync(join(repo, 'PROGRESS.json'));
    const again = govern(repo, ['init']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('kept as it was: the existing config, validated');
    expect(again.stdout).not.toContain('no tool found');
  });

  it("points govern run's refusals to govern doctor", () => {
    const repo = repoWithConfig({
      projectName: 'doc',
      defaultAgent: 's',
      agents: { s: { type: 'script', command: './no-such-agent.sh' } },
    });
    const refused = govern(repo, ['run']);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('check everything a run needs: govern doctor');
  });

  it('says whether distributed jobs will be signed: GOVERN_QUEUE_KEY unset, too short, set', async () => {
    const { port, stop } = await startRedis('pw-key');
    const repo = repoWithConfig({
      projectName: 'doc',
      defaultAgent: 'sh',
      agents: { sh: { type: 'script', command: 'true' } },
      queue: { url: `redis://127.0.0.1:${String(port)}` },
    });
    const queueFindings = (env: Record<string, string>): Finding[] => {
      const result = govern(repo, ['doctor', '--json'], {
        GOVERN_QUEUE_PASSWORD: 'pw-key',
        ...env,
      });
      const report = JSON.parse(result.stdout) as { findings: Finding[] };
      return report.findings.filter((f) => f.check === 'queue');
    };
    try {
      let answered: Finding[] = [];
      for (let i = 0; i < 50 && answered[0]?.status !== 'ok'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answered = queueFindings({});
      }
      expect(answered.map((f) => f.status)).toEqual(['ok', 'warn']);
      expect(answered[1]?.detail).toMatch(/^GOVERN_QUEUE_KEY is not set: jobs are not signed/);
      expect(answered[1]?.fix).toMatch(/openssl rand -hex 32/);
      const short = queueFindings({ GOVERN_QUEUE_KEY: 'too-short' });
      expect(short[1]).toMatchObject({
        status: 'fail',
        detail: 'GOVERN_QUEUE_KEY has 9 characters: the run and the workers refuse it',
      });
      const key = 'q'.repeat(40);
      const set = queueFindings({ GOVERN_QUEUE_KEY: key });
      expect(set[1]?.status).toBe('ok');
      expect(set[1]?.detail).toMatch(/is set: jobs and results are signed/);
      expect(JSON.stringify(set)).not.toContain(key);
    } finally {
      await stop();
    }
  });

  it('checks a Redis queue with PING, and names what is wrong when none answers', async () => {
    const { port, stop } = await startRedis('pw-123');
    let answer: string | null = 'not started';
    for (let i = 0; i < 50 && answer !== null; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await pingRedis(`redis://:pw-123@127.0.0.1:${String(port)}`);
    }
    expect(answer).toBeNull();
    expect(await pingRedis(`redis://:wrong@127.0.0.1:${String(port)}`)).toMatch(
      /^Redis answered -WRONGPASS/,
    );
    await stop();
    expect(await pingRedis(`redis://127.0.0.1:${String(port)}`)).toMatch(/ECONNREFUSED/);
    const report = await runDoctor({ dir: ROOT, hostEnv: {}, checks: [] });
    expect(report).toEqual({ dir: ROOT, workspace: ROOT, ok: true, findings: [] });
  });
});

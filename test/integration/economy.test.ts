import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern } from '../helpers/cli.js';
import { git, makeRepo, STATUS_AFTER_INIT, writeFiles } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

/*
 * The decision pipeline through `govern run` with real script agents: each agent appends
 * its name to a call log outside the repository (so these runs use --no-sandbox: the
 * sandbox would rightly block that write; its own tests are in loop.test.ts and
 * sandbox-escape.test.ts), so "no agent was called" is counted, not
 * assumed. Gates are SCOPE only: these tests are about decisions, not tool gates.
 */

interface Setup {
  readonly repo: string;
  readonly calls: () => string[];
}

function setup(
  agents: Readonly<Record<string, string>>,
  config: Readonly<Record<string, unknown>>,
  tasks: readonly Record<string, unknown>[],
  files: Readonly<Record<string, string>> = {},
): Setup {
  const repo = makeRepo({ 'README.md': '# test\n', 'src/a.ts': 'export const a = 1;\n', ...files });
  const outside = makeTempDir('govern-econ-');
  const log = join(outside, 'calls.log');
  const agentConfig: Record<string, unknown> = {};
  for (const [name, body] of Object.entries(agents)) {
    const script = join(outside, `${name}.sh`);
    writeFileSync(
      script,
      `#!/bin/sh\nset -e\ncd "$GOVERN_WORKSPACE"\necho "${name} $GOVERN_TASK_ID $GOVERN_ATTEMPT" >> "${log}"\n${body}\n`,
      { mode: 0o755 },
    );
    agentConfig[name] = { type: 'script', command: script };
  }
  expect(govern(repo, ['init']).code).toBe(0);
  const file = join(repo, '.governance', 'config.json');
  const base = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    file,
    JSON.stringify({
      ...base,
      agents: agentConfig,
      defaultAgent: Object.keys(agents)[0],
      categories: { REFACTORING: { gates: ['SCOPE'], maxRetries: 2 } },
      ...config,
    }),
  );
  const tasksFile = join(outside, 'tasks.json');
  writeFileSync(tasksFile, JSON.stringify(tasks));
  expect(govern(repo, ['add', '--file', tasksFile]).code).toBe(0);
  return {
    repo,
    calls: () =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((line) => line !== '')
        : [],
  };
}

function task(id: string, target: string | string[], extra: Record<string, unknown> = {}) {
  return {
    id,
    category: 'REFACTORING',
    targetPath: target,
    description: `work on ${id}`,
    ...extra,
  };
}

interface Row {
  id: string;
  status: string;
  reason: string | null;
  commit: string | null;
}

function rows(repo: string): Row[] {
  return (JSON.parse(govern(repo, ['status', '--json']).stdout) as { tasks: Row[] }).tasks;
}

function ledgerTask(repo: string, id: string): Record<string, unknown> {
  const ledger = JSON.parse(readFileSync(join(repo, 'PROGRESS.json'), 'utf8')) as {
    tasks: Record<string, unknown>[];
  };
  return ledger.tasks.find((t) => t['id'] === id) ?? {};
}

interface RunJson {
  agentCalls: number;
  reused: { id: string; reused: boolean }[];
  rerun: { reused: string[]; redecided: { id: string; changed: string }[] } | null;
}

function runJson(repo: string, args: string[] = []): RunJson {
  const run = govern(repo, ['run', '--no-sandbox', '--json', ...args]);
  expect(run.code, run.stdout + run.stderr).toBe(0);
  return JSON.parse(run.stdout) as RunJson;
}

const WRITE_TARGET =
  'printf "export const v = \'%s\';\\n" "$GOVERN_TASK_ID" > "$GOVERN_TARGET_PATH"';

describe('lifecycle', () => {
  it('skips locked and certified targets before any agent call, with the rule in the ledger', () => {
    const { repo, calls } = setup(
      { sh: WRITE_TARGET },
      {
        lifecycle: [
          { glob: 'src/core', status: 'locked' },
          { glob: 'src/certified/*.ts', status: 'certified' },
        ],
      },
      [task('L-1', 'src/core/x.ts'), task('C-1', 'src/certified/y.ts'), task('OK', 'src/b.ts')],
    );
    const run = govern(repo, ['run', '--no-sandbox']);
    expect(run.code, run.stderr).toBe(0);
    const [locked, certified, ok] = rows(repo);
    expect(locked).toMatchObject({ status: 'SKIPPED' });
    expect(locked?.reason).toContain('src/core/x.ts is locked (lifecycle rule "src/core")');
    expect(certified?.reason).toContain('certified');
    expect(ok?.status).toBe('COMPLETED');
    expect(calls()).toEqual(['sh OK 1']);
    const quality = JSON.parse(govern(repo, ['quality', '--json']).stdout) as {
      observation: { open: number };
    };
    expect(quality.observation.open).toBe(2);
  });
});

describe('budget', () => {
  it('defers an attempt that would cross the daily ceiling, and the spend survives a restart', () => {
    const { repo, calls } = setup(
      { sh: `${WRITE_TARGET}\necho '{"costUsd": 0.6, "inputTokens": 1000, "outputTokens": 200}'` },
      { budget: { dailyUsd: 1 }, tiers: [{ tier: 1, agent: 'sh', attemptUsd: 0.6 }] },
      [task('T-1', 'src/b.ts'), task('T-2', 'src/c.ts')],
    );
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(0);
    expect(rows(repo).map((r) => r.status)).toEqual(['COMPLETED', 'DEFERRED']);
    expect(rows(repo)[1]?.reason).toContain('daily budget');
    expect(ledgerTask(repo, 'T-2')['decision']).toMatchObject({
      kind: 'DEFERRED',
      ceiling: 'daily',
    });
    expect(calls()).toEqual(['sh T-1 1']);
    const budget = JSON.parse(govern(repo, ['budget', '--json']).stdout) as {
      spentUsd: number;
      agents: { agent: string; calls: number; tokens: { input: number } }[];
    };
    expect(budget.spentUsd).toBe(0.6);
    expect(budget.agents).toMatchObject([{ agent: 'sh', calls: 1, tokens: { input: 1000 } }]);
    // A new process reads today's spend back: still deferred, still one call.
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(0);
    expect(rows(repo)[1]?.status).toBe('DEFERRED');
    expect(calls()).toHaveLength(1);
    expect(govern(repo, ['budget']).stdout).toContain('spent $0.60 of $1.00');
  });

  it('defers on the per-task ceiling and names it', () => {
    const { repo, calls } = setup(
      { sh: WRITE_TARGET },
      { budget: { perTaskUsd: 0.5 }, tiers: [{ tier: 1, agent: 'sh', attemptUsd: 0.6 }] },
      [task('T-1', 'src/b.ts')],
    );
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(0);
    expect(rows(repo)[0]?.reason).toContain('per-task budget');
    expect(ledgerTask(repo, 'T-1')['decision']).toMatchObject({ ceiling: 'perTask' });
    expect(calls()).toEqual([]);
  });
});

describe('escalation ladder', () => {
  it('climbs to the next tier after a tier fails its gates, and counts calls per tier', () => {
    const { repo, calls } = setup(
      {
        cheap: 'printf "x\\n" > src/outside.ts',
        strong: WRITE_TARGET,
      },
      {
        tiers: [
          { tier: 1, agent: 'cheap' },
          { tier: 2, agent: 'strong' },
        ],
      },
      [task('T-1', 'src/b.ts')],
    );
    const run = govern(repo, ['run', '--no-sandbox']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(calls()).toEqual(['cheap T-1 1', 'strong T-1 2']);
    expect(rows(repo)[0]?.status).toBe('COMPLETED');
    expect(git(repo, 'log', '-1', '--format=%(trailers:key=Tier,valueonly)').trim()).toBe(
      '2 (strong)',
    );
    const budget = JSON.parse(govern(repo, ['budget', '--json']).stdout) as {
      tiers: { tier: number; calls: number }[];
    };
    expect(budget.tiers).toEqual([
      expect.objectContaining({ tier: 1, calls: 1 }),
      expect.objectContaining({ tier: 2, calls: 1 }),
    ]);
  });

  it('fails a task once every tier failed, without using retries on a rung that already failed', () => {
    const { repo, calls } = setup(
      { cheap: 'printf "x\\n" > src/outside.ts', strong: 'printf "y\\n" > src/outside.ts' },
      {
        tiers: [
          { tier: 1, agent: 'cheap' },
          { tier: 2, agent: 'strong' },
        ],
      },
      [task('T-1', 'src/b.ts', { maxRetries: 5 })],
    );
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(1);
    expect(calls()).toEqual(['cheap T-1 1', 'strong T-1 2']);
    expect(rows(repo)[0]?.reason).toContain('every tier failed its gates');
  });
});

describe('authorization tiers', () => {
  it('holds a dependency-manifest change on govern/TASK-ID until approved, then lands it', () => {
    const { repo } = setup(
      {
        sh: 'printf \'{"name":"x","version":"2.0.0","dependencies":{"left-pad":"1.3.0"}}\\n\' > package.json',
      },
      {},
      [task('DEP', 'package.json')],
      { 'package.json': '{"name":"x","version":"1.0.0"}\n' },
    );
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const run = govern(repo, ['run', '--no-sandbox']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('AWAITING_APPROVAL');
    expect(rows(repo)[0]?.status).toBe('AWAITING_APPROVAL');
    expect(git(repo, 'rev-parse', 'HEAD').trim()).toBe(head);
    expect(git(repo, 'status', '--porcelain')).toBe(STATUS_AFTER_INIT);
    expect(readFileSync(join(repo, 'package.json'), 'utf8')).toContain('1.0.0');
    expect(git(repo, 'show', 'govern/DEP:package.json')).toContain('2.0.0');

    const approve = govern(repo, ['approve', 'DEP', '--by', 'alice']);
    expect(approve.code, approve.stderr).toBe(0);
    expect(rows(repo)[0]).toMatchObject({ status: 'COMPLETED', reason: 'approved by alice' });
    expect(readFileSync(join(repo, 'package.json'), 'utf8')).toContain('2.0.0');
    expect(git(repo, 'log', '-1', '--format=%s')).toContain('govern(DEP)');
    expect(git(repo, 'branch', '--list', 'govern/DEP')).toBe('');
    const archive = JSON.parse(govern(repo, ['archive', 'list', '--json']).stdout) as {
      items: { id: string }[];
    };
    expect(archive.items).toHaveLength(1);
    const restored = govern(repo, ['archive', 'restore', archive.items[0]!.id]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('"taskId": "DEP"');
    // Approving twice is a usage error: nothing waits any more.
    expect(govern(repo, ['approve', 'DEP']).code).toBe(2);
  });

  it('lands a manifest change that touches only metadata, and records which fields it touched', () => {
    const { repo } = setup(
      {
        sh: 'printf \'{"name":"x","version":"2.0.0","keywords":["pad"],"scripts":{"test":"node t.js"}}\\n\' > package.json',
      },
      {},
      [task('BUMP', 'package.json')],
      { 'package.json': '{"name":"x","version":"1.0.0","scripts":{"test":"node t.js"}}\n' },
    );
    const run = govern(repo, ['run', '--no-sandbox']);
    expect(run.code, run.stderr).toBe(0);
    expect(rows(repo)[0]?.status).toBe('COMPLETED');
    expect(git(repo, 'show', 'HEAD:package.json')).toContain('2.0.0');
    const decisions = JSON.parse(
      readFileSync(join(repo, '.governance', 'approvals.json'), 'utf8'),
    ) as { decisions: { taskId: string; tier: string; metadataOnly?: object }[] };
    expect(decisions.decisions.find((record) => record.taskId === 'BUMP')).toMatchObject({
      tier: 'autonomous',
      metadataOnly: { 'package.json': ['version', 'keywords'] },
    });
  });

  it("lands a release's version bump mirrored into package-lock.json, and holds a lock that fetches elsewhere", () => {
    const lock = (version: string, resolved?: string) =>
      `${JSON.stringify({
        name: 'x',
        version,
        lockfileVersion: 3,
        packages: {
          '': { name: 'x', version, dependencies: { ms: '^2.1.0' } },
          'node_modules/ms': {
            version: '2.1.3',
            resolved: resolved ?? 'https://registry.npmjs.org/ms/-/ms-2.1.3.tgz',
            integrity:
              'sha512-6FlzubTLZG3J2a/NVCAleEhjzq5oxgHyaCU9yYXvcLsvoVaHJq/s5xXI6/XXP6tz7R9xAOtHnSO/tXtF3WRTlA==',
          },
        },
      })}\n`;
    const manifest = (version: string) =>
      `{"name":"x","version":"${version}","dependencies":{"ms":"^2.1.0"}}\n`;
    const { repo } = setup(
      {
        sh: [
          'cp "next/$GOVERN_TASK_ID/package.json" package.json',
          'cp "next/$GOVERN_TASK_ID/package-lock.json" package-lock.json',
        ].join('\n'),
      },
      // The user lets package.json move: the lock beside it lands when every entry is pinned.
      { authorization: { autonomous: ['package.json'] } },
      [
        task('BUMP', ['package.json', 'package-lock.json']),
        task('TAMPER', ['package.json', 'package-lock.json'], { dependencies: ['BUMP'] }),
        task('MIRROR', ['package.json', 'package-lock.json'], { dependencies: ['BUMP'] }),
      ],
      {
        'package.json': manifest('1.0.0'),
        'package-lock.json': lock('1.0.0'),
        'next/BUMP/package.json': manifest('1.1.0'),
        'next/BUMP/package-lock.json': lock('1.1.0'),
        'next/TAMPER/package.json': manifest('1.2.0'),
        'next/TAMPER/package-lock.json': lock('1.2.0', 'https://evil.example/ms-2.1.3.tgz'),
        // The repository's own .npmrc names the registry its installs use: entries from it are pinned.
        '.npmrc': 'registry=https://npm.example.com/api/npm/virtual/\n',
        'next/MIRROR/package.json': manifest('1.3.0'),
        'next/MIRROR/package-lock.json': lock(
          '1.3.0',
          'https://npm.example.com/api/npm/virtual/ms/-/ms-2.1.3.tgz',
        ),
      },
    );
    const run = govern(repo, ['run', '--no-sandbox']);
    expect(run.code, run.stderr).toBe(0);
    const [bump, tamper, mirror] = rows(repo);
    expect(mirror?.status).toBe('COMPLETED');
    expect(bump?.status).toBe('COMPLETED');
    expect(git(repo, 'log', '--format=%s')).toMatch(/govern\(MIRROR\)[^]*govern\(BUMP\)/);
    expect(git(repo, 'show', 'HEAD~1:package-lock.json')).toContain('"version":"1.1.0"');
    expect(git(repo, 'show', 'HEAD:package-lock.json')).toContain(
      'npm.example.com/api/npm/virtual/ms',
    );
    const decisions = JSON.parse(
      readFileSync(join(repo, '.governance', 'approvals.json'), 'utf8'),
    ) as { decisions: { taskId: string; tier: string; reasons: string[]; lockfiles?: object }[] };
    expect(decisions.decisions.find((record) => record.taskId === 'BUMP')).toMatchObject({
      tier: 'autonomous',
      lockfiles: {
        'package-lock.json':
          'only the project\'s own metadata changed (packages[""].version, version), no entry',
      },
    });
    // The same bump with the entry's URL moved to another host needs a person, and the
    // record says what moved, although the config lets package.json change.
    expect(tamper?.status).toBe('AWAITING_APPROVAL');
    const held = decisions.decisions.find((record) => record.taskId === 'TAMPER');
    expect(held?.reasons.join('\n')).toContain(
      'package-lock.json: packages["node_modules/ms"] is fetched from https://evil.example/ms-2.1.3.tgz',
    );
  });

  it("lands a folder's module-type marker, and holds a manifest turned into bytes npm cannot parse", () => {
    const { repo } = setup(
      {
        sh: [
          'if [ "$GOVERN_TASK_ID" = MARK ]; then mkdir -p lib/esm && printf \'{"type":"module"}\\n\' > lib/esm/package.json && printf "export const b = 2;\\n" > lib/esm/b.js; fi',
          'if [ "$GOVERN_TASK_ID" = JUNK ]; then printf \'\\200\\201\\202\\203\\204\\205\\206\\207\\210\\211\\212\\213\\214\\215\\216\\217\' > lib/cjs/package.json; fi',
        ].join('\n'),
      },
      {},
      [task('MARK', 'lib/esm'), task('JUNK', 'lib/cjs', { dependencies: ['MARK'] })],
      { 'lib/cjs/package.json': '{"type":"commonjs"}\n' },
    );
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(0);
    const [mark, junk] = rows(repo);
    expect(mark?.status).toBe('COMPLETED');
    expect(git(repo, 'show', 'HEAD:lib/esm/package.json')).toContain('module');
    expect(junk?.status).toBe('AWAITING_APPROVAL');
  });

  it('still holds a manifest whose scripts change, even beside a version bump', () => {
    const { repo } = setup(
      {
        sh: 'printf \'{"name":"x","version":"2.0.0","scripts":{"postinstall":"node fetch.js"}}\\n\' > package.json',
      },
      {},
      [task('HOOK', 'package.json')],
      { 'package.json': '{"name":"x","version":"1.0.0"}\n' },
    );
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(0);
    expect(rows(repo)[0]?.status).toBe('AWAITING_APPROVAL');
    expect(git(repo, 'show', 'HEAD:package.json')).toContain('1.0.0');
  });

  it('rejects a held migration: branch deleted, task FAILED with the reason, dependents skipped', () => {
    const { repo } = setup(
      { sh: 'mkdir -p db/migrations && echo "drop table users;" > db/migrations/001.sql' },
      {},
      [task('MIG', 'db/migrations'), task('AFTER', 'src/b.ts', { dependencies: ['MIG'] })],
    );
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(0);
    expect(rows(repo)[0]?.status).toBe('AWAITING_APPROVAL');
    expect(govern(repo, ['reject', 'MIG']).code).toBe(2);
    const reject = govern(repo, ['reject', 'MIG', '--why', 'drops a table', '--by', 'bob']);
    expect(reject.code, reject.stderr).toBe(0);
    expect(rows(repo)[0]).toMatchObject({
      status: 'FAILED',
      reason: 'rejected by bob: drops a table',
    });
    expect(git(repo, 'branch', '--list', 'govern/MIG')).toBe('');
    expect(existsSync(join(repo, 'db'))).toBe(false);
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(1);
    expect(rows(repo)[1]).toMatchObject({ status: 'SKIPPED', reason: 'dependency MIG is FAILED' });
  });

  it('quarantines a change to a secrets file and a commit to a protected branch', () => {
    const { repo, calls } = setup(
      { sh: 'mkdir -p config/secrets && echo "k=1" > config/secrets/key.txt' },
      {},
      [task('SEC', 'config/secrets/key.txt')],
    );
    expect(govern(repo, ['run', '--no-sandbox']).code).toBe(1);
    expect(rows(repo)[0]).toMatchObject({ status: 'QUARANTINED' });
    expect(rows(repo)[0]?.reason).toContain('a secrets file');
    // How to let tasks change a fixture such a pattern covers.
    expect(rows(repo)[0]?.reason).toContain('list it under authorization.semiAutonomous');
    expect(calls()).toHaveLength(1);
    expect(existsSync(join(repo, 'config'))).toBe(false);

    const protectedRepo = setup(
      { sh: WRITE_TARGET },
      { authorization: { protectedBranches: ['main'] } },
      [task('P', 'src/b.ts')],
    ).repo;
    expect(govern(protectedRepo, ['run']).code).toBe(1);
    expect(rows(protectedRepo)[0]?.reason).toContain('branch main is protected');
    expect(git(protectedRepo, 'log', '--format=%s')).toBe('initial\n');
  });
});

describe('govern run --rerun', () => {
  it('reuses unchanged tasks with zero agent calls and decides changed ones again', () => {
    const tasks = ['A', 'B', 'C'].map((id) =>
      task(id, `src/${id}.ts`, { referencePath: `ref/${id}.md` }),
    );
    // The agent derives each target from its reference, as a migration would.
    const derive = 'sed "s/^/\\/\\/ /" "ref/$GOVERN_TASK_ID.md" > "$GOVERN_TARGET_PATH"';
    const { repo, calls } = setup({ sh: derive }, {}, tasks, {
      'ref/A.md': 'a\n',
      'ref/B.md': 'b\n',
      'ref/C.md': 'c\n',
    });
    expect(runJson(repo).agentCalls).toBe(3);

    const unchanged = runJson(repo, ['--rerun']);
    expect(unchanged.agentCalls).toBe(0);
    expect(unchanged.rerun?.reused).toEqual(['A', 'B', 'C']);
    expect(ledgerTask(repo, 'A')['decision']).toMatchObject({ kind: 'REUSED', reused: true });
    expect(calls()).toHaveLength(3);

    writeFiles(repo, { 'ref/B.md': 'b changed\n' });
    git(repo, 'commit', '-qam', 'change B reference');
    const changed = runJson(repo, ['--rerun']);
    expect(changed.agentCalls).toBe(1);
    expect(changed.rerun?.redecided).toEqual([
      { id: 'B', changed: 'task, reference or target content' },
    ]);
    expect(calls().at(-1)).toBe('sh B 1');

    // A rule change re-decides identical bytes.
    const file = join(repo, '.governance', 'config.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      file,
      JSON.stringify({ ...config, lifecycle: [{ glob: 'docs', status: 'experimental' }] }),
    );
    const rules = runJson(repo, ['--rerun']);
    expect(rules.rerun?.redecided.map((r) => r.changed)).toEqual([
      'governance rules',
      'governance rules',
      'governance rules',
    ]);
    // The agents found nothing to change: the earlier commits stand, under the new rules.
    expect(rules.agentCalls).toBe(3);
    expect(rows(repo).map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(runJson(repo, ['--rerun']).agentCalls).toBe(0);
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { CapabilityGrant } from './capabilities.js';
import { APPROVAL_STATUSES, CAPABILITY_ACTIONS, Capabilities, openApprovals } from './index.js';
import type {
  ApprovalStore,
  AuthorizationRules,
  CapabilityAction,
  CapabilityResult,
  DecisionRecord,
} from './index.js';
import { AUTHORIZATION_TIERS } from '../common/index.js';

const rules: AuthorizationRules = { protectedBranches: ['main', 'release/*'] };
const at = '2025-03-01T10:00:00.000Z';

function setup(storeRules: AuthorizationRules = rules): {
  dir: string;
  store: ApprovalStore;
  capabilities: Capabilities;
} {
  const dir = makeTempDir();
  const opened = openApprovals({
    governanceDir: dir,
    clock: () => new Date(at),
    rules: storeRules,
  });
  if (opened.kind !== 'ok') {
    throw new Error('approvals did not open');
  }
  return {
    dir,
    store: opened.approvals,
    capabilities: new Capabilities({ approvals: opened.approvals, rules: storeRules }),
  };
}

function reasonOf(result: CapabilityResult): string {
  return result.kind === 'denied' ? result.reason : 'granted';
}

const autonomous = {
  decisionId: 'A-1',
  taskId: 'TASK-1',
  branch: 'work',
  paths: ['src/a.ts', 'src/b.ts'],
  gatesPassed: true,
};

const proposal = {
  decisionId: 'S-1',
  taskId: 'TASK-2',
  branch: 'govern/TASK-2',
  targetBranch: 'work',
  paths: ['package.json', 'src/c.ts'],
  reasons: [],
  gatesPassed: true,
};

describe('Capabilities: commit', () => {
  it('grants a commit for a recorded, gate-passed autonomous decision on its branch', () => {
    const { store, capabilities } = setup();
    store.recordDecision(autonomous);
    const result = capabilities.authorizeCommit({
      decisionId: 'A-1',
      taskId: 'TASK-1',
      branch: 'work',
      paths: ['./src/a.ts'],
    });
    expect(result.kind).toBe('granted');
    expect(result.kind === 'granted' ? result.grant : null).toMatchObject({
      action: 'commit',
      decisionId: 'A-1',
      taskId: 'TASK-1',
      branch: 'work',
      tier: 'autonomous',
      paths: ['src/a.ts'],
    });
  });

  it('denies every broken invariant, naming it', () => {
    const { store, capabilities } = setup();
    store.recordDecision(autonomous);
    store.recordDecision({ ...autonomous, decisionId: 'A-failed', gatesPassed: false });
    store.recordDecision({ ...autonomous, decisionId: 'A-main', branch: 'main' });
    const commit = (overrides: Partial<Parameters<Capabilities['authorizeCommit']>[0]>) =>
      reasonOf(
        capabilities.authorizeCommit({
          decisionId: 'A-1',
          taskId: 'TASK-1',
          branch: 'work',
          paths: ['src/a.ts'],
          ...overrides,
        }),
      );
    expect(commit({ decisionId: 'A-404' })).toBe('no decision record A-404');
    expect(commit({ taskId: 'TASK-9' })).toBe('decision A-1 is for TASK-1, not TASK-9');
    expect(commit({ decisionId: 'A-failed' })).toBe('decision A-failed did not pass its gates');
    expect(commit({ decisionId: 'A-main', branch: 'main' })).toBe('branch main is protected');
    expect(commit({ branch: 'refs/heads/release/2' })).toBe(
      'branch refs/heads/release/2 is protected',
    );
    expect(commit({ branch: 'other' })).toBe('decision A-1 commits to work, not other');
    expect(commit({ paths: ['src/a.ts', 'src/z.ts'] })).toBe(
      'decision A-1 does not cover src/z.ts',
    );
    expect(commit({ paths: [] })).toBe('a commit names the paths it carries');
  });

  it('denies an autonomous commit whose paths need approval under the current rules', () => {
    const { store } = setup();
    store.recordDecision(autonomous);
    const stricter = new Capabilities({
      approvals: store,
      rules: { semiAutonomous: ['src/b.ts'] },
    });
    const result = stricter.authorizeCommit({
      decisionId: 'A-1',
      taskId: 'TASK-1',
      branch: 'work',
      paths: ['src/b.ts'],
    });
    expect(reasonOf(result)).toBe(
      'the change needs approval: src/b.ts: config needs approval for "src/b.ts"',
    );
  });

  it("commits a manifest as autonomous only by the decision's own reading of it", () => {
    const { store, capabilities } = setup();
    const bump = { ...autonomous, paths: ['package.json', 'src/a.ts'] };
    // Without the kernel's reading, a manifest needs approval: no autonomous record at all.
    expect(store.recordDecision(bump)).toMatchObject({ ok: false });
    expect(
      store.recordDecision({ ...bump, metadataOnly: { 'package.json': ['version'] } }),
    ).toMatchObject({ ok: true });
    expect(store.get('A-1')?.metadataOnly).toEqual({ 'package.json': ['version'] });
    const request = { decisionId: 'A-1', taskId: 'TASK-1', branch: 'work' };
    expect(capabilities.authorizeCommit({ ...request, paths: bump.paths }).kind).toBe('granted');
    // The reading covers the manifests it names: another one is outside the decision.
    expect(
      reasonOf(
        capabilities.authorizeCommit({ ...request, paths: ['package.json', 'lib/package.json'] }),
      ),
    ).toBe('decision A-1 does not cover lib/package.json');
  });

  it("commits a lock file as autonomous only by the decision's recorded verdict on it", () => {
    const { store, capabilities } = setup();
    const bump = { ...autonomous, decisionId: 'L-1', paths: ['package-lock.json', 'src/a.ts'] };
    expect(store.recordDecision(bump)).toMatchObject({ ok: false });
    const note = "only the project's own metadata changed (version), no entry";
    expect(
      store.recordDecision({ ...bump, lockfiles: { 'package-lock.json': note } }),
    ).toMatchObject({ ok: true });
    expect(store.get('L-1')?.lockfiles).toEqual({ 'package-lock.json': note });
    const request = { decisionId: 'L-1', taskId: 'TASK-1', branch: 'work' };
    expect(capabilities.authorizeCommit({ ...request, paths: bump.paths }).kind).toBe('granted');
  });

  it('lands a semi-autonomous change only once approved, and only on its target branch', () => {
    const { store, capabilities } = setup();
    store.propose(proposal);
    const request = { decisionId: 'S-1', taskId: 'TASK-2', branch: 'work', paths: proposal.paths };
    expect(reasonOf(capabilities.authorizeCommit(request))).toBe(
      'decision S-1 is pending: it needs `govern approve` first',
    );
    store.approve('S-1', 'ana');
    expect(capabilities.authorizeCommit(request).kind).toBe('granted');
    expect(reasonOf(capabilities.authorizeCommit({ ...request, branch: 'govern/TASK-2' }))).toBe(
      'decision S-1 lands on work, not govern/TASK-2',
    );
  });

  it('never lands a rejected or blocked decision', () => {
    const { store, capabilities } = setup();
    store.propose(proposal);
    store.reject('S-1', 'no new dependencies');
    expect(
      reasonOf(
        capabilities.authorizeCommit({
          decisionId: 'S-1',
          taskId: 'TASK-2',
          branch: 'work',
          paths: ['src/c.ts'],
        }),
      ),
    ).toBe('decision S-1 was rejected: no new dependencies');
    store.recordDecision({ ...autonomous, decisionId: 'F-1', paths: ['.env'] });
    expect(
      reasonOf(
        capabilities.authorizeCommit({
          decisionId: 'F-1',
          taskId: 'TASK-1',
          branch: 'work',
          paths: ['.env'],
        }),
      ),
    ).toBe('decision F-1 is forbidden: .env: a secrets file ("**/.env")');
  });
});

describe('Capabilities: hold, push, pull request', () => {
  it('holds a pending proposal on its own branch only', () => {
    const { store, capabilities } = setup();
    store.propose(proposal);
    store.recordDecision(autonomous);
    const hold = {
      decisionId: 'S-1',
      taskId: 'TASK-2',
      branch: 'govern/TASK-2',
      paths: ['src/c.ts'],
    };
    expect(capabilities.authorizeHold(hold).kind).toBe('granted');
    expect(reasonOf(capabilities.authorizeHold({ ...hold, branch: 'work' }))).toBe(
      'decision S-1 is held on govern/TASK-2, not work',
    );
    expect(reasonOf(capabilities.authorizeHold({ ...autonomous, paths: ['src/a.ts'] }))).toBe(
      'decision A-1 is not a pending or approved proposal (autonomous, recorded)',
    );
  });

  it('pushes and opens pull requests only for approved proposals', () => {
    const { store, capabilities } = setup();
    store.propose(proposal);
    store.recordDecision(autonomous);
    const pr = { decisionId: 'S-1', taskId: 'TASK-2', branch: 'govern/TASK-2' };
    expect(reasonOf(capabilities.authorizePullRequest(pr))).toBe(
      'decision S-1 is pending: a pull request needs an approved decision',
    );
    expect(
      reasonOf(capabilities.authorizePush({ decisionId: 'A-1', taskId: 'TASK-1', branch: 'work' })),
    ).toBe('decision A-1 is recorded: a push needs an approved decision');
    store.approve('S-1', 'ana');
    expect(capabilities.authorizePullRequest(pr).kind).toBe('granted');
    expect(capabilities.authorizePush(pr).kind).toBe('granted');
    expect(capabilities.authorizePush({ ...pr, branch: 'work' }).kind).toBe('granted');
    expect(reasonOf(capabilities.authorizePullRequest({ ...pr, branch: 'work' }))).toBe(
      'decision S-1 is held on govern/TASK-2, not work',
    );
  });
});

describe('Capabilities.execute', () => {
  it('runs the action once and marks it used on disk', async () => {
    const { store, capabilities } = setup();
    store.recordDecision(autonomous);
    const request = { decisionId: 'A-1', taskId: 'TASK-1', branch: 'work', paths: ['src/a.ts'] };
    const granted = capabilities.authorizeCommit(request);
    if (granted.kind !== 'granted') {
      throw new Error(granted.reason);
    }
    let runs = 0;
    const action = (): string => {
      runs += 1;
      return 'abc123';
    };
    expect(await capabilities.execute(granted.grant, action)).toEqual({
      kind: 'executed',
      value: 'abc123',
    });
    expect(await capabilities.execute(granted.grant, action)).toMatchObject({
      kind: 'denied',
      reason: 'the grant was already used',
    });
    expect(reasonOf(capabilities.authorizeCommit(request))).toBe(
      'decision A-1 already used commit',
    );
    expect(store.get('A-1')?.executed).toEqual([{ action: 'commit', at }]);
    expect(runs).toBe(1);
  });

  it('checks the decision again: a rejection after the grant stops the action', async () => {
    const { store, capabilities } = setup();
    store.propose(proposal);
    const granted = capabilities.authorizeHold({
      decisionId: 'S-1',
      taskId: 'TASK-2',
      branch: 'govern/TASK-2',
      paths: ['package.json'],
    });
    if (granted.kind !== 'granted') {
      throw new Error(granted.reason);
    }
    store.reject('S-1', 'changed my mind');
    let ran = false;
    const result = await capabilities.execute(granted.grant, () => {
      ran = true;
    });
    expect(result).toMatchObject({
      kind: 'denied',
      reason: 'decision S-1 was rejected: changed my mind',
    });
    expect(ran).toBe(false);
  });

  it('refuses a grant it did not issue', async () => {
    const { store, capabilities } = setup();
    store.recordDecision(autonomous);
    const forged = Object.create(CapabilityGrant.prototype) as CapabilityGrant;
    Object.assign(forged, {
      action: 'commit',
      decisionId: 'A-1',
      taskId: 'TASK-1',
      branch: 'work',
    });
    expect(await capabilities.execute(forged, () => 'committed')).toMatchObject({
      kind: 'denied',
      reason: 'not a grant issued by Capabilities',
    });
    const lookalike: unknown = {
      action: 'commit',
      decisionId: 'A-1',
      taskId: 'TASK-1',
      branch: 'work',
    };
    expect((await capabilities.execute(lookalike as CapabilityGrant, () => 'committed')).kind).toBe(
      'denied',
    );
    const Grant = CapabilityGrant as unknown as new (key: symbol, fields: object) => unknown;
    expect(() => new Grant(Symbol('capability grant'), {})).toThrow(TypeError);
    expect(store.get('A-1')?.executed).toEqual([]);
  });
});

describe('no decision record, no grant', () => {
  const requestFor = (action: CapabilityAction, record: DecisionRecord) => {
    const branch =
      action === 'commit' && record.tier !== 'autonomous'
        ? (record.targetBranch ?? 'x')
        : record.branch;
    return { decisionId: record.decisionId, taskId: record.taskId, branch, paths: record.paths };
  };

  function authorize(
    capabilities: Capabilities,
    action: CapabilityAction,
    record: DecisionRecord,
  ): CapabilityResult {
    const request = requestFor(action, record);
    switch (action) {
      case 'commit':
        return capabilities.authorizeCommit(request);
      case 'hold':
        return capabilities.authorizeHold(request);
      case 'push':
        return capabilities.authorizePush(request);
      case 'open_pull_request':
        return capabilities.authorizePullRequest(request);
    }
  }

  it('grants exactly the approved or recorded, gate-passed combinations, whatever the file holds', () => {
    const { dir, capabilities } = setup();
    const decisions: DecisionRecord[] = [];
    for (const tier of AUTHORIZATION_TIERS) {
      for (const status of APPROVAL_STATUSES) {
        for (const gatesPassed of [true, false]) {
          decisions.push({
            decisionId: `${tier}-${status}-${gatesPassed}`,
            taskId: 'TASK-1',
            tier,
            status,
            paths: ['src/a.ts'],
            reasons: [],
            gatesPassed,
            branch: tier === 'autonomous' ? 'work' : 'govern/TASK-1',
            targetBranch: 'work',
            createdAt: at,
            updatedAt: at,
            executed: [],
          });
        }
      }
    }
    writeFileSync(join(dir, 'approvals.json'), JSON.stringify({ version: 1, decisions }));
    const granted: string[] = [];
    for (const record of decisions) {
      for (const action of CAPABILITY_ACTIONS) {
        if (authorize(capabilities, action, record).kind === 'granted') {
          granted.push(`${action}:${record.decisionId}`);
        }
      }
    }
    expect(granted.sort()).toEqual([
      'commit:autonomous-recorded-true',
      'commit:semi-autonomous-approved-true',
      'hold:semi-autonomous-approved-true',
      'hold:semi-autonomous-pending-true',
      'open_pull_request:semi-autonomous-approved-true',
      'push:semi-autonomous-approved-true',
    ]);
    const unknown = { ...decisions[0]!, decisionId: 'never-recorded' };
    for (const action of CAPABILITY_ACTIONS) {
      expect(authorize(capabilities, action, unknown).kind).toBe('denied');
    }
  });

  it('denies everything when the decisions file cannot be read', () => {
    const { dir, store, capabilities } = setup();
    store.recordDecision(autonomous);
    writeFileSync(join(dir, 'approvals.json'), '{"version":1');
    const result = capabilities.authorizeCommit({ ...autonomous, paths: ['src/a.ts'] });
    expect(reasonOf(result)).toMatch(/approvals\.json is invalid: not valid JSON/);
  });
});

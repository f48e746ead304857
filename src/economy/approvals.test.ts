import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { APPROVAL_STATUSES, APPROVALS_MAX_RECORDS, openApprovals } from './index.js';
import type { ApprovalStore, AuthorizationRules, DecisionRecord } from './index.js';
import { AUTHORIZATION_TIERS } from '../common/index.js';

const rules: AuthorizationRules = { protectedBranches: ['main'] };
const at = '2025-03-01T10:00:00.000Z';

function openStore(dir: string, storeRules: AuthorizationRules = rules): ApprovalStore {
  const opened = openApprovals({
    governanceDir: dir,
    clock: () => new Date(at),
    rules: storeRules,
  });
  if (opened.kind !== 'ok') {
    throw new Error(`approvals did not open: ${opened.kind}`);
  }
  return opened.approvals;
}

const proposal = {
  decisionId: 'D-1',
  taskId: 'TASK-1',
  branch: 'govern/TASK-1',
  targetBranch: 'work',
  paths: ['package.json', 'src/a.ts'],
  reasons: ['adds a dependency'],
  gatesPassed: true,
};

describe('ApprovalStore', () => {
  it('proposes a pending decision with the classification reasons added', () => {
    const dir = makeTempDir();
    const store = openStore(dir);
    const result = store.propose(proposal);
    expect(result).toEqual({
      ok: true,
      record: {
        decisionId: 'D-1',
        taskId: 'TASK-1',
        tier: 'semi-autonomous',
        status: 'pending',
        paths: ['package.json', 'src/a.ts'],
        reasons: [
          'adds a dependency',
          'package.json: a dependency manifest or lock file ("**/package.json")',
        ],
        gatesPassed: true,
        branch: 'govern/TASK-1',
        targetBranch: 'work',
        createdAt: at,
        updatedAt: at,
        executed: [],
      },
    });
    expect(store.get('D-1')?.status).toBe('pending');
    expect(store.latestForTask('TASK-1')?.decisionId).toBe('D-1');
    expect(store.get('nope')).toBeNull();
    const file = JSON.parse(readFileSync(join(dir, 'approvals.json'), 'utf8')) as {
      version: number;
      decisions: unknown[];
    };
    expect(file.version).toBe(1);
    expect(file.decisions).toHaveLength(1);
  });

  it('moves pending to approved or rejected, once', () => {
    const store = openStore(makeTempDir());
    store.propose(proposal);
    store.propose({ ...proposal, decisionId: 'D-2' });
    expect(store.approve('D-1', 'ana')).toMatchObject({
      ok: true,
      record: { status: 'approved', decidedBy: 'ana' },
    });
    expect(store.approve('D-1', 'ana')).toEqual({
      ok: false,
      reason: 'decision D-1 is approved, not pending',
    });
    expect(store.reject('D-1', 'too late')).toMatchObject({ ok: false });
    expect(store.reject('D-2', 'pins an old version', 'bo')).toMatchObject({
      ok: true,
      record: { status: 'rejected', rejectReason: 'pins an old version', decidedBy: 'bo' },
    });
    expect(store.approve('D-2', 'ana')).toEqual({
      ok: false,
      reason: 'decision D-2 is rejected, not pending',
    });
    expect(store.approve('D-9', 'ana')).toEqual({ ok: false, reason: 'no decision D-9' });
    expect(store.approve('D-2', ' ')).toMatchObject({ ok: false });
    expect(store.reject('D-2', '')).toMatchObject({ ok: false });
    expect(store.list().map((record) => record.status)).toEqual(['approved', 'rejected']);
  });

  it('refuses proposals that failed their gates, are forbidden or reuse an id', () => {
    const store = openStore(makeTempDir());
    expect(store.propose({ ...proposal, gatesPassed: false }).ok).toBe(false);
    const forbidden = store.propose({ ...proposal, paths: ['.env'] });
    expect(forbidden).toEqual({
      ok: false,
      reason: 'the change is forbidden and cannot be approved: .env: a secrets file ("**/.env")',
    });
    expect(store.propose(proposal).ok).toBe(true);
    expect(store.propose(proposal)).toEqual({ ok: false, reason: 'decision D-1 already exists' });
    expect(store.list()).toHaveLength(1);
  });

  it('records autonomous decisions itself, refusing ones that need approval and blocking forbidden ones', () => {
    const store = openStore(makeTempDir());
    const base = { taskId: 'TASK-2', branch: 'work', gatesPassed: true };
    expect(store.recordDecision({ ...base, decisionId: 'A-1', paths: ['src/a.ts'] })).toMatchObject(
      {
        ok: true,
        record: { tier: 'autonomous', status: 'recorded' },
      },
    );
    expect(
      store.recordDecision({ ...base, decisionId: 'A-2', paths: ['src/a.ts', 'yarn.lock'] }),
    ).toEqual({
      ok: false,
      reason:
        'the change needs approval: yarn.lock: a dependency manifest or lock file ("**/yarn.lock")',
    });
    expect(store.get('A-2')).toBeNull();
    expect(
      store.recordDecision({ ...base, decisionId: 'A-3', paths: ['keys/x.pem'] }),
    ).toMatchObject({ ok: false });
    expect(store.get('A-3')).toMatchObject({ tier: 'forbidden', status: 'blocked' });
  });

  it('sees decisions another process made, at once', () => {
    const dir = makeTempDir();
    const run = openStore(dir);
    const cli = openStore(dir);
    run.propose(proposal);
    cli.approve('D-1', 'ana');
    expect(run.get('D-1')?.status).toBe('approved');
  });

  it('reports a damaged file, never overwrites it, and refuses to act on it', () => {
    const dir = makeTempDir();
    const store = openStore(dir);
    store.propose(proposal);
    const file = join(dir, 'approvals.json');
    const damaged = '{"version":1,"decisions":[{"decisionId":"D-1"}]}';
    writeFileSync(file, damaged);
    const reopened = openApprovals({ governanceDir: dir, clock: () => new Date(), rules });
    expect(reopened.kind).toBe('invalid');
    expect(store.approve('D-1', 'ana')).toMatchObject({ ok: false });
    expect(store.propose({ ...proposal, decisionId: 'D-2' })).toMatchObject({ ok: false });
    expect(() => store.get('D-1')).toThrow(expect.objectContaining({ code: 'IO_FAILED' }));
    expect(readFileSync(file, 'utf8')).toBe(damaged);
  });

  it(`keeps at most ${APPROVALS_MAX_RECORDS} decisions, dropping the oldest closed ones`, () => {
    const dir = makeTempDir();
    const closed = (i: number): DecisionRecord => ({
      decisionId: `old-${i}`,
      taskId: 'T',
      tier: 'autonomous',
      status: i % 2 === 0 ? 'recorded' : 'rejected',
      paths: ['src/a.ts'],
      reasons: [],
      gatesPassed: true,
      branch: 'work',
      createdAt: at,
      updatedAt: at,
      executed: i % 2 === 0 ? [{ action: 'commit', at }] : [],
    });
    const open: DecisionRecord = { ...closed(0), decisionId: 'open', executed: [] };
    const decisions = [
      open,
      ...Array.from({ length: APPROVALS_MAX_RECORDS - 1 }, (_, i) => closed(i)),
    ];
    writeFileSync(join(dir, 'approvals.json'), JSON.stringify({ version: 1, decisions }));
    const store = openStore(dir);
    expect(store.propose(proposal).ok).toBe(true);
    const ids = store.list().map((record) => record.decisionId);
    expect(ids).toHaveLength(APPROVALS_MAX_RECORDS);
    expect(ids.slice(0, 2)).toEqual(['open', 'old-1']);
    expect(ids.at(-1)).toBe('D-1');
  });

  it('spells statuses and tiers as documented', () => {
    expect(APPROVAL_STATUSES).toEqual(['pending', 'approved', 'rejected', 'recorded', 'blocked']);
    expect(AUTHORIZATION_TIERS).toEqual(['autonomous', 'semi-autonomous', 'forbidden']);
  });
});

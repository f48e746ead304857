import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { DecisionLog } from './decision-log.js';
import { openQuality } from './store.js';
import type { DecisionInput, QualityStore } from './store.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const t0 = new Date('2025-03-01T10:00:00.000Z');

function open(governanceDir: string, clock: () => Date = () => t0): QualityStore {
  const opened = openQuality({ governanceDir, clock });
  if (opened.kind !== 'ok') {
    throw new Error(`quality did not open: ${JSON.stringify(opened)}`);
  }
  return opened.store;
}

function decision(overrides: Partial<DecisionInput>): DecisionInput {
  return {
    kind: 'agent',
    tier: 1,
    outcome: 'committed',
    caughtBadChange: false,
    tokens: 1000,
    costUsd: 0.1,
    confidence: 0.8,
    succeeded: true,
    at: t0,
    ...overrides,
  };
}

describe('QualityStore observation mode', () => {
  it('persists predictions and their resolution across restarts', () => {
    const dir = makeTempDir();
    const first = open(dir);
    const prediction = first.recordSkipPrediction({
      taskId: 'TASK-9',
      module: 'src/auth/**',
      confidence: 0.3,
      risk: 'high',
      status: 'DEFERRED',
      rollbackStreak: 0,
    });
    expect(prediction).toMatchObject({
      id: 'obs-1',
      problemProbability: 0.9,
      dueAt: '2025-03-01T16:00:00.000Z',
    });
    const second = open(dir);
    expect(second.openPredictions()).toEqual([prediction]);
    const result = second.revisit({ now: new Date('2025-03-01T16:00:00.000Z'), incidents: [] });
    // Predicted 0.9 (a problem) and none happened: resolved, and wrong.
    expect(result).toEqual({
      resolved: [expect.objectContaining({ id: 'obs-1', problem: false, correct: false })],
      open: 0,
    });
    const third = open(dir);
    expect(third.resolvedPredictions()).toEqual(result.resolved);
    expect(third.qualityReport().observation).toMatchObject({
      open: 0,
      resolved: 1,
      correct: 0,
      accuracy: 0,
      brierScore: 0.81,
    });
    expect(third.recordSkipPrediction({ ...prediction, rollbackStreak: 0 }).id).toBe('obs-2');
  });

  it('returns predictions only: nothing that names or changes a decision outcome', () => {
    const dir = makeTempDir();
    const store = open(dir);
    store.recordSkipPrediction({
      taskId: 'T',
      module: 'm',
      confidence: 0.5,
      risk: 'low',
      status: 'stable',
      rollbackStreak: 0,
    });
    const result = store.revisit({ now: new Date(t0.getTime() + 3 * DAY_MS), incidents: [] });
    expect(Object.keys(result).sort()).toEqual(['open', 'resolved']);
    expect(Object.keys(result.resolved[0]!)).not.toContain('outcome');
    expect(Object.keys(result.resolved[0]!)).not.toContain('status_change');
  });

  it('refuses an out-of-range field and writes nothing', () => {
    const dir = makeTempDir();
    const store = open(dir);
    const input = {
      taskId: 'T',
      module: 'm',
      confidence: 0.5,
      risk: 'low',
      status: 'stable',
      rollbackStreak: 0,
    } as const;
    expect(() => store.recordSkipPrediction({ ...input, confidence: 1.5 })).toThrow(RangeError);
    expect(() => store.recordSkipPrediction({ ...input, rollbackStreak: -1 })).toThrow(RangeError);
    expect(() => store.recordSkipPrediction({ ...input, module: '' })).toThrow(/module/);
    expect(existsSync(join(dir, 'quality'))).toBe(false);
    expect(store.openPredictions()).toEqual([]);
  });
});

describe('QualityStore decision metrics', () => {
  it('reports the metrics of a constructed log', () => {
    const dir = makeTempDir();
    const store = open(dir);
    // Calibration: five at 0.9 with four successes (gap 0.1), five at 0.3 with two (gap 0.1).
    const log: DecisionInput[] = [
      decision({ kind: 'local', tier: 0, tokens: 0, costUsd: 0, confidence: 0.9 }),
      decision({ kind: 'local', tier: 0, tokens: 0, costUsd: 0, confidence: 0.9 }),
      decision({ kind: 'agent', confidence: 0.9, tokens: 2000, costUsd: 0.2 }),
      decision({ kind: 'agent', confidence: 0.9, tokens: 2000, costUsd: 0.2 }),
      decision({
        kind: 'llm',
        outcome: 'rolled_back',
        caughtBadChange: true,
        succeeded: false,
        confidence: 0.9,
        tokens: 1000,
        costUsd: 0.5,
      }),
      decision({
        kind: 'agent',
        outcome: 'rolled_back',
        caughtBadChange: true,
        succeeded: false,
        confidence: 0.3,
        tokens: 3000,
        costUsd: 0.25,
      }),
      decision({
        kind: 'local',
        tier: 0,
        outcome: 'rolled_back',
        succeeded: false,
        confidence: 0.3,
        tokens: 0,
        costUsd: 0,
      }),
      decision({
        kind: 'agent',
        outcome: 'rejected',
        succeeded: false,
        confidence: 0.3,
        tokens: 2000,
        costUsd: 0.1,
      }),
      decision({
        kind: 'local',
        tier: 0,
        outcome: 'skipped',
        confidence: 0.3,
        tokens: 0,
        costUsd: 0,
      }),
      decision({ kind: 'agent', outcome: 'deferred', confidence: 0.3, tokens: 0, costUsd: 0 }),
    ];
    for (const entry of log) {
      store.recordDecision(entry);
    }
    const report = open(dir).qualityReport({ now: new Date(t0.getTime() + 60_000) });
    const expected = {
      decisions: 10,
      localHandled: 3,
      caughtBadChanges: 2,
      wastedLlmCalls: 2,
      wastedCostUsd: 0.75,
      // 4 committed of the 8 changes produced (4 committed, 3 rolled back, 1 rejected)
      acceptanceRate: 0.5,
      tokens: 10_000,
      costUsd: 1.25,
      // 4 committed per 10 thousand tokens
      tokenEfficiency: 0.4,
      calibration: {
        samples: 10,
        buckets: [
          { index: 3, count: 5, meanPredicted: 0.3, observedRate: 0.4, gap: 0.1 },
          { index: 9, count: 5, meanPredicted: 0.9, observedRate: 0.8, gap: 0.1 },
        ],
        expectedCalibrationError: 0.1,
      },
    };
    expect(report.overall).toEqual(expected);
    expect(report.today).toEqual(expected);
    expect(report.window).toEqual({ from: '2024-12-02', to: '2025-03-01' });
    expect(report.droppedDecisions).toBe(0);
  });

  it('has no rates before any decision', () => {
    const report = open(makeTempDir()).qualityReport();
    expect(report.overall).toMatchObject({
      decisions: 0,
      acceptanceRate: null,
      tokenEfficiency: null,
    });
    expect(report.overall.calibration.expectedCalibrationError).toBeNull();
    expect(report.observation.accuracy).toBeNull();
  });

  it('refuses an invalid record without writing it', () => {
    const dir = makeTempDir();
    const store = open(dir);
    expect(() => {
      store.recordDecision(decision({ confidence: 2 }));
    }).toThrow(/confidence/);
    expect(() => {
      store.recordDecision(decision({ tier: 7 }));
    }).toThrow(RangeError);
    expect(existsSync(join(dir, 'quality', 'decisions'))).toBe(false);
  });

  it('splits a day into parts and counts what the day cap drops', () => {
    const dir = makeTempDir();
    const logDir = join(dir, 'log');
    const loaded = DecisionLog.load(logDir, { perPart: 2, perDay: 4 });
    if (loaded.kind !== 'ok') {
      throw new Error('log did not load');
    }
    const record = { ...decision({}), at: t0.toISOString() };
    for (let i = 0; i < 6; i += 1) {
      loaded.log.append('2025-03-01', record);
    }
    expect(readdirSync(logDir).sort()).toEqual(['2025-03-01-00.json', '2025-03-01-01.json']);
    const reread = DecisionLog.load(logDir, { perPart: 2, perDay: 4 });
    expect(
      reread.kind === 'ok'
        ? [reread.log.decisions(() => true).length, reread.log.dropped(() => true)]
        : [],
    ).toEqual([4, 2]);
  });
});

describe('QualityStore daily snapshots', () => {
  it('keeps one snapshot per UTC day for 90 days and prunes the decision log with them', () => {
    const dir = makeTempDir();
    let now = t0;
    const store = open(dir, () => now);
    for (let day = 0; day < 100; day += 1) {
      now = new Date(t0.getTime() + day * DAY_MS);
      store.recordDecision(decision({ at: now }));
      expect(store.snapshotDaily(now).replaced).toBe(false);
    }
    const again = store.snapshotDaily(new Date(now.getTime() + 60_000));
    expect(again.replaced).toBe(true);
    expect(again.snapshot.decisions.decisions).toBe(1);

    const report = open(dir, () => now).qualityReport();
    expect(report.snapshots).toHaveLength(90);
    expect(report.snapshots[0]!.day).toBe('2025-03-11');
    expect(report.snapshots.at(-1)!.day).toBe('2025-06-08');
    expect(report.overall.decisions).toBe(90);
    const parts = readdirSync(join(dir, 'quality', 'decisions')).sort();
    expect(parts).toHaveLength(90);
    expect(parts[0]).toBe('2025-03-11-00.json');
    const file = JSON.parse(readFileSync(join(dir, 'quality', 'snapshots.json'), 'utf8')) as {
      version: number;
    };
    expect(file.version).toBe(1);
  });
});

describe('openQuality', () => {
  it('reports a damaged file and never writes over it', () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'quality'));
    const file = join(dir, 'quality', 'observations.json');
    writeFileSync(file, '{"version":1,"open":"no"}');
    const opened = openQuality({ governanceDir: dir, clock: () => t0 });
    expect(opened.kind).toBe('invalid');
    expect(opened.kind === 'invalid' ? opened.issues : []).toContain(
      'open: Invalid input: expected array, received string',
    );
    writeFileSync(file, '{"version":2}');
    expect(openQuality({ governanceDir: dir, clock: () => t0 })).toMatchObject({
      kind: 'invalid',
      issues: ['version: 2 is not readable by this govern (reads 1)'],
    });
    expect(readFileSync(file, 'utf8')).toBe('{"version":2}');
  });
});

import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { estimateUsdFromTokens, openBudget } from './index.js';
import type { BudgetManager, BudgetRules, TierRule } from './index.js';

/** A clock the test moves by hand. */
function movableClock(iso: string): { clock: () => Date; set: (next: string) => void } {
  let now = new Date(iso);
  return {
    clock: () => now,
    set: (next) => {
      now = new Date(next);
    },
  };
}

const tiers: TierRule[] = [
  { tier: 0, agent: 'codemod' },
  { tier: 1, agent: 'cheap', attemptUsd: 0.05 },
  { tier: 2, agent: 'strong' },
  { tier: 3, agent: 'premium' },
];

function open(dir: string, clock: () => Date, budget: BudgetRules = {}): BudgetManager {
  const opened = openBudget({ governanceDir: dir, clock, budget, tiers });
  if (opened.kind !== 'ok') {
    throw new Error(`budget did not open: ${opened.kind}`);
  }
  return opened.budget;
}

const spend = (taskId: string, costUsd: number | null, tier: 0 | 1 | 2 | 3 = 2) => ({
  taskId,
  tier,
  agent: tiers[tier]!.agent,
  costUsd,
});

describe('BudgetManager ceilings', () => {
  it('stops an attempt whose estimate would cross the daily ceiling; reaching it is allowed', () => {
    const { clock } = movableClock('2025-03-01T12:00:00Z');
    const budget = open(makeTempDir(), clock, { dailyUsd: 1 });
    budget.record(spend('A', 0.1));
    budget.record(spend('B', 0.2));
    expect(budget.check({ taskId: 'C', estimateUsd: 0.7 })).toEqual({ ok: true });
    expect(budget.check({ taskId: 'C', estimateUsd: 0.71 })).toEqual({
      ok: false,
      ceiling: 'daily',
      limitUsd: 1,
      spentUsd: 0.3,
      estimateUsd: 0.71,
      reason:
        "daily budget: today's (2025-03-01) spend $0.30 + estimate $0.71 would exceed the $1.00 ceiling",
    });
  });

  it('keeps the day across restarts and starts a new UTC day at zero', () => {
    const dir = makeTempDir();
    const time = movableClock('2025-03-01T23:58:00Z');
    open(dir, time.clock, { dailyUsd: 1 }).record(spend('A', 0.9));
    const restarted = open(dir, time.clock, { dailyUsd: 1 });
    expect(restarted.spentTodayUsd()).toBe(0.9);
    expect(restarted.check({ taskId: 'B', estimateUsd: 0.2 })).toMatchObject({
      ok: false,
      ceiling: 'daily',
    });
    time.set('2025-03-02T00:00:00Z');
    expect(restarted.spentTodayUsd()).toBe(0);
    expect(restarted.check({ taskId: 'B', estimateUsd: 0.2 })).toEqual({ ok: true });
    restarted.record(spend('B', 0.25));
    expect(open(dir, time.clock, { dailyUsd: 1 }).spentTodayUsd()).toBe(0.25);
    expect(existsSync(join(dir, 'budget', '2025-03-01.json'))).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'budget', '2025-03-02.json'), 'utf8'))).toMatchObject({
      version: 1,
      day: '2025-03-02',
      spend: [{ taskId: 'B', calls: 1, costMicroUsd: 250000 }],
    });
  });

  it('uses the UTC day, not the local one', () => {
    const dir = makeTempDir();
    const { clock } = movableClock('2025-03-01T23:30:00-05:00');
    open(dir, clock).record(spend('A', 0.1));
    expect(existsSync(join(dir, 'budget', '2025-03-02.json'))).toBe(true);
  });

  it('holds a task to the per-task ceiling over the lookback window, across days', () => {
    const dir = makeTempDir();
    const time = movableClock('2025-03-01T10:00:00Z');
    const budget = open(dir, time.clock, { perTaskUsd: 1, dailyUsd: 100 });
    budget.record(spend('A', 0.6));
    time.set('2025-03-03T10:00:00Z');
    const later = open(dir, time.clock, { perTaskUsd: 1, dailyUsd: 100 });
    expect(later.taskSpentUsd('A')).toBe(0.6);
    expect(later.check({ taskId: 'A', estimateUsd: 0.5 })).toMatchObject({
      ok: false,
      ceiling: 'perTask',
      limitUsd: 1,
      spentUsd: 0.6,
    });
    expect(later.check({ taskId: 'other', estimateUsd: 0.5 })).toEqual({ ok: true });
    time.set('2025-03-08T10:00:00Z');
    expect(later.taskSpentUsd('A')).toBe(0);
    expect(later.check({ taskId: 'A', estimateUsd: 0.5 })).toEqual({ ok: true });
  });

  it('stops a rung whose daily call cap is used up (premium: 2 by default)', () => {
    const time = movableClock('2025-03-01T10:00:00Z');
    const dir = makeTempDir();
    const budget = open(dir, time.clock);
    const premium = { taskId: 'A', estimateUsd: 1, tier: 3, agent: 'premium' } as const;
    budget.record(spend('A', 1, 3));
    expect(budget.check(premium)).toEqual({ ok: true });
    budget.record(spend('B', 1, 3));
    expect(open(dir, time.clock).check(premium)).toEqual({
      ok: false,
      ceiling: 'tierCap',
      tier: 3,
      agent: 'premium',
      dailyCallCap: 2,
      callsToday: 2,
      estimateUsd: 1,
      reason: 'tier 3 (premium) has used its 2 calls for 2025-03-01',
    });
    expect(budget.callsToday(3)).toBe(2);
    time.set('2025-03-02T00:00:01Z');
    expect(budget.check(premium)).toEqual({ ok: true });
  });

  it('never stops a free attempt on a USD ceiling', () => {
    const { clock } = movableClock('2025-03-01T10:00:00Z');
    const budget = open(makeTempDir(), clock, { dailyUsd: 1, perTaskUsd: 1 });
    budget.record(spend('A', 1.5));
    expect(budget.check({ taskId: 'A', estimateUsd: 0, tier: 0, agent: 'codemod' })).toEqual({
      ok: true,
    });
    expect(() => budget.check({ taskId: 'A', estimateUsd: -1 })).toThrow(RangeError);
  });

  it('holds admitted estimates so parallel attempts cannot cross a ceiling together', () => {
    const { clock } = movableClock('2025-03-01T10:00:00Z');
    const budget = open(makeTempDir(), clock, { dailyUsd: 1, perTaskUsd: 0.8 });
    const a = budget.reserve({ taskId: 'A', estimateUsd: 0.4, tier: 3, agent: 'premium' });
    const b = budget.reserve({ taskId: 'B', estimateUsd: 0.4, tier: 3, agent: 'premium' });
    expect(a.ok && b.ok).toBe(true);
    expect(budget.reserve({ taskId: 'C', estimateUsd: 0.4 })).toMatchObject({
      ok: false,
      ceiling: 'daily',
      spentUsd: 0.8,
    });
    expect(
      budget.check({ taskId: 'C', estimateUsd: 0.1, tier: 3, agent: 'premium' }),
    ).toMatchObject({ ok: false, ceiling: 'tierCap', callsToday: 2 });
    expect(budget.remainingUsd('A', a.ok ? a.reservationId : undefined)).toBe(0.6);
    expect(budget.remainingUsd('A')).toBe(0.2);
    budget.record({ ...spend('A', 0.1, 3), reservationId: a.ok ? a.reservationId : undefined });
    budget.release(b.ok ? b.reservationId : '');
    expect(budget.check({ taskId: 'C', estimateUsd: 0.7 })).toEqual({ ok: true });
    expect(budget.check({ taskId: 'C', estimateUsd: 0.1, tier: 3, agent: 'premium' })).toEqual({
      ok: true,
    });
  });

  it('tells a capped agent what it may still spend', () => {
    const { clock } = movableClock('2025-03-01T10:00:00Z');
    const dir = makeTempDir();
    expect(open(dir, clock).remainingUsd('A')).toBeNull();
    const budget = open(dir, clock, { dailyUsd: 2, perTaskUsd: 0.5 });
    expect(budget.remainingUsd('A')).toBe(0.5);
    budget.record(spend('A', 0.2));
    budget.record(spend('B', 1.5));
    expect(budget.remainingUsd('A')).toBe(0.3);
    expect(budget.remainingUsd('C')).toBe(0.3);
    budget.record(spend('C', 0.5));
    expect(budget.remainingUsd('A')).toBe(0);
  });

  it('refuses to open on a damaged day file and leaves it alone', () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'budget'));
    const file = join(dir, 'budget', '2025-02-27.json');
    writeFileSync(file, '{"version":1,"day":"2025-02-27","updatedAt":"x","spend":[]}');
    const opened = openBudget({
      governanceDir: dir,
      clock: () => new Date('2025-03-01T10:00:00Z'),
      budget: {},
      tiers,
    });
    expect(opened.kind).toBe('invalid');
    expect(opened.kind === 'invalid' ? opened.issues : []).toEqual([
      'updatedAt: Invalid ISO datetime',
    ]);
    writeFileSync(
      file,
      '{"version":1,"day":"2025-02-26","updatedAt":"2025-02-26T00:00:00Z","spend":[]}',
    );
    const misplaced = openBudget({
      governanceDir: dir,
      clock: () => new Date('2025-03-01T10:00:00Z'),
      budget: {},
      tiers,
    });
    expect(misplaced.kind === 'invalid' ? misplaced.issues[0] : '').toContain(
      'does not match the file name',
    );
    expect(readFileSync(file, 'utf8')).toContain('2025-02-26');
  });
});

describe('costs and estimates', () => {
  const prices = {
    'model-a': { inputUsdPerMTok: 3, outputUsdPerMTok: 15, cachedInputUsdPerMTok: 0.3 },
    'model-b': { inputUsdPerMTok: 1, outputUsdPerMTok: 5 },
  };

  it('prices tokens: uncached input, cached input and output per million', () => {
    const tokens = { input: 1_000_000, output: 100_000, cached: 400_000 };
    expect(estimateUsdFromTokens(tokens, 'model-a', prices)).toBeCloseTo(1.8 + 0.12 + 1.5, 10);
    expect(estimateUsdFromTokens(tokens, 'model-b', prices)).toBeCloseTo(1 + 0.5, 10);
    expect(estimateUsdFromTokens(tokens, 'unknown', prices)).toBeNull();
    expect(estimateUsdFromTokens(tokens, null, prices)).toBeNull();
    expect(estimateUsdFromTokens(tokens, 'toString', prices)).toBeNull();
  });

  it('counts the reported cost, else free on tier 0, else priced tokens, else the estimate', () => {
    const { clock } = movableClock('2025-03-01T10:00:00Z');
    const budget = open(makeTempDir(), clock, { prices, defaultAttemptUsd: 0.4 });
    const tokens = { input: 10_000, output: 2_000, cached: 0 };
    expect(budget.record({ ...spend('A', 0.07), tokens, model: 'model-a' })).toMatchObject({
      costUsd: 0.07,
      source: 'reported',
    });
    expect(budget.record({ ...spend('A', null, 0), tokens, model: 'model-a' })).toMatchObject({
      costUsd: 0,
      source: 'free',
    });
    expect(budget.record({ ...spend('A', null), tokens, model: 'model-a' })).toMatchObject({
      costUsd: 0.06,
      source: 'tokens',
    });
    expect(
      budget.record({ ...spend('B', null), tokens, model: 'unknown', estimateUsd: 0.33 }),
    ).toMatchObject({ costUsd: 0.33, source: 'estimate' });
    expect(budget.record({ ...spend('C', null) })).toMatchObject({
      costUsd: 0.4,
      source: 'estimate',
    });
    expect(budget.todaySummary().agents.find((row) => row.tier === 2)).toEqual({
      tier: 2,
      agent: 'strong',
      calls: 4,
      costUsd: 0.86,
      tokens: { input: 30_000, output: 6_000, cached: 0 },
      estimatedCalls: 2,
    });
  });

  it('estimates an attempt from the task history, the rung, the config default, or 0.5', () => {
    const { clock } = movableClock('2025-03-01T10:00:00Z');
    const dir = makeTempDir();
    const plain = open(dir, clock);
    expect(plain.estimateAttemptUsd({ taskId: 'A', tier: 2 })).toBe(0.5);
    expect(plain.estimateAttemptUsd({ taskId: 'A', tier: 0 })).toBe(0);
    expect(plain.estimateAttemptUsd({ taskId: 'A', tier: 1, agent: 'cheap' })).toBe(0.05);
    const configured = open(dir, clock, { defaultAttemptUsd: 0.2 });
    expect(configured.estimateAttemptUsd({ taskId: 'A', tier: 2 })).toBe(0.2);
    configured.record(spend('A', 0.3));
    configured.record(spend('A', 0.1));
    expect(configured.estimateAttemptUsd({ taskId: 'A', tier: 2 })).toBe(0.2);
    configured.record(spend('A', 0.5));
    expect(configured.estimateAttemptUsd({ taskId: 'A', tier: 2, agent: 'strong' })).toBe(0.5);
    expect(configured.estimateAttemptUsd({ taskId: 'A', tier: 3 })).toBe(0.2);
  });

  it('sums today per tier and per agent for `govern budget`', () => {
    const { clock } = movableClock('2025-03-01T10:00:00Z');
    const budget = open(makeTempDir(), clock, { dailyUsd: 10 });
    budget.record(spend('A', 0, 0));
    budget.record(spend('A', 0.1, 1));
    budget.record(spend('B', 0.2, 1));
    budget.record(spend('B', 1.25, 3));
    const summary = budget.todaySummary();
    expect(summary).toMatchObject({
      day: '2025-03-01',
      spentUsd: 1.55,
      dailyUsd: 10,
      remainingUsd: 8.45,
      tasks: 2,
      tiers: [
        { tier: 0, calls: 1, costUsd: 0 },
        { tier: 1, calls: 2, costUsd: 0.3 },
        { tier: 3, calls: 1, costUsd: 1.25 },
      ],
    });
    expect(summary.agents.map((row) => `${row.tier}:${row.agent}:${row.calls}`)).toEqual([
      '0:codemod:1',
      '1:cheap:2',
      '3:premium:1',
    ]);
  });
});

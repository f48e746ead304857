import { describe, expect, it } from 'vitest';
import { DEFAULT_PREMIUM_DAILY_CAP, dailyCallCapOf, selectTier } from './index.js';
import type { TierCallCount, TierRule, TierSelectionRequest } from './index.js';
import type { TierNumber } from '../common/index.js';

const ladder: TierRule[] = [
  { tier: 3, agent: 'opus' },
  { tier: 1, agent: 'haiku', dailyCallCap: 10 },
  { tier: 0, agent: 'prettier', categories: ['REFACTORING'] },
  { tier: 2, agent: 'sonnet' },
];

function request(overrides: Partial<TierSelectionRequest> = {}): TierSelectionRequest {
  return {
    category: 'UI_COMPONENT',
    failedTiers: [],
    lowConfidenceTiers: [],
    usageToday: [],
    ...overrides,
  };
}

function chosen(tiers: readonly TierRule[], overrides: Partial<TierSelectionRequest> = {}): string {
  const selection = selectTier(tiers, request(overrides));
  return selection.kind === 'selected' ? `${selection.tier}:${selection.agent}` : 'exhausted';
}

describe('selectTier', () => {
  it('starts at the lowest tier that handles the category', () => {
    expect(chosen(ladder, { category: 'REFACTORING' })).toBe('0:prettier');
    expect(chosen(ladder, { category: 'UI_COMPONENT' })).toBe('1:haiku');
  });

  it('escalates one rung at a time, only past failed or low-confidence tiers', () => {
    const failed: TierNumber[] = [];
    const path: string[] = [];
    for (;;) {
      const selection = selectTier(
        ladder,
        request({ category: 'REFACTORING', failedTiers: failed }),
      );
      if (selection.kind === 'exhausted') {
        expect(selection.reason).toBe(
          'no tier can take REFACTORING: tier 0 (prettier): failed its gates; tier 1 (haiku): failed its gates; tier 2 (sonnet): failed its gates; tier 3 (opus): failed its gates',
        );
        break;
      }
      path.push(`${selection.tier}:${selection.agent}`);
      failed.push(selection.tier);
    }
    expect(path).toEqual(['0:prettier', '1:haiku', '2:sonnet', '3:opus']);
    const doubted = selectTier(ladder, request({ lowConfidenceTiers: [1] }));
    expect(doubted).toMatchObject({
      kind: 'selected',
      tier: 2,
      passedOver: [
        'tier 0 (prettier): does not handle UI_COMPONENT',
        'tier 1 (haiku): reported low confidence',
      ],
    });
  });

  it('passes over a tier whose daily cap is reached', () => {
    const usage: TierCallCount[] = [{ tier: 1, agent: 'haiku', calls: 10 }];
    expect(selectTier(ladder, request({ usageToday: usage }))).toMatchObject({
      kind: 'selected',
      tier: 2,
      passedOver: [
        'tier 0 (prettier): does not handle UI_COMPONENT',
        'tier 1 (haiku): daily cap of 10 calls reached',
      ],
    });
    expect(chosen(ladder, { usageToday: [{ tier: 1, agent: 'haiku', calls: 9 }] })).toBe('1:haiku');
  });

  it(`caps the premium tier at ${DEFAULT_PREMIUM_DAILY_CAP} calls a day by default`, () => {
    const premium = { tier: 3, agent: 'opus' } as const;
    expect(dailyCallCapOf(premium)).toBe(2);
    expect(dailyCallCapOf({ tier: 3, agent: 'opus', dailyCallCap: 5 })).toBe(5);
    expect(dailyCallCapOf({ tier: 2, agent: 'sonnet' })).toBeNull();
    const belowFailed: TierNumber[] = [1, 2];
    const at = (calls: number): string =>
      chosen(ladder, { failedTiers: belowFailed, usageToday: [{ ...premium, calls }] });
    expect([at(0), at(1), at(2)]).toEqual(['3:opus', '3:opus', 'exhausted']);
    const exhausted = selectTier(
      ladder,
      request({ failedTiers: belowFailed, usageToday: [{ ...premium, calls: 2 }] }),
    );
    expect(exhausted.kind === 'exhausted' ? exhausted.reason : '').toContain(
      'tier 3 (opus): daily cap of 2 calls reached',
    );
  });

  it('counts calls per rung and tries rungs of one tier in config order', () => {
    const twoCheap: TierRule[] = [
      { tier: 1, agent: 'a', dailyCallCap: 1 },
      { tier: 1, agent: 'b', dailyCallCap: 1 },
    ];
    expect(chosen(twoCheap)).toBe('1:a');
    expect(chosen(twoCheap, { usageToday: [{ tier: 1, agent: 'a', calls: 1 }] })).toBe('1:b');
    expect(chosen(twoCheap, { failedTiers: [1] })).toBe('exhausted');
  });

  it('treats a cap of 0 as a disabled rung and categories [] as none', () => {
    expect(
      chosen([
        { tier: 1, agent: 'a', dailyCallCap: 0 },
        { tier: 2, agent: 'b' },
      ]),
    ).toBe('2:b');
    expect(chosen([{ tier: 1, agent: 'a', categories: [] }])).toBe('exhausted');
  });

  it('is exhausted without tiers', () => {
    expect(selectTier([], request())).toEqual({
      kind: 'exhausted',
      reason: 'no escalation tiers are configured',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { compareLanguages, exampleOnlyIn, examplesOf } from './regex-probe.js';

const re = (pattern: string, flags = ''): { pattern: string; flags: string } => ({
  pattern,
  flags,
});

describe('compareLanguages', () => {
  it.each([
    { baseline: '^([a-zA-Z][a-zA-Z0-9.\\-+]*):', proposed: '^([a-zA-Z]+):', relation: 'narrower' },
    {
      baseline: '[\\/\\\\]\\.\\.([\\/\\\\]|$)',
      proposed: '[\\/\\\\]\\.\\.[\\/\\\\]',
      relation: 'narrower',
    },
    { baseline: '%2f', proposed: '%2f|%5c', relation: 'broader' },
    { baseline: '^[a-z]+$', proposed: '^[0-9]+$', relation: 'different' },
    { baseline: 'a+', proposed: 'aa*', relation: 'equal' },
    { baseline: '(', proposed: 'a', relation: 'unknown' },
  ])('/$baseline/ -> /$proposed/ is $relation', ({ baseline, proposed, relation }) => {
    expect(compareLanguages(re(baseline), re(proposed))).toBe(relation);
  });

  it('honours the case-insensitive flag', () => {
    expect(compareLanguages(re('^bearer$', 'i'), re('^bearer$'))).toBe('narrower');
  });
});

describe('examples', () => {
  it('covers every alternative and class member', () => {
    expect(examplesOf('^(?:ab|cd)[xy]$', '')).toEqual(
      expect.arrayContaining(['abx', 'aby', 'cdx', 'cdy']),
    );
  });

  it('finds a string only the baseline accepts', () => {
    expect(
      exampleOnlyIn(re('[\\/\\\\]\\.\\.([\\/\\\\]|$)'), re('[\\/\\\\]\\.\\.[\\/\\\\]')),
    ).toMatch(/^[/\\]\.\.$/);
  });
});

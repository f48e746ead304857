import { describe, expect, it } from 'vitest';
import { isInside, isResolvedInside } from './paths.js';

describe('isInside and isResolvedInside', () => {
  it('agree on resolved paths: the folder itself and below, not a sibling sharing a prefix', () => {
    const cases: [string, string, boolean][] = [
      ['/w/tree', '/w/tree', true],
      ['/w/tree/src/a.ts', '/w/tree', true],
      ['/w/tree/..cache/a.ts', '/w/tree', true],
      ['/w/tree2/a.ts', '/w/tree', false],
      ['/w/a.ts', '/w/tree', false],
      ['/w/tree/a.ts', '/', true],
    ];
    for (const [child, parent, inside] of cases) {
      expect([child, parent, isInside(child, parent)]).toEqual([child, parent, inside]);
      expect([child, parent, isResolvedInside(child, parent)]).toEqual([child, parent, inside]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { addTax } from '../src/tax.js';

describe('addTax', () => {
  it('rounds half-cents away from zero', () => {
    expect(addTax(1005, 10)).toBe(1106);
    expect(addTax(-1005, 10)).toBe(-1106);
  });
});

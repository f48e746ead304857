import { describe, expect, it } from 'vitest';
import { parseCents } from '../src/money.js';

describe('parseCents', () => {
  it('parses whole and fractional amounts', () => {
    expect(parseCents('12.34')).toBe(1234);
    expect(parseCents('7')).toBe(700);
    expect(parseCents('0.5')).toBe(50);
  });

  it('keeps the sign', () => {
    expect(parseCents('-3.10')).toBe(-310);
  });

  it('rejects text that is not an amount', () => {
    expect(() => parseCents('12,34')).toThrow(RangeError);
  });
});

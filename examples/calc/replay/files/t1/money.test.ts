import { describe, expect, it } from 'vitest';
import { formatCents, parseCents } from '../src/money.js';

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

describe('formatCents', () => {
  it('formats positive, negative and sub-dollar amounts', () => {
    expect(formatCents(1234)).toBe('12.34');
    expect(formatCents(-310)).toBe('-3.10');
    expect(formatCents(5)).toBe('0.05');
  });

  it('round-trips parseCents', () => {
    for (const amount of ['0.00', '1.01', '-99.99', '1000.50']) {
      expect(formatCents(parseCents(amount))).toBe(amount);
    }
  });
});

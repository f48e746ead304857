import { describe, expect, it } from 'vitest';
import { invoiceTotal } from '../src/invoice.js';

describe('invoiceTotal', () => {
  it('multiplies and sums lines', () => {
    expect(invoiceTotal([{ amount: '1.25', quantity: 4 }])).toBe('5.00');
    expect(
      invoiceTotal([
        { amount: '0.99', quantity: 3 },
        { amount: '10', quantity: 1 },
      ]),
    ).toBe('12.97');
  });

  it('rejects fractional quantities', () => {
    expect(() => invoiceTotal([{ amount: '1.00', quantity: 1.5 }])).toThrow(RangeError);
  });
});

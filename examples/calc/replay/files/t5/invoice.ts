import { formatCents, parseCents } from './money.js';

export interface InvoiceLine {
  amount: string;
  quantity: number;
}

/** Sums invoice lines (amount times quantity) and formats the total. */
export function invoiceTotal(lines: InvoiceLine[]): string {
  let total = 0;
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(`quantity must be a whole number >= 0: ${line.quantity}`);
    }
    total += parseCents(line.amount) * line.quantity;
  }
  return formatCents(total);
}

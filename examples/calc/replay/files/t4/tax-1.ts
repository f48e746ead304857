/** Adds a percentage tax to an amount in cents, rounding to whole cents. */
export function addTax(cents: number, ratePercent: number): number {
  return Math.round((cents * (100 + ratePercent)) / 100);
}

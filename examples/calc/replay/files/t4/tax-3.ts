/** Adds a percentage tax to an amount in cents, rounding to whole cents. */
export function addTax(cents: number, ratePercent: number): number {
  return Math.floor((cents * (100 + ratePercent)) / 100 + 0.5);
}

import { expect, it } from 'vitest';
import { assessSecurityRegression } from '../../src/analysis/security/assess.js';

// Table-driven cases of the security-regression detector, shared by its test files.

export const lines = (...text: readonly string[]): string => text.join('\n');

export interface SecurityCase {
  readonly name: string;
  readonly baseline: string;
  readonly proposed: string;
  /** A rule the finding must carry; absent for "not a regression". */
  readonly rule?: string;
  readonly path?: string;
}

/** The rules the detector reports on one change; its verdict must agree with them. */
export async function rulesOf(
  baseline: string,
  proposed: string,
  path = 'src/app.js',
): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, path);
  expect(result.verdict).toBe(result.findings.length > 0 ? 'reject' : 'allow');
  return result.findings.map((finding) => finding.rule);
}

/** Each case is refused with its rule. */
export function checkRegressions(cases: readonly SecurityCase[]): void {
  it.each(cases)('$name', async ({ baseline, proposed, rule, path }) => {
    expect(await rulesOf(baseline, proposed, path)).toContain(rule);
  });
}

/** Each case is allowed, with no finding. */
export function checkAllowed(cases: readonly SecurityCase[]): void {
  it.each(cases)('$name', async ({ baseline, proposed, path }) => {
    expect(await rulesOf(baseline, proposed, path)).toEqual([]);
  });
}

import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// Clauses that never protected anything, dropped by real releases (jsen, bench:real's
// twenty-second set), each paired with the change of the same shape that must still be refused.

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  return result.findings.map((finding) => finding.rule);
}

// jsen 0.6.5 (bench:real's twenty-second set) dropped `propIndex > -1 && key === 'required'`
// from the filter of its keyword table: whether a lookup found something, not a limit.
describe('a call that a lookup result gated', () => {
  const table = (condition: string): string =>
    lines(
      'function groupKeywords(schema) {',
      '  var keys = Object.keys(schema), propIndex = keys.indexOf("properties"), out = [];',
      '  keys.forEach(function (key) {',
      `    if (${condition}) {`,
      '      out.push(key);',
      '    }',
      '  });',
      '  return out;',
      '}',
    );

  it('bypasses nothing when a "found" test (against -1) goes', async () => {
    const baseline = table("!(propIndex > -1 && key === 'required') && key !== 'id'");
    expect(await rulesOf(baseline, table("key !== 'id'"))).toEqual([]);
  });

  it('is still bypassed when a range check goes', async () => {
    const baseline = table("!(propIndex > 3 && key === 'required') && key !== 'id'");
    expect(await rulesOf(baseline, table("key !== 'id'"))).toContain('check-bypassed');
  });
});

// jsen 0.6.1 (bench:real's twenty-second set) dropped `!refRegex.test(ref)` from a throwing
// guard, where `refRegex = /#?(\/?\w+)*$/`: unanchored, it matches the empty string at the end
// of any input, so the clause never refused anything.
describe('a guard clause whose pattern matches every string', () => {
  const resolver = (pattern: string, condition: string): string =>
    lines(
      `var refRegex = ${pattern};`,
      'function resolveRef(ref) {',
      `  if (${condition}) {`,
      "    throw new Error('invalid schema reference ' + ref);",
      '  }',
      '  return lookup(ref);',
      '}',
    );
  const full = "!ref || typeof ref !== 'string' || !refRegex.test(ref)";
  const short = "!ref || typeof ref !== 'string'";

  it('weakens nothing when it goes', async () => {
    const pattern = String.raw`/#?(\/?\w+)*$/`;
    expect(await rulesOf(resolver(pattern, full), resolver(pattern, short))).toEqual([]);
  });

  it('is still a weakened guard when the pattern was anchored', async () => {
    const pattern = String.raw`/^#?(\/?\w+)*$/`;
    expect(await rulesOf(resolver(pattern, full), resolver(pattern, short))).toContain(
      'guard-weakened',
    );
  });

  it('is still a weakened guard when the pattern needs a character', async () => {
    const pattern = String.raw`/#(\/?\w+)*$/`;
    expect(await rulesOf(resolver(pattern, full), resolver(pattern, short))).toContain(
      'guard-weakened',
    );
  });
});

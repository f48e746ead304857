import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// A checking helper the change deletes while its callers call other checkers: moved, not
// bypassed (a maintainer's refactor from bench:real, issue 19), beside the bypasses of the same
// shape that must still be caught.

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  return result.findings.map((finding) => finding.rule);
}

describe('a checking helper deleted, its checks moved behind other helpers', () => {
  // strman 1.0.0 (bench:real's sixty-fourth set): `_at`'s type checks moved into `at` as calls
  // of a shared module's `validString` and `validNumber`.
  const baseline = lines(
    "import { isString, isNumber } from './types.js';",
    'export const at = (string, index) => _at(string, index);',
    'export const chars = (value) => {',
    '  const out = [];',
    '  for (let i = 0; i < value.length; i++) out[i] = _at(value, i);',
    '  return out;',
    '};',
    'const _at = (string, index) => {',
    "  if (!isString(string)) throw new Error('Value is not a String.');",
    "  if (!isNumber(index)) throw new Error('Index is not a Number.');",
    '  return string.substr(index, 1);',
    '};',
  );

  it('is a refactor when every caller now calls a checker of its own', async () => {
    const proposed = lines(
      "import { validString, validNumber } from './lib/validate.js';",
      'export const at = (value, index) => {',
      '  validString(value);',
      '  validNumber(index);',
      '  return value.substr(index, 1);',
      '};',
      'export const chars = (value) => {',
      '  validString(value);',
      '  const out = [];',
      '  for (let i = 0; i < value.length; i++) out[i] = at(value, i);',
      '  return out;',
      '};',
    );
    expect(await rulesOf(baseline, proposed)).not.toContain('security-helper-bypassed');
  });

  it('is still a bypass when the helper is deleted and a caller checks nothing', async () => {
    const proposed = lines(
      "import { validString } from './lib/validate.js';",
      'export const at = (value, index) => value.substr(index, 1);',
      'export const chars = (value) => {',
      '  validString(value);',
      '  const out = [];',
      '  for (let i = 0; i < value.length; i++) out[i] = at(value, i);',
      '  return out;',
      '};',
    );
    expect(await rulesOf(baseline, proposed)).toContain('security-helper-bypassed');
  });

  it('is still a bypass when the replacement defined in the file checks nothing', async () => {
    const proposed = lines(
      'const validString = (value) => value;',
      'export const at = (value, index) => {',
      '  validString(value);',
      '  return String(value).substr(index, 1);',
      '};',
      'export const chars = (value) => {',
      '  validString(value);',
      '  return [...value];',
      '};',
    );
    expect(await rulesOf(baseline, proposed)).toContain('security-helper-bypassed');
  });
});

import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// A removed guard that read only module constants the change deleted (the evidence step of
// evidence.ts); written from find-my-way 9.9.0, a release of bench:real's third set.

const lines = (...text: readonly string[]): string => text.join('\n');

describe("a start-up check of the module's own constant", () => {
  const baseline = lines(
    "const isRegexSafe = require('safe-regex2');",
    'const FULL_PATH_REGEXP = /^https?:\\/\\/.*?\\//;',
    '',
    'if (!isRegexSafe(FULL_PATH_REGEXP)) {',
    "  throw new Error('the FULL_PATH_REGEXP is not safe, update this module');",
    '}',
    '',
    'function find(path) {',
    "  if (path.charCodeAt(0) !== 47) path = path.replace(FULL_PATH_REGEXP, '/');",
    '  return lookup(path);',
    '}',
    'module.exports = find;',
  );

  it('is a note when the change deletes the constant it checked', async () => {
    const proposed = lines(
      "const isRegexSafe = require('safe-regex2');",
      '',
      'function find(path) {',
      '  if (path.charCodeAt(0) !== 47) path = pathFromAbsoluteUrl(path);',
      '  return lookup(path);',
      '}',
      'module.exports = find;',
    );
    const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
    expect(result.verdict).toBe('allow');
    expect(result.findings.map((f) => [f.rule, f.evidence])).toEqual([['guard-removed', 'note']]);
    expect(result.findings[0]?.message).toContain(
      "it checked only the file's own `FULL_PATH_REGEXP`, a constant the change deleted",
    );
  });

  it('still refuses when the constant stays, or when the check also read an input', async () => {
    const kept = baseline.replace(
      lines(
        'if (!isRegexSafe(FULL_PATH_REGEXP)) {',
        "  throw new Error('the FULL_PATH_REGEXP is not safe, update this module');",
        '}',
      ),
      '',
    );
    expect((await assessSecurityRegression(baseline, kept, 'src/lib.js')).verdict).toBe('reject');
    // The limit deleted with its check, but the check also read the input: still a regression.
    const input = lines(
      'const LIMIT = 1024;',
      'function parse(text) {',
      '  const started = Date.now();',
      '  if (text.length > LIMIT) {',
      "    throw new Error('input too long');",
      '  }',
      '  const out = decode(text);',
      '  report(started);',
      '  return out;',
      '}',
    );
    const unlimited = lines(
      'function parse(text) {',
      '  const started = Date.now();',
      '  const out = decode(text);',
      '  report(started);',
      '  return out;',
      '}',
    );
    expect((await assessSecurityRegression(input, unlimited, 'src/lib.js')).verdict).toBe('reject');
  });
});

describe('a string written as a template literal with nothing interpolated', () => {
  // romans 2.0.5 (bench:real's forty-eighth set) turned its template literals into quotes.
  const guarded = (quote: string): string =>
    lines(
      'function deromanize(romanStr) {',
      `  if (typeof romanStr !== ${quote}string${quote}) {`,
      `    throw new Error(${quote}requires a string${quote});`,
      '  }',
      '  return parse(romanStr);',
      '}',
    );

  it('is the same check as the quoted string', async () => {
    const result = await assessSecurityRegression(guarded('`'), guarded("'"), 'a.js');
    expect(result.findings).toEqual([]);
  });

  it('is still a removed check when the guard goes', async () => {
    const removed = lines('function deromanize(romanStr) {', '  return parse(romanStr);', '}');
    const result = await assessSecurityRegression(guarded('`'), removed, 'a.js');
    expect(result.verdict).toBe('reject');
  });
});

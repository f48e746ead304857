import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// A blocklist of prototype keys kept in a named list or pattern (extract-checks.ts listedKeys):
// narrowing it loses the keys it no longer holds, as deleting them from an inline test does;
// rewriting it as a Set, or moving it to another module, loses nothing.

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/evaluate.js');
  return result.findings.filter((f) => f.evidence !== 'note').map((finding) => finding.rule);
}

const baseline = lines(
  "const BLOCKED = ['__proto__', 'prototype', 'constructor'];",
  'function member(object, key) {',
  '  if (BLOCKED.includes(String(key))) {',
  '    throw new Error(`Access to ${key} is not allowed`);',
  '  }',
  '  return object == null ? undefined : object[key];',
  '}',
);

describe('a named blocklist of prototype keys', () => {
  it('loses the keys it no longer holds', async () => {
    const proposed = baseline.replace("['__proto__', 'prototype', 'constructor']", "['__proto__']");
    expect(await rulesOf(baseline, proposed)).toContain('prototype-check-removed');
  });

  it('loses the keys a bound pattern no longer matches', async () => {
    const withPattern = lines(
      'const RESERVED = /^(?:__proto__|constructor|prototype)$/;',
      'function member(object, key) {',
      '  if (RESERVED.test(String(key))) {',
      '    throw new Error(`Access to ${key} is not allowed`);',
      '  }',
      '  return object == null ? undefined : object[key];',
      '}',
    );
    const proposed = withPattern.replace('(?:__proto__|constructor|prototype)', '__proto__');
    expect(await rulesOf(withPattern, proposed)).toContain('prototype-check-removed');
  });

  it('keeps them when the list becomes a Set tested with has', async () => {
    const proposed = baseline
      .replace(
        "['__proto__', 'prototype', 'constructor']",
        "new Set(['__proto__', 'prototype', 'constructor', '__lookupSetter__'])",
      )
      .replace('BLOCKED.includes(', 'BLOCKED.has(');
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });

  it('keeps them when the list moves to another module', async () => {
    const proposed = baseline.replace(
      "const BLOCKED = ['__proto__', 'prototype', 'constructor'];",
      "import { BLOCKED } from './blocked.js';",
    );
    expect(await rulesOf(baseline, proposed)).toEqual([]);
  });
});

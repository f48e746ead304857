import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// A prototype or path protection lost in a rewritten function refuses when the proposed file
// holds nothing of its kind any more (evidence.ts protectionGone); a rewrite that keeps a
// check of the kind elsewhere in the file stays a note.

const lines = (...text: readonly string[]): string => text.join('\n');

async function judged(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/merge.js');
  return result.findings.map((finding) => `${finding.rule}:${finding.evidence}`);
}

const BASELINE = lines(
  'function isUnsafe(key) {',
  '  return key === "__proto__" || key === "constructor" || key === "prototype";',
  '}',
  'export function merge(target, source) {',
  '  for (const key of Object.keys(source)) {',
  '    if (isUnsafe(key)) continue;',
  '    const value = source[key];',
  '    if (value && typeof value === "object") {',
  '      if (!target[key]) target[key] = {};',
  '      merge(target[key], value);',
  '    } else {',
  '      target[key] = value;',
  '    }',
  '  }',
  '  return target;',
  '}',
);

describe('a prototype check lost in a rewritten merge', () => {
  it('refuses when no prototype protection is left in the file', async () => {
    const proposed = lines(
      'function combine(a, b, strategy) {',
      '  return strategy === "concat" ? [...a, ...b] : b;',
      '}',
      'export function merge(target, source, strategy = "replace") {',
      '  for (const key in source) {',
      '    const incoming = source[key];',
      '    const existing = target[key];',
      '    if (Array.isArray(incoming) && Array.isArray(existing)) {',
      '      target[key] = combine(existing, incoming, strategy);',
      '    } else if (incoming && typeof incoming === "object") {',
      '      target[key] = merge(existing || {}, incoming, strategy);',
      '    } else {',
      '      target[key] = incoming;',
      '    }',
      '  }',
      '  return target;',
      '}',
    );
    const found = await judged(BASELINE, proposed);
    expect(found.some((item) => item.endsWith(':refuse'))).toBe(true);
  });

  it('stays a note when the rewrite tests the keys another way', async () => {
    const proposed = lines(
      'const BLOCKED = /^(?:__proto__|constructor|prototype)$/;',
      'function combine(a, b, strategy) {',
      '  return strategy === "concat" ? [...a, ...b] : b;',
      '}',
      'export function merge(target, source, strategy = "replace") {',
      '  for (const key in source) {',
      '    const incoming = source[key];',
      '    const existing = target[key];',
      '    if (BLOCKED.test(key)) {',
      '      continue;',
      '    }',
      '    if (Array.isArray(incoming) && Array.isArray(existing)) {',
      '      target[key] = combine(existing, incoming, strategy);',
      '    } else if (incoming && typeof incoming === "object") {',
      '      target[key] = merge(existing || {}, incoming, strategy);',
      '    } else {',
      '      target[key] = incoming;',
      '    }',
      '  }',
      '  return target;',
      '}',
    );
    const found = await judged(BASELINE, proposed);
    expect(found.every((item) => !item.endsWith(':refuse'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { runSecurityRegressionGate } from './security-regression.js';
import type { ChangedFile } from './types.js';

// A call that moved into a helper of another file of the change (fast-uri 3.1.1, bench:real's
// measurement set: `escape(component.path)` became `escapePreservingEscapes(component.path)` of
// lib/utils.js, which escapes its input character by character).

const lines = (...text: readonly string[]): string => text.join('\n');

const serialize = (call: string, imports = ''): string =>
  lines(
    `const { recompose${imports} } = require('./lib/utils')`,
    'function serialize (component, options) {',
    '  if (component.path !== undefined && !options.skipEscape) {',
    `    component.path = ${call}`,
    '  }',
    '  return recompose(component)',
    '}',
    'module.exports = { serialize }',
  );

const UTILS = lines(
  'function recompose (component) {',
  "  return component.scheme + ':' + component.path",
  '}',
  'module.exports = { recompose }',
);

const utilsWith = (helper: string): string =>
  lines(
    helper,
    UTILS.replace('module.exports = { recompose }', ''),
    'module.exports = { recompose, tidyPath }',
  );

const KEEPS_ESCAPES = lines(
  'function tidyPath (input) {',
  "  let output = ''",
  '  for (let i = 0; i < input.length; i++) {',
  "    if (input[i] === '%' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {",
  '      output += input.slice(i, i + 3)',
  '      i += 2',
  '      continue',
  '    }',
  '    output += escape(input[i])',
  '  }',
  '  return output',
  '}',
);

function change(after: string, utilsAfter: string): ChangedFile[] {
  return [
    {
      path: 'index.js',
      status: 'modified',
      before: serialize('escape(component.path)'),
      after,
    },
    { path: 'lib/utils.js', status: 'modified', before: UTILS, after: utilsAfter },
  ];
}

describe('SECURITY_REGRESSION: a primitive moved into a helper of another file', () => {
  it('lets the call go when the file now calls a helper there that passes its input through it', async () => {
    const verdict = await runSecurityRegressionGate(
      change(serialize('tidyPath(component.path)', ', tidyPath'), utilsWith(KEEPS_ESCAPES)),
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.findings).toEqual([
      expect.objectContaining({
        file: 'index.js',
        severity: 'info',
        message: expect.stringContaining(
          'the change makes the call in lib/utils.js (`tidyPath`) instead',
        ) as unknown,
      }),
    ]);
  });

  it('refuses when the helper escapes something other than its input', async () => {
    const decoy = KEEPS_ESCAPES.replace(
      'output += escape(input[i])',
      "output += input[i] + escape('')",
    );
    const verdict = await runSecurityRegressionGate(
      change(serialize('tidyPath(component.path)', ', tidyPath'), utilsWith(decoy)),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((finding) => finding.rule)).toContain('primitive-removed');
  });

  it('refuses when the file does not call the helper', async () => {
    const verdict = await runSecurityRegressionGate(
      change(serialize('component.path'), utilsWith(KEEPS_ESCAPES)),
    );
    expect(verdict.passed).toBe(false);
  });
});

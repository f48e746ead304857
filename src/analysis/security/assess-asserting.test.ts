import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// Calls that check rather than act (diff-gated.ts, ASSERTING_CALL): running in more cases
// than the baseline ran them bypasses no check, as a call that only reports does not.

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  const result = await assessSecurityRegression(baseline, proposed, 'src/lib.js');
  return result.findings.map((finding) => finding.rule);
}

describe('an assertion that now runs in more cases', () => {
  // immutability-helper 2.7.1: an early return for a function spec became a rewrite of the
  // spec, so the invariants after it now run for a function spec too. They throw in more
  // cases; they guard nothing away.
  const baseline = lines(
    'export function update(object, spec) {',
    "  if (typeof spec === 'function') {",
    '    return spec(object);',
    '  }',
    "  invariant(!Array.isArray(spec), 'update(): You provided an invalid spec');",
    "  assert.ok(spec !== null, 'update(): the spec is null');",
    '  return object;',
    '}',
  );

  it('keeps every protection', async () => {
    const proposed = lines(
      'export function update(object, spec) {',
      "  if (typeof spec === 'function') {",
      '    spec = { $apply: spec };',
      '  }',
      "  invariant(!Array.isArray(spec), 'update(): You provided an invalid spec');",
      "  assert.ok(spec !== null, 'update(): the spec is null');",
      '  return object;',
      '}',
    );
    expect(await rulesOf(baseline, proposed)).not.toContain('check-bypassed');
  });

  it('still refuses an operation of the same shape that lost its check', async () => {
    const gatedWrite = lines(
      'export function save(object, spec) {',
      "  if (typeof spec === 'function') {",
      '    return spec(object);',
      '  }',
      '  store.write(object, spec);',
      '  return object;',
      '}',
    );
    const ungated = lines(
      'export function save(object, spec) {',
      "  if (typeof spec === 'function') {",
      '    spec = { $apply: spec };',
      '  }',
      '  store.write(object, spec);',
      '  return object;',
      '}',
    );
    // Not an assertion: the write now runs for a function spec, which the check kept from it.
    expect(await rulesOf(gatedWrite, ungated)).toContain('check-bypassed');
  });
});

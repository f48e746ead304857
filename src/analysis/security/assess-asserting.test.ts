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

  it('still refuses an operation that lost its check, unless the branch normalized the value', async () => {
    const gatedWrite = lines(
      'export function save(object, spec) {',
      "  if (typeof spec === 'function') {",
      '    return spec(object);',
      '  }',
      '  store.write(object, spec);',
      '  return object;',
      '}',
    );
    const rewritten = (assignment: string): string =>
      lines(
        'export function save(object, spec) {',
        "  if (typeof spec === 'function') {",
        `    ${assignment}`,
        '  }',
        '  store.write(object, spec);',
        '  return object;',
        '}',
      );
    // Past `spec = { $apply: spec }` the spec is an object wherever the write runs: the test
    // the write ran behind is false there, as past the baseline's return (extract-normalize.ts).
    expect(await rulesOf(gatedWrite, rewritten('spec = { $apply: spec };'))).not.toContain(
      'check-bypassed',
    );
    // A value whose type the syntax does not decide, or a function again: the write now runs
    // for what the check kept from it.
    for (const assignment of [
      'spec = wrap(spec);',
      'spec = () => spec(object);',
      'log(spec);',
      'other = {};',
    ]) {
      expect(await rulesOf(gatedWrite, rewritten(assignment)), assignment).toContain(
        'check-bypassed',
      );
    }
  });
});

describe('a type test whose branch now normalizes the value instead of leaving', () => {
  const withBranch = (branch: string): string =>
    lines(
      'export function run(target) {',
      `  if (typeof target !== 'string') {`,
      `    ${branch}`,
      '  }',
      '  exec(target);',
      '}',
    );
  // Not a refusal (those are the guard rules'): the baseline hands other values elsewhere.
  const baseline = withBranch('return runAll(target);');

  it('flags the bare loss of the check', async () => {
    const dropped = lines('export function run(target) {', '  exec(target);', '}');
    expect(await rulesOf(baseline, dropped)).toContain('check-bypassed');
  });

  it('keeps the protection when the new value has the type the test asks for', async () => {
    for (const branch of ["target = '';", 'target = String(target);', 'target = `${target}`;']) {
      expect(await rulesOf(baseline, withBranch(branch)), branch).not.toContain('check-bypassed');
    }
  });

  it('is a bypass when the new value may still fail the test', async () => {
    for (const branch of [
      'target = [target];',
      'target = new String(target);',
      'target = target.toString();',
      'target = target || "";',
      'other = "";',
    ]) {
      expect(await rulesOf(baseline, withBranch(branch)), branch).toContain('check-bypassed');
    }
  });
});

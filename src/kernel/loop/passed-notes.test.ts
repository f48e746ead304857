import { describe, expect, it } from 'vitest';
import type { StepVerdict } from '../../ledger/index.js';
import { noteTrailers, passedWithWarning } from './passed-notes.js';

// SECURITY_REGRESSION passes with notes when the code around a lost protection was rewritten
// (evidence.ts): such a pass must not be silent, like shadow-mode INJECTION findings.

function verdict(gate: StepVerdict['gate'], passed: boolean, rules: string[]): StepVerdict {
  return {
    gate,
    passed,
    severity: passed ? 'info' : 'critical',
    findings: rules.map((rule, index) => ({
      file: 'src/query.ts',
      line: 10 + index,
      rule,
      message: `${rule}: the check is gone (a note, not a refusal: rewritten)`,
      severity: 'info' as const,
    })),
    durationMs: 1,
  };
}

describe('passed notes', () => {
  it('warns about and trails SECURITY_REGRESSION notes on a passing verdict', () => {
    const notes = verdict('SECURITY_REGRESSION', true, ['guard-removed', 'check-bypassed']);
    expect(passedWithWarning(notes)).toMatch(/^2 protection\(s\) gone from rewritten code/);
    expect(noteTrailers([notes])).toEqual({
      'Security-Notes':
        '2 to review (src/query.ts:10 guard-removed, src/query.ts:11 check-bypassed)',
    });
  });

  it('says nothing for a clean pass or a failure', () => {
    expect(passedWithWarning(verdict('SECURITY_REGRESSION', true, []))).toBeNull();
    expect(passedWithWarning(verdict('SECURITY_REGRESSION', false, ['guard-removed']))).toBeNull();
    expect(noteTrailers([verdict('SECURITY_REGRESSION', false, ['guard-removed'])])).toEqual({});
  });
});

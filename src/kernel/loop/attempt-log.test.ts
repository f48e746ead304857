import { describe, expect, it } from 'vitest';
import type { StepVerdict } from '../../ledger/index.js';
import { failingFinding, summarize } from './attempt-log.js';

const verdict = (findings: StepVerdict['findings']): StepVerdict => ({
  gate: 'ANTI_STUB',
  passed: false,
  severity: 'error',
  findings,
  durationMs: 1,
});

describe('summarize', () => {
  it('quotes the finding that fails, not a note listed before it', () => {
    const failed = verdict([
      {
        file: 'lib/compiler.js',
        line: 203,
        rule: 'suppression',
        message: '`eslint-disable-line no-new-func` added: a note: it names what it silences',
        severity: 'info',
      },
      {
        file: 'lib/node.js',
        line: 36,
        rule: 'suppression',
        message: '`eslint-disable-line` added: it silences every finding of its checker',
      },
    ]);
    expect(failingFinding(failed)?.line).toBe(36);
    expect(summarize(failed)).toBe(
      'lib/node.js:36 `eslint-disable-line` added: it silences every finding of its checker (+1 more)',
    );
  });

  it('falls back to the first finding when none is marked as failing, and says passed', () => {
    const notes = verdict([
      { file: null, line: null, rule: 'x', message: 'only a warning', severity: 'warning' },
    ]);
    expect(summarize(notes)).toBe('only a warning');
    expect(summarize({ ...notes, passed: true })).toBe('passed');
  });
});

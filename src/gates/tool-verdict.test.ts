import { describe, expect, it } from 'vitest';
import type { ProcessResult } from '../common/index.js';
import { judge } from './tool-verdict.js';
import type { GateInput, ToolCommand } from './types.js';

// tsc's output as TypeScript 3.9 prints it for search-query-parser 1.5.0 (the thirty-fourth
// held-out set): a tsconfig whose include matches nothing, and `composite` beside govern's
// own --noEmit.
const TSC: ToolCommand = {
  command: 'node_modules/.bin/tsc',
  args: [],
  appendFiles: false,
  timeoutMs: 1000,
};
const INPUT = { workspace: '/repo', changes: [] } as unknown as GateInput;

function tscResult(stdout: string): ProcessResult {
  return {
    exitCode: 1,
    signal: null,
    stdout,
    stderr: '',
    timedOut: false,
    truncated: false,
    durationMs: 5,
    spawnError: null,
    spawnErrorCode: null,
  };
}

describe('TYPE_CHECK: a project with nothing to check', () => {
  const noInputs =
    "error TS18003: No inputs were found in config file '/repo/tsconfig.json'. Specified 'include' paths were '[\"./lib/**/*\"]' and 'exclude' paths were '[]'.\n";

  it('passes with a note, also beside the noEmit conflict old TypeScript reports', () => {
    const verdict = judge(
      'TYPE_CHECK',
      TSC,
      'tsc',
      tscResult(
        `${noInputs}tsconfig.json(5,5): error TS5053: Option 'noEmit' cannot be specified with option 'composite'.\n`,
      ),
      INPUT,
      () => 5,
    );
    expect(verdict).toMatchObject({ passed: true, severity: 'info' });
    expect(verdict.output).toContain('nothing to check');
  });

  it('still fails a type error beside it, and the noEmit conflict alone', () => {
    const typeError = judge(
      'TYPE_CHECK',
      TSC,
      'tsc',
      tscResult(
        `${noInputs}src/a.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.\n`,
      ),
      INPUT,
      () => 5,
    );
    expect(typeError.passed).toBe(false);
    const conflictOnly = judge(
      'TYPE_CHECK',
      TSC,
      'tsc',
      tscResult(
        "tsconfig.json(5,5): error TS5053: Option 'noEmit' cannot be specified with option 'composite'.\n",
      ),
      INPUT,
      () => 5,
    );
    expect(conflictOnly.passed).toBe(false);
  });
});

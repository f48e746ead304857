import { describe, expect, it } from 'vitest';
import { TOOL_GATE_NAMES } from '../../common/index.js';
import type { GateName } from '../../common/index.js';
import { COULD_NOT_CHECK_RULE } from '../../gates/index.js';
import type { ChangedFile, ConstitutionRule, GateVerdict } from '../../gates/index.js';
import { isCheckFailed } from './check.js';
import { AVAILABLE_GATES, runGate } from '../loop/verify.js';

/** The gates `govern check` runs in process (the tool gates run processes of their own). */
const IN_PROCESS_GATES = AVAILABLE_GATES.filter(
  (gate) => !(TOOL_GATE_NAMES as readonly GateName[]).includes(gate),
);

/** A changed file every read of which throws, as a broken disk or a detector bug would. */
const exploding = new Proxy({} as ChangedFile, {
  get(): never {
    throw new Error('the detector hit a bug');
  },
});

/** CONSTITUTION checks only with rules: one that reads every changed file. */
const rules: ConstitutionRule[] = [
  { id: 'immutable-all', why: 'w', kind: 'immutable', paths: ['**'] },
];
const noFiles = { files: new Set<string>(), goModule: () => null };

function crash(gate: GateName): Promise<GateVerdict> {
  return runGate(gate, {
    workspace: '/nonexistent',
    task: { targetPaths: ['.'], category: 'REFACTORING', metadata: {} },
    gates: [gate],
    changes: [exploding],
    tools: new Map(),
    env: {},
    injectionMode: 'shadow',
    constitution: {
      rules,
      context: { base: noFiles, head: noFiles, readUnchanged: () => Promise.resolve([]) },
    },
  });
}

describe('a gate that crashes fails `govern check` (exit 1) at every --fail-on', () => {
  for (const gate of IN_PROCESS_GATES) {
    it(`${gate} crashes: a failed verdict with a could-not-check finding`, async () => {
      const verdict = await crash(gate);
      expect(verdict).toMatchObject({ gate, passed: false, error: { code: 'GATE_CRASHED' } });
      expect(verdict.findings).toEqual([
        {
          file: null,
          line: null,
          rule: COULD_NOT_CHECK_RULE,
          message:
            gate === 'CONSTITUTION'
              ? `${gate} could not check the change: rule "immutable-all" (immutable): the detector hit a bug`
              : `${gate} could not check the change: the detector hit a bug`,
        },
      ]);
      // `govern check` exits 1 exactly when the report says failed.
      expect(isCheckFailed([verdict], 'critical')).toBe(true);
    });
  }

  it('counts a failed verdict without findings as a failure too, and a clean one as a pass', () => {
    const base: GateVerdict = {
      gate: 'SECRETS',
      passed: true,
      severity: 'info',
      findings: [],
      durationMs: 1,
    };
    expect(isCheckFailed([base], 'info')).toBe(false);
    expect(isCheckFailed([{ ...base, passed: false }], 'critical')).toBe(true);
    const warning: GateVerdict = {
      ...base,
      gate: 'INJECTION',
      severity: 'warning',
      findings: [{ file: 'a.md', line: 1, rule: 'injection/agent_directive', message: 'x' }],
    };
    expect(isCheckFailed([warning], 'error')).toBe(false);
    expect(isCheckFailed([warning], 'warning')).toBe(true);
  });
});

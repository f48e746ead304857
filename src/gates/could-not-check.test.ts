import { describe, expect, it } from 'vitest';
import { runAntiStub } from './anti-stub.js';
import { COULD_NOT_CHECK_RULE } from './could-not-check.js';
import { runInjectionGate } from './injection.js';
import { runSecretsGate } from './secrets.js';
import { runSecurityRegressionGate } from './security-regression.js';
import type { ChangedFile, GateVerdict } from './types.js';

const TOO_LARGE = 'too large to check: 9437184 bytes (the limit is 8388608)';

/** The four gates that read text, each over the same change. */
function textGates(changes: readonly ChangedFile[]): Promise<GateVerdict>[] {
  return [
    runSecretsGate(changes),
    runInjectionGate(changes, { mode: 'shadow' }),
    runSecurityRegressionGate(changes),
    runAntiStub(changes),
  ];
}

describe('a gate that cannot read a file fails it', () => {
  it('fails every text gate, in shadow mode too, on a changed source file too large to read', async () => {
    const change: ChangedFile = {
      path: 'src/bundle.js',
      status: 'modified',
      before: 'export const a = 1;\n',
      after: null,
      unchecked: { after: TOO_LARGE },
    };
    for (const verdict of await Promise.all(textGates([change]))) {
      expect(verdict.passed, verdict.gate).toBe(false);
      expect(verdict.findings, verdict.gate).toEqual([
        {
          file: 'src/bundle.js',
          line: null,
          rule: COULD_NOT_CHECK_RULE,
          message: expect.stringMatching(/^too large to check: 9437184 bytes/) as unknown,
        },
      ]);
    }
  });

  it('fails SECURITY_REGRESSION when the baseline of a modified or deleted file was unreadable', async () => {
    const verdict = await runSecurityRegressionGate([
      {
        path: 'src/auth.js',
        status: 'deleted',
        before: null,
        after: null,
        unchecked: { before: 'could not be read from git, so it was not checked' },
      },
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.findings[0]?.message).toMatch(/^its baseline could not be read from git/);
  });

  it('still passes binary sides (null text, nothing unchecked) and judges only what each gate reads', async () => {
    const verdicts = await Promise.all(
      textGates([
        { path: 'assets/logo.png', status: 'added', before: null, after: null },
        // SECURITY_REGRESSION and ANTI_STUB do not read Markdown; SECRETS and INJECTION do.
        {
          path: 'docs/huge.md',
          status: 'added',
          before: null,
          after: null,
          unchecked: { after: TOO_LARGE },
        },
      ]),
    );
    expect(verdicts.map((v) => [v.gate, v.passed])).toEqual([
      ['SECRETS', false],
      ['INJECTION', false],
      ['SECURITY_REGRESSION', true],
      ['ANTI_STUB', true],
    ]);
    expect(verdicts[0]?.findings.map((f) => f.file)).toEqual(['docs/huge.md']);
  });

  it('turns a crash of each text gate into a failed verdict with a could-not-check finding', async () => {
    const poisoned = { path: 'src/a.js', status: 'modified', before: 'x\n' } as ChangedFile;
    Object.defineProperty(poisoned, 'after', {
      get(): never {
        throw new Error('disk on fire');
      },
    });
    for (const verdict of await Promise.all(textGates([poisoned]))) {
      expect(verdict.passed, verdict.gate).toBe(false);
      expect(verdict.error?.code, verdict.gate).toBe('GATE_CRASHED');
      expect(verdict.findings, verdict.gate).toEqual([
        {
          file: null,
          line: null,
          rule: COULD_NOT_CHECK_RULE,
          message: `${verdict.gate} could not check the change: disk on fire`,
        },
      ]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { codeScanningProblems, sarifSchemaErrors } from '../../test/helpers/sarif.js';
import type { CheckReport } from '../kernel/index.js';
import { toSarif } from './sarif.js';

type Verdict = CheckReport['verdicts'][number];

function report(verdicts: readonly Verdict[]): CheckReport {
  return {
    workspace: '/repo',
    base: 'a'.repeat(40),
    head: 'b'.repeat(40),
    files: [],
    verdicts,
    failOn: 'error',
    failed: true,
    toolSandbox: 'not-needed',
    silenceAudit: 'none',
  };
}

function verdict(
  gate: Verdict['gate'],
  severity: Verdict['severity'],
  findings: Verdict['findings'],
): Verdict {
  return { gate, passed: false, severity, findings, durationMs: 1 };
}

interface Sarif {
  runs: {
    results: {
      ruleId: string;
      locations: { physicalLocation: unknown }[];
      partialFingerprints: Record<string, string>;
    }[];
    invocations: { toolExecutionNotifications: { message: { text: string } }[] }[];
    tool: { driver: { rules: { id: string }[] } };
  }[];
}

describe('SARIF for code scanning', () => {
  const sample = report([
    verdict('SECRETS', 'critical', [
      { file: 'src/config.ts', line: 12, rule: 'aws-access-key', message: 'AWS access key added' },
      { file: 'src/config.ts', line: 40, rule: 'aws-access-key', message: 'AWS access key added' },
    ]),
    verdict('ANTI_STUB', 'error', [
      { file: 'src/dir with space/#a.ts', line: null, rule: 'empty-body', message: 'empty body' },
    ]),
    verdict('TEST_SUITE', 'error', [
      { file: null, line: null, rule: 'exit', message: 'npm test exited 1' },
    ]),
    verdict('INJECTION', 'warning', [
      { file: 'README.md', line: 0, rule: 'directive', message: '' },
    ]),
  ]);

  it('is valid SARIF 2.1.0 and within code scanning limits, with stable fingerprints', () => {
    const sarif = toSarif(sample, '0.1.0') as Sarif;
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(codeScanningProblems(sarif)).toEqual([]);
    const run = sarif.runs[0]!;
    expect(run.results.map((r) => r.ruleId)).toEqual([
      'SECRETS/aws-access-key',
      'SECRETS/aws-access-key',
      'ANTI_STUB/empty-body',
      'INJECTION/directive',
    ]);
    expect(run.results[2]!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'src/dir%20with%20space/%23a.ts' },
      region: { startLine: 1 },
    });
    // Same rule, file and message: told apart by occurrence, not by line (lines move).
    const [first, second] = run.results.map((r) => r.partialFingerprints['governFinding/v1']);
    expect(first).toMatch(/^[0-9a-f]{32}:1$/);
    expect(second).toBe(first!.replace(/:1$/, ':2'));
    const moved = report([
      verdict('SECRETS', 'critical', [
        {
          file: 'src/config.ts',
          line: 99,
          rule: 'aws-access-key',
          message: 'AWS access key added',
        },
      ]),
    ]);
    expect((toSarif(moved, '0.1.0') as Sarif).runs[0]!.results[0]!.partialFingerprints).toEqual({
      'governFinding/v1': first,
    });
    // A finding about the whole change has no location to show: a tool notification.
    expect(run.invocations[0]!.toolExecutionNotifications.map((n) => n.message.text)).toEqual([
      'TEST_SUITE/exit: npm test exited 1',
    ]);
  });

  it('keeps the 25,000 most severe results of a larger report and says how many it left out', () => {
    const many = (gate: Verdict['gate'], severity: Verdict['severity'], count: number): Verdict =>
      verdict(
        gate,
        severity,
        Array.from({ length: count }, (_, i) => ({
          file: `src/f${String(i % 500)}.ts`,
          line: i + 1,
          rule: 'r',
          message: `finding ${String(i)}`,
        })),
      );
    const sarif = toSarif(
      report([many('ANTI_STUB', 'warning', 20_000), many('SECRETS', 'critical', 10_000)]),
      '0.1.0',
    ) as Sarif;
    const run = sarif.runs[0]!;
    expect(run.results).toHaveLength(25_000);
    expect(run.results.filter((r) => r.ruleId === 'SECRETS/r')).toHaveLength(10_000);
    expect(run.invocations[0]!.toolExecutionNotifications.at(-1)!.message.text).toMatch(
      /^5000 least severe findings were left out/,
    );
    expect(codeScanningProblems(sarif)).toEqual([]);
    expect(sarifSchemaErrors(sarif)).toEqual([]);
  });

  it('the checker itself rejects what code scanning rejects', () => {
    const broken = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'x', rules: [{ id: 'r' }] } },
          results: [
            {
              ruleId: 'q',
              message: { text: '' },
              locations: [{ physicalLocation: { artifactLocation: { uri: '/abs/a.ts' } } }],
            },
          ],
        },
      ],
    };
    expect(codeScanningProblems(broken)).toEqual([
      'runs[0].rules[0].shortDescription.text is missing',
      'runs[0].rules[0].fullDescription.text is missing',
      'runs[0].rules[0].help.text is missing',
      'runs[0].results[0].ruleId q names no rule',
      'runs[0].results[0].message.text is empty',
      'runs[0].results[0]: artifactLocation.uri "/abs/a.ts" is not repository-relative',
      'runs[0].results[0]: region.startLine undefined is not a line',
      'runs[0].results[0]: no partialFingerprints',
    ]);
    expect(sarifSchemaErrors({ version: '2.0.0', runs: [] })).toEqual([
      '/version: must be equal to one of the allowed values',
    ]);
  });
});

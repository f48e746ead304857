import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';
import { ADDED_CODE_RULES, SECURITY_RULES } from './rules.js';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'test', 'fixtures', 'detectors');

describe('the security rule catalogue', () => {
  it('marks the rules that judge added code on their own', () => {
    expect([...ADDED_CODE_RULES].sort()).toEqual([
      'dynamic-code-execution',
      'path-traversal',
      'redos',
      'shell-injection',
      'sql-injection',
      'tls-disabled',
    ]);
  });

  it("gives every finding its rule's CWE unless the rule picks one per finding", async () => {
    const records = ['secregress-compose.jsonl', 'secregress-heldout.jsonl'].flatMap((name) =>
      readFileSync(join(FIXTURES, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as { baseline: string; proposed: string; file?: string }),
    );
    let findings = 0;
    for (const record of records) {
      const result = await assessSecurityRegression(
        record.baseline,
        record.proposed,
        record.file ?? 'file.js',
      );
      for (const finding of result.findings) {
        findings += 1;
        const rule: { cwe: string; byCategory?: true } = SECURITY_RULES[finding.rule];
        expect(finding.cwe).toMatch(/^CWE-\d+$/);
        if (rule.byCategory !== true) {
          expect(finding.cwe, finding.rule).toBe(rule.cwe);
        }
      }
    }
    expect(findings).toBeGreaterThan(30);
  });
});

import { expect } from 'vitest';
import { runAntiStub } from '../../src/gates/anti-stub.js';
import type { AntiStubOptions } from '../../src/gates/anti-stub.js';
import type { ChangedFile } from '../../src/gates/index.js';

// What ANTI_STUB's rule tests share: one changed file in, `rule:line[:severity]` out.

export const lines = (...text: readonly string[]): string => text.join('\n');

export function modified(path: string, before: string, after: string): ChangedFile {
  return { path, status: 'modified', before, after };
}

export function added(path: string, after: string): ChangedFile {
  return { path, status: 'added', before: null, after };
}

/** The verdict on one change: passed, and each finding as `rule:line` plus its severity. */
export async function judge(
  change: ChangedFile,
  options: AntiStubOptions = {},
): Promise<{ passed: boolean; found: string[] }> {
  const verdict = await runAntiStub([change], options);
  expect(verdict.error).toBeUndefined();
  return {
    passed: verdict.passed,
    found: verdict.findings.map(
      (f) => `${f.rule}:${String(f.line)}${f.severity === undefined ? '' : `:${f.severity}`}`,
    ),
  };
}

import type { BenchExpect } from './case-schema.js';
import type { CaseObservation } from './run-case.js';

/** Every way the observation differs from the expectation, one line each ([] = pass). */
export function compareExpectation(expect: BenchExpect, seen: CaseObservation): string[] {
  const out: string[] = [];
  if (seen.error !== null) {
    out.push(`error: ${seen.error.split('\n')[0] ?? ''}`);
  }
  const check = (field: string, expected: unknown, actual: unknown): void => {
    if (JSON.stringify(expected) !== JSON.stringify(actual)) {
      out.push(`${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
  };
  check('action', expect.action, seen.action);
  check('outcome', expect.outcome, seen.outcome);
  check('llmConsulted', expect.llmConsulted, seen.llmConsulted);
  check('committed', expect.committed, seen.committed);
  if (expect.lastFailingGate !== undefined) {
    check('lastFailingGate', expect.lastFailingGate, seen.lastFailingGate);
  }
  if (expect.agentsCalled !== undefined) {
    check('agentsCalled', expect.agentsCalled, seen.agentsCalled);
  }
  if (expect.injectionLabelled !== undefined) {
    check('injectionLabelled', expect.injectionLabelled, seen.injectionLabelled);
  }
  if (
    expect.reasonIncludes !== undefined &&
    !(seen.reason ?? '').toLowerCase().includes(expect.reasonIncludes.toLowerCase())
  ) {
    out.push(
      `reason: expected to include ${JSON.stringify(expect.reasonIncludes)}, got ${JSON.stringify(seen.reason)}`,
    );
  }
  for (const [path, content] of Object.entries(expect.files ?? {})) {
    check(`files.${path}`, content, seen.files[path] ?? null);
  }
  return out;
}

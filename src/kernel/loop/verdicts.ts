import type { GateVerdict } from '../../gates/index.js';
import type { StepVerdict } from '../../ledger/index.js';

/** A gate verdict as the ledger's attempt record stores it. */
export function toStepVerdict(verdict: GateVerdict): StepVerdict {
  return {
    gate: verdict.gate,
    passed: verdict.passed,
    severity: verdict.severity,
    findings: verdict.findings.map((f) => ({
      file: f.file,
      line: f.line,
      rule: f.rule,
      message: f.message,
      // A note (info) beside a passing verdict must read as a note in the record.
      ...(f.severity === undefined ? {} : { severity: f.severity }),
    })),
    durationMs: verdict.durationMs,
    ...(verdict.output === undefined ? {} : { output: verdict.output }),
    ...(verdict.error === undefined
      ? {}
      : { error: { code: verdict.error.code, message: verdict.error.message } }),
  };
}

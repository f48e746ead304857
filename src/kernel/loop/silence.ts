import { existsSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import type { DetectorSilence } from '../../config/index.js';
import type { GateName } from '../../common/index.js';
import type { Finding, GateVerdict, SilencedFinding } from '../../gates/index.js';
import { GovernError } from '../../common/index.js';
import { acquireLedgerLock, AuditLog } from '../../ledger/index.js';

// False positives silenced in `.governance/config.json` (`detectors.silence`), by path and
// rule (issue 18). Only the config can silence: no marker in a scanned or changed file is
// read, so a file cannot silence its own findings, and the schema refuses entries that would
// cover the governance files. Every silenced finding is reported and audited.

export type SilenceableDetector = NonNullable<DetectorSilence['detector']>;

/** The detector behind each gate that can be silenced. */
const GATE_DETECTORS: Partial<Record<GateName, SilenceableDetector>> = {
  SECRETS: 'secrets',
  INJECTION: 'injection',
  SECURITY_REGRESSION: 'security-regression',
};

/** Finds the silence entry for a finding, or null; built once per config. */
export type Silencer = (
  detector: SilenceableDetector,
  file: string,
  rule: string,
) => DetectorSilence | null;

export function createSilencer(silences: readonly DetectorSilence[]): Silencer {
  const compiled = silences.map((entry) => ({
    entry,
    matches: picomatch(entry.path, { dot: true }),
  }));
  return (detector, file, rule) =>
    compiled.find(
      ({ entry, matches }) =>
        (entry.detector === undefined || entry.detector === detector) &&
        (entry.rule === undefined || entry.rule === rule) &&
        matches(file),
    )?.entry ?? null;
}

/**
 * Takes the silenced findings out of a detector gate's verdict. A verdict whose every finding
 * was silenced passes (unless the gate itself failed to run: an error is never silenced).
 */
export function silenceVerdict(verdict: GateVerdict, silencer: Silencer): GateVerdict {
  const detector = GATE_DETECTORS[verdict.gate];
  if (detector === undefined || verdict.findings.length === 0) {
    return verdict;
  }
  const kept: Finding[] = [];
  const silenced: SilencedFinding[] = [];
  for (const finding of verdict.findings) {
    const entry = finding.file === null ? null : silencer(detector, finding.file, finding.rule);
    if (entry === null) {
      kept.push(finding);
    } else {
      silenced.push({ ...finding, reason: entry.reason });
    }
  }
  if (silenced.length === 0) {
    return verdict;
  }
  return {
    ...verdict,
    findings: kept,
    passed: verdict.passed || (kept.length === 0 && verdict.error === undefined),
    silenced: [...(verdict.silenced ?? []), ...silenced],
  };
}

/** One audited silencing: what was silenced, where, and the reason the config gives. */
export interface SilenceRecord {
  readonly detector: SilenceableDetector;
  readonly file: string;
  readonly line: number | null;
  readonly rule: string;
  readonly reason: string;
}

/** What became of the audit record of silenced findings. */
export type SilenceAudit = 'none' | 'audited' | 'not-governed' | 'locked';

/** Records the findings a task's attempt silenced, in the audit log of the run that holds it. */
export function auditTaskSilenced(
  audit: AuditLog,
  command: string,
  task: string,
  records: readonly SilenceRecord[],
): void {
  if (records.length > 0) {
    audit.append('detector.silenced', { command, task, count: records.length, findings: records });
  }
}

/**
 * Appends the silenced findings to `.governance/audit.jsonl` under the ledger lock, so the
 * hash chain has one writer at a time. A folder without `.governance/` has no audit log (the
 * findings are reported only); while a run holds the lock the record is not written and the
 * caller says so.
 */
export function auditSilenced(
  workspace: string,
  command: string,
  records: readonly SilenceRecord[],
): SilenceAudit {
  if (records.length === 0) {
    return 'none';
  }
  if (!existsSync(join(workspace, '.governance'))) {
    return 'not-governed';
  }
  let lock;
  try {
    lock = acquireLedgerLock(workspace, `govern ${command}`);
  } catch (error) {
    if (error instanceof GovernError && error.code === 'LEDGER_LOCKED') {
      return 'locked';
    }
    throw error;
  }
  try {
    AuditLog.open(workspace).append('detector.silenced', {
      command,
      count: records.length,
      findings: records,
    });
  } finally {
    lock.release();
  }
  return 'audited';
}

/** The audit records of the silenced findings of gate verdicts. */
export function silencedRecords(verdicts: readonly GateVerdict[]): SilenceRecord[] {
  return verdicts.flatMap((verdict) => {
    const detector = GATE_DETECTORS[verdict.gate];
    return detector === undefined
      ? []
      : (verdict.silenced ?? []).map((finding) => ({
          detector,
          file: finding.file ?? '',
          line: finding.line,
          rule: finding.rule,
          reason: finding.reason,
        }));
  });
}

import { scanSourceForInjection, scoreInjection } from '../analysis/index.js';
import type { InjectionAssessment, InjectionFinding } from '../analysis/index.js';
import { COULD_NOT_CHECK_RULE, crashedVerdict, uncheckedFindings } from './could-not-check.js';
import type { ChangedFile, Finding, GateVerdict, Severity } from './types.js';

/** Shadow mode labels and records; enforce mode fails the change on a hostile finding. */
export const INJECTION_GATE_MODES = ['shadow', 'enforce'] as const;
export type InjectionGateMode = (typeof INJECTION_GATE_MODES)[number];

export interface InjectionGateOptions {
  readonly mode: InjectionGateMode;
  /** The commit message the agent proposed, scored as its own channel. */
  readonly commitMessage?: string;
}

const MAX_EXCERPT_CHARS = 80;

/** One finding per family of a suspect or hostile assessment, at its strongest evidence. */
function findingsOf(file: string | null, assessment: InjectionAssessment): Finding[] {
  const strongest = new Map<string, InjectionFinding>();
  for (const finding of assessment.findings) {
    const known = strongest.get(finding.family);
    if (known === undefined || finding.weight > known.weight) {
      strongest.set(finding.family, finding);
    }
  }
  return [...strongest.values()]
    .sort((a, b) => a.start - b.start)
    .map((finding) => ({
      file,
      line: finding.line,
      rule: `injection/${finding.family}`,
      message: `${assessment.verdict} text (score ${assessment.score.toFixed(2)}): "${finding.excerpt.slice(0, MAX_EXCERPT_CHARS)}" reads as ${finding.family.replace('_', ' ')} aimed at an AI agent (rule ${finding.rule}); remove it or reword it as plain documentation`,
    }));
}

interface Scanned {
  readonly findings: Finding[];
  hostile: boolean;
}

function record(scanned: Scanned, file: string | null, assessment: InjectionAssessment): void {
  if (assessment.verdict === 'benign') {
    return;
  }
  scanned.hostile ||= assessment.verdict === 'hostile';
  scanned.findings.push(...findingsOf(file, assessment));
}

function verdictOf(mode: InjectionGateMode, scanned: Scanned, startedMs: number): GateVerdict {
  // Text the gate could not read fails it in either mode: shadow mode records what it read.
  const unchecked = scanned.findings.some((finding) => finding.rule === COULD_NOT_CHECK_RULE);
  const failed = (mode === 'enforce' && scanned.hostile) || unchecked;
  const severity: Severity =
    mode === 'enforce' && scanned.hostile
      ? 'critical'
      : unchecked
        ? 'error'
        : scanned.findings.length > 0
          ? 'warning'
          : 'info';
  return {
    gate: 'INJECTION',
    passed: !failed,
    severity,
    findings: scanned.findings,
    durationMs: Math.round(performance.now() - startedMs),
  };
}

/**
 * INJECTION: scores what the agent added (comments, strings and paragraphs of changed files
 * that hold a new line, and the commit message) for instructions aimed at a later agent. In
 * shadow mode it always passes and records suspect and hostile text as warnings; in enforce
 * mode hostile text fails the change (severity critical). A changed file too large or
 * unreadable to score fails it in both modes. Never throws: a crash is a failed verdict with
 * `error.code` GATE_CRASHED and a `could-not-check` finding.
 */
export async function runInjectionGate(
  changes: readonly ChangedFile[],
  options: InjectionGateOptions,
): Promise<GateVerdict> {
  const startedMs = performance.now();
  try {
    const scanned: Scanned = { findings: [], hostile: false };
    for (const change of changes) {
      if (change.status === 'deleted') {
        continue;
      }
      if (change.after === null) {
        scanned.findings.push(...uncheckedFindings(change, ['after']));
        continue;
      }
      const assessments = scanSourceForInjection(change.path, change.after, {
        baseline: change.before,
      });
      for (const assessment of assessments) {
        record(scanned, change.path, assessment);
      }
    }
    if (options.commitMessage !== undefined && options.commitMessage.trim() !== '') {
      record(scanned, null, scoreInjection(options.commitMessage, { channel: 'commit_message' }));
    }
    return await Promise.resolve(verdictOf(options.mode, scanned, startedMs));
  } catch (error) {
    return crashedVerdict('INJECTION', 'error', error, startedMs);
  }
}

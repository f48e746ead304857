import { describeError, readFileSide } from '../../common/index.js';
import { lineAt, lineStartsOf } from './line-starts.js';
import { scanSourceForInjection } from './source-scan.js';
import type { ChannelAssessment } from './source-scan.js';
import type { InjectionChannel, InjectionFamily, InjectionVerdict } from './types.js';

/** One piece of evidence, where it is, and what it weighed (`govern scan --explain`). */
export interface ScanEvidence {
  readonly family: InjectionFamily;
  readonly rule: string;
  readonly line: number;
  /** 1-based column of the match's first character. */
  readonly column: number;
  readonly endLine: number;
  /** 1-based column just past the match. */
  readonly endColumn: number;
  /** The rule's weight before evidence is combined. */
  readonly weight: number;
  readonly excerpt: string;
  /** What fired beyond the rule id (the learned scorer's strongest features). */
  readonly detail?: string;
}

/** A channel of a file that scored suspect or hostile, with its evidence. */
export interface ScanAssessment {
  readonly channel: InjectionChannel;
  readonly score: number;
  readonly verdict: InjectionVerdict;
  readonly evidence: readonly ScanEvidence[];
}

/** What one file gave: plain data, so a worker thread can send it back. */
export type FileScan =
  /** Not text (a binary blob) or not a regular file: nothing to score. */
  | { readonly kind: 'skipped'; readonly reason: string }
  /** Text the scan could not score (too large, unreadable, the detector crashed). */
  | { readonly kind: 'unchecked'; readonly reason: string }
  | {
      readonly kind: 'scanned';
      readonly bytes: number;
      readonly flagged: readonly ScanAssessment[];
    };

/** 1-based line and column of `offset`. */
function position(starts: readonly number[], offset: number): [number, number] {
  const line = lineAt(starts, offset);
  return [line, offset - (starts[line - 1] ?? 0) + 1];
}

/**
 * Reads one file and scores it channel by channel. The file is read as the gates read a
 * changed file (text by name or by content, binary skipped, over the text size limit
 * unchecked); per-file work stays small, as this runs on every file of a tree: one lstat, one
 * read, a binary sniff only for names that are not text by definition, one decode.
 */
export function scanFile(full: string, file: string): FileScan {
  const side = readFileSide(file, full);
  if (side === null || side.kind === 'binary') {
    return { kind: 'skipped', reason: 'binary' };
  }
  if (side.kind === 'unchecked') {
    return side;
  }
  const text = side.text;
  let assessments;
  try {
    assessments = scanSourceForInjection(file, text);
  } catch (error) {
    return { kind: 'unchecked', reason: `the detector crashed: ${describeError(error)}` };
  }
  const flagged: ScanAssessment[] = [];
  let starts: number[] | null = null;
  for (const assessment of assessments) {
    if (assessment.verdict === 'benign') {
      continue;
    }
    starts ??= lineStartsOf(text);
    flagged.push(flaggedOf(assessment, starts));
  }
  return { kind: 'scanned', bytes: Buffer.byteLength(text), flagged };
}

function flaggedOf(assessment: ChannelAssessment, lines: readonly number[]): ScanAssessment {
  return {
    channel: assessment.channel,
    score: Math.round(assessment.score * 100) / 100,
    verdict: assessment.verdict,
    evidence: assessment.findings.map((finding) => {
      const [line, column] = position(lines, finding.start);
      const [endLine, endColumn] = position(lines, Math.max(finding.start, finding.end - 1));
      return {
        family: finding.family,
        rule: finding.rule,
        line,
        column,
        endLine,
        endColumn: endColumn + 1,
        weight: finding.weight,
        excerpt: finding.excerpt,
        ...(finding.detail === undefined ? {} : { detail: finding.detail }),
      };
    }),
  };
}

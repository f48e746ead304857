import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { scanSourceForInjection } from './source-scan.js';
import type { InjectionChannel, InjectionFamily, InjectionVerdict } from './types.js';

/** Larger files are listed as skipped: generated bundles and data, not prose for an agent. */
export const MAX_SCAN_FILE_BYTES = 5 * 1024 * 1024;

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
  | { readonly kind: 'skipped'; readonly reason: string }
  | {
      readonly kind: 'scanned';
      readonly bytes: number;
      readonly flagged: readonly ScanAssessment[];
    };

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    starts.push(at + 1);
  }
  return starts;
}

/** 1-based line and column of `offset`. */
function position(starts: readonly number[], offset: number): [number, number] {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return [low + 1, offset - (starts[low] ?? 0) + 1];
}

/**
 * Reads one file and scores it channel by channel. Per-file costs kept small, as this runs on
 * every file of a tree: one open and fstat, one read into a buffer, a NUL test on the bytes
 * before any decoding, then one UTF-8 decode.
 */
export function scanFile(full: string, file: string): FileScan {
  const fd = openSync(full, 'r');
  let buffer: Buffer;
  try {
    const size = fstatSync(fd).size;
    if (size > MAX_SCAN_FILE_BYTES) {
      return { kind: 'skipped', reason: `larger than ${MAX_SCAN_FILE_BYTES} bytes` };
    }
    buffer = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const got = readSync(fd, buffer, read, size - read, read);
      if (got === 0) {
        break;
      }
      read += got;
    }
    buffer = buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
  if (buffer.includes(0)) {
    return { kind: 'skipped', reason: 'binary' };
  }
  const text = buffer.toString('utf8');
  const flagged: ScanAssessment[] = [];
  let starts: number[] | null = null;
  for (const assessment of scanSourceForInjection(file, text)) {
    if (assessment.verdict === 'benign') {
      continue;
    }
    starts ??= lineStarts(text);
    const lines = starts;
    flagged.push({
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
        };
      }),
    });
  }
  return { kind: 'scanned', bytes: buffer.length, flagged };
}

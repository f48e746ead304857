import { lineAt, lineStartsOf } from './line-starts.js';
import { MappedBuilder } from './offset-map.js';
import { scoreInjection } from './score.js';
import { splitIntoParts } from './source-parts.js';
import type { ProsePart } from './source-parts.js';
import type { InjectionAssessment, InjectionChannel, InjectionFinding } from './types.js';

/** The assessment of one channel of a file. */
export interface ChannelAssessment extends InjectionAssessment {
  readonly channel: InjectionChannel;
}

export interface ScanSourceOptions {
  /**
   * The file's previous version. When given, only comments, strings and paragraphs that
   * contain a line the baseline does not have are scored: what a change added or touched.
   */
  readonly baseline?: string | null;
}

const MAX_EXCERPT_CHARS = 120;

/** Offsets of the lines of `text` that `baseline` does not have (a multiset line diff). */
function newLineRanges(text: string, baseline: string): [number, number][] {
  const remaining = new Map<string, number>();
  for (const line of baseline.split('\n')) {
    const key = line.trim();
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  const ranges: [number, number][] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const key = line.trim();
    const count = remaining.get(key) ?? 0;
    if (count > 0) {
      remaining.set(key, count - 1);
    } else if (key.length > 0) {
      ranges.push([start, start + line.length]);
    }
    start += line.length + 1;
  }
  return ranges;
}

/**
 * The part cut down to the span from its first to its last new line; null when it has none.
 * A comment block the agent appended one line to is judged by that line, not by what the
 * block said before.
 */
function addedSpan(part: ProsePart, ranges: readonly [number, number][]): ProsePart | null {
  let start = -1;
  let end = -1;
  for (const [from, to] of ranges) {
    if (from < part.end && to > part.start) {
      start = start < 0 ? Math.max(from, part.start) : start;
      end = Math.min(to, part.end);
    }
  }
  return start < 0 ? null : { ...part, start, end };
}

/** Whole-text parts (docs) cut into paragraphs, so a change is judged paragraph by paragraph. */
function paragraphsOf(text: string, part: ProsePart): ProsePart[] {
  const paragraphs: ProsePart[] = [];
  const breaks = /\n[ \t]*\n/g;
  breaks.lastIndex = part.start;
  let start = part.start;
  for (
    let match = breaks.exec(text);
    match !== null && match.index < part.end;
    match = breaks.exec(text)
  ) {
    paragraphs.push({ ...part, start, end: match.index });
    start = match.index + match[0].length;
  }
  paragraphs.push({ ...part, start, end: part.end });
  return paragraphs.filter((paragraph) => paragraph.end > paragraph.start);
}

/** Scores the parts of one channel as one text, mapping findings back into the file. */
function scoreChannel(
  text: string,
  channel: InjectionChannel,
  parts: readonly ProsePart[],
  lineStarts: readonly number[],
): ChannelAssessment {
  const view = new MappedBuilder();
  for (const part of parts) {
    if (view.length > 0) {
      // A blank line keeps parts apart: evidence in two comments never adds up.
      view.replace('\n\n', part.start, 0);
    }
    view.copy(text.slice(part.start, part.end), part.start);
  }
  const assessment = scoreInjection(view.toString(), { channel });
  const findings = assessment.findings.map((finding): InjectionFinding => {
    const start = view.map.toSource(finding.start);
    const end = Math.max(
      start + 1,
      view.map.toSource(Math.max(finding.start, finding.end - 1)) + 1,
    );
    return {
      ...finding,
      start,
      end,
      line: lineAt(lineStarts, start),
      excerpt: text.slice(start, end).replace(/\s+/g, ' ').trim().slice(0, MAX_EXCERPT_CHARS),
    };
  });
  return { ...assessment, findings, channel };
}

/**
 * Scores a file channel by channel: comments (`code_comment`) and string literals (`code`) of
 * source code by the file's extension, the whole text of documentation (`doc`), anything
 * else as `other`. With `baseline`, only what a change added counts. Returns one assessment
 * per channel that has something to score.
 */
export function scanSourceForInjection(
  path: string,
  text: string,
  options: ScanSourceOptions = {},
): ChannelAssessment[] {
  let parts = splitIntoParts(path, text).flatMap((part) =>
    part.channel === 'code' || part.channel === 'code_comment' ? [part] : paragraphsOf(text, part),
  );
  if (options.baseline !== undefined && options.baseline !== null) {
    const added = newLineRanges(text, options.baseline);
    parts = parts.flatMap((part) => addedSpan(part, added) ?? []);
  }
  const lineStarts = lineStartsOf(text);
  const byChannel = new Map<InjectionChannel, ProsePart[]>();
  for (const part of parts) {
    const channelParts = byChannel.get(part.channel);
    if (channelParts === undefined) {
      byChannel.set(part.channel, [part]);
    } else {
      channelParts.push(part);
    }
  }
  return [...byChannel].map(([channel, channelParts]) =>
    scoreChannel(text, channel, channelParts, lineStarts),
  );
}

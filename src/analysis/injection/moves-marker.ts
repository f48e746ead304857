import { CATEGORY_BIT } from './moves-categories.js';
import { endsClause, opensClause, paragraphLimit, sentenceAt } from './moves-addressed.js';
import { sentencesOf } from './moves-context.js';
import type { SentenceContext } from './moves-context.js';
import type { Emit } from './moves-finding.js';
import { lineStartWithin } from '../line-bounds.js';
import { hitsBetween } from './moves-scan.js';
import type { MoveHit, MoveScan } from './moves-scan.js';

// The moves layer's rule for a forged header in data (`ml-marker`, issue 18): a line of a tool
// result, a web page or a file that opens with a banner of authority ("[SYSTEM]", "[[SYSTÈME]]",
// "### ΟΔΗΓΙΑ ΣΥΣΤΗΜΑΤΟΣ ###", "[تعليمات النظام]", "ANWEISUNG AN DEN KI-AGENTEN:") and then
// gives an order. Text an agent reads carries no messages from its system: a banner that claims
// to be one, followed by a directive, is written to be obeyed. A heading of a document
// ("## Instructions", then "Run npm install") is not such a banner: a hash heading counts only
// when it is closed like a banner, a line of capitals only up to its colon, and any banner only
// when it names the system, an administrator or the reader ("IMPORTANT:" opens agent files'
// own rules).

const B = CATEGORY_BIT;
// A banner is short: the words between its brackets, or before its colon.
const MARKER_CHARS = 48;
const DIRECTIVE_REACH_CHARS = 240;
// Telling the user something is an order too, from a banner.
const DIRECTIVE_BITS =
  B.override | B.reveal | B.send | B.toolverb | B.newtask | B.persona | B.mention;
const LEAD =
  /^[ \t]*(?:(?:\/\/|#|--|;|\*|>)[ \t]*)?(?:(?:\p{Nd}{1,3}[.)]|[-*+•])[ \t]+)?(?:"[^"\n]{1,40}"[ \t]*:[ \t]*")?/u;
// The system or its administrator, in the languages of the lexicons.
const SYSTEM_WORD =
  /system|syst[eè]me|sistem|systeem|σ[υύ]στ[ηή]μ|систем|نظام|سیستم|מערכת|सिस्टम|প্রণালী|系统|系統|システム|시스템|ระบบ|hệ thống|he thong|admin|административ|адмін|yönetici|yonetici|مدير|מנהל|管理员|管理者|관리자/iu;
const CLOSERS: Readonly<Record<string, string>> = {
  '[': ']',
  '【': '】',
  '{': '}',
  '(': ')',
};

interface Marker {
  /** Where the banner opens (its bracket, hashes or first capital). */
  readonly open: number;
  /** Where what the banner introduces starts (after its closer or colon). */
  readonly after: number;
}

/**
 * The banner around `hit` when its line opens with one: brackets around it, hashes on both
 * sides, or a line in capitals up to a colon.
 */
function markerAround(text: string, hit: MoveHit): Marker | null {
  const lineStart = lineStartWithin(text, hit.start, MARKER_CHARS);
  if (lineStart === null) {
    return null;
  }
  // Before the banner: a comment's leader, a list's number or dash, or a JSON key whose value
  // the banner opens (`"note": "SYSTEM NOTICE: ...`).
  const lead = LEAD.exec(text.slice(lineStart, hit.start));
  const open = lineStart + (lead?.[0].length ?? 0);
  const first = text.charAt(open);
  const closer = CLOSERS[first];
  // Only the start of the line is read: the banner, then enough to find its closer.
  const head = text.slice(open, open + MARKER_CHARS * 2);
  const newline = head.indexOf('\n');
  const line = newline < 0 ? head : head.slice(0, newline);
  if (closer !== undefined) {
    let close = line.indexOf(closer, hit.end - open);
    if (close < 0 || close > MARKER_CHARS) {
      // A bracket that holds the whole note: its banner ends at the first colon.
      const colon = line.slice(0, MARKER_CHARS).search(/[:：]/);
      if (colon < hit.end - open) {
        return null;
      }
      close = colon;
    }
    // `(see below)` is an aside: a banner's words are letters and spaces. Tags (`<system>`)
    // are left to the markup: a prompt template's sections are written so.
    const inside = line.slice(1, close).replace(/^[[【{(]+/, '');
    if (!/^[\p{L}\p{M}\s_\-:]+$/u.test(inside)) {
      return null;
    }
    // `[text](url)` is a Markdown link, not a banner.
    if (line.charAt(close + 1) === '(') {
      return null;
    }
    let after = close;
    while (line.charAt(after) === closer || line.charAt(after) === ':') {
      after += 1;
    }
    return { open, after: open + after };
  }
  if (first === '#' || first === '=') {
    // "### SYSTEM INSTRUCTION ###": closed by the same run it opened with.
    const banner = /^([#=]{2,})[ \t]*([^#=\n]{2,48}?)[ \t]*\1[ \t]*:?/u.exec(line);
    return banner === null ? null : { open, after: open + banner[0].length };
  }
  // "ANWEISUNG AN DEN KI-AGENTEN:": a line in capitals up to its colon.
  const capitals = /^([^\n:：]{2,48})[:：]/u.exec(line);
  if (
    capitals === null ||
    capitals[1] === undefined ||
    !/\p{Lu}{2}/u.test(capitals[1]) ||
    capitals[1] !== capitals[1].toLocaleUpperCase() ||
    !/^[\p{L}\p{M}\s_\-*]+$/u.test(capitals[1])
  ) {
    return null;
  }
  return { open, after: open + capitals[0].length };
}

/** Whether `hit` is an order: not negated, not a request the text reports, not a description. */
function isOrder(sentences: readonly SentenceContext[], hit: MoveHit): boolean {
  const sentence = sentenceAt(sentences, hit);
  return (
    sentence !== undefined &&
    !sentence.isNegated(hit) &&
    !sentence.isReported(hit) &&
    !sentence.isDescription(hit)
  );
}

/**
 * A banner of authority opening a line, then an order within the paragraph: a forged message
 * of the system in data.
 */
export function markedDirectives(text: string, scan: MoveScan, emit: Emit): void {
  for (let index = 0; index < scan.count; index += 1) {
    const mask = scan.masks[index] ?? 0;
    if ((mask & (B.authority | B.instr | B.address)) === 0) {
      continue;
    }
    const hit: MoveHit = { start: scan.starts[index] ?? 0, end: scan.ends[index] ?? 0, mask };
    const marker = markerAround(text, hit);
    if (marker === null) {
      continue;
    }
    // "IMPORTANT:" or "[Instructions]" is how agent files and docs label their own rules; a
    // banner that names the system, an administrator or the reader claims another sender.
    const banner = text.slice(marker.open, marker.after);
    const claims =
      SYSTEM_WORD.test(banner) ||
      hitsBetween(scan, marker.open, marker.after).some((other) => (other.mask & B.address) !== 0);
    if (!claims) {
      continue;
    }
    const near = hitsBetween(
      scan,
      marker.after,
      paragraphLimit(text, marker.after, DIRECTIVE_REACH_CHARS),
    );
    const sentences = sentencesOf(text, near);
    const directive = near.find(
      (other) =>
        (other.mask & DIRECTIVE_BITS) !== 0 &&
        (other.start - marker.after <= 2 || opensClause(text, other) || endsClause(text, other)) &&
        isOrder(sentences, other),
    );
    if (directive !== undefined) {
      emit('ml-marker', 'channel_mismatch', [hit, directive], 0.3, true);
      return;
    }
  }
}

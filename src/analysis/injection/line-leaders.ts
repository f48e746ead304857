// Comment leaders, Markdown quote and heading markers at the start of a line. Blanked (same
// length) so a sentence wrapped over several comment lines reads as one sentence.
const LINE_LEADERS = /^([ \t]*)(\/\/+!?|\/\*+!?|\*+\/?|#+|--+|;+|>+|<!--)/gm;

// Line terminators other than `\n` that `^` also follows under the `m` flag.
const RARE_LINE_BREAKS = /[\r\u2028\u2029]/;

function repeatedEnd(text: string, from: number, code: number): number {
  let end = from;
  while (text.charCodeAt(end) === code) {
    end += 1;
  }
  return end;
}

/** The end of the `LINE_LEADERS` leader that starts at `offset`; `offset` when none does. */
function leaderEndAt(text: string, offset: number): number {
  const next = text.charCodeAt(offset + 1);
  switch (text.charCodeAt(offset)) {
    case 0x2f: {
      // `//+!?` or `/*+!?`
      if (next !== 0x2f && next !== 0x2a) {
        return offset;
      }
      const end = repeatedEnd(text, offset + 1, next);
      return text.charCodeAt(end) === 0x21 ? end + 1 : end;
    }
    case 0x2a: {
      // `*+/?`
      const end = repeatedEnd(text, offset, 0x2a);
      return text.charCodeAt(end) === 0x2f ? end + 1 : end;
    }
    case 0x2d:
      // `--+`
      return next === 0x2d ? repeatedEnd(text, offset, 0x2d) : offset;
    case 0x23:
    case 0x3b:
    case 0x3e:
      // `#+`, `;+`, `>+`
      return repeatedEnd(text, offset, text.charCodeAt(offset));
    case 0x3c:
      return text.startsWith('<!--', offset) ? offset + 4 : offset;
    default:
      return offset;
  }
}

// Runs of spaces a leader is blanked with; comment leaders are short, so most come from here.
const BLANKS = Array.from({ length: 33 }, (_unused, length) => ' '.repeat(length));

function blanks(length: number): string {
  return BLANKS[length] ?? ' '.repeat(length);
}

/** Comment leaders and quote markers at line starts replaced by spaces (offsets unchanged). */
export function blankLineLeaders(text: string): string {
  if (RARE_LINE_BREAKS.test(text)) {
    return text.replace(LINE_LEADERS, (whole: string) => ' '.repeat(whole.length));
  }
  // The same as the replacement above, line by line without a regular expression: it runs on
  // every paragraph some rule is matched in, and most lines start with no leader.
  const parts: string[] = [];
  let copied = 0;
  let lineStart = 0;
  for (;;) {
    let offset = lineStart;
    for (let code = text.charCodeAt(offset); code === 0x20 || code === 0x09;) {
      offset += 1;
      code = text.charCodeAt(offset);
    }
    const leaderEnd = leaderEndAt(text, offset);
    if (leaderEnd > offset) {
      parts.push(text.slice(copied, lineStart), blanks(leaderEnd - lineStart));
      copied = leaderEnd;
    }
    const lineEnd = text.indexOf('\n', leaderEnd);
    if (lineEnd === -1) {
      break;
    }
    lineStart = lineEnd + 1;
  }
  if (parts.length === 0) {
    return text;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

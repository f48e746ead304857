import { FindingFactory } from './finding-factory.js';
import type { InjectionFinding } from './types.js';

// JSON values, log lines and code strings write a line break as the two characters `\n`. Read
// as they are, the words on both sides join ("...\nAssistant" is one word) and a note to the
// reader that opens the escaped line never opens a line. The rules read a view of the text in
// which each escaped line break is one, offset for offset: `\n` becomes a space and a line
// break (a run of them spaces, then the breaks, so that two are a blank line), `\r` and `\t`
// two spaces. Findings keep the offsets of the text itself, and their line numbers and excerpts
// are read from it (relined below).

const ESCAPED_BREAKS = /(?:\\n)+|\\[rt]/g;
const HAS_ESCAPED_BREAK = /\\[nrt]/;

/** The text the rules read: escaped line breaks and tabs made real, the same length. */
export function readingView(text: string): string {
  // Most texts have none: they are read as they are, with no copy.
  if (!HAS_ESCAPED_BREAK.test(text)) {
    return text;
  }
  return text.replace(ESCAPED_BREAKS, (run) =>
    run.charAt(1) === 'n' ? ' '.repeat(run.length / 2) + '\n'.repeat(run.length / 2) : '  ',
  );
}

/** Findings made on the view, with the line numbers and excerpts of the text itself. */
export function relined(text: string, view: string, findings: InjectionFinding[]): void {
  if (view === text) {
    return;
  }
  const factory = new FindingFactory(text);
  findings.forEach((finding, index) => {
    const { line, excerpt } = factory.create(
      finding.family,
      finding.rule,
      finding.start,
      finding.end,
      finding.weight,
    );
    findings[index] = { ...finding, line, excerpt };
  });
}

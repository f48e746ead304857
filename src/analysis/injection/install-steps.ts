import type { MoveFinding } from './moves-finding.js';
import type { InjectionChannel } from './types.js';

// A download piped into a shell is how many tools install themselves, and a README says so in
// a fenced code block or on a shell-prompt line: a step for the person who installs, not a
// request to whoever reads the file (issue 18, benign install docs). The same line in tool
// output, an issue, a commit or prose around an inline code span keeps its weight; in a doc the
// English rules' weaker `pipe-to-shell` finding still stays, to explain a score other moves
// raise.

const PROMPT_LINE = /^\s*(?:[$%#>]|PS>|C:\\>)\s/;
const FENCE = /^\s*(?:```|~~~)/;

/** Whether `offset` lies inside a fenced code block of `text` (its fences counted from the top). */
function inFencedBlock(text: string, offset: number): boolean {
  let open = false;
  for (let start = 0; start < offset;) {
    const found = text.indexOf('\n', start);
    const end = found < 0 ? text.length : found;
    if (FENCE.test(text.slice(start, Math.min(end, start + 16)))) {
      open = !open;
    }
    start = end + 1;
  }
  return open;
}

export function isInstallStep(text: string, channel: InjectionChannel, move: MoveFinding): boolean {
  if (move.rule !== 'ml-pipe-shell' || channel !== 'doc') {
    return false;
  }
  const lineStart = text.lastIndexOf('\n', move.start - 1) + 1;
  return PROMPT_LINE.test(text.slice(lineStart, move.start + 1)) || inFencedBlock(text, move.start);
}

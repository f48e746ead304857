import { lineStartWithin } from '../line-bounds.js';
import type { MoveFinding } from './moves-finding.js';
import type { InjectionChannel } from './types.js';

// A download piped into a shell is how many tools install themselves, and a README says so in
// a fenced or indented code block, on a shell-prompt line, or in an inline code span of a
// sentence about installing: a step for the person who installs, not a request to whoever
// reads the file (issue 18, benign install docs). An inline span counts only where its line
// or the heading or line just above names installing, and its line names no AI reader. The
// same line in tool output, an issue or a commit keeps its weight; in a doc the English
// rules' weaker `pipe-to-shell` finding still stays, to explain a score other moves raise.

const PROMPT_LINE = /^\s*(?:[$%#>]|PS>|C:\\>)\s/;
const FENCE = /^\s*(?:```|~~~)/;
const INDENTED = /^(?: {4}|\t)/;
// Lines looked at above an indented line for the blank line that opens its block.
const MAX_BLOCK_LINES = 40;
// Installing, in the languages of the lexicons (stems: install-, instal-, установ-, ...).
const INSTALLING =
  /instal|setup|set up|einricht|установ|встанов|kurulum|y[üu]kle|εγκατ[άα]στ|התקנ|تثبيت|نصب|स्थापित|इंस्टॉल|ইনস্টল|cài đặt|ติดตั้ง|pasang|安装|安裝|インストール|설치/i;
// A reader that is an AI: a line naming one is written to it, whatever it asks.
const AI_READER =
  /\b(?:ai|llm|assistant|agent|model|chatbot|claude|gpt|copilot|ki|ia|asystent|asistent|assistente|asistente|assistent)\b|ассистент|асистент|ИИ|ШІ|助手|アシスタント|어시스턴트|مساعد|עוזר|सहायक|সহকারী/i;
// How far above a step its heading or introducing line may be.
const INTRODUCTION_CHARS = 300;

// A step's line is looked for this far back: an install command's line is short, and a text of
// one long line must not cost a search back to its start for every finding.
const MAX_STEP_LINE_CHARS = 2_000;

// The fence lines of the last text read: the fences above each finding were counted from the
// top once per finding before, a pass over the text per finding.
let fences: { text: string; starts: number[] } = { text: '', starts: [] };

function fenceStarts(text: string): number[] {
  if (fences.text !== text) {
    const starts: number[] = [];
    for (let start = 0; start < text.length;) {
      const found = text.indexOf('\n', start);
      const end = found < 0 ? text.length : found;
      if (FENCE.test(text.slice(start, Math.min(end, start + 16)))) {
        starts.push(start);
      }
      start = end + 1;
    }
    fences = { text, starts };
  }
  return fences.starts;
}

/** Whether `offset` lies inside a fenced code block of `text` (its fences counted from the top). */
function inFencedBlock(text: string, offset: number): boolean {
  const above = fenceStarts(text).filter((start) => start < offset).length;
  return above % 2 === 1;
}

/** Whether the line at `lineStart` is in an indented code block (a blank line opens it). */
function inIndentedBlock(text: string, lineStart: number): boolean {
  if (!INDENTED.test(text.slice(lineStart, lineStart + 4))) {
    return false;
  }
  let end = lineStart - 1;
  for (let lines = 0; end > 0 && lines < MAX_BLOCK_LINES; lines += 1) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (line.trim() === '') {
      return true;
    }
    if (!INDENTED.test(line)) {
      return false;
    }
    end = start - 1;
  }
  return end <= 0;
}

/** Whether [start, end) lies inside one inline code span of its line. */
function inInlineCode(line: string, start: number, end: number): boolean {
  const before = line.slice(0, start).split('`').length - 1;
  return before % 2 === 1 && line.indexOf('`', end) >= 0;
}

/** An inline step of a sentence about installing, on a line that names no AI reader. */
function isInlineInstallStep(text: string, lineStart: number, move: MoveFinding): boolean {
  const rest = text.slice(move.end, lineStart + MAX_STEP_LINE_CHARS);
  const found = rest.indexOf('\n');
  const line = text.slice(lineStart, found < 0 ? move.end + rest.length : move.end + found);
  if (!inInlineCode(line, move.start - lineStart, move.end - lineStart) || AI_READER.test(line)) {
    return false;
  }
  const introduction = text.slice(Math.max(0, lineStart - INTRODUCTION_CHARS), lineStart);
  const lineAbove = introduction.trimEnd().split('\n').at(-1) ?? '';
  return INSTALLING.test(line.slice(0, move.start - lineStart)) || INSTALLING.test(lineAbove);
}

export function isInstallStep(text: string, channel: InjectionChannel, move: MoveFinding): boolean {
  if (move.rule !== 'ml-pipe-shell' || channel !== 'doc') {
    return false;
  }
  const lineStart = lineStartWithin(text, move.start, MAX_STEP_LINE_CHARS);
  if (lineStart === null) {
    return false;
  }
  return (
    PROMPT_LINE.test(text.slice(lineStart, move.start + 1)) ||
    inFencedBlock(text, move.start) ||
    inIndentedBlock(text, lineStart) ||
    isInlineInstallStep(text, lineStart, move)
  );
}

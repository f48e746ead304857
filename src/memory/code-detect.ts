/**
 * L3 holds facts about the project, never source code: code in memory goes stale the
 * moment the file changes, and memory is injected into prompts where a stale snippet reads
 * like an instruction to write it back. This is the deterministic test, without a parser
 * (memory text has no language to parse it with):
 *
 * 1. A Markdown fence (three backticks or tildes) is code.
 * 2. Each line scores one point per signal: it starts with a code keyword (`import`,
 *    `const`, `def`, `fn`, `func`, `return`, `SELECT`, ...; case-sensitive, so a sentence
 *    starting with "Return" does not count); it ends like a statement (`;`, `{`, `}`, `):`);
 *    it holds an operator prose does not use (`=>`, `===`, `!==`, `::`, `:=`, `&&`, `||`,
 *    `+=`, `++`); it calls or declares (`name(...)` with no space before the parenthesis);
 *    it starts with an assignment (`x = ...`). Two points make the line code. A line whose
 *    non-space characters are at least 15% brackets, `;`, `=`, `<`, `>` (and at least six
 *    of them) is code on its own.
 * 3. Any code line makes the text code; so does a text of three or more lines where at
 *    least half score a point (a block of one-signal lines is still a block of code).
 *
 * The test errs toward refusing: a false refusal costs the caller a rephrase ("use
 * makeTempDir() for temp dirs" passes: one signal), a false accept puts code in memory.
 */
export interface CodeVerdict {
  readonly isCode: boolean;
  /** Why, naming the line and its signals; null when the text reads as prose. */
  readonly reason: string | null;
}

const FENCE = /```|~~~/;
const KEYWORD_START =
  /^\s*(?:(?:export|pub|public|private|protected|static|async|default)\s+)*(?:import|from|const|let|var|function|class|interface|enum|struct|impl|trait|def|fn|func|package|return|if|elif|else|for|while|switch|case|try|catch|throw|raise|yield|await|lambda|namespace|using|#include|#define|SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP)(?![\w$-])/;
const STATEMENT_END = /(?:[;{}]|\)\s*:)\s*$/;
const CODE_OPERATOR = /=>|===|!==|::|:=|&&|\|\||\+=|-=|\+\+/;
const CALL_OR_DECLARATION = /[A-Za-z_$][\w$]*\([^()]*\)/;
const ASSIGNMENT_START = /^\s*[A-Za-z_$][\w$.[\]]*\s*=[^=>]/;
const SYMBOL = /[{}()[\];=<>]/g;
const MIN_SYMBOLS = 6;
const MIN_SYMBOL_SHARE = 0.15;

export function detectSourceCode(text: string): CodeVerdict {
  if (FENCE.test(text)) {
    return { isCode: true, reason: 'holds a Markdown code fence' };
  }
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  let linesWithSignal = 0;
  for (const [index, line] of lines.entries()) {
    const signals = lineSignals(line);
    if (signals.length > 0) {
      linesWithSignal += 1;
    }
    if (signals.length >= 2 || signals.includes('symbol density')) {
      return {
        isCode: true,
        reason: `line ${index + 1} reads as code (${signals.join(', ')})`,
      };
    }
  }
  if (lines.length >= 3 && linesWithSignal * 2 >= lines.length) {
    return {
      isCode: true,
      reason: `${linesWithSignal} of ${lines.length} lines carry code signals`,
    };
  }
  return { isCode: false, reason: null };
}

function lineSignals(line: string): string[] {
  const signals: string[] = [];
  if (KEYWORD_START.test(line)) {
    signals.push('starts with a code keyword');
  }
  if (STATEMENT_END.test(line)) {
    signals.push('ends like a statement');
  }
  if (CODE_OPERATOR.test(line)) {
    signals.push('code operator');
  }
  if (CALL_OR_DECLARATION.test(line)) {
    signals.push('call or declaration');
  }
  if (ASSIGNMENT_START.test(line)) {
    signals.push('assignment');
  }
  const visible = line.replace(/\s/g, '').length;
  const symbols = line.match(SYMBOL)?.length ?? 0;
  if (symbols >= MIN_SYMBOLS && symbols >= visible * MIN_SYMBOL_SHARE) {
    signals.push('symbol density');
  }
  return signals;
}

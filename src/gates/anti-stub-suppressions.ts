import type { Severity } from './types.js';

/**
 * A checker's suppression directive in a comment: what it silences, and the severity the
 * change that adds it gets, before config.
 */
export interface Suppression {
  /** The checker it silences: a suppression where that checker does not run silences nothing. */
  readonly checker: 'tsc' | 'eslint' | 'python' | 'go';
  readonly directive: string;
  readonly severity: Severity;
  readonly why: string;
}

/** Why a suppression that names no rule fails, for where it reaches. */
function blanket(reach: string): string {
  return `it silences every finding of its checker ${reach}, not one named rule; fix what it reports, or name the rule and why`;
}

const NAMED = 'a note: it names what it silences';

/**
 * A lint suppression that names no rule but reaches one line (`eslint-disable-next-line`,
 * `eslint-disable-line`, a bare `# noqa`) is reported, not failed. It hides no more than one
 * that names every rule on that line, which is a note: naming the rule narrows what a later
 * edit of the same line can hide, and protects nothing the gate can check today. Released
 * libraries add them (a `new Function` under `// eslint-disable-line`), and a gate that
 * refuses them refuses real changes. A blanket over a file or a block still fails, and a
 * type checker's bare suppression (`@ts-ignore`, `# type: ignore`) still does: a type error
 * is not a style finding.
 */
function oneLine(directive: string, reach: string): Omit<Suppression, 'checker'> {
  return {
    directive,
    severity: 'warning',
    why: `reported, not failed: it silences every rule of its checker ${reach} only; name the rule so that a later finding on that line is not hidden too`,
  };
}

/** The comment's words without its delimiters (`//`, `/*`, `*` `/`, `#`). */
function commentBody(text: string): string {
  return text
    .replace(/^\s*(?:\/\/+|\/\*+|#+)\s*/, '')
    .replace(/\s*\*+\/\s*$/, '')
    .trim();
}

/** At least two words of explanation (`-- the library's types are wrong`). */
function isExplained(rest: string): boolean {
  return /\p{L}{2,}[^\p{L}]+\p{L}{2,}/u.test(rest);
}

/**
 * The suppression `comment` (as written, delimiters included) adds, or null. An agent that
 * cannot make a check pass can silence it instead: `// @ts-ignore` above a type error,
 * `/* eslint-disable *\/` over a file, a bare `# type: ignore`. A blanket or unexplained one
 * fails ANTI_STUB (the check did not pass, it was switched off), a bare lint suppression of
 * one line is a warning (see oneLine); one that names the rule it
 * silences (`eslint-disable-next-line no-console`, `# type: ignore[import]`, `//nolint:errcheck`)
 * or explains itself is a note in the record. `@ts-expect-error` in a test file is how type
 * tests assert an error (TypeScript fails it when there is none): a note. prettier-ignore and
 * coverage pragmas silence no gate.
 */
export function suppressionIn(comment: string, isTest: boolean): Suppression | null {
  const body = commentBody(comment);
  if (/^@ts-nocheck\b/.test(body)) {
    return {
      checker: 'tsc',
      directive: '@ts-nocheck',
      severity: 'error',
      why: 'it switches the type check off for the whole file',
    };
  }
  const ts = /^@ts-(ignore|expect-error)\b(.*)$/s.exec(body);
  if (ts !== null) {
    const directive = `@ts-${ts[1] ?? ''}`;
    const noted = isExplained(ts[2] ?? '') || (isTest && ts[1] === 'expect-error');
    return noted
      ? { checker: 'tsc', directive, severity: 'info', why: 'a note: it says why' }
      : {
          checker: 'tsc',
          directive,
          severity: 'error',
          why: 'it hides the type error on the next line without a word on why; fix the type, or say why',
        };
  }
  const eslint = /^eslint-disable(-next-line|-line)?(?=\s|$)([^]*)$/.exec(body);
  if (eslint !== null) {
    const directive = `eslint-disable${eslint[1] ?? ''}`;
    const rules = (eslint[2] ?? '').split('--')[0]?.trim() ?? '';
    const reach =
      eslint[1] === '-next-line'
        ? 'on the next line'
        : eslint[1] === '-line'
          ? 'on this line'
          : 'from here to the end of the file or an eslint-enable';
    if (rules !== '') {
      return {
        checker: 'eslint',
        directive: `${directive} ${rules}`,
        severity: 'info',
        why: NAMED,
      };
    }
    return eslint[1] === undefined
      ? { checker: 'eslint', directive, severity: 'error', why: blanket(reach) }
      : { checker: 'eslint', ...oneLine(directive, reach) };
  }
  const python = /^(type:\s*ignore|pyright:\s*ignore|noqa)\b(\s*\[[^\]]*\]|:\s*[A-Z]+\d+)?/i.exec(
    body,
  );
  if (python !== null) {
    const directive = (python[1] ?? '').replace(/\s+/g, ' ');
    if (python[2] === undefined && directive.toLowerCase() === 'noqa') {
      return { checker: 'python', ...oneLine(directive, 'on this line') };
    }
    return python[2] === undefined
      ? { checker: 'python', directive, severity: 'error', why: blanket('on this line') }
      : {
          checker: 'python',
          directive: `${directive}${python[2].trim()}`,
          severity: 'info',
          why: NAMED,
        };
  }
  const go = /^nolint\b(:[\w,-]+)?/.exec(body);
  if (go !== null) {
    return go[1] === undefined
      ? {
          checker: 'go',
          directive: 'nolint',
          severity: 'error',
          why: blanket('on this line or block'),
        }
      : { checker: 'go', directive: `nolint${go[1]}`, severity: 'info', why: NAMED };
  }
  return null;
}

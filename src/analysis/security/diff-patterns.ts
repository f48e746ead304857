import type { DiffContext, SecurityFinding } from './diff-context.js';
import { lastScopeName } from './diff-context.js';
import type { RegexFact, SecurityFacts } from './ir.js';
import { checkReDoS, isSlowOn } from './redos.js';
import { compareLanguages, exampleOnlyIn, examplesOf, insertsAtLookaround } from './regex-probe.js';
import { isSanitizerFunctionName } from './vocabulary.js';

const MATCH_METHODS = /^(?:test|exec|match|matchAll|search)$/;
const REPLACE_METHODS = /^(?:replace|replaceAll)$/;

function regexKey(regex: RegexFact): string {
  return `${regex.flags.replace(/[gy]/g, '')}/${regex.pattern}`;
}

function family(method: string): 'match' | 'replace' | 'split' | 'other' {
  if (MATCH_METHODS.test(method)) {
    return 'match';
  }
  if (REPLACE_METHODS.test(method)) {
    return 'replace';
  }
  return method === 'split' ? 'split' : 'other';
}

/** Regexes of one side that the other side does not have (multiset difference by pattern). */
function unmatched(side: readonly RegexFact[], other: readonly RegexFact[]): RegexFact[] {
  const remaining = new Map<string, number>();
  for (const regex of other) {
    remaining.set(regexKey(regex), (remaining.get(regexKey(regex)) ?? 0) + 1);
  }
  return side.filter((regex) => {
    const count = remaining.get(regexKey(regex)) ?? 0;
    remaining.set(regexKey(regex), count - 1);
    return count <= 0;
  });
}

function similarity(a: string, b: string): number {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) {
    prefix += 1;
  }
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  return (prefix + suffix) / Math.max(a.length, b.length, 1);
}

/** The removed regex an added one replaced: same function, same use, most alike. */
function counterpart(
  ctx: DiffContext,
  added: RegexFact,
  removed: readonly RegexFact[],
): RegexFact | null {
  let best: RegexFact | null = null;
  let bestScore = 0;
  for (const candidate of removed) {
    if (
      lastScopeName(ctx.mapScope(candidate.scope)) !== lastScopeName(added.scope) ||
      family(candidate.method) !== family(added.method)
    ) {
      continue;
    }
    if (
      candidate.subject !== null &&
      added.subject !== null &&
      candidate.subject !== added.subject
    ) {
      continue;
    }
    const score = similarity(candidate.pattern, added.pattern) + 0.01;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function redosFindings(
  ctx: DiffContext,
  added: readonly RegexFact[],
  removed: readonly RegexFact[],
): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  for (const regex of added) {
    const verdict = checkReDoS(regex.pattern, regex.flags);
    if (verdict.status !== 'vulnerable') {
      continue;
    }
    const previous = counterpart(ctx, regex, removed);
    if (previous !== null) {
      const before = checkReDoS(previous.pattern, previous.flags);
      if (
        before.status === 'vulnerable' &&
        (before.complexity === verdict.complexity || before.complexity === 'exponential')
      ) {
        continue;
      }
      // recheck's fuzzer can find on one side what it missed on the other (markdown-it 14.1.0
      // in the --wider tuning releases: the same attribute matcher on both sides, one other
      // alternative changed). The new pattern's own attack string, run on the baseline's
      // pattern, says whether the baseline was as slow.
      if (
        before.status !== 'vulnerable' &&
        verdict.attackString !== null &&
        isSlowOn(previous.pattern, previous.flags, verdict.attackString)
      ) {
        continue;
      }
    }
    // Quadratic patterns are everywhere in code that formats its own strings (help text,
    // slugs); they matter where strings come from outside: a pattern that replaced a safe one,
    // or any pattern in code that reads requests or sanitizes. Exponential ones always matter.
    const inputFacing =
      previous !== null ||
      ctx.proposed.handlesInput ||
      ctx.base.handlesInput ||
      isSecurityFile(ctx.base) ||
      isSecurityFile(ctx.proposed);
    if (verdict.complexity !== 'exponential' && !inputFacing) {
      continue;
    }
    // A piece spliced into a pattern built at run time (marked's `.replace('label', /.../)`)
    // is judged alone, unanchored, which is where a bracket or quote matcher is quadratic; the
    // pattern that runs anchors it. In the --wider tuning releases of secreg-releases.mjs every
    // quadratic finding in marked was such a piece. Nested quantifiers stay refusals.
    const piece = regex.method === 'piece' && verdict.complexity !== 'exponential';
    findings.push({
      rule: 'redos',
      line: regex.line,
      introduces: regex.pattern,
      ...(piece
        ? {
            weak: 'it is a piece of a pattern built at run time, judged here alone and unanchored',
          }
        : {}),
      message: `/${regex.pattern}/${regex.flags} can backtrack catastrophically (${verdict.summary ?? 'super-linear'}; slow input like ${JSON.stringify(verdict.attack ?? '')}); ${previous === null ? 'use a linear pattern or plain string operations' : `the baseline's /${previous.pattern}/ did not`}`,
    });
  }
  return findings;
}

/** The file sanitizes, escapes or checks paths and keys: a narrower recognizer there matters. */
function isSecurityFile(facts: SecurityFacts): boolean {
  return (
    facts.checks.length > 0 ||
    facts.calls.some((call) => call.category !== null && call.category !== 'validation') ||
    facts.functions.some((fn) => fn.name !== null && isSanitizerFunctionName(fn.name))
  );
}

// A reference to what the pattern matched, in a replacement string: `$1`, `$<name>`, `$&`.
const CAPTURE_REFERENCE = /\$(?:[1-9]|<[^>]+>|&)/g;

/**
 * A replace that puts back what it matched, reshaped: its captures and characters the pattern
 * itself matches, with no escape of its own (url-join 2.0.1's `.replace(/([^:\s%3A])\/+/g,
 * '$1/')` collapses slashes). Such a normalizer strips and escapes nothing, so matching fewer
 * inputs takes no protection away. A replacement that deletes (`''`, `'$1'` alone drops the
 * rest of the match), escapes (`'\\$&'`, `'&lt;'`), brings characters of its own (`'[$1]'`)
 * or is computed is judged as before.
 */
function rewritesInPlace(regex: RegexFact): boolean {
  const replacement = regex.replacement;
  if (replacement === null || replacement.match(CAPTURE_REFERENCE) === null) {
    return false;
  }
  const literal = replacement.replace(CAPTURE_REFERENCE, '');
  return (
    literal !== '' &&
    !/[\\&]/.test(literal) &&
    Array.from(literal).every((character) => regex.pattern.includes(character))
  );
}

/** The pattern is applied inside a function named for sanitizing (`escapeHtml`, `sanitize`). */
function inSanitizer(regex: RegexFact): boolean {
  return regex.scope
    .split('.')
    .some((name) => name !== '<module>' && isSanitizerFunctionName(name));
}

function inRefusingGuard(ctx: DiffContext, regex: RegexFact): boolean {
  return ctx.base.guards.some(
    (guard) =>
      guard.action !== 'abort' && guard.scope === regex.scope && guard.text.includes(regex.pattern),
  );
}

function narrowedFindings(
  ctx: DiffContext,
  added: readonly RegexFact[],
  removed: readonly RegexFact[],
): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const securityFile = isSecurityFile(ctx.base);
  for (const regex of added) {
    const use = family(regex.method);
    // A regex stored in a variable (`const protocolre = /^.../`) is used elsewhere, often to
    // parse (`exec` in a loop) rather than to refuse: its narrowing says nothing about a check.
    // Where it guards, the guard's own comparison (guard-weakened) judges the change.
    if (use === 'split' || use === 'other') {
      continue;
    }
    const previous = counterpart(ctx, regex, removed);
    if (previous === null || ctx.goneReason(previous.scope) !== null) {
      continue;
    }
    if (use !== 'replace' && (!securityFile || inRefusingGuard(ctx, previous))) {
      continue;
    }
    if (use === 'replace' && !securityFile && rewritesInPlace(regex) && !inSanitizer(regex)) {
      continue;
    }
    // A baseline that matched the empty string (normalize-url's `^(?!(?:\w+:)?\/\/)|^\/\/`,
    // which prefixes a scheme) contains every pattern's language: no narrowing to read there.
    if (
      compareLanguages(previous, regex) !== 'narrower' ||
      (use === 'replace' && insertsAtLookaround(previous))
    ) {
      continue;
    }
    const example = exampleOnlyIn(previous, regex);
    const shown = example === null ? '' : ` (for example ${JSON.stringify(example)})`;
    findings.push({
      rule: use === 'replace' ? 'sanitizer-weakened' : 'pattern-narrowed',
      line: regex.line,
      lostLine: previous.line,
      cwe: use === 'replace' ? 'CWE-116' : 'CWE-20',
      message:
        use === 'replace'
          ? `/${regex.pattern}/ replaces less than the baseline's /${previous.pattern}/${shown}; keep handling every input the old pattern handled`
          : `/${regex.pattern}/ recognizes fewer inputs than the baseline's /${previous.pattern}/${shown}, so those inputs skip the check; restore the full pattern`,
    });
  }
  return findings;
}

// What a sanitizer shows it still looks for (a regex variable it scans with, a character it
// finds by position) without that being a handling of its own to lose.
const EVIDENCE_ONLY = /^(?:held|seen|text):/;

/** A replaced pattern that can match the empty string prefixes text; it strips nothing to lose. */
function insertsOnly(token: string): boolean {
  return token.startsWith('re:') && insertsAtLookaround({ pattern: token.slice(3), flags: '' });
}

// One alternative of a stripping pattern: a literal opener, anything up to, and a literal
// closer (`<script[\s\S]*?<\/script>`, `<!--[\s\S]*?-->`, `<.*?>`, `<[^>]*>`).
const DELIMITED =
  /^((?:\\.|[^\\[\](){}|*+?.^$])+)(?:\[\\s\\S\]\*\??|\.\*\??|\[\^(?:\\.|[^\]\\])+\]\*\??)((?:\\.|[^\\[\](){}|*+?.^$])+)$/;

function unescapeLiteral(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/**
 * A stripping pattern rewritten into a scan (liquidjs 10.26.0's `strip_html`, in the --wider2
 * tuning releases of secreg-releases.mjs, replaced `/<script[\s\S]*?<\/script>|...|<.*?>/` with
 * `indexOf` and `startsWith` over a table of the same delimiters): every alternative's opener
 * and closer are still strings the function looks for.
 */
function scansForDelimiters(tokens: readonly string[], pattern: string): boolean {
  const strings = new Set(
    tokens
      .filter((token) => token.startsWith('text:') || token.startsWith('seen:'))
      .map((token) => token.slice(token.indexOf(':') + 1)),
  );
  const alternatives = pattern.split('|');
  return alternatives.every((alternative) => {
    const parts = DELIMITED.exec(alternative);
    return (
      parts !== null &&
      strings.has(unescapeLiteral(parts[1] ?? '')) &&
      strings.has(unescapeLiteral(parts[2] ?? ''))
    );
  });
}

function covers(tokens: readonly string[], lost: string): boolean {
  const isPattern = (token: string): boolean =>
    token.startsWith('re:') || token.startsWith('held:');
  const patterns = tokens.filter(isPattern).map((token) => token.slice(token.indexOf(':') + 1));
  const literals = new Set(
    tokens.filter((token) => !isPattern(token)).map((token) => token.slice(token.indexOf(':') + 1)),
  );
  const matchesAny = (text: string): boolean =>
    literals.has(text) ||
    patterns.some((pattern) => {
      try {
        // The pattern must consume the text: `/$/` matches every string but strips nothing.
        return new RegExp(`^(?:${pattern})$`).test(text);
      } catch {
        return false;
      }
    });
  if (!lost.startsWith('re:')) {
    return matchesAny(lost.slice(lost.indexOf(':') + 1));
  }
  if (scansForDelimiters(tokens, lost.slice(3))) {
    return true;
  }
  const examples = examplesOf(lost.slice(3), '');
  return examples !== null && examples.length > 0 && examples.every(matchesAny);
}

const ENCODER_CALL =
  /(?:^|\.)(?:encode|escape|sanitize|sanitise|purify|escapeHtml|encodeHTML|htmlEscape)[A-Za-z]*$/i;

function delegatesToSanitizer(ctx: DiffContext, scope: string): boolean {
  return ctx.proposed.calls.some(
    (call) =>
      call.scope === scope && (call.category === 'sanitizer' || ENCODER_CALL.test(call.callee)),
  );
}

function tokenFindings(ctx: DiffContext): SecurityFinding[] {
  const findings: SecurityFinding[] = [];
  const proposedByName = new Map(
    ctx.proposed.functions.filter((fn) => fn.name !== null).map((fn) => [fn.name, fn]),
  );
  for (const fn of ctx.base.functions) {
    if (fn.name === null || fn.tokens.length === 0 || !isSanitizerFunctionName(fn.name)) {
      continue;
    }
    const after =
      proposedByName.get(lastScopeName(ctx.mapScope(fn.scope))) ?? proposedByName.get(fn.name);
    if (after === undefined) {
      continue;
    }
    // Delegating to an encoder (`he.encode`, `escape-html`) is not a weakening: the data still
    // passes a sanitizer on its way out.
    if (delegatesToSanitizer(ctx, after.scope)) {
      continue;
    }
    const kept = new Set(after.tokens);
    const lost = [...new Set(fn.tokens)].filter(
      (token) =>
        !EVIDENCE_ONLY.test(token) &&
        !kept.has(token) &&
        !covers(after.tokens, token) &&
        !insertsOnly(token),
    );
    if (lost.length === 0) {
      continue;
    }
    const shown = lost
      .map((token) => JSON.stringify(token.slice(token.indexOf(':') + 1)))
      .join(', ');
    findings.push({
      rule: 'sanitizer-weakened',
      line: after.line,
      lostLine: fn.line,
      message: `sanitizer \`${fn.name}\` no longer handles ${shown} (baseline line ${String(fn.line)}); keep stripping or escaping them`,
    });
  }
  return findings;
}

/** ReDoS-prone patterns, narrowed recognizers and sanitizers that handle fewer characters. */
export function diffPatterns(ctx: DiffContext): SecurityFinding[] {
  const added = unmatched(ctx.proposed.regexes, ctx.base.regexes);
  const removed = unmatched(ctx.base.regexes, ctx.proposed.regexes);
  return [
    ...redosFindings(ctx, added, removed),
    ...narrowedFindings(ctx, added, removed),
    ...tokenFindings(ctx),
  ];
}

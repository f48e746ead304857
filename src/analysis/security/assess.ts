import { escapeRegExp } from '../../common/index.js';
import { isDeclarationPath, languageForPath } from '../languages.js';
import type { SourceLanguage } from '../languages.js';
import { createDiffContext, lastScopeName } from './diff-context.js';
import type { LostCall, SecurityFinding } from './diff-context.js';
import { diffGatedCalls } from './diff-gated.js';
import { diffGuards } from './diff-guards.js';
import { diffPatterns } from './diff-patterns.js';
import { diffPrimitives } from './diff-primitives.js';
import { diffSettings } from './diff-settings.js';
import { diffTemplates } from './diff-templates.js';
import { evidenceSides, weighFinding } from './evidence.js';
import type { EvidenceSides, SecurityEvidence } from './evidence.js';
import { extractSecurityFacts } from './extract.js';
import { withoutToolingHelpers } from './tooling-helpers.js';
import { RELEVANT_CATEGORIES } from './ir.js';
import { ADDED_CODE_RULES, SECURITY_RULES } from './rules.js';
import type { SecurityRuleId } from './rules.js';
import type { FunctionFact, SecurityFacts } from './ir.js';
import { categoriesOfFormula } from './formula-compare.js';
import { spellingsOf } from './vocabulary.js';

/** One weakening the security-regression diff found. */
export interface SecurityRegressionFinding {
  /** Stable id from the catalogue (rules.ts): `guard-removed`, `redos`, `tls-disabled`, ... */
  readonly rule: SecurityRuleId;
  /** 1-based line in the proposed text; for something removed, the message names its baseline line. */
  readonly line: number | null;
  /** What was weakened and what to keep, addressed to whoever wrote the change. */
  readonly message: string;
  readonly cwe: string;
  /**
   * `refuse`: the protection was taken out of code that stays (or the rule judges added code);
   * `note`: the code around it was rewritten, so it is reported without failing (evidence.ts).
   */
  readonly evidence: SecurityEvidence;
  /** The calls a finding says were dropped, for the gate's look at the change's other files. */
  readonly lostCalls?: readonly LostCall[];
  /** The pattern a finding about added code is about, for the same look. */
  readonly introduces?: string;
}

export interface SecurityRegressionAssessment {
  /** `reject` when at least one finding refuses; notes alone allow. */
  readonly verdict: 'reject' | 'allow';
  readonly findings: readonly SecurityRegressionFinding[];
}

const ALLOW: SecurityRegressionAssessment = { verdict: 'allow', findings: [] };

function languageOf(path: string): SourceLanguage | null {
  return isDeclarationPath(path) ? null : languageForPath(path);
}

function settle(
  findings: readonly SecurityFinding[],
  sides: EvidenceSides | null = null,
): SecurityRegressionAssessment {
  const seen = new Set<string>();
  const unique = findings.filter((finding) => {
    const key = `${finding.rule}\u0000${String(finding.line)}\u0000${finding.message}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
  unique.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || a.rule.localeCompare(b.rule));
  const weighed = unique.map((finding): SecurityRegressionFinding => {
    const { evidence, why } = weighFinding(finding, sides);
    return {
      rule: finding.rule,
      line: finding.line,
      message: why === '' ? finding.message : `${finding.message} (a note, not a refusal: ${why})`,
      cwe: finding.cwe ?? SECURITY_RULES[finding.rule].cwe,
      evidence,
      ...(finding.lostCalls === undefined ? {} : { lostCalls: finding.lostCalls }),
      ...(finding.introduces === undefined ? {} : { introduces: finding.introduces }),
    };
  });
  return {
    verdict: weighed.some((finding) => finding.evidence === 'refuse') ? 'reject' : 'allow',
    findings: weighed,
  };
}

function diffFacts(base: SecurityFacts, proposed: SecurityFacts): SecurityFinding[] {
  const ctx = createDiffContext(withoutToolingHelpers(base), withoutToolingHelpers(proposed));
  return [
    ...diffGuards(ctx),
    ...diffGatedCalls(ctx),
    ...diffPrimitives(ctx),
    ...diffPatterns(ctx),
    ...diffSettings(ctx),
  ];
}

/**
 * Compares the baseline and proposed text of one source file on their syntax trees and reports
 * what the change weakens: dropped security primitives and guards, narrowed checks, weaker
 * crypto and transport settings, new injection sinks, ReDoS-prone patterns. Moving a check into
 * a helper that is still called, renaming and reformatting are not findings. Files in languages
 * the detector does not read (Rust, Go, non-code) are allowed. Either side may be a fragment:
 * the parser recovers from syntax errors.
 */
export async function assessSecurityRegression(
  baseline: string,
  proposed: string,
  path: string,
): Promise<SecurityRegressionAssessment> {
  const language = languageOf(path);
  if (language === null || baseline === proposed) {
    return ALLOW;
  }
  const [base, after] = await Promise.all([
    extractSecurityFacts(language, baseline),
    extractSecurityFacts(language, proposed),
  ]);
  if (base === null || after === null) {
    return ALLOW;
  }
  const templates =
    language === 'javascript' || language === 'typescript' ? diffTemplates(baseline, proposed) : [];
  return settle(
    [...diffFacts(base, after), ...templates],
    evidenceSides(baseline, proposed, base, after),
  );
}

const squeeze = (text: string): string => text.replace(/\s+/g, '');
const unescaped = (text: string): string => text.replace(/[\s\\'"`]+/g, '');

/**
 * Checks a new file for what needs no baseline: eval/exec on input, SQL concatenation, TLS off,
 * ReDoS. `baselineElsewhere` is the baseline of the change's other files in the language.
 */
export async function assessAddedSource(
  source: string,
  path: string,
  baselineElsewhere = '',
): Promise<SecurityRegressionAssessment> {
  const language = languageOf(path);
  if (language === null) {
    return ALLOW;
  }
  const [base, after] = await Promise.all([
    extractSecurityFacts(language, ''),
    extractSecurityFacts(language, source),
  ]);
  if (base === null || after === null) {
    return ALLOW;
  }
  // A line the baseline already had in another file of the change is no new code: a build
  // flavour added beside the one it copies (`mustache.mjs` next to `mustache.js`), a file
  // split out of another. What the baseline had there was judged when it came in.
  const known = squeeze(baselineElsewhere);
  const lines = source.split('\n');
  let knownUnescaped: string | null = null;
  const copied = (finding: SecurityFinding): boolean => {
    const text = finding.line === null ? '' : squeeze(lines[finding.line - 1] ?? '');
    if (text.length >= 8 && known.includes(text)) {
      return true;
    }
    // A bundler writes a pattern as a literal or as the string it passes to `RegExp`, with
    // its own escapes (markdown-it 15.0.0 in the --wider tuning releases of
    // secreg-releases.mjs escaped a backtick): compared without backslashes and quotes.
    const code = unescaped(finding.introduces ?? '');
    knownUnescaped ??= unescaped(known);
    return code.length >= 12 && knownUnescaped.includes(code);
  };
  return settle(
    diffFacts(base, after).filter(
      (finding) => ADDED_CODE_RULES.has(finding.rule) && !copied(finding),
    ),
  );
}

/** The regex patterns a source file makes (literals and constant `RegExp` strings). */
export async function regexPatternsOf(source: string, path: string): Promise<Set<string>> {
  const language = languageOf(path);
  const facts = language === null ? null : await extractSecurityFacts(language, source);
  return new Set(facts?.regexes.map((regex) => regex.pattern) ?? []);
}

/**
 * The functions of `source` that pass one of their own parameters through a call, by the
 * called name (`escape` -> `escapePreservingEscapes` for `function escapePreservingEscapes
 * (input) { ... escape(input[i]) ... }`): a caller that now calls one of them still runs that
 * call on its value, from another file. A function that makes the call on something else is
 * no stand-in.
 */
export async function helpersByCall(
  source: string,
  path: string,
): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const language = languageOf(path);
  const facts = language === null ? null : await extractSecurityFacts(language, source);
  const helpers = new Map<string, Set<string>>();
  // The first function of a name, as a search from the top finds it.
  const functions = new Map<string | null, FunctionFact>();
  for (const fn of facts?.functions ?? []) {
    if (!functions.has(fn.name)) {
      functions.set(fn.name, fn);
    }
  }
  for (const call of facts?.calls ?? []) {
    const holder = lastScopeName(call.scope);
    const fn = functions.get(holder);
    const passesParam = fn?.params.some((param) =>
      new RegExp(`(?<![\\w$])${escapeRegExp(param)}(?![\\w$])`).test(call.argsKey),
    );
    if (passesParam === true) {
      const named = helpers.get(call.name) ?? new Set<string>();
      named.add(holder);
      helpers.set(call.name, named);
    }
  }
  return helpers;
}

/**
 * A deleted file that held security primitives or checks is a finding of its own, unless each
 * of them lives on in `elsewhere` (the new text of the change's other files in the language):
 * code inlined into another file, or a build flavour dropped beside one that stays.
 */
export async function assessDeletedSource(
  source: string,
  path: string,
  elsewhere = '',
): Promise<SecurityRegressionAssessment> {
  const language = languageOf(path);
  const facts = language === null ? null : await extractSecurityFacts(language, source);
  if (facts === null) {
    return ALLOW;
  }
  const kept = squeeze(elsewhere);
  const gone = (snippet: string): boolean => !kept.includes(squeeze(snippet));
  const names = new Set<string>();
  for (const call of facts.calls) {
    // `has.call(obj, key)` runs `hasOwnProperty` (extract-calls resolves it); any way of
    // calling it elsewhere keeps it, `Object.hasOwn(obj, key)` included.
    const called = spellingsOf(call.name).flatMap((name) => [
      `${name}(`,
      `${name}.call(`,
      `${name}.apply(`,
    ]);
    if (call.category !== null && call.category !== 'validation' && called.every(gone)) {
      names.add(`\`${call.callee}\``);
    }
  }
  for (const reference of facts.references) {
    if (gone(reference.name)) {
      names.add(`\`${reference.name}\``);
    }
  }
  for (const check of facts.checks.filter((one) => gone(one.text))) {
    names.add(`a ${check.category} check (\`${check.text}\`)`);
  }
  const guards = facts.guards.filter(
    (guard) =>
      guard.action !== 'abort' &&
      gone(guard.text) &&
      [...categoriesOfFormula(guard.formula)].some((category) => RELEVANT_CATEGORIES.has(category)),
  );
  if (names.size === 0 && guards.length === 0) {
    return ALLOW;
  }
  const listed = [...names].slice(0, 4);
  const what = [
    ...listed,
    ...(guards.length > 0 ? [`${String(guards.length)} security check(s)`] : []),
  ].join(', ');
  return settle([
    {
      rule: 'security-file-deleted',
      line: null,
      message: `the deleted file held ${what}; make sure every caller still gets that protection from somewhere, or keep the file`,
      // Deleting a file takes its code paths with it: a caller that still imports it fails to
      // load (the type check and tests see that), and a caller this change edits is judged on
      // its own diff, where a dropped sanitizer or middleware call still refuses.
      weak: 'a deleted file leaves no flow behind it to protect',
    },
  ]);
}

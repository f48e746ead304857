// How strongly a finding shows that protection was lost (issue 19). The diff rules compare
// facts (guards, checks, calls of primitives) and cannot prove two different pieces of code
// equivalent; a finding says "this protection is no longer where it was". That is strong
// evidence when the change took the protection out and kept the code it protected: the lines
// around it are still there, so the values that went through the check or the sanitizer now
// reach the same code without it. It is weak evidence when the code around it was rewritten:
// a maintained library's release replaces a function's checks with other checks (a regex for
// an `indexOf`, a loop for a helper, one function split in two) far more often than it drops
// them, and no rule here can tell the two apart. Weak findings are reported as notes (shown,
// not failing), strong ones refuse.
import { escapeRegExp } from '../../common/index.js';
import { generatedOnBothSides } from '../generated.js';
import type { SecurityFinding } from './diff-context.js';
import { codeOf, replacementFinder } from './evidence-hunks.js';
import { atomsOf } from './formula-compare.js';
import type { Formula, GuardCategory, SecurityFacts } from './ir.js';
import type { PrimitiveCategory } from './vocabulary.js';

/** `refuse` fails the change; `note` is reported beside a passing verdict. */
export type SecurityEvidence = 'refuse' | 'note';

/** Lines either side of the lost fact that make up the code it protected. */
const AROUND_LINES = 8;
/** Share of those lines the proposed file must still hold for the code to count as kept. */
const KEPT_SHARE = 0.5;
/** Fewer surrounding lines than this say nothing either way: the finding keeps refusing. */
const MIN_AROUND = 2;

/** The baseline lines around `line` (1-based), inside the smallest function holding it when that leaves enough. */
function aroundLines(baseLines: readonly string[], facts: SecurityFacts, line: number): number[] {
  const holder = facts.functions
    .filter((fn) => fn.line <= line && line < fn.line + fn.lines)
    .sort((a, b) => a.lines - b.lines)[0];
  const window = (low: number, high: number): number[] => {
    const out: number[] = [];
    for (
      let at = Math.max(1, line - AROUND_LINES);
      at <= Math.min(baseLines.length, line + AROUND_LINES);
      at += 1
    ) {
      if (at !== line && at >= low && at <= high && codeOf(baseLines[at - 1] ?? '') !== null) {
        out.push(at);
      }
    }
    return out;
  };
  const inside =
    holder === undefined ? [] : window(holder.line + 1, holder.line + holder.lines - 2);
  return inside.length >= MIN_AROUND ? inside : window(1, baseLines.length);
}

/** What the evidence check reads: both texts (the baseline by line) and both sides' facts. */
export interface EvidenceSides {
  readonly baseLines: readonly string[];
  readonly proposed: string;
  readonly base: SecurityFacts;
  readonly after: SecurityFacts;
  /** The new words the change put near a baseline line (evidence-hunks.ts). */
  readonly replacement: (line: number) => readonly string[];
  /** The generator's marker when both sides of the file are generated (generated.ts). */
  readonly generated: string | null;
}

export function evidenceSides(
  baseline: string,
  proposed: string,
  base: SecurityFacts,
  after: SecurityFacts,
): EvidenceSides {
  return {
    baseLines: baseline.split('\n'),
    proposed,
    base,
    after,
    replacement: replacementFinder(baseline, proposed, AROUND_LINES),
    generated: generatedOnBothSides(baseline, proposed),
  };
}

export interface Weighed {
  readonly evidence: SecurityEvidence;
  /** For a note: why it does not refuse. */
  readonly why: string;
}

const REFUSE: Weighed = { evidence: 'refuse', why: '' };

// Words in a condition that name no value of the file.
const NOT_NAMES: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'undefined',
  'typeof',
  'instanceof',
  'in',
  'void',
  'new',
  'this',
  'NaN',
  'Infinity',
]);

/**
 * The names a guard's one-line `if (...)` condition reads, when every one of them is a module
 * constant bound to a literal in the baseline (`const FULL_PATH_REGEXP = /^https?:\/\/.*?\//`)
 * and the proposed file no longer has it at all; else null. Such a check (`if
 * (!isRegexSafe(FULL_PATH_REGEXP)) throw`, a start-up test of the module's own pattern) reads
 * nothing that comes from outside, and with the constant gone there is nothing left for it to
 * check. A check that also reads a parameter or a variable is never one of these, so renaming
 * an input cannot pass for it. find-my-way 9.9.0 (bench:real's third set) replaced such a
 * pattern with a parser and dropped its start-up test with it.
 */
function deletedConstantsChecked(sides: EvidenceSides, line: number): string[] | null {
  const condition = /^\s*(?:\}\s*else\s+)?if\s*\((.*)\)\s*\{?\s*$/.exec(
    sides.baseLines[line - 1] ?? '',
  )?.[1];
  if (condition === undefined) {
    return null;
  }
  const names = [
    ...new Set(
      [
        ...condition
          .replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '""')
          .matchAll(/(?<![.\w$])[A-Za-z_$][\w$]*(?![\w$])(?!\s*\()/g),
      ].map((match) => match[0]),
    ),
  ].filter((name) => !NOT_NAMES.has(name));
  const base = sides.baseLines.join('\n');
  const deleted = names.every(
    (name) =>
      new RegExp(
        `^(?:export\\s+)?(?:const|let|var)\\s+${escapeRegExp(name)}\\s*=\\s*(?:/[^/*]|['"\`]|-?\\d|new RegExp\\()`,
        'm',
      ).test(base) &&
      !new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`).test(sides.proposed),
  );
  return names.length > 0 && deleted ? names : null;
}

// A minifier renames every local on each build (`if (t >= n || e.isEmpty(t))`), so a guard of
// one build cannot be paired with its copy in the next, and every line holds hundreds of
// statements: the facts say nothing about what a change to such a line lost. The finding stays
// visible as a note; the source the bundle was built from is judged on its own diff. In the
// --wider tuning releases this refused a Markdown parser's and a JSONPath library's release
// on their `.min.*` bundles alone.
const MINIFIED_LINE_CHARS = 1_000;
const MINIFIED: Weighed = {
  evidence: 'note',
  why: 'the line is minified build output, whose names change on every build: review the source it was built from',
};

// A generated file is rewritten by its generator, not by hand: a regenerated parser renumbers
// its functions and a new generator version swaps its helpers (toml 4.0.0's Peggy parser no
// longer has PEG.js's `stringEscape` for its error messages). Like minified output, the facts
// of two builds cannot be paired; the grammar or schema it comes from is judged on its own
// diff. Only a file generated at the base as well counts (generated.ts), so a marker written
// onto a hand-written file softens nothing.
function generatedNote(marker: string): Weighed {
  return {
    evidence: 'note',
    why: `the file is generated ("${marker}") at the base and in the change, so each build rewrites it: review the source it is generated from`,
  };
}

function isMinified(line: string): boolean {
  return line.length >= MINIFIED_LINE_CHARS;
}

/**
 * A gated call of minified output that "now runs unconditionally" (diff-gated.ts gives such a
 * finding no lost line): the two builds' calls were paired across a minifier's rewrite of the
 * flow, so the pairing says nothing. backbone-events-standalone 0.2.7 rebuilt its `.min.js`
 * (bench:real's sixty-second set), and `(c=a[d]).callback.apply(c.ctx,b)` was paired with a
 * call of the previous build that a `typeof` test gated. Both lines must be minified: a
 * hand-written call whose guard was dropped keeps refusing.
 */
function bypassedInMinified(finding: SecurityFinding, sides: EvidenceSides): boolean {
  if (
    finding.rule !== 'check-bypassed' ||
    finding.lostLine !== undefined ||
    finding.line === null
  ) {
    return false;
  }
  const proposedLine = sides.proposed.split('\n')[finding.line - 1] ?? '';
  return isMinified(proposedLine) && sides.baseLines.some(isMinified);
}

/** How many of the baseline lines `around` the proposed file still holds (multiset, as code). */
function keptCount(
  baseLines: readonly string[],
  proposed: string,
  around: readonly number[],
): number {
  const left = new Map<string, number>();
  for (const line of proposed.split('\n')) {
    const code = codeOf(line);
    if (code !== null) {
      left.set(code, (left.get(code) ?? 0) + 1);
    }
  }
  let kept = 0;
  for (const at of around) {
    const code = codeOf(baseLines[at - 1] ?? '');
    const count = code === null ? 0 : (left.get(code) ?? 0);
    if (code !== null && count > 0) {
      kept += 1;
      left.set(code, count - 1);
    }
  }
  return kept;
}

/**
 * A function among the words the change put near the lost protection that the baseline did not
 * have and that refuses or checks something itself: the check was moved (or split) into it.
 */
function newCheckingFunction(sides: EvidenceSides, words: readonly string[]): string | null {
  const before = new Set(sides.base.functions.map((fn) => fn.name));
  for (const word of words) {
    const fn = sides.after.functions.find((one) => one.name === word && !before.has(word));
    const scope = fn?.scope;
    if (
      scope !== undefined &&
      (fn?.returnFormula !== null ||
        sides.after.guards.some((guard) => guard.scope === scope) ||
        sides.after.checks.some((check) => check.scope === scope))
    ) {
      return word;
    }
  }
  return null;
}

// Kinds of primitive no rewrite does inline: a constant-time comparison, a password hash, a
// secure random source, a MAC or signature, token verification, CSRF, security headers, rate
// limiting, authentication. Escaping, path canonicalization, prototype guards and validation
// are often rewritten as plain code (a `replace` chain, a loop over segments, a key check).
const NOT_INLINE: ReadonlySet<PrimitiveCategory> = new Set<PrimitiveCategory>([
  'timing-safe-compare',
  'password-hash',
  'secure-random',
  'mac-signature',
  'token-verification',
  'csrf',
  'security-headers',
  'rate-limit',
  'auth',
]);

/**
 * Whether the lost line called a primitive of a kind no rewrite does inline and the proposed
 * file calls none of that kind any more: whatever stands in its place, it is not that
 * protection in another form (`timingSafeEqual(a, b)` rewritten as `a.toString() ===
 * b.toString()`).
 */
function kindGone(sides: EvidenceSides, line: number): boolean {
  const lost = sides.base.calls.find(
    (call) => call.line === line && call.category !== null && NOT_INLINE.has(call.category),
  );
  return lost !== undefined && !sides.after.calls.some((call) => call.category === lost.category);
}

/** The guard categories and primitive calls that make up one kind of protection. */
interface ProtectionKind {
  readonly guards: readonly GuardCategory[];
  readonly calls: readonly PrimitiveCategory[];
}

/** Prototype and path protections, by the CWE a finding names: the facts that hold one. */
const PROTECTION_KINDS: Readonly<Record<string, ProtectionKind>> = {
  'CWE-1321': { guards: ['prototype'], calls: ['prototype-guard'] },
  'CWE-22': { guards: ['traversal', 'containment'], calls: ['path-canonicalization'] },
};

function holdsProtection(facts: SecurityFacts, kind: ProtectionKind): boolean {
  const guarded = (formula: Formula): boolean =>
    atomsOf(formula).some((atom) =>
      atom.categories.some((category) => kind.guards.includes(category)),
    );
  return (
    facts.checks.some((check) => (kind.guards as readonly string[]).includes(check.category)) ||
    facts.calls.some((call) => call.category !== null && kind.calls.includes(call.category)) ||
    facts.guards.some((guard) => guarded(guard.formula)) ||
    facts.gated.some((call) => guarded(call.formula)) ||
    (kind.guards.includes('prototype') &&
      (facts.keyedCollections.length > 0 ||
        facts.ownKeyLoops.some((loop) => loop.kind === 'own-keys') ||
        facts.calls.some((call) => call.callee === 'Object.create')))
  );
}

/**
 * What a checking helper the change stopped calling protected (`isUnsafeKey(key)`, a
 * `security-helper-bypassed` finding): the kind its returned condition tests, if one above.
 */
function helperKind(base: SecurityFacts, finding: SecurityFinding): ProtectionKind | undefined {
  const names = new Set((finding.lostCalls ?? []).map((call) => call.name));
  const categories = new Set(
    base.functions
      .filter((fn) => fn.name !== null && names.has(fn.name) && fn.returnFormula !== null)
      .flatMap((fn) => atomsOf(fn.returnFormula as Formula).flatMap((atom) => atom.categories)),
  );
  return Object.values(PROTECTION_KINDS).find((kind) =>
    kind.guards.some((category) => categories.has(category)),
  );
}

/**
 * A prototype or path protection lost where the proposed file holds none of its kind any more:
 * no key test, no own-property test, no `Object.create(null)` or keyed collection (prototype);
 * no `..` or containment test, no canonicalization (path). A rewrite that moved the protection
 * into other code of the file leaves one of these behind; with none left, what stands in its
 * place is not that protection in another form (a merge rewritten with a new array strategy
 * and no key check at all).
 */
function protectionGone(sides: EvidenceSides, finding: SecurityFinding): boolean {
  const kind = PROTECTION_KINDS[finding.cwe ?? ''] ?? helperKind(sides.base, finding);
  return (
    kind !== undefined && holdsProtection(sides.base, kind) && !holdsProtection(sides.after, kind)
  );
}

/**
 * Whether the code around a lost protection was rewritten, and what now stands in its place.
 * Strong (refuse): at least half the baseline lines around it (up to 8 either side, inside its
 * function, formatting aside) are still in the proposed file, so the protection was taken out
 * of code that stays; or the lines that replaced it bring nothing new (`res.send(escape(q))`
 * now `res.send(q)`, a guard deleted). Weak (note): the code around it was rewritten and the
 * replacement brings code of its own, which may hold the protection in another form. Findings
 * about added code (eval on input, TLS off, ReDoS) and findings with no baseline line keep
 * refusing.
 */
export function weighFinding(finding: SecurityFinding, sides: EvidenceSides | null): Weighed {
  if (finding.weak !== undefined) {
    return { evidence: 'note', why: finding.weak };
  }
  const line = finding.lostLine;
  if (sides !== null && bypassedInMinified(finding, sides)) {
    return MINIFIED;
  }
  if (line === undefined || sides === null) {
    return REFUSE;
  }
  const baseLines = sides.baseLines;
  if (finding.rule === 'guard-removed') {
    const constants = deletedConstantsChecked(sides, line);
    if (constants !== null) {
      return {
        evidence: 'note',
        why: `it checked only the file's own ${constants.map((name) => `\`${name}\``).join(', ')}, a constant the change deleted: a check of the code, not of its input`,
      };
    }
  }
  if (kindGone(sides, line)) {
    return REFUSE;
  }
  if (isMinified(baseLines[line - 1] ?? '')) {
    return MINIFIED;
  }
  if (sides.generated !== null) {
    return generatedNote(sides.generated);
  }
  // A dropped primitive call (`hasOwnProperty` one fewer) stays a note when rewritten. Tried
  // with it too and taken back: one more of 106 held-out release diffs refused
  // (secreg-releases.mjs --heldout, totals only), while no labelled case needed it.
  if (finding.rule !== 'primitive-removed' && protectionGone(sides, finding)) {
    return REFUSE;
  }
  const around = aroundLines(baseLines, sides.base, line);
  if (around.length < MIN_AROUND) {
    return REFUSE;
  }
  const added = sides.replacement(line);
  const helper = newCheckingFunction(sides, added);
  if (helper !== null) {
    return {
      evidence: 'note',
      why: `the code there now calls \`${helper}\`, a new function of the file that makes checks of its own, which may hold this one: review it`,
    };
  }
  const kept = keptCount(baseLines, sides.proposed, around);
  if (kept >= KEPT_SHARE * around.length || added.length === 0) {
    return REFUSE;
  }
  const shown = added
    .slice(0, 3)
    .map((word) => `\`${word}\``)
    .join(', ');
  return {
    evidence: 'note',
    why: `the code around it was rewritten (${String(kept)} of ${String(around.length)} lines near baseline line ${String(line)} kept) and new code stands in its place (${shown}), which may hold the same protection in another form: review it`,
  };
}

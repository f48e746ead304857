import {
  assessAddedSource,
  assessDeletedSource,
  assessSecurityRegression,
  helpersByCall,
  regexPatternsOf,
  isDeclarationPath,
  languageForPath,
} from '../analysis/index.js';
import type { SecurityRegressionAssessment, SecurityRegressionFinding } from '../analysis/index.js';
import { escapeRegExp } from '../common/index.js';
import { crashedVerdict, uncheckedFindings } from './could-not-check.js';
import type { ChangedFile, Finding, GateVerdict } from './types.js';
import { sharedLineCount } from './shared-lines.js';

// Tests, fixtures and mocks turn TLS off, build SQL and call eval on purpose, and they do not
// ship; weakening them is TEST_INTEGRITY's business.
const TEST_PATH =
  /(?:^|\/)(?:tests?|__tests__|specs?|__mocks__|fixtures?|e2e)\/|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)(?:tests?|specs?)\.[cm]?[jt]sx?$|(?:^|\/)(?:test_[^/]*|[^/]*_test|conftest)\.py$/;

/** How much of the smaller side's lines the other side holds too (multiset), 0..1. */
function lineSimilarity(a: string, b: string): number {
  const lines = (text: string): string[] =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
  const left = lines(a);
  const right = lines(b);
  if (left.length === 0 || right.length === 0) {
    return 0;
  }
  return sharedLineCount(left, right) / Math.max(left.length, right.length);
}

// JavaScript and TypeScript files are one code base: a file converted from one to the other
// (`uri.js` to `uri.ts`), or a TypeScript source beside the JavaScript its build emits, moves
// code between them. The --wider tuning releases of secreg-releases.mjs refused uri-js 2.1.1,
// whose conversion to TypeScript kept a pattern its JavaScript had.
function codeBaseOf(path: string): string | null {
  const language = languageForPath(path);
  return language === 'typescript' || language === 'tsx' || language === 'javascript'
    ? 'ecmascript'
    : language;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * A deleted file whose code reappears in an added file of the same change was moved, not
 * dropped (git calls it a rename at 50% similarity; a file that keeps its name, `index.js` to
 * `lib/index.js`, at 30%). A moved file is judged as a modification of the file it came from,
 * so a guard lost on the way is still a finding, and code that only moved is none. Each added
 * file takes its most similar deleted file; one deleted file may feed several added ones (a
 * source split into CommonJS and ESM copies).
 */
export function pairMovedFiles(changes: readonly ChangedFile[]): ChangedFile[] {
  const deleted = changes.filter(
    (change) => change.status === 'deleted' && change.before !== null && isChecked(change.path),
  );
  if (deleted.length === 0) {
    return [...changes];
  }
  const movedFrom = new Map<string, ChangedFile>();
  const used = new Set<string>();
  for (const change of changes) {
    if (change.status !== 'added' || change.after === null || !isChecked(change.path)) {
      continue;
    }
    const codeBase = codeBaseOf(change.path);
    let best: { source: ChangedFile; score: number } | null = null;
    for (const source of deleted) {
      if (codeBaseOf(source.path) !== codeBase) {
        continue;
      }
      const score = lineSimilarity(source.before ?? '', change.after);
      const needed = baseName(source.path) === baseName(change.path) ? 0.3 : 0.5;
      if (score >= needed && (best === null || score > best.score)) {
        best = { source, score };
      }
    }
    if (best !== null) {
      movedFrom.set(change.path, best.source);
      used.add(best.source.path);
    }
  }
  const paired: ChangedFile[] = [];
  for (const change of changes) {
    const source = movedFrom.get(change.path);
    if (source !== undefined) {
      paired.push({
        path: change.path,
        status: 'modified',
        before: source.before,
        after: change.after,
      });
    } else if (!(change.status === 'deleted' && used.has(change.path))) {
      paired.push(change);
    }
  }
  return paired;
}

function isChecked(path: string): boolean {
  return languageForPath(path) !== null && !isDeclarationPath(path) && !TEST_PATH.test(path);
}

/** The sides the semantic diff reads for this kind of change. */
function sidesRead(change: ChangedFile): ('before' | 'after')[] {
  switch (change.status) {
    case 'modified':
      return ['before', 'after'];
    case 'added':
      return ['after'];
    case 'deleted':
      return ['before'];
  }
}

/**
 * One side of the other files of one code base in the change (JavaScript and TypeScript are
 * one): their new text, where deleted code may live on, or their baseline, where an added
 * file's code may have been before.
 */
function textElsewhere(
  changes: readonly ChangedFile[],
  self: ChangedFile,
  side: 'before' | 'after',
): string {
  return othersOfCodeBase(changes, self)
    .filter((change) => change[side] !== null)
    .map((change) => change[side])
    .join('\n');
}

/** The change's other files in the code base of `self` (JavaScript and TypeScript are one). */
function othersOfCodeBase(
  changes: readonly ChangedFile[],
  self: ChangedFile,
): readonly ChangedFile[] {
  const codeBase = codeBaseOf(self.path);
  return changes.filter(
    (change) => change.path !== self.path && codeBaseOf(change.path) === codeBase,
  );
}

async function assessChange(
  change: ChangedFile,
  changes: readonly ChangedFile[],
): Promise<SecurityRegressionAssessment | null> {
  if (!isChecked(change.path)) {
    return null;
  }
  switch (change.status) {
    case 'modified':
      return change.before === null || change.after === null
        ? null
        : assessSecurityRegression(change.before, change.after, change.path);
    case 'added':
      return change.after === null
        ? null
        : assessAddedSource(change.after, change.path, textElsewhere(changes, change, 'before'));
    case 'deleted':
      return change.before === null
        ? null
        : assessDeletedSource(change.before, change.path, textElsewhere(changes, change, 'after'));
  }
}

/** Calls of `name` written in `text` (`name(`, `obj.name(`), not other names ending in it. */
function callsIn(text: string | null, name: string): number {
  return text === null
    ? 0
    : (text.match(new RegExp(`(?<![\\w$])${escapeRegExp(name)}\\s*\\(`, 'g'))?.length ?? 0);
}

/**
 * Where a call a finding says was dropped now stands: in another file of the change that calls
 * the function which lost it, and makes the call as many more times as that function makes it
 * fewer (jose 6.2.16, in the --wider2 tuning releases of scripts/bench-real/secreg-releases.mjs,
 * moved `validateMaxPBES2Count(...)` from the key-management helper into the decrypt function
 * that calls it); or in a helper of another file of the change that passes its parameter
 * through the call, which the file that lost it now calls as many more times (fast-uri 3.1.1,
 * bench:real's measurement set: `escape(component.path)` became
 * `escapePreservingEscapes(component.path)` of lib/utils.js, which escapes its input character
 * by character). A call added to a file that never reaches the function is no stand-in. Null
 * when it does not stand anywhere.
 */
async function movedElsewhere(
  changes: readonly ChangedFile[],
  self: ChangedFile,
  finding: SecurityRegressionFinding,
  helpersOf: (change: ChangedFile) => Promise<ReadonlyMap<string, ReadonlySet<string>>>,
): Promise<string | null> {
  const lost = finding.lostCalls ?? [];
  // A call whose function has no name cannot be followed to its callers.
  if (lost.length === 0 || lost.some((call) => call.from === '')) {
    return null;
  }
  const others = othersOfCodeBase(changes, self).filter((change) => isChecked(change.path));
  const where = new Set<string>();
  for (const call of lost) {
    let gained = 0;
    for (const other of others) {
      const more = callsIn(other.after, call.name) - callsIn(other.before, call.name);
      if (more > 0 && callsIn(other.after, call.from) > 0) {
        gained += more;
        where.add(other.path);
      }
      for (const helper of (await helpersOf(other)).get(call.name) ?? []) {
        const calls = callsIn(self.after, helper) - callsIn(self.before, helper);
        if (calls > 0) {
          gained += calls;
          where.add(`${other.path} (\`${helper}\`)`);
        }
      }
    }
    if (gained < call.fewer) {
      return null;
    }
  }
  return [...where].join(', ');
}

/** Each changed file's helpers by the call they pass a parameter through, parsed once per gate run. */
function proposedHelpers(): (
  change: ChangedFile,
) => Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const read = new Map<string, Promise<ReadonlyMap<string, ReadonlySet<string>>>>();
  return (change) => {
    let helpers = read.get(change.path);
    if (helpers === undefined) {
      helpers =
        change.after === null
          ? Promise.resolve(new Map())
          : helpersByCall(change.after, change.path);
      read.set(change.path, helpers);
    }
    return helpers;
  };
}

/**
 * The files of the change whose baseline makes a pattern, read once per gate run and only
 * when a finding asks: markdown-it 15.0.0 (the --wider tuning releases of
 * secreg-releases.mjs) bundled a pattern that its baseline built from named strings in
 * `lib/common/html_re.mjs` and its previous bundle had tree-shaken away. A pattern the
 * baseline of the change already had is no new backtracking.
 */
function baselinePatterns(
  changes: readonly ChangedFile[],
): (self: ChangedFile, pattern: string) => Promise<string | null> {
  const read = new Map<string, Promise<Set<string>>>();
  return async (self, pattern) => {
    for (const change of othersOfCodeBase(changes, self)) {
      if (change.before === null || !isChecked(change.path)) {
        continue;
      }
      let patterns = read.get(change.path);
      if (patterns === undefined) {
        patterns = regexPatternsOf(change.before, change.path);
        read.set(change.path, patterns);
      }
      if ((await patterns).has(pattern)) {
        return change.path;
      }
    }
    return null;
  };
}

/**
 * SECURITY_REGRESSION: a semantic diff of each changed source file (JavaScript, TypeScript,
 * Python) between baseline and proposal. A modified file fails when the change drops or weakens
 * a security primitive, a guard, a sanitizer, crypto or transport setting, or adds an
 * injection sink or a ReDoS-prone pattern; an added file when it brings eval/exec on input,
 * SQL concatenation, disabled TLS or a ReDoS-prone pattern; a deleted file when it held
 * security checks; a file moved (deleted here, added there with most of its lines) is judged as
 * a modification of where it came from. Test files are not judged. A side it needs that is too large or unreadable
 * fails it. Never throws: a crash is a failed verdict with
 * `error.code` GATE_CRASHED.
 */
export async function runSecurityRegressionGate(
  changes: readonly ChangedFile[],
): Promise<GateVerdict> {
  const startedMs = performance.now();
  try {
    const findings: Finding[] = [];
    const paired = pairMovedFiles(changes);
    const hadPattern = baselinePatterns(paired);
    const helpersOf = proposedHelpers();
    for (const change of paired) {
      if (isChecked(change.path)) {
        findings.push(...uncheckedFindings(change, sidesRead(change)));
      }
      const assessment = await assessChange(change, paired);
      for (const finding of assessment?.findings ?? []) {
        const refuses = finding.evidence === 'refuse';
        const moved = refuses ? await movedElsewhere(paired, change, finding, helpersOf) : null;
        const had =
          refuses && moved === null && finding.introduces !== undefined
            ? await hadPattern(change, finding.introduces)
            : null;
        // A note (the code around the lost protection was rewritten, the call moved to another
        // file of the change, or the pattern was in its baseline) is shown with the verdict and
        // kept in the attempt record, but does not fail the gate.
        const note =
          moved !== null
            ? ` (a note, not a refusal: the change makes the call in ${moved} instead)`
            : had !== null
              ? ` (a note, not a refusal: the baseline of the change has the same pattern in ${had})`
              : '';
        findings.push({
          file: change.path,
          line: finding.line,
          rule: finding.rule,
          message: `${finding.message}${note} [${finding.cwe}]`,
          ...(finding.evidence === 'note' || note !== '' ? { severity: 'info' as const } : {}),
        });
      }
    }
    const passed = findings.every((finding) => finding.severity === 'info');
    return {
      gate: 'SECURITY_REGRESSION',
      passed,
      severity: passed ? 'info' : 'critical',
      findings,
      durationMs: Math.round(performance.now() - startedMs),
    };
  } catch (error) {
    return crashedVerdict('SECURITY_REGRESSION', 'critical', error, startedMs);
  }
}

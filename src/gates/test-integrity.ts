import picomatch from 'picomatch';
import { languageForPath, outlineSource } from '../analysis/index.js';
import { outlineTestFile, testBindings } from './test-cases.js';
import { testCommandFindings } from './test-command.js';
import { countUnguardedMarkers } from './test-skip-conditions.js';
import { snapshotFindings } from './test-snapshots.js';
import { typeTestFindings } from './test-types.js';
import type { TestCaseOutline, TestTableOutline } from './test-cases.js';
import type { ChangedFile, Finding, GateVerdict } from './types.js';

const isTestPath = picomatch(
  [
    '**/*.{test,spec}.{ts,tsx,mts,cts,js,jsx,mjs,cjs}',
    '**/__tests__/**',
    '{test,tests,spec,__tests__}/**',
    // A root test script (`"test": "node test.js"`, common in small npm packages).
    '{test,tests,spec}.{js,mjs,cjs,ts,mts,cts}',
    '**/{test,tests}/**/*.{ts,tsx,js,jsx,mjs,cjs,py,rs,go}',
    '**/test_*.py',
    '**/*_test.py',
    '**/*_test.go',
    '**/tests/**/*.rs',
  ],
  { dot: true },
);

// Type tests: tsd's `*.test-d.ts` (and its `test-d/` folder), tstyche's `*.tst.ts` and its
// `__typetests__` / `typetests` folders. The type checker compiles them; nothing runs them.
const isTypeTestPath = picomatch(
  [
    '**/*.test-d.{ts,tsx,mts,cts}',
    '**/test-d/**/*.{ts,tsx,mts,cts}',
    '**/*.tst.{ts,tsx,mts,cts}',
    '**/{__typetests__,typetests}/**/*.test.{ts,tsx,mts,cts}',
  ],
  { dot: true },
);

/** True for a type test file (tsd, tstyche): compiled to check types, never run. */
export function isTypeTestFile(path: string): boolean {
  return isTypeTestPath(path);
}

/** True for files a test runner would pick up (by the usual naming conventions). */
export function isTestFile(path: string): boolean {
  return isTestPath(path);
}

/**
 * A test file a runner can execute: the usual names, in a language runners run
 * (`test/a.test.js.bak` sits under `test/` but nothing runs it).
 */
export function isRunnableTestFile(path: string): boolean {
  return isTestPath(path) && /\.(?:[cm]?[jt]sx?|py|rs|go)$/i.test(path);
}

/**
 * A file an editor or a merge tool leaves beside the real one: Emacs's `#name#` auto-save, a
 * `name~` backup, `.bak`, `.orig`, `.rej`, Vim's `.swp`/`.swo`. js-base64
 * 2.4.1 shipped `test/#dankogai.js#`, a copy of a test file that mocha never loaded; 2.4.2
 * deleted it.
 */
const EDITOR_ARTIFACT = /(?:^|\/)(?:#[^/]*#|[^/]+~|[^/]+\.(?:bak|orig|rej|swp|swo))$/;

interface SkipMarker {
  readonly name: string;
  readonly pattern: RegExp;
}

/** The test registrars every file has; a file adds the names it binds a test module to. */
const DOT_NAMES = ['it', 'test', 'describe', 'suite', 'context', 'bench'];
const OPTION_NAMES = ['it', 'test', 'describe', 'suite'];

/**
 * Markers that stop a test from running or make others stop: `.skip`, `.only` (which
 * silently skips the rest), `xit`, `fit`, node:test's and tap's `{ skip: true }` and
 * `t.skip()`, pytest and unittest skips (a module's `pytestmark` too), Go's t.Skip and the
 * `ignore` build tag that keeps a whole test file out of `go test`, Rust's #[ignore].
 * `registrars` are the names the file binds a test module's tests and suites to (`const tape =
 * require('tape')`, `import { describe as group } from 'vitest'`; `tape.skip(...)`), read as
 * `test` is.
 */
function skipMarkersFor(registrars: readonly string[]): readonly SkipMarker[] {
  const names = (usual: readonly string[]): string =>
    [...new Set([...usual, ...registrars])].map((name) => name.replace(/\$/g, '\\$')).join('|');
  return [
    {
      name: '.skip/.only/.todo',
      pattern: new RegExp(
        String.raw`\b(?:${names(DOT_NAMES)})(?:\.concurrent)?(?:\.each\([^)]*\))?\.(?:skip|only|todo|skipIf|runIf)\b`,
        'g',
      ),
    },
    {
      name: 'xit/xdescribe/fit',
      pattern: /\b(?:xit|xtest|xdescribe|xcontext|fit|fdescribe)\s*\(/g,
    },
    { name: 'this.skip()', pattern: /\bthis\.skip\s*\(/g },
    { name: 't.skip()', pattern: /\bt\.(?:skip|todo)\s*\(/g },
    {
      // node:test's options, the argument after the name: `test('x', { skip: true }, fn)`.
      name: '{ skip: true }',
      pattern: new RegExp(
        String.raw`\b(?:${names(OPTION_NAMES)})\s*\(\s*(['"\x60])(?:(?!\1).)*\1\s*,\s*\{[^}]*\b(?:(?:skip|todo)\s*:\s*(?:true\b|['"\x60])|only\s*:\s*true\b)`,
        'g',
      ),
    },
    { name: 'pytest.mark.skip', pattern: /\bpytest\.mark\.(?:skip|skipif|xfail)\b/g },
    { name: 'pytest.skip()', pattern: /\bpytest\.(?:skip|xfail)\s*\(/g },
    { name: '@unittest.skip', pattern: /@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b/g },
    { name: 'SkipTest', pattern: /\braise\s+(?:unittest\.)?SkipTest\b/g },
    { name: 't.Skip()', pattern: /\bt\.Skip(?:f|Now)?\s*\(/g },
    { name: '//go:build ignore', pattern: /^\/\/\s*(?:go:build|\+build)\s+ignore\b/gm },
    { name: '#[ignore]', pattern: /#\[ignore\b/g },
  ];
}

function lineOf(text: string, pattern: RegExp): number | null {
  const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
  return match === null ? null : text.slice(0, match.index).split('\n').length;
}

export interface TestIntegrityOptions {
  /**
   * The task declares an intended test change (its `metadata.allowTestChanges`, or its
   * category's `allowTestChanges` in config): what would fail is reported as notes.
   */
  readonly allowTestChanges: boolean;
  /**
   * The paths the repository's test runner runs (see runnerTestFiles); default: the usual
   * test-file names. A test moved or renamed outside them no longer runs: it counts as
   * deleted.
   */
  readonly runnerRuns?: (path: string) => boolean;
  /**
   * TEST_SUITE's command reads package.json's scripts (see judgedByScripts): a change to what
   * `npm test` runs is then a change to the judge. Default true.
   */
  readonly testsRunByScripts?: boolean;
}

/** How the user declares an intended test change; every refusal ends with it. */
const HOW_TO_DECLARE =
  'if this test change is intended, declare it: set "allowTestChanges": true in the task\'s metadata (or categories.<CATEGORY>.allowTestChanges in .governance/config.json)';

interface SideCase extends TestCaseOutline {
  readonly file: string;
}
interface SideTable extends TestTableOutline {
  readonly file: string;
}

/** Everything the test files of one side of the change hold. */
interface Side {
  readonly cases: SideCase[];
  readonly tables: SideTable[];
}

async function readSide(
  changes: readonly ChangedFile[],
  side: 'before' | 'after',
  runs: (path: string) => boolean,
): Promise<Side> {
  const result: Side = { cases: [], tables: [] };
  for (const change of changes) {
    const text = change[side];
    // Before: everything that looked like a test. After: only what the runner still runs.
    const counts =
      side === 'before' ? isTestFile(change.path) || runs(change.path) : runs(change.path);
    if (text === null || !counts) {
      continue;
    }
    const outline = await outlineTestFile(change.path, text);
    result.cases.push(...outline.cases.map((c) => ({ ...c, file: change.path })));
    result.tables.push(...outline.tables.map((t) => ({ ...t, file: change.path })));
  }
  return result;
}

/** Multiset difference of strings: what `before` has that `after` lost. */
function lostItems(before: readonly string[], after: readonly string[]): string[] {
  const remaining = new Map<string, number>();
  for (const item of after) {
    remaining.set(item, (remaining.get(item) ?? 0) + 1);
  }
  return before.filter((item) => {
    const count = remaining.get(item) ?? 0;
    remaining.set(item, count - 1);
    return count <= 0;
  });
}

function sameAssertions(a: TestCaseOutline, b: TestCaseOutline): boolean {
  return (
    a.assertions.length === b.assertions.length &&
    lostItems(a.assertions, b.assertions).length === 0
  );
}

/** Pairs before/after cases by name (in order), then unpaired ones with identical assertions (a rename). */
function pairCases(
  before: readonly SideCase[],
  after: readonly SideCase[],
): { pairs: [SideCase, SideCase][]; removed: SideCase[] } {
  const open = [...after];
  const pairs: [SideCase, SideCase][] = [];
  const unpaired: SideCase[] = [];
  for (const old of before) {
    const at = open.findIndex((now) => now.name === old.name);
    if (at === -1) {
      unpaired.push(old);
    } else {
      pairs.push([old, open.splice(at, 1)[0] ?? old]);
    }
  }
  const removed: SideCase[] = [];
  for (const old of unpaired) {
    const at = open.findIndex((now) => sameAssertions(old, now));
    if (at === -1) {
      removed.push(old);
    } else {
      open.splice(at, 1);
    }
  }
  return { pairs, removed };
}

/** Names called in an assertion (`joinPath` in `expect(joinPath('a')).toBe('a')`). */
function calledNames(assertion: string): string[] {
  return [...assertion.matchAll(/([A-Za-z_$][\w$]*)\(/g)]
    .map((m) => m[1] ?? '')
    .filter(
      (name) =>
        !/^(?:expect|assert|to\w*|not|t|equal|ok|is|deepEqual|strictEqual|same)$/.test(name),
    );
}

/** Functions whose bodies the change rewrote in non-test code files: name -> file. */
async function rewrittenFunctions(changes: readonly ChangedFile[]): Promise<Map<string, string>> {
  const rewritten = new Map<string, string>();
  for (const change of changes) {
    const language = languageForPath(change.path);
    if (
      language === null ||
      isTestFile(change.path) ||
      change.before === null ||
      change.after === null
    ) {
      continue;
    }
    const [before, after] = await Promise.all([
      outlineSource(language, change.before),
      outlineSource(language, change.after),
    ]);
    const old = new Map(
      before.functions.map((fn) => [
        fn.qualifiedName,
        fn.statements.map((st) => st.text).join('\n'),
      ]),
    );
    for (const fn of after.functions) {
      const body = fn.statements.map((st) => st.text).join('\n');
      if (fn.name !== null && old.has(fn.qualifiedName) && old.get(fn.qualifiedName) !== body) {
        rewritten.set(fn.name, change.path);
      }
    }
  }
  return rewritten;
}

/**
 * When the change also rewrites a function the lost assertion calls, and the test now asserts
 * something new about that function, the test change follows a behaviour change: say so, so
 * the user's decision is one flag away.
 */
function behaviourNote(
  lost: string,
  now: TestCaseOutline | undefined,
  was: TestCaseOutline,
  rewritten: ReadonlyMap<string, string>,
): string {
  const fresh = now === undefined ? [] : lostItems(now.assertions, was.assertions);
  for (const name of calledNames(lost)) {
    const file = rewritten.get(name);
    if (file !== undefined && fresh.some((assertion) => calledNames(assertion).includes(name))) {
      return ` (the same change rewrites \`${name}\` in ${file}, which this assertion exercises, and the test now asserts a new result for it: a behaviour change, which lands once the task declares it)`;
    }
  }
  return '';
}

function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function compareCases(
  before: Side,
  after: Side,
  rewritten: ReadonlyMap<string, string>,
): Finding[] {
  const findings: Finding[] = [];
  const { pairs, removed } = pairCases(before.cases, after.cases);
  // A helper that is gone is judged where its calls were: each is an assertion of a test.
  for (const gone of removed.filter((c) => c.helper !== true)) {
    findings.push({
      file: gone.file,
      line: gone.line,
      rule: 'test-integrity/test-removed',
      message: `the test "${clip(gone.name)}" (${String(gone.assertions.length)} assertion${gone.assertions.length === 1 ? '' : 's'}) no longer exists or no longer runs; keep it and make the code pass it`,
    });
  }
  for (const [was, now] of pairs) {
    const lost = lostItems(was.assertions, now.assertions);
    const fewer = now.assertions.length < was.assertions.length;
    for (const key of lost) {
      const assertion = was.shown[was.assertions.indexOf(key)] ?? key;
      const note = behaviourNote(key, now, was, rewritten);
      const where =
        was.helper === true
          ? `the assertion helper \`${clip(was.name.replace(/^\(helper\) /, ''))}\` (the tests that call it assert through it)`
          : `the test "${clip(was.name)}"`;
      findings.push({
        file: now.file,
        line: now.line,
        rule: fewer ? 'test-integrity/assertion-removed' : 'test-integrity/expectation-changed',
        message: fewer
          ? `an existing assertion was removed from ${where} (${clip(assertion)}); keep it and make the code satisfy it${note}`
          : `the expectation of an existing assertion in ${where} changed (was ${clip(assertion)}); fix the code, not the expected value${note}`,
      });
    }
  }
  return findings;
}

function compareTables(before: Side, after: Side): Finding[] {
  const findings: Finding[] = [];
  for (const table of before.tables) {
    const now = after.tables.filter((t) => t.name === table.name);
    const rows = now.flatMap((t) => t.rows);
    const lost = lostItems(table.rows, rows);
    if (lost.length === 0) {
      continue;
    }
    const where = now[0] ?? table;
    const removed = table.rows.length - rows.length;
    findings.push({
      file: where.file,
      line: where.line,
      rule: removed > 0 ? 'test-integrity/case-removed' : 'test-integrity/expectation-changed',
      message:
        removed > 0
          ? `${String(removed)} row${removed === 1 ? '' : 's'} removed from the test table \`${table.name}\` (each row is a test case; first lost: ${clip(lost[0] ?? '')}); keep every case and make the code pass it`
          : `a row of the test table \`${table.name}\` changed (was ${clip(lost[0] ?? '')}); fix the code, not the expected value`,
    });
  }
  return findings;
}

/** A deleted test file, or one renamed or moved where the runner does not look. */
function deletedFiles(
  changes: readonly ChangedFile[],
  runs: (path: string) => boolean,
  before: Side,
  stillRunning: ReadonlySet<string>,
): Finding[] {
  const findings: Finding[] = [];
  const addedAt = new Map(
    changes.filter((c) => c.status === 'added' && c.after !== null).map((c) => [c.after, c.path]),
  );
  for (const change of changes) {
    const wasTest = isTestFile(change.path) || runs(change.path);
    if (change.status !== 'deleted' || !wasTest) {
      continue;
    }
    const target = addedAt.get(change.before);
    const cases = before.cases.filter((c) => c.file === change.path && c.helper !== true);
    const lostCases = cases.filter((c) => !stillRunning.has(c.name));
    if (target !== undefined && runs(target)) {
      continue;
    }
    if (cases.length > 0 && lostCases.length === 0) {
      continue;
    }
    // An empty file (`test/.gitkeep`, kept so git keeps the folder) held no test in any form;
    // nor did an editor's backup or auto-save copy that no runner loads (`test/#a.js#`, `a.js~`).
    if (
      cases.length === 0 &&
      ((change.before ?? '').trim() === '' ||
        (EDITOR_ARTIFACT.test(change.path) && !runs(change.path)))
    ) {
      continue;
    }
    findings.push({
      file: change.path,
      line: null,
      rule: 'test-integrity/deleted',
      message:
        target === undefined
          ? `the test file ${change.path} was deleted (${String(cases.length)} test${cases.length === 1 ? '' : 's'}); keep it and make the code pass it`
          : `the test file ${change.path} was renamed to ${target}, where the test runner does not look: its ${String(cases.length)} test${cases.length === 1 ? '' : 's'} no longer run; move it back`,
    });
  }
  return findings;
}

function skipMarkers(changes: readonly ChangedFile[], runs: (path: string) => boolean): Finding[] {
  const findings: Finding[] = [];
  for (const change of changes) {
    if (change.after === null || !(isTestFile(change.path) || runs(change.path))) {
      continue;
    }
    const before = change.before ?? '';
    // `t` (tap's `const t = require('tap')`) has its own `t.skip()` marker.
    const { tests, suites } = testBindings(`${before}\n${change.after}`);
    const registrars = [...tests, ...suites].filter((n) => n !== 't');
    for (const marker of skipMarkersFor(registrars)) {
      const added =
        countUnguardedMarkers(change.after, marker.pattern) -
        countUnguardedMarkers(before, marker.pattern);
      if (added > 0) {
        findings.push({
          file: change.path,
          line: lineOf(change.after, marker.pattern),
          rule: 'test-integrity/skip',
          message: `adds ${String(added)} ${marker.name} marker${added === 1 ? '' : 's'}; every test must run, remove it`,
        });
      }
    }
  }
  return findings;
}

/**
 * TEST_INTEGRITY: the change must not make tests disappear or weaken them. Across the whole
 * change it compares the test cases (by name, with suites) and the assertions of each, and
 * the rows of literal tables the tests iterate (`for ... of`, `it.each`, `describe.each`,
 * pytest `parametrize`): a test case, an assertion or a row that is gone, whatever replaced
 * it, fails; so do a changed matcher or expected value, an added skip or focus marker, and a
 * test file deleted, or renamed or moved where the runner does not look. A test moved to
 * another file, or renamed with the same assertions, is fine. So does a change to what
 * `npm test` runs (test-command.ts): TEST_SUITE judges the change by that command. And so does
 * a snapshot or golden file whose expected value the change rewrote (test-snapshots.ts).
 *
 * A task that declares the change (`allowTestChanges`) passes with every such finding kept as
 * a note (severity info). Every refusal says how to declare an intended change, and when the
 * same change rewrites the function a lost assertion exercised and the test asserts something
 * new about it, the finding says so.
 */
export async function runTestIntegrityGate(
  changes: readonly ChangedFile[],
  options: TestIntegrityOptions,
): Promise<GateVerdict> {
  const started = performance.now();
  const runs = options.runnerRuns ?? isRunnableTestFile;
  const tests = changes.filter((c) => isTestFile(c.path) || runs(c.path));
  const [before, after] = await Promise.all([
    readSide(tests, 'before', runs),
    readSide(tests, 'after', runs),
  ]);
  const rewritten =
    tests.length === 0 ? new Map<string, string>() : await rewrittenFunctions(changes);
  const stillRunning = new Set(after.cases.filter((c) => c.helper !== true).map((c) => c.name));
  const deleted = deletedFiles(changes, runs, before, stillRunning);
  const deletedPaths = new Set(deleted.map((f) => f.file));
  const raw = [
    ...deleted,
    // Type tests lost are a deletion too: listed with the deleted files, before edits.
    ...typeTestFindings(changes, isTypeTestPath),
    ...skipMarkers(tests, runs),
    // A deleted file's tests are reported once, with the file.
    ...compareCases(
      { ...before, cases: before.cases.filter((c) => !deletedPaths.has(c.file)) },
      after,
      rewritten,
    ),
    ...compareTables(before, after),
    ...snapshotFindings(changes),
    ...(options.testsRunByScripts === false ? [] : testCommandFindings(changes)),
  ];
  const findings = raw.map((finding) =>
    options.allowTestChanges
      ? {
          ...finding,
          message: `allowed by the task (allowTestChanges): ${finding.message}`,
          severity: 'info' as const,
        }
      : { ...finding, message: `${finding.message}; ${HOW_TO_DECLARE}` },
  );
  const failing = !options.allowTestChanges && findings.length > 0;
  return {
    gate: 'TEST_INTEGRITY',
    passed: !failing,
    severity: failing ? 'error' : 'info',
    findings,
    durationMs: Math.round(performance.now() - started),
  };
}

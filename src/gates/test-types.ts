import type { ChangedFile, Finding } from './types.js';

// Type tests (tsd, tstyche, vitest's expectTypeOf) hold their assertions in calls the type
// checker reads, not in test cases a runner counts: deleting `index.test-d.ts` or its
// `expectType` lines makes the type test step pass with less to check. They are counted
// across the whole change, so a move from tsd to tstyche (one file deleted, another added
// with as many assertions) is not a loss.

// tsd's assertions, vitest's expectTypeOf / assertType, tstyche's `.type.toBe…()` matchers and
// the `@ts-expect-error` lines that assert an error.
// Calls only (a name followed by `<` or `(`), so an import of the same names does not count.
const TYPE_ASSERTION =
  /\b(?:expect(?:Not)?(?:Type|Assignable|Deprecated)|expectError|expectDocCommentIncludes|expectTypeOf|assertType)\s*[<(]|\.type\.(?:not\.)?to[A-Z]\w*|@ts-expect-error\b/g;

/** How many type assertions a type test's text holds. */
export function countTypeAssertions(text: string): number {
  return text.match(TYPE_ASSERTION)?.length ?? 0;
}

// A type test file with code asserts one thing more than its calls: that it compiles (tsd
// fails on any type error in it). angular-expressions' `lib/main.test-d.ts` holds no
// `expectType` and still checks the declarations against real use.
const CODE_LINE = /^\s*(?!\/\/|\/\*|\*|import\b|export\s*\{?\s*\}?\s*;?\s*$)\S/m;

function hasCode(text: string | null): boolean {
  return text !== null && CODE_LINE.test(text);
}

/**
 * Type assertions the change removed from the type tests it touches, net of those it added; a
 * type test file with code deleted or emptied counts as one assertion lost (that it compiles).
 */
export function typeTestFindings(
  changes: readonly ChangedFile[],
  isTypeTest: (path: string) => boolean,
): Finding[] {
  let before = 0;
  let after = 0;
  let filesBefore = 0;
  let filesAfter = 0;
  const lost: { path: string; was: number; now: number }[] = [];
  const emptied: string[] = [];
  for (const change of changes) {
    if (!isTypeTest(change.path)) {
      continue;
    }
    const was = change.before === null ? 0 : countTypeAssertions(change.before);
    const now = change.after === null ? 0 : countTypeAssertions(change.after);
    before += was;
    after += now;
    const hadCode = hasCode(change.before);
    const hasCodeNow = hasCode(change.after);
    filesBefore += hadCode ? 1 : 0;
    filesAfter += hasCodeNow ? 1 : 0;
    if (now < was) {
      lost.push({ path: change.path, was, now });
    }
    if (hadCode && !hasCodeNow) {
      emptied.push(change.path);
    }
  }
  const first = lost[0];
  if (after < before && first !== undefined) {
    const files = lost
      .map(({ path, was, now }) => `${path}: ${String(was)} -> ${String(now)}`)
      .join(', ');
    return [
      {
        file: first.path,
        line: null,
        rule: 'test-integrity/type-assertions-removed',
        message: `the type tests hold ${String(after)} type assertion${after === 1 ? '' : 's'} where the base held ${String(before)} (${files}); keep every type assertion and make the types pass it`,
      },
    ];
  }
  const gone = emptied[0];
  if (filesAfter < filesBefore && gone !== undefined) {
    return [
      {
        file: gone,
        line: null,
        rule: 'test-integrity/type-assertions-removed',
        message: `the type test ${emptied.join(', ')} was deleted or emptied; the type checker compiled it against the declarations, so it checked their use even without an expectType: keep it and make the types pass it`,
      },
    ];
  }
  return [];
}

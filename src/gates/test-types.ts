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

/** Type assertions the change removed from the type tests it touches, net of those it added. */
export function typeTestFindings(
  changes: readonly ChangedFile[],
  isTypeTest: (path: string) => boolean,
): Finding[] {
  let before = 0;
  let after = 0;
  const lost: { path: string; was: number; now: number }[] = [];
  for (const change of changes) {
    if (!isTypeTest(change.path)) {
      continue;
    }
    const was = change.before === null ? 0 : countTypeAssertions(change.before);
    const now = change.after === null ? 0 : countTypeAssertions(change.after);
    before += was;
    after += now;
    if (now < was) {
      lost.push({ path: change.path, was, now });
    }
  }
  const first = lost[0];
  if (after >= before || first === undefined) {
    return [];
  }
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

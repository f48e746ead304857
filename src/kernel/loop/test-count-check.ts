import { readTestCount } from '../../gates/index.js';
import type { GateCacheKeys, GateVerdict, ToolCommand } from '../../gates/index.js';
import { runGit } from '../../workspace/index.js';

/** What the count check needs besides the suite's verdict. */
export interface TestCountContext {
  readonly workspace: string;
  readonly command: ToolCommand;
  readonly keys: GateCacheKeys;
  /** The task may change tests (`allowTestChanges`): fewer tests is then a note. */
  readonly allowTestChanges: boolean;
  /** Runs the whole suite on the base commit, sandboxed like any gate; null when unread. */
  readonly countAtBase?: (command: ToolCommand) => Promise<number | null>;
}

/**
 * A suite that passes by running fewer tests than its base did hides tests: a file renamed
 * out of the runner's pattern, a `describe.skip`, a deleted case. TEST_INTEGRITY reads the
 * change for that; this reads what the runner says it ran. The head's count comes from the
 * verdict's output (vitest, jest, node:test, mocha, TAP); the base's from the gate cache,
 * where every passing run records its tree's count, or, the first time, from one run of the
 * whole suite on the base (`countAtBase`: a temporary worktree in a gate sandbox of its own).
 * A count derived for a landed base is trusted only to accept (see below).
 * Nothing is compared when either count
 * cannot be read (another runner, a base whose suite fails): the output says so.
 */
export async function checkTestCount(
  verdict: GateVerdict,
  ctx: TestCountContext,
): Promise<GateVerdict> {
  if (!verdict.passed || verdict.output === undefined) {
    return verdict;
  }
  // One key for the count whether the related tests ran first or not: the count is the
  // whole suite's.
  const command: ToolCommand = { ...ctx.command, relatedFirst: false };
  const { cache, treeHash, depsHash, baseCommit } = ctx.keys;
  // A pass the cache vouched for (the same tree passed before) carries the count recorded
  // then: an identical tree must not skip the comparison.
  const read = readTestCount(verdict.output);
  const executed = read?.executed ?? cache.testCount(command, treeHash, depsHash);
  if (executed === undefined) {
    return verdict;
  }
  const runner = read?.runner ?? 'the test runner';
  cache.recordTestCount(command, treeHash, depsHash, executed);
  const baseTree = await treeOf(ctx.workspace, baseCommit);
  let base = baseTree === null ? undefined : cache.testCount(command, baseTree, depsHash);
  if (base === undefined && baseTree !== null) {
    // A base that landed after a related re-check has a count derived from the landings
    // (rerunWholeTreeGates): enough to accept a head that runs as many tests or more. A head
    // that runs fewer is judged against a measured count only, so a derivation can never be
    // the reason a change is refused.
    const derived = cache.derivedTestCount(command, baseTree, depsHash);
    if (derived !== undefined && executed >= derived) {
      return withNote(
        verdict,
        `TEST_SUITE: ${executed} test(s) ran (${derived} on the base, derived from the landings since its suite last ran whole)`,
      );
    }
  }
  if (base === undefined && baseTree !== null && ctx.countAtBase !== undefined) {
    base = (await ctx.countAtBase(command)) ?? undefined;
    if (base !== undefined) {
      cache.recordTestCount(command, baseTree, depsHash, base);
    }
  }
  if (base === undefined) {
    return withNote(
      verdict,
      `TEST_SUITE: ${executed} test(s) ran; the base's count is not known (its suite failed or printed no summary govern reads), so it was not compared`,
    );
  }
  if (executed >= base) {
    return withNote(verdict, `TEST_SUITE: ${executed} test(s) ran (${base} on the base)`);
  }
  const message = `the suite ran ${executed} test(s) where the base ran ${base}: ${base - executed} test(s) no longer run (deleted, skipped, or moved where ${runner} does not look)`;
  if (ctx.allowTestChanges) {
    return {
      ...verdict,
      findings: [
        ...verdict.findings,
        {
          file: null,
          line: null,
          rule: 'fewer-tests',
          message: `${message}; allowed: the task declares allowTestChanges`,
          severity: 'info',
        },
      ],
    };
  }
  return {
    ...verdict,
    passed: false,
    severity: 'error',
    findings: [
      ...verdict.findings,
      {
        file: null,
        line: null,
        rule: 'fewer-tests',
        message: `${message}. If the task removes tests on purpose, declare it: "allowTestChanges": true in the task's metadata, or categories.<CATEGORY>.allowTestChanges in .governance/config.json`,
      },
    ],
  };
}

function withNote(verdict: GateVerdict, note: string): GateVerdict {
  return { ...verdict, output: `${note}\n${verdict.output ?? ''}` };
}

async function treeOf(workspace: string, commit: string): Promise<string | null> {
  const result = await runGit(workspace, ['rev-parse', '--verify', '--quiet', `${commit}^{tree}`]);
  return result.exitCode === 0 ? result.stdout.trim() : null;
}

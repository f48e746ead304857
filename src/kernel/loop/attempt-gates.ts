import { join } from 'node:path';
import type { GateName, ToolGateName } from '../../common/index.js';
import { readTestCount, recheckSuite, runToolGate } from '../../gates/index.js';
import type { GateVerdict, SuiteRecheck, ToolCommand } from '../../gates/index.js';
import { pathList, taskDir } from '../../ledger/index.js';
import type { LedgerTask } from '../../ledger/index.js';
import { addWorktree, gitOrThrow, listTreeFiles, removeWorktree } from '../../workspace/index.js';
import type { FileChange } from '../../workspace/index.js';
import { constitutionFor } from './constitution.js';
import { gatesForChange, toolAvailability } from './gate-chain.js';
import type { RebasedFrom, RebasedTo } from './placement.js';
import type { Semaphore } from './mutex.js';
import type { TaskRunContext } from './task-run.js';
import { silencedRecords } from './silence.js';
import { verifyChange } from './verify.js';
import type { ConstitutionInput, GateTaskContext, ToolCommands, VerifyInput } from './verify.js';

/** Gates whose verdict depends on the whole tree, not just the changed files: re-run after a rebase. */
const WHOLE_TREE_GATES: readonly GateName[] = ['TYPE_CHECK', 'TEST_SUITE'];

/** The task's gate chain over an attempt's change, cheapest first, through the gate cache. */
export async function runGates(
  ctx: TaskRunContext,
  task: LedgerTask,
  input: {
    readonly work: string;
    readonly base: string;
    readonly changes: readonly FileChange[];
    /** The tree the change makes (`git write-tree`): what the gate cache keys on. */
    readonly tree: string;
    /** The agent's final message, which INJECTION also reads. */
    readonly agentMessage: string;
  },
): Promise<readonly GateVerdict[]> {
  const gates = chainFor(ctx, input.changes);
  const constitution = gates.includes('CONSTITUTION')
    ? await readConstitution(ctx.workspace, input.base, input.changes)
    : undefined;
  // First-pass tool gates wait for a slot in a parallel run (see toolGateSlots). Changes
  // judged on top of this one may wait for it once it holds its slot (landing-line.ts).
  const started = (): void => ctx.placement.judging?.();
  const verdicts = await verifyInBoundary(
    ctx,
    task,
    input.tree,
    { slots: ctx.gateSlots, started },
    {
      workspace: input.work,
      task: gateTask(task),
      gates,
      ...(constitution === undefined ? {} : { constitution }),
      changes: input.changes,
      tools: ctx.tools,
      env: ctx.toolEnv,
      injectionMode: ctx.injectionMode,
      ...(ctx.gateOptions === undefined ? {} : { gateOptions: ctx.gateOptions }),
      ...(input.agentMessage === '' ? {} : { commitMessage: input.agentMessage }),
      ...(ctx.gateCache === undefined
        ? {}
        : {
            cache: {
              cache: ctx.gateCache.cache,
              treeHash: input.tree,
              depsHash: ctx.gateCache.depsHash,
              baseCommit: input.base,
            },
          }),
      countTestsAtBase: baseTestCounter(ctx, task, input.base),
      ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
      ...(ctx.silencer === undefined ? {} : { silencer: ctx.silencer }),
    },
  ).then(
    (verdicts) => {
      ctx.placement.judged?.(verdicts.every((verdict) => verdict.passed));
      return verdicts;
    },
    (error: unknown) => {
      ctx.placement.judged?.(false);
      throw error;
    },
  );
  ctx.gateCache?.cache.save();
  ctx.onSilenced?.(silencedRecords(verdicts));
  return verdicts;
}

/**
 * verifyChange inside one verification's gate boundary (the gate sandbox, the tool check,
 * the tree put back after each gate; `tree` is the change's git tree), and the sandbox
 * recorded in the audit log. With `slots`, a verification that runs tool gates waits for
 * one first.
 */
async function verifyInBoundary(
  ctx: TaskRunContext,
  task: LedgerTask,
  tree: string,
  order: { readonly slots: Semaphore | undefined; readonly started?: () => void },
  input: VerifyInput,
): Promise<GateVerdict[]> {
  const { slots, started } = order;
  if (!input.gates.some((gate) => input.tools.has(gate as ToolGateName))) {
    started?.();
    return verifyChange(input);
  }
  const verify = async (): Promise<GateVerdict[]> => {
    started?.();
    const boundary = await ctx.gateSandbox.open({
      dir: input.workspace,
      tree,
      stateDir: join(taskDir(ctx.workspace, task.id), 'gates'),
    });
    try {
      return await verifyChange({ ...input, boundary });
    } finally {
      ctx.writer.audit.append('attempt.gate-sandbox', {
        task: task.id,
        ...(await boundary.close()),
      });
    }
  };
  return slots === undefined ? verify() : slots.run(verify);
}

/** The base's constitution for the gate; a read or parse error becomes the gate's failure. */
async function readConstitution(
  workspace: string,
  base: string,
  changes: readonly FileChange[],
): Promise<ConstitutionInput | undefined> {
  try {
    return await constitutionFor(workspace, base, changes);
  } catch (error) {
    return { error };
  }
}

/**
 * The whole-tree gates of the task's chain, and CONSTITUTION with the rules of the new base,
 * over its change rebased onto a moved head. `landed` are the paths the head changed under
 * it. The resident type checker sees both changes; TEST_SUITE runs the tests related to
 * their union, or the whole suite when that set cannot be determined (see recheckSuite). A
 * whole-suite run records the landed tree's test count, so a task starting from it does not
 * count its base again; after a related re-check (or none) the count is derived instead (see
 * deriveLandedTestCount).
 */
export async function rerunWholeTreeGates(
  ctx: TaskRunContext,
  task: LedgerTask,
  dir: string,
  changes: readonly FileChange[],
  landed: readonly string[],
  rebased: RebasedFrom,
  at: RebasedTo,
): Promise<readonly GateVerdict[]> {
  // The rebased commit is checked out and clean: its tree is what the files must stay.
  const { tree, parent: head } = at;
  // CONSTITUTION judges by the rules of the base it lands on: a rule committed while the task
  // ran binds its landing too. `changes` are already relative to that base.
  const gates = chainFor(ctx, changes).filter(
    (gate) => WHOLE_TREE_GATES.includes(gate) || gate === 'CONSTITUTION',
  );
  if (landed.length === 0) {
    // The head has the very tree the change was judged on (the landing line stacked it on
    // the changes that landed since): the landed commit has exactly the tree and the change
    // its first pass judged, test count included (compared with its base's, which is this
    // head's tree). Nothing to judge again.
    ctx.writer.audit.append('landing.same-tree', {
      task: task.id,
      from: rebased.base,
      onto: head,
      tree,
    });
    return [];
  }
  const constitution = gates.includes('CONSTITUTION')
    ? await readConstitution(dir, head, changes)
    : undefined;
  const suite = gates.includes('TEST_SUITE')
    ? await suiteRecheck(ctx, dir, tree, changes, landed)
    : null;
  // Under the landing lock, which every landing behind this one waits for: no slot.
  const verdicts = await verifyInBoundary(
    ctx,
    task,
    tree,
    { slots: undefined },
    {
      workspace: dir,
      task: gateTask(task),
      gates: suite?.kind === 'none' ? gates.filter((gate) => gate !== 'TEST_SUITE') : gates,
      ...(constitution === undefined ? {} : { constitution }),
      changes,
      tools:
        suite?.kind === 'related'
          ? withSuite(ctx.tools, suite.command)
          : wholeSuiteOnly(ctx.tools, suite?.kind === 'whole' ? suite.why : undefined),
      env: ctx.toolEnv,
      injectionMode: ctx.injectionMode,
      ...(ctx.gateOptions === undefined ? {} : { gateOptions: ctx.gateOptions }),
      // Only a whole-suite run has a count to record and compare with the new base's.
      ...(ctx.gateCache === undefined || suite?.kind !== 'whole'
        ? {}
        : {
            cache: {
              cache: ctx.gateCache.cache,
              treeHash: tree,
              depsHash: ctx.gateCache.depsHash,
              baseCommit: head,
            },
          }),
    },
  );
  if (suite !== null && suite.kind !== 'whole' && verdicts.every((verdict) => verdict.passed)) {
    await deriveLandedTestCount(ctx, dir, { tree, head }, rebased);
  }
  ctx.gateCache?.cache.save();
  if (suite?.kind !== 'none') {
    return verdicts;
  }
  const skipped: GateVerdict = {
    gate: 'TEST_SUITE',
    passed: true,
    severity: 'info',
    findings: [],
    durationMs: 0,
    output: suite.note,
  };
  return [...verdicts, skipped];
}

/**
 * The whole-suite test count of a landed tree that only a related re-check (or none) ran on:
 * the count of the head it landed on, plus what the change did to the count of its own base
 * (its judged tree's count minus that base's). The tests outside the related set are the ones
 * neither change could affect, which is what the related re-check already relies on. Without
 * it every task starting from such a tree ran the whole suite once more on its base, just to
 * count. Recorded as derived: TEST_SUITE accepts a head that runs at least as many tests, and
 * measures the base before it refuses one that runs fewer (checkTestCount).
 */
async function deriveLandedTestCount(
  ctx: TaskRunContext,
  dir: string,
  landed: { readonly tree: string; readonly head: string },
  rebased: RebasedFrom,
): Promise<void> {
  const suite = ctx.tools.get('TEST_SUITE');
  if (ctx.gateCache === undefined || suite === undefined) {
    return;
  }
  const { cache, depsHash } = ctx.gateCache;
  const command: ToolCommand = { ...suite, relatedFirst: false };
  const trees = (
    await gitOrThrow(dir, [
      'rev-parse',
      `${landed.head}^{tree}`,
      `${rebased.commit}^{tree}`,
      `${rebased.base}^{tree}`,
    ])
  )
    .trim()
    .split('\n');
  const [onto, judged, judgedBase] = trees.map((tree) =>
    cache.derivedTestCount(command, tree, depsHash),
  );
  if (onto === undefined || judged === undefined || judgedBase === undefined) {
    return;
  }
  const count = onto + judged - judgedBase;
  if (count >= 0) {
    cache.recordDerivedTestCount(command, landed.tree, depsHash, count);
  }
}

/** How TEST_SUITE re-checks the rebased change; the whole suite when the run has no command. */
async function suiteRecheck(
  ctx: TaskRunContext,
  dir: string,
  tree: string,
  changes: readonly FileChange[],
  landed: readonly string[],
): Promise<SuiteRecheck> {
  const command = ctx.tools.get('TEST_SUITE');
  if (command === undefined || ctx.gateOptions?.recheck === 'whole') {
    return { kind: 'whole', why: 'gates.TEST_SUITE.recheck is "whole"' };
  }
  const paths = [...new Set([...changes.map((change) => change.path), ...landed])];
  const files = await listTreeFiles(dir, tree);
  const entries = new Map([...files].map(([path, file]) => [path, file.id]));
  return recheckSuite(dir, command, paths, entries);
}

function withSuite(tools: ToolCommands, suite: ToolCommand): ToolCommands {
  return new Map([...tools, ['TEST_SUITE', suite]]);
}

/** What the task-aware gates read of the task. */
export function gateTask(task: LedgerTask): GateTaskContext {
  return {
    targetPaths: pathList(task.targetPath),
    category: task.category,
    metadata: task.metadata,
    description: task.description,
    acceptanceCriteria: task.acceptanceCriteria,
  };
}

/**
 * The task's chain for this change: its category's, plus the code gates when the change
 * touches code (see gatesForChange), those whose tool the run resolved.
 */
export function chainFor(ctx: TaskRunContext, changes: readonly FileChange[]): readonly GateName[] {
  if (ctx.gateOptions === undefined) {
    return ctx.gates;
  }
  return gatesForChange(ctx.gates, changes, ctx.gateOptions.codeGates, toolAvailability(ctx.tools))
    .gates;
}

/**
 * When the whole suite re-checks a rebased change, the tests related to the change already
 * passed on it: running them again first would only start the runner twice.
 */
function wholeSuiteOnly(tools: ToolCommands, why: string | undefined): ToolCommands {
  const suite = tools.get('TEST_SUITE');
  if (suite === undefined) {
    return tools;
  }
  // The output says why the whole suite ran (the note is no part of the cache keys).
  const said =
    why === undefined ? undefined : `TEST_SUITE: re-check after a rebase: the whole suite (${why})`;
  const note = [suite.note, said].filter((line) => line !== undefined).join('\n');
  return new Map([
    ...tools,
    [
      'TEST_SUITE',
      {
        ...suite,
        ...(suite.related === undefined ? {} : { relatedFirst: false }),
        ...(note === '' ? {} : { note }),
      },
    ],
  ]);
}

/**
 * TEST_SUITE's count on the attempt's base commit: the whole suite in a temporary worktree
 * of the base, inside a gate boundary of its own (the base's tests are repository code too),
 * and the worktree removed after. Null when the suite fails there or prints no count.
 */
function baseTestCounter(
  ctx: TaskRunContext,
  task: LedgerTask,
  base: string,
): (command: ToolCommand) => Promise<number | null> {
  return async (command) => {
    // A provisional base of the landing line is the tree of a change judged just before this
    // one: its count is recorded when that judgment ends, which is waited for while its gates
    // run (it holds its slot). Only when it is not known then is the suite run on the base.
    const judging = ctx.placement.whenBaseJudged?.(base);
    if (judging !== null && judging !== undefined && ctx.gateCache !== undefined) {
      await judging;
      const tree = (await gitOrThrow(ctx.workspace, ['rev-parse', `${base}^{tree}`])).trim();
      const known = ctx.gateCache.cache.testCount(command, tree, ctx.gateCache.depsHash);
      if (known !== undefined) {
        return known;
      }
    }
    // Parallel tasks started on one base all miss the count cache at once: one count serves
    // them (and they would otherwise collide on the same `tests-at-<base>` worktree).
    const key = JSON.stringify([ctx.workspace, base, command]);
    const pending = countsInFlight.get(key);
    if (pending !== undefined) {
      return pending;
    }
    const counting = countTestsAt(ctx, task, base, command).finally(() => {
      countsInFlight.delete(key);
    });
    countsInFlight.set(key, counting);
    return await counting;
  };
}

/** Base test counts being taken now, by workspace, base and command. */
const countsInFlight = new Map<string, Promise<number | null>>();

async function countTestsAt(
  ctx: TaskRunContext,
  task: LedgerTask,
  base: string,
  command: ToolCommand,
): Promise<number | null> {
  const worktree = await addWorktree(ctx.workspace, `tests-at-${base.slice(0, 12)}`, base);
  try {
    const tree = (await gitOrThrow(worktree.dir, ['rev-parse', 'HEAD^{tree}'])).trim();
    const boundary = await ctx.gateSandbox.open({
      dir: worktree.dir,
      tree,
      stateDir: join(taskDir(ctx.workspace, task.id), 'gates-base'),
    });
    try {
      const verdict = await boundary.run('TEST_SUITE', () =>
        runToolGate('TEST_SUITE', command, {
          workspace: worktree.dir,
          changes: [],
          env: ctx.toolEnv,
          ...(ctx.signal === undefined ? {} : { signal: ctx.signal }),
          ...(boundary.launch === undefined ? {} : { launch: boundary.launch }),
        }),
      );
      return verdict.passed ? (readTestCount(verdict.output ?? '')?.executed ?? null) : null;
    } finally {
      ctx.writer.audit.append('attempt.gate-sandbox', {
        task: task.id,
        purpose: 'test count at the base',
        ...(await boundary.close()),
      });
    }
  } finally {
    await removeWorktree(ctx.workspace, worktree);
  }
}

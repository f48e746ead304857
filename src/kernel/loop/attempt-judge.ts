import type { StepVerdict } from '../../ledger/index.js';
import { collectChangeSet } from '../../workspace/index.js';
import type { FileChange } from '../../workspace/index.js';
import { interruptAttempt, quarantine } from './attempt-endings.js';
import { runGates } from './attempt-gates.js';
import { keepEarlierCommit } from './attempt-landed.js';
import { agentVerdict, summarize } from './attempt-log.js';
import { screenForbidden } from './authorize.js';
import { gateTampering } from './gate-boundary.js';
import { auditPassedNotes, passedWithWarning } from './passed-notes.js';
import { isAborted, isEnded } from './task-run.js';
import type { ActedAttempt, Next, TaskRunContext } from './task-run.js';
import { toStepVerdict } from './verdicts.js';

/**
 * Judge, the fourth phase of runTask (attempt.ts): the agent's failure, or the gates on the
 * change it made, cheapest first. The verdicts are reported, then kept in the attempt's
 * record (with shadow mode's verdict on the context first). A forbidden path, a gate that
 * changed the tree, an unchanged rerun or a stopping run ends the task here.
 */
export async function judge(ctx: TaskRunContext, acted: ActedAttempt): Promise<Next<ActedAttempt>> {
  const { taskId, attempt, result } = acted;
  const judged =
    result.failure === null
      ? await judgeChange(ctx, acted)
      : withVerdicts(acted, [
          agentVerdict(result.failure.kind, result.failure.message, result.durationMs),
        ]);
  if (isEnded(judged)) {
    return judged;
  }
  for (const verdict of judged.record.verdicts) {
    const warning = passedWithWarning(verdict);
    ctx.onProgress?.({
      kind: 'verdict',
      task: taskId,
      step: verdict.gate,
      passed: verdict.passed,
      summary: summarize(verdict),
      ...(warning === null ? {} : { warning }),
    });
  }
  // Already reported before the agent ran; kept in the record, the ledger and the trailers.
  const verdicts =
    acted.contextShadow === null
      ? judged.record.verdicts
      : [acted.contextShadow, ...judged.record.verdicts];
  auditPassedNotes(ctx, taskId, attempt, verdicts);
  const reported = withVerdicts(judged, verdicts);
  if (isAborted(ctx.signal)) {
    return interruptAttempt(ctx, reported);
  }
  return reported;
}

/** The change the agent made, screened for forbidden paths, then through the gates. */
async function judgeChange(ctx: TaskRunContext, acted: ActedAttempt): Promise<Next<ActedAttempt>> {
  const { taskId, task, base, result } = acted;
  const work = ctx.placement.dir;
  const { changes, tree } = await collectChangeSet(work, base);
  if (changes.length === 0 && task.commit !== null) {
    return keepEarlierCommit(ctx, acted, task.commit);
  }
  if (changes.length === 0) {
    return withVerdicts(acted, [
      agentVerdict(
        'no-change',
        'the agent exited 0 but changed no file; make the change the task asks for',
        result.durationMs,
      ),
    ]);
  }
  const changedFiles = changes.map((change) => change.path);
  const changed = { ...acted, tree, record: { ...acted.record, changedFiles } };
  const forbidden = screenForbidden(ctx.economy, {
    taskId,
    decisionId: acted.facts.decisionId,
    paths: changedFiles,
  });
  if (forbidden !== null) {
    return quarantine(ctx, changed, forbidden);
  }
  let current = await onCurrentHead(ctx, changed, { changes, tree, base });
  const agentMessage = result.message ?? result.summary;
  let gateVerdicts = await runGates(ctx, task, { work, ...current.at, agentMessage });
  if (
    current.speculative &&
    gateVerdicts.some((verdict) => !verdict.passed) &&
    // Its own gates are over (no slot held): it waits for the changes under it to be judged.
    // All passed: they will land, so it would fail on top of them at its landing too.
    (await ctx.placement.allPassedUnder?.(current.at.base)) !== true
  ) {
    // Judged on top of a change that failed (or left the line), it may have failed for that
    // change's fault: judged again on the branch's head alone, where only its own can fail it.
    const alone = await onCurrentHead(ctx, current.attempt, current.at, { toHead: true });
    if (alone.at !== current.at) {
      current = alone;
      gateVerdicts = await runGates(ctx, task, { work, ...current.at, agentMessage });
    }
  }
  const gated = withVerdicts(current.attempt, gateVerdicts.map(toStepVerdict));
  const tamper = gateTampering(gateVerdicts);
  if (tamper !== null) {
    return quarantine(ctx, gated, tamper);
  }
  return gated;
}

/**
 * The change moved onto what will be under it when it lands (Placement.refresh): the
 * branch's head, or in a parallel run the landing line's tip, the head plus the changes
 * judged before it that have not landed yet. The gates then judge what will land, and the
 * landing re-checks only if the branch then differs from that tree. The attempt's base
 * becomes the new base (audited, `onLine` when it is a provisional commit of the line); the
 * ledger keeps the first base, an ancestor of it, which is all recovery needs.
 */
async function onCurrentHead(
  ctx: TaskRunContext,
  attempt: ActedAttempt,
  at: { readonly changes: readonly FileChange[]; readonly tree: string; readonly base: string },
  options: { readonly toHead?: boolean } = {},
): Promise<{
  readonly attempt: ActedAttempt;
  readonly at: typeof at;
  /** Its new base holds changes of the landing line that have not landed yet. */
  readonly speculative: boolean;
}> {
  const moved = await ctx.placement.refresh?.(at.tree, at.base, options);
  if (moved === undefined || moved === null) {
    return { attempt, at, speculative: false };
  }
  const { changes, tree, base: onto } = moved;
  const speculative = moved.speculative === true;
  ctx.writer.audit.append('attempt.rebased', {
    task: attempt.taskId,
    attempt: attempt.attempt,
    from: at.base,
    onto,
    beforeGates: true,
    ...(speculative ? { onLine: true } : {}),
    ...(options.toHead === true ? { judgedAlone: true } : {}),
  });
  return {
    attempt: {
      ...attempt,
      base: onto,
      tree,
      record: {
        ...attempt.record,
        baseCommit: onto,
        changedFiles: changes.map((change) => change.path),
      },
    },
    at: { changes, tree, base: onto },
    speculative,
  };
}

export function withVerdicts(acted: ActedAttempt, verdicts: StepVerdict[]): ActedAttempt {
  return { ...acted, record: { ...acted.record, verdicts } };
}

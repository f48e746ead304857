import { commitTree } from '../../workspace/index.js';
import { Mutex } from './mutex.js';

/**
 * The line of a parallel run's changes that went into their gates and have not landed or
 * failed yet, in the order they went in, stacked as provisional commits: the next change is
 * judged on top of all of them, as a merge queue does. Most changes pass and land in about
 * that order, so a landing finds the branch at exactly the tree its change was judged on and
 * re-checks nothing (the landing compares trees, not commits: see placement.ts). Without the
 * line every change was judged on the head of the moment, the head moved while it was judged,
 * and nearly every landing ran the whole-tree gates again under the landing lock.
 *
 * A provisional commit is only ever a base: no branch that ships points at it, and landing
 * rebases the change off it. The line is a guess and nothing else depends on it: a change
 * that fails, a landing out of order on a file another change touched, a commit made beside
 * the run, each costs the landing's re-check, exactly as before.
 */
export interface LandingLine {
  /**
   * Runs `section` with the line to itself: reading the tip, moving a change onto it and
   * entering it are one step, so two changes never stack on the same tip.
   */
  serialize<T>(section: () => Promise<T>): Promise<T>;
  /**
   * The provisional commit a change entering now goes on top of, or null for the branch's
   * head: when nothing is in the line, or when what is there no longer describes the head
   * (a change in it failed, a landing came from outside it, the head moved beside the run).
   */
  tip(head: string): string | null;
  /**
   * Enters a change whose tree `tree` sits on `onto` (the tip, or the head when `onTip` is
   * false); `dir` is a work tree of the repository, to write the provisional commit in.
   */
  enter(
    entry: string,
    change: { readonly tree: string; readonly onto: string; readonly onTip: boolean },
    dir: string,
  ): Promise<void>;
  /** The entry's change landed; the branch's head is now `head`. Null: a change from outside. */
  landed(entry: string | null, head: string): void;
  /** The entry's change will not land as it was judged (failed, rolled back, held). */
  dropped(entry: string): void;
  /** The entry's first-pass gates have started (inside their gate slot, if any). */
  judging(entry: string): void;
  /** The entry's first-pass gates are over, every gate passed or not. */
  judged(entry: string, passed: boolean): void;
  /**
   * Whether every change stacked under the provisional commit `commit` passed its first-pass
   * gates; waits for those still queued or running. True when `commit` is not provisional.
   * Awaited only by a change whose own gates are over (it holds no gate slot), so it cannot
   * deadlock: it waits only on changes earlier in the line.
   */
  allPassedUnder(commit: string): Promise<boolean>;
  /**
   * Resolves when the change whose entry made the provisional commit `commit` has been
   * judged, which records its tree's test count; null when `commit` is not provisional or
   * its change is not being judged right now. Waiting only on a change whose gates are
   * running (they hold their slot, and wait only on changes earlier in the line) cannot
   * deadlock; a change still queued for a slot is not waited for.
   */
  whenJudged(commit: string): Promise<void> | null;
}

/** A provisional commit: `root` plus the changes in `contents`, stacked in that order. */
interface Stack {
  readonly commit: string;
  readonly contents: ReadonlySet<string>;
  /** The head the first change of the stack sat on. */
  readonly root: string;
  /** How many landings the line had seen when that first change entered. */
  readonly landingsAt: number;
}

/** The window a run starts with, and the most it grows to (see openWindow). */
const INITIAL_WINDOW = 8;
const MAX_WINDOW = 64;

/**
 * How many changes not landed yet a new change may be judged on top of, adapted as a merge
 * queue's window is (Zuul's dependent pipelines): one more after each change that passes,
 * halved after each that fails. Where most changes pass, nearly every change is judged on the
 * whole line; where many fail, stacking on them costs more than it saves (the changes on top
 * fail with them and are judged again alone), and the line shrinks towards none.
 */
function openWindow(): { allows(waiting: number): boolean; judged(passed: boolean): void } {
  let size = INITIAL_WINDOW;
  return {
    allows: (waiting) => waiting <= size,
    judged: (passed) => {
      size = passed ? Math.min(MAX_WINDOW, size + 1) : Math.floor(size / 2);
    },
  };
}

/** A landing that did not come from an entry of the line (its change was never entered). */
const OUTSIDE = '\0outside';

/** Whether the branch's `head` is the stack's root plus some of its changes, and nothing else. */
function describesHead(
  stack: Stack,
  head: string,
  seen: { readonly landings: readonly string[]; readonly headAfterLastLanding: string | null },
): boolean {
  const since = seen.landings.slice(stack.landingsAt);
  if (since.some((entry) => !stack.contents.has(entry))) {
    return false;
  }
  // Every landing since the stack began was one of its changes: the head is its root plus
  // those, unless something moved it beside the run.
  return head === (since.length === 0 ? stack.root : seen.headAfterLastLanding);
}

/**
 * @param options.speculate false (config `landingLine`): the tip is always the head, so every
 * change is judged on the branch as it is, as before the line.
 */
export function openLandingLine(options: { readonly speculate?: boolean } = {}): LandingLine {
  const mutex = new Mutex();
  const landings: string[] = [];
  let headAfterLastLanding: string | null = null;
  const dropped = new Set<string>();
  // Each provisional commit's entry; the entries stacked in it.
  const provisional = new Map<string, string>();
  const stacked = new Map<string, ReadonlySet<string>>();
  const judgments = openJudgments();
  let last: Stack | null = null;
  const window = openWindow();
  const usable = (stack: Stack, head: string): boolean =>
    ![...stack.contents].some((entry) => dropped.has(entry)) &&
    describesHead(stack, head, { landings, headAfterLastLanding });

  return {
    serialize: (section) => mutex.run(section),
    tip: (head) => {
      if (last === null || options.speculate === false || !usable(last, head)) {
        return null;
      }
      const landed = new Set(landings.slice(last.landingsAt));
      const waiting = [...last.contents].filter((entry) => !landed.has(entry)).length;
      // Everything in it has landed: the head is the same tree, and a real commit. More than
      // the window waiting: judged on the head, starting a line of its own.
      return waiting === 0 || !window.allows(waiting) ? null : last.commit;
    },
    enter: async (entry, { tree, onto, onTip }, dir) => {
      const commit = await commitTree(dir, {
        tree,
        base: onto,
        subject: `govern: provisional base (${entry} in the landing line), never landed`,
        trailers: {},
      });
      provisional.set(commit, entry);
      judgments.queue(entry);
      last =
        onTip && last !== null
          ? {
              commit,
              contents: new Set([...last.contents, entry]),
              root: last.root,
              landingsAt: last.landingsAt,
            }
          : { commit, contents: new Set([entry]), root: onto, landingsAt: landings.length };
      stacked.set(commit, last.contents);
    },
    landed: (entry, head) => {
      landings.push(entry ?? OUTSIDE);
      headAfterLastLanding = head;
      if (entry !== null) {
        judgments.over(entry, true);
      }
    },
    dropped: (entry) => {
      dropped.add(entry);
      if (judgments.passed(entry)) {
        // It passed and will not land after all (a landing conflict, held for approval).
        window.judged(false);
      }
      judgments.over(entry, false);
    },
    judging: (entry) => {
      judgments.start(entry);
    },
    judged: (entry, passed) => {
      window.judged(passed);
      judgments.over(entry, passed);
    },
    whenJudged: (commit) => {
      const entry = provisional.get(commit);
      return entry === undefined ? null : judgments.whenRunningOver(entry);
    },
    allPassedUnder: async (commit) => {
      const entries = [...(stacked.get(commit) ?? [])];
      // One already known to have failed answers at once; otherwise every one is waited for.
      if (entries.some((entry) => judgments.failed(entry))) {
        return false;
      }
      const passed = await Promise.all(entries.map((entry) => judgments.outcome(entry)));
      return passed.every(Boolean);
    },
  };
}

/**
 * The first-pass judgments of the line's entries: queued from entry (waiting for a gate
 * slot), running, then over with an outcome (the last one counts: a change judged again on
 * the head alone, or dropped after it passed, changes it).
 */
function openJudgments(): {
  queue(entry: string): void;
  start(entry: string): void;
  over(entry: string, passed: boolean): void;
  whenRunningOver(entry: string): Promise<void> | null;
  outcome(entry: string): Promise<boolean>;
  /** Whether its last judgment is over and passed; over and failed. */
  passed(entry: string): boolean;
  failed(entry: string): boolean;
} {
  const pending = new Map<
    string,
    { running: boolean; readonly over: Promise<void>; readonly end: () => void }
  >();
  const outcomes = new Map<string, boolean>();
  const queue = (entry: string): void => {
    if (pending.has(entry)) {
      return;
    }
    let end = (): void => undefined;
    const over = new Promise<void>((resolve) => {
      end = resolve;
    });
    pending.set(entry, { running: false, over, end });
  };
  return {
    queue,
    start: (entry) => {
      queue(entry);
      const found = pending.get(entry);
      if (found !== undefined) {
        found.running = true;
      }
    },
    over: (entry, passed) => {
      outcomes.set(entry, passed);
      pending.get(entry)?.end();
      pending.delete(entry);
    },
    whenRunningOver: (entry) => {
      const found = pending.get(entry);
      return found?.running === true ? found.over : null;
    },
    outcome: async (entry) => {
      await pending.get(entry)?.over;
      return outcomes.get(entry) ?? false;
    },
    passed: (entry) => !pending.has(entry) && outcomes.get(entry) === true,
    failed: (entry) => !pending.has(entry) && outcomes.get(entry) === false,
  };
}

/** One task's place in the line: the entry of its current attempt, if that one entered. */
export interface Seat {
  enter(
    change: { readonly tree: string; readonly onto: string; readonly onTip: boolean },
    dir: string,
  ): Promise<void>;
  /** Its change will not land as judged (or a new attempt takes its place). */
  leave(): void;
  /** Its change landed (or, never entered, came from outside the line). */
  landed(head: string): void;
  /** Its first-pass gates started; then ended, every gate passed or not. */
  judging(): void;
  judged(passed: boolean): void;
}

export function seatIn(line: LandingLine, taskId: string): Seat {
  let entry: string | null = null;
  let entered = 0;
  return {
    enter: async (change, dir) => {
      entered += 1;
      entry = `${taskId}#${String(entered)}`;
      await line.enter(entry, change, dir);
    },
    leave: () => {
      if (entry !== null) {
        line.dropped(entry);
        entry = null;
      }
    },
    landed: (head) => {
      line.landed(entry, head);
      entry = null;
    },
    judging: () => {
      if (entry !== null) {
        line.judging(entry);
      }
    },
    judged: (passed) => {
      if (entry !== null) {
        line.judged(entry, passed);
      }
    },
  };
}

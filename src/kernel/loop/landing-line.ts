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
  /** Whether `commit` is one of the line's provisional commits (never on the branch). */
  isProvisional(commit: string): boolean;
  /** The entry's first-pass gates have started (inside their gate slot, if any). */
  judging(entry: string): void;
  /** The entry's first-pass gates are over (or it left the line before they were). */
  judged(entry: string): void;
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

/** A landing that did not come from an entry of the line (its change was never entered). */
const OUTSIDE = '\0outside';

export function openLandingLine(): LandingLine {
  const mutex = new Mutex();
  const landings: string[] = [];
  let headAfterLastLanding: string | null = null;
  const dropped = new Set<string>();
  // Each provisional commit's entry.
  const provisional = new Map<string, string>();
  const judgments = openJudgments();
  let last: Stack | null = null;

  const describesHead = (stack: Stack, head: string): boolean => {
    const since = landings.slice(stack.landingsAt);
    if (since.some((entry) => !stack.contents.has(entry))) {
      return false;
    }
    // Every landing since the stack began was one of its changes: the head is its root plus
    // those, unless something moved it beside the run.
    return head === (since.length === 0 ? stack.root : headAfterLastLanding);
  };

  return {
    serialize: (section) => mutex.run(section),
    tip: (head) => {
      if (last === null || [...last.contents].some((entry) => dropped.has(entry))) {
        return null;
      }
      if (!describesHead(last, head)) {
        return null;
      }
      const landed = new Set(landings.slice(last.landingsAt));
      // Everything in it has landed: the head is the same tree, and a real commit.
      return [...last.contents].every((entry) => landed.has(entry)) ? null : last.commit;
    },
    enter: async (entry, { tree, onto, onTip }, dir) => {
      const commit = await commitTree(dir, {
        tree,
        base: onto,
        subject: `govern: provisional base (${entry} in the landing line), never landed`,
        trailers: {},
      });
      provisional.set(commit, entry);
      last =
        onTip && last !== null
          ? {
              commit,
              contents: new Set([...last.contents, entry]),
              root: last.root,
              landingsAt: last.landingsAt,
            }
          : { commit, contents: new Set([entry]), root: onto, landingsAt: landings.length };
    },
    landed: (entry, head) => {
      landings.push(entry ?? OUTSIDE);
      headAfterLastLanding = head;
      if (entry !== null) {
        judgments.over(entry);
      }
    },
    dropped: (entry) => {
      dropped.add(entry);
      judgments.over(entry);
    },
    isProvisional: (commit) => provisional.has(commit),
    judging: (entry) => {
      judgments.start(entry);
    },
    judged: (entry) => {
      judgments.over(entry);
    },
    whenJudged: (commit) => {
      const entry = provisional.get(commit);
      return entry === undefined ? null : judgments.whenOver(entry);
    },
  };
}

/** The first-pass judgments running now, by entry, each with a promise of its end. */
function openJudgments(): {
  start(entry: string): void;
  over(entry: string): void;
  whenOver(entry: string): Promise<void> | null;
} {
  const running = new Map<string, { readonly over: Promise<void>; readonly end: () => void }>();
  return {
    start: (entry) => {
      if (running.has(entry)) {
        return;
      }
      let end = (): void => undefined;
      const over = new Promise<void>((resolve) => {
        end = resolve;
      });
      running.set(entry, { over, end });
    },
    over: (entry) => {
      running.get(entry)?.end();
      running.delete(entry);
    },
    whenOver: (entry) => running.get(entry)?.over ?? null,
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
  /** Its first-pass gates started; then ended. */
  judging(): void;
  judged(): void;
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
    judged: () => {
      if (entry !== null) {
        line.judged(entry);
      }
    },
  };
}

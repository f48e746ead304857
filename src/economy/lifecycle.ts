import { compilePattern, normalizePath, patternSpecificity } from './paths.js';
import type { LifecycleRule } from './rules.js';
import { LIFECYCLE_STATUSES } from './vocabulary.js';
import type { LifecycleStatus } from './vocabulary.js';

/** The status of a path no rule matches: neither skipped nor flagged as risky. */
export const DEFAULT_LIFECYCLE_STATUS: LifecycleStatus = 'stable';

/** The module of a top-level file (no folder), for rollback streaks. */
export const ROOT_MODULE = '.';

export interface LifecycleMatch {
  readonly path: string;
  readonly status: LifecycleStatus;
  /** The winning rule, or null when none matched. */
  readonly rule: LifecycleRule | null;
  /** Where rollback streaks are counted: the rule's glob, else the top-level folder. */
  readonly module: string;
}

/**
 * The lifecycle of one path. Among the rules that match, the most specific wins: the one
 * with the most literal path segments, then the most literal characters (see
 * `patternSpecificity`); on a tie the later rule in the list wins, as in .gitignore. A path
 * no rule matches is `DEFAULT_LIFECYCLE_STATUS`.
 */
export function lifecycleFor(path: string, rules: readonly LifecycleRule[]): LifecycleMatch {
  const clean = normalizePath(path);
  let best: CompiledRule | null = null;
  for (const candidate of compileRules(rules)) {
    if (!candidate.isMatch(clean)) {
      continue;
    }
    if (best === null || compareScore(candidate.score, best.score) >= 0) {
      best = candidate;
    }
  }
  return {
    path: clean,
    status: best?.rule.status ?? DEFAULT_LIFECYCLE_STATUS,
    rule: best?.rule ?? null,
    module: best?.rule.glob ?? topLevelModule(clean),
  };
}

/** The module rollback streaks of `path` are counted under. */
export function moduleFor(path: string, rules: readonly LifecycleRule[]): string {
  return lifecycleFor(path, rules).module;
}

/** certified and locked modules are never handed to an agent. */
export function isLifecycleSkip(status: LifecycleStatus): boolean {
  return status === 'certified' || status === 'locked';
}

export interface TaskLifecycle {
  /** The strictest status over the paths (locked > certified > stable > under_observation > experimental). */
  readonly status: LifecycleStatus;
  readonly matches: readonly LifecycleMatch[];
  /** Set when the task must be skipped before any agent call: the reason for the ledger. */
  readonly skipReason: string | null;
}

/**
 * The lifecycle of a task's target paths. One certified or locked target skips the whole
 * task, naming the first such path and its rule. Paths only the agent's change reveals
 * (files inside a target folder) should go through this again before the commit.
 */
export function lifecycleForPaths(
  paths: readonly string[],
  rules: readonly LifecycleRule[],
): TaskLifecycle {
  const matches = paths.map((path) => lifecycleFor(path, rules));
  let strictest: LifecycleMatch | null = null;
  for (const match of matches) {
    if (strictest === null || rank(match.status) > rank(strictest.status)) {
      strictest = match;
    }
  }
  const status = strictest?.status ?? DEFAULT_LIFECYCLE_STATUS;
  const skipReason =
    strictest !== null && strictest.rule !== null && isLifecycleSkip(strictest.status)
      ? `${strictest.path} is ${strictest.status} (lifecycle rule "${strictest.rule.glob}"): ${strictest.status} modules are not changed by agents`
      : null;
  return { status, matches, skipReason };
}

interface CompiledRule {
  readonly rule: LifecycleRule;
  readonly isMatch: (path: string) => boolean;
  readonly score: readonly [number, number];
}

// Rules come from the parsed config, one array per run: compile each glob once.
const compiledRules = new WeakMap<readonly LifecycleRule[], readonly CompiledRule[]>();

function compileRules(rules: readonly LifecycleRule[]): readonly CompiledRule[] {
  let compiled = compiledRules.get(rules);
  if (compiled === undefined) {
    compiled = rules.map((rule) => ({
      rule,
      isMatch: compilePattern(rule.glob),
      score: patternSpecificity(rule.glob),
    }));
    compiledRules.set(rules, compiled);
  }
  return compiled;
}

function rank(status: LifecycleStatus): number {
  return LIFECYCLE_STATUSES.indexOf(status);
}

function compareScore(a: readonly [number, number], b: readonly [number, number]): number {
  return a[0] !== b[0] ? a[0] - b[0] : a[1] - b[1];
}

function topLevelModule(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? ROOT_MODULE : path.slice(0, slash);
}

import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import type { checkSync as CheckSync } from 'recheck';

// recheck takes ~150 ms to load (a Scala.js bundle): loaded on the first regex that needs
// checking, so commands that never diff a regex (status, show, add) do not pay for it.
const require = createRequire(import.meta.url);
let loadedCheckSync: typeof CheckSync | null = null;
function checkSync(...args: Parameters<typeof CheckSync>): ReturnType<typeof CheckSync> {
  loadedCheckSync ??= (require('recheck') as { checkSync: typeof CheckSync }).checkSync;
  return loadedCheckSync(...args);
}

/** What recheck says about one pattern, reduced to what a finding needs. */
export interface ReDoSVerdict {
  readonly status: 'safe' | 'vulnerable' | 'unknown';
  readonly complexity: 'exponential' | 'polynomial' | null;
  /** recheck's summary (`2nd degree polynomial`) when vulnerable. */
  readonly summary: string | null;
  /** A string that makes matching slow, when vulnerable, as recheck shows it (an expression). */
  readonly attack: string | null;
  /** The attack string itself, when vulnerable. */
  readonly attackString: string | null;
}

// The same regex is checked once per process: patterns repeat across files and runs, and a
// check can take hundreds of milliseconds.
const verdicts = new Map<string, ReDoSVerdict>();
// A pattern recheck cannot decide within this budget is reported as unknown, never as a finding:
// the gate's latency stays bounded.
const CHECK_TIMEOUT_MS = 2_000;
const MAX_ATTACK_CHARS = 60;

// A polynomial verdict is an estimate of steps (recheck's fuzzer reports one from step counts
// alone); the pattern runs on recheck's own attack string in this engine to see it. A pattern
// whose repetition is bounded (`[a-z][\d.a-z]{0,50}:\/\/`) is linear with a constant and
// matches in a few milliseconds; a quadratic one runs until the budget ends. In the --wider
// tuning releases of scripts/bench-real/secreg-releases.mjs a bounded pattern refused a URL
// normalizer's release.
const CONFIRM_BUDGET_MS = 250;

/** Whether matching `attack` takes V8 longer than the budget (in a context it can interrupt). */
function isSlowOnEngine(pattern: string, flags: string, attack: string): boolean {
  try {
    runInNewContext(
      'new RegExp(pattern, flags).test(attack)',
      { pattern, flags, attack },
      {
        timeout: CONFIRM_BUDGET_MS,
      },
    );
    return false;
  } catch {
    // Timed out, or a pattern this engine cannot build: recheck's verdict stands.
    return true;
  }
}

/**
 * Whether another pattern is slow on a known attack string: an earlier version of a pattern
 * that makes the same input slow was as vulnerable. A pattern this engine cannot build is not.
 */
export function isSlowOn(pattern: string, flags: string, attack: string): boolean {
  try {
    new RegExp(pattern, flags.replace(/[^dgimsuvy]/g, ''));
  } catch {
    return false;
  }
  return isSlowOnEngine(pattern, flags, attack);
}

/** Asks recheck whether a pattern can backtrack catastrophically (cached, time-bounded). */
export function checkReDoS(pattern: string, flags: string): ReDoSVerdict {
  // Only flags that change matching matter; `g`/`y` change nothing about backtracking.
  const normalizedFlags = [...new Set(flags.replace(/[^imsuv]/g, ''))].sort().join('');
  const key = `${normalizedFlags}/${pattern}`;
  const cached = verdicts.get(key);
  if (cached !== undefined) {
    return cached;
  }
  let verdict: ReDoSVerdict;
  try {
    const diagnostics = checkSync(pattern, normalizedFlags, { timeout: CHECK_TIMEOUT_MS });
    verdict =
      diagnostics.status === 'vulnerable' &&
      (diagnostics.complexity.type === 'exponential' ||
        isSlowOnEngine(pattern, normalizedFlags, diagnostics.attack.string))
        ? {
            status: 'vulnerable',
            complexity: diagnostics.complexity.type,
            summary: diagnostics.complexity.summary,
            attack: diagnostics.attack.pattern.slice(0, MAX_ATTACK_CHARS),
            attackString: diagnostics.attack.string,
          }
        : {
            // Vulnerable on paper, fast on this engine: no finding.
            status: diagnostics.status === 'vulnerable' ? 'safe' : diagnostics.status,
            complexity: null,
            summary: null,
            attack: null,
            attackString: null,
          };
  } catch {
    verdict = {
      status: 'unknown',
      complexity: null,
      summary: null,
      attack: null,
      attackString: null,
    };
  }
  verdicts.set(key, verdict);
  return verdict;
}

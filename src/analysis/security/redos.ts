import { createRequire } from 'node:module';
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
  /** A string that makes matching slow, when vulnerable. */
  readonly attack: string | null;
}

// The same regex is checked once per process: patterns repeat across files and runs, and a
// check can take hundreds of milliseconds.
const verdicts = new Map<string, ReDoSVerdict>();
// A pattern recheck cannot decide within this budget is reported as unknown, never as a finding:
// the gate's latency stays bounded.
const CHECK_TIMEOUT_MS = 2_000;
const MAX_ATTACK_CHARS = 60;

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
      diagnostics.status === 'vulnerable'
        ? {
            status: 'vulnerable',
            complexity: diagnostics.complexity.type,
            summary: diagnostics.complexity.summary,
            attack: diagnostics.attack.pattern.slice(0, MAX_ATTACK_CHARS),
          }
        : { status: diagnostics.status, complexity: null, summary: null, attack: null };
  } catch {
    verdict = { status: 'unknown', complexity: null, summary: null, attack: null };
  }
  verdicts.set(key, verdict);
  return verdict;
}

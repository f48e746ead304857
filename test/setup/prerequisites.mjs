// vitest global setup: the same check as `npm test`'s first step, so a direct
// `npx vitest run` on a machine without bubblewrap (or chromium, redis-server, git) stops
// with one message instead of failing or skipping the tests that need them.
import { findPrerequisiteProblems, formatPrerequisiteProblems } from '../../scripts/preflight.mjs';

export function setup() {
  const message = formatPrerequisiteProblems(findPrerequisiteProblems());
  if (message !== null) {
    // Exiting here (not throwing) keeps the output to the one message, without vitest's stack.
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
}

import { stripAnsi } from './tool-output.js';

/** How many tests a run executed (passed + failed; skipped and todo tests did not run). */
export interface TestCount {
  readonly runner: 'vitest' | 'jest' | 'node:test' | 'mocha' | 'tap';
  readonly executed: number;
}

const int = (text: string | undefined): number => (text === undefined ? 0 : Number(text));

/**
 * Reads the executed-test count from a runner's summary: vitest (`Tests  2 failed | 9 passed
 * (11)`), jest (`Tests:       1 failed, 9 passed, 10 total`), node:test (spec `ℹ pass 9` and
 * TAP `# pass 9` with `# fail`), mocha (`9 passing`, `1 failing`) and other TAP producers
 * (tape: `# pass  9`, `# fail  1`). The last summary wins: a script that runs two suites
 * (`vitest run && node --test`) is counted by its last runner only, so null is returned when
 * two different runners print a summary, rather than a count that is half the truth.
 */
export function readTestCount(output: string): TestCount | null {
  const text = stripAnsi(output);
  const found: TestCount[] = [];
  const vitest = [...text.matchAll(/^\s*Tests\s+((?:\d+ \w+(?: \| )?)+)\s*\(\d+\)\s*$/gm)];
  for (const match of vitest) {
    const parts = match[1] ?? '';
    const passed = /(\d+) passed/.exec(parts)?.[1];
    const failed = /(\d+) failed/.exec(parts)?.[1];
    found.push({ runner: 'vitest', executed: int(passed) + int(failed) });
  }
  for (const match of text.matchAll(/^Tests:\s+(.*\d+ total)\s*$/gm)) {
    const parts = match[1] ?? '';
    const passed = /(\d+) passed/.exec(parts)?.[1];
    const failed = /(\d+) failed/.exec(parts)?.[1];
    found.push({ runner: 'jest', executed: int(passed) + int(failed) });
  }
  // node:test (spec: "ℹ pass 3", TAP: "# pass 3") and tape ("# pass  3"): a pass line with a
  // fail line after it. node:test also prints "# tests N" / "ℹ tests N".
  const tap = /^(?:#|ℹ) pass\s+(\d+)\s*$(?:[\s\S]*?^(?:#|ℹ) fail\s+(\d+)\s*$)?/gm;
  for (const match of text.matchAll(tap)) {
    const isNode = /^(?:#|ℹ) (?:suites|cancelled)\s+\d+\s*$/m.test(text);
    found.push({ runner: isNode ? 'node:test' : 'tap', executed: int(match[1]) + int(match[2]) });
  }
  for (const match of text.matchAll(/^\s+(\d+) passing \(\d+(?:ms|s|m)\)\s*$/gm)) {
    const rest = text.slice(match.index + match[0].length);
    const failing = /^\s+(\d+) failing\s*$/m.exec(rest)?.[1];
    found.push({ runner: 'mocha', executed: int(match[1]) + int(failing) });
  }
  const last = found.at(-1);
  const runners = new Set(found.map((count) => count.runner));
  return last !== undefined && runners.size === 1 ? last : null;
}

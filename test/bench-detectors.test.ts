import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../src/common/run-process.js';
import { DETECTOR_FIXTURES } from './helpers/detector-sets.js';
import { makeTempDir } from './helpers/temp.js';

// `bench:detectors --rules-only` scores injection records without the learned scorer, so the
// README's "rules alone" column can be reproduced; without it the scorer runs as in the gate.
const root = join(import.meta.dirname, '..');

/** Runs the bench without throughput, writing into `dir`; its stdout. */
async function bench(dir: string, args: readonly string[]): Promise<string> {
  const result = await runProcess(
    process.execPath,
    ['scripts/bench-detectors.mjs', '--no-throughput', '--out', dir, ...args],
    { cwd: root, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, timeoutMs: 60_000 },
  );
  expect(result.exitCode, result.stderr).toBe(0);
  return result.stdout;
}

async function verdictOf(rulesOnly: boolean): Promise<string> {
  const dir = makeTempDir('bench-detectors-');
  // A tuning record the rules leave below suspect and the learned scorer lifts (learned.test.ts).
  const line = readFileSync(join(DETECTOR_FIXTURES, 'injection-heldout5.jsonl'), 'utf8')
    .split('\n')
    .find((candidate) => candidate.includes('"ih5-tr-004"'));
  const file = join(dir, 'probe.jsonl');
  writeFileSync(file, `${line ?? ''}\n`);
  await bench(dir, [...(rulesOnly ? ['--rules-only'] : []), file]);
  const prediction = JSON.parse(
    readFileSync(join(dir, 'probe.jsonl.predictions.jsonl'), 'utf8'),
  ) as {
    verdict: string;
  };
  return prediction.verdict;
}

describe('bench:detectors --rules-only', () => {
  it('scores injection records without the learned scorer', async () => {
    expect(await verdictOf(false)).toBe('suspect');
    expect(await verdictOf(true)).toBe('benign');
  }, 120_000);
});

describe('bench:detectors --counts-only', () => {
  // A held-out file can be run after each change without showing which records moved.
  async function output(countsOnly: boolean): Promise<string> {
    const dir = makeTempDir('bench-detectors-');
    const file = join(dir, 'probe.jsonl');
    const record = {
      id: 'probe-missed-regression',
      kind: 'regression',
      cwe: 'CWE-79',
      repo: 'govern-synth/probe',
      file: 'src/page.js',
      baseline: 'function show(el, s) {\n  el.textContent = s;\n}\n',
      proposed: 'function show(el, s) {\n  el.title = s;\n}\n',
      source: 'govern-synth/probe:test',
      note: 'a change the detector has no rule for',
    };
    writeFileSync(file, `${JSON.stringify(record)}\n`);
    return bench(dir, [...(countsOnly ? ['--counts-only'] : []), file]);
  }

  it('prints how many records were missed, not which', async () => {
    expect(await output(false)).toContain('missed regressions: probe-missed-regression');
    const counted = await output(true);
    expect(counted).toContain('missed regressions: 1 (ids not shown: --counts-only)');
    expect(counted).not.toContain('probe-missed-regression');
  }, 120_000);
});

#!/usr/bin/env node
// Measures only the injection detector: `npm run build && node scripts/bench/run-injection.mjs
// [FILE.jsonl]` (default ../shared/datasets/injection-dev.jsonl). Prints the dev figures and
// the throughput; `npm run bench:detectors` does the same for every detector and writes
// predictions.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isKind, predict, summarize, throughput } from './injection.mjs';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = process.argv[2] ?? resolve(repositoryRoot, '../shared/datasets/injection-dev.jsonl');
const records = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));
if (records.length === 0 || !records.every(isKind)) {
  process.stderr.write(`${file}: not an injection dataset (records need "label": attack|benign)\n`);
  process.exit(2);
}
const started = performance.now();
const predictions = records.map(predict);
const elapsedMs = performance.now() - started;
const { lines } = summarize(records, predictions);
console.log(`${file} (${records.length} records, ${elapsedMs.toFixed(0)} ms)`);
console.log(lines.join('\n'));
const speed = throughput();
console.log(
  `throughput on this repository's docs and source: ${speed.mbPerSecond.toFixed(1)} MB/s wall clock, ` +
    `${speed.cpuMbPerSecond.toFixed(1)} MB/s of CPU time, over ${(speed.bytes / 1e6).toFixed(1)} MB`,
);

#!/usr/bin/env node
// Measures only the secret detector: `npm run build && node scripts/bench/run-secrets.mjs
// [FILE.jsonl]` (default ../shared/datasets/secrets-dev.jsonl). Prints the dev figures and the
// throughput; `npm run bench:detectors` does the same for every detector and writes predictions.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isKind, predict, summarize, throughput } from './secrets.mjs';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = process.argv[2] ?? resolve(repositoryRoot, '../shared/datasets/secrets-dev.jsonl');
const records = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));
if (records.length === 0 || !records.every(isKind)) {
  process.stderr.write(`${file}: not a secrets dataset (records need a "secrets" array)\n`);
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
  `throughput on ordinary source code: ${speed.mbPerSecond.toFixed(1)} MB/s ` +
    `(${speed.cpuMbPerSecond.toFixed(1)} MB/s of CPU time) over ${(speed.bytes / 1e6).toFixed(1)} MB, ` +
    `${speed.findings} findings for ${speed.planted} planted secrets`,
);

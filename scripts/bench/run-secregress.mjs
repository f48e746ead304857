#!/usr/bin/env node
// Measures the SECURITY_REGRESSION detector alone:
//   npm run build && node scripts/bench/run-secregress.mjs [--out DIR] [--no-throughput] [FILE.jsonl]
// FILE defaults to ../shared/datasets/secregress-dev.jsonl beside the repository.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from '../lib/cli.mjs';
import { isKind, predict, summarize, throughput } from './secregress.mjs';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values, positionals } = parseScriptArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, 'no-throughput': { type: 'boolean', default: false } },
});
const file =
  positionals[0] ?? join(repositoryRoot, '..', 'shared', 'datasets', 'secregress-dev.jsonl');
const records = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line))
  .filter(isKind);

const started = performance.now();
const predictions = [];
for (const record of records) {
  predictions.push(await predict(record));
}
const elapsedMs = performance.now() - started;
const { lines } = summarize(records, predictions);
console.log(
  `== ${file} (${records.length} records, ${elapsedMs.toFixed(0)} ms including start-up) ==`,
);
console.log(lines.join('\n'));
if (!values['no-throughput']) {
  const speed = await throughput();
  console.log(
    `throughput on ordinary code: ${speed.filesPerSecond.toFixed(1)} files/s, ${speed.mbPerSecond.toFixed(2)} MB/s (${speed.files} files, ${(speed.bytes / 1e6).toFixed(1)} MB)`,
  );
}
if (values.out !== undefined) {
  const outDir = resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `${basename(file)}.predictions.jsonl`);
  writeFileSync(
    outFile,
    `${predictions.map((prediction) => JSON.stringify(prediction)).join('\n')}\n`,
  );
  console.log(`predictions: ${outFile}`);
}

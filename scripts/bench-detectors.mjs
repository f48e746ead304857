#!/usr/bin/env node
// Measures the detectors on labelled data: `npm run bench:detectors -- [--out DIR] FILE...`.
// The kind of each file (secrets, injection, security regression) is known from its records'
// fields. Prints the figures per file and writes DIR/<file>.predictions.jsonl, one line per
// record, so anyone can score the predictions independently. Runs against dist/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'bench-results' },
    'no-throughput': { type: 'boolean', default: false },
  },
});
if (positionals.length === 0) {
  process.stderr.write('usage: npm run bench:detectors -- [--out DIR] FILE.jsonl...\n');
  process.exit(2);
}

const kinds = {
  secrets: await import('./bench/secrets.mjs'),
  injection: await import('./bench/injection.mjs'),
  'security-regression': await import('./bench/secregress.mjs'),
};

const outDir = resolve(values.out);
mkdirSync(outDir, { recursive: true });
const summary = {};
let failed = false;
for (const file of positionals) {
  let records;
  try {
    records = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line));
  } catch (error) {
    process.stderr.write(`${file}: cannot read JSONL records: ${error.message}\n`);
    failed = true;
    continue;
  }
  const entry = Object.entries(kinds).find(
    ([, module]) => records.length > 0 && module.isKind(records[0]),
  );
  if (entry === undefined) {
    process.stderr.write(
      `${file}: records match no known kind (secrets: "secrets"; injection: "label"; security regression: "baseline"/"proposed")\n`,
    );
    failed = true;
    continue;
  }
  const [kind, module] = entry;
  const bytes = records.reduce(
    (sum, r) => sum + Buffer.byteLength(r.text ?? `${r.baseline ?? ''}${r.proposed ?? ''}`),
    0,
  );
  const started = performance.now();
  const predictions = [];
  for (const record of records) {
    predictions.push(await module.predict(record));
  }
  const elapsedMs = performance.now() - started;
  const { lines, metrics } = module.summarize(records, predictions);
  const outFile = join(outDir, `${basename(file)}.predictions.jsonl`);
  writeFileSync(outFile, predictions.map((p) => JSON.stringify(p)).join('\n') + '\n');
  process.stdout.write(
    `\n== ${file} (${kind}, ${records.length} records) ==\n${lines.join('\n')}\n`,
  );
  process.stdout.write(
    `dataset pass: ${(bytes / 1e6 / (elapsedMs / 1000)).toFixed(1)} MB/s over ${(bytes / 1e3).toFixed(0)} kB (${elapsedMs.toFixed(0)} ms; small records, so per-call overhead dominates)\n`,
  );
  let throughput = null;
  if (!values['no-throughput'] && typeof module.throughput === 'function') {
    throughput = await module.throughput();
    process.stdout.write(
      `throughput on ordinary text: ${throughput.mbPerSecond.toFixed(1)} MB/s over ${(throughput.bytes / 1e6).toFixed(1)} MB\n`,
    );
  }
  process.stdout.write(`predictions: ${outFile}\n`);
  summary[basename(file)] = {
    kind,
    records: records.length,
    metrics,
    throughput,
    predictions: outFile,
  };
}
writeFileSync(join(outDir, 'detectors.json'), `${JSON.stringify(summary, null, 2)}\n`);
process.exitCode = failed ? 2 : 0;

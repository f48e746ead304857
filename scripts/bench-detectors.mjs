#!/usr/bin/env node
// Measures the detectors on labelled data:
//   npm run bench:detectors -- [--out DIR] [--cross-source] [--no-throughput] [--rules-only]
//     [--counts-only] [FILE...]
// The kind of each file (secrets, injection, security regression) is known from its records'
// fields. Prints the figures per file and writes DIR/<file>.predictions.jsonl, one line per
// record, so anyone can score the predictions independently. With --cross-source the records
// of every file of a kind are pooled, grouped by origin and scored per group, held-out groups
// apart from the groups the rules were tuned on (scripts/bench/cross-source.mjs); without
// FILE it reads ../shared/datasets/*-dev.jsonl and test/fixtures/detectors/*.jsonl. With
// --rules-only the injection detector runs without its learned scorer. With --counts-only the
// ids of missed and wrongly flagged records are not printed, only how many there are, so a
// held-out file can be run after each change without showing which of its records moved (the
// predictions file still has them, for scoring). Runs against dist/.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from './lib/cli.mjs';
import { crossSource, loadTuningManifest } from './bench/cross-source.mjs';
import { HELD_OUT_PACKAGES, scanTreeThroughput } from './bench/scan-tree.mjs';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseScriptArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'bench-results' },
    'no-throughput': { type: 'boolean', default: false },
    'cross-source': { type: 'boolean', default: false },
    'rules-only': { type: 'boolean', default: false },
    'counts-only': { type: 'boolean', default: false },
  },
});

// The summaries' lines that name records: a list of ids after a label, or a rule's count
// followed by its ids in parentheses.
const ID_LIST = /^(missed regressions|false rejects|missed attacks|false positives): (.*)$/;
const RULE_IDS = /^(\s+\S+: \d+) \(.*\)$/;

/** `lines` without record ids when --counts-only asks for that. */
function shown(lines) {
  if (!values['counts-only']) {
    return lines;
  }
  return lines.map((line) => {
    const list = ID_LIST.exec(line);
    if (list !== null) {
      return `${list[1]}: ${list[2].split(', ').length} (ids not shown: --counts-only)`;
    }
    return line.replace(RULE_IDS, '$1');
  });
}

/** The labelled data beside the repository and the cases written into it. */
function defaultFiles() {
  const shared = join(repositoryRoot, '..', 'shared', 'datasets');
  const fixtures = join(repositoryRoot, 'test', 'fixtures', 'detectors');
  return [
    ...['secrets-dev.jsonl', 'injection-dev.jsonl', 'secregress-dev.jsonl']
      .map((name) => join(shared, name))
      .filter((file) => existsSync(file)),
    ...(existsSync(fixtures)
      ? readdirSync(fixtures)
          .filter((name) => name.endsWith('.jsonl'))
          .sort()
          .map((name) => join(fixtures, name))
      : []),
  ];
}

const files = positionals.length > 0 || !values['cross-source'] ? positionals : defaultFiles();
if (files.length === 0) {
  process.stderr.write(
    'usage: npm run bench:detectors -- [--out DIR] [--cross-source] [--no-throughput] [--rules-only] [--counts-only] FILE.jsonl...\n',
  );
  process.exit(2);
}
let manifest = null;
if (values['cross-source']) {
  try {
    manifest = loadTuningManifest(repositoryRoot);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

const kinds = {
  secrets: await import('./bench/secrets.mjs'),
  injection: await import('./bench/injection.mjs'),
  'security-regression': await import('./bench/secregress.mjs'),
};
if (values['rules-only']) {
  kinds.injection.scoreByRulesOnly();
}

const outDir = resolve(values.out);
mkdirSync(outDir, { recursive: true });
const summary = {};
// Per kind, every file's records and predictions, ids made unique across files.
const pooled = new Map();
const measuredThroughput = new Set();
let failed = false;
for (const [fileIndex, file] of files.entries()) {
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
    `\n== ${file} (${kind}, ${records.length} records) ==\n${shown(lines).join('\n')}\n`,
  );
  process.stdout.write(
    `dataset pass: ${(bytes / 1e6 / (elapsedMs / 1000)).toFixed(1)} MB/s over ${(bytes / 1e3).toFixed(0)} kB (${elapsedMs.toFixed(0)} ms; small records, so per-call overhead dominates)\n`,
  );
  let throughput = null;
  const pool = pooled.get(kind) ?? { module, records: [], predictions: [] };
  for (const [index, record] of records.entries()) {
    pool.records.push({ ...record, id: `${fileIndex}:${record.id}` });
    pool.predictions.push({ ...predictions[index], id: `${fileIndex}:${predictions[index].id}` });
  }
  pooled.set(kind, pool);
  if (
    !values['no-throughput'] &&
    !measuredThroughput.has(kind) &&
    typeof module.throughput === 'function'
  ) {
    measuredThroughput.add(kind);
    throughput = await module.throughput();
    process.stdout.write(
      `throughput on ordinary text: ${throughput.mbPerSecond.toFixed(1)} MB/s over ${(throughput.bytes / 1e6).toFixed(1)} MB\n`,
    );
    if (throughput.thirdParty !== undefined) {
      const other = throughput.thirdParty;
      process.stdout.write(
        `throughput on third-party code (node_modules, no rule written from it): ${other.mbPerSecond.toFixed(1)} MB/s over ${(other.bytes / 1e6).toFixed(1)} MB\n`,
      );
    }
    if (throughput.heldOut !== undefined) {
      const held = throughput.heldOut;
      process.stdout.write(
        `throughput on held-out code (eslint, bullmq, fastify; tuning for speed since 6 December 2026, when the record readers were timed on it): ${held.mbPerSecond.toFixed(1)} MB/s over ${(held.bytes / 1e6).toFixed(1)} MB\n`,
      );
    }
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
if (!values['no-throughput'] && pooled.has('injection')) {
  process.stdout.write('\n== govern scan, end to end ==\n');
  summary.scanTree = await scanTreeThroughput();
  summary.scanTreeHeldOut = await scanTreeThroughput(
    HELD_OUT_PACKAGES,
    'npm packages held out (never scanned while the scan was made faster)',
  );
}
if (manifest !== null) {
  const crossSummary = {};
  for (const [kind, pool] of pooled) {
    const { lines, metrics } = crossSource(
      kind,
      pool.module.summarize,
      pool.records,
      pool.predictions,
      manifest,
      repositoryRoot,
    );
    process.stdout.write(
      `\n== cross-source: ${kind} (${pool.records.length} records) ==\n${shown(lines).join('\n')}\n`,
    );
    crossSummary[kind] = metrics;
  }
  summary.crossSource = crossSummary;
}
writeFileSync(join(outDir, 'detectors.json'), `${JSON.stringify(summary, null, 2)}\n`);
process.exitCode = failed ? 2 : 0;

// End to end `govern scan` throughput for `npm run bench:detectors` (issue 18): a tree of real
// npm packages (the ones installed in this repository's node_modules, copied to a temporary
// folder outside any git repository so the scan walks them as a user's tree would), scanned
// by the CLI as a user runs it (a fresh process: cold JIT included, warm page cache), with
// one thread and with one per core. Reports wall and CPU time (of the process and its
// threads, from /usr/bin/time when it exists), the load average, and the cost of reading and
// decoding the files alone.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// A fixed list so runs compare: sources, builds, type declarations and docs of packages
// this repository depends on. Missing ones are left out (and named).
const PACKAGES = [
  'typescript',
  'zod',
  'openai',
  '@anthropic-ai/sdk',
  'fastify',
  'eslint',
  'prettier',
  'vitest',
  'commander',
  'picomatch',
  'recheck',
  'web-tree-sitter',
];

// Packages no timing of the scan had read while it was made faster (first scanned 3 December
// 2026, fifth session), none of them in the list above or in the detectors' throughput
// corpora: the same kind of tree, a held-out figure.
export const HELD_OUT_PACKAGES = [
  'playwright-core',
  '@typescript-eslint',
  'luxon',
  'ajv',
  '@types',
  'vite',
  'eslint-plugin-import-x',
  'msgpackr',
  '@opentelemetry',
  'yaml',
  'pino',
];

function filesIn(directory, out = []) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '.git') {
        filesIn(path, out);
      }
    } else if (entry.isFile()) {
      out.push(path);
    }
  }
  return out;
}

const GOVERN = join(repositoryRoot, 'bin', 'govern.js');
const TIME = '/usr/bin/time';

/** Runs `govern scan TREE --json --jobs N` in a fresh process: wall and CPU ms, and the report. */
function scanCli(tree, jobs) {
  const args = [GOVERN, 'scan', tree, '--json', '--jobs', String(jobs)];
  const useTime = existsSync(TIME);
  const started = performance.now();
  const run = useTime
    ? spawnSync(TIME, ['-f', 'govern-bench-cpu %U %S', process.execPath, ...args], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      })
    : spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const wallMs = performance.now() - started;
  const cpu = /govern-bench-cpu ([\d.]+) ([\d.]+)/.exec(run.stderr ?? '');
  if (run.stdout === '' || run.stdout === null) {
    throw new Error(`govern scan failed: ${run.stderr}`);
  }
  return {
    wallMs,
    cpuMs: cpu === null ? null : (Number(cpu[1]) + Number(cpu[2])) * 1000,
    report: JSON.parse(run.stdout),
  };
}

/**
 * Copies the packages, scans them with 1 and N threads, and prints and returns the figures.
 * `packages` defaults to the tree the scan was made faster on; HELD_OUT_PACKAGES is the other.
 */
export async function scanTreeThroughput(packages = PACKAGES, label = 'npm packages') {
  const tree = mkdtempSync(join(tmpdir(), 'govern-scan-tree-'));
  const missing = [];
  try {
    for (const name of packages) {
      const from = join(repositoryRoot, 'node_modules', name);
      if (existsSync(from)) {
        cpSync(from, join(tree, name.replace('/', '__')), { recursive: true, dereference: true });
      } else {
        missing.push(name);
      }
    }
    const files = filesIn(tree);
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    const loadBefore = loadavg()[0];
    // Reading and decoding every file, nothing else: the floor of the per-file work.
    const cpu = process.cpuUsage();
    for (const file of files) {
      readFileSync(file).toString('utf8');
    }
    const used = process.cpuUsage(cpu);
    const readingCpuMs = (used.user + used.system) / 1000;
    scanCli(tree, 1); // warms the page cache
    const single = scanCli(tree, 1);
    const cores = availableParallelism();
    const parallel = scanCli(tree, cores);
    const loadAfter = loadavg()[0];
    const mb = bytes / 1e6;
    const rate = (ms) => (ms === null ? 'n/a' : (mb / (ms / 1000)).toFixed(1));
    const report = parallel.report;
    const lines = [
      `end to end \`govern scan\` over ${files.length} files (${mb.toFixed(1)} MB) of ${packages.length - missing.length} ${label}, a fresh process each (load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after):`,
      `  --jobs 1:  wall ${rate(single.wallMs)} MB/s (${(single.wallMs / 1000).toFixed(1)} s), CPU ${rate(single.cpuMs)} MB/s`,
      `  --jobs ${cores}:  wall ${rate(parallel.wallMs)} MB/s (${(parallel.wallMs / 1000).toFixed(1)} s), CPU ${rate(parallel.cpuMs)} MB/s   target >= 20 MB/s wall`,
      `  per-file cost, reading and UTF-8 decoding alone: ${rate(readingCpuMs)} MB/s CPU`,
      `  findings on this benign tree: ${report.hostile} hostile, ${report.suspect} suspect channels; ${report.skipped.length} files skipped, ${report.unchecked.length} unchecked`,
    ];
    if (missing.length > 0) {
      lines.push(`  not installed, left out: ${missing.join(', ')}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    return {
      files: files.length,
      bytes,
      cores,
      single: { wallMs: single.wallMs, cpuMs: single.cpuMs },
      parallel: { wallMs: parallel.wallMs, cpuMs: parallel.cpuMs },
      readingCpuMs,
      hostile: report.hostile,
      suspect: report.suspect,
      loadAverage: [loadBefore, loadAfter],
    };
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

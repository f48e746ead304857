#!/usr/bin/env node
// The performance benchmark (issue #7): drives the real CLI (bin/govern.js, so dist/ must be
// built) on repositories generated in a temp dir, prints each figure with the command that
// reproduces it, and writes them all to bench-results/perf.json. Seven figures, one run:
//
//   throughput   24 independent tasks, a script agent that waits 3 s, --parallel 1/4/8
//   overhead     kernel time per task on a 5,000-file repository, 10-file changes
//   incremental  TYPE_CHECK (+ format and lint of the file) on a one-file change, warm vs cold
//   ledger       one state change at 100 / 1,000 / 10,000 tasks
//   status       `govern status` on 10,000 tasks (chains of 10, and one chain), wall and CPU
//   small        12 tasks on a small JavaScript repository, agent waits 4 s, --parallel 1 vs 6
//   pool         a pooled worktree's switch to the next task on the 5,000-file repository
//                (`--pool-repo=npm`: on the installed npm packages instead, a held-out tree)
//
// `--only=a,b` runs some of them; `--keep` leaves the temp dir for inspection;
// `--small-repeat=N` runs part 6 as N serial/parallel pairs and reports medians. The whole run
// takes about 11 minutes on 2 cores, most of it the three throughput runs.
// The parts live in scripts/bench-perf/ (one file per measurement); this file runs them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { root, flags, only, say, round, sec, work, results } from './bench-perf/context.mjs';
import { incremental, overhead } from './bench-perf/large-repo.mjs';
import { ledger, status } from './bench-perf/ledger.mjs';
import { small } from './bench-perf/small-repo.mjs';
import { pool } from './bench-perf/worktree-pool.mjs';
import { throughput } from './bench-perf/throughput.mjs';

const started = performance.now();
try {
  if (only.includes('throughput')) {
    throughput();
  }
  if (only.includes('overhead')) {
    overhead();
  }
  if (only.includes('incremental')) {
    await incremental();
  }
  if (only.includes('ledger')) {
    await ledger();
  }
  if (only.includes('status')) {
    status();
  }
  if (only.includes('small')) {
    small();
  }
  if (only.includes('pool')) {
    await pool();
  }
} finally {
  results.finishedAt = new Date().toISOString();
  results.totalMs = round(performance.now() - started);
  results.machine.loadAverageAtEnd = loadavg().map((x) => round(x, 2));
  const out = join(root, 'bench-results', 'perf.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  say(`\nwrote ${out} (${sec(results.totalMs)} in all)`);
  if (flags.keep) {
    say(`kept ${work}`);
  } else {
    rmSync(work, { recursive: true, force: true });
  }
}

#!/usr/bin/env node
// What the CONSTITUTION gate costs on real changes: for each of the last N commits of a
// repository (default: this one, 100 commits), the commit's diff against its parent is
// checked against a constitution file (default: docs/examples/constitution.json, govern's own
// layering cli -> kernel -> organs and four more rules), as `govern check` would: the
// context (both trees' file lists) is built, then the gate runs. Wall and CPU time per
// commit, in process, from dist/ (npm run build first).
//
//   node scripts/bench-constitution.mjs [--repo DIR] [--commits N] [--constitution FILE] [--json]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseScriptArgs } from './lib/cli.mjs';
import { parseConstitution, runConstitutionGate } from '../dist/gates/index.js';
import { constitutionContext } from '../dist/kernel/loop/constitution.js';
import { collectCommitChanges, gitOrThrow } from '../dist/workspace/index.js';

const { values } = parseScriptArgs({
  options: {
    repo: { type: 'string', default: '.' },
    commits: { type: 'string', default: '100' },
    constitution: { type: 'string', default: 'docs/examples/constitution.json' },
    json: { type: 'boolean', default: false },
  },
});
const repo = resolve(values.repo);
const file = resolve(values.constitution);
const { rules } = parseConstitution(readFileSync(file, 'utf8'), file);
const log = await gitOrThrow(repo, [
  'log',
  '--no-merges',
  '--format=%H',
  '-n',
  String(Number(values.commits)),
]);
const commits = log.split('\n').filter((line) => line !== '');

const rows = [];
for (const commit of commits) {
  const parent = `${commit}^`;
  const changes = await collectCommitChanges(repo, parent, commit);
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const context = await constitutionContext(repo, parent, changes);
  const verdict = await runConstitutionGate(changes, rules, context);
  const used = process.cpuUsage(cpu);
  rows.push({
    commit: commit.slice(0, 12),
    files: changes.length,
    wallMs: performance.now() - wall,
    cpuMs: (used.user + used.system) / 1000,
    findings: verdict.findings.length,
    rules: [...new Set(verdict.findings.map((finding) => finding.rule))],
  });
}

const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const summary = (key) => ({
  median: quantile(
    rows.map((row) => row[key]),
    0.5,
  ),
  p90: quantile(
    rows.map((row) => row[key]),
    0.9,
  ),
  max: Math.max(...rows.map((row) => row[key])),
});
const report = {
  repo,
  constitution: file,
  rules: rules.length,
  commits: rows.length,
  changedFiles: summary('files'),
  wallMs: summary('wallMs'),
  cpuMs: summary('cpuMs'),
  commitsWithFindings: rows.filter((row) => row.findings > 0).length,
  rows,
};
if (values.json) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  const f = (x) => x.toFixed(1);
  process.stdout.write(
    `${String(report.commits)} commits of ${repo}, ${String(report.rules)} rules from ${file}\n` +
      `changed files per commit: median ${String(report.changedFiles.median)}, p90 ${String(report.changedFiles.p90)}, max ${String(report.changedFiles.max)}\n` +
      `wall ms per check: median ${f(report.wallMs.median)}, p90 ${f(report.wallMs.p90)}, max ${f(report.wallMs.max)}\n` +
      `CPU ms per check:  median ${f(report.cpuMs.median)}, p90 ${f(report.cpuMs.p90)}, max ${f(report.cpuMs.max)}\n` +
      `commits with findings: ${String(report.commitsWithFindings)}\n` +
      rows
        .filter((row) => row.findings > 0)
        .map((row) => `  ${row.commit}: ${String(row.findings)} (${row.rules.join(', ')})`)
        .join('\n') +
      '\n',
  );
}

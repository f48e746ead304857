// Security-regression records for `npm run bench:detectors`: `{id, kind, cwe, file, baseline,
// proposed}`. Runs the SECURITY_REGRESSION detector from dist/ (build first: `npm run build`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assessSecurityRegression, languageForPath } from '../../dist/analysis/index.js';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TARGET_RECALL = 0.7;
const TARGET_FALSE_REJECTS = 0.05;

/** A security-regression record carries both sides of a change. */
export function isKind(record) {
  return typeof record?.baseline === 'string' && typeof record?.proposed === 'string';
}

export async function predict(record) {
  // The records are JavaScript; a path without a known extension is read as such.
  const named = record.file ?? record.path ?? 'file.js';
  const path = languageForPath(named) === null ? `${named}.js` : named;
  const result = await assessSecurityRegression(record.baseline, record.proposed, path);
  return { id: record.id, verdict: result.verdict, findings: result.findings };
}

function percent(part, whole) {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
}

export function summarize(records, predictions) {
  const verdicts = new Map(predictions.map((prediction) => [prediction.id, prediction]));
  const isRejected = (record) => verdicts.get(record.id)?.verdict === 'reject';
  const regressions = records.filter((record) => record.kind === 'regression');
  const benign = records.filter((record) => record.kind === 'benign');
  const caught = regressions.filter(isRejected);
  const falseRejects = benign.filter(isRejected);
  const recall = regressions.length === 0 ? null : caught.length / regressions.length;
  const falseRejectRate = benign.length === 0 ? null : falseRejects.length / benign.length;

  const perCwe = {};
  for (const record of regressions) {
    const cwe = record.cwe ?? 'unknown';
    perCwe[cwe] ??= { regressions: 0, caught: 0 };
    perCwe[cwe].regressions += 1;
    perCwe[cwe].caught += isRejected(record) ? 1 : 0;
  }
  // Which rules fire, on regressions and on benign changes: what carries recall, what costs.
  const perRule = {};
  for (const record of records) {
    const rules = new Set((verdicts.get(record.id)?.findings ?? []).map((finding) => finding.rule));
    for (const rule of rules) {
      perRule[rule] ??= { regressions: 0, benign: 0 };
      perRule[rule][record.kind === 'regression' ? 'regressions' : 'benign'] += 1;
    }
  }

  const lines = [
    `recall on regressions: ${caught.length}/${regressions.length} = ${percent(caught.length, regressions.length)} (target >= ${TARGET_RECALL * 100}%)`,
    `false rejects on benign: ${falseRejects.length}/${benign.length} = ${percent(falseRejects.length, benign.length)} (target <= ${TARGET_FALSE_REJECTS * 100}%)`,
    'per CWE (caught/regressions):',
    ...Object.entries(perCwe)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([cwe, { regressions: total, caught: hit }]) =>
          `  ${cwe.padEnd(9)} ${hit}/${total} ${percent(hit, total)}`,
      ),
    'per rule (records with a finding: regressions / benign):',
    ...Object.entries(perRule)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([rule, counts]) => `  ${rule.padEnd(27)} ${counts.regressions} / ${counts.benign}`),
  ];
  const missed = regressions.filter((record) => !isRejected(record)).map((record) => record.id);
  if (missed.length > 0) {
    lines.push(`missed regressions: ${missed.join(', ')}`);
  }
  if (falseRejects.length > 0) {
    lines.push(`false rejects: ${falseRejects.map((record) => record.id).join(', ')}`);
  }
  return {
    lines,
    metrics: {
      regressions: regressions.length,
      benign: benign.length,
      caught: caught.length,
      recall,
      falseRejects: falseRejects.length,
      falseRejectRate,
      meetsTargets:
        recall !== null &&
        falseRejectRate !== null &&
        recall >= TARGET_RECALL &&
        falseRejectRate <= TARGET_FALSE_REJECTS,
      perCwe,
      perRule,
      missed,
      falseRejectIds: falseRejects.map((record) => record.id),
    },
  };
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      files.push(...sourceFiles(path));
    } else if (
      /\.ts$/.test(entry.name) &&
      !/\.test\.ts$/.test(entry.name) &&
      statSync(path).size > 0
    ) {
      files.push(path);
    }
  }
  return files;
}

/**
 * Files per second and MB/s on ordinary code: every non-test source file of this repository
 * compared with itself plus a small appended function, the shape of a typical agent change.
 */
export async function throughput() {
  const pairs = sourceFiles(join(repositoryRoot, 'src')).map((path) => {
    const baseline = readFileSync(path, 'utf8');
    return {
      path,
      baseline,
      proposed: `${baseline}\nexport function benchAdded(value: number): number {\n  return value + 1;\n}\n`,
    };
  });
  // The first call loads the grammars and the ReDoS checker; that is start-up, not throughput.
  await assessSecurityRegression('const a = 1;', 'const a = 2;', 'warm-up.ts');
  const started = performance.now();
  let bytes = 0;
  for (const pair of pairs) {
    await assessSecurityRegression(pair.baseline, pair.proposed, pair.path);
    bytes += Buffer.byteLength(pair.baseline) + Buffer.byteLength(pair.proposed);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    bytes,
    files: pairs.length,
    seconds,
    mbPerSecond: bytes / 1e6 / seconds,
    filesPerSecond: pairs.length / seconds,
  };
}

// The secrets kind of `npm run bench:detectors`: predictions, figures and throughput of the
// secret detector (src/analysis/secrets) on files in the format of secrets-dev.jsonl
// (`{id, text, secrets, kind, provider, rule, ...}`). Runs against dist/ (npm run build first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectSecrets } from '../../dist/analysis/index.js';
import { thirdPartyTexts } from './injection.mjs';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A secrets record carries the exact substrings to redact. */
export function isKind(record) {
  return Array.isArray(record?.secrets);
}

/** The character spans of `record.text` the gateway would redact. */
export function predict(record) {
  return {
    id: record.id,
    findings: detectSecrets(record.text).map(({ start, end, rule }) => ({ start, end, rule })),
  };
}

function labelSpans(record) {
  const spans = [];
  for (const secret of record.secrets) {
    for (let at = record.text.indexOf(secret); at >= 0; at = record.text.indexOf(secret, at + 1)) {
      spans.push({ secret, start: at, end: at + secret.length });
    }
  }
  return spans;
}

const percent = (part, whole) => (whole === 0 ? 0 : (100 * part) / whole);
const format = (value) => `${value.toFixed(1)}%`;

/**
 * Scores predictions against the labels. A labelled secret is found when a finding covers one
 * of its occurrences; a finding that overlaps no labelled secret, in any record (near misses
 * included), is a false positive. Hard negatives and near misses are reported apart as the
 * share of records with any finding.
 */
export function summarize(records, predictions) {
  const byId = new Map(predictions.map((prediction) => [prediction.id, prediction]));
  let secrets = 0;
  let found = 0;
  let findings = 0;
  let truePositives = 0;
  const flagged = { 'hard-negative': [0, 0], 'near-miss': [0, 0] };
  const missesByRule = new Map();
  const falsePositivesByKind = { positive: 0, 'hard-negative': 0, 'near-miss': 0 };
  const falsePositives = [];
  for (const record of records) {
    const predicted = byId.get(record.id)?.findings ?? [];
    const spans = labelSpans(record);
    if (record.kind === 'positive') {
      for (const secret of record.secrets) {
        secrets++;
        const covered = spans.some(
          (span) =>
            span.secret === secret &&
            predicted.some((finding) => finding.start <= span.start && finding.end >= span.end),
        );
        if (covered) {
          found++;
        } else {
          const key = record.rule ?? record.provider ?? 'unknown';
          missesByRule.set(key, [...(missesByRule.get(key) ?? []), record.id]);
        }
      }
    } else if (record.kind in flagged) {
      flagged[record.kind][0]++;
      flagged[record.kind][1] += predicted.length > 0 ? 1 : 0;
    }
    for (const finding of predicted) {
      findings++;
      if (spans.some((span) => finding.start < span.end && finding.end > span.start)) {
        truePositives++;
      } else {
        falsePositivesByKind[record.kind] = (falsePositivesByKind[record.kind] ?? 0) + 1;
        falsePositives.push(`${record.id} (${record.kind}, ${finding.rule})`);
      }
    }
  }
  const metrics = {
    secrets,
    found,
    recall: percent(found, secrets),
    findings,
    truePositives,
    precision: percent(truePositives, findings),
    hardNegatives: flagged['hard-negative'][0],
    hardNegativesFlagged: percent(flagged['hard-negative'][1], flagged['hard-negative'][0]),
    nearMisses: flagged['near-miss'][0],
    nearMissesFlagged: percent(flagged['near-miss'][1], flagged['near-miss'][0]),
    falsePositivesByKind,
    missesByRule: Object.fromEntries(missesByRule),
  };
  const lines = [
    `recall of labelled secrets: ${format(metrics.recall)} (${found}/${secrets})   target >= 95%`,
    `precision of findings:      ${format(metrics.precision)} (${truePositives}/${findings})   target >= 95%`,
    `hard negatives flagged:     ${format(metrics.hardNegativesFlagged)} (${flagged['hard-negative'][1]}/${flagged['hard-negative'][0]})   target <= 1%`,
    `near misses flagged:        ${format(metrics.nearMissesFlagged)} (${flagged['near-miss'][1]}/${flagged['near-miss'][0]})   reported apart`,
    `false positives by record kind: positive ${falsePositivesByKind.positive}, hard-negative ${falsePositivesByKind['hard-negative']}, near-miss ${falsePositivesByKind['near-miss']}`,
  ];
  if (missesByRule.size > 0) {
    lines.push('missed secrets by rule:');
    for (const [rule, ids] of [...missesByRule].sort((a, b) => b[1].length - a[1].length)) {
      lines.push(`  ${rule}: ${ids.length} (${ids.join(', ')})`);
    }
  }
  if (falsePositives.length > 0) {
    lines.push(`false positives: ${falsePositives.join(', ')}`);
  }
  return { lines, metrics };
}

function sourceFiles(directory, pattern = /\.ts$/) {
  const files = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      files.push(...sourceFiles(path, pattern));
    } else if (pattern.test(entry.name)) {
      files.push(path);
    }
  }
  return files.sort();
}

// Planted credentials, assembled here so that this file is not itself a finding.
function plantedSecrets() {
  const body = 'Qz7rW2kP9xLm4Ns8Bv1Cx6Dt3Fy5Gh0Jk2Pw';
  return [
    `const auth = '${['ghp', body].join('_')}';`,
    `aws_access_key_id = ${['AKIA', 'J7RX5MXQ4Z2WB6NT'].join('')}`,
    `PAYMENT_API_KEY=${['k7v9q2m4', 'x8w1z6r3', 'p5t0y2u7'].join('')}`,
    `DATABASE_URL=postgres://app:${['Tr0ub', '4dor', '7x'].join('')}@db.internal:5432/app`,
    `Authorization: Bearer ${['eyJhbGciOiJIUzI1NiJ9', 'eyJzdWIiOiJib3QtNDIifQ', body].join('.')}`,
  ];
}

const TARGET_BYTES = 20e6;

/**
 * Throughput of detectSecrets on ordinary source code with a few secrets: this repository's
 * src/**\/*.ts, concatenated to about 20 MB with five secrets planted in every copy. One warm-up
 * call, then five timed calls on the whole text; the fastest one counts (the others measure
 * whatever else the machine was doing), and the CPU time of the same calls is reported too.
 */
export function throughput() {
  const files = sourceFiles(join(repositoryRoot, 'src'));
  const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const planted = plantedSecrets();
  const copies = [];
  let length = 0;
  while (length < TARGET_BYTES) {
    const copy = `${source}\n${planted.join('\n')}\n`;
    copies.push(copy);
    length += copy.length;
  }
  const own = timeDetector(copies.join(''));
  // Text no rule was written against: the third-party sources the injection bench reads.
  const missing = [];
  const thirdParty = timeDetector(thirdPartyTexts(missing).code.join('\n'));
  const heldOut = heldOutCode(missing);
  return {
    ...own,
    planted: planted.length * copies.length,
    thirdParty: { ...thirdParty, missing },
    ...(heldOut.length === 0 ? {} : { heldOut: timeDetector(heldOut) }),
  };
}

/**
 * JavaScript that no timing of the detector had read while it was made faster (first timed
 * 3 December 2026): eslint's, bullmq's and fastify's shipped sources, repeated to ~20 MB.
 * The other corpora were timed while the token-run skip-ahead was built.
 */
const HELD_OUT_CODE = ['eslint/lib', 'bullmq/dist/esm', 'fastify/lib'];

function heldOutCode(missing) {
  const texts = [];
  for (const directory of HELD_OUT_CODE) {
    const path = join(repositoryRoot, 'node_modules', directory);
    if (existsSync(path)) {
      texts.push(...sourceFiles(path, /\.[cm]?js$/).map((file) => readFileSync(file, 'utf8')));
    } else {
      missing.push(directory);
    }
  }
  const once = texts.join('\n');
  if (once.length === 0) {
    return '';
  }
  return once.repeat(Math.max(1, Math.ceil(TARGET_BYTES / once.length)));
}

/** One warm-up call, then five timed calls on the whole text; the fastest one counts. */
function timeDetector(text) {
  const bytes = Buffer.byteLength(text);
  detectSecrets(text.slice(0, 2e6));
  let bestMs = Infinity;
  let cpuMs = 0;
  let findings = 0;
  const runs = 5;
  for (let run = 0; run < runs; run++) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    findings = detectSecrets(text).length;
    bestMs = Math.min(bestMs, performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuMs += (cpu.user + cpu.system) / 1000;
  }
  return {
    mbPerSecond: bytes / 1e6 / (bestMs / 1000),
    cpuMbPerSecond: bytes / 1e6 / (cpuMs / runs / 1000),
    bytes,
    findings,
  };
}

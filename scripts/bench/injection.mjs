// The injection kind of `npm run bench:detectors`: predictions, figures and throughput of the
// prompt-injection detector (src/analysis/injection) on files in the format of
// injection-dev.jsonl (`{id, text, label, family, channel, subset, ...}`). Runs against dist/
// (npm run build first).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreInjection } from '../../dist/analysis/index.js';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const CHANNELS = new Set([
  'code_comment',
  'doc',
  'issue',
  'tool_output',
  'chat',
  'code',
  'commit_message',
  'other',
]);

/** An injection record is labelled attack or benign. */
export function isKind(record) {
  return record?.label === 'attack' || record?.label === 'benign';
}

/** The detector's score, verdict and families for one record, scored in its channel. */
export function predict(record) {
  const channel = CHANNELS.has(record.channel) ? record.channel : 'other';
  const { score, verdict, families } = scoreInjection(record.text, { channel });
  return { id: record.id, score, verdict, families };
}

const percent = (part, whole) => (whole === 0 ? 0 : (100 * part) / whole);
const format = (value) => `${value.toFixed(1)}%`;

function tally(groups, key, record, flagged) {
  const group = groups.get(key) ?? { attacks: 0, caught: 0, benign: 0, flagged: 0 };
  if (record.label === 'attack') {
    group.attacks++;
    group.caught += flagged ? 1 : 0;
  } else {
    group.benign++;
    group.flagged += flagged ? 1 : 0;
  }
  groups.set(key, group);
}

function ratesOf(group) {
  return {
    attacks: group.attacks,
    recall: percent(group.caught, group.attacks),
    benign: group.benign,
    falsePositiveRate: percent(group.flagged, group.benign),
  };
}

function describe(label, group) {
  const parts = [];
  if (group.attacks > 0) {
    parts.push(
      `recall ${format(percent(group.caught, group.attacks))} (${group.caught}/${group.attacks})`,
    );
  }
  if (group.benign > 0) {
    parts.push(
      `benign flagged ${format(percent(group.flagged, group.benign))} (${group.flagged}/${group.benign})`,
    );
  }
  return `  ${label.padEnd(34)} ${parts.join('   ')}`;
}

/**
 * Scores predictions against the labels. An attack counts as caught when its verdict is
 * suspect or hostile; a benign record counts as a false positive under the same condition.
 * Figures overall and per channel, subset and family (for benign records, the family the text
 * resembles).
 */
export function summarize(records, predictions) {
  const byId = new Map(predictions.map((prediction) => [prediction.id, prediction]));
  const overall = new Map();
  const byChannel = new Map();
  const bySubset = new Map();
  const byFamily = new Map();
  const misses = [];
  const falsePositives = [];
  for (const record of records) {
    const flagged = (byId.get(record.id)?.verdict ?? 'benign') !== 'benign';
    tally(overall, 'all', record, flagged);
    tally(byChannel, record.channel ?? 'unknown', record, flagged);
    tally(bySubset, `${record.label}/${record.subset ?? 'unknown'}`, record, flagged);
    tally(byFamily, `${record.label}/${record.family ?? 'unknown'}`, record, flagged);
    if (record.label === 'attack' && !flagged) {
      misses.push(record.id);
    } else if (record.label === 'benign' && flagged) {
      falsePositives.push(record.id);
    }
  }
  const all = overall.get('all') ?? { attacks: 0, caught: 0, benign: 0, flagged: 0 };
  const sortedRates = (groups) =>
    Object.fromEntries(
      [...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, group]) => [key, ratesOf(group)]),
    );
  const metrics = {
    ...ratesOf(all),
    byChannel: sortedRates(byChannel),
    bySubset: sortedRates(bySubset),
    byFamily: sortedRates(byFamily),
    misses,
    falsePositives,
  };
  const lines = [
    `attacks labelled suspect or hostile: ${format(metrics.recall)} (${all.caught}/${all.attacks})   target >= 90% in every channel`,
    `benign records flagged:              ${format(metrics.falsePositiveRate)} (${all.flagged}/${all.benign})   target <= 2% in every channel`,
    'by channel:',
    ...[...byChannel]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, group]) => describe(key, group)),
    'by subset:',
    ...[...bySubset]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, group]) => describe(key, group)),
    'by family:',
    ...[...byFamily]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, group]) => describe(key, group)),
  ];
  if (misses.length > 0) {
    lines.push(`missed attacks: ${misses.join(', ')}`);
  }
  if (falsePositives.length > 0) {
    lines.push(`false positives: ${falsePositives.join(', ')}`);
  }
  return { lines, metrics };
}

function textFiles(directory, extensions) {
  const files = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      files.push(...textFiles(path, extensions));
    } else if (extensions.some((extension) => entry.name.endsWith(extension))) {
      files.push(path);
    }
  }
  return files.sort();
}

const TARGET_BYTES = 20e6;

/**
 * Throughput of scoreInjection on realistic text: this repository's README.md, docs/**\/*.md
 * and src/**\/*.ts, concatenated to about 20 MB. One warm-up call, then the median of five
 * timed calls on the whole text; `cpuMbPerSecond` is the same over the process's CPU time,
 * which is what to read on a machine other jobs share.
 */
export function throughput() {
  const files = [
    join(repositoryRoot, 'README.md'),
    ...textFiles(join(repositoryRoot, 'docs'), ['.md']),
    ...textFiles(join(repositoryRoot, 'src'), ['.ts']),
  ];
  const unit = files.map((file) => readFileSync(file, 'utf8')).join('\n\n');
  const copies = [];
  let length = 0;
  while (length < TARGET_BYTES) {
    copies.push(unit);
    length += unit.length + 2;
  }
  const text = copies.join('\n\n');
  const bytes = Buffer.byteLength(text);
  scoreInjection(text.slice(0, 2e6), { channel: 'other' });
  const wallMs = [];
  const cpuMs = [];
  let verdict = 'benign';
  for (let run = 0; run < 5; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    verdict = scoreInjection(text, { channel: 'other' }).verdict;
    wallMs.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  wallMs.sort((a, b) => a - b);
  cpuMs.sort((a, b) => a - b);
  return {
    mbPerSecond: bytes / 1e6 / (wallMs[2] / 1000),
    cpuMbPerSecond: bytes / 1e6 / (cpuMs[2] / 1000),
    bytes,
    verdict,
  };
}

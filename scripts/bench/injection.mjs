// The injection kind of `npm run bench:detectors`: predictions, figures and throughput of the
// prompt-injection detector (src/analysis/injection) on files in the format of
// injection-dev.jsonl (`{id, text, label, family, channel, subset, ...}`). Runs against dist/
// (npm run build first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreInjection } from '../../dist/analysis/index.js';
import { channelOfRecord, scoreInjectionWithModel } from '../../dist/analysis/injection/index.js';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// `--rules-only`: the injection records are scored by the rules alone, without the learned
// scorer (README, The learned scorer), to show what each adds.
let rulesOnly = false;

/** Scores the injection records by the rules alone from now on. */
export function scoreByRulesOnly() {
  rulesOnly = true;
}

/** The detector channel a record is scored in: its own, an alias's, or `other` (see
 * src/analysis/injection/record-channel.ts for the aliases). */
export function channelOf(record) {
  return channelOfRecord(record.channel);
}

/** An injection record is labelled attack or benign. */
export function isKind(record) {
  return record?.label === 'attack' || record?.label === 'benign';
}

// The texts predicted so far, for the steady-state figure on this file's own records.
const datasetTexts = [];

/** The detector's score, verdict and families for one record, scored in its channel. */
export function predict(record) {
  datasetTexts.push(record.text);
  const options = { channel: channelOf(record) };
  const { score, verdict, families } = rulesOnly
    ? scoreInjectionWithModel(record.text, options, null)
    : scoreInjection(record.text, options);
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

/** Median wall and CPU throughput of scoring `texts` one call each (as the gate sees files). */
function timeCalls(texts, runs) {
  const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const wallMs = [];
  const cpuMs = [];
  for (let run = 0; run < runs; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (const text of texts) {
      scoreInjection(text, { channel: 'other' });
    }
    wallMs.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    cpuMs.push((cpu.user + cpu.system) / 1000);
  }
  wallMs.sort((a, b) => a - b);
  cpuMs.sort((a, b) => a - b);
  const middle = Math.floor(runs / 2);
  return {
    bytes,
    mbPerSecond: bytes / 1e6 / (wallMs[middle] / 1000),
    cpuMbPerSecond: bytes / 1e6 / (cpuMs[middle] / 1000),
  };
}

// Ordinary third-party text from node_modules, a fixed list so runs compare: the TypeScript
// sources of zod, openai and the Anthropic SDK, TypeScript's lib .d.ts files, and the READMEs
// of packages this repository depends on. Packages that are not installed are left out (and
// named in the output).
const THIRD_PARTY_CODE = [
  ['zod/src', '.ts'],
  ['openai/src', '.ts'],
  ['@anthropic-ai/sdk/src', '.ts'],
  ['typescript/lib', '.d.ts'],
];
const THIRD_PARTY_PROSE = [
  'zod',
  'openai',
  '@anthropic-ai/sdk',
  'typescript',
  'vitest',
  'eslint',
  'prettier',
  'picomatch',
  'recheck',
  'web-tree-sitter',
].map((name) => `${name}/README.md`);

export function thirdPartyTexts(missing) {
  const modules = join(repositoryRoot, 'node_modules');
  const code = [];
  for (const [directory, extension] of THIRD_PARTY_CODE) {
    const path = join(modules, directory);
    if (existsSync(path)) {
      code.push(...textFiles(path, [extension]).map((file) => readFileSync(file, 'utf8')));
    } else {
      missing.push(directory);
    }
  }
  const prose = [];
  for (const file of THIRD_PARTY_PROSE) {
    const path = join(modules, file);
    if (existsSync(path)) {
      prose.push(readFileSync(path, 'utf8'));
    } else {
      missing.push(file);
    }
  }
  return { code, prose };
}

/**
 * Throughput of scoreInjection, each file scored in its own call as the gate scores files,
 * repeated to about 20 MB; one warm-up pass, then the median of timed passes. Two corpora:
 * this repository's README.md, docs/**\/*.md and src/**\/*.ts (the headline figure: dense in
 * the detector's own vocabulary of agents, gates, budgets, prompts and secrets, so a hard case,
 * not a flattering one), and ordinary third-party text from node_modules (see above), which is
 * what most files the gate reads look like. `cpuMbPerSecond` is over the process's CPU time,
 * which is what to read on a machine other jobs share; the load average is printed with it.
 */
export function throughput() {
  const prose = [
    join(repositoryRoot, 'README.md'),
    ...textFiles(join(repositoryRoot, 'docs'), ['.md']),
  ].map((file) => readFileSync(file, 'utf8'));
  const code = textFiles(join(repositoryRoot, 'src'), ['.ts']).map((file) =>
    readFileSync(file, 'utf8'),
  );
  const missing = [];
  const thirdParty = thirdPartyTexts(missing);
  const repeatTo = (texts) => {
    const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const copies = bytes === 0 ? 0 : Math.max(1, Math.ceil(TARGET_BYTES / bytes));
    return Array.from({ length: copies }, () => texts).flat();
  };
  const unit = [...prose, ...code];
  const loadBefore = loadavg()[0];
  timeCalls(unit, 1);
  const all = timeCalls(repeatTo(unit), 5);
  const byKind = {
    prose: timeCalls(repeatTo(prose), 3),
    code: timeCalls(repeatTo(code), 3),
  };
  const thirdPartyAll = [...thirdParty.code, ...thirdParty.prose];
  const ordinary =
    thirdPartyAll.length > 0
      ? {
          all: timeCalls(repeatTo(thirdPartyAll), 5),
          code: thirdParty.code.length > 0 ? timeCalls(repeatTo(thirdParty.code), 3) : null,
          prose: thirdParty.prose.length > 0 ? timeCalls(repeatTo(thirdParty.prose), 3) : null,
        }
      : null;
  const records = datasetTexts.length > 0 ? timeCalls(datasetTexts, 3) : null;
  const loadAfter = loadavg()[0];
  // The driver prints the combined wall-clock figure; the rest goes out here, before it.
  const figures = (measured) =>
    `wall ${measured.mbPerSecond.toFixed(1)} MB/s, CPU ${measured.cpuMbPerSecond.toFixed(1)} MB/s`;
  const lines = [
    `throughput, one call per file (load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after):`,
    `  this repository's docs and src (dense in the detector's words), ${(all.bytes / 1e6).toFixed(1)} MB: ${figures(all)}`,
    ...Object.entries(byKind).map(
      ([kind, measured]) => `    ${kind.padEnd(6)} ${figures(measured)}`,
    ),
  ];
  if (ordinary !== null) {
    lines.push(
      `  ordinary third-party text from node_modules, ${(ordinary.all.bytes / 1e6).toFixed(1)} MB: ${figures(ordinary.all)}`,
    );
    if (ordinary.code !== null) {
      lines.push(
        `    code (zod, openai, Anthropic SDK sources, TypeScript lib .d.ts) ${figures(ordinary.code)}`,
      );
    }
    if (ordinary.prose !== null) {
      lines.push(
        `    prose (README.md of ${THIRD_PARTY_PROSE.length} packages) ${figures(ordinary.prose)}`,
      );
    }
  }
  if (missing.length > 0) {
    lines.push(`  not installed, left out of the third-party corpus: ${missing.join(', ')}`);
  }
  if (records !== null) {
    lines.push(`  dataset records (dense injection-like text, warm): ${figures(records)}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return { ...all, byKind, ordinary, records, loadAverage: [loadBefore, loadAfter] };
}

#!/usr/bin/env node
// How the injection detector's learned scorer (src/analysis/injection/learned.ts) holds up on
// text it was not trained on. Each training set is held out in turn: the model is trained on
// the others and judged on it, as the rules plus the model (flag when either does) against the
// rules alone. Then the model trained on every set is judged on the shared dev set
// (../shared/datasets/injection-dev.jsonl: never a training set of the model, though the
// rules were written against it). Figures are attacks flagged / benign flagged, per set and
// as a macro average of the change. The held-out sets (heldout4, heldout6) are not read here:
// `npm run bench:detectors -- --cross-source` reports them.
//
//   npm run build && node scripts/bench/injection-learned.mjs [--threshold P]
//
// An earlier version of this script trained a model over character n-grams (3 and 4 December
// 2026): it flagged 8-58% of a held-out writer's benign text wherever it recovered attacks,
// because it learned each writer's phrasing. The model it measures now reads the moves
// layer's categories instead (README, The learned scorer).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from '../lib/cli.mjs';
import {
  channelOfRecord,
  learnedSampleOf,
  readTrainingSet,
  scoreInjectionWithModel,
  trainLearnedModel,
  TRAINING_SETS,
} from '../../dist/analysis/injection/index.js';

const { values } = parseScriptArgs({ options: { threshold: { type: 'string' } } });
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = join(root, 'test', 'fixtures', 'detectors');
const dev = join(root, '..', 'shared', 'datasets', 'injection-dev.jsonl');

/** Each record with its rules' verdict and the model's sample (null: the model never reads it). */
function judged(directory, name) {
  return readTrainingSet(directory, name).map((record) => {
    const channel = channelOfRecord(record.channel);
    return {
      attack: record.label === 'attack',
      text: record.text,
      channel,
      rules: scoreInjectionWithModel(record.text, { channel }, null).verdict !== 'benign',
      sample: learnedSampleOf(record),
    };
  });
}

const records = TRAINING_SETS.map((name) => judged(fixtures, name));
const percent = (part, whole) => (whole === 0 ? 0 : (100 * part) / whole);

function figures(rows, trained, threshold) {
  const model = { ...trained, threshold };
  // As `govern scan` judges it: the rules, then the model below suspect, then the cap on an
  // operator's own prompt.
  const flagged = (row) =>
    row.rules ||
    scoreInjectionWithModel(row.text, { channel: row.channel }, model).verdict !== 'benign';
  const attacks = rows.filter((row) => row.attack);
  const benign = rows.filter((row) => !row.attack);
  return {
    rules: [
      percent(attacks.filter((r) => r.rules).length, attacks.length),
      percent(benign.filter((r) => r.rules).length, benign.length),
    ],
    both: [
      percent(attacks.filter(flagged).length, attacks.length),
      percent(benign.filter(flagged).length, benign.length),
    ],
    counts: `${attacks.length} attacks, ${benign.length} benign`,
  };
}

const trainOn = (sets) =>
  trainLearnedModel(
    sets
      .flat()
      .map((row) => row.sample)
      .filter((sample) => sample !== null),
  );
const fixed = (value) => value.toFixed(1).padStart(5);
const line = (name, f) =>
  `${name.padEnd(38)} rules ${fixed(f.rules[0])}% / ${fixed(f.rules[1])}%   with the model ${fixed(f.both[0])}% / ${fixed(f.both[1])}%   (${f.counts})`;

const probe = trainOn(records);
const threshold = values.threshold === undefined ? probe.threshold : Number(values.threshold);
process.stdout.write(`threshold ${threshold}; attacks flagged / benign flagged\n`);
const deltas = [];
for (const [index, rows] of records.entries()) {
  const model = trainOn(records.filter((_, other) => other !== index));
  const f = figures(rows, model, threshold);
  deltas.push([f.both[0] - f.rules[0], f.both[1] - f.rules[1]]);
  process.stdout.write(`held out ${line(TRAINING_SETS[index], f)}\n`);
}
const mean = (column) => deltas.reduce((sum, d) => sum + d[column], 0) / deltas.length;
process.stdout.write(
  `each set held out in turn, macro change: attacks +${mean(0).toFixed(1)} points, benign +${mean(1).toFixed(2)} points\n`,
);
if (existsSync(dev)) {
  process.stdout.write(
    `never trained on ${line('injection-dev.jsonl', figures(judged(dirname(dev), 'injection-dev.jsonl'), probe, threshold))}\n`,
  );
}

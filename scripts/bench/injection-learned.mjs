#!/usr/bin/env node
// Would a small learned scorer raise the injection detector's cross-source figures (issue 18)?
// A logistic regression over hashed character 3-5-grams and word uni- and bigrams, trained
// with AdaGrad in a fixed order (seeded), on the repository's hand-written injection sets.
// Each set is held out in turn: the model is trained on the others and judged on it, alone
// and combined with the rules (flag when either does). Every set read is tuning data; the
// held-out injection-heldout4.jsonl is not read. Prints one line per held-out set.
//
//   npm run build && node scripts/bench/injection-learned.mjs
//
// What it showed (2026-12-03): wherever the model recovers attacks the rules miss, it flags
// 8-58% of the held-out writer's benign text, and the attacks the rules miss carry no weak
// rule evidence the model could corroborate. No scorer ships; see the README. Run again on
// 2026-12-04 with seven sets (two more writers): the same trade, see the README.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreInjection } from '../../dist/analysis/index.js';

const BITS = 18;
const MASK = (1 << BITS) - 1;
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/detectors');
// Each a different writer: a model that only learned one writer's phrasing shows it here.
const SETS = [
  'injection-heldout2.jsonl',
  'injection-heldout3.jsonl',
  'injection-ui-tuning.jsonl',
  'injection-teaching-tuning.jsonl',
  'injection-compose.jsonl',
  'injection-handwritten.jsonl',
  'injection-multilingual-tuning.jsonl',
];
const THRESHOLDS = [0.5, 0.7, 0.9];
const SUSPECT = 0.25;

function hash(text, seed) {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  }
  return (h >>> 0) & MASK;
}

/** Sorted feature buckets of a text and the value of each (binary, L2-normalized). */
function features(text) {
  const padded = ` ${text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 4000)} `;
  const keys = new Set();
  for (const n of [3, 4, 5]) {
    for (let i = 0; i + n <= padded.length; i += 1) {
      keys.add(hash(padded.slice(i, i + n), 2166136261 + n));
    }
  }
  const words = padded.match(/[\p{L}\p{N}_']+/gu) ?? [];
  words.forEach((word, i) => {
    keys.add(hash(word, 99));
    if (i + 1 < words.length) {
      keys.add(hash(`${word} ${words[i + 1]}`, 199));
    }
  });
  return { keys: [...keys].sort((a, b) => a - b), value: 1 / Math.sqrt(Math.max(1, keys.size)) };
}

function train(samples, epochs = 12, rate = 0.5) {
  const weights = new Float64Array(1 << BITS);
  const squares = new Float64Array(1 << BITS);
  const model = { weights, bias: 0 };
  let biasSquares = 0;
  let seed = 7;
  const order = samples.map((_, index) => index);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const j = Math.floor((seed / 4294967296) * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order) {
      const { x, y } = samples[index];
      const gradient = predict(model, x) - y;
      for (const key of x.keys) {
        const step = gradient * x.value;
        squares[key] += step * step;
        weights[key] -= (rate * step) / Math.sqrt(squares[key] + 1e-8);
      }
      biasSquares += gradient * gradient;
      model.bias -= (rate * gradient) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  return model;
}

function predict(model, x) {
  let z = model.bias;
  for (const key of x.keys) {
    z += model.weights[key] * x.value;
  }
  return 1 / (1 + Math.exp(-z));
}

const percent = (part, whole) => `${((100 * part.length) / whole.length).toFixed(1)}%`;

const records = SETS.flatMap((set) =>
  readFileSync(join(FIXTURES, set), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .map((record) => ({
      set,
      x: features(record.text),
      y: record.label === 'attack' ? 1 : 0,
      rules: scoreInjection(record.text, { channel: record.channel }).score,
    })),
);
for (const held of SETS) {
  const model = train(records.filter((record) => record.set !== held));
  const judged = records
    .filter((record) => record.set === held)
    .map((record) => ({ ...record, p: predict(model, record.x) }));
  const attacks = judged.filter((record) => record.y === 1);
  const benign = judged.filter((record) => record.y === 0);
  const cells = [
    `rules ${percent(
      attacks.filter((r) => r.rules >= SUSPECT),
      attacks,
    )} attacks / ${percent(
      benign.filter((r) => r.rules >= SUSPECT),
      benign,
    )} benign`,
  ];
  for (const t of THRESHOLDS) {
    const flagged = (r) => r.p >= t || r.rules >= SUSPECT;
    cells.push(
      `p>=${t}: model ${percent(
        attacks.filter((r) => r.p >= t),
        attacks,
      )} / ${percent(
        benign.filter((r) => r.p >= t),
        benign,
      )}, with rules ${percent(attacks.filter(flagged), attacks)} / ${percent(benign.filter(flagged), benign)}`,
    );
  }
  console.log(
    `held out ${held} (${attacks.length} attacks, ${benign.length} benign)\n  ${cells.join('\n  ')}`,
  );
}

#!/usr/bin/env node
// Trains the injection detector's learned scorer (src/analysis/injection/learned.ts) from the
// repository's tuning sets and writes its weights to src/analysis/injection/learned-model.json.
// The same data gives the same bytes (learned.test.ts checks the committed file). Runs against
// dist/: `npm run train:injection` builds, trains, then builds again so dist/ carries the new
// weights. With --check it writes nothing and exits 1 when the committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from './lib/cli.mjs';
import {
  learnedModelJson,
  TRAINING_SETS,
  trainFromSets,
} from '../dist/analysis/injection/index.js';

const { values } = parseScriptArgs({ options: { check: { type: 'boolean', default: false } } });
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src', 'analysis', 'injection', 'learned-model.json');
const model = trainFromSets(join(root, 'test', 'fixtures', 'detectors'), TRAINING_SETS);
const text = learnedModelJson(model);
const features = Object.keys(model.weights).length;
if (values.check) {
  const same = readFileSync(target, 'utf8') === text;
  process.stdout.write(
    same
      ? `learned-model.json is what the training sets give (${features} weights)\n`
      : 'learned-model.json differs from what the training sets give: run `npm run train:injection`\n',
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(target, text);
process.stdout.write(
  `wrote ${target} (${features} weights, threshold ${model.threshold}) from ${TRAINING_SETS.length} sets\n`,
);

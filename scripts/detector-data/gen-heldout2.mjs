// Writes the second held-out detector sets of issue 18:
//   test/fixtures/detectors/injection-heldout2.jsonl
//   test/fixtures/detectors/secrets-heldout2.jsonl
// They were written by a separate writer who never read the detectors' rules (src/analysis/),
// their rule fixtures or the other fixtures' text, so that `npm run bench:detectors --
// --cross-source` has groups nobody tuned a rule on. The phrase tables and credential shapes
// are in heldout2/; the generator is seeded, so a run rewrites the files byte for byte.
//
//   node scripts/detector-data/gen-heldout2.mjs [--out DIR]
//
// Do not edit these files (or the tables) to make a detector pass: a held-out set that follows
// the detector is no longer held out.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseScriptArgs } from '../lib/cli.mjs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { injectionHeldout2Records } from './heldout2/injection.mjs';
import { secretsHeldout2Records } from './heldout2/secrets.mjs';
import { toJsonLines } from './random.mjs';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The file names and JSONL contents of the two sets. */
export function heldout2Files() {
  return {
    'injection-heldout2.jsonl': toJsonLines(injectionHeldout2Records()),
    'secrets-heldout2.jsonl': toJsonLines(secretsHeldout2Records()),
  };
}

/** Writes the two sets into `dir` and returns the paths written. */
export function writeHeldout2(dir) {
  mkdirSync(dir, { recursive: true });
  return Object.entries(heldout2Files()).map(([name, content]) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseScriptArgs({
    options: { out: { type: 'string', default: join(repositoryRoot, 'test/fixtures/detectors') } },
  });
  for (const path of writeHeldout2(resolve(values.out))) {
    process.stdout.write(`wrote ${path}\n`);
  }
}

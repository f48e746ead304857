#!/usr/bin/env node
// Writes the labelled detector cases of test/fixtures/detectors/*.jsonl from the phrase tables
// and generators in this folder: `npm run data:detectors` (`-- --check` fails when a committed
// file differs from what the generators produce, so the fixtures stay reproducible).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectionFixtures } from './gen-injection.mjs';
import { secretFixtures } from './gen-secrets.mjs';
import { secregressFixtures } from './gen-secregress.mjs';
import { toJsonLines } from './random.mjs';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = join(repositoryRoot, 'test', 'fixtures', 'detectors');
const check = process.argv.includes('--check');

const outputs = {
  ...injectionFixtures(fixtures),
  ...secretFixtures(fixtures),
  ...secregressFixtures(fixtures),
};

let stale = 0;
for (const [name, records] of Object.entries(outputs)) {
  const path = join(fixtures, name);
  const text = toJsonLines(records);
  if (check) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
      process.stderr.write(
        `${name}: differs from what the generators write; run npm run data:detectors\n`,
      );
      stale++;
    }
    continue;
  }
  writeFileSync(path, text);
  process.stdout.write(`${name}: ${records.length} records\n`);
}
process.exitCode = stale > 0 ? 1 : 0;

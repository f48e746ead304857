#!/usr/bin/env node
// Whether two builds of a detector give the same answers: `node scripts/compare-detectors.mjs
// --base DIR [--detector secrets|injection] [FOLDER...]` runs the detector of this checkout's
// dist/ and of DIR's dist/ (another checkout built with `npm run build`, for example
// `git worktree add DIR COMMIT`) over every text file under the folders (default: node_modules
// and ../shared) and prints the files whose answers differ. For injection it also scores the
// text of every record of the labelled sets (../shared/datasets and test/fixtures/detectors),
// in the channel each record names and as `other`, since ordinary files seldom reach the
// rules: a held-out set's (`*heldout*`) differing records are counted, never named. A speed
// change to a detector must leave this at 0.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseScriptArgs } from './lib/cli.mjs';

const { values, positionals } = parseScriptArgs({
  options: {
    base: { type: 'string' },
    detector: { type: 'string', default: 'secrets' },
  },
  allowPositionals: true,
});
if (values.base === undefined) {
  process.stderr.write('--base DIR is required: a checkout of the build to compare with\n');
  process.exit(2);
}
if (values.detector !== 'secrets' && values.detector !== 'injection') {
  process.stderr.write(`--detector must be secrets or injection, not "${values.detector}"\n`);
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const load = async (dir) => import(join(resolve(dir), 'dist', 'analysis', 'index.js'));
const before = await load(values.base);
const after = await load(root);
const answer =
  values.detector === 'secrets'
    ? (build, text, file) => build.detectSecrets(text, { path: file })
    : (build, text, _file, channel) =>
        build.scoreInjection(text, channel === undefined ? {} : { channel });
const folders =
  positionals.length > 0 ? positionals : [join(root, 'node_modules'), join(root, '..', 'shared')];

let compared = 0;
let differ = 0;
let findings = 0;
/** Compares one text; true when both builds answer alike. */
function same(text, file, channel) {
  compared++;
  const a = JSON.stringify(answer(before, text, file, channel));
  const b = answer(after, text, file, channel);
  findings += Array.isArray(b) ? b.length : b.findings.length;
  if (a !== JSON.stringify(b)) {
    differ++;
    return false;
  }
  return true;
}

const MAX_BYTES = 4e6;
const files = folders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name)),
);
for (const file of files) {
  let text;
  try {
    if (statSync(file).size > MAX_BYTES) {
      continue;
    }
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  if (text.includes('\u0000')) {
    continue;
  }
  if (!same(text, file)) {
    process.stdout.write(`differs: ${file}\n`);
  }
}

if (values.detector === 'injection') {
  const sets = [
    join(root, '..', 'shared', 'datasets'),
    join(root, 'test', 'fixtures', 'detectors'),
  ].flatMap((folder) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.startsWith('injection') && name.endsWith('.jsonl'))
          .map((name) => join(folder, name))
      : [],
  );
  for (const set of sets) {
    // Every set named held out, now or once: its records are never named here.
    const heldOut = basename(set).includes('heldout');
    let setDiffers = 0;
    const lines = readFileSync(set, 'utf8').split('\n');
    for (const line of lines) {
      if (line.trim() === '') {
        continue;
      }
      const record = JSON.parse(line);
      const channels = [undefined, ...(record.channel === undefined ? [] : [record.channel])];
      for (const channel of channels) {
        if (!same(record.text, set, channel)) {
          setDiffers++;
          if (!heldOut) {
            process.stdout.write(
              `differs: ${basename(set)} ${record.id} (${channel ?? 'other'})\n`,
            );
          }
        }
      }
    }
    if (heldOut && setDiffers > 0) {
      process.stdout.write(
        `differs: ${setDiffers} answers of ${basename(set)} (held out: not named)\n`,
      );
    }
  }
}
process.stdout.write(`${compared} texts compared, ${differ} differ, ${findings} findings\n`);
process.exit(differ === 0 ? 0 : 1);

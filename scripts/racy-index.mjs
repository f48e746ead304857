// Reproduces the "racily clean" index race that collectChanges must survive: a same-size
// edit made right after a commit, in the same clock tick as the index write, has the stat
// data git recorded for the old content. Run after `npm run build`:
//   node scripts/racy-index.mjs [ROUNDS]
// Prints how many edits collectChanges missed (0 expected; 1 in ~200 before copyIndex kept
// the index's modification time).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { git } from './lib/git.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { collectChanges } = await import(
  pathToFileURL(join(root, 'dist', 'workspace', 'index.js')).href
);
const rounds = Number(process.argv[2] ?? 500);
let missed = 0;
for (let round = 0; round < rounds; round += 1) {
  const dir = mkdtempSync(join(tmpdir(), 'govern-racy-'));
  git(dir, 'init', '-q');
  writeFileSync(join(dir, 'a.ts'), 'a\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  const base = git(dir, 'rev-parse', 'HEAD').trim();
  writeFileSync(join(dir, 'a.ts'), 'b\n');
  if ((await collectChanges(dir, base)).length !== 1) {
    missed += 1;
  }
  rmSync(dir, { recursive: true, force: true });
}
console.log(`collectChanges missed ${missed} of ${rounds} same-size edits`);
process.exitCode = missed === 0 ? 0 : 1;

#!/usr/bin/env node
// Whether two builds of the secret detector find the same spans: `node scripts/compare-secrets.mjs
// --base DIR [FOLDER...]` runs detectSecrets of this checkout's dist/ and of DIR's dist/ (another
// checkout built with `npm run build`, for example `git worktree add DIR COMMIT`) over every
// text file under the folders (default: node_modules and ../shared) and prints the files whose
// findings differ. A speed change to the detector must leave this at 0.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseScriptArgs } from './lib/cli.mjs';

const { values, positionals } = parseScriptArgs({
  options: { base: { type: 'string' } },
  allowPositionals: true,
});
if (values.base === undefined) {
  process.stderr.write('--base DIR is required: a checkout of the build to compare with\n');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const load = async (dir) => import(join(resolve(dir), 'dist', 'analysis', 'index.js'));
const before = await load(values.base);
const after = await load(root);
const folders =
  positionals.length > 0 ? positionals : [join(root, 'node_modules'), join(root, '..', 'shared')];

const MAX_BYTES = 4e6;
const files = folders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name)),
);

let compared = 0;
let differ = 0;
let findings = 0;
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
  compared++;
  const a = JSON.stringify(before.detectSecrets(text, { path: file }));
  const b = after.detectSecrets(text, { path: file });
  findings += b.length;
  if (a !== JSON.stringify(b)) {
    differ++;
    process.stdout.write(`differs: ${file}\n`);
  }
}
process.stdout.write(`${compared} files compared, ${differ} differ, ${findings} findings\n`);
process.exit(differ === 0 ? 0 : 1);

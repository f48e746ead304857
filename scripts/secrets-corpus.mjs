#!/usr/bin/env node
// The secrets detector over installed npm packages: a corpus of real code, docs and tests
// where nearly every finding is a false positive (packages rarely ship a live credential).
// Each package (name@version) under the given node_modules folders is read once; its text
// files under 1 MB are scanned. Prints the counts by rule and writes every finding (rule,
// file, matched text) to --out, sorted, so two builds' lists can be compared with diff.
//
// Run: node scripts/secrets-corpus.mjs --out /tmp/found.txt [--dist DIR] [--skip-installed]
//        NODE_MODULES...
//   --dist DIR        the built detector to use (default: this checkout's dist)
//   --skip-installed  leave out the packages govern itself installs (./node_modules): what is
//                     left was never read while the rules were written
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    'skip-installed': { type: 'boolean', default: false },
  },
});
if (values.out === undefined || positionals.length === 0) {
  console.error('usage: secrets-corpus.mjs --out FILE [--dist DIR] [--skip-installed] DIR...');
  process.exit(2);
}
const detector = resolve(values.dist, 'analysis', 'index.js');
if (!existsSync(detector)) {
  console.error(`secrets-corpus: ${detector} not found: run npm run build (or pass --dist)`);
  process.exit(2);
}
const { detectSecrets } = await import(pathToFileURL(detector).href);

function packageNames(nodeModules) {
  if (!existsSync(nodeModules)) {
    return [];
  }
  return readdirSync(nodeModules)
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) =>
      entry.startsWith('@')
        ? readdirSync(join(nodeModules, entry)).map((scoped) => `${entry}/${scoped}`)
        : [entry],
    );
}

const installed = new Set(values['skip-installed'] ? packageNames('node_modules') : []);
const seen = new Set();
const packages = [];
for (const root of positionals) {
  for (const name of packageNames(root)) {
    const dir = join(root, name);
    let version;
    try {
      version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    } catch {
      continue;
    }
    if (!installed.has(name) && !seen.has(`${name}@${version}`)) {
      seen.add(`${name}@${version}`);
      packages.push({ dir, label: `${name}@${version}` });
    }
  }
}

const TEXT_FILE = /\.(?:m?js|cjs|ts|json|md|ya?ml|txt|sh|env|toml|ini)$/;
let files = 0;
let bytes = 0;
const found = [];
const byRule = new Map();
function walk(dir, label, relative) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const shown = `${relative}/${entry.name}`;
    if (entry.isDirectory()) {
      // Nested installs are packages of their own, read where the root lists them.
      if (entry.name !== 'node_modules') {
        walk(path, label, shown);
      }
    } else if (entry.isFile() && TEXT_FILE.test(entry.name) && statSync(path).size <= 1e6) {
      const text = readFileSync(path, 'utf8');
      files += 1;
      bytes += text.length;
      for (const finding of detectSecrets(text)) {
        byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + 1);
        const value = text.slice(finding.start, finding.end).slice(0, 80).replace(/\s/g, ' ');
        found.push(`${finding.rule}\t${label}${shown}\t${value}`);
      }
    }
  }
}
for (const { dir, label } of packages) {
  walk(dir, label, '');
}
found.sort();
writeFileSync(values.out, found.length === 0 ? '' : `${found.join('\n')}\n`);
console.log(
  `${packages.length} packages, ${files} files, ${(bytes / 1e6).toFixed(1)} MB: ${found.length} findings`,
);
for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${rule}: ${count}`);
}

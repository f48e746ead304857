#!/usr/bin/env node
// Writes test/fixtures/detectors/injection-benign-packages.jsonl: ordinary text of npm
// packages, as the injection detector's learned scorer reads it at run time, labelled benign.
// The scorer's other training sets are hand-written attacks and look-alikes; what it had never
// seen is ordinary code's comments, strings and docs that happen to use a move's words (a rule
// that stopped holding, a shell without limits, what an owner granted), and it flagged them.
//
//   npm run build && node scripts/detector-data/benign-packages.mjs
//
// For each package below (installed in node_modules at the version package-lock.json pins),
// each file is split into channels as `govern scan` splits it, each channel's text into the
// scorer's windows, and the windows the scorer would read (a word that can open a move or name
// the reader) are the candidates. Up to PER_PACKAGE of them are kept per package, chosen by a
// hash of path and offset: the same packages give the same file. None of these packages is in
// the scan benchmarks' trees (scripts/bench/scan-tree.mjs) or the throughput corpora, which
// stay a test of the model on ordinary text it was not trained on.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from '../lib/cli.mjs';
import { readableWindows } from '../../dist/analysis/injection/index.js';

parseScriptArgs({ options: {} });
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(root, 'test', 'fixtures', 'detectors', 'injection-benign-packages.jsonl');
const PER_PACKAGE = 60;
const MAX_FILE_BYTES = 1_000_000;
const EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.md', '.txt']);
// Libraries of several kinds (parsers, servers, queues, CSS, test tools, Redis, HTTP), none
// an AI agent or its prompts: an operator's own prompts are another set's subject.
const PACKAGES = [
  '@babel/runtime',
  '@eslint-community/regexpp',
  '@fastify/ajv-compiler',
  '@fastify/error',
  '@fastify/proxy-addr',
  '@humanfs/core',
  '@oxc-project/types',
  '@pinojs/redact',
  '@stablelib/base64',
  '@standard-schema/spec',
  'abstract-logging',
  'acorn',
  'avvio',
  'balanced-match',
  'brace-expansion',
  'buffer',
  'cacheable',
  'chai',
  'chalk',
  'cjs-module-lexer',
  'cluster-key-slot',
  'color-convert',
  'comment-parser',
  'convert-source-map',
  'cookie',
  'cron-parser',
  'cross-spawn',
  'debug',
  'dequal',
  'detect-libc',
  'diff',
  'es-module-lexer',
  'espree',
  'esquery',
  'estraverse',
  'esutils',
  'expect-type',
  'fast-deep-equal',
  'fast-json-stringify',
  'fast-levenshtein',
  'fast-querystring',
  'fastq',
  'fdir',
  'file-entry-cache',
  'find-my-way',
  'find-up',
  'flat-cache',
  'flatted',
  'get-tsconfig',
  'globals',
  'hashery',
  'hookified',
  'ignore',
  'ioredis',
  'ipaddr.js',
  'json-schema-to-ts',
  'jsonc-parser',
  'keyv',
  'levn',
  'light-my-request',
  'lightningcss',
  'magic-string',
  'minimatch',
  'ms',
  'nanoid',
  'node-fetch',
  'optionator',
  'p-limit',
  'pathe',
  'picocolors',
  'postcss',
  'punycode',
  'redis-parser',
  'rfdc',
  'rolldown',
  'safe-regex2',
  'secure-json-parse',
  'semver',
  'set-cookie-parser',
  'sonic-boom',
  'source-map-js',
  'split2',
  'standardwebhooks',
  'std-env',
  'synckit',
  'thread-stream',
  'tinybench',
  'tinyexec',
  'tinyglobby',
  'toad-cache',
  'tr46',
  'ts-api-utils',
  'tslib',
  'undici-types',
  'uri-js',
  'webidl-conversions',
  'whatwg-url',
  'which',
  'word-wrap',
  'yocto-queue',
];

function filesIn(directory, out = []) {
  for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    const path = join(directory, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') {
      filesIn(path, out);
    } else if (entry.isFile() && EXTENSIONS.has(extname(entry.name))) {
      out.push(path);
    }
  }
  return out;
}

const records = [];
for (const name of PACKAGES) {
  const directory = join(root, 'node_modules', name);
  const { version } = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
  const candidates = [];
  for (const file of filesIn(directory)) {
    if (statSync(file).size > MAX_FILE_BYTES) {
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const path = relative(directory, file);
    for (const window of readableWindows(path, text)) {
      // Minified code is one long line: no prose to learn from.
      if (window.text.split('\n').some((line) => line.length > 400)) {
        continue;
      }
      const key = createHash('sha256').update(`${name}:${path}:${window.start}`).digest('hex');
      candidates.push({ key, path, ...window });
    }
  }
  candidates.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const candidate of candidates.slice(0, PER_PACKAGE)) {
    records.push({
      id: `ibp-${name.replace(/[@/]/g, '')}-${candidate.key.slice(0, 10)}`,
      lang: 'en',
      label: 'benign',
      channel: candidate.channel,
      source: `govern-synth/inj-benign-packages:npm:${name}@${version}/${candidate.path}#${candidate.start}`,
      text: candidate.text,
    });
  }
  process.stderr.write(
    `${name}@${version}: ${candidates.length} windows read, ${Math.min(PER_PACKAGE, candidates.length)} kept\n`,
  );
}
writeFileSync(OUT, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
process.stdout.write(`wrote ${relative(root, OUT)} (${records.length} records)\n`);

#!/usr/bin/env node
// The detectors' cost on crafted input: each snippet repeated into one line of about --size
// characters (an agent can write such a file, and a tool can print one), scored once by the
// secrets detector and by the injection scorer in two channels. Prints every case slower than
// --slow milliseconds and the slowest of each detector, CPU time of this process. A cost that
// grows faster than the text (a search back to a line's start once per hit) shows up here as
// seconds; the same snippet at twice the size should take about twice the time.
//
// Run: node scripts/bench-pathological.mjs [--dist DIR] [--size 300000] [--slow 1500]
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    size: { type: 'string', default: '300000' },
    slow: { type: 'string', default: '1500' },
  },
});
const entry = resolve(values.dist, 'analysis', 'index.js');
if (!existsSync(entry)) {
  console.error(`bench-pathological: ${entry} not found: run npm run build (or pass --dist)`);
  process.exit(2);
}
const { detectSecrets, scoreInjection } = await import(pathToFileURL(entry).href);
const size = Number(values.size);
const slow = Number(values.slow);
if (!Number.isInteger(size) || size < 1000 || !Number.isFinite(slow)) {
  console.error('bench-pathological: --size must be an integer >= 1000 and --slow a number');
  process.exit(2);
}

// A deterministic token of `length` characters.
const token = (length, seed = 1) =>
  Array.from({ length }, (_, i) => 'abcdefghijKLMNOP0123456789'[(i * 7919 + seed) % 26]).join('');

const SECRETS = [
  `token=${token(30)} `,
  `"api_key": "${token(32)}", `,
  `password: ${token(12)} `,
  `Authorization: Bearer ${token(40)} `,
  `https://user:${token(10)}@host.example/ `,
  `postgres://u:${token(12)}@h:5432/db `,
  '-----BEGIN RSA PRIVATE KEY----- ',
  `eyJhbGciOiJIUzI1NiJ9.${token(30)}.${token(20)} `,
  `curl -u admin:${token(10)} `,
  `--token ${token(30)} `,
  `<password>${token(12)}</password> `,
  `INSERT INTO t (a, api_key) VALUES ('x', '${token(30)}'), `,
  `login -p ${token(12)} `,
  `sig=${token(40)}&`,
  `"name": "API_TOKEN", "value": "${token(30)}", `,
  `the key for staging: ${token(40)} `,
  `"d":"${token(40)}",`,
  `{"kty":"RSA","d":"${token(40)}"},`,
  'a,b,token,c',
  ',token,',
  'cache key: npm-abc ',
  'Public key pin-sha256: ',
  'pass ',
  'key ',
];
// The injection snippets are phrases the rules weigh: kept in a fixture, since `govern scan`
// reads scripts/ and would rightly call this file hostile.
const INJECTION = JSON.parse(
  readFileSync(
    new URL('../test/fixtures/detectors/pathological-injection.json', import.meta.url),
    'utf8',
  ),
).snippets;

function time(run) {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const results = [];
for (const snippet of SECRETS) {
  const text = snippet.repeat(Math.ceil(size / snippet.length));
  results.push({ detector: 'secrets', snippet, ms: time(() => detectSecrets(text)) });
}
for (const snippet of INJECTION) {
  const text = snippet.repeat(Math.ceil(size / snippet.length));
  for (const channel of ['tool_output', 'doc']) {
    const ms = time(() => scoreInjection(text, { channel }));
    results.push({ detector: `injection (${channel})`, snippet, ms });
  }
}
const show = (r) =>
  `${r.ms.toFixed(0).padStart(6)} ms  ${r.detector.padEnd(22)} ${JSON.stringify(r.snippet.slice(0, 48))}`;
console.log(`one line of ${size} characters per case, CPU time`);
for (const r of results.filter((x) => x.ms > slow)) {
  console.log(`SLOW ${show(r)}`);
}
for (const detector of new Set(results.map((r) => r.detector))) {
  const worst = results.filter((r) => r.detector === detector).sort((a, b) => b.ms - a.ms)[0];
  console.log(`worst ${show(worst)}`);
}

// A TUNING set for SECURITY_REGRESSION on real code (issue 19): consecutive published releases
// of security-heavy npm libraries (escaping, sanitizing, path and prototype guards), each
// release's diff judged by the gate alone. A release of a maintained library is a change its
// maintainers shipped, so every finding here is a candidate false reject to read by hand.
// This set is for tuning; bench:real's measurement set (fast-uri, @fastify/error) is never
// used here and stays held out.
//
//   node scripts/bench-real/secreg-releases.mjs [--last N] [--only pkg,pkg]
//     [--wider | --wider2 | --heldout | --heldout2] [--counts-only] [--json FILE]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseScriptArgs } from '../lib/cli.mjs';
import { must } from '../lib/git.mjs';
import { cacheDir, fetchTarball } from './measurement-set.mjs';

export const TUNING_PACKAGES = [
  'qs',
  'sanitize-html',
  'path-to-regexp',
  'send',
  'ejs',
  'mustache',
  'xss',
  'secure-json-parse',
  'url-parse',
  'minimist',
  'dot-prop',
  'serialize-javascript',
  'cookie',
  'content-disposition',
  'serve-static',
  'escape-html',
  'he',
  'dompurify',
  'js-yaml',
];

// A wider tuning group (URL, path, escaping, template and sanitizer libraries), run with
// --wider; kept apart so the figures of the first 19 stay comparable from run to run.
export const WIDER_TUNING_PACKAGES = [
  'uri-js',
  'normalize-url',
  'querystringify',
  'markdown-it',
  'marked',
  'validator',
  'jsonpath-plus',
  'handlebars',
];

// A third tuning group (token, middleware, parser, glob and template libraries), run with
// --wider2; chosen on 5 December 2026 (twenty-third session) after the held-out groups'
// refusals stayed at guards and gated calls while the --wider group's were ReDoS, so that the
// next round reads refusals of the kinds the held-out groups have, from code nobody tuned on.
export const WIDER2_TUNING_PACKAGES = [
  'jose',
  'jws',
  'busboy',
  'raw-body',
  'morgan',
  'compression',
  'connect',
  'http-proxy-middleware',
  'sax',
  'yaml',
  'minimatch',
  'picomatch',
  'liquidjs',
  'eta',
];

// A HELD-OUT group, never tuned on: web-framework, parser, template and token libraries whose
// release diffs were first judged on 2026-12-03 after every change of the rounds above, to see
// how the gate does on code nobody looked at (--heldout). Read its findings only to report
// them: a rule changed because of one makes the group tuning data, and it must then be
// replaced by another group nobody has looked at.
export const HELDOUT_PACKAGES = [
  'entities',
  'sanitize-filename',
  'cookie-parser',
  'body-parser',
  'express',
  'jsonwebtoken',
  'helmet',
  'nunjucks',
  'pug',
  'xml2js',
  'ws',
  'htmlparser2',
];

// A SECOND held-out group, chosen on 4 December 2026 before the fourth round of changes and
// first run on the build before it (--heldout2 --counts-only, so that not even the refused
// releases' names were read): web middleware, upload, archive, XML, shell-quoting and
// proxy-header libraries. The same rule as above: a rule changed because of one of its
// findings makes it tuning data. Each package's window ends at the release it ended at on
// that day, so a later publish (tar 8.0.4 entered "the last 12" between two runs) does not
// change the group.
export const HELDOUT2_LAST = {
  koa: '3.3.0',
  multer: '2.5.0',
  'express-session': '1.19.0',
  cors: '2.8.6',
  passport: '0.7.0',
  tar: '7.5.24',
  'fast-xml-parser': '5.12.1',
  'shell-quote': '1.12.0',
  finalhandler: '2.1.1',
  'proxy-addr': '2.0.8',
  'range-parser': '2.0.0',
  formidable: '3.5.4',
};
export const HELDOUT2_PACKAGES = Object.keys(HELDOUT2_LAST);

const { values: flags } = parseScriptArgs({
  options: {
    last: { type: 'string', default: '12' },
    only: { type: 'string' },
    json: { type: 'string' },
    wider: { type: 'boolean', default: false },
    wider2: { type: 'boolean', default: false },
    heldout: { type: 'boolean', default: false },
    heldout2: { type: 'boolean', default: false },
    // Print only the totals and the count per rule, never a finding or a refused release:
    // how a held-out group is read without turning it into tuning data.
    'counts-only': { type: 'boolean', default: false },
  },
});
const last = Number(flags.last);
const only = flags.only?.split(',');

const { runSecurityRegressionGate } = await import('../../dist/gates/index.js');

/** The last `--last` releases of `pkg`, up to `upTo` when the group pins where it ends. */
function versionsOf(pkg, upTo) {
  const all = JSON.parse(must('npm', ['view', pkg, 'versions', '--json'], { cwd: tmpdir() }));
  const releases = all.filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  const end = upTo === undefined ? releases.length : releases.indexOf(upTo) + 1;
  if (end === 0) {
    throw new Error(`${pkg} has no release ${upTo}`);
  }
  return releases.slice(0, end).slice(-last);
}

function files(tgz, scratch) {
  const out = mkdtempSync(join(scratch, 'r-'));
  must('tar', ['xzf', tgz, '-C', out]);
  const map = new Map();
  const root = join(out, readdirSync(out)[0]);
  const walk = (dir, prefix) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const rel = prefix === '' ? e.name : `${prefix}/${e.name}`;
      if (e.isDirectory()) {
        walk(join(dir, e.name), rel);
      } else if (
        /\.(?:[cm]?js|[cm]?ts|tsx|jsx)$/.test(e.name) &&
        !/\.min\.js$|\.d\.[cm]?ts$/.test(e.name)
      ) {
        map.set(rel, readFileSync(join(dir, e.name), 'utf8'));
      }
    }
  };
  walk(root, '');
  return map;
}

const tarDir = join(cacheDir(), 'tuning-tarballs');
mkdirSync(tarDir, { recursive: true });
const scratch = mkdtempSync(join(tmpdir(), 'secreg-rel-'));
const rows = [];
let releases = 0;
let flagged = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
try {
  const group = flags.heldout2
    ? HELDOUT2_PACKAGES
    : flags.heldout
      ? HELDOUT_PACKAGES
      : flags.wider
        ? WIDER_TUNING_PACKAGES
        : flags.wider2
          ? WIDER2_TUNING_PACKAGES
          : TUNING_PACKAGES;
  for (const pkg of only ?? group) {
    let versions;
    try {
      versions = versionsOf(pkg, flags.heldout2 ? HELDOUT2_LAST[pkg] : undefined);
    } catch (e) {
      console.log(`skip ${pkg}: ${e.message.split('\n')[0]}`);
      continue;
    }
    let prev = null;
    for (const v of versions) {
      const cur = files(fetchTarball(tarDir, pkg, v), scratch);
      if (prev !== null) {
        const changes = [];
        for (const [path, after] of cur) {
          const before = prev.files.get(path);
          if (before === undefined) {
            changes.push({ path, status: 'added', before: null, after });
          } else if (before !== after) {
            changes.push({ path, status: 'modified', before, after });
          }
        }
        for (const [path, before] of prev.files) {
          if (!cur.has(path)) {
            changes.push({ path, status: 'deleted', before, after: null });
          }
        }
        if (changes.length > 0 && changes.length <= 200) {
          releases += 1;
          const verdict = await runSecurityRegressionGate(changes);
          if (!verdict.passed) {
            flagged += 1;
          }
          rows.push({
            pkg,
            from: prev.v,
            to: v,
            passed: verdict.passed,
            findings: verdict.findings,
          });
          if (!flags['counts-only']) {
            const head = `${verdict.passed ? 'ok  ' : 'FAIL'} ${pkg} ${prev.v} -> ${v} (${changes.length} files)`;
            console.log(head);
            for (const f of verdict.findings) {
              console.log(`       ${f.rule} ${f.file}:${f.line} ${f.message.slice(0, 160)}`);
            }
          }
        }
      }
      prev = { v, files: cur };
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const cpu = process.cpuUsage(cpu0);
const byRule = new Map();
for (const row of rows.filter((r) => !r.passed)) {
  for (const rule of new Set(
    row.findings.filter((f) => f.severity !== 'info').map((f) => f.rule),
  )) {
    byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  }
}
const heldOut = (flags.heldout || flags.heldout2) && only === undefined;
console.log(
  `\n${heldOut ? 'HELD-OUT' : 'TUNING'} set: ${flagged} of ${releases} release diffs flagged (${((100 * flagged) / Math.max(1, releases)).toFixed(1)}%), ` +
    `${((performance.now() - t0) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`,
);
console.log(
  `refused by rule (a release can count under several): ${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ') || 'none'}; ` +
    `${rows.filter((r) => r.passed && r.findings.length > 0).length} more carry notes only`,
);
if (flags.json !== undefined) {
  writeFileSync(flags.json, JSON.stringify(rows, null, 2));
}

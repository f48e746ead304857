#!/usr/bin/env node
// Why this exists: opencode-ai and @kilocode/cli list one optional package per platform, and the
// registry this project installs from lacks some of them (404). `npm install` then drops those
// entries from package-lock.json, and `npm ci` refuses the lock as "out of sync" (it rebuilds the
// ideal tree before pruning failed optionals). Writing an entry with the platform's os/cpu/libc lets
// `npm ci` accept the lock and skip the package as incompatible without ever fetching it.
// Run after any `npm install` that touches the lock: node scripts/lock-optional-platforms.mjs
import fs from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));

function platformOf(suffix) {
  const os = suffix.startsWith('darwin')
    ? 'darwin'
    : suffix.startsWith('windows')
      ? 'win32'
      : 'linux';
  const cpu = suffix.includes('arm64') ? 'arm64' : 'x64';
  return suffix.endsWith('musl')
    ? { os: [os], cpu: [cpu], libc: ['musl'] }
    : { os: [os], cpu: [cpu] };
}

let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key] !== undefined) {
      continue;
    }
    const suffix = dep.replace(/^(@kilocode\/cli-|opencode-)/, '');
    if (suffix === dep) {
      continue;
    } // only the per-platform binaries of the agent CLIs
    lock.packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(suffix),
    };
    added++;
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${file}: ${added} optional platform entr${added === 1 ? 'y' : 'ies'} added`);

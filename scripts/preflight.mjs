#!/usr/bin/env node
// The first step of `npm test`: checks the system packages the suite needs and, when one
// is missing, stops within a second with ONE message naming it and the command that
// installs it, instead of letting dozens of tests fail for one cause. vitest's global
// setup runs the same check, so `npx vitest run` stops the same way.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every system package the test suite needs, with what needs it. */
const PACKAGES = [
  {
    pkg: 'git',
    binary: 'git',
    why: 'every integration test governs a real git repository',
  },
  {
    pkg: 'bubblewrap',
    binary: 'bwrap',
    why: 'the OS sandbox agents run in (govern run fails closed without it)',
  },
  {
    pkg: 'chromium',
    binary: '/usr/bin/chromium',
    why: "the dashboard's browser test drives Debian's chromium",
  },
  {
    pkg: 'redis-server',
    binary: 'redis-server',
    why: "the Redis queue of distributed mode and `govern doctor`'s queue check",
  },
];

function findBinary(binary) {
  const candidates = binary.includes('/')
    ? [binary]
    : (process.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, binary));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  return null;
}

/**
 * Starts a sandbox the way govern does (new user, pid, net, ipc, uts namespaces): an
 * installed bwrap that cannot create namespaces fails every sandbox test just as a
 * missing one does.
 */
function probeBwrap(bwrap) {
  const result = spawnSync(
    bwrap,
    [
      '--ro-bind',
      '/',
      '/',
      '--dev',
      '/dev',
      '--unshare-user-try',
      '--unshare-pid',
      '--unshare-net',
      '--unshare-ipc',
      '--unshare-uts',
      '--die-with-parent',
      '--new-session',
      '/bin/sh',
      '-c',
      'exit 0',
    ],
    { encoding: 'utf8', timeout: 10_000 },
  );
  return result.status === 0
    ? null
    : (result.stderr || result.error?.message || `exit ${result.status}`).trim();
}

/** Problems that stop the suite: missing packages, then anything else that would. */
export function findPrerequisiteProblems() {
  const missing = PACKAGES.filter((entry) => findBinary(entry.binary) === null);
  const other = [];
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    other.push(`Node ${process.versions.node} is too old: install Node 20.19 or later`);
  }
  const bwrap = findBinary('bwrap');
  if (bwrap !== null) {
    const failure = probeBwrap(bwrap);
    if (failure !== null) {
      other.push(
        `bubblewrap is installed but cannot start a sandbox (${failure.split('\n').at(-1)}): enable unprivileged user namespaces (sysctl -w kernel.unprivileged_userns_clone=1, or on Ubuntu 24.04 sysctl -w kernel.apparmor_restrict_unprivileged_userns=0); \`govern doctor\` says more`,
      );
    }
  }
  if (!existsSync(join(root, 'node_modules', '.bin', 'vitest'))) {
    other.push('the npm dependencies are not installed: run `npm ci` first');
  }
  return { missing, other };
}

/** The one message, or null when nothing is missing. */
export function formatPrerequisiteProblems({ missing, other }) {
  if (missing.length === 0 && other.length === 0) {
    return null;
  }
  const lines = [];
  if (missing.length > 0) {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    lines.push(
      `npm test needs ${missing.length === 1 ? 'a system package that is' : 'system packages that are'} not installed: ${missing.map((entry) => entry.pkg).join(', ')}`,
      ...missing.map((entry) => `  ${entry.pkg}: ${entry.why}`),
      'install with (Debian, Ubuntu):',
      `  ${sudo}apt-get install -y ${missing.map((entry) => entry.pkg).join(' ')}`,
    );
  }
  for (const problem of other) {
    lines.push(`npm test cannot run: ${problem}`);
  }
  lines.push('(README "Quick start" lists every prerequisite; nothing was run)');
  return lines.join('\n');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const message = formatPrerequisiteProblems(findPrerequisiteProblems());
  if (message !== null) {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
}

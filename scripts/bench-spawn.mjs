#!/usr/bin/env node
// What a child process costs govern (README, "Process starts: the spawner helper"): 300 runs
// of runProcess('true') from a Node process holding about 260 MB, as a busy `govern run` or
// `govern worker` does, forked by govern and through the spawner helper, twice each. Prints
// govern's own CPU per child, the wall per child, all the CPU per child (govern, the helper
// and the children, from /proc's counts once everything is reaped) and the longest stall of
// a 1 ms timer. Needs dist/ (npm run build). `node scripts/bench-spawn.mjs [--children N]`.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runProcess, stopSpawner, useSpawner } from '../dist/common/index.js';

const { values } = parseArgs({ options: { children: { type: 'string', default: '300' } } });
const children = Number(values.children);
if (!Number.isInteger(children) || children < 1) {
  console.error(`--children must be a positive integer (got ${values.children})`);
  process.exit(2);
}
// The memory a worker holds: page tables to copy on every fork.
const ballast = Array.from({ length: 200 }, () => Buffer.alloc(1e6, 1));
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

/** CPU of this process and of the children it reaped, in ms (utime, stime, cutime, cstime). */
function cpuWithChildrenMs() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
}

for (const mode of ['forked by govern', 'spawner', 'forked by govern', 'spawner']) {
  const allBefore = cpuWithChildrenMs();
  if (mode === 'spawner' && !useSpawner({ path: env.PATH })) {
    console.error('no perl on PATH: the spawner cannot start');
    process.exit(3);
  }
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  let stallMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 1);
    last = now;
  }, 1);
  for (let i = 0; i < children; i += 1) {
    await runProcess('true', [], { cwd: '/', env });
  }
  clearInterval(timer);
  const own = process.cpuUsage(ownBefore);
  const wallMs = performance.now() - started;
  // The helper's CPU and its children's reach this process once it is reaped.
  await stopSpawner();
  const perChild = (ms) => `${(ms / children).toFixed(2)} ms`;
  console.log(
    `${mode.padEnd(16)} rss ${Math.round(process.memoryUsage().rss / 1e6)} MB, govern's CPU ${perChild((own.user + own.system) / 1000)}, wall ${perChild(wallMs)}, CPU in all ${perChild(cpuWithChildrenMs() - allBefore)}, longest event-loop stall ${stallMs.toFixed(1)} ms`,
  );
}
void ballast;

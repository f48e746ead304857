// CPU of a whole process tree, sandboxed tools included, for the benchmarks. GNU time sees
// only the CPU of processes their parents waited for: a tool in the gate sandbox runs in
// bwrap's own pid namespace and never reaches it (prettier --check in bwrap: 0.00 s by GNU
// time, 585 ms by cpuacct). A fresh cpuacct cgroup (cgroup v1) that the measured processes
// join counts them all; the sandbox moves its processes into memory and pids cgroups only.
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

let count = 0;

/** A fresh cpuacct cgroup, or null where there is none to make. */
export function cpuCgroup() {
  const dir = join('/sys/fs/cgroup/cpuacct', `govern-bench-${process.pid}-${count++}`);
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return null;
  }
}

/**
 * `[command, ...args]` started inside `cgroup` (a shell joins it, then becomes the command,
 * so the pid stays the command's); unchanged when `cgroup` is null.
 */
export function inCgroup(cgroup, command) {
  return cgroup === null
    ? command
    : ['/bin/sh', '-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', cgroup, ...command];
}

/** The CPU milliseconds the cgroup's processes used, and the cgroup removed; null when unread. */
export function releaseCgroup(cgroup) {
  if (cgroup === null) {
    return null;
  }
  try {
    const ms = Number(readFileSync(join(cgroup, 'cpuacct.usage'), 'utf8').trim()) / 1e6;
    rmdirSync(cgroup);
    return ms;
  } catch {
    // Left for the system to clean up; the caller's GNU time figure stands alone.
    return null;
  }
}

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeError, isProcessAlive } from '../common/index.js';

export const MEMORY_MECHANISMS = ['cgroup-v2', 'cgroup-v1', 'none'] as const;
export type MemoryMechanism = (typeof MEMORY_MECHANISMS)[number];

/** Whether the memory cap is in force; the kernel records it in the ledger either way. */
export interface MemoryLimitState {
  readonly applied: boolean;
  readonly mechanism: MemoryMechanism;
  readonly limitMb?: number;
  /** Why it is not applied (or how, when it is partial). */
  readonly reason?: string;
}

export interface MemoryUsage {
  /** Processes the kernel's OOM killer ended inside the cap. */
  readonly oomKills: number;
  /** Highest usage seen, when the controller reports it. */
  readonly peakBytes: number | null;
}

export interface MemoryLimit {
  readonly state: MemoryLimitState;
  /** `cgroup.procs` of the attempt's cgroup: a process that writes its pid there is capped. */
  readonly procsFile: string | null;
  usage(): Promise<MemoryUsage>;
  dispose(): Promise<void>;
}

interface CgroupMount {
  readonly version: 1 | 2;
  readonly mountPoint: string;
}

/** cgroup mounts from /proc/self/mountinfo: every v2 mount and the v1 one with `controller`. */
export function parseCgroupMounts(mountinfo: string, controller = 'memory'): CgroupMount[] {
  const mounts: CgroupMount[] = [];
  for (const line of mountinfo.split('\n')) {
    const [left, right] = line.split(' - ');
    if (left === undefined || right === undefined) {
      continue;
    }
    const mountPoint = left.split(' ')[4];
    const [fsType, , superOptions = ''] = right.split(' ');
    if (mountPoint === undefined) {
      continue;
    }
    if (fsType === 'cgroup2') {
      mounts.push({ version: 2, mountPoint });
    } else if (fsType === 'cgroup' && superOptions.split(',').includes(controller)) {
      mounts.push({ version: 1, mountPoint });
    }
  }
  return mounts;
}

/** This process's cgroup paths from /proc/self/cgroup: the v2 one and the v1 memory and pids ones. */
export function parseOwnCgroups(procCgroup: string): {
  v2: string | null;
  v1Memory: string | null;
  v1Pids: string | null;
} {
  let v2: string | null = null;
  let v1Memory: string | null = null;
  let v1Pids: string | null = null;
  for (const line of procCgroup.split('\n')) {
    const match = /^(\d+):([^:]*):(.*)$/.exec(line);
    if (match === null) {
      continue;
    }
    const [, id, controllers = '', path = '/'] = match;
    if (id === '0' && controllers === '') {
      v2 = path;
    } else if (controllers.split(',').includes('memory')) {
      v1Memory = path;
    } else if (controllers.split(',').includes('pids')) {
      v1Pids = path;
    }
  }
  return { v2, v1Memory, v1Pids };
}

function none(reason: string, limitMb?: number): MemoryLimit {
  return {
    state: {
      applied: false,
      mechanism: 'none',
      reason,
      ...(limitMb === undefined ? {} : { limitMb }),
    },
    procsFile: null,
    usage: () => Promise.resolve({ oomKills: 0, peakBytes: null }),
    dispose: () => Promise.resolve(),
  };
}

async function readNumber(file: string): Promise<number | null> {
  try {
    const value = Number((await readFile(file, 'utf8')).trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

async function readOomKills(file: string): Promise<number> {
  try {
    const match = /^oom_kill (\d+)$/m.exec(await readFile(file, 'utf8'));
    return match === null ? 0 : Number(match[1]);
  } catch {
    return 0;
  }
}

/** Kills what is left in the cgroup (nothing, normally: the pid namespace died) and removes it. */
export async function removeCgroup(dir: string, version: 1 | 2): Promise<void> {
  if (version === 2 && existsSync(join(dir, 'cgroup.kill'))) {
    await writeFile(join(dir, 'cgroup.kill'), '1').catch(() => undefined);
  }
  for (let round = 0; round < 50; round += 1) {
    let pids: number[];
    try {
      pids = (await readFile(join(dir, 'cgroup.procs'), 'utf8'))
        .split('\n')
        .filter((line) => line !== '')
        .map(Number);
    } catch {
      return;
    }
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    try {
      await rmdir(dir);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Names of the cgroups sessions create: `govern-<kernel pid>-<random>`. */
const SESSION_CGROUP = /^govern-(\d+)-[0-9a-f]+$/;

/**
 * Removes the empty cgroups a killed govern left under `base` (a session's processes die
 * with it, but its folder stays): without this every `kill -9` would leave one behind.
 */
export async function sweepStaleCgroups(base: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(base);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = SESSION_CGROUP.exec(name)?.[1];
    if (pid !== undefined && !isProcessAlive(Number(pid))) {
      // rmdir refuses a cgroup that still holds a process: then it is left alone.
      await rmdir(join(base, name)).catch(() => undefined);
    }
  }
}

function created(dir: string, version: 1 | 2, limitMb: number, reason?: string): MemoryLimit {
  const mechanism = version === 2 ? 'cgroup-v2' : 'cgroup-v1';
  return {
    state: { applied: true, mechanism, limitMb, ...(reason === undefined ? {} : { reason }) },
    procsFile: join(dir, 'cgroup.procs'),
    usage: async () =>
      version === 2
        ? {
            oomKills: await readOomKills(join(dir, 'memory.events')),
            peakBytes: await readNumber(join(dir, 'memory.peak')),
          }
        : {
            oomKills: await readOomKills(join(dir, 'memory.oom_control')),
            peakBytes: await readNumber(join(dir, 'memory.max_usage_in_bytes')),
          },
    dispose: () => removeCgroup(dir, version),
  };
}

async function tryV2(
  base: string,
  name: string,
  bytes: number,
  limitMb: number,
): Promise<MemoryLimit | string> {
  const controllers = await readFile(join(base, 'cgroup.controllers'), 'utf8').catch(() => '');
  if (!controllers.split(/\s+/).includes('memory')) {
    return `cgroup v2 at ${base} has no memory controller`;
  }
  const dir = join(base, name);
  await sweepStaleCgroups(base);
  try {
    // A child of our own cgroup gets memory.max only if our cgroup delegates the controller,
    // which cgroup v2 refuses while our cgroup holds processes (the "no internal processes"
    // rule); that is the usual failure outside a delegated systemd scope.
    await writeFile(join(base, 'cgroup.subtree_control'), '+memory').catch(() => undefined);
    await mkdir(dir);
    await writeFile(join(dir, 'memory.max'), String(bytes));
    await writeFile(join(dir, 'memory.swap.max'), '0').catch(() => undefined);
    return created(dir, 2, limitMb);
  } catch (error) {
    await rmdir(dir).catch(() => undefined);
    return `cgroup v2: cannot set memory.max under ${base}: ${describeError(error)} (run govern in a delegated cgroup, e.g. systemd-run --user --scope -p Delegate=yes)`;
  }
}

async function tryV1(
  base: string,
  name: string,
  bytes: number,
  limitMb: number,
): Promise<MemoryLimit | string> {
  const dir = join(base, name);
  await sweepStaleCgroups(base);
  try {
    await mkdir(dir);
    await writeFile(join(dir, 'memory.limit_in_bytes'), String(bytes));
  } catch (error) {
    await rmdir(dir).catch(() => undefined);
    return `cgroup v1: cannot create a memory cgroup under ${base}: ${describeError(error)} (needs root or a delegated hierarchy)`;
  }
  // Without swap accounting the cap could be dodged by swapping; there is no swap here,
  // and where there is, memsw must be at least limit_in_bytes.
  const swapCapped = await writeFile(join(dir, 'memory.memsw.limit_in_bytes'), String(bytes))
    .then(() => true)
    .catch(() => false);
  return created(
    dir,
    1,
    limitMb,
    swapCapped ? undefined : 'swap is not capped (no memsw accounting)',
  );
}

/**
 * A memory cgroup for one attempt, as a child of this process's own cgroup: v2 `memory.max`
 * where the controller is delegated, else v1 `memory.limit_in_bytes` (works as root), else
 * not applied, with the reason. Processes join it by writing their pid to `procsFile`
 * before exec, so everything they start is counted too.
 */
export async function createMemoryLimit(
  limitMb: number | undefined,
  name: string,
): Promise<MemoryLimit> {
  if (limitMb === undefined) {
    return none('the policy sets no maxMemoryMb');
  }
  if (process.platform !== 'linux') {
    return none(`no cgroups on ${process.platform}`, limitMb);
  }
  const [mountinfo, own] = await Promise.all([
    readFile('/proc/self/mountinfo', 'utf8').catch(() => ''),
    readFile('/proc/self/cgroup', 'utf8').catch(() => ''),
  ]);
  const mounts = parseCgroupMounts(mountinfo);
  const paths = parseOwnCgroups(own);
  const bytes = limitMb * 1024 * 1024;
  const reasons: string[] = [];
  const v2 = mounts.find((mount) => mount.version === 2);
  if (v2 !== undefined && paths.v2 !== null) {
    const result = await tryV2(join(v2.mountPoint, paths.v2), name, bytes, limitMb);
    if (typeof result !== 'string') {
      return result;
    }
    reasons.push(result);
  }
  const v1 = mounts.find((mount) => mount.version === 1);
  if (v1 !== undefined && paths.v1Memory !== null) {
    const result = await tryV1(join(v1.mountPoint, paths.v1Memory), name, bytes, limitMb);
    if (typeof result !== 'string') {
      return result;
    }
    reasons.push(result);
  }
  if (reasons.length === 0) {
    reasons.push('no cgroup memory controller is mounted');
  }
  return none(reasons.join('; '), limitMb);
}

/**
 * Whether a memory cap can be enforced here, found by creating (and removing) a capped
 * cgroup exactly as an attempt would: mounts and permissions say less than trying.
 */
export async function probeMemoryLimit(limitMb = 64): Promise<MemoryLimitState> {
  const limit = await createMemoryLimit(limitMb, `govern-probe-${String(process.pid)}`);
  await limit.dispose();
  return limit.state;
}

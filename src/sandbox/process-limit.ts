import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describeError } from '../common/index.js';
import { parseCgroupMounts, parseOwnCgroups, removeCgroup, sweepStaleCgroups } from './cgroup.js';
import type { MemoryLimit, MemoryMechanism } from './cgroup.js';

/** Whether the process cap is in force; recorded beside the memory cap. */
export interface ProcessLimitState {
  readonly applied: boolean;
  readonly mechanism: MemoryMechanism;
  readonly maxProcesses?: number;
  /** Why it is not applied. */
  readonly reason?: string;
}

export interface ProcessLimit {
  readonly state: ProcessLimitState;
  /**
   * `cgroup.procs` a process must join (v1: the pids hierarchy is its own); null when the
   * cap rides on the memory cgroup (v2) or is not applied.
   */
  readonly procsFile: string | null;
  /** fork() calls the cap refused so far (`pids.events`), when the kernel reports them. */
  refusedForks(): Promise<number>;
  dispose(): Promise<void>;
}

function none(reason: string, maxProcesses?: number): ProcessLimit {
  return {
    state: {
      applied: false,
      mechanism: 'none',
      reason,
      ...(maxProcesses === undefined ? {} : { maxProcesses }),
    },
    procsFile: null,
    refusedForks: () => Promise.resolve(0),
    dispose: () => Promise.resolve(),
  };
}

async function readRefusals(dir: string): Promise<number> {
  try {
    const match = /^max (\d+)$/m.exec(await readFile(join(dir, 'pids.events'), 'utf8'));
    return match === null ? 0 : Number(match[1]);
  } catch {
    return 0;
  }
}

/** v2: the memory cgroup the processes join anyway gets pids.max too (one v2 cgroup per process). */
async function onMemoryCgroup(memory: MemoryLimit, max: number): Promise<ProcessLimit | string> {
  if (memory.procsFile === null || memory.state.mechanism !== 'cgroup-v2') {
    return 'the memory cap is not a cgroup v2 one';
  }
  const dir = dirname(memory.procsFile);
  try {
    await writeFile(join(dirname(dir), 'cgroup.subtree_control'), '+pids').catch(() => undefined);
    await writeFile(join(dir, 'pids.max'), String(max));
  } catch (error) {
    return `cgroup v2: cannot set pids.max in ${dir}: ${describeError(error)}`;
  }
  return {
    state: { applied: true, mechanism: 'cgroup-v2', maxProcesses: max },
    procsFile: null,
    refusedForks: () => readRefusals(dir),
    // The memory limit removes the cgroup.
    dispose: () => Promise.resolve(),
  };
}

async function ownV1(name: string, max: number): Promise<ProcessLimit | string> {
  const [mountinfo, own] = await Promise.all([
    readFile('/proc/self/mountinfo', 'utf8').catch(() => ''),
    readFile('/proc/self/cgroup', 'utf8').catch(() => ''),
  ]);
  const mount = parseCgroupMounts(mountinfo, 'pids').find((entry) => entry.version === 1);
  const path = parseOwnCgroups(own).v1Pids;
  if (mount === undefined || path === null) {
    return 'no cgroup v1 pids hierarchy is mounted';
  }
  const dir = join(mount.mountPoint, path, name);
  await sweepStaleCgroups(join(mount.mountPoint, path));
  try {
    await mkdir(dir);
    await writeFile(join(dir, 'pids.max'), String(max));
  } catch (error) {
    await rmdir(dir).catch(() => undefined);
    return `cgroup v1: cannot create a pids cgroup under ${join(mount.mountPoint, path)}: ${describeError(error)} (needs root or a delegated hierarchy)`;
  }
  return {
    state: { applied: true, mechanism: 'cgroup-v1', maxProcesses: max },
    procsFile: join(dir, 'cgroup.procs'),
    refusedForks: () => readRefusals(dir),
    dispose: () => removeCgroup(dir, 1),
  };
}

/**
 * A cap on the processes and threads of one session (a fork bomb stops at it instead of
 * taking every pid of the machine, which the pid namespace alone does not prevent): pids.max
 * on the session's v2 memory cgroup, else a v1 pids cgroup as a child of this process's own,
 * else not applied, with the reason.
 */
export async function createProcessLimit(
  maxProcesses: number | undefined,
  name: string,
  memory: MemoryLimit,
): Promise<ProcessLimit> {
  if (maxProcesses === undefined) {
    return none('the policy sets no maxProcesses');
  }
  if (process.platform !== 'linux') {
    return none(`no cgroups on ${process.platform}`, maxProcesses);
  }
  const reasons: string[] = [];
  for (const attempt of [
    () => onMemoryCgroup(memory, maxProcesses),
    () => ownV1(name, maxProcesses),
  ]) {
    const result = await attempt();
    if (typeof result !== 'string') {
      return result;
    }
    reasons.push(result);
  }
  return none(reasons.join('; '), maxProcesses);
}

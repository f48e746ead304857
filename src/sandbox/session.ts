import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { chmod, mkdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeError, GovernError } from '../common/index.js';
import type { NetworkMode } from './bwrap-args.js';
import { createMemoryLimit } from './cgroup.js';
import type { MemoryLimit, MemoryLimitState, MemoryUsage } from './cgroup.js';
import { createProcessLimit } from './process-limit.js';
import type { ProcessLimit, ProcessLimitState } from './process-limit.js';
import { buildSandboxEnv } from './env.js';
import type { SandboxEnvInput } from './env.js';
import { BACKSTOP_SLACK_MS } from './launch.js';
import type { SandboxCommand } from './launch.js';
import type { SandboxPolicy } from './policy.js';
import type { SandboxMechanism } from './probe.js';
import { BRIDGE_SOURCE, LAUNCHER_SOURCE } from './proxy-scripts.js';
import type { LauncherConfig } from './proxy-scripts.js';
import { commandSearchDirs, findCommand } from './host-commands.js';
import { createWrap, procsFiles } from './session-wrap.js';
import type { Limits, Prepared } from './session-wrap.js';
import { resolveSandboxPaths } from './resolve-paths.js';
import type { ResolvedSandboxPaths } from './resolve-paths.js';
import { buildSeccompFilter, seccompArchFor } from './seccomp.js';

export interface SandboxSessionOptions {
  /** Absolute path of the worktree the agent edits. */
  readonly worktree: string;
  /** Absolute; the session creates `sandbox/` in it (private HOME, TMPDIR, its own files). */
  readonly attemptDir: string;
  readonly policy: SandboxPolicy;
  /** The kernel's environment; only the allowlisted names reach the agent. */
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** Added to the agent's environment (its API key); not from the kernel's environment. */
  readonly extraEnv?: Readonly<Record<string, string>>;
  /** More trees whose forbidden files are masked (the main checkout, when the worktree is separate). */
  readonly maskRoots?: readonly string[];
  /** Committed fixtures the built-in masks leave visible (gate sessions; see ResolveInput). */
  readonly committed?: (relPath: string) => Promise<boolean>;
  /** From probeSandbox(); looked up when not given. */
  readonly bwrapPath?: string;
  /** More absolute paths kept read-only (the files the gates' tools resolve to). */
  readonly readOnlyPaths?: readonly string[];
  /**
   * Absolute tool cache folders inside read-only places (`node_modules/.cache`): each gets
   * a fresh private folder bound over it, so tools can write their caches without being
   * able to write the tools. A folder missing on the host is created empty first (a bind
   * needs its mount point); one that cannot be is left read-only, with a note.
   */
  readonly cacheDirs?: readonly string[];
  /** Keep the PATH a command asks for (a tool gate's, with node_modules/.bin first). */
  readonly keepCommandPath?: boolean;
}

export interface SandboxNetwork {
  /** none: own empty namespace; host: the host's network; proxy: the allowlist proxy. */
  readonly mode: NetworkMode;
  readonly allowlist: readonly string[];
  /** proxy mode: refused and failed requests, one line each. */
  readonly logFile: string | null;
}

/** One attempt's sandbox. Create it before the agent starts, dispose of it after. */
export interface SandboxSession {
  readonly mechanism: SandboxMechanism;
  /** Turns a command into the command that runs it inside this sandbox. */
  readonly wrap: (spec: SandboxCommand) => SandboxCommand;
  /** The environment the agent gets: the allowlist, extraEnv, private HOME and TMPDIR. */
  readonly env: Readonly<Record<string, string>>;
  readonly home: string;
  readonly tmpdir: string;
  readonly memory: MemoryLimitState;
  readonly processes: ProcessLimitState;
  readonly network: SandboxNetwork;
  /** The resolved paths, with notes on what was widened, skipped or not found. */
  readonly paths: ResolvedSandboxPaths;
  /** The caller's deadline capped by policy.maxExecutionTimeMs. */
  timeoutMs(requestedMs: number): number;
  memoryUsage(): Promise<MemoryUsage>;
  /** fork() calls the process cap refused so far. */
  refusedForks(): Promise<number>;
  /** Removes the cgroup and the private dirs; safe to call twice. */
  dispose(): Promise<void>;
}

function networkMode(policy: SandboxPolicy): NetworkMode {
  if (policy.networkAccess !== true) {
    return 'none';
  }
  return policy.networkAllowlist === undefined ? 'host' : 'proxy';
}

async function writePrivateBin(dir: string, paths: ResolvedSandboxPaths): Promise<string | null> {
  if (paths.allowedCommands === null) {
    return null;
  }
  await mkdir(dir);
  for (const command of paths.allowedCommands) {
    await symlink(command.path, join(dir, command.name)).catch(() => undefined);
  }
  return dir;
}

function unavailable(reason: string, hint: string): GovernError {
  return new GovernError('SANDBOX_UNAVAILABLE', reason, { hint });
}

/**
 * Resolves the policy against the worktree, creates the private HOME and TMPDIR, the memory
 * cgroup and the seccomp program, and returns the wrapper every agent process goes through.
 * Throws SANDBOX_UNAVAILABLE when this platform cannot enforce the policy.
 */
export async function createSandboxSession(
  options: SandboxSessionOptions,
): Promise<SandboxSession> {
  const { policy } = options;
  const mechanism: SandboxMechanism = process.platform === 'darwin' ? 'sandbox-exec' : 'bwrap';
  if (process.platform !== 'linux' && process.platform !== 'darwin') {
    throw unavailable(`no OS sandbox for ${process.platform}`, 'run govern on Linux or macOS');
  }
  const mode = networkMode(policy);
  if (mechanism === 'sandbox-exec' && mode === 'proxy') {
    throw unavailable(
      'the network allowlist needs the Linux sandbox (its proxy runs in a network namespace)',
      'on macOS, set networkAccess to false, or to true without networkAllowlist',
    );
  }
  const sandboxBinary =
    options.bwrapPath ??
    (mechanism === 'bwrap'
      ? await findCommand('bwrap', commandSearchDirs(options.hostEnv['PATH']))
      : '/usr/bin/sandbox-exec');
  if (sandboxBinary === null) {
    throw unavailable('bubblewrap (bwrap) is not installed', 'apt-get install bubblewrap');
  }

  await mkdir(options.attemptDir, { recursive: true });
  const root = join(await realpath(options.attemptDir), 'sandbox');
  await rm(root, { recursive: true, force: true });
  let memory: MemoryLimit | null = null;
  let processes: ProcessLimit | null = null;
  try {
    const prepared = await prepare(options, mode, root, mechanism);
    const cgroupName = `govern-${String(process.pid)}-${randomBytes(4).toString('hex')}`;
    memory = await createMemoryLimit(policy.maxMemoryMb, cgroupName);
    processes = await createProcessLimit(policy.maxProcesses, cgroupName, memory);
    const limits = { memory, processes };
    if (mode === 'proxy') {
      await writeLauncher(prepared.meta, {
        allow: policy.networkAllowlist ?? [],
        seccompFile: prepared.seccompFile,
        cgroupProcs: procsFiles(limits),
        timeoutMs:
          policy.maxExecutionTimeMs === undefined
            ? null
            : policy.maxExecutionTimeMs + BACKSTOP_SLACK_MS,
        logFile: join(prepared.meta, 'network.log'),
      });
    }
    return assemble(options, mode, mechanism, sandboxBinary, prepared, limits);
  } catch (error) {
    await processes?.dispose();
    await memory?.dispose();
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
/** The private dirs, the resolved paths and the files bwrap reads (mask, bin dir, filter). */
async function prepare(
  options: SandboxSessionOptions,
  mode: NetworkMode,
  root: string,
  mechanism: SandboxMechanism,
): Promise<Prepared> {
  const { policy } = options;
  const home = join(root, 'home');
  const tmpdir = join(root, 'tmp');
  const meta = join(root, 'meta');
  for (const dir of [home, tmpdir, meta]) {
    await mkdir(dir, { recursive: true });
  }
  const resolved = await resolveSandboxPaths({
    worktree: options.worktree,
    policy,
    hostEnv: options.hostEnv,
    maskRoots: options.maskRoots ?? [],
    keepVisible: [root],
    readOnly: options.readOnlyPaths ?? [],
    ...(options.committed === undefined ? {} : { committed: options.committed }),
  });
  const notes = [...resolved.notes];
  const caches = await prepareCaches(options.cacheDirs ?? [], join(root, 'cache'), notes);
  if (mode === 'proxy' && resolved.maskedCommands.includes(realpathSync(process.execPath))) {
    throw new GovernError(
      'CONFIG_INVALID',
      `policy: forbiddenCommands masks node (${process.execPath}), which the network allowlist's in-sandbox bridge runs on`,
      { hint: 'remove node from forbiddenCommands, or drop networkAllowlist' },
    );
  }
  const emptyFile = join(meta, 'empty');
  await writeFile(emptyFile, '');
  await chmod(emptyFile, 0o444);
  const privateBin = await writePrivateBin(join(meta, 'bin'), resolved);
  let seccompFile: string | null = null;
  if (mechanism === 'bwrap' && policy.allowUnixSockets !== true) {
    const arch = seccompArchFor(process.arch);
    if (arch === null) {
      notes.push(`no seccomp filter for ${process.arch}: Unix sockets are not blocked`);
    } else {
      seccompFile = join(meta, 'seccomp.bpf');
      await writeFile(seccompFile, buildSeccompFilter(arch));
    }
  }
  return {
    root,
    mainTrees: options.maskRoots ?? [],
    home,
    tmpdir,
    meta,
    paths: { ...resolved, notes },
    emptyFile,
    privateBin,
    seccompFile,
    caches,
  };
}

/** A private folder per tool cache, and the cache's mount point on the host. */
async function prepareCaches(
  dirs: readonly string[],
  under: string,
  notes: string[],
): Promise<{ source: string; dest: string }[]> {
  const binds: { source: string; dest: string }[] = [];
  for (const [index, dir] of dirs.entries()) {
    try {
      await mkdir(dir, { recursive: true });
      const source = join(under, String(index));
      await mkdir(source, { recursive: true });
      binds.push({ source, dest: await realpath(dir) });
    } catch (error) {
      notes.push(`cache ${dir} stays read-only: ${describeError(error)}`);
    }
  }
  return binds;
}

async function writeLauncher(meta: string, config: LauncherConfig): Promise<void> {
  await writeFile(join(meta, 'launcher.cjs'), LAUNCHER_SOURCE);
  await writeFile(join(meta, 'bridge.cjs'), BRIDGE_SOURCE);
  await writeFile(join(meta, 'launcher.json'), JSON.stringify(config));
  await writeFile(config.logFile, '');
}

function assemble(
  options: SandboxSessionOptions,
  mode: NetworkMode,
  mechanism: SandboxMechanism,
  sandboxBinary: string,
  prepared: Prepared,
  limits: Limits,
): SandboxSession {
  const { policy } = options;
  const { home, tmpdir, meta, paths, root } = prepared;
  const envInput: SandboxEnvInput = {
    hostEnv: options.hostEnv,
    envAllowlist: policy.envAllowlist,
    extraEnv: options.extraEnv ?? {},
    home,
    tmpdir,
    privateBin: prepared.privateBin,
    proxy: mode === 'proxy',
    keepCommandPath: options.keepCommandPath === true,
  };
  const wrap = createWrap({ policy, mode, mechanism, sandboxBinary, prepared, limits }, envInput);

  let disposed = false;
  return {
    mechanism,
    wrap,
    env: buildSandboxEnv(envInput),
    home,
    tmpdir,
    memory: limits.memory.state,
    processes: limits.processes.state,
    network: {
      mode,
      allowlist: mode === 'proxy' ? [...(policy.networkAllowlist ?? [])] : [],
      logFile: mode === 'proxy' ? join(meta, 'network.log') : null,
    },
    paths,
    timeoutMs: (requestedMs) => Math.min(requestedMs, policy.maxExecutionTimeMs ?? requestedMs),
    memoryUsage: () => limits.memory.usage(),
    refusedForks: () => limits.processes.refusedForks(),
    dispose: async () => {
      if (disposed) {
        return;
      }
      disposed = true;
      await limits.processes.dispose();
      await limits.memory.dispose();
      await rm(root, { recursive: true, force: true });
    },
  };
}

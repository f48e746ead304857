import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { buildBwrapArgs } from './bwrap-args.js';
import type { NetworkMode } from './bwrap-args.js';
import type { MemoryLimit } from './cgroup.js';
import { filterCommandEnv, PROXY_PORT } from './env.js';
import type { SandboxEnvInput } from './env.js';
import { isInside } from '../common/index.js';
import { buildHostStep, seccompFdFor } from './launch.js';
import type { SandboxCommand } from './launch.js';
import type { SandboxPolicy } from './policy.js';
import type { SandboxMechanism } from './probe.js';
import type { ProcessLimit } from './process-limit.js';
import type { ResolvedSandboxPaths } from './resolve-paths.js';
import { buildSeatbeltProfile } from './seatbelt.js';

/** The session's cgroup limits, whose procs files the host step moves each command into. */
export interface Limits {
  readonly memory: MemoryLimit;
  readonly processes: ProcessLimit;
}

export function procsFiles(limits: Limits): string[] {
  return [limits.memory.procsFile, limits.processes.procsFile].filter(
    (file): file is string => file !== null,
  );
}

/** What a session prepared on disk before its first command: private dirs, paths, files. */
export interface Prepared {
  readonly root: string;
  /** The main checkouts of a worktree session (whose node_modules a worktree links). */
  readonly mainTrees: readonly string[];
  readonly home: string;
  readonly tmpdir: string;
  readonly meta: string;
  readonly paths: ResolvedSandboxPaths;
  readonly emptyFile: string;
  readonly privateBin: string | null;
  readonly seccompFile: string | null;
  readonly caches: readonly { readonly source: string; readonly dest: string }[];
}

/** What wrapping a command needs from the session: its policy, mechanism and files. */
export interface WrapContext {
  readonly policy: SandboxPolicy;
  readonly mode: NetworkMode;
  readonly mechanism: SandboxMechanism;
  readonly sandboxBinary: string;
  readonly prepared: Prepared;
  readonly limits: Limits;
}

/**
 * The session's wrapper: every command an agent or gate runs goes through it, with its
 * environment filtered, under sandbox-exec's profile on macOS or bwrap (and the host step
 * that applies the limits) on Linux.
 */
export function createWrap(
  context: WrapContext,
  envInput: SandboxEnvInput,
): (spec: SandboxCommand) => SandboxCommand {
  const { policy, mode, mechanism, sandboxBinary, prepared } = context;
  const { home, tmpdir, meta, paths } = prepared;
  return (spec: SandboxCommand): SandboxCommand => {
    const env = filterCommandEnv(spec.env, envInput);
    const stateFiles = writableStateFiles(spec.writableFiles ?? [], paths.worktree);
    if (mechanism === 'sandbox-exec') {
      const profile = buildSeatbeltProfile({
        writable: [...paths.writable, home, tmpdir],
        readOnly: [...paths.readOnly, meta],
        // No bind mounts on macOS: the caches are written in place.
        writableOverrides: [...prepared.caches.map((bind) => bind.dest), ...stateFiles],
        maskedDirs: paths.maskedDirs,
        maskedFiles: paths.maskedFiles,
        maskedCommands: paths.maskedCommands,
        network: mode === 'host' ? 'host' : 'none',
        allowUnixSockets: policy.allowUnixSockets === true,
      });
      return {
        program: sandboxBinary,
        args: ['-p', profile, spec.program, ...spec.args],
        env,
        cwd: spec.cwd,
      };
    }
    return { ...bwrapCommand(context, spec, stateFiles), env, cwd: spec.cwd };
  };
}

/**
 * The state files a command may write where the profile is read-only: existing regular
 * files inside the worktree only (tsc's state under `.governance/cache/`), by real path, so
 * a symlink cannot turn the grant into a write anywhere else.
 */
function writableStateFiles(files: readonly string[], worktree: string): string[] {
  return files
    .map((file) => (isAbsolute(file) ? safeRealpath(file) : null))
    .filter(
      (real): real is string => real !== null && isInside(real, worktree) && real !== worktree,
    );
}

function bwrapCommand(
  context: WrapContext,
  spec: SandboxCommand,
  stateFiles: readonly string[],
): { program: string; args: string[] } {
  const { mode, prepared } = context;
  const { meta, paths, root } = prepared;
  const shown = [paths.worktree, root];
  const visible = [meta];
  for (const path of [spec.program, spec.cwd]) {
    const real = isAbsolute(path) ? safeRealpath(path) : null;
    if (real !== null && hiddenByTmpfs(real, shown)) {
      visible.push(visibleRootFor(real));
    }
    // The path as given too: an npm `.bin` entry is a symlink into its package, and the
    // program is spawned by that name (a checkout under /tmp, as CI runners often use).
    if (isAbsolute(path) && real !== path && hiddenByTmpfs(path, shown)) {
      visible.push(visibleRootFor(path));
    }
  }
  // A parallel run's worktree links the main tree's node_modules: a tool the test script
  // finds on PATH (`vitest` from `npm test`) goes through that link, so each hop of it that
  // the private /tmp hides is shown read-only (a checkout under /tmp).
  for (const hop of sharedModulesHops(paths.worktree, prepared.mainTrees)) {
    if (hiddenByTmpfs(hop, shown)) {
      visible.push(hop);
    }
  }
  const inner =
    mode === 'proxy'
      ? [process.execPath, join(meta, 'bridge.cjs'), String(PROXY_PORT), spec.program, ...spec.args]
      : [spec.program, ...spec.args];
  const bwrapArgs = buildBwrapArgs({
    worktree: paths.worktree,
    writable: paths.writable,
    readOnly: paths.readOnly,
    privateDirs: [prepared.home, prepared.tmpdir],
    visible,
    writableBinds: [
      ...prepared.caches,
      ...stateFiles.map((file) => ({ source: file, dest: file })),
    ],
    maskedDirs: paths.maskedDirs,
    maskedFiles: [...paths.maskedFiles, ...paths.maskedCommands],
    emptyFile: prepared.emptyFile,
    network: mode,
    readOnlyProc: process.getuid?.() === 0,
    seccompFd: prepared.seccompFile === null ? null : seccompFdFor(mode),
    cwd: spec.cwd,
    command: inner,
  });
  return buildHostStep({
    bwrap: context.sandboxBinary,
    bwrapArgs,
    network: mode,
    cgroupProcs: procsFiles(context.limits),
    seccompFile: prepared.seccompFile,
    maxExecutionTimeMs: context.policy.maxExecutionTimeMs ?? null,
    node: process.execPath,
    launcherScript: join(meta, 'launcher.cjs'),
    launcherConfig: join(meta, 'launcher.json'),
  });
}

function safeRealpath(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/**
 * What to show of a program hidden by the private /tmp: an npm-installed one needs its whole
 * package tree (its `.bin` link points into it and it loads its own modules), so the top
 * `node_modules` folder above it, read-only; any other program, the program itself.
 */
function visibleRootFor(path: string): string {
  const parts = path.split('/');
  const top = parts.indexOf('node_modules');
  return top > 0 ? parts.slice(0, top + 1).join('/') : path;
}

/**
 * The hops of the worktree's node_modules link when it is the one govern made, to a main
 * tree's node_modules (which may link on: a checkout can share its packages). The worktree
 * is the agent's to write: a link it points anywhere else opens nothing.
 */
function sharedModulesHops(worktree: string, mainTrees: readonly string[]): string[] {
  const hops = linkHops(join(worktree, 'node_modules'));
  const first = hops[0];
  const governs = mainTrees.some((main) =>
    [main, safeRealpath(main)].some((dir) => dir !== null && first === join(dir, 'node_modules')),
  );
  return governs ? hops : [];
}

/** Where a chain of symbolic links starting at `path` leads, each hop absolute (at most 8). */
function linkHops(path: string): string[] {
  const hops: string[] = [];
  let current = path;
  for (let i = 0; i < 8; i += 1) {
    try {
      if (!lstatSync(current).isSymbolicLink()) {
        break;
      }
      current = resolve(dirname(current), readlinkSync(current));
    } catch {
      break;
    }
    hops.push(current);
  }
  return hops;
}

/** Host paths under /tmp are hidden by the sandbox's own /tmp unless bound back in. */
function hiddenByTmpfs(path: string, shown: readonly string[]): boolean {
  return isInside(path, '/tmp') && path !== '/tmp' && !shown.some((dir) => isInside(path, dir));
}

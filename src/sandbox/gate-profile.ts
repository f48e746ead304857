import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_ENV_ALLOWLIST } from '../common/index.js';
import type { SandboxPolicy } from './policy.js';
import { createSandboxSession } from './session.js';
import type { SandboxSession } from './session.js';

/**
 * Memory cap of one gate session (every process of one verification together) when the
 * policy sets none: a whole test suite with its workers fits; a memory bomb does not.
 */
export const GATE_MEMORY_MB = 4096;

/**
 * Processes and threads of one gate session together. Node alone runs ~11 threads, a test
 * runner with workers a few hundred; a fork bomb stops here instead of taking every pid of
 * the machine (32,768 by default) from everything else running on it.
 */
export const GATE_MAX_PROCESSES = 1024;

/** Names tool gates set for their tools (CI mode, no colour); the allowlist lets them through. */
export const GATE_ENV_NAMES: readonly string[] = ['CI', 'FORCE_COLOR', 'NO_COLOR'];

/**
 * Tool caches inside `node_modules`, which is read-only: each gets a private folder for the
 * session. `.cache` is the common one (babel, eslint-loader, nx, terser, ava, nyc); `.vite` is
 * vite's and vitest's `cacheDir`; `.vitest` is vitest 0.x's results cache (it fails the run
 * when it cannot write it: openapi3-ts, thirty-first session); `.vite-temp` is where vite 6
 * writes a bundled config before it loads it. Caches elsewhere (jest's in TMPDIR,
 * `.eslintcache` in the tree) land in writable places already; tsc's state file is granted
 * per command.
 */
export const GATE_CACHE_DIRS: readonly string[] = ['.cache', '.vite', '.vitest', '.vite-temp'];

export interface GateSessionOptions {
  /** The tree the gates check (the main tree, or a task's worktree). */
  readonly worktree: string;
  /** Absolute; the session creates `sandbox/` in it. */
  readonly attemptDir: string;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** The config's policy: its forbiddenPaths are masked for the gates too, and its memory cap applies. */
  readonly policy: SandboxPolicy;
  /** More trees whose forbidden files are masked (the main checkout of a worktree). */
  readonly maskRoots?: readonly string[];
  /**
   * Whether a file only the built-in masks hide (`.env*`, keys) is a committed file of the tree
   * under review: the repository's tests read their fixtures (dotenv-safe's `test/.env`).
   */
  readonly committed?: (relPath: string) => Promise<boolean>;
  /** The files the gates' tools resolve to (outside node_modules too): read-only. */
  readonly toolPaths?: readonly string[];
  readonly bwrapPath?: string;
  /**
   * Nothing in the tree is writable (private HOME and TMPDIR only): a resident tool that only
   * reads the tree and outlives one verification cannot change it between gates.
   */
  readonly readOnlyTree?: boolean;
}

/**
 * The gate profile: what a tool gate's processes (tsc, prettier, eslint, the test command,
 * a configured command) may do. They run the repository's code (configs, tests, setup
 * files), which the agent wrote, so they get the agent's walls and more: no network at all
 * (whatever the agent's policy allows), no environment beyond the base list (no agent key),
 * the worktree writable but node_modules, `.git/`, `.governance/`, `PROGRESS.json` and shell
 * start-up files read-only, the masked paths hidden, a private HOME and TMPDIR, a memory
 * and a process cap. Pure.
 */
export function gatePolicy(policy: SandboxPolicy): SandboxPolicy {
  return {
    networkAccess: false,
    allowUnixSockets: false,
    envAllowlist: [...BASE_ENV_ALLOWLIST, ...GATE_ENV_NAMES],
    ...(policy.forbiddenPaths === undefined ? {} : { forbiddenPaths: policy.forbiddenPaths }),
    ...(policy.readOnlyPaths === undefined ? {} : { readOnlyPaths: policy.readOnlyPaths }),
    maxMemoryMb: policy.maxMemoryMb ?? GATE_MEMORY_MB,
    maxProcesses: policy.maxProcesses ?? GATE_MAX_PROCESSES,
  };
}

/**
 * Opens a gate session: one per verification of a tree (the mask scan, cgroups and private
 * folders are made once; each tool start then costs one bwrap). Throws SANDBOX_UNAVAILABLE
 * like the agent's session when the platform cannot enforce it.
 */
export function createGateSession(options: GateSessionOptions): Promise<SandboxSession> {
  const modules = join(options.worktree, 'node_modules');
  return createSandboxSession({
    worktree: options.worktree,
    attemptDir: options.attemptDir,
    policy:
      options.readOnlyTree === true
        ? { ...gatePolicy(options.policy), writeOnlyPaths: [] }
        : gatePolicy(options.policy),
    hostEnv: options.hostEnv,
    maskRoots: options.maskRoots ?? [],
    ...(options.committed === undefined ? {} : { committed: options.committed }),
    readOnlyPaths: options.toolPaths ?? [],
    cacheDirs: existsSync(modules) ? GATE_CACHE_DIRS.map((name) => join(modules, name)) : [],
    keepCommandPath: true,
    ...(options.bwrapPath === undefined ? {} : { bwrapPath: options.bwrapPath }),
  });
}

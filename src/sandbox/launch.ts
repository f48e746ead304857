import type { NetworkMode } from './bwrap-args.js';
import { LAUNCHER_SECCOMP_FD } from './proxy-scripts.js';

/** A command ready to start (the shape of agents' LaunchSpec; argv, never a shell string). */
export interface SandboxCommand {
  readonly program: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  /**
   * Existing files inside the worktree this command must write although the profile keeps
   * them read-only (tsc's incremental state under `.governance/cache/`). Others are ignored.
   */
  readonly writableFiles?: readonly string[];
}

/** The fd the shell step opens the seccomp program on for bwrap. */
export const SHELL_SECCOMP_FD = 3;

/**
 * A fixed host-side step before bwrap: join the session's cgroups (memory, processes), so
 * bwrap and everything under it are counted from the first byte, then replace itself with
 * bwrap, with the seccomp program open on fd 3. The script is a constant: every value
 * arrives as a positional argument (the seccomp file, the cgroup.procs files up to `--`,
 * then the command), never spliced into shell text.
 */
export const SHELL_STEP = [
  'seccomp_file=$1; shift',
  'while [ "$1" != "--" ]; do echo $$ > "$1" || exit 125; shift; done; shift',
  'if [ -n "$seccomp_file" ]; then exec "$@" 3< "$seccomp_file"; fi',
  'exec "$@"',
].join('\n');

/** Extra time the backstop deadline gives the caller's own (group kill first, then this). */
export const BACKSTOP_SLACK_MS = 1_000;

export interface HostStepInput {
  readonly bwrap: string;
  readonly bwrapArgs: readonly string[];
  readonly network: NetworkMode;
  /** The `cgroup.procs` files to join (memory, processes); [] for none. */
  readonly cgroupProcs: readonly string[];
  readonly seccompFile: string | null;
  /** policy.maxExecutionTimeMs; enforced here too in case a caller forgets its deadline. */
  readonly maxExecutionTimeMs: number | null;
  /** proxy mode: the kernel's node and the launcher files. */
  readonly node: string;
  readonly launcherScript: string;
  readonly launcherConfig: string;
}

/** The seccomp fd bwrap must read in a given network mode. */
export function seccompFdFor(network: NetworkMode): number {
  return network === 'proxy' ? LAUNCHER_SECCOMP_FD : SHELL_SECCOMP_FD;
}

/** program + args that start bwrap on the host (directly, through the shell step or the launcher). Pure. */
export function buildHostStep(input: HostStepInput): { program: string; args: string[] } {
  if (input.network === 'proxy') {
    // The launcher reads the cgroup, seccomp and deadline settings from its config file.
    return {
      program: input.node,
      args: [input.launcherScript, input.launcherConfig, input.bwrap, ...input.bwrapArgs],
    };
  }
  const deadline =
    input.maxExecutionTimeMs === null
      ? []
      : [
          'timeout',
          '--kill-after=2',
          `${((input.maxExecutionTimeMs + BACKSTOP_SLACK_MS) / 1000).toFixed(3)}s`,
        ];
  if (input.cgroupProcs.length === 0 && input.seccompFile === null && deadline.length === 0) {
    return { program: input.bwrap, args: [...input.bwrapArgs] };
  }
  return {
    program: '/bin/sh',
    args: [
      '-c',
      SHELL_STEP,
      'govern-sandbox',
      input.seccompFile ?? '',
      ...input.cgroupProcs,
      '--',
      ...deadline,
      input.bwrap,
      ...input.bwrapArgs,
    ],
  };
}

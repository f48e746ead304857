/** How the sandbox reaches the network. */
export const NETWORK_MODES = ['none', 'host', 'proxy'] as const;
export type NetworkMode = (typeof NETWORK_MODES)[number];

/** Everything buildBwrapArgs needs, with every path already resolved to a real path. */
export interface BwrapPlan {
  readonly worktree: string;
  /** Bound read-write, inside the worktree. */
  readonly writable: readonly string[];
  /** Bound read-only over writable areas (the always-read-only set and the policy's). */
  readonly readOnly: readonly string[];
  /** The private HOME and TMPDIR, read-write. */
  readonly privateDirs: readonly string[];
  /** Host paths made visible read-only after /tmp is replaced (the meta dir, the program). */
  readonly visible: readonly string[];
  /**
   * Bound read-write over read-only places, after the other mounts: a private directory
   * over a tool cache (`node_modules/.cache`), or a tool's state file at its own path.
   */
  readonly writableBinds: readonly { readonly source: string; readonly dest: string }[];
  readonly maskedDirs: readonly string[];
  /** Files and forbidden binaries: each gets `emptyFile` bound over it. */
  readonly maskedFiles: readonly string[];
  /** An empty, non-executable file (reads give nothing, exec gives EACCES). */
  readonly emptyFile: string;
  readonly network: NetworkMode;
  /**
   * Mount /proc read-only. Needed when the kernel runs as root: the agent then has uid 0
   * outside too, and /proc/sys is writable by uid 0 without any capability. As another
   * user it can stay writable, which lets an agent's own nested sandbox (codex's bwrap)
   * write its uid_map.
   */
  readonly readOnlyProc: boolean;
  /** The fd bwrap reads the seccomp program from; null: no filter. */
  readonly seccompFd: number | null;
  readonly cwd: string;
  /** What runs inside: program and arguments. */
  readonly command: readonly string[];
}

/**
 * bwrap's argv for one sandboxed command. Pure: the same plan gives the same argv.
 *
 * Order matters, because a later mount covers an earlier one on the same or a parent path:
 * read-only root, fresh /dev, /proc and /tmp, the worktree visible read-only, then its
 * writable parts, then the always-read-only paths over them, then the private dirs and the
 * meta files, then the writable binds over read-only places, then the masks last so nothing
 * can uncover them.
 */
export function buildBwrapArgs(plan: BwrapPlan): string[] {
  const args: string[] = [
    // Dies with the kernel; no TIOCSTI into the kernel's terminal (new session).
    '--die-with-parent',
    '--new-session',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
  ];
  if (plan.network !== 'host') {
    // 'proxy' too: the only way out is the bridge to the filtering proxy.
    args.push('--unshare-net');
  }
  args.push(
    // As root, bwrap keeps every capability unless told otherwise: with CAP_SYS_ADMIN the
    // agent could unmount the masks or remount / read-write.
    '--cap-drop',
    'ALL',
    '--ro-bind',
    '/',
    '/',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
  );
  if (plan.readOnlyProc) {
    // Root without capabilities can still write /proc/sys (core_pattern runs a program as
    // host root) and /proc/sysrq-trigger: file permissions alone let uid 0 in.
    args.push('--remount-ro', '/proc');
  }
  args.push('--tmpfs', '/tmp', '--ro-bind', plan.worktree, plan.worktree);
  for (const path of plan.writable) {
    args.push('--bind', path, path);
  }
  for (const path of plan.readOnly) {
    args.push('--ro-bind', path, path);
  }
  for (const path of plan.privateDirs) {
    args.push('--bind', path, path);
  }
  for (const path of plan.visible) {
    args.push('--ro-bind', path, path);
  }
  for (const bind of plan.writableBinds) {
    args.push('--bind', bind.source, bind.dest);
  }
  for (const path of plan.maskedDirs) {
    // An empty tmpfs, then read-only: the agent can neither read nor stash files there.
    args.push('--tmpfs', path, '--remount-ro', path);
  }
  for (const path of plan.maskedFiles) {
    args.push('--ro-bind', plan.emptyFile, path);
  }
  if (plan.seccompFd !== null) {
    args.push('--seccomp', String(plan.seccompFd));
  }
  args.push('--chdir', plan.cwd, '--', ...plan.command);
  return args;
}

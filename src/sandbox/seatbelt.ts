/** What the macOS profile needs: the same resolved paths the Linux sandbox uses. */
export interface SeatbeltPlan {
  /** Writable: the worktree's writable parts and the private HOME and TMPDIR. */
  readonly writable: readonly string[];
  /** Never writable, even inside a writable path. */
  readonly readOnly: readonly string[];
  /** Writable again inside a read-only path (tool caches, a tool's state file). */
  readonly writableOverrides?: readonly string[];
  readonly maskedDirs: readonly string[];
  readonly maskedFiles: readonly string[];
  /** Forbidden binaries: neither executable nor readable. */
  readonly maskedCommands: readonly string[];
  /** 'proxy' has no macOS implementation; the session refuses it before building a profile. */
  readonly network: 'none' | 'host';
  readonly allowUnixSockets: boolean;
}

function quote(path: string): string {
  // SBPL strings take the same escapes as JSON strings for quotes and backslashes.
  return JSON.stringify(path);
}

function filters(kind: 'subpath' | 'literal', paths: readonly string[]): string {
  return paths.map((path) => `(${kind} ${quote(path)})`).join(' ');
}

/**
 * A sandbox-exec (Seatbelt) profile with the meaning of the Linux sandbox: read everything
 * but the masks, write only the writable paths, never the read-only ones, no forbidden
 * binary, network only when allowed. Deny by default; in SBPL a later rule overrides an
 * earlier one, so the denials come last. The essential allowances follow Chrome's and
 * sandbox-runtime's profiles. Pure.
 */
export function buildSeatbeltProfile(plan: SeatbeltPlan): string {
  const lines = [
    '(version 1)',
    '(deny default)',
    '(allow process-exec)',
    '(allow process-fork)',
    '(allow process-info* (target same-sandbox))',
    '(allow signal (target same-sandbox))',
    '(allow mach-priv-task-port (target same-sandbox))',
    '(allow user-preference-read)',
    '(allow sysctl-read)',
    '(allow ipc-posix-shm)',
    '(allow ipc-posix-sem)',
    '(allow iokit-get-properties)',
    '(allow mach-lookup (global-name "com.apple.system.logger") (global-name "com.apple.logd")' +
      ' (global-name "com.apple.system.opendirectoryd.libinfo")' +
      ' (global-name "com.apple.system.opendirectoryd.membership")' +
      ' (global-name "com.apple.bsd.dirhelper") (global-name "com.apple.securityd.xpc")' +
      ' (global-name "com.apple.SecurityServer") (global-name "com.apple.trustd.agent"))',
    '(allow file-read*)',
    '(allow file-ioctl (literal "/dev/null") (literal "/dev/zero") (literal "/dev/random")' +
      ' (literal "/dev/urandom") (literal "/dev/tty"))',
    '(allow file-write-data (literal "/dev/null") (literal "/dev/zero") (literal "/dev/tty"))',
  ];
  if (plan.writable.length > 0) {
    lines.push(`(allow file-write* ${filters('subpath', plan.writable)})`);
  }
  if (plan.network === 'host') {
    lines.push('(allow network*)');
    lines.push('(allow system-socket)');
  }
  if (plan.allowUnixSockets) {
    lines.push('(allow system-socket (socket-domain AF_UNIX))');
    lines.push('(allow network-outbound (remote unix-socket))');
  } else if (plan.network === 'host') {
    // Unix sockets reach daemons outside the sandbox; "network" must not include them.
    lines.push('(deny network-outbound (remote unix-socket))');
  }
  if (plan.readOnly.length > 0) {
    lines.push(`(deny file-write* ${filters('subpath', plan.readOnly)})`);
  }
  // After the read-only rule: in SBPL the last matching rule wins.
  if ((plan.writableOverrides ?? []).length > 0) {
    lines.push(`(allow file-write* ${filters('subpath', plan.writableOverrides ?? [])})`);
  }
  if (plan.maskedDirs.length > 0) {
    lines.push(`(deny file-read* file-write* ${filters('subpath', plan.maskedDirs)})`);
  }
  if (plan.maskedFiles.length > 0) {
    lines.push(`(deny file-read* file-write* ${filters('literal', plan.maskedFiles)})`);
  }
  if (plan.maskedCommands.length > 0) {
    const commands = filters('literal', plan.maskedCommands);
    lines.push(`(deny process-exec file-read* ${commands})`);
  }
  return `${lines.join('\n')}\n`;
}

import { constants } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { runProcess } from '../common/index.js';
import { buildBwrapArgs } from './bwrap-args.js';
import { commandSearchDirs, findCommand } from './host-commands.js';

export const SANDBOX_MECHANISMS = ['bwrap', 'sandbox-exec'] as const;
export type SandboxMechanism = (typeof SANDBOX_MECHANISMS)[number];

export type SandboxProbe =
  | { readonly available: true; readonly mechanism: SandboxMechanism; readonly path: string }
  | {
      readonly available: false;
      readonly code: 'SANDBOX_UNAVAILABLE';
      readonly reason: string;
      /** What the user can do about it, one or two sentences. */
      readonly fix: string;
    };

export interface ProbeOptions {
  /** Where to look for bwrap (its PATH); default: the standard directories only. */
  readonly hostEnv?: Readonly<Record<string, string | undefined>>;
}

const PROBE_TIMEOUT_MS = 10_000;
const SANDBOX_EXEC = '/usr/bin/sandbox-exec';

function unavailable(reason: string, fix: string): SandboxProbe {
  return { available: false, code: 'SANDBOX_UNAVAILABLE', reason, fix };
}

async function readSysctl(path: string): Promise<string | null> {
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    return null;
  }
}

/** Names the cause of a failed start from the sysctls that usually explain it. */
async function explainBwrapFailure(stderr: string): Promise<SandboxProbe> {
  const message = stderr.trim().split('\n').slice(-3).join(' ') || 'bwrap failed without a message';
  if ((await readSysctl('/proc/sys/kernel/unprivileged_userns_clone')) === '0') {
    return unavailable(
      `user namespaces are disabled (kernel.unprivileged_userns_clone=0): ${message}`,
      'enable them with `sysctl -w kernel.unprivileged_userns_clone=1` (persist it in /etc/sysctl.d), or run govern as root',
    );
  }
  if ((await readSysctl('/proc/sys/user/max_user_namespaces')) === '0') {
    return unavailable(
      `user namespaces are disabled (user.max_user_namespaces=0): ${message}`,
      'enable them with `sysctl -w user.max_user_namespaces=15000` (persist it in /etc/sysctl.d)',
    );
  }
  if ((await readSysctl('/proc/sys/kernel/apparmor_restrict_unprivileged_userns')) === '1') {
    return unavailable(
      `AppArmor restricts unprivileged user namespaces: ${message}`,
      'allow bwrap with an AppArmor profile (`abi <abi/4.0>, profile bwrap /usr/bin/bwrap flags=(unconfined) { userns, }` in /etc/apparmor.d/bwrap, then `apparmor_parser -r` it), or `sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`',
    );
  }
  return unavailable(
    `bwrap cannot create a sandbox here: ${message}`,
    'run `bwrap --ro-bind / / --unshare-pid --unshare-net /bin/true` to see why; in a container, allow user namespaces (e.g. docker run --security-opt seccomp=unconfined) or run on the host',
  );
}

async function probeLinux(options: ProbeOptions): Promise<SandboxProbe> {
  const bwrap = await findCommand('bwrap', commandSearchDirs(options.hostEnv?.['PATH']));
  if (bwrap === null) {
    return unavailable(
      'bubblewrap (bwrap) is not installed',
      'install it: `apt-get install bubblewrap` (Debian, Ubuntu), `dnf install bubblewrap` (Fedora), `pacman -S bubblewrap` (Arch)',
    );
  }
  // The same namespace and mount flags every session uses: a probe that passes with fewer
  // flags than the real sandbox would only move the failure to the first agent.
  const args = buildBwrapArgs({
    worktree: '/',
    writable: [],
    readOnly: [],
    privateDirs: [],
    visible: [],
    writableBinds: [],
    maskedDirs: [],
    maskedFiles: [],
    emptyFile: '/dev/null',
    network: 'none',
    readOnlyProc: process.getuid?.() === 0,
    seccompFd: null,
    cwd: '/',
    command: ['/bin/sh', '-c', 'exit 0'],
  });
  const result = await runProcess(bwrap, args, { cwd: '/', env: {}, timeoutMs: PROBE_TIMEOUT_MS });
  if (result.exitCode === 0) {
    return { available: true, mechanism: 'bwrap', path: bwrap };
  }
  if (result.spawnError !== null) {
    return unavailable(`cannot run ${bwrap}: ${result.spawnError}`, 'reinstall bubblewrap');
  }
  return explainBwrapFailure(result.stderr);
}

async function probeMac(): Promise<SandboxProbe> {
  try {
    await access(SANDBOX_EXEC, constants.X_OK);
  } catch {
    return unavailable(
      `${SANDBOX_EXEC} is missing`,
      'use macOS 10.5 or later, or run govern on Linux',
    );
  }
  const result = await runProcess(
    SANDBOX_EXEC,
    ['-p', '(version 1)(allow default)', '/usr/bin/true'],
    {
      cwd: '/',
      env: {},
      timeoutMs: PROBE_TIMEOUT_MS,
    },
  );
  return result.exitCode === 0
    ? { available: true, mechanism: 'sandbox-exec', path: SANDBOX_EXEC }
    : unavailable(
        `sandbox-exec cannot start a sandbox: ${result.stderr.trim() || `exit ${String(result.exitCode)}`}`,
        'govern cannot run inside another Seatbelt sandbox; run it from a normal terminal',
      );
}

/**
 * Whether an OS sandbox can start here, found by starting one (a file check says nothing
 * about user namespaces or AppArmor). Never throws.
 */
export async function probeSandbox(options: ProbeOptions = {}): Promise<SandboxProbe> {
  if (process.platform === 'linux') {
    return probeLinux(options);
  }
  if (process.platform === 'darwin') {
    return probeMac();
  }
  return unavailable(
    `no OS sandbox for ${process.platform}`,
    'run govern on Linux (bubblewrap) or macOS (sandbox-exec), e.g. in WSL2 on Windows',
  );
}

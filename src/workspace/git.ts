import { GovernError, runProcess } from '../common/index.js';
import type { ProcessResult } from '../common/index.js';

/** Identity of every commit govern makes; fixed so history does not depend on who ran it. */
export const GOVERN_AUTHOR = { name: 'govern', email: 'govern@localhost' } as const;

const GIT_TIMEOUT_MS = 120_000;

/**
 * Options that neutralize configuration able to run code or prompt: hooks (an agent could
 * have planted one), fsmonitor, credential helpers, pagers, signing. `-c` on the command
 * line beats the repository's own .git/config.
 */
const HARDENING_ARGS: readonly string[] = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.pager=cat',
  '-c',
  'credential.helper=',
  '-c',
  'commit.gpgSign=false',
  '-c',
  'tag.gpgSign=false',
  '-c',
  'core.quotePath=false',
  '-c',
  'gc.auto=0',
  '-c',
  'maintenance.auto=false',
];

export interface GitOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly input?: string;
  readonly timeoutMs?: number;
  /** Also return stdout as raw bytes (blob contents need not be text). */
  readonly keepStdoutBytes?: boolean;
}

/** The environment git runs with: no system or global config, no prompts, fixed identity. */
export function gitEnvironment(
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    PATH: process.env['PATH'] ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: '/nonexistent',
    LANG: 'C',
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_AUTHOR_NAME: GOVERN_AUTHOR.name,
    GIT_AUTHOR_EMAIL: GOVERN_AUTHOR.email,
    GIT_COMMITTER_NAME: GOVERN_AUTHOR.name,
    GIT_COMMITTER_EMAIL: GOVERN_AUTHOR.email,
    ...extra,
  };
}

export function runGit(
  cwd: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<ProcessResult> {
  return runProcess('git', [...HARDENING_ARGS, ...args], {
    cwd,
    env: gitEnvironment(options.env),
    timeoutMs: options.timeoutMs ?? GIT_TIMEOUT_MS,
    maxOutputBytes: 64 * 1024 * 1024,
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.keepStdoutBytes === true ? { keepStdoutBytes: true } : {}),
  });
}

/** Runs git and returns stdout, or throws GIT_FAILED naming the command and git's own words. */
export async function gitOrThrow(
  cwd: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<string> {
  const result = await runGit(cwd, args, options);
  if (result.spawnError !== null) {
    throw new GovernError('TOOL_MISSING', `cannot run git: ${result.spawnError}`, {
      hint: 'install git (apt-get install git) and make sure it is on PATH',
    });
  }
  if (result.exitCode !== 0) {
    throw new GovernError(
      'GIT_FAILED',
      `git ${args.join(' ')} failed in ${cwd}: ${result.stderr.trim() || result.stdout.trim() || `exit ${String(result.exitCode)}`}`,
      {
        hint: gitFailureHint(cwd, `${result.stderr}\n${result.stdout}`),
        details: { args, exitCode: result.exitCode },
      },
    );
  }
  return result.stdout;
}

/** What to do about a failed git command, from the few causes git names itself. */
function gitFailureHint(cwd: string, output: string): string {
  if (/index\.lock|\.lock': File exists/.test(output)) {
    return `another git process holds a lock in ${cwd}/.git: wait for it, or remove the stale .lock file git names if none runs`;
  }
  if (/not a git repository/i.test(output)) {
    return `${cwd} is not a git work tree: run govern in the repository, or pass --workspace`;
  }
  if (/No space left on device/i.test(output)) {
    return 'the disk is full: free some space and run again';
  }
  if (/Permission denied|Operation not permitted/i.test(output)) {
    return `git cannot write in ${cwd}: fix the owner or mode of the repository (and its .git folder)`;
  }
  if (/dubious ownership/i.test(output)) {
    return `git refuses ${cwd} because another user owns it: run govern as the owner of the repository`;
  }
  return `run the git command above in ${cwd} to see why it fails, fix that, and run govern again`;
}

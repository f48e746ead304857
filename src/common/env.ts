/**
 * Variables every child needs to behave like a normal process. Anything else reaches a
 * child only when a caller names it: an agent or a repository's test script must never see
 * the kernel's credentials by accident.
 */
export const BASE_ENV_ALLOWLIST: readonly string[] = [
  'PATH',
  'HOME',
  'LANG',
  'LC_ALL',
  'TERM',
  'TZ',
  'TMPDIR',
  'USER',
  'LOGNAME',
  'SHELL',
];

/** Copies only the allowlisted names from `env` (pure; undefined values are dropped). */
export function sanitizeEnv(
  env: Readonly<Record<string, string | undefined>>,
  allowlist: readonly string[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of allowlist) {
    const value = env[name];
    if (value !== undefined) {
      result[name] = value;
    }
  }
  return result;
}

/**
 * The environment variable holding distributed mode's queue key (see distributed/signing.ts),
 * and its shortest accepted length: `govern doctor` checks it where the run and the workers
 * use it.
 */
export const QUEUE_KEY_ENV = 'GOVERN_QUEUE_KEY';
export const QUEUE_KEY_MIN_CHARS = 32;

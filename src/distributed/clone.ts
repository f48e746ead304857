import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { GovernError, QUEUE_KEY_ENV } from '../common/index.js';
import { GOVERNANCE_DIR } from '../config/index.js';
import { ensureGovernanceIgnored, gitOrThrow, runGit } from '../workspace/index.js';
import { META_PURPOSE, readMeta } from './meta.js';
import { isVouchedFor } from './signing.js';
import { remoteGitEnv } from './remote.js';

/**
 * The worker's clone: `dir` itself when it is a git repository with an origin, else a
 * fresh clone of the remote the coordinator announced (only a URL without credentials is
 * ever announced).
 */
export async function prepareClone(
  dir: string,
  connection: Redis,
  hostEnv: Readonly<Record<string, string | undefined>>,
  signal: AbortSignal,
  log: (line: string) => void,
  key: Buffer | null,
): Promise<string> {
  if (existsSync(join(dir, '.git'))) {
    const origin = await runGit(dir, ['remote', 'get-url', 'origin']);
    if (origin.exitCode !== 0) {
      throw new GovernError('GIT_FAILED', `${dir} has no "origin" remote`, {
        hint: 'a worker lands by pushing to the shared remote: git remote add origin URL',
      });
    }
    await ensureGovernanceIgnored(dir);
    mkdirSync(join(dir, GOVERNANCE_DIR), { recursive: true });
    return dir;
  }
  let meta = await readMeta(connection);
  if (meta === null) {
    log(`${dir} holds no clone: waiting for a coordinator to announce its remote`);
  }
  // A worker may start before its coordinator: it waits for the announcement.
  while (meta === null && !signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    meta = await readMeta(connection);
  }
  if (meta === null) {
    throw new GovernError('USAGE', `${dir} holds no clone and no remote was announced`, {
      hint: 'clone the shared repository into --dir, or start the coordinator',
    });
  }
  // With a queue key, a remote only a coordinator holding it announced is cloned: whoever can
  // write to Redis could otherwise hand this worker a repository of their own.
  if (!isVouchedFor(key, META_PURPOSE, meta)) {
    throw new GovernError(
      'QUEUE_KEY_INVALID',
      `the remote announced in Redis is not signed with ${QUEUE_KEY_ENV}: it was not announced by a coordinator holding this worker's key`,
      {
        hint: `set the same ${QUEUE_KEY_ENV} on the coordinator and restart it, or clone the shared repository into --dir yourself`,
      },
    );
  }
  if (meta.remote === null) {
    throw new GovernError(
      'USAGE',
      `${dir} is not a git clone, and the coordinator's remote URL carries credentials, which are never put in Redis`,
      { hint: 'clone the shared repository into --dir yourself' },
    );
  }
  mkdirSync(dir, { recursive: true });
  await gitOrThrow(dir, ['clone', '--quiet', '--branch', meta.branch, meta.remote, '.'], {
    env: remoteGitEnv(hostEnv),
  });
  await ensureGovernanceIgnored(dir);
  mkdirSync(join(dir, GOVERNANCE_DIR), { recursive: true });
  return dir;
}

import { GovernError } from '../common/index.js';
import { gitOrThrow, runGit } from '../workspace/index.js';

// Git is the landing authority of distributed mode: the shared remote ("origin") accepts a
// branch update only as a fast-forward, which makes `git push` the compare-and-swap.

const REMOTE = 'origin';

/**
 * What a push or fetch needs from the machine's environment (keys for ssh remotes); the
 * kernel's git otherwise runs with HOME=/nonexistent and no agent socket.
 */
export function remoteGitEnv(
  hostEnv: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['HOME', 'SSH_AUTH_SOCK', 'GIT_SSH_COMMAND', 'GIT_SSH']) {
    const value = hostEnv[name];
    if (value !== undefined && value !== '') {
      env[name] = value;
    }
  }
  return env;
}

/** Fetches `branch` from the remote; returns the commit it points at there. */
export async function fetchBranch(
  dir: string,
  branch: string,
  env: Readonly<Record<string, string>>,
): Promise<string> {
  await gitOrThrow(
    dir,
    [
      'fetch',
      '--quiet',
      // Every job and every landing fetches one branch: no tags to follow and no FETCH_HEAD
      // to write, neither of which is read here.
      '--no-tags',
      '--no-write-fetch-head',
      REMOTE,
      `+refs/heads/${branch}:refs/remotes/${REMOTE}/${branch}`,
    ],
    { env },
  );
  return (await gitOrThrow(dir, ['rev-parse', `refs/remotes/${REMOTE}/${branch}`])).trim();
}

/**
 * The commit after `since` (exclusive) up to `tip` whose `Task-Id` trailer names the task:
 * the task already landed there, so it must not land again.
 */
export async function findLanding(
  dir: string,
  since: string,
  tip: string,
  taskId: string,
): Promise<string | null> {
  const out = await gitOrThrow(dir, [
    'log',
    '--format=%H%x09%(trailers:key=Task-Id,valueonly,separator=%x2C)',
    `${since}..${tip}`,
  ]);
  for (const line of out.split('\n')) {
    const [commit, ids] = line.split('\t');
    if (commit !== undefined && ids?.split(',').some((id) => id.trim() === taskId) === true) {
      return commit;
    }
  }
  return null;
}

/**
 * Whether `commit` is in the history of `tip` and carries the task's `Task-Id` trailer: what a
 * result's claim "the task landed as `commit`" must match before the ledger records it.
 */
export async function carriesLanding(
  dir: string,
  commit: string,
  tip: string,
  taskId: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{40,64}$/.test(commit)) {
    return false;
  }
  const [ancestor, trailers] = await Promise.all([
    runGit(dir, ['merge-base', '--is-ancestor', commit, tip]),
    runGit(dir, ['log', '-1', '--format=%(trailers:key=Task-Id,valueonly,separator=%x2C)', commit]),
  ]);
  return (
    ancestor.exitCode === 0 &&
    trailers.exitCode === 0 &&
    trailers.stdout.split(',').some((id) => id.trim() === taskId)
  );
}

/** Every landing after `since`: task id -> commit (oldest first wins). */
export async function landingsSince(
  dir: string,
  since: string,
  tip: string,
): Promise<Map<string, string>> {
  const out = await gitOrThrow(dir, [
    'log',
    '--reverse',
    '--format=%H%x09%(trailers:key=Task-Id,valueonly,separator=%x2C)',
    `${since}..${tip}`,
  ]);
  const found = new Map<string, string>();
  for (const line of out.split('\n')) {
    const [commit, ids] = line.split('\t');
    for (const id of ids?.split(',') ?? []) {
      if (commit !== undefined && id.trim() !== '' && !found.has(id.trim())) {
        found.set(id.trim(), commit);
      }
    }
  }
  return found;
}

export type PushResult = { readonly kind: 'pushed' } | { readonly kind: 'rejected' };

/**
 * Pushes `commit` as the new tip of `branch` without force: the remote refuses anything but
 * a fast-forward, so a rejection means another machine landed first.
 */
export async function pushFastForward(
  dir: string,
  commit: string,
  branch: string,
  env: Readonly<Record<string, string>>,
): Promise<PushResult> {
  const result = await runGit(
    dir,
    ['push', '--porcelain', REMOTE, `${commit}:refs/heads/${branch}`],
    { env },
  );
  if (result.exitCode === 0) {
    return { kind: 'pushed' };
  }
  const said = `${result.stdout}\n${result.stderr}`;
  if (/^!\t/m.test(result.stdout) && /non-fast-forward|fetch first|rejected/.test(said)) {
    return { kind: 'rejected' };
  }
  throw new GovernError(
    'GIT_FAILED',
    `git push to ${REMOTE} failed in ${dir}: ${said.trim().split('\n').slice(-3).join(' ')}`,
    { hint: `check that ${REMOTE} is reachable and that this machine may push to it` },
  );
}

/** Pushes a branch that waits for approval (govern/TASK-ID) so the coordinator can see it. */
export async function pushBranch(
  dir: string,
  branch: string,
  env: Readonly<Record<string, string>>,
): Promise<void> {
  await gitOrThrow(dir, ['push', '--quiet', '--force', REMOTE, `${branch}:refs/heads/${branch}`], {
    env,
  });
}

/** The URL of the remote, or NOT_A_GIT_REPO-style refusal when the clone has none. */
export async function remoteUrl(dir: string): Promise<string> {
  const result = await runGit(dir, ['remote', 'get-url', REMOTE]);
  if (result.exitCode !== 0) {
    throw new GovernError(
      'GIT_FAILED',
      `${dir} has no "${REMOTE}" remote: distributed mode lands through a shared remote`,
      {
        hint: `clone the shared repository (git clone URL) or add it: git remote add ${REMOTE} URL`,
      },
    );
  }
  return result.stdout.trim();
}

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ProcessResult } from '../common/index.js';
import { isTreeUnder, releaseResidentFormatters } from './resident-format.js';
import type { CheckerSetup, CheckReply, CheckRequest } from './type-check-worker.js';
import { evictIdleResidents } from './resident-evict.js';

/**
 * Resident checkers kept at once: one per 2 GiB of memory, 2 to 8. Each holds a whole
 * program (a 5,000-module repository: ~300 MB of heap); past the cap the least recently
 * used idle one is stopped. `govern run --parallel 8` checks one tree per worktree, and an
 * evicted checker only means a cold check, so the cap bounds memory, not correctness.
 */
export const MAX_RESIDENT_CHECKERS = Math.max(2, Math.min(8, Math.floor(totalmem() / 2 ** 31)));

interface Resident {
  readonly key: string;
  readonly workspace: string;
  readonly worker: Worker;
  /** Checks on one tree run one after another; each one's deadline starts when it does. */
  queue: Promise<unknown>;
  nextId: number;
  lastUsed: number;
  /** Settles the check in flight when the worker dies under it. */
  onDeath: ((reason: string) => void) | null;
}

const residents = new Map<string, Resident>();

export type ResidentOutcome =
  | { readonly kind: 'checked'; readonly result: ProcessResult; readonly reused: number }
  /** The checker could not give a verdict (crashed, died): the caller runs tsc instead. */
  | { readonly kind: 'failed'; readonly reason: string };

export interface ResidentCheckOptions {
  readonly workspace: string;
  /** The tsconfig, relative to the workspace. */
  readonly project: string;
  /** The tsc binary the TYPE_CHECK command names: the checker loads that TypeScript. */
  readonly tscPath: string;
  /** The command's `--tsBuildInfoFile` (absolute), vouched for by the caller. */
  readonly buildInfoFile?: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/**
 * The compiled worker. Beside this module in dist/; when the kernel runs from its
 * TypeScript sources (the test runner), the build's copy.
 */
function workerEntry(): URL | null {
  for (const candidate of [
    new URL('./type-check-worker.js', import.meta.url),
    new URL('../../dist/gates/type-check-worker.js', import.meta.url),
  ]) {
    if (existsSync(fileURLToPath(candidate))) {
      return candidate;
    }
  }
  return null;
}

/** The `typescript` package whose bin/tsc `tscPath` runs, or null when it is not one. */
function typescriptDirOf(tscPath: string): string | null {
  try {
    const dir = dirname(dirname(realpathSync(tscPath)));
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name?: unknown;
    };
    return manifest.name === 'typescript' && existsSync(join(dir, 'lib', 'typescript.js'))
      ? dir
      : null;
  } catch {
    return null;
  }
}

function startResident(key: string, setup: CheckerSetup, entry: URL): Resident {
  const worker = new Worker(entry, { workerData: setup });
  const resident: Resident = {
    key,
    workspace: setup.workspace,
    worker,
    queue: Promise.resolve(),
    nextId: 1,
    lastUsed: performance.now(),
    onDeath: null,
  };
  const die = (reason: string): void => {
    if (residents.get(key) === resident) {
      residents.delete(key);
    }
    resident.onDeath?.(reason);
  };
  worker.on('error', (error) => {
    die(`the type checker crashed: ${error.stack ?? error.message}`);
  });
  worker.on('exit', (code) => {
    die(`the type checker stopped (exit ${code})`);
  });
  // Idle checkers never keep govern alive; a check in flight refs it (see checkOnce).
  worker.unref();
  residents.set(key, resident);
  evictIdleResidents(residents, MAX_RESIDENT_CHECKERS, resident, (r) => r.onDeath === null, stop);
  return resident;
}

function stop(resident: Resident): void {
  residents.delete(resident.key);
  void resident.worker.terminate();
}

function checkOnce(resident: Resident, options: ResidentCheckOptions): Promise<ResidentOutcome> {
  if (options.signal?.aborted === true) {
    return Promise.resolve({
      kind: 'checked',
      reused: 0,
      result: processResult(null, '', 0, false),
    });
  }
  return new Promise((settle) => {
    const started = performance.now();
    const id = resident.nextId;
    resident.nextId += 1;
    resident.lastUsed = started;
    const finish = (outcome: ResidentOutcome): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resident.worker.off('message', onMessage);
      resident.onDeath = null;
      resident.worker.unref();
      settle(outcome);
    };
    const ended = (reason: 'timeout' | 'abort'): void => {
      // The only way to stop a check midway; the next check of this tree starts cold.
      stop(resident);
      finish({
        kind: 'checked',
        reused: 0,
        result: processResult(null, '', performance.now() - started, reason === 'timeout'),
      });
    };
    const onAbort = (): void => {
      ended('abort');
    };
    const onMessage = (reply: CheckReply): void => {
      if (reply.id !== id) {
        return;
      }
      if ('failure' in reply) {
        finish({ kind: 'failed', reason: reply.failure });
        return;
      }
      const elapsed = performance.now() - started;
      finish({
        kind: 'checked',
        reused: reply.reused,
        result: processResult(reply.exitCode, reply.output, elapsed, false),
      });
    };
    resident.onDeath = (reason) => {
      finish({ kind: 'failed', reason });
    };
    resident.worker.ref();
    resident.worker.on('message', onMessage);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      ended('timeout');
    }, options.timeoutMs);
    resident.worker.postMessage({ id } satisfies CheckRequest);
  });
}

function processResult(
  exitCode: number | null,
  output: string,
  durationMs: number,
  timedOut: boolean,
): ProcessResult {
  return {
    exitCode,
    signal: exitCode === null && !timedOut ? 'SIGTERM' : null,
    stdout: output,
    stderr: '',
    timedOut,
    truncated: false,
    durationMs: Math.round(durationMs),
    spawnError: null,
    spawnErrorCode: null,
  };
}

/**
 * Type-checks `options.workspace` with its resident checker, starting one on first use:
 * the answer `tsc --noEmit --pretty false -p <project>` would give (its exit code and its
 * diagnostics, formatted by the same TypeScript), or `failed` when the checker could not
 * answer, so the caller can run tsc itself. Null when no resident checker can serve it.
 */
export async function residentTypeCheck(
  options: ResidentCheckOptions,
): Promise<ResidentOutcome | null> {
  const typescriptDir = typescriptDirOf(options.tscPath);
  const entry = workerEntry();
  if (typescriptDir === null || entry === null) {
    return null;
  }
  const key = [options.workspace, options.project, typescriptDir, options.buildInfoFile].join('\0');
  const resident =
    residents.get(key) ??
    startResident(
      key,
      {
        workspace: options.workspace,
        project: options.project,
        typescriptDir,
        ...(options.buildInfoFile === undefined ? {} : { buildInfoFile: options.buildInfoFile }),
      },
      entry,
    );
  const turn = resident.queue.then(() => checkOnce(resident, options));
  resident.queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Stops the resident checkers and formatters of trees under `workspace` (all when
 * undefined): a removed worktree's resident only holds memory, and a finished run needs none.
 */
export async function releaseResidentCheckers(workspace?: string): Promise<void> {
  await releaseResidentFormatters(workspace);
  const doomed = [...residents.values()].filter((r) => isTreeUnder(r.workspace, workspace));
  for (const resident of doomed) {
    residents.delete(resident.key);
  }
  await Promise.all(doomed.map((r) => r.worker.terminate()));
}

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFileUrl, forkModule } from '../common/index.js';
import type { ProcessResult } from '../common/index.js';
import { isTreeUnder, releaseResidentFormatters } from './resident-format.js';
import type { CheckerSetup, CheckReply, CheckRequest } from './type-check-worker.js';
import { evictIdleResidents } from './resident-evict.js';
import { READ_REFUSED } from './checker-reads.js';

/**
 * Resident checkers kept at once: one per 2 GiB of memory, 2 to 8. Each holds a whole
 * program (a 5,000-module repository: ~300 MB of heap); past the cap the least recently
 * used idle one is stopped. `govern run --parallel 8` checks one tree per worktree, and an
 * evicted checker only means a cold check, so the cap bounds memory, not correctness.
 */
export const MAX_RESIDENT_CHECKERS = Math.max(2, Math.min(8, Math.floor(totalmem() / 2 ** 31)));

/**
 * Checker processes per TypeScript install: one per core, at most 4. Checkers of different
 * trees share a process's parsed lib and node_modules files (see type-check-worker.ts), so
 * fewer processes share more; more than the cores would only queue on them.
 *
 * Processes, not worker threads: programs held in govern's own process made its heap large,
 * and every git, bwrap and tool process govern starts is a fork of that heap (a spawn cost
 * ~4 ms of CPU from a 50 MB process and ~21 ms from a 1.1 GB one; a parallel run spent
 * 11 s of its main thread in spawn).
 */
const MAX_HOSTS = Math.max(1, Math.min(4, availableParallelism()));

/** The part of a checker process its host uses: messages, liveness, stopping. */
interface CheckerWorker {
  postMessage(message: CheckRequest): void;
  onReply(listener: (reply: CheckReply) => void): void;
  offReply(listener: (reply: CheckReply) => void): void;
  ref(): void;
  unref(): void;
  terminate(): Promise<void>;
}

/** A checker process on an IPC channel; `onEnd` hears why it stopped. */
function startChecker(entry: URL, onEnd: (reason: string) => void): CheckerWorker {
  const child = forkModule(fileURLToPath(entry));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString('utf8')}`.slice(-4000);
  });
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      onEnd(
        `the type checker stopped (${signal ?? `exit ${String(code)}`})${stderr === '' ? '' : `: ${stderr.trim()}`}`,
      );
      resolve();
    });
  });
  child.on('error', (error) => {
    onEnd(`the type checker crashed: ${error.stack ?? error.message}`);
  });
  // The checker only ever sends CheckReply messages (type-check-worker.ts).
  const asMessageListener = (listener: (reply: CheckReply) => void) =>
    listener as unknown as (message: unknown) => void;
  return {
    postMessage: (message) => {
      if (child.connected) {
        child.send(message);
      }
    },
    onReply: (listener) => {
      child.on('message', asMessageListener(listener));
    },
    offReply: (listener) => {
      child.off('message', asMessageListener(listener));
    },
    ref: () => {
      child.ref();
      child.channel?.ref();
      (child.stderr as { ref?: () => void } | null)?.ref?.();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
      (child.stderr as { unref?: () => void } | null)?.unref?.();
    },
    terminate: () => {
      if (child.exitCode === null && child.signalCode === null) {
        // Held while it dies: an unref'd child's exit would not keep govern's loop alive, and
        // a caller awaiting it at the end of a run would leave node with its await unsettled
        // (exit 13).
        child.ref();
        child.kill('SIGKILL');
      }
      return exited;
    },
  };
}

/** One checker process and the checkers it hosts. */
interface Host {
  readonly typescriptDir: string;
  readonly worker: CheckerWorker;
  /** Checks on one worker run one after another; each one's deadline starts when it does. */
  queue: Promise<unknown>;
  nextId: number;
  /** Checks posted and not settled: the worker keeps govern alive only while there are some. */
  inFlight: number;
  readonly checkers: Set<Resident>;
}

interface Resident {
  readonly key: string;
  readonly workspace: string;
  readonly setup: CheckerSetup;
  readonly host: Host;
  lastUsed: number;
  /** Settles the check in flight when the worker dies under it. */
  onDeath: ((reason: string) => void) | null;
}

const residents = new Map<string, Resident>();
const hosts = new Set<Host>();
/**
 * Checkers (by key, with their tree) whose check refused a read (see checker-reads.ts): their
 * next checks go to tsc in the gate sandbox directly, instead of building a program only to
 * refuse it again.
 */
const refusingTrees = new Map<string, string>();

export type ResidentOutcome =
  | { readonly kind: 'checked'; readonly result: ProcessResult; readonly reused: number }
  /** The checker could not give a verdict (crashed, died): the caller runs tsc instead. */
  | { readonly kind: 'failed'; readonly reason: string };

export interface ResidentCheckOptions {
  readonly workspace: string;
  /** The tsconfig, relative to the workspace. */
  readonly project: string;
  /** The policy's `forbiddenPaths`, masked besides the built-in list (see checker-reads.ts). */
  readonly masked?: readonly string[];
  /** The tsc binary the TYPE_CHECK command names: the checker loads that TypeScript. */
  readonly tscPath: string;
  /** The command's `--tsBuildInfoFile` (absolute), vouched for by the caller. */
  readonly buildInfoFile?: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Check only when the tree has no checker yet (warming one up); null otherwise. */
  readonly onlyCold?: boolean;
}

/**
 * The compiled worker. Beside this module in dist/; when the kernel runs from its
 * TypeScript sources (the test runner), the build's copy.
 */
function workerEntry(): URL | null {
  for (const candidate of [
    codeFileUrl('gates/type-check-worker.js'),
    codeFileUrl('../dist/gates/type-check-worker.js'),
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

function startHost(typescriptDir: string, entry: URL): Host {
  const checkers = new Set<Resident>();
  const worker = startChecker(entry, (reason) => {
    hosts.delete(host);
    for (const resident of checkers) {
      if (residents.get(resident.key) === resident) {
        residents.delete(resident.key);
      }
      resident.onDeath?.(reason);
    }
    checkers.clear();
  });
  const host: Host = {
    typescriptDir,
    worker,
    queue: Promise.resolve(),
    nextId: 1,
    inFlight: 0,
    checkers,
  };
  // Idle checkers never keep govern alive; a check in flight refs it (see checkOnce).
  worker.unref();
  hosts.add(host);
  return host;
}

/**
 * The process a new checker joins. Checkers fill a process (MAX_RESIDENT_CHECKERS spread
 * over MAX_HOSTS) before another starts: the trees of one process share their lib and
 * node_modules files, and a second process costs a whole TypeScript load and lib parse.
 */
function hostFor(typescriptDir: string, entry: URL): Host {
  const same = [...hosts].filter((host) => host.typescriptDir === typescriptDir);
  const perHost = Math.ceil(MAX_RESIDENT_CHECKERS / MAX_HOSTS);
  const open = same.find((host) => host.checkers.size < perHost);
  if (open !== undefined) {
    return open;
  }
  if (same.length < MAX_HOSTS) {
    return startHost(typescriptDir, entry);
  }
  return same.reduce((a, b) => (b.checkers.size < a.checkers.size ? b : a));
}

function startResident(key: string, setup: CheckerSetup, entry: URL): Resident {
  const host = hostFor(setup.typescriptDir, entry);
  const resident: Resident = {
    key,
    workspace: setup.workspace,
    setup,
    host,
    lastUsed: performance.now(),
    onDeath: null,
  };
  host.checkers.add(resident);
  residents.set(key, resident);
  evictIdleResidents(residents, MAX_RESIDENT_CHECKERS, resident, (r) => r.onDeath === null, stop);
  return resident;
}

/**
 * Forgets one checker, in its process too; the process itself is returned when this was its
 * last checker (the caller stops it).
 */
function detach(resident: Resident): Host | null {
  residents.delete(resident.key);
  const { host } = resident;
  host.checkers.delete(resident);
  if (host.checkers.size > 0) {
    host.worker.postMessage({ drop: resident.key } satisfies CheckRequest);
    return null;
  }
  hosts.delete(host);
  return host;
}

/** Forgets one checker; its process stops with its last checker. */
function stop(resident: Resident): void {
  void detach(resident)?.worker.terminate();
}

/** Stops a checker process and every checker in it: the only way to stop a check midway. */
function stopHost(host: Host): void {
  for (const resident of host.checkers) {
    residents.delete(resident.key);
  }
  host.checkers.clear();
  hosts.delete(host);
  void host.worker.terminate();
}

function checkOnce(resident: Resident, options: ResidentCheckOptions): Promise<ResidentOutcome> {
  if (options.signal?.aborted === true) {
    return Promise.resolve({
      kind: 'checked',
      reused: 0,
      result: processResult(null, '', 0, false),
    });
  }
  const { host } = resident;
  return new Promise((settle) => {
    const started = performance.now();
    const id = host.nextId;
    host.nextId += 1;
    resident.lastUsed = started;
    const finish = (outcome: ResidentOutcome): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      host.worker.offReply(onMessage);
      resident.onDeath = null;
      host.inFlight -= 1;
      if (host.inFlight === 0) {
        host.worker.unref();
      }
      settle(outcome);
    };
    const ended = (reason: 'timeout' | 'abort'): void => {
      // The only way to stop a check midway; the next check of each tree it hosted starts cold.
      stopHost(host);
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
        if (reply.failure.includes(READ_REFUSED)) {
          refusingTrees.set(resident.key, resident.workspace);
        }
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
    host.inFlight += 1;
    host.worker.ref();
    host.worker.onReply(onMessage);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      ended('timeout');
    }, options.timeoutMs);
    host.worker.postMessage({
      id,
      checker: resident.key,
      setup: resident.setup,
    } satisfies CheckRequest);
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

function residentKey(options: ResidentCheckOptions, typescriptDir: string): string {
  return [
    options.workspace,
    options.project,
    typescriptDir,
    options.buildInfoFile,
    JSON.stringify(options.masked ?? []),
  ].join('\0');
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
  const key = residentKey(options, typescriptDir);
  if (refusingTrees.has(key) || (options.onlyCold === true && residents.has(key))) {
    return null;
  }
  const resident =
    residents.get(key) ??
    startResident(
      key,
      {
        workspace: options.workspace,
        project: options.project,
        typescriptDir,
        ...(options.masked === undefined ? {} : { masked: options.masked }),
        ...(options.buildInfoFile === undefined ? {} : { buildInfoFile: options.buildInfoFile }),
      },
      entry,
    );
  const { host } = resident;
  // The check runs when the worker is free. A checker stopped while it waited (evicted, or
  // its worker died or was stopped) cannot answer: TYPE_CHECK runs tsc instead.
  const turn = host.queue.then((): Promise<ResidentOutcome> =>
    residents.get(key) === resident
      ? checkOnce(resident, options)
      : Promise.resolve({ kind: 'failed', reason: 'the type checker was stopped before its turn' }),
  );
  host.queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Stops the resident checkers and formatters of trees under `workspace` (all when
 * undefined): a removed worktree's resident only holds memory, and a finished run needs none.
 */
export async function releaseResidentCheckers(workspace?: string): Promise<void> {
  await releaseResidentFormatters(workspace);
  for (const [key, tree] of refusingTrees) {
    if (isTreeUnder(tree, workspace)) {
      refusingTrees.delete(key);
    }
  }
  const doomed = [...residents.values()].filter((r) => isTreeUnder(r.workspace, workspace));
  const emptied = doomed.map(detach).filter((host) => host !== null);
  // A check still running (a primer's, whose task ended first) is answered now: detached, its
  // checker is no longer among those its process's exit reaches, and its timer (two minutes
  // for TYPE_CHECK) would hold a finished `govern run` open until it fired.
  for (const resident of doomed) {
    resident.onDeath?.('the type checker was released: its tree is done');
  }
  await Promise.all(emptied.map((host) => host.worker.terminate()));
}

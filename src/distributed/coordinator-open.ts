import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { GovernError, QUEUE_KEY_ENV } from '../common/index.js';
import type { TaskCategory } from '../common/index.js';
import type { GovernConfig } from '../config/index.js';
import { loadDistributedParts } from '../kernel/index.js';
import type { EconomySession, LedgerWriter, RunOptions } from '../kernel/index.js';
import { acquireLedgerLock, AuditLog } from '../ledger/index.js';
import { currentBranch, fastForward, isAncestor, uncommittedChanges } from '../workspace/index.js';
import type { QueueTarget, QueueUrlSource } from './connection.js';
import { configSnapshot, KEY_PREFIX, QUEUE_NAME, snapshotHash } from './job.js';
import type { AttemptJob } from './job.js';
import { shareableRemote, writeMeta } from './meta.js';
import { fetchBranch, landingsSince, remoteGitEnv, remoteUrl } from './remote.js';
import { queueKeyFrom } from './signing.js';
import { closeWithin } from './abortable.js';

const parts = await loadDistributedParts();

export interface CoordinatorOptions extends RunOptions {
  readonly queueUrl: string;
  readonly queueSource: QueueUrlSource;
}

/** What the coordinator holds open; each is closed in `closeHeld`, whatever was reached. */
export interface Held {
  /** BullMQ does not close a connection it was given: these are closed by `closeHeld`. */
  readonly owned: Redis[];
  queue?: Queue;
  events?: QueueEvents;
  economy?: EconomySession;
  writer?: LedgerWriter;
  lock?: ReturnType<typeof acquireLedgerLock>;
}

/** An open distributed run: the workspace synced with the remote, the ledger, the queue. */
export interface OpenRun {
  readonly options: CoordinatorOptions;
  readonly workspace: string;
  readonly config: GovernConfig;
  readonly target: QueueTarget;
  readonly connection: Redis;
  readonly branch: string;
  readonly env: ReturnType<typeof remoteGitEnv>;
  /** The remote's tip when the run opened. */
  readonly tip: string;
  /** Landings the ledger may not know yet (a coordinator that died after a worker pushed). */
  readonly landedAway: Awaited<ReturnType<typeof landingsSince>>;
  readonly audit: AuditLog;
  readonly writer: LedgerWriter;
  readonly economy: EconomySession;
  readonly recovery: Awaited<ReturnType<typeof parts.recoverInterrupted>>;
  readonly queue: Queue;
  readonly events: QueueEvents;
  readonly snapshot: AttemptJob['config'];
  readonly configHash: string;
  readonly agentName: string;
  /** GOVERN_QUEUE_KEY: jobs and the announcement are signed, results must be (signing.ts). */
  readonly queueKey: Buffer | null;
}

/**
 * Opens the run: the ledger lock and writer, recovery, a clean tree fast-forwarded to the
 * remote, the economy, then the queue and its events, and `run.started` in the audit log.
 * What it opens goes into `held` as it opens, so the caller closes it even on a throw.
 */
export async function openRun(
  options: CoordinatorOptions,
  base: { workspace: string; config: GovernConfig; before: string; clock: () => Date },
  target: QueueTarget,
  connection: Redis,
  held: Held,
): Promise<OpenRun> {
  const { workspace, config, before, clock } = base;
  // A key too short to use is refused before anything is opened.
  const queueKey = queueKeyFrom(options.hostEnv);
  const branch = await currentBranch(workspace);
  if (branch === null) {
    throw new GovernError('GIT_FAILED', `${workspace} is on a detached HEAD`, {
      hint: 'check out the branch tasks land on (git checkout main)',
    });
  }
  const remote = await remoteUrl(workspace);
  const env = remoteGitEnv(options.hostEnv);
  held.lock = acquireLedgerLock(workspace, 'govern run --queue');
  const audit = AuditLog.open(workspace, clock);
  const writer = new parts.LedgerWriter(parts.requireLedger(workspace), workspace, audit, clock);
  held.writer = writer;
  const recovery = await parts.recoverInterrupted(
    writer,
    new parts.ChildRegistry(workspace),
    workspace,
  );
  const { tip, landedAway } = await followRemote(workspace, branch, before, env);
  const economy = await parts.EconomySession.open({
    workspace,
    config,
    clock,
    agentOverride: options.agentName,
  });
  held.economy = economy;
  economy.revisitPredictions();
  parts.requeueDeferred(writer, options.taskId);
  const selected = parts
    .selectTasks(writer.current, options.taskId, false)
    .filter((task) => task.status === 'PENDING');
  checkLadderCovers(
    economy,
    selected.map((task) => task.category),
  );
  const agentName =
    options.agentName ?? (config.tiers.length === 0 ? config.defaultAgent : 'ladder');
  const { queue, events } = await openQueue(connection, held);
  await writeMeta(connection, { remote: shareableRemote(remote), branch }, queueKey);
  const snapshot = configSnapshot(config);
  const configHash = snapshotHash(snapshot);
  announce(audit, { options, target, branch, configHash, agentName, economy, queueKey });
  return {
    options,
    workspace,
    config,
    target,
    connection,
    branch,
    env,
    tip,
    landedAway,
    audit,
    writer,
    economy,
    recovery,
    queue,
    events,
    snapshot,
    configHash,
    agentName,
    queueKey,
  };
}

/** `run.started` in the audit log: who runs what, from which queue and config. */
function announce(
  audit: AuditLog,
  run: Pick<
    OpenRun,
    'options' | 'target' | 'branch' | 'configHash' | 'agentName' | 'economy' | 'queueKey'
  >,
): void {
  const { options, target, branch, configHash, agentName, economy } = run;
  if (run.queueKey === null) {
    options.onProgress?.({
      kind: 'notice',
      text: `queue: jobs are not signed (${QUEUE_KEY_ENV} is not set): whoever can write to Redis decides what the workers run and land`,
    });
  }
  audit.append('run.started', {
    agent: agentName,
    ladder: economy.ladder.rungs.map((rung) => `${rung.tier}:${rung.agent}`),
    rerun: false,
    mode: 'distributed',
    queue: target.display,
    branch,
    config: configHash,
    task: options.taskId ?? null,
    maxTasks: options.maxTasks ?? null,
    signed: run.queueKey !== null,
  });
}

/** A clean tree, fast-forwarded to the remote's tip, which must contain the local branch. */
async function followRemote(
  workspace: string,
  branch: string,
  before: string,
  env: ReturnType<typeof remoteGitEnv>,
): Promise<{ tip: string; landedAway: Awaited<ReturnType<typeof landingsSince>> }> {
  const dirty = await uncommittedChanges(workspace);
  if (dirty.length > 0) {
    throw new GovernError(
      'DIRTY_WORKTREE',
      `the working tree has uncommitted changes: ${dirty
        .slice(0, 10)
        .map((entry) => entry.path)
        .join(', ')}`,
      { hint: 'commit and push them, or stash them: the coordinator follows the remote' },
    );
  }
  const tip = await fetchBranch(workspace, branch, env);
  if (!(await isAncestor(workspace, before, tip))) {
    throw new GovernError(
      'GIT_FAILED',
      `${branch} has commits that origin/${branch} lacks: workers start from the remote and would not see them`,
      { hint: `push them first (git push origin ${branch}), or reset to origin/${branch}` },
    );
  }
  await fastForward(workspace, tip);
  // Landings the ledger may not know yet (a coordinator that died after a worker pushed).
  const landedAway = await landingsSince(workspace, before, tip);
  return { tip, landedAway };
}

async function openQueue(
  connection: Redis,
  held: Held,
): Promise<{ queue: Queue; events: QueueEvents }> {
  const own = (client: Redis): Redis => {
    held.owned.push(client);
    return client;
  };
  const queue = new Queue(QUEUE_NAME, {
    connection: own(connection.duplicate()),
    prefix: KEY_PREFIX,
  });
  held.queue = queue;
  const events = new QueueEvents(QUEUE_NAME, {
    connection: own(connection.duplicate()),
    prefix: KEY_PREFIX,
  });
  held.events = events;
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  await events.waitUntilReady();
  return { queue, events };
}

/** Closes what `openRun` reached, in the reverse order of need. */
export async function closeHeld(held: Held): Promise<void> {
  // Bounded: with Redis away, closing would wait for it (the connections are cut below).
  const { events, queue } = held;
  await closeWithin(events === undefined ? undefined : () => events.close(), 2_000);
  await closeWithin(queue === undefined ? undefined : () => queue.close(), 2_000);
  await held.economy?.close();
  held.writer?.close();
  held.lock?.release();
  for (const client of held.owned) {
    client.disconnect();
  }
}

function checkLadderCovers(economy: EconomySession, categories: readonly TaskCategory[]): void {
  const uncovered = [...new Set(categories)].filter(
    (category) => !economy.ladder.rungs.some((rung) => parts.handles(rung, category)),
  );
  if (uncovered.length > 0) {
    throw new GovernError(
      'CONFIG_INVALID',
      `.governance/config.json: tiers: no rung handles ${uncovered.join(', ')}, so those tasks could never run`,
      { hint: `add ${uncovered.join(', ')} to the categories of a rung in "tiers"` },
    );
  }
}

import { basename, posix } from 'node:path';
import type { Capabilities, CapabilityGrant } from '../../economy/index.js';
import type { LockfileVerdict } from '../../economy/index.js';
import {
  classifyChange,
  judgeLockfileChange,
  lockfileFormat,
  manifestMetadataChange,
  REGISTRY_CONFIG_FILES,
  registriesFromConfig,
  SECRETS_FILE_KIND,
} from '../../economy/index.js';
import type { StepVerdict } from '../../ledger/index.js';
import {
  commitChange,
  commitChangeToBranch,
  readBlobTexts,
  readCommittedText,
} from '../../workspace/index.js';
import type { CommitRequest } from '../../workspace/index.js';
import type { EconomySession } from './economy.js';
import type { Placement, RerunGates } from './placement.js';

/** Where a change waiting for `govern approve` is kept. */
export function approvalBranch(taskId: string): string {
  return `govern/${taskId}`;
}

/**
 * A forbidden change (secrets, git's or govern's state, a path a config rule forbids) is
 * stopped before any gate looks at it: it is recorded as `blocked` and the task is
 * QUARANTINED. Returns the reason, or null when the change may go on.
 */
export function screenForbidden(
  economy: EconomySession,
  input: {
    readonly taskId: string;
    readonly decisionId: string;
    readonly paths: readonly string[];
  },
): string | null {
  const classification = classifyChange(input.paths, economy.config.authorization);
  if (classification.tier !== 'forbidden') {
    return null;
  }
  economy.approvals.recordDecision({
    decisionId: input.decisionId,
    taskId: input.taskId,
    branch: economy.targetBranch,
    paths: input.paths,
    gatesPassed: false,
  });
  // A secrets pattern also covers test fixtures (dotenv-safe's `test/.env`, bench:real's
  // forty-third set): say how to let tasks change one, each change then waiting for approval.
  const fixtureHint = classification.paths.some(
    (path) => path.tier === 'forbidden' && path.reason.startsWith(`${SECRETS_FILE_KIND} `),
  )
    ? ` (a committed test fixture a task must change can need approval instead: list it under authorization.semiAutonomous in .governance/config.json)`
    : '';
  return `forbidden change: ${classification.reasons.join('; ')}${fixtureHint}`;
}

export type Settlement =
  | { readonly kind: 'landed'; readonly commit: string }
  | {
      readonly kind: 'held';
      readonly commit: string;
      readonly branch: string;
      readonly reasons: readonly string[];
    }
  /** Landing found a problem (a rebase conflict, a whole-tree gate on the new base). */
  | { readonly kind: 'failed'; readonly verdicts: readonly StepVerdict[] }
  /** A capability refused (protected branch, forbidden path): the task is QUARANTINED. */
  | { readonly kind: 'denied'; readonly reason: string };

export interface SettleInput {
  readonly economy: EconomySession;
  readonly placement: Placement;
  readonly taskId: string;
  readonly decisionId: string;
  readonly base: string;
  /** The tree the gates judged: what lands. */
  readonly tree: string;
  readonly paths: readonly string[];
  readonly message: Omit<CommitRequest, 'base' | 'tree'>;
  readonly rerunGates: RerunGates;
}

/**
 * Acts on a change that passed its gates, by its authorization tier: autonomous, one
 * commit on the work branch; semi-autonomous, kept on `govern/TASK-ID` (the work tree goes
 * back to the base) until a person approves it. Every git write runs under a capability
 * grant for a recorded decision: nothing here can commit without one.
 */
export async function settleChange(input: SettleInput): Promise<Settlement> {
  const { economy, taskId, decisionId, paths } = input;
  const { classification, metadataOnly, lockfiles } = await readChange(input);
  const autonomousLocks = Object.fromEntries(
    [...lockfiles].flatMap(([path, verdict]) => (verdict.autonomous ? [[path, verdict.note]] : [])),
  );
  if (classification.tier === 'semi-autonomous') {
    const branch = approvalBranch(taskId);
    const proposed = economy.approvals.propose({
      decisionId,
      taskId,
      branch,
      targetBranch: economy.targetBranch,
      paths,
      // What the lock files' reading found, for the person who signs off.
      reasons: [...lockfiles].flatMap(([path, verdict]) =>
        verdict.autonomous ? [] : [`${path}: ${verdict.note}`],
      ),
      gatesPassed: true,
    });
    if (!proposed.ok) {
      return { kind: 'denied', reason: proposed.reason };
    }
    const grant = economy.capabilities.authorizeHold({ decisionId, taskId, branch, paths });
    if (grant.kind === 'denied') {
      return { kind: 'denied', reason: grant.reason };
    }
    const held = await economy.capabilities.execute(grant.grant, () =>
      commitChangeToBranch(input.placement.dir, {
        ...input.message,
        base: input.base,
        tree: input.tree,
        branch,
      }),
    );
    if (held.kind === 'denied') {
      return { kind: 'denied', reason: held.reason };
    }
    economy.approvals.attachCommit(decisionId, held.value);
    await input.placement.rollback(input.base);
    return { kind: 'held', commit: held.value, branch, reasons: classification.reasons };
  }
  const recorded = economy.approvals.recordDecision({
    decisionId,
    taskId,
    branch: economy.targetBranch,
    paths,
    gatesPassed: true,
    metadataOnly,
    lockfiles: autonomousLocks,
  });
  if (!recorded.ok) {
    return { kind: 'denied', reason: recorded.reason };
  }
  const grant = economy.capabilities.authorizeCommit({
    decisionId,
    taskId,
    branch: economy.targetBranch,
    paths,
  });
  if (grant.kind === 'denied') {
    return { kind: 'denied', reason: grant.reason };
  }
  return commitUnderGrant(economy.capabilities, grant.grant, async () => {
    const made = await commitChange(input.placement.dir, {
      ...input.message,
      base: input.base,
      tree: input.tree,
    });
    const landed = await input.placement.land(made, input.base, input.rerunGates);
    return landed.kind === 'landed'
      ? { kind: 'landed', commit: landed.commit }
      : { kind: 'failed', verdicts: landed.verdicts };
  });
}

/**
 * The change's tier, with the kernel's reading of the manifests and lock files it touches
 * (classifyChange's rules 7 and 7b), from the base and the judged tree.
 */
async function readChange(input: SettleInput): Promise<{
  readonly classification: ReturnType<typeof classifyChange>;
  readonly metadataOnly: Record<string, string[]>;
  readonly lockfiles: Map<string, LockfileVerdict>;
}> {
  const rules = input.economy.config.authorization;
  const { dir } = input.placement;
  const [metadataOnly, lockfiles] = await Promise.all([
    manifestsChangedInMetadataOnly(dir, input.base, input.tree, input.paths),
    judgeLockfiles(dir, input.base, input.tree, input.paths, rules),
  ]);
  const classification = classifyChange(
    input.paths,
    rules,
    new Map(Object.entries(metadataOnly)),
    lockfiles,
  );
  return { classification, metadataOnly, lockfiles };
}

// A manifest side that exists but is no text git could read: never metadata only.
const UNREADABLE = Symbol('unreadable');

/** Both sides of each path, from the commits: null for a missing file, UNREADABLE for one git cannot give as text. */
async function readSides(
  dir: string,
  base: string,
  tree: string,
  paths: readonly string[],
): Promise<(string | null | typeof UNREADABLE)[]> {
  const specs = paths.flatMap((path) => [`${base}:${path}`, `${tree}:${path}`]);
  const texts = await readBlobTexts(dir, specs);
  // readBlobTexts gives null for a missing file and for one that is binary or unreadable
  // alike; only a missing one may read as absent, so ask again.
  return Promise.all(
    specs.map(async (spec, index): Promise<string | null | typeof UNREADABLE> => {
      const text = texts[index] ?? null;
      if (text !== null) {
        return text;
      }
      return readCommittedText(dir, spec).then(
        (again) => (again === null ? null : UNREADABLE),
        () => UNREADABLE,
      );
    }),
  );
}

/**
 * The changed lock files govern reads (package-lock.json, yarn.lock, pnpm-lock.yaml), each
 * with its verdict (judgeLockfileChange), read from the commits like the manifests.
 */
async function judgeLockfiles(
  dir: string,
  base: string,
  tree: string,
  paths: readonly string[],
  rules: EconomySession['config']['authorization'],
): Promise<Map<string, LockfileVerdict>> {
  const locks = paths.filter((path) => lockfileFormat(path) !== null);
  const judged = new Map<string, LockfileVerdict>();
  if (locks.length === 0) {
    return judged;
  }
  const [sides, trusted] = await Promise.all([
    readSides(dir, base, tree, locks),
    configuredRegistries(dir, base, locks),
  ]);
  const judging = { ...rules, registries: [...rules.registries, ...trusted] };
  for (const [index, path] of locks.entries()) {
    const before = sides[index * 2] ?? null;
    const after = sides[index * 2 + 1] ?? null;
    const verdict =
      before === UNREADABLE || after === UNREADABLE
        ? { autonomous: false, note: 'git cannot give it as text' }
        : await judgeLockfileChange(path, before, after, judging);
    if (verdict !== null) {
      judged.set(path, verdict);
    }
  }
  return judged;
}

/**
 * The registries the repository's own package-manager config names at the base, at its root
 * and in each lock file's folder (registriesFromConfig): the installs already fetch from them.
 */
async function configuredRegistries(
  dir: string,
  base: string,
  locks: readonly string[],
): Promise<string[]> {
  // The root's prefix is '', a folder's `folder/` (posix.dirname gives '.' for the root).
  const folders = new Set([
    '',
    ...locks.map((path) => `${posix.dirname(path)}/`.replace(/^\.\/$/, '')),
  ]);
  const paths = [...folders].flatMap((folder) =>
    REGISTRY_CONFIG_FILES.map((name) => `${folder}${name}`),
  );
  const texts = await readBlobTexts(
    dir,
    paths.map((path) => `${base}:${path}`),
  );
  return registriesFromConfig(
    paths.flatMap((path, index) => {
      const text = texts[index] ?? null;
      return text === null ? [] : [{ path, text }];
    }),
  );
}

/**
 * The changed package.json files whose change (base to the judged tree) touches only metadata
 * fields (a release's version bump), with those fields: read from the commits, never from the
 * work tree, which the agent could still be writing.
 */
async function manifestsChangedInMetadataOnly(
  dir: string,
  base: string,
  tree: string,
  paths: readonly string[],
): Promise<Record<string, string[]>> {
  const manifests = paths.filter((path) => basename(path) === 'package.json');
  if (manifests.length === 0) {
    return {};
  }
  // Only a missing side may read as `{}` (manifestMetadataChange).
  const sides = await readSides(dir, base, tree, manifests);
  const found: Record<string, string[]> = {};
  manifests.forEach((path, index) => {
    const before = sides[index * 2] ?? null;
    const after = sides[index * 2 + 1] ?? null;
    const fields =
      before === UNREADABLE || after === UNREADABLE
        ? null
        : manifestMetadataChange(path, before, after);
    if (fields !== null) {
      found[path] = fields;
    }
  });
  return found;
}

/**
 * The one way the kernel writes a commit on a branch that ships: `execute` re-checks the
 * decision record (it may have been rejected meanwhile) and marks the action used before
 * `act` runs. A grant exists only when Capabilities issued it for an approved or recorded
 * decision.
 */
export async function commitUnderGrant(
  capabilities: Capabilities,
  grant: CapabilityGrant,
  act: () => Promise<Settlement>,
): Promise<Settlement> {
  const executed = await capabilities.execute(grant, act);
  return executed.kind === 'executed'
    ? executed.value
    : { kind: 'denied', reason: executed.reason };
}

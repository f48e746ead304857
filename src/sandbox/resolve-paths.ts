import { readdir, realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import picomatch from 'picomatch';
import { GovernError } from '../common/index.js';
import {
  ALWAYS_READ_ONLY_PATHS,
  BUILTIN_FORBIDDEN_PATHS,
  HOST_CREDENTIAL_PATHS,
  SKIPPED_SCAN_DIRS,
} from './policy.js';
import type { SandboxPolicy } from './policy.js';
import { resolveCommands } from './host-commands.js';
import type { ResolvedCommand } from './host-commands.js';
import { isInside } from '../common/index.js';
import { kindOf, realOrNull } from './host-paths.js';
import { hasGlob, MAX_SCAN_ENTRIES, relativeMatcher, scanTree } from './scan.js';

export interface ResolveInput {
  /** Absolute; resolved to its real path. */
  readonly worktree: string;
  readonly policy: SandboxPolicy;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** More trees whose forbidden files are masked (the main checkout of a worktree). */
  readonly maskRoots?: readonly string[];
  /** Paths no mask may cover or contain (the private HOME, TMPDIR and meta dir). */
  readonly keepVisible?: readonly string[];
  /** More absolute paths to keep read-only (the files the gates' tools resolve to). */
  readonly readOnly?: readonly string[];
  /**
   * Whether a file of the worktree that only the built-in patterns (`.env*`, `*.key`, `*.pem`)
   * match is committed content (the caller decides against which commits: gate-sandbox.ts asks
   * for the tree under review and the checked-out commit), a test fixture such as `test/.env`
   * that the gates then see. Only the gate sessions pass it: their tools run the repository's
   * tests, which read such fixtures, and committed content is in git's objects, which every
   * sandbox reads anyway. Links, folders and the policy's own `forbiddenPaths` stay masked.
   */
  readonly committed?: (relPath: string) => Promise<boolean>;
}

/** Every policy path turned into existing real paths; the input of buildBwrapArgs. */
export interface ResolvedSandboxPaths {
  readonly worktree: string;
  readonly writable: readonly string[];
  readonly readOnly: readonly string[];
  readonly maskedFiles: readonly string[];
  readonly maskedDirs: readonly string[];
  /** Real paths of forbidden binaries. */
  readonly maskedCommands: readonly string[];
  /** null: PATH is not restricted. */
  readonly allowedCommands: readonly ResolvedCommand[] | null;
  /** What was widened, skipped or not found, for the attempt record. */
  readonly notes: readonly string[];
}

function expandHome(pattern: string, home: string | undefined): string | null {
  if (pattern === '~' || pattern.startsWith('~/')) {
    return home === undefined ? null : join(home, pattern.slice(1));
  }
  return pattern;
}

/** Host home directories whose credential stores are masked. */
async function hostHomes(hostEnv: Readonly<Record<string, string | undefined>>): Promise<string[]> {
  const homes = new Set<string>();
  const home = hostEnv['HOME'];
  if (home !== undefined && isAbsolute(home)) {
    homes.add(home);
  }
  homes.add('/root');
  for (const parent of ['/home', '/Users']) {
    try {
      for (const entry of await readdir(parent, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          homes.add(join(parent, entry.name));
        }
      }
    } catch {
      // No such directory on this system.
    }
  }
  return [...homes];
}

class MaskSet {
  readonly files = new Set<string>();
  readonly dirs = new Set<string>();
  constructor(
    private readonly keepVisible: readonly string[],
    private readonly notes: string[],
  ) {}

  /** Adds the real path behind `path`; refuses masks that would hide what must stay visible. */
  async add(path: string, label: string): Promise<void> {
    const real = await realOrNull(path);
    if (real === null) {
      return;
    }
    if (this.keepVisible.some((keep) => isInside(keep, real))) {
      this.notes.push(`not masked: ${label} (${real}) contains the worktree or a private dir`);
      return;
    }
    if ((await kindOf(real)) === 'dir') {
      this.dirs.add(real);
    } else {
      this.files.add(real);
    }
  }
}

async function resolveWritable(
  worktree: string,
  entries: readonly string[] | undefined,
  globMatches: readonly string[],
  notes: string[],
): Promise<string[]> {
  if (entries === undefined) {
    return [worktree];
  }
  const writable = new Set<string>();
  for (const abs of globMatches) {
    const real = await realOrNull(abs);
    if (real !== null && isInside(real, worktree)) {
      writable.add(real);
    }
  }
  for (const entry of entries.filter((item) => !hasGlob(item))) {
    const target = resolve(worktree, entry);
    if (isAbsolute(entry) || !isInside(target, worktree)) {
      notes.push(`writeOnlyPaths: ${entry} is outside the worktree; ignored`);
      continue;
    }
    let probe = target;
    let real = await realOrNull(probe);
    while (real === null && probe !== worktree) {
      probe = dirname(probe);
      real = await realOrNull(probe);
    }
    if (real === null || !isInside(real, worktree)) {
      notes.push(`writeOnlyPaths: ${entry} resolves outside the worktree; ignored`);
      continue;
    }
    if (probe !== target) {
      notes.push(`writeOnlyPaths: ${entry} does not exist yet; ${real} is writable instead`);
    }
    writable.add(real);
  }
  return [...writable];
}

/** How many directory entries the scans for masked files may visit, all roots together. */
interface ScanBudget {
  left: number;
  readonly limit: number;
}

/**
 * A scan that stopped early leaves what it did not reach readable, so the sandbox does not
 * start: mounts are fixed when it starts, and nothing masks a file no scan found.
 */
function scanIncomplete(where: string, budget: ScanBudget): GovernError {
  return new GovernError(
    'SANDBOX_UNAVAILABLE',
    `the scan for files to mask (.env*, *.key, *.pem, secrets/**, policy.forbiddenPaths) stopped after ${String(budget.limit)} entries in ${where}; a file past that point would stay readable to the agent`,
    {
      hint: `raise policy.maxMaskScanEntries in .governance/config.json (now ${String(budget.limit)}), or name a large folder the agent does not need in policy.forbiddenPaths: a masked folder is hidden whole and never scanned`,
      details: { where, limit: budget.limit },
    },
  );
}

async function maskHostPattern(pattern: string, masks: MaskSet, budget: ScanBudget): Promise<void> {
  if (!hasGlob(pattern)) {
    await masks.add(pattern, pattern);
    return;
  }
  const parts = pattern.split('/');
  const firstGlob = parts.findIndex((part) => hasGlob(part));
  const base = parts.slice(0, firstGlob).join('/') || '/';
  const matches = picomatch(pattern, { dot: true });
  const found: string[] = [];
  // Followed to any depth: the budget, not a depth limit, bounds the walk, and running out
  // of it stops the attempt instead of leaving deeper matches readable.
  const result = await scanTree(
    base,
    [],
    (entry) => {
      if (matches(entry.absPath)) {
        found.push(entry.absPath);
        return false;
      }
      return true;
    },
    budget.left,
  );
  budget.left -= result.visited;
  if (result.truncated) {
    throw scanIncomplete(`${base} (looking for ${pattern})`, budget);
  }
  for (const path of found) {
    await masks.add(path, pattern);
  }
}

/**
 * Turns the policy's paths, globs and command names into existing real paths. Symlinks are
 * resolved so a mask lands on the file itself (a symlink to `.env` reads the mask), and a
 * writable entry that resolves outside the worktree is refused, not followed.
 */
export async function resolveSandboxPaths(input: ResolveInput): Promise<ResolvedSandboxPaths> {
  const notes: string[] = [];
  const worktree = await realpath(input.worktree);
  const { policy, hostEnv } = input;
  const keepVisible = [worktree, ...(input.keepVisible ?? [])];
  const masks = new MaskSet(keepVisible, notes);
  const patterns = splitForbiddenPatterns(policy, hostEnv['HOME'], notes);
  const limit = policy.maxMaskScanEntries ?? MAX_SCAN_ENTRIES;
  const budget: ScanBudget = { left: limit, limit };
  const scanned = await scanMaskRoots([worktree, ...(input.maskRoots ?? [])], patterns.relative, {
    policy,
    masks,
    budget,
    committed: input.committed,
  });
  for (const pattern of patterns.host) {
    await maskHostPattern(pattern, masks, budget);
  }
  for (const dir of await hostHomes(hostEnv)) {
    for (const entry of HOST_CREDENTIAL_PATHS) {
      await masks.add(join(dir, entry), `~/${entry}`);
    }
  }
  const writable = await resolveWritable(
    worktree,
    policy.writeOnlyPaths,
    scanned.writableMatches,
    notes,
  );
  const readOnly = await resolveReadOnly(
    worktree,
    { inWorktree: scanned.nestedModules, given: input.readOnly ?? [] },
    policy,
    notes,
  );
  const commands = await resolveCommands(policy, hostEnv['PATH'], notes);
  return {
    worktree,
    writable,
    readOnly,
    maskedFiles: [...masks.files],
    maskedDirs: [...masks.dirs],
    maskedCommands: commands.masked,
    allowedCommands: commands.allowed,
    notes,
  };
}

/**
 * The forbidden patterns by where they apply: relative ones (the built-in list first) are
 * matched in every scanned tree, absolute and `~/` ones on the host. A `~/` pattern without
 * HOME cannot be placed and is noted.
 */
function splitForbiddenPatterns(
  policy: SandboxPolicy,
  home: string | undefined,
  notes: string[],
): { readonly relative: string[]; readonly host: string[] } {
  const relativePatterns: string[] = [...BUILTIN_FORBIDDEN_PATHS];
  const hostPatterns: string[] = [];
  for (const pattern of policy.forbiddenPaths ?? []) {
    const expanded = expandHome(pattern, home);
    if (expanded === null) {
      notes.push(`forbiddenPaths: ${pattern} needs HOME, which is not set; ignored`);
    } else if (isAbsolute(expanded)) {
      hostPatterns.push(expanded);
    } else {
      relativePatterns.push(pattern);
    }
  }
  return { relative: relativePatterns, host: hostPatterns };
}

/**
 * Whether the agent's sandbox masks `relPath` of a tree (`/`-separated): the built-in list
 * (`.env*`, keys, `secrets/`) and the policy's relative `forbiddenPaths`. What the agent
 * cannot read, govern does not read for it either (the gateway's references and targets).
 */
export function treeMaskMatcher(policy: SandboxPolicy): (relPath: string) => boolean {
  const matchers = splitForbiddenPatterns(policy, undefined, []).relative.map(relativeMatcher);
  return (relPath) => matchers.some((matches) => matches(relPath));
}

/**
 * One walk per root (the worktree first) masks the files the relative patterns forbid. The
 * same walk of the worktree collects what later steps need, so the tree is read once: the
 * matches of the writable globs and every nested node_modules (a workspace package's own
 * holds tools too, and is kept read-only).
 */
async function scanMaskRoots(
  roots: readonly string[],
  forbiddenPatterns: readonly string[],
  how: {
    readonly policy: SandboxPolicy;
    readonly masks: MaskSet;
    readonly budget: ScanBudget;
    readonly committed: ((relPath: string) => Promise<boolean>) | undefined;
  },
): Promise<{ readonly writableMatches: string[]; readonly nestedModules: string[] }> {
  const { policy, masks, budget, committed } = how;
  const forbidden = forbiddenPatterns.map(relativeMatcher);
  // The built-in patterns come first in forbiddenPatterns; the policy's own follow.
  const policyOwn = forbidden.slice(BUILTIN_FORBIDDEN_PATHS.length);
  const writableGlobs = (policy.writeOnlyPaths ?? []).filter(hasGlob).map(relativeMatcher);
  const writableMatches: string[] = [];
  const nestedModules: string[] = [];
  for (const [index, root] of roots.entries()) {
    const realRoot = await realOrNull(root);
    if (realRoot === null) {
      continue;
    }
    const found: string[] = [];
    // Files of the worktree only the built-in patterns mask: lifted if committed (see ResolveInput).
    const liftable = new Map<string, string>();
    const result = await scanTree(
      realRoot,
      SKIPPED_SCAN_DIRS,
      (entry) => {
        if (index === 0 && entry.kind !== 'file' && basename(entry.relPath) === 'node_modules') {
          nestedModules.push(entry.absPath);
        }
        if (forbidden.some((matches) => matches(entry.relPath))) {
          found.push(entry.absPath);
          if (
            index === 0 &&
            entry.kind === 'file' &&
            !policyOwn.some((matches) => matches(entry.relPath))
          ) {
            liftable.set(entry.absPath, entry.relPath);
          }
          return false;
        }
        if (index === 0 && writableGlobs.some((matches) => matches(entry.relPath))) {
          writableMatches.push(entry.absPath);
        }
        return true;
      },
      budget.left,
    );
    budget.left -= result.visited;
    if (result.truncated) {
      throw scanIncomplete(realRoot, budget);
    }
    for (const path of found) {
      const relPath = liftable.get(path);
      if (committed !== undefined && relPath !== undefined && (await committed(relPath))) {
        continue;
      }
      await masks.add(path, relative(realRoot, path));
    }
  }
  return { writableMatches, nestedModules };
}

/**
 * What stays read-only inside the writable worktree: govern's and git's own files, its
 * nested node_modules, the given paths (the gates' tools) and the policy's readOnlyPaths; a
 * policy entry that does not exist is noted.
 */
async function resolveReadOnly(
  worktree: string,
  paths: { readonly inWorktree: readonly string[]; readonly given: readonly string[] },
  policy: SandboxPolicy,
  notes: string[],
): Promise<string[]> {
  const readOnly = new Set<string>();
  const entries = [
    ...ALWAYS_READ_ONLY_PATHS.map((entry) => join(worktree, entry)),
    ...paths.inWorktree,
  ];
  for (const entry of entries) {
    const real = await realOrNull(entry);
    if (real !== null && !opensHiddenTmp(real, worktree)) {
      readOnly.add(real);
    }
  }
  for (const path of paths.given) {
    const real = await realOrNull(path);
    if (real !== null) {
      readOnly.add(real);
    }
  }
  for (const entry of policy.readOnlyPaths ?? []) {
    const real = await realOrNull(resolve(worktree, entry));
    if (real === null) {
      notes.push(`readOnlyPaths: ${entry} does not exist; nothing to protect`);
    } else if (!opensHiddenTmp(real, worktree)) {
      readOnly.add(real);
    }
  }
  return [...readOnly];
}

/**
 * Whether binding a worktree entry's real path would show a folder the sandbox's private /tmp
 * hides. The worktree is the agent's to write: it can make `node_modules` a link to any other
 * folder of /tmp, and a read-only bind of the target would open it. Outside /tmp the host is
 * read-only anyway, so such a target needs no bind; govern's own link to the main tree's
 * node_modules is shown by the session (session-wrap.ts).
 */
function opensHiddenTmp(real: string, worktree: string): boolean {
  return isInside(real, '/tmp') && real !== '/tmp' && !isInside(real, worktree);
}

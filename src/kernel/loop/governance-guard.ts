import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../../common/index.js';

/**
 * Files an agent must never change, whatever the sandbox: govern's rules and the project's
 * conventions, the constitution, and git's own configuration and hooks (the kernel runs git
 * right after the agent). Changes collected for the gates leave `.governance/` out and
 * `.git/` is not part of any diff, so a change there would never show in the gates: it is
 * caught here by content instead. Files the
 * kernel itself writes while tasks run (ledger, budget, cache, episodes) are not listed.
 */
const GUARDED_FILES = [
  join('.governance', 'config.json'),
  // The repository's invariants: committed, so git would show an edit, but the change the
  // gates judge leaves govern's paths out, and the rules must not move under an attempt.
  join('.governance', 'constitution.json'),
  join('.governance', 'memory', 'L5.json'),
  join('.git', 'config'),
  // A pattern added here hides a file from `git add -A`, so from the diff the gates judge;
  // attributes change what git stores (eol conversion) and how it diffs.
  join('.git', 'info', 'exclude'),
  join('.git', 'info', 'attributes'),
];
const GUARDED_DIRS = [join('.git', 'hooks')];

/** The bytes of every guarded file before the agent ran (null: absent). */
export interface GovernanceSnapshot {
  readonly workspace: string;
  readonly files: ReadonlyMap<string, Buffer | null>;
}

function read(file: string): Buffer | null {
  try {
    return statSync(file).isFile() ? readFileSync(file) : null;
  } catch {
    return null;
  }
}

function guardedPaths(workspace: string): string[] {
  const hooks = GUARDED_DIRS.flatMap((dir) => {
    const full = join(workspace, dir);
    return existsSync(full) ? readdirSync(full).map((name) => join(dir, name)) : [];
  });
  return [...GUARDED_FILES, ...hooks];
}

/** Reads the guarded files of the main work tree, before the agent runs. */
export function snapshotGovernance(workspace: string): GovernanceSnapshot {
  const files = new Map<string, Buffer | null>();
  for (const path of guardedPaths(workspace)) {
    files.set(path, read(join(workspace, path)));
  }
  return { workspace, files };
}

function digest(bytes: Buffer | null): string {
  return bytes === null ? 'absent' : createHash('sha256').update(bytes).digest('hex');
}

/**
 * Compares the guarded files with the snapshot, puts back every one that changed (a file
 * the agent added in a guarded place, such as a new hook, is removed), and returns the
 * repository-relative paths it restored: empty when nothing was touched.
 */
export function restoreTampered(snapshot: GovernanceSnapshot): string[] {
  const restored: string[] = [];
  const now = new Set([...guardedPaths(snapshot.workspace), ...snapshot.files.keys()]);
  for (const path of [...now].sort()) {
    const before = snapshot.files.get(path) ?? null;
    const full = join(snapshot.workspace, path);
    if (digest(before) === digest(read(full))) {
      continue;
    }
    if (before === null) {
      rmSync(full, { force: true, recursive: true });
    } else {
      // Its folder may be gone too (an unconfined gate that moved .governance away).
      mkdirSync(dirname(full), { recursive: true });
      writeFileAtomic(full, before);
    }
    restored.push(path.split('\\').join('/'));
  }
  return restored;
}

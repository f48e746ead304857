import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSTITUTION_PATH, parseConstitution } from '../../gates/index.js';
import type { Constitution } from '../../gates/index.js';
import { headCommit, resolveRevision, resolveWorkspace } from '../../workspace/index.js';
import { GovernError } from '../../common/index.js';
import { loadConstitutionAt } from '../loop/constitution.js';

/** The constitution `govern constitution explain` prints, and where it came from. */
export interface ConstitutionSource {
  readonly workspace: string;
  /** `<commit>:.governance/constitution.json`, or the working-tree file. */
  readonly source: string;
  /**
   * False when the rules come from the working tree because the revision has none: they
   * bind nothing until committed (the gate reads the base commit).
   */
  readonly committed: boolean;
  /** Null: neither the revision nor the working tree has one. */
  readonly constitution: Constitution | null;
}

/**
 * The constitution at `revision` (default HEAD). When the revision has none, the working
 * tree's file (a constitution being written), marked as not committed.
 */
export async function readConstitutionSource(
  dir: string,
  revision?: string,
): Promise<ConstitutionSource> {
  const workspace = await resolveWorkspace(dir);
  const commit =
    revision === undefined
      ? await headCommit(workspace)
      : await resolveRevision(workspace, revision);
  if (revision !== undefined && commit === null) {
    throw new GovernError('USAGE', `--rev ${revision} is not a commit in ${workspace}`, {
      hint: 'pass a branch, tag or commit id',
    });
  }
  const atCommit = commit === null ? null : await loadConstitutionAt(workspace, commit);
  if (atCommit !== null && commit !== null) {
    return {
      workspace,
      source: `${commit.slice(0, 12)}:${CONSTITUTION_PATH}`,
      committed: true,
      constitution: atCommit,
    };
  }
  const file = join(workspace, CONSTITUTION_PATH);
  if (!existsSync(file)) {
    return { workspace, source: file, committed: false, constitution: null };
  }
  return {
    workspace,
    source: file,
    committed: false,
    constitution: parseConstitution(readFileSync(file, 'utf8'), file),
  };
}

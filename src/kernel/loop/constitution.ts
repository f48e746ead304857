import { languageForPath } from '../../analysis/index.js';
import { CONSTITUTION_PATH, goModulePath, parseConstitution } from '../../gates/index.js';
import type {
  ChangedFile,
  Constitution,
  ConstitutionContext,
  HeadTree,
} from '../../gates/index.js';
import { gitOrThrow, readBlobTexts, readCommittedText } from '../../workspace/index.js';
import type { ConstitutionInput } from './verify.js';

/**
 * The constitution committed at `revision`, or null when it has none. Always read from git,
 * never from the working tree: a change cannot weaken the rules it is checked against. An
 * invalid file throws CONFIG_INVALID naming the rule and field.
 */
export async function loadConstitutionAt(
  workspace: string,
  revision: string,
): Promise<Constitution | null> {
  const spec = `${revision}:${CONSTITUTION_PATH}`;
  const text = await readCommittedText(workspace, spec);
  return text === null ? null : parseConstitution(text, spec);
}

/**
 * What the CONSTITUTION gate gets for a change from `base`: the base's rules and both
 * trees' file lists (the head's is the base's plus what the change adds, minus what it
 * deletes). Undefined when the base has no constitution or no rules.
 */
export async function constitutionFor(
  workspace: string,
  base: string,
  changes: readonly ChangedFile[],
): Promise<ConstitutionInput | undefined> {
  const constitution = await loadConstitutionAt(workspace, base);
  if (constitution === null || constitution.rules.length === 0) {
    return undefined;
  }
  return {
    rules: constitution.rules,
    context: await constitutionContext(workspace, base, changes),
  };
}

/** What the gate reads besides the change, for a change from `base` (see constitutionFor). */
export async function constitutionContext(
  workspace: string,
  base: string,
  changes: readonly ChangedFile[],
): Promise<ConstitutionContext> {
  const baseFiles = new Set(
    (await gitOrThrow(workspace, ['ls-tree', '-r', '-z', '--name-only', base]))
      .split('\0')
      .filter((path) => path !== ''),
  );
  const headFiles = new Set(baseFiles);
  for (const change of changes) {
    if (change.status === 'deleted') {
      headFiles.delete(change.path);
    } else {
      headFiles.add(change.path);
    }
  }
  const readUnchanged = (paths: readonly string[]): Promise<(string | null)[]> =>
    readBlobTexts(
      workspace,
      paths.map((path) => `${base}:${path}`),
    );
  // Go imports name module paths: the go.mod files say which folder each one is. Read only
  // when the change has Go code.
  const goMods = new Map<string, { before: string | null; after: string | null }>();
  if (changes.some((change) => languageForPath(change.path) === 'go')) {
    const byPath = new Map(changes.map((change) => [change.path, change]));
    for (const path of new Set([...baseFiles, ...headFiles])) {
      if (path === 'go.mod' || path.endsWith('/go.mod')) {
        const change = byPath.get(path);
        const text = change === undefined ? ((await readUnchanged([path]))[0] ?? null) : null;
        goMods.set(path, {
          before: change === undefined ? text : change.before,
          after: change === undefined ? text : change.after,
        });
      }
    }
  }
  const tree = (files: ReadonlySet<string>, side: 'before' | 'after'): HeadTree => ({
    files,
    goModule: (path) => goModulePath(goMods.get(path)?.[side] ?? null),
  });
  return { base: tree(baseFiles, 'before'), head: tree(headFiles, 'after'), readUnchanged };
}

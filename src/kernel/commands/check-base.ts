import { GovernError } from '../../common/index.js';
import { CONFIG_PATH, GOVERNANCE_DIR, parseConfigText } from '../../config/index.js';
import type { GovernConfig } from '../../config/index.js';
import {
  CHECK_FILES,
  CHECK_FOLDERS,
  CONSTITUTION_PATH,
  DETECTION_FILES,
} from '../../gates/index.js';
import type { Finding, GateVerdict, RootView } from '../../gates/index.js';
import { gitOrThrow, GOVERNANCE_PATHS, readCommittedText, runGit } from '../../workspace/index.js';

/**
 * The config `govern check` judges by: the one committed at the base of the range, never
 * the one in the tree under review, or a pull request could commit a config that turns off
 * the gates judging it (git add -f gets past .gitignore). null: the base has none, so the
 * defaults apply (every gate on).
 */
export async function loadBaseConfig(
  workspace: string,
  base: string,
): Promise<GovernConfig | null> {
  const spec = `${base}:${CONFIG_PATH.split('\\').join('/')}`;
  const text = await readCommittedText(workspace, spec);
  if (text === null) {
    return null;
  }
  const loaded = parseConfigText(text, spec);
  if (loaded.kind === 'ok') {
    return loaded.config;
  }
  const issues = loaded.kind === 'invalid' ? loaded.issues : [loaded.kind];
  throw new GovernError('CONFIG_INVALID', `${spec} is invalid:\n  ${issues.join('\n  ')}`, {
    hint: 'govern check takes its rules from --base; fix the config there, or pass a --base whose config is valid',
    details: { file: spec, issues },
  });
}

/**
 * The base's root as tool detection reads it (see tool-detect.ts): which tool gates run and
 * which files they check are decided by the base, as the config is. Detected on the tree
 * under review, a pull request that narrowed `prettier --check src` to another folder passed
 * with its own file unchecked, and one that deleted eslint.config.js or took `tsc` out of its
 * scripts stopped at exit 3 instead of being judged.
 */
export async function baseRootView(workspace: string, base: string): Promise<RootView> {
  const listing = await gitOrThrow(workspace, ['ls-tree', '-z', '--name-only', base]);
  const entries = new Set(listing.split('\0').filter((name) => name !== ''));
  const texts = new Map<string, string | null>();
  for (const name of DETECTION_FILES) {
    if (entries.has(name)) {
      texts.set(name, await readCommittedText(workspace, `${base}:${name}`));
    }
  }
  // CI steps and git hooks count as the repository's own checks (a prettier step makes
  // formatting one); read at the base, as the rest.
  const checkPaths = CHECK_FILES.filter((path) => entries.has(path.split('/')[0] ?? ''));
  for (const folder of CHECK_FOLDERS) {
    if (entries.has(folder.split('/')[0] ?? '')) {
      const listed = await runGit(workspace, ['ls-tree', '-z', '--name-only', `${base}:${folder}`]);
      if (listed.exitCode === 0) {
        checkPaths.push(
          ...listed.stdout
            .split('\0')
            .filter((name) => name !== '')
            .map((name) => `${folder}/${name}`),
        );
      }
    }
  }
  const checkTexts: string[] = [];
  for (const path of checkPaths) {
    const text = await readCommittedText(workspace, `${base}:${path}`);
    if (text !== null) {
      checkTexts.push(text);
    }
  }
  const view: RootView = {
    entries,
    read: (name) => texts.get(name) ?? null,
    checkTexts: () => checkTexts,
  };
  // The base's paths by folder, for a script's unquoted `**` (shellMatcher); only a manifest
  // that writes one is worth listing the whole tree for.
  if (!(texts.get('package.json') ?? '').includes('**')) {
    return view;
  }
  const tree = await gitOrThrow(workspace, ['ls-tree', '-r', '-z', '--name-only', base]);
  const folders = new Map<string, Set<string>>();
  for (const path of tree.split('\0').filter((name) => name !== '')) {
    let folder = '';
    for (const part of path.split('/')) {
      const names = folders.get(folder) ?? new Set<string>();
      names.add(part);
      folders.set(folder, names);
      folder = folder === '' ? part : `${folder}/${part}`;
    }
  }
  return {
    ...view,
    listFolder: (folder) => {
      const names = folders.get(folder);
      return names === undefined ? null : [...names];
    },
  };
}

const STATUS_WORDS: Readonly<Record<string, string>> = {
  A: 'added',
  D: 'deleted',
  M: 'modified',
  T: 'modified',
};

function parseNameStatus(out: string): { status: string; path: string }[] {
  const parts = out.split('\0').filter((part) => part.length > 0);
  const entries: { status: string; path: string }[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    entries.push({
      status: STATUS_WORDS[(parts[i] ?? 'M').charAt(0)] ?? 'modified',
      path: parts[i + 1] ?? '',
    });
  }
  return entries;
}

/** Where gates keep their state inside a tree (see TSC_BUILD_INFO_FILE, GATE_CACHE_FILE). */
const GOVERNANCE_CACHE_DIR = `${GOVERNANCE_DIR}/cache`;

/**
 * What the reviewed range changes under govern's own paths (`.governance/`, PROGRESS.json),
 * which the change the gates see leaves out. Against the work tree: tracked files that
 * differ from `base` and untracked files git would add (ignored local state, such as the
 * ledger of a run, is no part of a change). Untracked files in `.governance/cache/` are left
 * out too: govern's gates write them there (tsc's incremental state, the gate cache), and a
 * clone that `govern init` did not set up (CI's) does not ignore them, so a second check in
 * it would refuse the first one's state. A cache file the range commits is still a change.
 */
export async function governanceChanges(
  workspace: string,
  base: string,
  head: string | null,
): Promise<{ status: string; path: string }[]> {
  const range = head === null ? [base] : [base, head];
  const tracked = parseNameStatus(
    await gitOrThrow(workspace, [
      'diff',
      '--name-status',
      '--no-renames',
      '-z',
      ...range,
      '--',
      ...GOVERNANCE_PATHS,
    ]),
  );
  if (head !== null) {
    return tracked;
  }
  const untracked = (
    await gitOrThrow(workspace, [
      'ls-files',
      '-z',
      '--others',
      '--exclude-standard',
      '--',
      ...GOVERNANCE_PATHS,
      `:(top,exclude)${GOVERNANCE_CACHE_DIR}`,
    ])
  )
    .split('\0')
    .filter((path) => path.length > 0)
    .map((path) => ({ status: 'added', path }));
  return [...tracked, ...untracked];
}

/**
 * Adds a critical SCOPE finding per change to govern's own paths, whether or not SCOPE ran
 * (`--scope`): a change to the rules is reported on its own, since it is not judged by the
 * rules it brings.
 */
export function withGovernanceFindings(
  verdicts: readonly GateVerdict[],
  changes: readonly { status: string; path: string }[],
  base: string,
): GateVerdict[] {
  const constitution = changes.filter(({ path }) => path === CONSTITUTION_PATH);
  const others = changes.filter(({ path }) => path !== CONSTITUTION_PATH);
  const judged = withConstitutionChange(verdicts, constitution, base);
  if (others.length === 0) {
    return judged;
  }
  const findings: Finding[] = others.map(({ status, path }) => ({
    file: path,
    line: null,
    rule: 'scope/governance',
    message: `${status} ${path}: a change to govern's own rules or state. govern check judges a change by the rules at --base (${base.slice(0, 12)}), never by the ones it brings; review this change on its own and land it first`,
  }));
  const scope = judged.find((verdict) => verdict.gate === 'SCOPE');
  const merged: GateVerdict = {
    gate: 'SCOPE',
    passed: false,
    severity: 'critical',
    findings: [...findings, ...(scope?.findings ?? [])],
    durationMs: scope?.durationMs ?? 0,
  };
  return scope === undefined
    ? [merged, ...judged]
    : judged.map((verdict) => (verdict === scope ? merged : verdict));
}

/**
 * A change to the constitution is a CONSTITUTION finding of its own: the rules that bind
 * every change are changed by a person, reviewed and approved, never judged by themselves.
 */
function withConstitutionChange(
  verdicts: readonly GateVerdict[],
  changes: readonly { status: string; path: string }[],
  base: string,
): GateVerdict[] {
  if (changes.length === 0) {
    return [...verdicts];
  }
  const findings: Finding[] = changes.map(({ status, path }) => ({
    file: path,
    line: null,
    rule: 'constitution/changed',
    message: `${status} ${path}: the repository's constitution changed, which needs approval by its owners. govern check judged this change by the rules at --base (${base.slice(0, 12)}); land the constitution's change on its own, reviewed`,
  }));
  const gate = verdicts.find((verdict) => verdict.gate === 'CONSTITUTION');
  const merged: GateVerdict = {
    gate: 'CONSTITUTION',
    passed: false,
    severity: 'error',
    findings: [...findings, ...(gate?.findings ?? [])],
    durationMs: gate?.durationMs ?? 0,
  };
  return gate === undefined
    ? [merged, ...verdicts]
    : verdicts.map((verdict) => (verdict === gate ? merged : verdict));
}

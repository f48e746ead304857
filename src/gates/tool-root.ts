import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';

// What tool detection (tool-detect.ts) reads of a tree: the names at its root, the text of
// a few root files, and where the repository runs its own checks outside package.json.

/** The root files whose text detection reads; every other root entry counts by its name. */
export const DETECTION_FILES: readonly string[] = [
  'package.json',
  '.lintstagedrc',
  '.lintstagedrc.json',
  'pyproject.toml',
  'setup.cfg',
  'tox.ini',
];

/**
 * Where a repository runs its own checks outside package.json: CI configuration and git
 * hooks. The folders are listed; the files are paths from the root.
 */
export const CHECK_FOLDERS: readonly string[] = ['.github/workflows', '.husky'];
export const CHECK_FILES: readonly string[] = [
  '.gitlab-ci.yml',
  '.travis.yml',
  '.circleci/config.yml',
  'azure-pipelines.yml',
  'bitbucket-pipelines.yml',
  'appveyor.yml',
  '.drone.yml',
  'Jenkinsfile',
  '.pre-commit-config.yaml',
];

/**
 * What detection reads of a tree: the names at its root and the text of a root file. The
 * working tree's by default; `govern check` passes its base's, so that the change under
 * review does not choose which of its checks run (see check-base.ts).
 */
export interface RootView {
  readonly entries: ReadonlySet<string>;
  read(name: string): string | null;
  /**
   * The texts of the tree's CI configuration and git hooks (CHECK_FILES, and the files of
   * CHECK_FOLDERS), read when detection asks. Absent: the tree has none.
   */
  readonly checkTexts?: () => readonly string[];
  /**
   * The names in a folder of the tree (`''` for the root), or null when it is no folder: how
   * detection tells whether a script's unquoted glob matches, as the shell would (see
   * shellMatcher). Absent: unknown.
   */
  readonly listFolder?: (folder: string) => readonly string[] | null;
}

// The most folders one shell pattern may list: a script's pattern names a folder or two.
const MAX_FOLDERS_LISTED = 200;

/**
 * Whether the shell's expansion of `pattern` (segments of names with `*`, `?` and brackets;
 * `*` never spans a `/` or starts a dot file) matches anything in the tree. A pattern that
 * would list more folders than MAX_FOLDERS_LISTED is taken to match. Null without a listing.
 */
export function shellMatcher(root: RootView): ((pattern: string) => boolean) | null {
  const list = root.listFolder;
  if (list === undefined) {
    return null;
  }
  return (pattern) => {
    const segments = pattern.split('/').filter((segment) => segment !== '');
    const matchers = segments.map((segment) => picomatch(segment, { dot: false }));
    let listed = 0;
    const matchFrom = (folder: string, depth: number): boolean => {
      const segment = segments[depth];
      const isMatch = matchers[depth];
      if (segment === undefined || isMatch === undefined) {
        return true;
      }
      listed += 1;
      if (listed > MAX_FOLDERS_LISTED) {
        return true;
      }
      return (list(folder) ?? []).some(
        (name) =>
          (name === segment || (!name.startsWith('.') && isMatch(name))) &&
          matchFrom(folder === '' ? name : `${folder}/${name}`, depth + 1),
      );
    };
    return matchFrom('', 0);
  };
}

/** The root of the tree on disk at `workspace`. */
export function diskRoot(workspace: string): RootView {
  let entries: ReadonlySet<string>;
  try {
    entries = new Set(readdirSync(workspace));
  } catch {
    entries = new Set();
  }
  const checkTexts = (): string[] => {
    const paths = [...CHECK_FILES];
    for (const folder of CHECK_FOLDERS) {
      try {
        paths.push(...readdirSync(join(workspace, folder)).map((name) => `${folder}/${name}`));
      } catch {
        // No such folder.
      }
    }
    return paths
      .map((path) => readText(join(workspace, path)))
      .filter((text): text is string => text !== null);
  };
  const listFolder = (folder: string): string[] | null => {
    try {
      return readdirSync(join(workspace, folder));
    } catch {
      return null;
    }
  };
  return { entries, read: (name) => readText(join(workspace, name)), checkTexts, listFolder };
}

/** The most of a file detection reads: configs and CI files are small. */
const MAX_READ_BYTES = 1024 * 1024;

/**
 * A regular file's text, or null. A FIFO or a device in the tree (a change can make one) would
 * block or never end a read; a huge file is no config.
 */
function readText(path: string): string | null {
  try {
    const stat = statSync(path);
    if (!stat.isFile() || stat.size > MAX_READ_BYTES) {
      return null;
    }
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

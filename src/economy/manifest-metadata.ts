import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

/**
 * Fields of package.json that describe or locate the package: a change to them alone ships no
 * new code and runs none at install (a release's version bump, a new keyword, an export map
 * pointing at files the gates judged). Left out, so still signed off: the dependency fields,
 * `scripts` and `bin` (they run code), `name` and `private` (what is published, and whether),
 * `publishConfig`, `engines`, workspaces and package-manager fields, and the tools' own config
 * keys (`eslintConfig`, `prettier`, `jest`...), which would change how the gates judge.
 */
export const MANIFEST_METADATA_FIELDS: ReadonlySet<string> = new Set([
  'version',
  'description',
  'keywords',
  'homepage',
  'bugs',
  'repository',
  'author',
  'contributors',
  'maintainers',
  'license',
  'funding',
  'main',
  'module',
  'types',
  'typings',
  'exports',
  'type',
  'files',
  'sideEffects',
  'directories',
  'man',
]);

/**
 * Every field npm documents for package.json, and the keys tools read their config from. A
 * file named package.json with none of them on either side is no package manifest: an
 * editor's state saved under the name (Cloud9's `.c9/metadata/workspace/package.json`, its undo
 * history of the real one: `filter`, `title`, `undoManager`...) installs and runs nothing.
 */
const MANIFEST_KEYS: ReadonlySet<string> = new Set([
  ...MANIFEST_METADATA_FIELDS,
  'name',
  'browser',
  'bin',
  'scripts',
  'config',
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'bundleDependencies',
  'bundledDependencies',
  'optionalDependencies',
  'overrides',
  'resolutions',
  'engines',
  'engineStrict',
  'os',
  'cpu',
  'libc',
  'devEngines',
  'private',
  'publishConfig',
  'workspaces',
  'imports',
  'typesVersions',
  'packageManager',
  'pnpm',
  'volta',
  // Tools' config keys.
  'eslintConfig',
  'eslintIgnore',
  'prettier',
  'babel',
  'jest',
  'ava',
  'mocha',
  'nyc',
  'c8',
  'xo',
  'standard',
  'semistandard',
  'stylelint',
  'browserslist',
  'lint-staged',
  'husky',
  'simple-git-hooks',
  'pre-commit',
  'postcss',
  'remarkConfig',
  'commitlint',
  'release',
  'renovate',
  'tsd',
  'vitest',
  'jshintConfig',
]);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The fields a change of `path` from `before` to `after` touches, when `path` is a
 * package.json that parses as an object on both sides and differs only in
 * MANIFEST_METADATA_FIELDS; else null (the manifest needs its sign-off as before). A side
 * that does not exist (null) reads as `{}`: a folder's `{"type": "module"}` marker may come
 * and go, a package with a name, dependencies or scripts may not. A file npm could not read is
 * never metadata only. A file with no key of a manifest on either side (MANIFEST_KEYS) is no
 * manifest, and any change to it lands.
 */
export function manifestMetadataChange(
  path: string,
  before: string | null,
  after: string | null,
): string[] | null {
  if (basename(path) !== 'package.json' || (before === null && after === null)) {
    return null;
  }
  const base = before === null ? {} : parseObject(before);
  const proposed = after === null ? {} : parseObject(after);
  if (base === null || proposed === null) {
    return null;
  }
  const changed = [...new Set([...Object.keys(base), ...Object.keys(proposed)])].filter(
    (field) =>
      Object.hasOwn(base, field) !== Object.hasOwn(proposed, field) ||
      !isDeepStrictEqual(base[field], proposed[field]),
  );
  const noManifest = [...Object.keys(base), ...Object.keys(proposed)].every(
    (field) => !MANIFEST_KEYS.has(field),
  );
  return noManifest || changed.every((field) => MANIFEST_METADATA_FIELDS.has(field))
    ? changed
    : null;
}

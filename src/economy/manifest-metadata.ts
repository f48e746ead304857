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
 * never metadata only.
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
  return changed.every((field) => MANIFEST_METADATA_FIELDS.has(field)) ? changed : null;
}

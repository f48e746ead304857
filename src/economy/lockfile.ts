import { posix } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { MANIFEST_METADATA_FIELDS } from './manifest-metadata.js';
import { compilePatterns, escapesRepository, normalizePath } from './paths.js';
import type { AuthorizationRules } from './rules.js';

/*
 * A lock file pins what every install of the repository fetches, so by default a change to it
 * waits for a person (SEMI_AUTONOMOUS_PATHS). Two kinds of change need no person, because
 * nothing a person would check is left to check:
 *
 * 1. The change touches only the project's own metadata: npm mirrors package.json's `version`
 *    (and `name`, `license`...) into package-lock.json, so every release's version bump also
 *    changes the lock. The entries are untouched: nothing new is fetched.
 * 2. The package.json beside the lock may change without approval (config `autonomous`: the
 *    user let dependencies move), and every entry the change adds or alters is pinned: it
 *    comes from a registry the config trusts (the public npm registry by default) with an
 *    integrity hash, and its URL is that very package's tarball at that very version. The
 *    classic lock-file attack, an entry that names one package and fetches another or fetches
 *    from elsewhere, is then what stops the change; a person reading a 2,000-line lock diff
 *    would rarely see it.
 *
 * Formats read: package-lock.json and npm-shrinkwrap.json (lockfileVersion 1 to 3), yarn.lock
 * (classic v1 and Berry, through yarn's own parser), pnpm-lock.yaml. Other lock files keep
 * their sign-off.
 */

/** Registries a pinned entry may come from when the config names none. */
export const DEFAULT_REGISTRIES: readonly string[] = [
  'https://registry.npmjs.org/',
  'https://registry.yarnpkg.com/',
];

export type LockfileFormat = 'npm' | 'yarn' | 'pnpm';

/** The format of a lock file govern can read, by its name; null for any other file. */
export function lockfileFormat(path: string): LockfileFormat | null {
  const name = posix.basename(normalizePath(path)).toLowerCase();
  if (name === 'package-lock.json' || name === 'npm-shrinkwrap.json') {
    return 'npm';
  }
  if (name === 'yarn.lock') {
    return 'yarn';
  }
  return name === 'pnpm-lock.yaml' ? 'pnpm' : null;
}

export interface LockfileVerdict {
  /** True: the lock file needs no approval for this change. */
  readonly autonomous: boolean;
  /** What was read: why it may land, or what a person has to look at. */
  readonly note: string;
}

/** One dependency entry as the pin check reads it. */
interface LockEntry {
  readonly name: string | null;
  readonly version: string | null;
  /** Where it is fetched from, when the lock says. */
  readonly resolved: string | null;
  readonly integrity: string | null;
  /** Not fetched: a workspace folder or a link inside the repository, or bundled in its parent. */
  readonly local: 'in-repository' | 'bundled' | null;
  /** The local path the entry names (a link or workspace), to check it stays inside. */
  readonly localPath: string | null;
  /** The entry as written, for the before/after comparison. */
  readonly body: unknown;
}

interface ParsedLock {
  /** The document with the project's own metadata fields taken out. */
  readonly withoutMetadata: unknown;
  /** The metadata fields present, with their values. */
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly entries: ReadonlyMap<string, LockEntry>;
}

type Parsed = ParsedLock | { readonly error: string };

const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;
// Fields of the lock's root that mirror package.json's description of the project. `name`
// joins them: the lock copies it, and a rename is judged on package.json itself.
const ROOT_METADATA = new Set([...MANIFEST_METADATA_FIELDS, 'name']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `@scope/name@range` or `name@range` -> [name, range]. */
function splitSpec(spec: string): [string, string] | null {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  return at <= 0 ? null : [spec.slice(0, at), spec.slice(at + 1)];
}

/** An `npm:real@version` alias's package name and version, else null. */
function aliasTarget(range: string): [string, string] | null {
  if (!range.startsWith('npm:')) {
    return null;
  }
  return splitSpec(range.slice('npm:'.length));
}

function npmEntry(key: string, value: Record<string, unknown>, lockDir: string): LockEntry {
  const segments = key.split('node_modules/');
  const keyName = segments.length > 1 ? (segments.at(-1) ?? '').replace(/\/$/, '') : null;
  const resolved = stringOf(value['resolved']);
  const inBundle = value['inBundle'] === true || value['bundled'] === true;
  const isLink = value['link'] === true;
  // A `packages` key without node_modules/ is a workspace folder of the repository.
  const workspace = key !== '' && keyName === null;
  let name = stringOf(value['name']) ?? keyName;
  let version = stringOf(value['version']);
  const alias = version === null ? null : aliasTarget(version);
  if (alias !== null) {
    [name, version] = alias;
  }
  return {
    name,
    version,
    resolved: isLink ? null : resolved,
    integrity: stringOf(value['integrity']),
    local: isLink || workspace ? 'in-repository' : inBundle ? 'bundled' : null,
    localPath: isLink
      ? posix.join(lockDir, resolved ?? '')
      : workspace
        ? posix.join(lockDir, key)
        : null,
    body: value,
  };
}

function parseNpm(text: string, lockDir: string): Parsed {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { error: 'does not parse as JSON' };
  }
  if (!isRecord(document)) {
    return { error: 'is not a JSON object' };
  }
  const entries = new Map<string, LockEntry>();
  const metadata: Record<string, unknown> = {};
  const stripped: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(document)) {
    if (field === 'name' || field === 'version') {
      metadata[field] = value;
    } else {
      stripped[field] = value;
    }
  }
  const packages = document['packages'];
  if (isRecord(packages)) {
    const strippedPackages: Record<string, unknown> = { ...packages };
    const root = packages[''];
    if (isRecord(root)) {
      const strippedRoot: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(root)) {
        if (ROOT_METADATA.has(field)) {
          metadata[`packages[""].${field}`] = value;
        } else {
          strippedRoot[field] = value;
        }
      }
      strippedPackages[''] = strippedRoot;
    }
    stripped['packages'] = strippedPackages;
    for (const [key, value] of Object.entries(packages)) {
      if (key !== '') {
        entries.set(`packages["${key}"]`, npmEntry(key, isRecord(value) ? value : {}, lockDir));
      }
    }
  }
  // lockfileVersion 1 (and the copy version 2 keeps for npm 6, which reads only this part):
  // a tree of `dependencies`, each entry keyed by its name.
  const walk = (dependencies: unknown, path: string): void => {
    if (!isRecord(dependencies)) {
      return;
    }
    for (const [name, value] of Object.entries(dependencies)) {
      const body = isRecord(value) ? value : {};
      const key = path === '' ? name : `${path} > ${name}`;
      const { dependencies: nested, ...own } = body;
      entries.set(`dependencies["${key}"]`, npmEntry(`node_modules/${name}`, own, lockDir));
      walk(nested, key);
    }
  };
  walk(document['dependencies'], '');
  return { withoutMetadata: stripped, metadata, entries };
}

async function parseYarn(text: string): Promise<Parsed> {
  const { parseSyml } = await import('@yarnpkg/parsers');
  let document: unknown;
  try {
    document = parseSyml(text);
  } catch (error) {
    return {
      error: `does not parse as a yarn lock file (${(error as Error).message.split('\n')[0]})`,
    };
  }
  if (!isRecord(document)) {
    return { error: 'is not a yarn lock file' };
  }
  const berry = isRecord(document['__metadata']);
  const entries = new Map<string, LockEntry>();
  for (const [key, value] of Object.entries(document)) {
    if (key === '__metadata' || !isRecord(value)) {
      continue;
    }
    entries.set(key, berry ? berryEntry(key, value) : yarnClassicEntry(key, value));
  }
  return { withoutMetadata: document, metadata: {}, entries };
}

function yarnClassicEntry(key: string, value: Record<string, unknown>): LockEntry {
  const spec = splitSpec(key);
  const alias = spec === null ? null : aliasTarget(spec[1]);
  const resolved = stringOf(value['resolved']);
  // Yarn 1 before 1.10 wrote no `integrity`: the `#<sha1>` on the URL is its checksum.
  const fragment = resolved === null ? null : (/#([0-9a-f]{40})$/.exec(resolved)?.[1] ?? null);
  return {
    name: alias?.[0] ?? spec?.[0] ?? null,
    version: stringOf(value['version']),
    resolved,
    integrity: stringOf(value['integrity']) ?? (fragment === null ? null : `sha1:${fragment}`),
    local: null,
    localPath: null,
    body: value,
  };
}

function berryEntry(key: string, value: Record<string, unknown>): LockEntry {
  const resolution = stringOf(value['resolution']) ?? '';
  const spec = splitSpec(resolution);
  const protocol = spec?.[1] ?? '';
  if (protocol.startsWith('workspace:')) {
    return {
      name: spec?.[0] ?? null,
      version: stringOf(value['version']),
      resolved: null,
      integrity: null,
      local: 'in-repository',
      localPath: protocol.slice('workspace:'.length),
      body: value,
    };
  }
  // `name@npm:1.2.3`: fetched from the registry the project's .yarnrc.yml names, checked
  // against `checksum`. Any other protocol (patch:, git, https:, file:) is not pinned here.
  const registry = protocol.startsWith('npm:') ? protocol.slice('npm:'.length) : null;
  return {
    name: spec?.[0] ?? null,
    version: registry,
    resolved: registry === null ? resolution || key : null,
    integrity: stringOf(value['checksum']),
    local: null,
    localPath: null,
    body: value,
  };
}

async function parsePnpm(text: string): Promise<Parsed> {
  const { parse } = await import('yaml');
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    return { error: `does not parse as YAML (${(error as Error).message.split('\n')[0]})` };
  }
  if (!isRecord(document)) {
    return { error: 'is not a pnpm lock file' };
  }
  const entries = new Map<string, LockEntry>();
  const packages = document['packages'];
  for (const [key, value] of Object.entries(isRecord(packages) ? packages : {})) {
    const body = isRecord(value) ? value : {};
    const resolution = isRecord(body['resolution']) ? body['resolution'] : {};
    // Keys: `/name/1.0.0_peer` (v5), `/name@1.0.0(peer)` (v6), `name@1.0.0(peer)` (v9).
    const bare = key.replace(/^\//, '').replace(/\(.*$/, '');
    const v5 = /^((?:@[^/]+\/)?[^/@]+)\/(\d[^_/]*)(?:_.*)?$/.exec(bare);
    const spec = v5 === null ? splitSpec(bare) : [v5[1] ?? '', v5[2] ?? ''];
    const tarball = stringOf(resolution['tarball']);
    const fromRegistry =
      tarball === null && Object.keys(resolution).every((field) => field === 'integrity');
    entries.set(key, {
      name: stringOf(body['name']) ?? spec?.[0] ?? null,
      version: stringOf(body['version']) ?? spec?.[1] ?? null,
      // An entry with only an integrity is fetched from the configured registry by its name
      // and version; a directory or git resolution is not pinned here.
      resolved: tarball ?? (fromRegistry ? null : JSON.stringify(resolution)),
      integrity: stringOf(resolution['integrity']),
      local: null,
      localPath: null,
      body,
    });
  }
  return { withoutMetadata: document, metadata: {}, entries };
}

async function parseLock(format: LockfileFormat, text: string, lockDir: string): Promise<Parsed> {
  switch (format) {
    case 'npm':
      return parseNpm(text, lockDir);
    case 'yarn':
      return parseYarn(text);
    case 'pnpm':
      return parsePnpm(text);
  }
}

/** Package-manager config files that name the registries a folder's installs fetch from. */
export const REGISTRY_CONFIG_FILES: readonly string[] = ['.npmrc', '.yarnrc.yml', '.yarnrc'];

function httpsUrl(value: unknown): string[] {
  return typeof value === 'string' && /^https:\/\/[^\s/]+/.test(value.trim()) ? [value.trim()] : [];
}

/**
 * The https registries a repository's own package-manager config names: `registry=` and
 * `@scope:registry=` in .npmrc, `npmRegistryServer` (also under `npmScopes`) in .yarnrc.yml,
 * `registry "..."` in .yarnrc. The caller reads them from the base of the change: its installs
 * already fetch from there, and a change to these files waits for a person itself
 * (SEMI_AUTONOMOUS_PATHS). A file that does not parse names none.
 */
export async function registriesFromConfig(
  files: readonly { readonly path: string; readonly text: string }[],
): Promise<string[]> {
  const found: string[] = [];
  for (const { path, text } of files) {
    const name = posix.basename(normalizePath(path));
    if (name === '.npmrc') {
      const { parse } = await import('ini');
      const config = parse(text);
      for (const [key, value] of Object.entries(config)) {
        if (key === 'registry' || /^@[^:]+:registry$/.test(key)) {
          found.push(...httpsUrl(value));
        }
      }
    } else if (name === '.yarnrc.yml') {
      const { parse } = await import('yaml');
      let config: unknown;
      try {
        config = parse(text);
      } catch {
        continue;
      }
      if (isRecord(config)) {
        found.push(...httpsUrl(config['npmRegistryServer']));
        const scopes = config['npmScopes'];
        for (const scope of Object.values(isRecord(scopes) ? scopes : {})) {
          found.push(...httpsUrl(isRecord(scope) ? scope['npmRegistryServer'] : undefined));
        }
      }
    } else if (name === '.yarnrc') {
      for (const match of text.matchAll(/^\s*(?:"registry"|registry)\s+"?([^"\s]+)"?\s*$/gm)) {
        found.push(...httpsUrl(match[1]));
      }
    }
  }
  return [...new Set(found)];
}

/** Registry prefixes, each ending in `/`. */
function registryList(rules: AuthorizationRules): string[] {
  return [...DEFAULT_REGISTRIES, ...(rules.registries ?? [])].map((url) =>
    url.endsWith('/') ? url : `${url}/`,
  );
}

/** A URL path with its escapes decoded (`@scope%2fname`); a malformed escape keeps it as is. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Why `entry` is not pinned, or null when it is. */
function unpinned(key: string, entry: LockEntry, registries: readonly string[]): string | null {
  if (entry.local === 'bundled') {
    return null;
  }
  if (entry.local === 'in-repository') {
    return entry.localPath !== null && !escapesRepository(entry.localPath)
      ? null
      : `${key} links to ${entry.localPath ?? 'an unknown path'}, outside the repository`;
  }
  if (entry.resolved === null) {
    // Fetched by name and version from the registry the installer uses, and checked against
    // the integrity hash: nothing in the lock can point it elsewhere.
    return entry.integrity !== null && entry.version !== null && SEMVER.test(entry.version)
      ? null
      : `${key} has no source URL and no integrity hash with a registry version`;
  }
  const url = entry.resolved.replace(/#.*$/, '');
  const registry = registries.find((prefix) => url.startsWith(prefix));
  if (registry === undefined) {
    return `${key} is fetched from ${url}, not from a trusted registry (${registries.join(', ')}; authorization.registries in .governance/config.json adds one, as does the registry the repository's own .npmrc or .yarnrc.yml names)`;
  }
  if (entry.integrity === null) {
    return `${key} has no integrity hash`;
  }
  if (entry.name === null || entry.version === null) {
    return `${key} names no package and version to check its URL against`;
  }
  const unscoped = entry.name.replace(/^@[^/]+\//, '');
  const path = decodedPath(url.slice(registry.length));
  if (path !== `${entry.name}/-/${unscoped}-${entry.version}.tgz`) {
    return `${key} is ${entry.name}@${entry.version} but fetches ${url}`;
  }
  return null;
}

/** The package.json beside `lockPath` may change without approval by config. */
function manifestIsAutonomous(lockPath: string, rules: AuthorizationRules): string | null {
  const manifest = posix.join(posix.dirname(normalizePath(lockPath)), 'package.json');
  return compilePatterns(rules.autonomous ?? [])(manifest) === null ? null : manifest;
}

/**
 * Judges a lock file's change from its text at the base (`before`) and in the tree judged
 * (`after`); null side: the file does not exist there. Returns null for a file that is not a
 * lock file govern reads (it keeps its sign-off).
 */
export async function judgeLockfileChange(
  path: string,
  before: string | null,
  after: string | null,
  rules: AuthorizationRules = {},
): Promise<LockfileVerdict | null> {
  const format = lockfileFormat(path);
  if (format === null || (before === null && after === null)) {
    return null;
  }
  if (after === null) {
    // Without the lock, installs resolve what the package.json beside it asks for, from the
    // installer's registry: where the config lets that manifest change, nothing is left here
    // that the config does not already leave to the change.
    const manifest = manifestIsAutonomous(path, rules);
    return manifest === null
      ? { autonomous: false, note: 'deleted: every dependency it pinned is unpinned' }
      : {
          autonomous: true,
          note: `deleted: ${manifest}, which config lets change without approval, decides the dependencies`,
        };
  }
  const lockDir = posix.dirname(normalizePath(path));
  const proposed = await parseLock(format, after, lockDir);
  if ('error' in proposed) {
    return { autonomous: false, note: `the new version ${proposed.error}` };
  }
  const base = before === null ? null : await parseLock(format, before, lockDir);
  if (base !== null && 'error' in base) {
    return { autonomous: false, note: `the base version ${base.error}` };
  }
  if (base !== null && isDeepStrictEqual(base.withoutMetadata, proposed.withoutMetadata)) {
    const fields = [...new Set([...Object.keys(base.metadata), ...Object.keys(proposed.metadata)])]
      .filter((field) => !isDeepStrictEqual(base.metadata[field], proposed.metadata[field]))
      .sort();
    return {
      autonomous: true,
      note:
        fields.length === 0
          ? 'only its layout changed, no entry'
          : `only the project's own metadata changed (${fields.join(', ')}), no entry`,
    };
  }
  const changed = [...proposed.entries].filter(
    ([key, entry]) => !isDeepStrictEqual(base?.entries.get(key)?.body, entry.body),
  );
  const removed =
    base === null ? 0 : [...base.entries.keys()].filter((key) => !proposed.entries.has(key)).length;
  const counts = `${changed.length} entr${changed.length === 1 ? 'y' : 'ies'} added or changed, ${removed} removed`;
  const manifest = manifestIsAutonomous(path, rules);
  if (manifest === null) {
    return {
      autonomous: false,
      note: `the dependencies it pins move (${counts}); a pinned change lands without approval where authorization.autonomous lists the package.json beside it`,
    };
  }
  const registries = registryList(rules);
  const problems = changed.flatMap(([key, entry]) => {
    const problem = unpinned(key, entry, registries);
    return problem === null ? [] : [problem];
  });
  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more entries not pinned)` : '';
    return { autonomous: false, note: `${problems[0]}${more}` };
  }
  return {
    autonomous: true,
    note: `${counts}, each pinned (a trusted registry's tarball of that package and version, or an integrity hash); config lets ${manifest} change without approval`,
  };
}

/** A decision's recorded lock-file notes as the autonomous verdicts classifyChange reads. */
export function autonomousLockfiles(
  recorded: Readonly<Record<string, string>> | undefined,
): Map<string, LockfileVerdict> {
  return new Map(
    Object.entries(recorded ?? {}).map(([path, note]) => [path, { autonomous: true, note }]),
  );
}

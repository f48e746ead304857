import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../common/index.js';
import { contentHash, hashFileOrNull } from './content-hash.js';
import { runToolGate } from './tool-gates.js';
import type { ArtifactTrust } from './tsc-state.js';
import type { BaseFinding, BaselineStore } from './tool-baseline.js';
import type { GateInput, GateVerdict, ToolCommand, ToolGateName } from './types.js';

/** Where the kernel keeps the gate cache, relative to the main tree. */
export const GATE_CACHE_FILE = '.governance/cache/gates.json';
export const GATE_CACHE_VERSION = 1;
/**
 * About 700 KB on disk at 64-character keys: loading and saving it costs milliseconds, and
 * it holds the verdicts of a few hundred tasks, far more than a retry needs.
 */
export const GATE_CACHE_MAX_ENTRIES = 5_000;

const gateCacheSchema = z
  .object({
    version: z.literal(GATE_CACHE_VERSION).describe('Format version of this file.'),
    entries: z
      .array(
        z
          .tuple([
            z.string().min(1).max(4_096).describe('Entry key: a hash, or artifact:<path>.'),
            z
              .string()
              .max(20_000)
              .describe('Entry value: empty, an artifact hash, or base findings as JSON.'),
          ])
          .describe('One entry.'),
      )
      .describe('Entries, least recently used first.'),
  })
  .strict();

/** One file of a change as the cache keys it. */
export interface CachedFile {
  /** Repository-relative POSIX path. */
  readonly path: string;
  /** SHA-256 (hex) of the file's bytes (see contentHash). */
  readonly contentHash: string;
}

/**
 * Verdicts that passed, keyed by everything they depend on, so a retry does not run a gate
 * again on inputs it already passed. Only passes are kept: a failure is always re-checked.
 * Also the trust store for tsc's incremental state (see ArtifactTrust).
 */
export interface GateCache extends ArtifactTrust, BaselineStore {
  /** How the file read: `invalid` and `unreadable` start empty, like `missing`. */
  readonly loaded: 'ok' | 'missing' | 'invalid' | 'unreadable';
  readonly size: number;
  /**
   * The paths among `files` that already passed `gate` run as `command` with this exact
   * content, under this `context` (everything besides the file the verdict depends on;
   * see runToolGateCached).
   */
  passedFiles(
    gate: ToolGateName,
    command: ToolCommand,
    files: readonly CachedFile[],
    context: string,
  ): Set<string>;
  recordFiles(
    gate: ToolGateName,
    command: ToolCommand,
    files: readonly CachedFile[],
    context: string,
  ): void;
  /** True when `gate` passed on this tree (`git write-tree`) with these dependencies. */
  hasTree(gate: ToolGateName, command: ToolCommand, treeHash: string, depsHash: string): boolean;
  recordTree(gate: ToolGateName, command: ToolCommand, treeHash: string, depsHash: string): void;
  /** How many tests `command` ran when TEST_SUITE passed on this tree; undefined if unknown. */
  testCount(command: ToolCommand, treeHash: string, depsHash: string): number | undefined;
  recordTestCount(command: ToolCommand, treeHash: string, depsHash: string, count: number): void;
  /**
   * A count derived for a landed tree from the counts around its rebase (see
   * recordDerivedTestCount), or the measured count when there is one; undefined if neither.
   */
  derivedTestCount(command: ToolCommand, treeHash: string, depsHash: string): number | undefined;
  /**
   * Records a derived count for a tree no whole-suite run measured; a measured count is
   * never replaced by one.
   */
  recordDerivedTestCount(
    command: ToolCommand,
    treeHash: string,
    depsHash: string,
    count: number,
  ): void;
  /** Writes the cache atomically when it changed (creating the directory). */
  save(): void;
}

/**
 * Opens the cache stored at `file` (absolute). A missing, unreadable or invalid file starts
 * an empty cache: losing it costs only gate runs, never a wrong verdict.
 */
export function createGateCache(file: string, maxEntries = GATE_CACHE_MAX_ENTRIES): GateCache {
  const { loaded, entries } = readCache(file, maxEntries);
  const { touch, put, forget, isDirty, markSaved } = recencyStore(entries, maxEntries);
  return {
    loaded,
    get size() {
      return entries.size;
    },
    passedFiles: (gate, command, files, context) =>
      new Set(
        files
          .filter((f) => touch(fileKey(gate, command, context, f)) !== undefined)
          .map((f) => f.path),
      ),
    recordFiles: (gate, command, files, context) => {
      for (const f of files) {
        put(fileKey(gate, command, context, f), '');
      }
    },
    hasTree: (gate, command, tree, deps) => touch(treeKey(gate, command, tree, deps)) !== undefined,
    testCount: (command, tree, deps) => {
      const value = touch(`tests:${treeKey('TEST_SUITE', command, tree, deps)}`);
      return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
    },
    recordTestCount: (command, tree, deps, count) => {
      put(`tests:${treeKey('TEST_SUITE', command, tree, deps)}`, String(count));
    },
    // A derived count is kept as `~N` under the same key: testCount (measured only) does not
    // read it, and the measured count written later replaces it.
    derivedTestCount: (command, tree, deps) => {
      const value = touch(`tests:${treeKey('TEST_SUITE', command, tree, deps)}`);
      return value !== undefined && /^~?\d+$/.test(value)
        ? Number(value.replace('~', ''))
        : undefined;
    },
    recordDerivedTestCount: (command, tree, deps, count) => {
      const key = `tests:${treeKey('TEST_SUITE', command, tree, deps)}`;
      if (!/^\d+$/.test(touch(key) ?? '')) {
        put(key, `~${String(count)}`);
      }
    },
    recordTree: (gate, command, tree, deps) => {
      put(treeKey(gate, command, tree, deps), '');
    },
    baselineFindings: (key) => {
      const value = touch(`baseline:${key}`);
      return value === undefined ? undefined : readBaseFindings(value);
    },
    recordBaselineFindings: (key, findings) => {
      // A file with hundreds of lint errors is not worth a huge entry: its findings stay
      // uncached and the tool runs on its base again next time.
      const value = JSON.stringify(findings);
      if (value.length <= 20_000) {
        put(`baseline:${key}`, value);
      }
    },
    artifactHash: (path) => touch(`artifact:${path}`),
    recordArtifact: (path, hash) => {
      if (hash === null) {
        forget(`artifact:${path}`);
      } else {
        put(`artifact:${path}`, hash);
      }
    },
    save: () => {
      if (!isDirty()) {
        return;
      }
      mkdirSync(dirname(file), { recursive: true });
      const data = { version: GATE_CACHE_VERSION, entries: [...entries] };
      writeFileAtomic(file, `${JSON.stringify(data)}\n`);
      markSaved();
    },
  };
}

/**
 * The entries in least-recently-used order (a Map keeps insertion order): a hit or a write
 * moves a key to the end, and a write beyond `maxEntries` evicts from the front, so the
 * cache keeps what recent runs used. Every change marks the store dirty for `save`.
 */
function recencyStore(
  entries: Map<string, string>,
  maxEntries: number,
): {
  readonly touch: (key: string) => string | undefined;
  readonly put: (key: string, value: string) => void;
  readonly forget: (key: string) => void;
  readonly isDirty: () => boolean;
  readonly markSaved: () => void;
} {
  let dirty = false;
  return {
    touch: (key) => {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
        dirty = true;
      }
      return value;
    },
    put: (key, value) => {
      entries.delete(key);
      entries.set(key, value);
      dirty = true;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) {
          break;
        }
        entries.delete(oldest);
      }
    },
    forget: (key) => {
      dirty = entries.delete(key) || dirty;
    },
    isDirty: () => dirty,
    markSaved: () => {
      dirty = false;
    },
  };
}

/** A file's entry: it passed `gate` under this command and context with this content. */
function fileKey(gate: string, command: ToolCommand, context: string, f: CachedFile): string {
  return hashJson(['file', gate, commandKey(command), context, f.path, f.contentHash]);
}

/** A tree's entry: `gate` passed on this tree with these dependencies. */
function treeKey(gate: string, command: ToolCommand, tree: string, deps: string): string {
  return hashJson(['tree', gate, commandKey(command), tree, deps]);
}

const baseFindingsSchema = z.array(
  z.object({ rule: z.string(), message: z.string(), text: z.string() }).strict(),
);

/** A cached base result, or undefined when the entry does not read back (run again). */
function readBaseFindings(value: string): readonly BaseFinding[] | undefined {
  try {
    const parsed = baseFindingsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function readCache(
  file: string,
  maxEntries: number,
): { loaded: GateCache['loaded']; entries: Map<string, string> } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { loaded: missing ? 'missing' : 'unreadable', entries: new Map() };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { loaded: 'invalid', entries: new Map() };
  }
  const parsed = gateCacheSchema.safeParse(raw);
  if (!parsed.success) {
    return { loaded: 'invalid', entries: new Map() };
  }
  return { loaded: 'ok', entries: new Map(parsed.data.entries.slice(-maxEntries)) };
}

/** Everything about a command that changes what it checks (its time limit does not). */
function commandKey(command: ToolCommand): unknown {
  return [
    command.command,
    command.args,
    command.appendFiles,
    command.relatedFirst ?? true,
    command.related ?? null,
    command.files?.globs ?? null,
  ];
}

function hashJson(value: unknown): string {
  return contentHash(JSON.stringify(value));
}

const LOCK_FILES = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
];
/** What each package manager rewrites in node_modules on every install. */
const INSTALL_MARKERS = [
  'node_modules/.package-lock.json',
  'node_modules/.yarn-state.yml',
  'node_modules/.modules.yaml',
];

/**
 * A fingerprint of the installed dependencies: the lock files' content and the install
 * markers' size and mtime (an `npm install` rewrites `node_modules/.package-lock.json`).
 * A worktree's node_modules links to the main tree's, so both give the same fingerprint.
 */
export function dependencyFingerprint(workspace: string): string {
  const parts: string[] = [];
  for (const name of LOCK_FILES) {
    parts.push(`${name}:${hashFileOrNull(resolve(workspace, name)) ?? '-'}`);
  }
  for (const name of INSTALL_MARKERS) {
    try {
      const stat = statSync(resolve(workspace, name));
      parts.push(`${name}:${stat.size}:${stat.mtimeMs}`);
    } catch {
      parts.push(`${name}:-`);
    }
  }
  return hashJson(parts);
}

/** What runToolGateCached needs besides the gate's own input. */
export interface GateCacheKeys {
  readonly cache: GateCache;
  /** `git write-tree` of the change on top of its base (the whole tree the gates see). */
  readonly treeHash: string;
  /** dependencyFingerprint of the workspace. */
  readonly depsHash: string;
  /** The commit the attempt started from. */
  readonly baseCommit: string;
}

/** Files prettier reads besides the one it formats: its config, ignore files, editorconfig. */
function isFormatterInput(path: string): boolean {
  const name = basename(path);
  return (
    name.startsWith('.prettierrc') ||
    name.startsWith('prettier.config.') ||
    ['.prettierignore', '.editorconfig', '.gitignore', 'package.json'].includes(name)
  );
}

/**
 * Runs a tool gate, skipping what already passed with the same inputs, and records passes.
 *
 * - TYPE_CHECK, TEST_SUITE: skipped when they passed on the same tree with the same
 *   dependencies.
 * - SYNTAX_CHECK, AST_LINT (file arguments): only the changed files not yet passed are
 *   handed to the tool; when none is left the tool does not run. A file's entry holds under
 *   a context: for prettier, the base commit, the dependencies and the changed prettier
 *   config files; for eslint, whose rules may read other files (types, imports), the base,
 *   the dependencies and the whole change. Files without a finding in a failed run (which
 *   did not crash) are recorded as passed too.
 * - Other commands run as usual.
 *
 * The cache also vouches for tsc's incremental state. The caller saves the cache.
 */
export async function runToolGateCached(
  gate: ToolGateName,
  command: ToolCommand,
  input: GateInput,
  keys: GateCacheKeys,
): Promise<GateVerdict> {
  const started = performance.now();
  const { cache } = keys;
  if (gate === 'TYPE_CHECK' || gate === 'TEST_SUITE') {
    if (cache.hasTree(gate, command, keys.treeHash, keys.depsHash)) {
      return cachedPass(gate, started, `${gate}: passed on this exact tree before; not run again`);
    }
    const verdict = await runToolGate(gate, command, input, { trust: cache });
    if (verdict.passed) {
      cache.recordTree(gate, command, keys.treeHash, keys.depsHash);
    }
    return verdict;
  }
  if (!command.appendFiles) {
    return runToolGate(gate, command, input, { trust: cache, baseline: cache });
  }
  const hashed = input.changes
    .filter((change) => change.status !== 'deleted')
    .map((change) => ({
      path: change.path,
      contentHash: hashFileOrNull(resolve(input.workspace, change.path)),
    }));
  const files = hashed.filter((f): f is CachedFile => f.contentHash !== null);
  const context = hashJson([
    keys.baseCommit,
    keys.depsHash,
    ...hashed
      .filter((f) => gate === 'AST_LINT' || isFormatterInput(f.path))
      .map((f) => [f.path, f.contentHash]),
    ...input.changes
      .filter((change) => change.status === 'deleted')
      .map((change) => [change.path, null]),
  ]);
  const passed = cache.passedFiles(gate, command, files, context);
  const pending = files.filter((f) => !passed.has(f.path));
  if (files.length > 0 && pending.length === 0) {
    return cachedPass(
      gate,
      started,
      `${gate}: every changed file passed before with the same content; not run again`,
    );
  }
  const verdict = await runToolGate(
    gate,
    command,
    { ...input, changes: input.changes.filter((change) => !passed.has(change.path)) },
    { trust: cache, baseline: cache },
  );
  const flagged = new Set(verdict.findings.map((finding) => finding.file));
  const pendingPaths = new Set(pending.map((f) => f.path));
  // A failed run vouches for the files it did not flag only when every finding names one
  // of the files it was given; anything else (a finding about the run) vouches for none.
  const clean = verdict.passed
    ? pending
    : verdict.error === undefined &&
        [...flagged].every((path) => path !== null && pendingPaths.has(path))
      ? pending.filter((f) => !flagged.has(f.path))
      : [];
  cache.recordFiles(gate, command, clean, context);
  if (passed.size === 0) {
    return verdict;
  }
  const note = `${gate}: ${passed.size} changed file(s) passed before with the same content and were not checked again`;
  return { ...verdict, output: `${note}\n${verdict.output ?? ''}` };
}

function cachedPass(gate: ToolGateName, started: number, output: string): GateVerdict {
  return {
    gate,
    passed: true,
    severity: 'info',
    findings: [],
    durationMs: Math.round(performance.now() - started),
    output: `${output} (gate cache)`,
  };
}

import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { delimiter, dirname, isAbsolute, join, relative } from 'node:path';
import type { Finding, ToolCommand, ToolGateName } from './types.js';

/** Why a file is pinned: what runs first, its package's manifest, and what the package loads. */
export type PinnedRole = 'binary' | 'manifest' | 'entry';

/** One file of a tool as it was when the run started. */
export interface PinnedFile {
  /** Absolute real path. */
  readonly path: string;
  readonly role: PinnedRole;
  /** SHA-256 (hex) of the bytes; null for a file too large to hash (see MAX_HASHED_BYTES). */
  readonly sha256: string | null;
  /** inode, size, mtime and ctime: a file whose signature did not move is not hashed again. */
  readonly signature: string;
}

/** The tools of a run: per tool gate, the files to check before it runs. */
export interface ToolPins {
  readonly files: ReadonlyMap<ToolGateName, readonly PinnedFile[]>;
  /** Real path of the workspace's node_modules when the run started (null: none). */
  readonly modulesRoot: string | null;
  /** Every pinned path and package folder: kept read-only in the sandboxes. */
  readonly paths: readonly string[];
}

/**
 * Files larger than this (the node binary a configured `node` command resolves to: ~100 MB)
 * are pinned by their signature alone: hashing one costs a second, and any write or
 * replacement moves its inode or ctime anyway, which then fails the gate closed.
 */
const MAX_HASHED_BYTES = 32 * 1024 * 1024;

function signatureOf(path: string): string | null {
  try {
    const stat = statSync(path, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
  } catch {
    return null;
  }
}

function hashOf(path: string): string | null {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch {
    return null;
  }
}

function realOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** Where execvp would find `command` for a gate in `workspace` (node_modules/.bin first). */
export function locateCommand(command: string, workspace: string, pathEnv: string): string | null {
  if (isAbsolute(command)) {
    return existsSync(command) ? command : null;
  }
  if (command.includes('/')) {
    const path = join(workspace, command);
    return existsSync(path) ? path : null;
  }
  const dirs = [join(workspace, 'node_modules', '.bin'), ...pathEnv.split(delimiter)];
  for (const dir of dirs.filter((entry) => isAbsolute(entry))) {
    const path = join(dir, command);
    if (existsSync(path) && statSync(path).isFile()) {
      return path;
    }
  }
  return null;
}

/** The nearest folder above `file` holding a package.json. */
function packageRootOf(file: string): string | null {
  let dir = dirname(file);
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(join(dir, 'package.json'))) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      return null;
    }
    dir = parent;
  }
  return null;
}

/** The file `require(packageRoot)` loads: `exports["."]` (require, default), else `main`, else index.js. */
function entryOf(root: string): string | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null) {
    return null;
  }
  const record = manifest as Record<string, unknown>;
  const candidates: unknown[] = [];
  const exported = record['exports'];
  const dot =
    typeof exported === 'object' && exported !== null && '.' in exported
      ? (exported as Record<string, unknown>)['.']
      : exported;
  if (typeof dot === 'string') {
    candidates.push(dot);
  } else if (typeof dot === 'object' && dot !== null) {
    const conditions = dot as Record<string, unknown>;
    candidates.push(conditions['require'], conditions['node'], conditions['default']);
  }
  candidates.push(record['main'], 'index.js');
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') {
      continue;
    }
    for (const suffix of ['', '.js', '/index.js']) {
      const path = realOrNull(join(root, `${candidate}${suffix}`));
      if (path !== null && statSync(path).isFile()) {
        return path;
      }
    }
  }
  return null;
}

/** Bytes of a bin script read for the modules it names: a script names them at its top. */
const SCRIPT_HEAD_BYTES = 64 * 1024;

/**
 * The first bytes of `file`. Only those are read: a configured `node` command resolves to a
 * ~100 MB binary, which read whole (as a string) cost 3.5 s of the run's start.
 */
function headOf(file: string): string | null {
  let fd: number | null = null;
  try {
    fd = openSync(file, 'r');
    const buffer = Buffer.alloc(SCRIPT_HEAD_BYTES);
    const read = readSync(fd, buffer, 0, SCRIPT_HEAD_BYTES, 0);
    return buffer.subarray(0, read).toString('utf8');
  } catch {
    return null;
  } finally {
    if (fd !== null) {
      closeSync(fd);
    }
  }
}

/** Relative modules a bin script names literally (`require('../lib/tsc.js')`, `import './dist/cli.js'`). */
function loadedBy(binary: string): string[] {
  const text = headOf(binary);
  if (text === null) {
    return [];
  }
  const found = new Set<string>();
  for (const match of text.matchAll(
    /(?:require\(|import\(|import\s+|from\s+)["'](\.{1,2}\/[^"'`$]+)["']/g,
  )) {
    const spec = match[1];
    if (spec === undefined) {
      continue;
    }
    for (const suffix of ['', '.js', '.cjs', '.mjs', '/index.js']) {
      const path = realOrNull(join(dirname(binary), `${spec}${suffix}`));
      if (path !== null && statSync(path).isFile()) {
        found.add(path);
        break;
      }
    }
  }
  return [...found];
}

function pin(path: string, role: PinnedRole): PinnedFile | null {
  const signature = signatureOf(path);
  if (signature === null) {
    return null;
  }
  if (statSync(path).size > MAX_HASHED_BYTES) {
    return { path, role, sha256: null, signature };
  }
  const sha256 = hashOf(path);
  return sha256 === null ? null : { path, role, sha256, signature };
}

/**
 * The files that decide what a command runs: the binary it resolves to (through the
 * node_modules/.bin symlink) and the relative modules it names, and for an npm package its
 * manifest and entry point (tsc's lib/typescript.js, which the resident checker loads). The
 * rest of a package and its dependencies are not hashed: read-only mounts keep them.
 */
export function pinCommandFiles(command: string, workspace: string, pathEnv: string): PinnedFile[] {
  const located = locateCommand(command, workspace, pathEnv);
  const binary = located === null ? null : realOrNull(located);
  if (binary === null) {
    return [];
  }
  const files = [pin(binary, 'binary'), ...loadedBy(binary).map((path) => pin(path, 'entry'))];
  const root = packageRootOf(binary);
  if (root !== null) {
    files.push(pin(join(root, 'package.json'), 'manifest'));
    const entry = entryOf(root);
    if (entry !== null) {
      files.push(pin(entry, 'entry'));
    }
  }
  const seen = new Set<string>();
  return files.filter((file): file is PinnedFile => {
    if (file === null || seen.has(file.path)) {
      return false;
    }
    seen.add(file.path);
    return true;
  });
}

/**
 * Pins every tool the run's gates will start (and TEST_SUITE's related-tests runner), as
 * resolved now, before any agent runs.
 */
export function pinTools(
  tools: ReadonlyMap<ToolGateName, ToolCommand>,
  workspace: string,
  pathEnv: string,
): ToolPins {
  const files = new Map<ToolGateName, PinnedFile[]>();
  const paths = new Set<string>();
  for (const [gate, command] of tools) {
    const pinned = [command.command, command.related?.command]
      .filter((name): name is string => name !== undefined)
      .flatMap((name) => pinCommandFiles(name, workspace, pathEnv));
    files.set(gate, pinned);
    for (const file of pinned) {
      paths.add(file.role === 'binary' ? file.path : dirname(file.path));
    }
  }
  return { files, modulesRoot: realOrNull(join(workspace, 'node_modules')), paths: [...paths] };
}

function display(path: string, tree: string): string {
  const rel = relative(tree, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

function swapped(gate: ToolGateName, file: string, what: string): Finding {
  return {
    file,
    line: null,
    rule: 'tool-changed',
    message: `${gate}: ${what}; the gate did not run. Restore the tool (npm ci) and look at who changed it: a swapped tool could pass anything`,
  };
}

/**
 * Whether the tool `gate` will run is still the one pinned at the start of the run: every
 * pinned file has the same bytes, and the tree's node_modules is the same folder. A file
 * whose signature (inode, size, times) did not move is not read again. Null: unchanged.
 *
 * A node_modules the repository tracks (a committed symlink to a vendored folder) resolves
 * inside each worktree's own checkout, a different folder by design: there the pinned files
 * are compared by content at the same place under the worktree's node_modules.
 */
export function findSwappedTool(pins: ToolPins, gate: ToolGateName, tree: string): Finding | null {
  let root = pins.modulesRoot;
  if (pins.modulesRoot !== null) {
    const modules = join(tree, 'node_modules');
    const now = realOrNull(modules);
    if (now === null || lstatSync(modules, { throwIfNoEntry: false }) === undefined) {
      return swapped(
        gate,
        'node_modules',
        `node_modules in ${tree} is not the folder the run started with (${pins.modulesRoot}; now missing)`,
      );
    }
    root = now;
  }
  for (const file of pins.files.get(gate) ?? []) {
    const path = relocate(file.path, pins.modulesRoot, root);
    if (path === file.path && signatureOf(path) === file.signature) {
      continue;
    }
    const hash = file.sha256 === null ? null : hashOf(path);
    if (hash === null || hash !== file.sha256) {
      const what =
        signatureOf(path) === null
          ? 'is gone'
          : file.sha256 === null
            ? 'was replaced or written'
            : 'has different content';
      return swapped(
        gate,
        display(path, tree),
        `the tool's ${file.role} ${path} ${what} since the run started${path === file.path ? '' : ` (pinned as ${file.path})`}`,
      );
    }
  }
  return null;
}

/** `path` under `from` moved to the same place under `to`; other paths as they are. */
function relocate(path: string, from: string | null, to: string | null): string {
  if (from === null || to === null || from === to || !path.startsWith(`${from}/`)) {
    return path;
  }
  return join(to, path.slice(from.length + 1));
}

import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { writeFileAtomic } from '../common/index.js';
import type { ProcessResult } from '../common/index.js';
import { contentHash, hashFileOrNull } from './content-hash.js';
import { residentTypeCheck } from './resident-tsc.js';
import type { ResidentOutcome } from './resident-tsc.js';
import { parseTscOutput } from './tool-output.js';
import { combined } from './tool-verdict.js';
import type { GateInput, ToolCommand } from './types.js';

/**
 * Who vouches for a file a tool reads back on its next run (tsc's incremental state). It
 * lives in the tree the agent writes to, and a forged one could make tsc skip a file with
 * errors, so a gate uses it only when it is byte for byte what the gate's own last run left.
 */
export interface ArtifactTrust {
  /** The SHA-256 (hex) the gate recorded for `path` (absolute) after its last run. */
  artifactHash(path: string): string | undefined;
  /** Records `path`'s hash after a run; null forgets it. */
  recordArtifact(path: string, hash: string | null): void;
}

/** Trust for one process: the first TYPE_CHECK of a tree in each process starts cold. */
export const PROCESS_ARTIFACT_TRUST: ArtifactTrust = ((): ArtifactTrust => {
  const hashes = new Map<string, string>();
  return {
    artifactHash: (path) => hashes.get(path),
    recordArtifact: (path, hash) => {
      if (hash === null) {
        hashes.delete(path);
      } else {
        hashes.set(path, hash);
      }
    },
  };
})();

/**
 * TYPE_CHECK through the resident checker: its outcome, or null when no checker could be
 * had (tsc runs instead). tsc's state file is vouched for around the check as around a run.
 */
export async function checkResident(
  command: ToolCommand,
  resident: { readonly project: string; readonly masked?: readonly string[] },
  input: Pick<GateInput, 'workspace' | 'signal'>,
  buildInfo: string | null,
  trust: ArtifactTrust,
  onlyCold = false,
): Promise<ResidentOutcome | null> {
  // A checker already running has read tsc's state file; one about to start reads it.
  if (buildInfo !== null) {
    dropUntrusted(buildInfo, trust);
  }
  const outcome = await residentTypeCheck({
    workspace: input.workspace,
    project: resident.project,
    ...(resident.masked === undefined ? {} : { masked: resident.masked }),
    tscPath: command.command,
    timeoutMs: command.timeoutMs,
    onlyCold,
    ...(buildInfo === null ? {} : { buildInfoFile: buildInfo }),
    ...(input.signal === undefined ? {} : { signal: input.signal }),
  });
  if (buildInfo !== null && outcome !== null) {
    // Vouch only for what a finished check wrote; a stopped or crashed one may have torn it.
    if (
      outcome.kind === 'checked' &&
      !outcome.result.timedOut &&
      outcome.result.exitCode !== null
    ) {
      recordState(buildInfo, trust);
    } else {
      rmSync(buildInfo, { force: true });
      trust.recordArtifact(buildInfo, null);
    }
  }
  return outcome;
}

/**
 * Has a new resident checker of `workspace` build the tree's program now, while an agent
 * works there, so that the gate's first check of a new worktree re-checks what the change
 * touched instead of the whole tree. The answer is dropped; only the checker's warmth is
 * wanted. A tree that has a checker already is left alone: its gate's one incremental check
 * covers the new base and the change together, where priming would make that two checks.
 *
 * The verdict cannot depend on when this ran: every check re-reads every file and reuses a
 * parse only for the same text, so a file read half-written now is parsed again at the gate.
 * tsc's state file is read once, by this first check, which may happen while the agent
 * runs: the caller primes only where the agent cannot write it (`.governance/` is read-only
 * in the agent's sandbox).
 */
export async function primeResidentCheck(
  command: ToolCommand,
  workspace: string,
  signal?: AbortSignal,
): Promise<void> {
  if (command.resident === undefined || !('project' in command.resident)) {
    return;
  }
  try {
    await checkResident(
      command,
      command.resident,
      { workspace, ...(signal === undefined ? {} : { signal }) },
      buildInfoPath(command, workspace),
      PROCESS_ARTIFACT_TRUST,
      true,
    );
  } catch {
    // Only warmth is lost: the gate's own check starts the checker as before.
  }
}

/** The absolute `--tsBuildInfoFile` of a tsc command line, or null. */
export function buildInfoPath(command: ToolCommand, workspace: string): string | null {
  const at = command.args.indexOf('--tsBuildInfoFile');
  const value = at === -1 ? undefined : command.args[at + 1];
  return value === undefined ? null : resolve(workspace, value);
}

/** Removes tsc's state unless `trust` vouches for it; true when trusted state is kept. */
export function dropUntrusted(path: string, trust: ArtifactTrust): boolean {
  const hash = hashFileOrNull(path);
  if (hash === null) {
    return false;
  }
  if (trust.artifactHash(path) === hash) {
    return true;
  }
  rmSync(path, { force: true });
  return false;
}

/** Vouches for the state a finished run left (or forgets the path when there is none). */
export function recordState(path: string, trust: ArtifactTrust): void {
  trust.recordArtifact(path, hashFileOrNull(path));
}

/**
 * tsc exits 1 both for diagnostics and when it throws (a state file it cannot use makes it
 * throw); a failure without one parsed diagnostic is worth one run from scratch.
 */
export function isUnexplainedTscFailure(result: ProcessResult, workspace: string): boolean {
  return (
    result.spawnError === null &&
    !result.timedOut &&
    result.exitCode !== null &&
    result.exitCode !== 0 &&
    parseTscOutput(combined(result), workspace).length === 0
  );
}

/** Compiler options tsc stores in its state file as paths relative to that file. */
const PATH_OPTIONS = ['outDir', 'rootDir', 'declarationDir', 'baseUrl', 'outFile'];
const PATH_LIST_OPTIONS = ['typeRoots', 'rootDirs'];

/**
 * Copies tsc's incremental state from one tree to another (the main tree to a new worktree,
 * or a landed worktree back to the main tree) so the first type check there is warm. tsc
 * stores paths relative to the state file, so a plain copy points the sources at the wrong
 * tree and the libraries at a node_modules path tsc does not use, and checks everything
 * again: each path under `from.root` (outside its node_modules) is moved to the same place
 * under `to.root`, every other path keeps its absolute target.
 *
 * Copies only state `trust` vouches for, and records the copy as trusted. Returns false
 * (and copies nothing) when the source is missing, untrusted or not a state file.
 */
export function seedTscBuildInfo(
  from: { readonly root: string; readonly file: string },
  to: { readonly root: string; readonly file: string },
  trust: ArtifactTrust,
): boolean {
  const source = resolve(from.root, from.file);
  const target = resolve(to.root, to.file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(source);
  } catch {
    return false;
  }
  if (trust.artifactHash(source) !== contentHash(bytes)) {
    return false;
  }
  let state: unknown;
  try {
    state = JSON.parse(bytes.toString('utf8'));
  } catch {
    return false;
  }
  if (!isRecord(state) || !Array.isArray(state['fileNames'])) {
    return false;
  }
  const fromRoot = resolve(from.root);
  const modules = resolve(fromRoot, 'node_modules') + sep;
  const move = (name: unknown): unknown => {
    if (typeof name !== 'string') {
      return name;
    }
    const absolute = resolve(dirname(source), name);
    const inTree = absolute.startsWith(fromRoot + sep) && !absolute.startsWith(modules);
    const moved = inTree ? resolve(to.root, relative(fromRoot, absolute)) : absolute;
    return relative(dirname(target), moved).split(sep).join('/');
  };
  state['fileNames'] = state['fileNames'].map(move);
  const options = state['options'];
  if (isRecord(options)) {
    for (const key of PATH_OPTIONS) {
      options[key] = move(options[key]);
    }
    for (const key of PATH_LIST_OPTIONS) {
      const list = options[key];
      if (Array.isArray(list)) {
        options[key] = list.map(move);
      }
    }
  }
  const text = JSON.stringify(state);
  mkdirSync(dirname(target), { recursive: true });
  writeFileAtomic(target, text);
  trust.recordArtifact(target, contentHash(text));
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

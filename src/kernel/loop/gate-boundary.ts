import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeError } from '../../common/index.js';
import type { ToolGateName } from '../../common/index.js';
import { findSwappedTool } from '../../gates/index.js';
import type {
  Finding,
  GateVerdict,
  ResidentLauncher,
  ToolLauncher,
  ToolPins,
} from '../../gates/index.js';
import { blobIdOf, listTreeFiles, restoreFromTree } from '../../workspace/index.js';
import type { TreeFile } from '../../workspace/index.js';
import { restoreTampered, snapshotGovernance } from './governance-guard.js';
import { diffTreeStat, statTree } from './tree-stat.js';
import type { TreeStat } from './tree-stat.js';

/** Rules of the findings a gate's run leaves; the attempt loop quarantines on the first. */
const GATE_TAMPER_RULE = 'governance-tampered';
const GATE_CHANGED_FILE_RULE = 'gate-changed-file';

/**
 * The change's own code, run by a gate, tried to change govern's or git's files (the gate
 * sandbox keeps them read-only, and the guard put them back): an attack, as when the agent
 * does it, so the attempt loop quarantines the task rather than retrying it. Null: none.
 */
export function gateTampering(verdicts: readonly GateVerdict[]): string | null {
  for (const verdict of verdicts) {
    const found = verdict.findings.find((f) => f.rule === GATE_TAMPER_RULE);
    if (found !== undefined) {
      return `${verdict.gate} ran the change's code, which tried to change govern's or git's own files: ${found.message}`;
    }
  }
  return null;
}

/** At most this many changed files are named one by one; the rest are counted. */
const MAX_NAMED = 20;

/** What every tool gate of one verification runs inside. */
export interface GateBoundary {
  /** How the gates' processes start (the gate sandbox), or undefined to run them directly. */
  readonly launch: ToolLauncher | undefined;
  /** How resident tool processes start (each in a sandbox of its own); undefined: none. */
  readonly resident: ResidentLauncher | undefined;
  /**
   * Runs one tool gate: refuses a tool that is not the one pinned at the start of the run,
   * then after the gate puts govern's and git's files back, removes what the gate created,
   * and restores (and fails on) files of the change it modified.
   */
  run(gate: ToolGateName, execute: () => Promise<GateVerdict>): Promise<GateVerdict>;
}

export interface GateBoundaryInput {
  /** The tree the gates run in. */
  readonly dir: string;
  /** The main work tree: govern's and git's own files live there. */
  readonly workspace: string;
  /** The git tree of the change under review: what the files must be after each gate. */
  readonly tree: string;
  readonly pins: ToolPins;
  readonly launch: ToolLauncher | undefined;
  readonly resident?: ResidentLauncher;
  /** Notes after a gate (a memory cap or process cap that stopped something). */
  readonly afterGate?: () => Promise<readonly string[]>;
}

function finding(file: string | null, rule: string, message: string): Finding {
  return { file, line: null, rule, message };
}

function failedWith(
  gate: ToolGateName,
  verdict: GateVerdict | null,
  findings: readonly Finding[],
  notes: readonly string[],
  tool: boolean,
): GateVerdict {
  const critical = findings.some((f) => f.rule === GATE_TAMPER_RULE);
  const output = [...notes, verdict?.output ?? ''].filter((line) => line !== '').join('\n');
  return {
    gate,
    passed: false,
    severity: critical ? 'critical' : 'error',
    findings: [...findings, ...(verdict?.findings ?? [])],
    durationMs: verdict?.durationMs ?? 0,
    ...(output === '' ? {} : { output }),
    ...(tool
      ? { error: { code: 'TOOL_CHANGED', message: findings[0]?.message ?? '' } }
      : verdict?.error === undefined
        ? {}
        : { error: verdict.error }),
  };
}

/** Opens the boundary of one verification (the tree is stat'ed once here). */
export function openGateBoundary(input: GateBoundaryInput): GateBoundary {
  let last: TreeStat | null = null;
  let tracked: Map<string, TreeFile> | null = null;
  const trackedFiles = async (): Promise<Map<string, TreeFile>> => {
    tracked ??= await listTreeFiles(input.dir, input.tree);
    return tracked;
  };
  return {
    launch: input.launch,
    resident: input.resident,
    run: async (gate, execute) => {
      const swapped = findSwappedTool(input.pins, gate, input.dir);
      if (swapped !== null) {
        return failedWith(gate, null, [swapped], [], true);
      }
      const before = last ?? statTree(input.dir);
      const guard = snapshotGovernance(input.workspace);
      const verdict = await execute();
      const findings: Finding[] = [];
      let tampered: string[];
      try {
        tampered = restoreTampered(guard);
      } catch (error) {
        tampered = [`govern's files (and they could not be restored: ${describeError(error)})`];
      }
      if (tampered.length > 0) {
        findings.push(
          finding(
            tampered[0] ?? null,
            GATE_TAMPER_RULE,
            `${gate} changed ${tampered.join(', ')}, which only govern and people may change; they are restored, and the repository's code that ran in this gate is suspect`,
          ),
        );
      }
      const notes = [...((await input.afterGate?.()) ?? [])];
      try {
        const after = statTree(input.dir);
        const put = await putBack(input, gate, before, after, trackedFiles);
        findings.push(...put.findings);
        notes.push(...put.notes);
        last = put.touched ? statTree(input.dir) : after;
      } catch (error) {
        last = null;
        findings.push(
          finding(
            null,
            'gate-crashed',
            `${gate}: could not put the tree back as the change left it after the gate: ${describeError(error)}`,
          ),
        );
      }
      if (findings.length === 0) {
        return notes.length === 0
          ? verdict
          : { ...verdict, output: [...notes, verdict.output ?? ''].join('\n').trimEnd() };
      }
      return failedWith(gate, verdict, findings, notes, false);
    },
  };
}

interface PutBack {
  readonly findings: readonly Finding[];
  readonly notes: readonly string[];
  /** Whether anything was removed or restored (the stat must be taken again). */
  readonly touched: boolean;
}

/**
 * What to do about a file a gate rewrote. A declaration file or a source map is a build
 * output: a build step in the test command (`tsc --build`) wrote it again, and differently,
 * most often because its tool is another version than the one that wrote the committed copy.
 */
function rewriteAdvice(path: string): string {
  return /\.d\.[cm]?ts$|\.map$/.test(path)
    ? "It is a build output that the gate's command wrote again, differently: check that the tools are the versions that built the committed copy, or set the gate's command to one that does not build"
    : 'Tests that rewrite sources are suspect';
}

/**
 * Makes the tree what the change left: removes what the gate created, restores the files of
 * the change it modified or deleted (a finding each), and notes ignored files it modified
 * (they are never committed, so they are left as they are).
 */
async function putBack(
  input: GateBoundaryInput,
  gate: ToolGateName,
  before: TreeStat,
  after: TreeStat,
  trackedFiles: () => Promise<Map<string, TreeFile>>,
): Promise<PutBack> {
  const delta = diffTreeStat(before, after);
  if (delta.created.length + delta.changed.length + delta.removed.length === 0) {
    return { findings: [], notes: [], touched: false };
  }
  for (const path of delta.created) {
    rmSync(join(input.dir, path), { recursive: true, force: true });
  }
  const files = await trackedFiles();
  const restore: string[] = [];
  const ignoredChanged: string[] = [];
  for (const path of [...delta.changed, ...delta.removed]) {
    const then = before.get(path);
    const now = after.get(path);
    if (now !== undefined && then !== undefined && now.kind !== then.kind) {
      // A file or link where a folder was (or the reverse): gone before git writes it back.
      rmSync(join(input.dir, path), { recursive: true, force: true });
    }
    const entry = files.get(path);
    if (entry === undefined) {
      if (then?.kind !== 'dir') {
        ignoredChanged.push(path);
      }
      continue;
    }
    if (now?.kind === 'file' && then?.kind === 'file' && sameBlob(input.dir, path, entry)) {
      continue;
    }
    restore.push(path);
  }
  // A folder the gate removed takes its files with it: each of those is in `removed` too.
  await restoreFromTree(input.dir, input.tree, restore);
  const findings = restore
    .slice(0, MAX_NAMED)
    .map((path) =>
      finding(
        path,
        GATE_CHANGED_FILE_RULE,
        `${gate} ${after.has(path) ? 'modified' : 'deleted'} ${path}, a file of the change under review; a gate only checks the tree, so this run does not count (the file is back as the change left it). ${rewriteAdvice(path)}`,
      ),
    );
  if (restore.length > MAX_NAMED) {
    findings.push(
      finding(
        null,
        GATE_CHANGED_FILE_RULE,
        `${gate} changed ${restore.length - MAX_NAMED} more files of the change`,
      ),
    );
  }
  const notes: string[] = [];
  if (delta.created.length > 0) {
    notes.push(
      `${gate}: removed ${delta.created.length} path(s) the gate created (${shortList(delta.created)})`,
    );
  }
  if (ignoredChanged.length > 0) {
    notes.push(
      `${gate}: the gate changed ignored file(s) that are never committed: ${shortList(ignoredChanged)}`,
    );
  }
  return { findings, notes, touched: delta.created.length > 0 || restore.length > 0 };
}

/** True when the file still holds the bytes and mode of the change (only its times moved). */
function sameBlob(dir: string, path: string, entry: TreeFile): boolean {
  try {
    const file = join(dir, path);
    const executable = (statSync(file).mode & 0o111) !== 0;
    return (
      executable === (entry.mode === '100755') &&
      blobIdOf(readFileSync(file), entry.id) === entry.id
    );
  } catch {
    return false;
  }
}

function shortList(paths: readonly string[]): string {
  const shown = paths.slice(0, 5).join(', ');
  return paths.length > 5 ? `${shown}, ... ${String(paths.length - 5)} more` : shown;
}

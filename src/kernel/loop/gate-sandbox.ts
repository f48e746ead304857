import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GovernError, runProcess } from '../../common/index.js';
import type { ProcessResult } from '../../common/index.js';
import type { GovernConfig } from '../../config/index.js';
import { directResidents, locateCommand, pinTools, residentProcess } from '../../gates/index.js';
import type { ResidentLauncher, ToolLauncher, ToolPins } from '../../gates/index.js';
import type { AuditLog } from '../../ledger/index.js';
import { createGateSession, probeSandbox } from '../../sandbox/index.js';
import { isTreeFileContent, scratchPath } from '../../workspace/index.js';
import type { GateSessionOptions, SandboxProbe, SandboxSession } from '../../sandbox/index.js';
import { openGateBoundary } from './gate-boundary.js';
import type { GateBoundary } from './gate-boundary.js';
import type { ToolCommands } from './verify.js';

/** The boundary of one verification, and how to end it. */
export interface OpenGateBoundary extends GateBoundary {
  /** Ends the verification's sandbox; returns what the audit log records about it. */
  close(): Promise<Readonly<Record<string, unknown>>>;
}

/** How the tool gates of a run are confined, decided once before any task starts. */
export interface GateSandboxPlan {
  /** 'bwrap' / 'sandbox-exec', 'disabled' (--no-sandbox) or 'not-needed' (no tool gate). */
  readonly mode: string;
  /** The tools as resolved at the start of the run; checked before every gate. */
  readonly pins: ToolPins;
  /**
   * Opens the boundary of one verification: `dir` is the tree the gates run in, `tree` the
   * git tree of the change under review, `stateDir` where the session keeps its own files.
   */
  open(input: {
    readonly dir: string;
    readonly tree: string;
    readonly stateDir: string;
  }): Promise<OpenGateBoundary>;
}

export interface PlanGateSandboxInput {
  readonly config: GovernConfig;
  readonly tools: ToolCommands;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** false only with an explicit --no-sandbox. */
  readonly sandbox: boolean;
  /** The main work tree (tools are pinned there; its forbidden files are masked in worktrees). */
  readonly workspace: string;
  /** A probe already started (govern run starts it before taking the lock). */
  readonly probe?: Promise<SandboxProbe>;
  /**
   * Offer the gates resident tool processes (SYNTAX_CHECK's prettier) that outlive one
   * verification: `govern run`, whose worktrees verify task after task. The run stops them
   * when it ends (releaseResidentCheckers).
   */
  readonly residents?: boolean;
}

/**
 * Decides once how the tool gates run. They run the repository's own code (its test files,
 * configs and setup files, which the agent or a pull request wrote), so with any tool gate
 * in the chain the gate sandbox must start, or this throws SANDBOX_UNAVAILABLE; only an
 * explicit --no-sandbox runs them as the kernel's children.
 */
export async function planGateSandbox(input: PlanGateSandboxInput): Promise<GateSandboxPlan> {
  const pins = pinTools(input.tools, input.workspace, input.hostEnv['PATH'] ?? '');
  if (input.tools.size === 0 || !input.sandbox) {
    const mode = input.tools.size === 0 ? 'not-needed' : 'disabled';
    return { mode, pins, open: ({ dir, tree }) => Promise.resolve(direct(input, pins, dir, tree)) };
  }
  const probe = await (input.probe ?? probeSandbox({ hostEnv: input.hostEnv }));
  if (!probe.available) {
    throw new GovernError(
      'SANDBOX_UNAVAILABLE',
      `cannot start the OS sandbox for the tool gates (${[...input.tools.keys()].join(', ')}), which run the repository's own code: ${probe.reason}`,
      {
        hint: `${probe.fix}; or pass --no-sandbox to run agents and gates unconfined (recorded in the audit log)`,
      },
    );
  }
  return {
    mode: probe.mechanism,
    pins,
    open: async ({ dir, tree, stateDir }) => {
      // Present before the session starts, so it is mounted read-only like the main tree's.
      mkdirSync(join(dir, '.governance'), { recursive: true });
      const session = await createGateSession({
        ...gateSessionOptions(input, pins, { dir, stateDir, bwrapPath: probe.path }),
        committed: (relPath) => isCommittedFixture(dir, tree, relPath),
      });
      return sandboxed(input, pins, session, { dir, tree, stateDir, probePath: probe.path });
    },
  };
}

/**
 * Whether a file the built-in masks hide is content both of the tree under review and of the
 * commit checked out in `dir`: a committed fixture. The tree alone is not enough: `govern
 * check` stages the work tree, so a `.env` a CI step wrote and did not ignore is in it, and
 * a pull request's test could print it to a public log.
 */
async function isCommittedFixture(dir: string, tree: string, relPath: string): Promise<boolean> {
  return (
    (await isTreeFileContent(dir, tree, relPath)) && (await isTreeFileContent(dir, 'HEAD', relPath))
  );
}

/** The gate session of the tree `dir`: the policy's walls, the main tree's masks, the pinned tools. */
function gateSessionOptions(
  input: PlanGateSandboxInput,
  pins: ToolPins,
  where: { readonly dir: string; readonly stateDir: string; readonly bwrapPath: string },
): GateSessionOptions {
  return {
    worktree: where.dir,
    attemptDir: where.stateDir,
    hostEnv: input.hostEnv,
    policy: input.config.policy,
    maskRoots: where.dir === input.workspace ? [] : [input.workspace],
    toolPaths: pins.paths,
    bwrapPath: where.bwrapPath,
  };
}

function direct(
  input: PlanGateSandboxInput,
  pins: ToolPins,
  dir: string,
  tree: string,
): OpenGateBoundary {
  const boundary = openGateBoundary({
    dir,
    workspace: input.workspace,
    tree,
    pins,
    launch: undefined,
    ...(input.residents === true ? { resident: directResidents() } : {}),
  });
  return { ...boundary, close: () => Promise.resolve({ mechanism: 'none' }) };
}

function sandboxed(
  input: PlanGateSandboxInput,
  pins: ToolPins,
  session: SandboxSession,
  where: {
    readonly dir: string;
    readonly tree: string;
    readonly stateDir: string;
    readonly probePath: string;
  },
): OpenGateBoundary {
  const { dir, tree, probePath } = where;
  let oomKills = 0;
  let refusedForks = 0;
  const boundary = openGateBoundary({
    dir,
    workspace: input.workspace,
    tree,
    pins,
    launch: sandboxedLauncher(session),
    ...(input.residents === true
      ? { resident: sandboxedResidents(input, pins, session, dir, probePath) }
      : {}),
    afterGate: async () => {
      const notes: string[] = [];
      const usage = await session.memoryUsage().catch(() => null);
      if (usage !== null && usage.oomKills > oomKills) {
        notes.push(
          `the gate sandbox's memory cap (${String(session.memory.limitMb)} MB) killed ${String(usage.oomKills - oomKills)} process(es)`,
        );
        oomKills = usage.oomKills;
      }
      const refused = await session.refusedForks().catch(() => refusedForks);
      if (refused > refusedForks) {
        notes.push(
          `the gate sandbox's process cap (${String(session.processes.maxProcesses)}) refused ${String(refused - refusedForks)} fork(s)`,
        );
        refusedForks = refused;
      }
      return notes;
    },
  });
  return {
    ...boundary,
    close: async () => {
      await session.dispose();
      try {
        // Empty once the session's own folder is gone; kept if something else lives there.
        rmdirSync(where.stateDir);
      } catch {
        // Not empty, or already gone.
      }
      return {
        mechanism: session.mechanism,
        network: session.network.mode,
        memory: session.memory,
        processes: session.processes,
        oomKills,
        refusedForks,
        notes: session.paths.notes,
      };
    },
  };
}

/** A result for a program that is not there: the gate reports TOOL_MISSING, as without a sandbox. */
function missing(program: string): ProcessResult {
  return {
    exitCode: null,
    signal: null,
    stdout: '',
    stderr: '',
    timedOut: false,
    truncated: false,
    durationMs: 0,
    spawnError: `spawn ${program} ENOENT`,
    spawnErrorCode: 'ENOENT',
  };
}

/** Starts every tool process of the verification through the gate session. */
function sandboxedLauncher(session: SandboxSession): ToolLauncher {
  return (launch) => {
    if (locateCommand(launch.program, launch.cwd, launch.env['PATH'] ?? '') === null) {
      return Promise.resolve(missing(launch.program));
    }
    for (const file of launch.stateFiles) {
      // A bind needs its file: an empty state file is what tsc reads as "no state".
      if (!existsSync(file)) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, '');
      }
    }
    const spec = session.wrap({
      program: launch.program,
      args: launch.args,
      env: launch.env,
      cwd: launch.cwd,
      writableFiles: launch.stateFiles,
    });
    return runProcess(spec.program, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      timeoutMs: launch.timeoutMs,
      ...(launch.input === undefined ? {} : { input: launch.input }),
      ...(launch.signal === undefined ? {} : { signal: launch.signal }),
    });
  };
}

/**
 * Resident tool processes for the tree `dir`, each in a gate session of its own: it lives
 * from one verification to the next, so it cannot share the verification's session (whose
 * cgroup and private folders end with it). Same profile and masks, and nothing in the tree
 * writable: a resident only reads. The key is the verification session's masks: when the
 * tree's masked files change (a task brought a forbidden file), the resident is not reused.
 */
function sandboxedResidents(
  input: PlanGateSandboxInput,
  pins: ToolPins,
  verification: SandboxSession,
  dir: string,
  bwrapPath: string,
): ResidentLauncher {
  const { maskedFiles, maskedDirs, readOnly } = verification.paths;
  return {
    key: createHash('sha256')
      .update(JSON.stringify([maskedFiles, maskedDirs, readOnly]))
      .digest('hex'),
    start: async (launch) => {
      const stateDir = await scratchStateDir(input.workspace);
      const session = await createGateSession({
        ...gateSessionOptions(input, pins, { dir, stateDir, bwrapPath }),
        readOnlyTree: true,
      });
      const spec = session.wrap({
        program: launch.program,
        args: launch.args,
        env: launch.env,
        cwd: launch.cwd,
      });
      return residentProcess(spec, launch, async () => {
        await session.dispose();
        try {
          rmdirSync(stateDir);
        } catch {
          // Not empty, or already gone.
        }
      });
    },
  };
}

/** Where a verification outside a task (check, approve) keeps its gate session's files. */
export async function scratchStateDir(workspace: string): Promise<string> {
  return scratchPath(workspace, 'gates');
}

/**
 * The audit line a run with unconfined tool gates leaves; `by` is the login that ran it (the
 * evidence report names who disabled the sandbox, as for agents).
 */
export function auditGateSandboxMode(
  audit: AuditLog,
  plan: GateSandboxPlan,
  by: string | null = null,
): void {
  if (plan.mode === 'disabled') {
    audit.append('sandbox.disabled', {
      gates: true,
      by,
      reason:
        "--no-sandbox: tool gates run the repository's code unconfined, with the kernel user rights",
    });
  }
}

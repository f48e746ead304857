import type { GateName, ProcessResult } from '../common/index.js';
import type { CheckedFileSet } from './tool-file-set.js';

export { GATE_NAMES, TOOL_GATE_NAMES } from '../common/index.js';
export type { GateName, ToolGateName } from '../common/index.js';

export const SEVERITIES = ['info', 'warning', 'error', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** One thing a gate found; this is what the retry prompt quotes to the agent. */
export interface Finding {
  /** Repository-relative POSIX path, or null when the finding is about the whole change. */
  readonly file: string | null;
  /** 1-based line, or null when unknown. */
  readonly line: number | null;
  /** A stable rule id: `TS2322`, `no-unused-vars`, `empty-body`, `prettier`, ... */
  readonly rule: string;
  readonly message: string;
  /**
   * How much this one finding weighs, when it differs from its verdict: a gate may pass with
   * notes (`info`) or warnings beside it. Absent: the verdict's severity.
   */
  readonly severity?: Severity;
}

export interface GateVerdict {
  readonly gate: GateName;
  readonly passed: boolean;
  readonly severity: Severity;
  readonly findings: readonly Finding[];
  readonly durationMs: number;
  /** The tool's own output (tail, capped), quoted in the retry prompt. */
  readonly output?: string;
  /**
   * Set when the gate could not do its job (tool missing, crashed, timed out). Such a
   * verdict is always a failure: a gate that cannot check never passes.
   */
  readonly error?: { readonly code: GateErrorCode; readonly message: string };
  /**
   * Findings a `detectors.silence` entry of the config took out of `findings`, with its
   * reason: reported and audited, never counted.
   */
  readonly silenced?: readonly SilencedFinding[];
}

/** A finding silenced by config, and why. */
export interface SilencedFinding extends Finding {
  readonly reason: string;
}

export const GATE_ERROR_CODES = [
  'TOOL_MISSING',
  'TOOL_CRASHED',
  'TIMED_OUT',
  'GATE_CRASHED',
  /** The tool is not the one resolved when the run started (its files were swapped). */
  'TOOL_CHANGED',
] as const;
export type GateErrorCode = (typeof GATE_ERROR_CODES)[number];

export type ChangeStatus = 'added' | 'modified' | 'deleted';

/** One file of a change, with both sides' text (null where the side does not exist or is binary). */
export interface ChangedFile {
  /** Repository-relative POSIX path. */
  readonly path: string;
  readonly status: ChangeStatus;
  readonly before: string | null;
  readonly after: string | null;
  /**
   * Sides that exist but could not be read as text (over the size limit, unreadable), with
   * why; their text is null. A gate that needs such a side fails with a `could-not-check`
   * finding. Absent: every existing side is text or binary.
   */
  readonly unchecked?: { readonly before?: string; readonly after?: string };
}

/** How a tool gate runs, after config and detection are resolved. */
export interface ToolCommand {
  readonly command: string;
  readonly args: readonly string[];
  /** True when the command takes the changed files as trailing arguments. */
  readonly appendFiles: boolean;
  readonly timeoutMs: number;
  /**
   * TEST_SUITE: run the tests related to the changed files (`related`) before the whole
   * suite, so a broken change fails in seconds. A failing related run is the gate's failure;
   * the whole suite still decides a pass. Undefined means true; false always runs only the
   * suite. Without `related` there is nothing to run first.
   */
  readonly relatedFirst?: boolean;
  /**
   * TEST_SUITE: the runner's related-tests command (`vitest related --run`, `jest
   * --findRelatedTests`), detected from package.json on the base tree; the changed files
   * are appended. `list` prints, as JSON, the test files the runner runs with the script's
   * options (`vitest list --filesOnly --json`, `jest --listTests --json`).
   */
  readonly related?: {
    readonly command: string;
    readonly args: readonly string[];
    readonly list?: readonly string[];
  };
  /**
   * TYPE_CHECK: answer with a resident type checker (the repository's own TypeScript, kept
   * loaded with its last program) instead of starting `command`, which must be that
   * TypeScript's tsc; `project` is the tsconfig it checks. Falls back to running `command`
   * when the checker cannot answer. Set on the detected tsc command only.
   *
   * SYNTAX_CHECK (`formatter`): run the calls to `command` (prettier) in a resident
   * prettier process of the tree when the gate input has a resident launcher (see
   * resident-format.ts); each call the resident cannot answer starts `command` as before.
   * Set on the detected prettier command only.
   */
  readonly resident?:
    | {
        readonly project: string;
        /**
         * The policy's `forbiddenPaths`: with the built-in list, what the agent's sandbox
         * masks, which the checker (outside the sandbox) does not read either.
         */
        readonly masked?: readonly string[];
      }
    | { readonly formatter: 'prettier' };
  /**
   * SYNTAX_CHECK, AST_LINT (file arguments): the files the repository checks, as its own
   * format and lint scripts name them or config sets them; a changed file outside is not
   * handed to the tool. Absent: every changed file.
   */
  readonly files?: CheckedFileSet;
  /** Something the run should tell the user about this command (a test script that chains lint). */
  readonly note?: string;
  /**
   * SYNTAX_CHECK and AST_LINT: why findings are only reported (set when the repository keeps
   * the tool's config but nothing of its own runs it: no script, hook or CI step). A file it
   * would format differently, or a lint rule's finding, is then a note, not a failure; one it
   * cannot parse still fails.
   */
  readonly advisory?: string;
}

/** One process a tool gate starts. */
export interface ToolLaunch {
  readonly program: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /**
   * Files the tool reads back on its next run that live where a gate sandbox is read-only
   * (tsc's `--tsBuildInfoFile` under `.governance/cache/`); the launcher lets it write them.
   */
  readonly stateFiles: readonly string[];
  /** Text on the tool's stdin (the base version of a file, for the baseline comparison). */
  readonly input?: string;
}

/**
 * Starts a tool gate's process and always resolves, as runProcess does. The kernel's
 * launcher runs it in the gate sandbox (the tools run the repository's code: its configs,
 * its tests); without one, the process runs as the kernel's child.
 */
export type ToolLauncher = (launch: ToolLaunch) => Promise<ProcessResult>;

/** A long-lived tool process for one tree: a resident that answers a request per stdin line. */
export interface ResidentToolLaunch {
  readonly program: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly onStdout: (chunk: string) => void;
}

/** A running resident tool process. */
export interface ResidentToolProcess {
  write(text: string): void;
  /** Whether a pending request keeps govern running (an idle resident never does). */
  hold(isHeld: boolean): void;
  /** Kills the process and frees its sandbox; safe to call twice. */
  stop(): Promise<void>;
  /** Settles once the process is gone (crashed, killed, or it ended itself). */
  readonly exited: Promise<unknown>;
}

/**
 * Starts resident tool processes for the tree the gates check, each in a gate sandbox of
 * its own that outlives one verification (the launcher's profile: the same walls, masks
 * and tools). `key` names that sandbox's shape: a resident started under another key (the
 * tree's masked files differ) is not asked again.
 */
export interface ResidentLauncher {
  readonly key: string;
  start(launch: ResidentToolLaunch): Promise<ResidentToolProcess>;
}

/** Everything a gate needs; gates never read config or process.env themselves. */
export interface GateInput {
  /** Absolute path of the working tree holding the proposed change. */
  readonly workspace: string;
  readonly changes: readonly ChangedFile[];
  /** The environment tool processes run with (already sanitized). */
  readonly env: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** How tool processes start (the gate sandbox); default: runProcess directly. */
  readonly launch?: ToolLauncher;
  /**
   * How resident tool processes start (SYNTAX_CHECK's resident prettier); absent: every
   * call starts the tool through `launch`.
   */
  readonly resident?: ResidentLauncher;
}

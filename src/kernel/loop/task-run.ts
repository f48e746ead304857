import type { AgentResult } from '../../agents/index.js';
import type { GateName, TierNumber } from '../../common/index.js';
import type { AgentContext, Redactor, ReferenceMode } from '../../gateway/index.js';
import type { GateCache, InjectionGateMode } from '../../gates/index.js';
import type { AttemptRecord, LedgerTask, StepVerdict } from '../../ledger/index.js';
import type { AttemptFacts } from './account.js';
import type { Admission, AgentResolver } from './admit.js';
import type { ChildRegistry } from './children.js';
import type { GateOptions } from './gate-chain.js';
import type { EconomySession, TaskAssessment } from './economy.js';
import type { GateSandboxPlan } from './gate-sandbox.js';
import type { LedgerWriter } from './ledger-writer.js';
import type { Semaphore } from './mutex.js';
import type { Placement } from './placement.js';
import type { Silencer, SilenceRecord } from './silence.js';
import type { ProgressEvent } from './progress.js';
import type { OpenAttemptSandbox } from './sandbox.js';
import type { ToolCommands } from './verify.js';

/** Everything one task's attempts need from its run (see runTask in attempt.ts). */
export interface TaskRunContext {
  readonly workspace: string;
  readonly writer: LedgerWriter;
  /** The adapter of each rung's agent, by name. */
  readonly agentFor: AgentResolver;
  /** The ladder, budget, authorization and quality stores of this run. */
  readonly economy: EconomySession;
  /** What the pipeline decided before any agent call (risk, confidence, fingerprint). */
  readonly assessment: TaskAssessment;
  readonly gates: readonly GateName[];
  /** Config of the task-aware gates; with it a change touching code also runs the code gates. */
  readonly gateOptions?: GateOptions;
  readonly tools: ToolCommands;
  /**
   * Starts TYPE_CHECK's resident checker on the tree `dir` before the named agent works in
   * it (see primeResidentCheck); absent when the task's gates run no resident type check.
   */
  readonly primeTypeCheck?: (dir: string, agentName: string) => void;
  /** Paths of a tree the agent's sandbox masks: never read into its context either. */
  readonly hiddenFromAgent?: (relPath: string) => boolean;
  readonly toolEnv: Readonly<Record<string, string>>;
  /** Where the tool gates run (the gate sandbox), and the tools pinned at the start. */
  readonly gateSandbox: GateSandboxPlan;
  /**
   * Shared by the run's parallel tasks: their first-pass tool gates run at most one per
   * core (see toolGateSlots). Absent: no limit.
   */
  readonly gateSlots?: Semaphore;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  readonly children: ChildRegistry;
  /** The sandbox boundary for every agent process of the named agent, one per attempt. */
  readonly sandboxFor: (agentName: string) => OpenAttemptSandbox;
  /** Where the attempts run (the main tree, or a worktree landed by rebase). */
  readonly placement: Placement;
  /** shadow: flag injected text; enforce: hostile text blocks the task or fails the gate. */
  readonly injectionMode: InjectionGateMode;
  /** False positives the config silences, and where the run audits what they silenced. */
  readonly silencer?: Silencer;
  readonly onSilenced?: (records: readonly SilenceRecord[]) => void;
  /** Gateway caps (config `gateway`). */
  readonly perFileCapChars: number;
  /** Per-file cap for adapters that call a model directly (config `gateway.llmFileCapChars`). */
  readonly llmFileCapChars: number;
  readonly totalCapChars: number;
  /** How reference files are sent (config `gateway.references`); default `ir`. */
  readonly references?: ReferenceMode;
  /** One per run, so a secret keeps its placeholder across tasks and attempts. */
  readonly redactor: Redactor;
  /** Tool-gate passes keyed by content (a retry skips what already passed); saved per attempt. */
  readonly gateCache?: { readonly cache: GateCache; readonly depsHash: string };
  readonly signal?: AbortSignal;
  readonly onProgress?: (event: ProgressEvent) => void;
}

export type TaskOutcome =
  | 'COMPLETED'
  | 'FAILED'
  | 'INTERRUPTED'
  | 'DEFERRED'
  | 'AWAITING_APPROVAL'
  | 'QUARANTINED'
  | 'SKIPPED'
  | 'REUSED';

/**
 * One attempt as it flows through runTask's phases (attempt.ts): the commit it started from
 * and its record so far. Each phase hands on a new value; the endings (attempt-endings.ts,
 * attempt-landed.ts) read what they write from it.
 */
export interface AttemptState {
  readonly taskId: string;
  /** 1-based: the task's retryCount + 1 when the attempt started. */
  readonly attempt: number;
  /** The commit the attempt started from; a rollback restores it. */
  readonly base: string;
  readonly record: AttemptRecord;
}

/** An attempt whose agent was called (or refused): what the economy books, and the cost. */
export interface SpentAttempt extends AttemptState {
  readonly facts: AttemptFacts;
  /** What the task's attempts have cost so far, this one included. */
  readonly taskCostUsd: number;
}

/** The attempt admitted to run: its rung and agent, before any context is built. */
export interface AdmittedAttempt extends Omit<AttemptState, 'record'> {
  /** The task as the ledger had it when the attempt started. */
  readonly task: LedgerTask;
  readonly maxAttempts: number;
  readonly admission: Extract<Admission, { kind: 'go' }>;
}

/** The attempt with its context built, its prompt written and its record started. */
export interface FramedAttempt extends AdmittedAttempt, AttemptState {
  readonly context: AgentContext;
  readonly promptPath: string;
  /** Shadow mode's INJECTION verdict on the task's own inputs, reported before the agent. */
  readonly contextShadow: StepVerdict | null;
  /** Whole files an inline agent would have to rewrite, over its per-file cap. */
  readonly oversized: readonly { readonly path: string; readonly content: string | null }[];
  readonly llmCap: number;
}

/** The attempt after its agent: what it returned, and the decision id the change carries. */
export interface ActedAttempt extends FramedAttempt, SpentAttempt {
  readonly result: AgentResult;
  /**
   * The git tree of the change the gates judged (set once the change is collected): landing
   * commits exactly this tree, so what ships is what was checked.
   */
  readonly tree?: string;
}

/**
 * What a phase of runTask returns: the attempt's next state, or the task's outcome when
 * the phase ended it (an ending has then written the record, the ledger and the progress).
 */
export type Next<T> = T | TaskOutcome;

export function isEnded<T extends object>(step: Next<T>): step is TaskOutcome {
  return typeof step === 'string';
}

/** A function, not an inline check: the signal flips between awaits, which narrowing cannot see. */
export function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

/** What a task's attempts carry from one to the next. */
export interface TaskTally {
  /**
   * A security gate that fired in any attempt makes the final failure a quarantine: the
   * agent tried something a person should look at, even if a later attempt failed otherwise.
   */
  securityFired: boolean;
  /** The rungs that failed this task's gates: the ladder climbs past them. */
  readonly failedTiers: TierNumber[];
  /** What the task's attempts have cost so far. */
  costUsd: number;
}

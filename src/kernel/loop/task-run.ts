import type { GateName } from '../../common/index.js';
import type { Redactor, ReferenceMode } from '../../gateway/index.js';
import type { GateCache, InjectionGateMode } from '../../gates/index.js';
import type { AgentResolver } from './admit.js';
import type { ChildRegistry } from './children.js';
import type { GateOptions } from './gate-chain.js';
import type { EconomySession, TaskAssessment } from './economy.js';
import type { GateSandboxPlan } from './gate-sandbox.js';
import type { LedgerWriter } from './ledger-writer.js';
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
  readonly toolEnv: Readonly<Record<string, string>>;
  /** Where the tool gates run (the gate sandbox), and the tools pinned at the start. */
  readonly gateSandbox: GateSandboxPlan;
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

/** A command ready to start: argv, never a shell string. */
export interface LaunchSpec {
  readonly program: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
}

/**
 * Turns the command an adapter wants to run into the command that runs it inside the
 * attempt's OS sandbox. Adapters must start every process through it; the kernel decides
 * what it does (identity only with an explicit --no-sandbox).
 */
export type LaunchWrapper = (spec: LaunchSpec) => LaunchSpec;

/** What the kernel hands an agent for one attempt. */
export interface AgentRequest {
  readonly taskId: string;
  /** 1-based. */
  readonly attempt: number;
  /** Absolute path of the work tree the agent edits. */
  readonly workspace: string;
  /** The full prompt (already through the gateway). */
  readonly prompt: string;
  /** A file holding the same prompt. */
  readonly promptFile: string;
  readonly targetPaths: readonly string[];
  readonly timeoutMs: number;
  /** Where the adapter writes the agent's raw output. */
  readonly rawLogPath: string;
  /** The kernel's environment, for adapters that pass named variables through. */
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** Every process the adapter starts goes through this (the sandbox boundary). */
  readonly wrap: LaunchWrapper;
  /**
   * Inline-target adapters: turns the gateway's secret placeholders in a file the model
   * wrote back into the secrets the original file held.
   */
  readonly restoreRedacted?: (text: string) => string;
  /**
   * What the attempt may still spend (the budget's remaining headroom), for agents that take
   * a spending cap (claude's `--max-budget-usd`). Absent: no ceiling applies.
   */
  readonly maxBudgetUsd?: number;
  readonly signal?: AbortSignal;
  /** Called with the pid (= process group) of every process the adapter starts. */
  readonly onSpawn?: (pid: number) => void;
}

/**
 * Why an attempt failed before any gate looked at it, spelled as the ledger records it
 * (the AGENT step's finding rule). Each cause has its own kind, so the ledger tells a bad key
 * from a rate limit from an outage:
 * - exit: non-zero exit (or an error the agent reported without a more precise kind);
 * - timeout: killed at the deadline; aborted: the run was interrupted;
 * - spawn: the program is missing or could not start;
 * - no-record / invalid-output: the agent's machine-readable output is missing or malformed;
 * - missing-key: the key variable its config names is unset (never started);
 * - auth (401/403), rate-limit (429, quota), server-error (5xx), api-error (other HTTP);
 * - network: the model API could not be reached at all;
 * - limit: the agent stopped at its own turn or budget limit.
 */
export const AGENT_FAILURE_KINDS = [
  'exit',
  'timeout',
  'spawn',
  'no-record',
  'aborted',
  'invalid-output',
  'missing-key',
  'auth',
  'rate-limit',
  'server-error',
  'network',
  'api-error',
  'limit',
] as const;
export type AgentFailureKind = (typeof AGENT_FAILURE_KINDS)[number];

/** One attempt's result, from the agent's machine-readable output; never guessed. */
export interface AgentResult {
  /** null when the process was killed or never started. */
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly costUsd: number | null;
  readonly tokens: { readonly input: number; readonly output: number; readonly cached: number };
  readonly sessionId: string | null;
  readonly model: string | null;
  /** One line: what the agent said it did, or why it failed. */
  readonly summary: string;
  /**
   * Everything the agent said about its change (its final message, capped), which the
   * INJECTION gate scores as prose; absent: the summary is all there is.
   */
  readonly message?: string;
  readonly rawLogPath: string | null;
  readonly durationMs: number;
  /** Set when the attempt failed before any gate could look at it. */
  readonly failure: { readonly kind: AgentFailureKind; readonly message: string } | null;
}

export interface AgentAdapter {
  readonly name: string;
  readonly type: string;
  /**
   * Set by adapters that call a model which cannot read the workspace (llm): the gateway
   * inlines the target files in the prompt. A target longer than `maxFileChars` fails the
   * attempt before the call, since a whole-file rewrite of a truncated file loses its end.
   */
  readonly inlineTargets?: { readonly maxFileChars: number };
  run(request: AgentRequest): Promise<AgentResult>;
}

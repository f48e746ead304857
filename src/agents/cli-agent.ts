import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_TOKENS, runProcess, sanitizeEnv, usdForTokens } from '../common/index.js';
import type { ModelPrice, PriceTable, ProcessResult, TokenCounts } from '../common/index.js';
import type { AgentFailureKind, AgentRequest, AgentResult } from './types.js';

// PATH lookup lives in common/ (the spawner finds perl with it); the agents' door keeps it.
export { findExecutable } from '../common/index.js';

/** What the kernel knows about the run that the config cannot say. */
export interface AgentRuntime {
  /**
   * True when every process of the attempt runs inside the kernel's OS sandbox. Then that
   * sandbox is the boundary: claude gets its permission bypass (with IS_SANDBOX=1, without
   * which it refuses the bypass as root) and codex runs without its own bubblewrap sandbox,
   * which cannot nest inside the kernel's (its commands fail silently there). Outside it,
   * the agents' own permission systems are the last line.
   */
  readonly sandboxed: boolean;
}

export interface AdapterFailure {
  readonly kind: AgentFailureKind;
  readonly message: string;
}

export { NO_TOKENS } from '../common/index.js';

/** What an adapter read from its agent's machine-readable output. */
export interface ParsedRun {
  readonly costUsd: number | null;
  readonly tokens: TokenCounts;
  readonly sessionId: string | null;
  readonly model: string | null;
  readonly summary: string;
  /** The failure the output itself reports (API error, limit), or null. */
  readonly failure: AdapterFailure | null;
  /** True once the agent's final record was seen: a run without it did not finish. */
  readonly complete: boolean;
}

/** Raw output kept per attempt; an agent that floods stdout must not exhaust the kernel. */
const MAX_AGENT_OUTPUT_BYTES = 16 * 1024 * 1024;

/**
 * Kernel variables an agent CLI needs to behave like a normal process. HOME and TMPDIR are
 * not among them: each attempt gets private ones, so no CLI reads the user's own logins,
 * settings or caches, and nothing it leaves behind outlives the attempt.
 */
const PASSED_ENV = ['PATH', 'LANG', 'LC_ALL', 'TERM', 'TZ', 'USER', 'LOGNAME', 'SHELL'];

/** The private state of one attempt, beside its raw log. */
export interface AttemptDirs {
  readonly root: string;
  readonly home: string;
  readonly tmp: string;
}

/**
 * Creates `<raw log without .log>.<type>/{home,tmp}` afresh, removed after the run (the raw
 * log is the record). Inside the OS sandbox, the sandbox's own private HOME and TMPDIR
 * replace these, so adapters derive every other state path from HOME (CODEX_HOME,
 * XDG_*, ~/.claude are the CLIs' defaults under it) and never pin one to this directory.
 */
export function makeAttemptDirs(request: AgentRequest, type: string): AttemptDirs {
  const root = `${request.rawLogPath.replace(/\.log$/, '')}.${type}`;
  rmSync(root, { recursive: true, force: true });
  const dirs = { root, home: join(root, 'home'), tmp: join(root, 'tmp') };
  mkdirSync(dirs.home, { recursive: true, mode: 0o700 });
  mkdirSync(dirs.tmp, { recursive: true, mode: 0o700 });
  return dirs;
}

export function removeAttemptDirs(dirs: AttemptDirs): void {
  rmSync(dirs.root, { recursive: true, force: true });
}

/** The base environment of an agent CLI: allowlisted names, private HOME and TMPDIR. */
export function baseAgentEnv(
  request: AgentRequest,
  dirs: AttemptDirs,
  extra: Readonly<Record<string, string>>,
): Record<string, string> {
  return {
    ...sanitizeEnv(request.hostEnv, PASSED_ENV),
    ...extra,
    HOME: dirs.home,
    TMPDIR: dirs.tmp,
  };
}

/** The key in `keyEnv`, or null when the kernel's environment has none (or an empty one). */
export function readKey(request: AgentRequest, keyEnv: string): string | null {
  const value = request.hostEnv[keyEnv];
  return value === undefined || value.trim() === '' ? null : value;
}

export interface AgentCommand {
  readonly program: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly input?: string;
  /**
   * Watches stdout while the agent runs; a failure it returns stops the agent at once (its
   * whole process group, TERM then KILL) instead of at the deadline.
   */
  readonly watch?: (recentStdout: string) => AdapterFailure | null;
}

/** The process result, and the watch's failure when the watch stopped the agent. */
export type AgentProcessResult = ProcessResult & { readonly stoppedFor: AdapterFailure | null };

/** Stdout kept for the watch across chunk boundaries (a marker split over two reads). */
const WATCH_TAIL_CHARS = 256;

/**
 * Starts the agent through the sandbox wrapper and `runProcess` (group kill at the
 * deadline), and writes its raw output to the attempt's log.
 */
export async function runAgentCommand(
  request: AgentRequest,
  command: AgentCommand,
): Promise<AgentProcessResult> {
  const stop = new AbortController();
  const signal =
    request.signal === undefined ? stop.signal : AbortSignal.any([request.signal, stop.signal]);
  let stoppedFor: AdapterFailure | null = null;
  let tail = '';
  const { watch } = command;
  const onStdout =
    watch === undefined
      ? undefined
      : (chunk: string): void => {
          if (stoppedFor !== null) {
            return;
          }
          tail = (tail + chunk).slice(-(WATCH_TAIL_CHARS + chunk.length));
          stoppedFor = watch(tail);
          if (stoppedFor !== null) {
            stop.abort();
          }
        };
  const launch = request.wrap({
    program: command.program,
    args: command.args,
    env: command.env,
    cwd: request.workspace,
  });
  const result = await runProcess(launch.program, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    timeoutMs: request.timeoutMs,
    maxOutputBytes: MAX_AGENT_OUTPUT_BYTES,
    ...(command.input === undefined ? {} : { input: command.input }),
    signal,
    ...(request.onSpawn === undefined ? {} : { onSpawn: request.onSpawn }),
    ...(onStdout === undefined ? {} : { onStdout }),
  });
  writeFileSync(
    request.rawLogPath,
    [
      `# ${command.program} ${command.args.join(' ')}`,
      `# exit ${String(result.exitCode)} signal ${String(result.signal)} timedOut ${String(result.timedOut)} ${result.durationMs} ms${stopNote(stoppedFor)}`,
      '# stdout',
      result.stdout,
      '# stderr',
      result.stderr,
      '',
    ].join('\n'),
  );
  return { ...result, stoppedFor };
}

function stopNote(stoppedFor: AdapterFailure | null): string {
  return stoppedFor === null ? '' : ` stopped: ${stoppedFor.kind}`;
}

/** An attempt that failed before any process was started (no binary, no key). */
export function refusedResult(request: AgentRequest, failure: AdapterFailure): AgentResult {
  writeFileSync(request.rawLogPath, `# not started: ${failure.message}\n`);
  return {
    exitCode: null,
    timedOut: false,
    costUsd: null,
    tokens: NO_TOKENS,
    sessionId: null,
    model: null,
    summary: failure.message,
    rawLogPath: request.rawLogPath,
    durationMs: 0,
    failure: toFailure(failure),
  };
}

/**
 * Combines the process outcome with what the output says. Order: could not start, killed
 * (deadline or interrupt), a failure the output reports, a non-zero exit, output without
 * its final record. Only a run that passes all of these has `failure: null`.
 */
export function finishRun(
  request: AgentRequest,
  label: string,
  result: ProcessResult & { readonly stoppedFor?: AdapterFailure | null },
  parsed: ParsedRun,
  timeoutFailure?: AdapterFailure,
): AgentResult {
  const failure = pickFailure(request, label, result, parsed, timeoutFailure);
  return {
    exitCode: result.exitCode,
    timedOut: result.timedOut,
    costUsd: parsed.costUsd,
    tokens: parsed.tokens,
    sessionId: parsed.sessionId,
    model: parsed.model,
    summary: failure === null ? parsed.summary : firstLine(failure.message),
    rawLogPath: request.rawLogPath,
    durationMs: result.durationMs,
    failure: failure === null ? null : toFailure(failure),
  };
}

function pickFailure(
  request: AgentRequest,
  label: string,
  result: ProcessResult & { readonly stoppedFor?: AdapterFailure | null },
  parsed: ParsedRun,
  timeoutFailure: AdapterFailure | undefined,
): AdapterFailure | null {
  if (result.spawnError !== null) {
    return { kind: 'spawn', message: `could not start ${label}: ${result.spawnError}` };
  }
  if (result.stoppedFor !== undefined && result.stoppedFor !== null) {
    return result.stoppedFor;
  }
  if (result.timedOut) {
    return (
      timeoutFailure ?? {
        kind: 'timeout',
        message: `${label} did not finish within ${request.timeoutMs} ms and was killed`,
      }
    );
  }
  if (request.signal?.aborted === true) {
    return { kind: 'aborted', message: 'the run was interrupted' };
  }
  if (parsed.failure !== null) {
    return parsed.failure;
  }
  if (result.exitCode !== 0) {
    const how =
      result.exitCode === null
        ? `was killed by ${result.signal ?? 'a signal'}`
        : `exited with code ${result.exitCode}`;
    const tail = lastLines(result.stderr.trim() || result.stdout.trim(), 10);
    return { kind: 'exit', message: `${label} ${how}${tail === '' ? '' : `:\n${tail}`}` };
  }
  if (!parsed.complete) {
    return {
      kind: 'invalid-output',
      message: `${label} exited 0 without its final JSON record; see ${request.rawLogPath}`,
    };
  }
  return null;
}

/** Maps an API's HTTP status to a failure kind; `what` names the agent or API. */
export function failureFromStatus(status: number, what: string, detail: string): AdapterFailure {
  const message = `${what}: the model API answered ${status}${detail === '' ? '' : `: ${detail}`}`;
  if (status === 401 || status === 403) {
    return { kind: 'auth', message: `${message} (check the key the agent's keyEnv names)` };
  }
  if (status === 429) {
    return { kind: 'rate-limit', message };
  }
  if (status >= 500 || status === 408) {
    return { kind: 'server-error', message };
  }
  return { kind: 'api-error', message };
}

const NETWORK_PATTERN =
  /unable to connect|connectionrefused|econnrefused|enotfound|eai_again|connection failed|error sending request|waiting for network|cannot connect to api|fetch failed|network is unreachable/i;

/** True when an error text says the model API could not be reached at all. */
export function isNetworkError(text: string): boolean {
  return NETWORK_PATTERN.test(text);
}

/** Cost from a price table, or null when the model has no price there. */
export function priceTokens(prices: PriceTable, model: string, tokens: TokenCounts): number | null {
  const price: ModelPrice | undefined = prices[model];
  return price === undefined ? null : usdForTokens(price, tokens);
}

/** The lines of a JSONL stream that parse as JSON objects; anything else is skipped. */
export function parseJsonLines(text: string): Record<string, unknown>[] {
  const records: Record<string, unknown>[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{')) {
      continue;
    }
    try {
      const value: unknown = JSON.parse(trimmed);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        records.push(value as Record<string, unknown>);
      }
    } catch {
      // A torn or foreign line (a CLI's log output) is not a record.
    }
  }
  return records;
}

export function firstLine(text: string, maxChars = 200): string {
  return (text.trim().split('\n')[0] ?? '').slice(0, maxChars);
}

function lastLines(text: string, count: number): string {
  return text.split('\n').slice(-count).join('\n');
}

export function toFailure(failure: AdapterFailure): AgentResult['failure'] {
  return { kind: failure.kind, message: failure.message };
}

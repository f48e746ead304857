import { writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { BASE_ENV_ALLOWLIST, runProcess, sanitizeEnv } from '../common/index.js';
import type { ProcessResult } from '../common/index.js';
import type { AgentAdapter, AgentRequest, AgentResult } from './types.js';

export interface ScriptAgentSettings {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly passEnv: readonly string[];
}

/** Raw output kept per attempt; an agent that floods stdout must not exhaust the kernel. */
const MAX_AGENT_OUTPUT_BYTES = 16 * 1024 * 1024;

/**
 * Any command as an agent: the prompt on stdin and in GOVERN_PROMPT_FILE, the task in
 * GOVERN_* variables, exit 0 = the agent claims success. A JSON object on the last line of
 * stdout may report cost and tokens ({"costUsd", "inputTokens", "outputTokens"}).
 */
export function createScriptAgent(name: string, settings: ScriptAgentSettings): AgentAdapter {
  return {
    name,
    type: 'script',
    run: (request) => runScriptAgent(settings, request),
  };
}

export function resolveScriptCommand(command: string, workspace: string): string {
  return command.includes('/') && !isAbsolute(command) ? join(workspace, command) : command;
}

async function runScriptAgent(
  settings: ScriptAgentSettings,
  request: AgentRequest,
): Promise<AgentResult> {
  const env = {
    ...sanitizeEnv(request.hostEnv, [...BASE_ENV_ALLOWLIST, ...settings.passEnv]),
    ...settings.env,
    GOVERN_TASK_ID: request.taskId,
    GOVERN_ATTEMPT: String(request.attempt),
    GOVERN_TARGET_PATH:
      request.targetPaths.length === 1
        ? (request.targetPaths[0] ?? '')
        : JSON.stringify(request.targetPaths),
    GOVERN_PROMPT_FILE: request.promptFile,
    GOVERN_WORKSPACE: request.workspace,
  };
  // The sandbox boundary: the kernel decides what runs around the agent.
  const launch = request.wrap({
    program: resolveScriptCommand(settings.command, request.workspace),
    args: settings.args,
    env,
    cwd: request.workspace,
  });
  const result = await runProcess(launch.program, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    input: request.prompt,
    timeoutMs: request.timeoutMs,
    maxOutputBytes: MAX_AGENT_OUTPUT_BYTES,
    ...(request.signal === undefined ? {} : { signal: request.signal }),
    ...(request.onSpawn === undefined ? {} : { onSpawn: request.onSpawn }),
  });
  writeFileSync(request.rawLogPath, `# stdout\n${result.stdout}\n# stderr\n${result.stderr}\n`);
  return describeRun(settings, request, result);
}

/**
 * What the run says about the attempt: a start failure, a timeout and an abort first (the
 * exit code means nothing then), then the exit code, whose failure quotes the agent's last
 * lines; a success keeps the agent's own words for the summary and the INJECTION gate.
 */
function describeRun(
  settings: ScriptAgentSettings,
  request: AgentRequest,
  result: ProcessResult,
): AgentResult {
  const reported = parseReportedUsage(result.stdout);
  const base = {
    exitCode: result.exitCode,
    timedOut: result.timedOut,
    costUsd: reported.costUsd,
    tokens: reported.tokens,
    sessionId: null,
    model: null,
    rawLogPath: request.rawLogPath,
    durationMs: result.durationMs,
  };
  if (result.spawnError !== null) {
    return {
      ...base,
      summary: `could not start ${settings.command}: ${result.spawnError}`,
      failure: {
        kind: 'spawn',
        message: `could not start ${settings.command}: ${result.spawnError}`,
      },
    };
  }
  if (result.timedOut) {
    return {
      ...base,
      summary: `killed after ${request.timeoutMs} ms`,
      failure: {
        kind: 'timeout',
        message: `the agent did not finish within ${request.timeoutMs} ms and was killed`,
      },
    };
  }
  if (request.signal?.aborted === true) {
    return {
      ...base,
      summary: 'aborted',
      failure: { kind: 'aborted', message: 'the run was interrupted' },
    };
  }
  const tail = lastLines(result.stderr.trim() || result.stdout.trim(), 20);
  if (result.exitCode !== 0) {
    const how =
      result.exitCode === null
        ? `killed by ${result.signal ?? 'a signal'}`
        : `exited with code ${result.exitCode}`;
    return {
      ...base,
      summary: `${settings.command} ${how}`,
      failure: { kind: 'exit', message: `the agent ${how}${tail === '' ? '' : `:\n${tail}`}` },
    };
  }
  // The agent's words: its stdout without the usage line, if it reported one.
  const said = withoutUsageLine(result.stdout.trim());
  return {
    ...base,
    summary: lastLines(said, 1).slice(0, 200) || 'exited 0',
    ...(said === '' ? {} : { message: said.slice(-MAX_MESSAGE_CHARS) }),
    failure: null,
  };
}

/** The agent's final words the INJECTION gate reads (the tail: that is where the message is). */
const MAX_MESSAGE_CHARS = 8_000;

function withoutUsageLine(stdout: string): string {
  const lines = stdout.split('\n');
  const last = lines.at(-1)?.trim() ?? '';
  if (last.startsWith('{') && parseReportedUsage(last).costUsd !== null) {
    return lines.slice(0, -1).join('\n').trimEnd();
  }
  return stdout;
}

interface ReportedUsage {
  readonly costUsd: number | null;
  readonly tokens: { readonly input: number; readonly output: number; readonly cached: number };
}

/** Reads `{"costUsd": 0.4, "inputTokens": 1200, "outputTokens": 300}` from stdout's last line. */
export function parseReportedUsage(stdout: string): ReportedUsage {
  const none: ReportedUsage = { costUsd: null, tokens: { input: 0, output: 0, cached: 0 } };
  const last = stdout.trimEnd().split('\n').at(-1)?.trim() ?? '';
  if (!last.startsWith('{')) {
    return none;
  }
  try {
    const value = JSON.parse(last) as Record<string, unknown>;
    const num = (key: string): number | null => {
      const v = value[key];
      return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
    };
    return {
      costUsd: num('costUsd'),
      tokens: {
        input: num('inputTokens') ?? 0,
        output: num('outputTokens') ?? 0,
        cached: num('cachedTokens') ?? 0,
      },
    };
  } catch {
    return none;
  }
}

function lastLines(text: string, count: number): string {
  return text.split('\n').slice(-count).join('\n');
}

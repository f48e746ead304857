import { z } from 'zod';
import type { ClaudeCodeAgentSettings } from './settings.js';
import {
  baseAgentEnv,
  failureFromStatus,
  findExecutable,
  finishRun,
  firstLine,
  isNetworkError,
  makeAttemptDirs,
  NO_TOKENS,
  parseJsonLines,
  readKey,
  refusedResult,
  removeAttemptDirs,
  runAgentCommand,
} from './cli-agent.js';
import type { AdapterFailure, AgentRuntime, ParsedRun } from './cli-agent.js';
import type { TokenCounts } from '../common/index.js';
import type { AgentAdapter, AgentRequest, AgentResult } from './types.js';

/**
 * Paths the agent must neither read nor edit through claude's own tools. The OS sandbox is
 * the boundary (claude's Bash tool is not bound by these rules); this is defence in depth.
 */
const BUILT_IN_DENY = [
  'Read(./.env)',
  'Read(./.env.*)',
  'Read(**/.env)',
  'Read(**/.env.*)',
  'Read(**/*.pem)',
  'Read(**/*.key)',
  'Read(./secrets/**)',
  'Edit(./.git/**)',
  'Edit(./.governance/**)',
  'Edit(./PROGRESS.json)',
  'WebFetch',
  'WebSearch',
];

/**
 * Claude Code in print mode: `claude -p --bare --output-format stream-json --verbose`, the
 * prompt on stdin, cost, tokens and session from its final `result` record.
 */
export function createClaudeCodeAgent(
  name: string,
  settings: ClaudeCodeAgentSettings,
  runtime: AgentRuntime,
): AgentAdapter {
  return {
    name,
    type: 'claude-code',
    run: (request) => runClaudeCode(settings, runtime, request),
  };
}

/** The argv after the program; pure, for tests and for the audit of what was run. */
export function buildClaudeCodeArgs(
  settings: ClaudeCodeAgentSettings,
  runtime: AgentRuntime,
  remainingBudgetUsd?: number,
): string[] {
  // The cap is the tighter of the agent's own and what the budget has left for the attempt,
  // so claude stops itself before the kernel's ceiling is crossed.
  const cap =
    remainingBudgetUsd === undefined
      ? settings.maxBudgetUsd
      : Math.min(settings.maxBudgetUsd, remainingBudgetUsd);
  const permissions = {
    allow: settings.allowedTools,
    deny: [...BUILT_IN_DENY, ...settings.disallowedTools],
  };
  return [
    '-p',
    '--bare',
    '--output-format',
    'stream-json',
    '--verbose',
    '--model',
    settings.model,
    '--max-turns',
    String(settings.maxTurns),
    '--max-budget-usd',
    String(Math.round(cap * 10_000) / 10_000),
    '--no-session-persistence',
    // Rules go through --settings, not --allowedTools/--disallowedTools: those flags are
    // variadic and would swallow whatever argument follows them.
    '--settings',
    JSON.stringify({ permissions }),
    '--permission-mode',
    runtime.sandboxed ? 'bypassPermissions' : 'acceptEdits',
    ...settings.args,
  ];
}

async function runClaudeCode(
  settings: ClaudeCodeAgentSettings,
  runtime: AgentRuntime,
  request: AgentRequest,
): Promise<AgentResult> {
  const key = readKey(request, settings.keyEnv);
  if (key === null) {
    return refusedResult(request, {
      kind: 'missing-key',
      message: `claude-code: ${settings.keyEnv} is not set in the kernel's environment; export the Anthropic API key there (claude is never started without one: it would wait for a login)`,
    });
  }
  const dirs = makeAttemptDirs(request, 'claude-code');
  try {
    const env = baseAgentEnv(request, dirs, settings.env);
    const program = findExecutable(settings.command, env['PATH'], request.workspace);
    if (program === null) {
      return refusedResult(request, {
        kind: 'spawn',
        message: `claude-code: "${settings.command}" not found in PATH; install @anthropic-ai/claude-code or set "command"`,
      });
    }
    const result = await runAgentCommand(request, {
      program,
      args: buildClaudeCodeArgs(settings, runtime, request.maxBudgetUsd),
      env: {
        ...env,
        ANTHROPIC_API_KEY: key,
        ...(settings.baseUrl === undefined ? {} : { ANTHROPIC_BASE_URL: settings.baseUrl }),
        // Unset, claude retries ~10 times over minutes; the kernel retries the attempt.
        CLAUDE_CODE_MAX_RETRIES: String(settings.maxRetries),
        // No title generation, update checks or telemetry: every model call is the task's.
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_AUTOUPDATER: '1',
        DISABLE_TELEMETRY: '1',
        DISABLE_ERROR_REPORTING: '1',
        ...(runtime.sandboxed ? { IS_SANDBOX: '1' } : {}),
      },
      input: request.prompt,
    });
    return finishRun(request, 'claude', result, parseClaudeStream(result.stdout));
  } finally {
    removeAttemptDirs(dirs);
  }
}

// Foreign output: the schemas keep the fields we read and ignore the rest (not .strict()),
// so a claude release that adds a field does not fail every attempt.
const usageSchema = z.object({
  input_tokens: z.number().nonnegative().default(0),
  output_tokens: z.number().nonnegative().default(0),
  cache_read_input_tokens: z.number().nonnegative().nullish(),
  cache_creation_input_tokens: z.number().nonnegative().nullish(),
});

const modelUsageSchema = z.object({
  inputTokens: z.number().nonnegative().default(0),
  outputTokens: z.number().nonnegative().default(0),
  cacheReadInputTokens: z.number().nonnegative().default(0),
  cacheCreationInputTokens: z.number().nonnegative().default(0),
});

const resultRecordSchema = z.object({
  type: z.literal('result'),
  subtype: z.string(),
  is_error: z.boolean(),
  api_error_status: z.number().int().nullish(),
  result: z.string().optional(),
  errors: z.array(z.string()).optional(),
  session_id: z.string().optional(),
  total_cost_usd: z.number().nonnegative().optional(),
  usage: usageSchema.optional(),
  modelUsage: z.record(z.string(), modelUsageSchema).optional(),
  permission_denials: z.array(z.unknown()).optional(),
});

const initRecordSchema = z.object({
  type: z.literal('system'),
  subtype: z.literal('init'),
  session_id: z.string().optional(),
  model: z.string().optional(),
});

/** Reads claude's stream-json output: the init record and the final result record. */
export function parseClaudeStream(stdout: string): ParsedRun {
  const records = parseJsonLines(stdout);
  const init = records.map((r) => initRecordSchema.safeParse(r)).find((p) => p.success)?.data;
  const resultRecords = records.filter((r) => r['type'] === 'result');
  const last = resultRecords.at(-1);
  const parsed = last === undefined ? undefined : resultRecordSchema.safeParse(last);
  const base = {
    sessionId: init?.session_id ?? null,
    model: init?.model ?? null,
  };
  if (parsed === undefined) {
    return {
      ...base,
      costUsd: null,
      tokens: NO_TOKENS,
      summary: '',
      failure: null,
      complete: false,
    };
  }
  if (!parsed.success) {
    return {
      ...base,
      costUsd: null,
      tokens: NO_TOKENS,
      summary: '',
      failure: {
        kind: 'invalid-output',
        message: `claude's result record does not have the expected shape: ${parsed.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')}`,
      },
      complete: true,
    };
  }
  const result = parsed.data;
  const denials = result.permission_denials?.length ?? 0;
  const text = result.result ?? result.errors?.join('; ') ?? '';
  return {
    sessionId: result.session_id ?? base.sessionId,
    model: base.model ?? Object.keys(result.modelUsage ?? {})[0] ?? null,
    costUsd: result.total_cost_usd ?? null,
    tokens: claudeTokens(result),
    summary:
      (firstLine(text) || `claude finished (${result.subtype})`) +
      (denials > 0 ? ` [${denials} tool call(s) denied]` : ''),
    failure: classifyClaudeResult(result, text),
    complete: true,
  };
}

/** Tokens over every model call (modelUsage, which total_cost_usd is computed from). */
function claudeTokens(result: z.infer<typeof resultRecordSchema>): TokenCounts {
  const perModel = Object.values(result.modelUsage ?? {});
  if (perModel.length > 0) {
    return perModel.reduce<TokenCounts>(
      (sum, m) => ({
        input: sum.input + m.inputTokens + m.cacheReadInputTokens + m.cacheCreationInputTokens,
        output: sum.output + m.outputTokens,
        cached: sum.cached + m.cacheReadInputTokens,
      }),
      NO_TOKENS,
    );
  }
  if (result.usage === undefined) {
    return NO_TOKENS;
  }
  const cacheRead = result.usage.cache_read_input_tokens ?? 0;
  return {
    input: result.usage.input_tokens + cacheRead + (result.usage.cache_creation_input_tokens ?? 0),
    output: result.usage.output_tokens,
    cached: cacheRead,
  };
}

/**
 * `subtype` says "success" even when the API failed: `is_error` and `api_error_status` are
 * what count.
 */
function classifyClaudeResult(
  result: z.infer<typeof resultRecordSchema>,
  text: string,
): AdapterFailure | null {
  if (result.subtype === 'error_max_turns' || result.subtype === 'error_max_budget_usd') {
    return {
      kind: 'limit',
      message: `claude stopped at its limit (${result.subtype}); raise maxTurns/maxBudgetUsd or split the task`,
    };
  }
  if (!result.is_error && !result.subtype.startsWith('error')) {
    return null;
  }
  const status = result.api_error_status;
  if (typeof status === 'number') {
    return failureFromStatus(status, 'claude', firstLine(text));
  }
  if (/not logged in|invalid api key|authentication/i.test(text)) {
    return { kind: 'auth', message: `claude: ${firstLine(text)}` };
  }
  if (isNetworkError(text)) {
    return { kind: 'network', message: `claude could not reach the model API: ${firstLine(text)}` };
  }
  return {
    kind: 'exit',
    message: `claude reported an error (${result.subtype}): ${firstLine(text) || 'no message'}`,
  };
}

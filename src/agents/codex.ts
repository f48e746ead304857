import { z } from 'zod';
import type { CodexAgentSettings } from './settings.js';
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
  priceTokens,
  readKey,
  refusedResult,
  removeAttemptDirs,
  runAgentCommand,
} from './cli-agent.js';
import type { AdapterFailure, AgentRuntime, ParsedRun } from './cli-agent.js';
import type { TokenCounts } from '../common/index.js';
import type { AgentAdapter, AgentRequest, AgentResult } from './types.js';

/** The provider id the adapter defines; codex refuses to redefine its built-in `openai`. */
const PROVIDER_ID = 'govern';

/** What codex prints while it waits, forever, for a network it cannot reach. */
const WAITING_FOR_NETWORK = 'waiting for network';

/**
 * OpenAI Codex: `codex exec --json … -` with the prompt on stdin. Tokens come from
 * `turn.completed.usage`; codex reports no cost, so it is computed from the configured
 * price table (null for a model without a price). An API it cannot connect to makes codex
 * print `waiting for network` and wait without end: the adapter stops it at the first such
 * line (the deadline is the backstop) and the attempt fails as `network`.
 */
export function createCodexAgent(
  name: string,
  settings: CodexAgentSettings,
  runtime: AgentRuntime,
): AgentAdapter {
  return { name, type: 'codex', run: (request) => runCodex(settings, runtime, request) };
}

/** The argv after the program; pure. `-c` values are TOML, so strings are quoted. */
export function buildCodexArgs(
  settings: CodexAgentSettings,
  runtime: AgentRuntime,
  workspace: string,
): string[] {
  const provider = `model_providers.${PROVIDER_ID}`;
  const config = [
    `model_provider=${toml(PROVIDER_ID)}`,
    `${provider}.name=${toml(PROVIDER_ID)}`,
    `${provider}.base_url=${toml(settings.baseUrl)}`,
    `${provider}.env_key=${toml(settings.keyEnv)}`,
    `${provider}.wire_api="responses"`,
    // Websockets fall back to HTTPS after a failed attempt; go straight to HTTPS.
    `${provider}.supports_websockets=false`,
    `${provider}.request_max_retries=${settings.maxRetries}`,
    `${provider}.stream_max_retries=${settings.maxRetries}`,
    // Commands codex runs see only the core variables, never the API key (defence in
    // depth: codex's default already drops names containing KEY, SECRET or TOKEN).
    'shell_environment_policy.inherit="core"',
  ];
  return [
    'exec',
    '--json',
    '--skip-git-repo-check',
    '--ephemeral',
    '--ignore-user-config',
    '-s',
    settings.sandboxMode ?? (runtime.sandboxed ? 'danger-full-access' : 'workspace-write'),
    '-C',
    workspace,
    '-m',
    settings.model,
    ...config.flatMap((entry) => ['-c', entry]),
    ...settings.args,
    '-',
  ];
}

async function runCodex(
  settings: CodexAgentSettings,
  runtime: AgentRuntime,
  request: AgentRequest,
): Promise<AgentResult> {
  const key = readKey(request, settings.keyEnv);
  if (key === null) {
    return refusedResult(request, {
      kind: 'missing-key',
      message: `codex: ${settings.keyEnv} is not set in the kernel's environment; export the API key there`,
    });
  }
  const dirs = makeAttemptDirs(request, 'codex');
  try {
    // codex creates its sandbox helper under CODEX_HOME and refuses to do so under the
    // temp dir, after which every sandboxed command fails. CODEX_HOME stays unset, so it is
    // $HOME/.codex: the private HOME is a sibling of the private TMPDIR, never under it
    // (with or without the OS sandbox, which brings its own pair).
    const env = baseAgentEnv(request, dirs, settings.env);
    const program = findExecutable(settings.command, env['PATH'], request.workspace);
    if (program === null) {
      return refusedResult(request, {
        kind: 'spawn',
        message: `codex: "${settings.command}" not found in PATH; install @openai/codex or set "command"`,
      });
    }
    const result = await runAgentCommand(request, {
      program,
      args: buildCodexArgs(settings, runtime, request.workspace),
      env: { ...env, [settings.keyEnv]: key },
      input: request.prompt,
      // Without a network codex never gives up: stop it at the first sign, not at the deadline.
      watch: (recent) =>
        recent.includes(WAITING_FOR_NETWORK)
          ? {
              kind: 'network',
              message: `codex could not reach ${settings.baseUrl} and waits for the network without end; it was stopped`,
            }
          : null,
    });
    const parsed = parseCodexStream(result.stdout, settings.model);
    const costUsd = parsed.complete
      ? priceTokens(settings.prices, settings.model, parsed.tokens)
      : null;
    return finishRun(
      request,
      'codex',
      result,
      { ...parsed, costUsd },
      result.stdout.includes(WAITING_FOR_NETWORK)
        ? {
            kind: 'network',
            message: `codex could not reach ${settings.baseUrl} and waits for the network without end; it was killed at the deadline`,
          }
        : undefined,
    );
  } finally {
    removeAttemptDirs(dirs);
  }
}

// Foreign output: only the fields we read (not .strict(); codex adds fields over time).
const usageSchema = z.object({
  input_tokens: z.number().nonnegative().default(0),
  cached_input_tokens: z.number().nonnegative().default(0),
  output_tokens: z.number().nonnegative().default(0),
});

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('thread.started'), thread_id: z.string() }),
  z.object({ type: z.literal('turn.completed'), usage: usageSchema }),
  z.object({
    type: z.literal('turn.failed'),
    error: z.object({ message: z.string() }).optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({
    type: z.literal('item.completed'),
    item: z.object({ type: z.string(), text: z.string().optional() }),
  }),
]);

/** Reads `codex exec --json` output. The model is the configured one: codex does not say. */
export function parseCodexStream(stdout: string, model: string): ParsedRun {
  let sessionId: string | null = null;
  let tokens: TokenCounts = NO_TOKENS;
  let completed = false;
  let failedMessage: string | null = null;
  let lastError: string | null = null;
  let lastMessage = '';
  for (const record of parseJsonLines(stdout)) {
    const parsed = eventSchema.safeParse(record);
    if (!parsed.success) {
      continue;
    }
    const event = parsed.data;
    switch (event.type) {
      case 'thread.started':
        sessionId = event.thread_id;
        break;
      case 'turn.completed':
        completed = true;
        tokens = {
          input: tokens.input + event.usage.input_tokens,
          output: tokens.output + event.usage.output_tokens,
          cached: tokens.cached + event.usage.cached_input_tokens,
        };
        break;
      case 'turn.failed':
        failedMessage = event.error?.message ?? lastError ?? 'the turn failed';
        break;
      case 'error':
        lastError = event.message;
        break;
      case 'item.completed':
        if (event.item.type === 'agent_message' && event.item.text !== undefined) {
          lastMessage = event.item.text;
        }
        break;
    }
  }
  return {
    sessionId,
    model,
    costUsd: null,
    tokens,
    summary: firstLine(lastMessage) || 'codex finished the turn',
    failure: failedMessage === null ? null : classifyCodexError(failedMessage),
    complete: completed || failedMessage !== null,
  };
}

/** codex reports API failures as text; these are the shapes 0.171 prints. */
export function classifyCodexError(message: string): AdapterFailure {
  const status = /(?:unexpected status|last status:?)\s+(\d{3})/i.exec(message)?.[1];
  if (status !== undefined) {
    return failureFromStatus(Number(status), 'codex', firstLine(message));
  }
  // codex's wording for HTTP 500 (it drops the status).
  if (/experiencing high demand/i.test(message)) {
    return failureFromStatus(500, 'codex', firstLine(message));
  }
  if (/missing environment variable/i.test(message)) {
    return { kind: 'missing-key', message: `codex: ${firstLine(message)}` };
  }
  if (/quota exceeded|usage limit/i.test(message)) {
    return { kind: 'rate-limit', message: `codex: ${firstLine(message)}` };
  }
  if (isNetworkError(message)) {
    return {
      kind: 'network',
      message: `codex could not reach the model API: ${firstLine(message)}`,
    };
  }
  return { kind: 'exit', message: `codex: the turn failed: ${firstLine(message)}` };
}

function toml(value: string): string {
  // A JSON string literal is a valid TOML basic string for the values used here.
  return JSON.stringify(value);
}

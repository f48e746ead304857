import { z } from 'zod';

/**
 * Config schemas of the agent adapters that drive a real coding agent or model API. Each
 * is one member of the config's discriminated union on `type`. Secrets never appear here:
 * a config names the environment variable that holds a key (`keyEnv`), and only that
 * variable reaches only that agent.
 */

const envName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name');

const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
  .describe('Base URL of the model API.');

/** USD per million tokens for one model. */
export const modelPriceSchema = z
  .object({
    inputUsdPerMTok: z
      .number()
      .min(0)
      .describe('USD per million input tokens that were not read from a cache.'),
    outputUsdPerMTok: z
      .number()
      .min(0)
      .describe('USD per million output tokens (reasoning tokens included).'),
    cachedInputUsdPerMTok: z
      .number()
      .min(0)
      .optional()
      .describe('USD per million input tokens read from a cache; the input price when absent.'),
  })
  .strict();

/**
 * Prices by model name as the API reports or receives it. A model missing from the table
 * has an unknown cost (null), never a cost of 0.
 */
export const priceTableSchema = z
  .record(z.string().min(1), modelPriceSchema)
  .default({})
  .describe('USD prices per million tokens by model name, for agents that report no cost.');

const commonCliFields = {
  args: z
    .array(z.string())
    .default([])
    .describe('Extra arguments appended to the adapter-built command line (argv, no shell).'),
  env: z
    .record(envName, z.string())
    .default({})
    .describe(
      'Extra environment variables for the agent (not secrets: name those in keyEnv). The ' +
        'adapter-set variables win over these.',
    ),
  maxRetries: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(1)
    .describe(
      "The agent's own API retries. Kept small: the kernel retries the attempt with fresh context.",
    ),
};

export const claudeCodeAgentSchema = z
  .object({
    type: z.literal('claude-code').describe('Claude Code (`claude -p`), stream-json output.'),
    command: z
      .string()
      .min(1)
      .default('claude')
      .describe('The claude program (absolute or looked up in PATH).'),
    model: z.string().min(1).describe('Model alias or full name passed to --model.'),
    keyEnv: envName
      .default('ANTHROPIC_API_KEY')
      .describe(
        'Kernel environment variable holding the API key; it reaches claude as ANTHROPIC_API_KEY.',
      ),
    baseUrl: httpUrl.optional().describe('ANTHROPIC_BASE_URL (a gateway or local endpoint).'),
    maxTurns: z.number().int().positive().default(40).describe('--max-turns.'),
    maxBudgetUsd: z
      .number()
      .positive()
      .default(5)
      .describe('--max-budget-usd: claude stops on its own when one attempt costs more.'),
    allowedTools: z
      .array(z.string().min(1))
      .default([])
      .describe(
        'Permission rules to allow without the sandbox (e.g. "Bash(npm test)"); inside the ' +
          'sandbox every tool is allowed except the denied ones.',
      ),
    disallowedTools: z
      .array(z.string().min(1))
      .default([])
      .describe('Permission rules to deny, added to the built-in ones (secrets, .git, network).'),
    ...commonCliFields,
  })
  .strict();

export const codexAgentSchema = z
  .object({
    type: z.literal('codex').describe('OpenAI Codex CLI (`codex exec --json`).'),
    command: z
      .string()
      .min(1)
      .default('codex')
      .describe('The codex program (absolute or looked up in PATH).'),
    model: z.string().min(1).describe('Model name passed to -m.'),
    keyEnv: envName
      .default('OPENAI_API_KEY')
      .describe('Kernel environment variable holding the API key (codex reads it by this name).'),
    baseUrl: httpUrl
      .default('https://api.openai.com/v1')
      .describe('Responses API base URL of the model provider.'),
    sandboxMode: z
      .enum(['read-only', 'workspace-write', 'danger-full-access'])
      .optional()
      .describe(
        "codex's own sandbox for its commands (-s). Default: workspace-write outside the " +
          "kernel's sandbox, danger-full-access inside it (codex's bubblewrap cannot nest there).",
      ),
    prices: priceTableSchema,
    ...commonCliFields,
  })
  .strict();

const openCodeFields = {
  model: z
    .string()
    .regex(/^[^/\s]+\/\S+$/, 'must be provider/model')
    .describe('provider/model, e.g. anthropic/claude-sonnet-4-5 or local/qwen3-coder.'),
  keyEnv: envName.describe(
    'Kernel environment variable holding the API key; the provider reads it as {env:NAME}.',
  ),
  baseUrl: httpUrl.optional().describe("The provider's API base URL (options.baseURL)."),
  npm: z
    .string()
    .min(1)
    .optional()
    .describe(
      'AI SDK package of a custom provider, e.g. @ai-sdk/openai-compatible (bundled in the binary).',
    ),
  maxTurns: z
    .number()
    .int()
    .positive()
    .default(40)
    .describe('Step limit of the build agent (it has none by default and can loop).'),
  prices: priceTableSchema,
  ...commonCliFields,
};

export const opencodeAgentSchema = z
  .object({
    type: z.literal('opencode').describe('OpenCode (`opencode run --format json`).'),
    command: z
      .string()
      .min(1)
      .default('opencode')
      .describe('The opencode program (absolute or looked up in PATH).'),
    ...openCodeFields,
  })
  .strict();

export const kiloAgentSchema = z
  .object({
    type: z.literal('kilo').describe('Kilo Code CLI (`kilo run --format json`; pin 7.7.7).'),
    command: z
      .string()
      .min(1)
      .default('kilo')
      .describe('The kilo program (absolute or looked up in PATH).'),
    ...openCodeFields,
  })
  .strict();

export const aiderAgentSchema = z
  .object({
    type: z.literal('aider').describe('Aider with one message file, no git, no auto commits.'),
    command: z
      .string()
      .min(1)
      .default('aider')
      .describe('The aider program (absolute or looked up in PATH).'),
    model: z
      .string()
      .min(1)
      .describe('--model; required: without it aider starts an OAuth login and waits.'),
    keyEnv: envName.describe(
      'Kernel environment variable holding the key, passed under the same name (e.g. ' +
        'OPENAI_API_KEY, ANTHROPIC_API_KEY); never on the command line.',
    ),
    baseUrl: httpUrl.optional().describe('--openai-api-base for OpenAI-compatible endpoints.'),
    editFormat: z
      .enum(['whole', 'diff', 'diff-fenced', 'udiff'])
      .optional()
      .describe("--edit-format; aider's per-model default when absent."),
    ...commonCliFields,
  })
  .strict();

export const llmAgentSchema = z
  .object({
    type: z
      .literal('llm')
      .describe(
        'One model call through the official SDK; the kernel applies the whole files it returns.',
      ),
    api: z
      .enum(['openai-chat', 'anthropic-messages'])
      .describe(
        'openai-chat also covers OpenAI-compatible local servers (Ollama, vLLM, llama.cpp).',
      ),
    model: z.string().min(1).describe('Model name sent to the API.'),
    keyEnv: envName
      .optional()
      .describe(
        'Kernel environment variable holding the API key; absent for keyless local servers.',
      ),
    baseUrl: httpUrl.optional().describe("The API base URL; the SDK's default when absent."),
    maxOutputTokens: z
      .number()
      .int()
      .positive()
      .default(16_000)
      .describe('Output token limit of the call.'),
    temperature: z.number().min(0).max(2).optional().describe('Sampling temperature.'),
    maxRetries: z
      .number()
      .int()
      .min(0)
      .max(10)
      .default(1)
      .describe("The SDK's own retries within the attempt's time limit."),
    maxFileChars: z
      .number()
      .int()
      .positive()
      .default(100_000)
      .describe(
        'Largest target file sent as current content; a larger one fails the attempt, since a ' +
          'truncated file cannot be rewritten whole.',
      ),
    prices: priceTableSchema,
  })
  .strict();

export type ModelPrice = z.infer<typeof modelPriceSchema>;
export type PriceTable = z.infer<typeof priceTableSchema>;
export type ClaudeCodeAgentSettings = z.infer<typeof claudeCodeAgentSchema>;
export type CodexAgentSettings = z.infer<typeof codexAgentSchema>;
export type OpenCodeAgentSettings = z.infer<typeof opencodeAgentSchema>;
export type KiloAgentSettings = z.infer<typeof kiloAgentSchema>;
export type AiderAgentSettings = z.infer<typeof aiderAgentSchema>;
export type LlmAgentSettings = z.infer<typeof llmAgentSchema>;

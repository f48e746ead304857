import { z } from 'zod';
import type { KiloAgentSettings, OpenCodeAgentSettings } from './settings.js';
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
import type { AdapterFailure, ParsedRun } from './cli-agent.js';
import type { TokenCounts } from '../common/index.js';
import type { AgentAdapter, AgentRequest, AgentResult } from './types.js';

type Settings = OpenCodeAgentSettings | KiloAgentSettings;

/**
 * The agent's own permission rules (defence in depth; the OS sandbox is the boundary).
 * `run` has no one to ask, so "ask" would reject; every rule is allow or deny. The last
 * matching pattern wins.
 */
const PERMISSION = {
  read: {
    '*': 'allow',
    '*.env': 'deny',
    '*.env.*': 'deny',
    '*.pem': 'deny',
    '*.key': 'deny',
    'secrets/**': 'deny',
  },
  edit: {
    '*': 'allow',
    '.git/**': 'deny',
    '.governance/**': 'deny',
    'PROGRESS.json': 'deny',
  },
  bash: 'allow',
  webfetch: 'deny',
  websearch: 'deny',
  codesearch: 'deny',
  external_directory: 'deny',
  doom_loop: 'deny',
} as const;

/**
 * OpenCode (`opencode run --format json`) and its fork Kilo (`kilo run`, same events): the
 * provider, model, permissions and step limit go in OPENCODE_CONFIG_CONTENT /
 * KILO_CONFIG_CONTENT; tokens and cost are summed over the `step_finish` events.
 */
export function createOpenCodeAgent(name: string, settings: Settings): AgentAdapter {
  return { name, type: settings.type, run: (request) => runOpenCode(settings, request) };
}

/** The inline config the agent gets; pure. The key stays in the environment ({env:NAME}). */
export function buildOpenCodeConfig(settings: Settings): Record<string, unknown> {
  const slash = settings.model.indexOf('/');
  const providerId = settings.model.slice(0, slash);
  const modelId = settings.model.slice(slash + 1);
  const price = settings.prices[settings.model] ?? settings.prices[modelId];
  return {
    model: settings.model,
    small_model: settings.model,
    autoupdate: false,
    share: 'disabled',
    provider: {
      [providerId]: {
        ...(settings.npm === undefined ? {} : { npm: settings.npm }),
        options: {
          apiKey: `{env:${settings.keyEnv}}`,
          ...(settings.baseUrl === undefined ? {} : { baseURL: settings.baseUrl }),
        },
        models: {
          [modelId]: {
            tool_call: true,
            ...(price === undefined
              ? {}
              : {
                  cost: {
                    input: price.inputUsdPerMTok,
                    output: price.outputUsdPerMTok,
                    cache_read: price.cachedInputUsdPerMTok ?? price.inputUsdPerMTok,
                  },
                }),
          },
        },
      },
    },
    agent: {
      // The title call is a model call the JSON events never report: its cost would be
      // invisible to the budget.
      title: { disable: true },
      build: { steps: settings.maxTurns },
    },
    permission: PERMISSION,
  };
}

export function buildOpenCodeArgs(settings: Settings, workspace: string): string[] {
  // --pure: no external plugins (code that would run with the agent's rights).
  return [
    'run',
    '--pure',
    '--format',
    'json',
    '-m',
    settings.model,
    '--dir',
    workspace,
    ...settings.args,
  ];
}

/** Variables that keep the run offline but for the model, quiet, and blind to the repo's own config. */
function flavorEnv(settings: Settings): Record<string, string> {
  const prefix = settings.type === 'kilo' ? 'KILO' : 'OPENCODE';
  const env: Record<string, string> = {
    [`${prefix}_CONFIG_CONTENT`]: JSON.stringify(buildOpenCodeConfig(settings)),
    [`${prefix}_DISABLE_AUTOUPDATE`]: '1',
    // The models.dev fetch times out offline (~8 s per run); the model is defined inline.
    [`${prefix}_DISABLE_MODELS_FETCH`]: '1',
    // The governed repository must not change the agent's provider, permissions or plugins.
    [`${prefix}_DISABLE_PROJECT_CONFIG`]: '1',
    [`${prefix}_DISABLE_DEFAULT_PLUGINS`]: '1',
    [`${prefix}_DISABLE_LSP_DOWNLOAD`]: '1',
    [`${prefix}_DISABLE_CLAUDE_CODE`]: '1',
    [`${prefix}_DISABLE_EXTERNAL_SKILLS`]: '1',
    [`${prefix}_DISABLE_SHARE`]: '1',
  };
  if (settings.type === 'kilo') {
    Object.assign(env, {
      KILO_SESSION_RETRY_LIMIT: String(settings.maxRetries),
      KILO_TELEMETRY_LEVEL: 'off',
      KILO_DISABLE_SESSION_INGEST: '1',
      KILO_DISABLE_PRESENCE: '1',
      KILO_DISABLE_CODEBASE_INDEXING: '1',
      KILO_NO_DAEMON: '1',
    });
  }
  return env;
}

async function runOpenCode(settings: Settings, request: AgentRequest): Promise<AgentResult> {
  const label = settings.type;
  const key = readKey(request, settings.keyEnv);
  if (key === null) {
    return refusedResult(request, {
      kind: 'missing-key',
      message: `${label}: ${settings.keyEnv} is not set in the kernel's environment; export the API key there (without one ${label} falls back to its own hosted provider)`,
    });
  }
  const dirs = makeAttemptDirs(request, label);
  try {
    const env = baseAgentEnv(request, dirs, settings.env);
    const program = findExecutable(settings.command, env['PATH'], request.workspace);
    if (program === null) {
      return refusedResult(request, {
        kind: 'spawn',
        message: `${label}: "${settings.command}" not found in PATH; install ${label === 'kilo' ? '@kilocode/cli@7.7.7' : 'opencode-ai'} or set "command"`,
      });
    }
    const result = await runAgentCommand(request, {
      program,
      args: buildOpenCodeArgs(settings, request.workspace),
      env: { ...env, ...flavorEnv(settings), [settings.keyEnv]: key },
      input: request.prompt,
    });
    const priced = settings.prices[settings.model] !== undefined;
    const parsed = parseOpenCodeStream(result.stdout, { label, model: settings.model, priced });
    return finishRun(request, label, result, parsed);
  } finally {
    removeAttemptDirs(dirs);
  }
}

// Foreign output: only the fields we read (not .strict()).
const stepFinishSchema = z.object({
  type: z.literal('step_finish'),
  sessionID: z.string().optional(),
  part: z.object({
    reason: z.string().optional(),
    cost: z.number().nonnegative().default(0),
    tokens: z
      .object({
        input: z.number().nonnegative().default(0),
        output: z.number().nonnegative().default(0),
        reasoning: z.number().nonnegative().default(0),
        cache: z
          .object({
            read: z.number().nonnegative().default(0),
            write: z.number().nonnegative().default(0),
          })
          .optional(),
      })
      .optional(),
  }),
});

const errorEventSchema = z.object({
  type: z.literal('error'),
  error: z
    .object({
      name: z.string().optional(),
      data: z
        .object({
          message: z.string().optional(),
          statusCode: z.number().int().optional(),
        })
        .optional(),
    })
    .optional(),
});

const textEventSchema = z.object({
  type: z.literal('text'),
  part: z.object({ text: z.string() }),
});

/**
 * Reads `run --format json` events. A step that ends in tool calls is not the end: the run
 * is complete when the last `step_finish` has reason "stop". Each step's tokens are its
 * own, so they are summed; `input` there excludes cache reads, which are added back.
 * A cost of 0 from a model without a configured price means "unknown", not free.
 */
export function parseOpenCodeStream(
  stdout: string,
  options: { readonly label: string; readonly model: string; readonly priced: boolean },
): ParsedRun {
  const { label, model, priced } = options;
  let sessionId: string | null = null;
  let tokens: TokenCounts = NO_TOKENS;
  let cost = 0;
  let lastReason: string | null = null;
  let failure: AdapterFailure | null = null;
  let lastText = '';
  for (const record of parseJsonLines(stdout)) {
    if (sessionId === null && typeof record['sessionID'] === 'string') {
      sessionId = record['sessionID'];
    }
    const step = stepFinishSchema.safeParse(record);
    if (step.success) {
      const t = step.data.part.tokens;
      const cacheRead = t?.cache?.read ?? 0;
      tokens = {
        input: tokens.input + (t?.input ?? 0) + cacheRead + (t?.cache?.write ?? 0),
        output: tokens.output + (t?.output ?? 0) + (t?.reasoning ?? 0),
        cached: tokens.cached + cacheRead,
      };
      cost += step.data.part.cost;
      lastReason = step.data.part.reason ?? null;
      continue;
    }
    const error = errorEventSchema.safeParse(record);
    if (error.success) {
      failure = classifyOpenCodeError(label, error.data);
      continue;
    }
    const text = textEventSchema.safeParse(record);
    if (text.success) {
      lastText = text.data.part.text;
    }
  }
  if (failure === null && lastReason !== null && lastReason !== 'stop') {
    failure = {
      kind: 'limit',
      message: `${label}: the last step ended with "${lastReason}", not "stop" (step limit or output length reached)`,
    };
  }
  return {
    sessionId,
    model,
    costUsd: cost > 0 || priced ? cost : null,
    tokens,
    summary: firstLine(lastText) || `${label} finished`,
    failure,
    complete: lastReason !== null,
  };
}

function classifyOpenCodeError(
  label: string,
  event: z.infer<typeof errorEventSchema>,
): AdapterFailure {
  const name = event.error?.name ?? 'error';
  const message = event.error?.data?.message ?? name;
  const status = event.error?.data?.statusCode;
  if (status !== undefined) {
    return failureFromStatus(status, label, firstLine(message));
  }
  if (name === 'ProviderAuthError') {
    return {
      kind: 'auth',
      message: `${label}: the provider refused the key: ${firstLine(message)}`,
    };
  }
  if (isNetworkError(message)) {
    return {
      kind: 'network',
      message: `${label} could not reach the model API: ${firstLine(message)}`,
    };
  }
  return { kind: 'exit', message: `${label}: ${name}: ${firstLine(message)}` };
}

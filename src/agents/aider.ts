import type { AiderAgentSettings } from './settings.js';
import {
  baseAgentEnv,
  findExecutable,
  finishRun,
  firstLine,
  makeAttemptDirs,
  NO_TOKENS,
  readKey,
  refusedResult,
  removeAttemptDirs,
  runAgentCommand,
} from './cli-agent.js';
import type { AdapterFailure, ParsedRun } from './cli-agent.js';
import type { TokenCounts } from '../common/index.js';
import type { AgentAdapter, AgentRequest, AgentResult } from './types.js';

/**
 * Aider, one message and exit. Choices for a kernel that commits itself:
 * - `--no-git` (plus `--no-auto-commits`, `--no-dirty-commits`, `--no-gitignore` in case a
 *   config turns git back on): aider never touches the repository's git state, and its
 *   repo map, which needs git, is replaced by the context the kernel already put in the
 *   prompt. The target paths are added with `--file`.
 * - `--yes-always`: answers its questions. It answers "no" to running shell commands
 *   (aider's `explicit_yes_required`), so the model's commands never run; tests are the
 *   gates' job.
 * - Its config, `.env`, model settings and history files are /dev/null: the governed
 *   repository's `.env` and `.aider*` settings never reach aider, aider writes no `.aider*`
 *   files into the work tree, and nothing needs a writable path the sandbox lacks.
 * - Always an explicit `--model` and key: without them aider starts an OAuth login and
 *   waits five minutes. The key goes through the environment, never argv (`ps` shows argv).
 * Aider prints no JSON: tokens and cost come from its `Tokens: … Cost: …` lines, which
 * round counts of 1,000 and more (`2.4k`). Input is what aider calls "sent" (litellm's
 * prompt_tokens, whose cache accounting differs by provider) and cached its "cache hit".
 */
export function createAiderAgent(name: string, settings: AiderAgentSettings): AgentAdapter {
  return { name, type: 'aider', run: (request) => runAider(settings, request) };
}

/** Stands in for every file aider would read settings from or write history to. */
const NULL_FILE = '/dev/null';

export function buildAiderArgs(
  settings: AiderAgentSettings,
  request: Pick<AgentRequest, 'promptFile' | 'targetPaths'>,
): string[] {
  return [
    '--model',
    settings.model,
    '--message-file',
    request.promptFile,
    '--yes-always',
    '--no-git',
    '--no-auto-commits',
    '--no-dirty-commits',
    '--no-gitignore',
    '--no-pretty',
    '--no-stream',
    '--no-fancy-input',
    '--no-check-update',
    '--analytics-disable',
    '--no-show-release-notes',
    '--no-show-model-warnings',
    '--no-suggest-shell-commands',
    '--no-detect-urls',
    '--encoding',
    'utf-8',
    '--config',
    NULL_FILE,
    '--env-file',
    NULL_FILE,
    '--model-settings-file',
    NULL_FILE,
    '--model-metadata-file',
    NULL_FILE,
    '--chat-history-file',
    NULL_FILE,
    '--input-history-file',
    NULL_FILE,
    ...(settings.baseUrl === undefined ? [] : ['--openai-api-base', settings.baseUrl]),
    ...(settings.editFormat === undefined ? [] : ['--edit-format', settings.editFormat]),
    ...request.targetPaths.flatMap((path) => ['--file', path]),
    ...settings.args,
  ];
}

async function runAider(settings: AiderAgentSettings, request: AgentRequest): Promise<AgentResult> {
  const key = readKey(request, settings.keyEnv);
  if (key === null) {
    return refusedResult(request, {
      kind: 'missing-key',
      message: `aider: ${settings.keyEnv} is not set in the kernel's environment; export the API key there (aider is never started without one: it would wait 5 minutes for a browser login)`,
    });
  }
  const dirs = makeAttemptDirs(request, 'aider');
  try {
    const env = baseAgentEnv(request, dirs, settings.env);
    const program = findExecutable(settings.command, env['PATH'], request.workspace);
    if (program === null) {
      return refusedResult(request, {
        kind: 'spawn',
        message: `aider: "${settings.command}" not found in PATH; install aider-chat or set "command"`,
      });
    }
    const result = await runAgentCommand(request, {
      program,
      args: buildAiderArgs(settings, request),
      env: { ...env, [settings.keyEnv]: key },
    });
    return finishRun(request, 'aider', result, parseAiderOutput(result.stdout));
  } finally {
    removeAttemptDirs(dirs);
  }
}

const TOKENS_LINE =
  /^Tokens: ([\d.,]+k?) sent(?:, ([\d.,]+k?) cache write)?(?:, ([\d.,]+k?) cache hit)?, ([\d.,]+k?) received\./;
const COST_PART = /Cost: \$([\d.]+) message, \$([\d.]+) session\./;
const MAIN_MODEL = /^Main model: (\S+)/;
const APPLIED = /^Applied edit to (.+)$/;

/** litellm exception names and aider's own sentences for them (aider/exceptions.py). */
const ERROR_PATTERNS: readonly [RegExp, AdapterFailure['kind']][] = [
  [/litellm\.AuthenticationError|not able to authenticate you/, 'auth'],
  [/litellm\.(?:RateLimitError|RouterRateLimitError)|has rate limited you/, 'rate-limit'],
  [
    /litellm\.(?:InternalServerError|ServiceUnavailableError|Timeout)|servers are down or overloaded|timed out without returning/,
    'server-error',
  ],
  [/litellm\.APIConnectionError/, 'network'],
  [/litellm\.(?:NotFoundError|BadRequestError|ContextWindowExceededError)/, 'api-error'],
];

/**
 * Reads aider's plain-text output. An error that a later successful call follows was
 * retried away; only an error after the last `Tokens:` line failed the run.
 */
export function parseAiderOutput(stdout: string): ParsedRun {
  const lines = stdout.split('\n').map((line) => line.trimEnd());
  let tokens: TokenCounts = NO_TOKENS;
  let sessionCost: number | null = null;
  let model: string | null = null;
  let lastTokensAt = -1;
  let lastError: { at: number; kind: AdapterFailure['kind']; line: string } | null = null;
  const applied: string[] = [];
  for (const [at, line] of lines.entries()) {
    const tokenMatch = TOKENS_LINE.exec(line);
    if (tokenMatch !== null) {
      lastTokensAt = at;
      tokens = {
        input: tokens.input + parseAiderCount(tokenMatch[1]),
        output: tokens.output + parseAiderCount(tokenMatch[4]),
        cached: tokens.cached + parseAiderCount(tokenMatch[3]),
      };
    }
    const cost = COST_PART.exec(line);
    if (cost?.[2] !== undefined) {
      sessionCost = Number(cost[2]);
    }
    model ??= MAIN_MODEL.exec(line)?.[1] ?? null;
    const edit = APPLIED.exec(line)?.[1];
    if (edit !== undefined) {
      applied.push(edit);
    }
    for (const [pattern, kind] of ERROR_PATTERNS) {
      if (pattern.test(line)) {
        lastError = { at, kind, line };
        break;
      }
    }
  }
  const failure: AdapterFailure | null =
    lastError !== null && lastError.at > lastTokensAt
      ? { kind: lastError.kind, message: `aider: ${firstLine(lastError.line)}` }
      : null;
  return {
    sessionId: null,
    model,
    costUsd: sessionCost,
    tokens,
    summary:
      applied.length > 0 ? `applied edits to ${applied.join(', ')}` : 'aider applied no edit',
    failure,
    complete: lastTokensAt >= 0 || failure !== null,
  };
}

/** `16` -> 16, `1,234` -> 1234, `2.4k` -> 2400, `12k` -> 12000 (aider's format_tokens). */
export function parseAiderCount(text: string | undefined): number {
  if (text === undefined) {
    return 0;
  }
  const plain = text.replaceAll(',', '');
  return plain.endsWith('k')
    ? Math.round(Number(plain.slice(0, -1)) * 1000)
    : Math.round(Number(plain));
}

import { existsSync, lstatSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import type { LlmAgentSettings } from './settings.js';
import {
  failureFromStatus,
  firstLine,
  isNetworkError,
  NO_TOKENS,
  priceTokens,
  readKey,
  refusedResult,
  toFailure,
} from './cli-agent.js';
import type { AdapterFailure } from './cli-agent.js';
import type { TokenCounts } from '../common/index.js';
import type { AgentAdapter, AgentRequest, AgentResult } from './types.js';

/**
 * One model call through the official SDK (OpenAI chat completions, which local servers
 * such as Ollama, vLLM and llama.cpp also speak, or Anthropic messages) asking for whole
 * files; the kernel writes them, only inside the task's target paths.
 *
 * Not sandboxed, on purpose: the call is made by the kernel process itself, and nothing
 * the model returns is executed. The answer is data that is parsed, checked against the
 * target paths and written by the kernel; the gates then judge it like any agent's change.
 * The only network peer is the configured API, and only the key `keyEnv` names is used.
 */
export function createLlmAgent(name: string, settings: LlmAgentSettings): AgentAdapter {
  return {
    name,
    type: 'llm',
    // The model reads nothing itself: the gateway inlines the target files, redacted.
    inlineTargets: { maxFileChars: settings.maxFileChars },
    run: (request) => runLlm(settings, request),
  };
}

const FILE_START = /^=== FILE: (.+?) ===$/;
const FILE_END = '=== END FILE ===';

export function buildLlmSystemPrompt(targetPaths: readonly string[]): string {
  return [
    'You change files by writing each changed file out in full. For every file you change,',
    'your reply contains one block:',
    '',
    '=== FILE: <path> ===',
    '<the complete new content of the file>',
    FILE_END,
    '',
    `Only these paths may be written: ${targetPaths.join(', ')}.`,
    'Write the whole file, never a diff or an excerpt, and do not wrap it in markdown fences.',
    'Text outside the blocks is not applied; keep it to one sentence saying what you changed.',
  ].join('\n');
}

export interface FileBlock {
  readonly path: string;
  readonly content: string;
}

/** Parses the reply's file blocks; any malformed block makes the whole answer invalid. */
export function parseFileBlocks(text: string): { files: FileBlock[]; problems: string[] } {
  const files: FileBlock[] = [];
  const problems: string[] = [];
  let current: { path: string; lines: string[] } | null = null;
  for (const line of text.split('\n')) {
    const bare = line.replace(/\r$/, '');
    if (current === null) {
      const start = FILE_START.exec(bare);
      if (start?.[1] !== undefined) {
        current = { path: start[1].trim(), lines: [] };
      }
      continue;
    }
    if (bare === FILE_END) {
      const content = current.lines.length === 0 ? '' : `${current.lines.join('\n')}\n`;
      if (files.some((file) => file.path === current?.path)) {
        problems.push(`${current.path} appears twice`);
      }
      files.push({ path: current.path, content });
      current = null;
      continue;
    }
    current.lines.push(bare);
  }
  if (current !== null) {
    problems.push(
      `the block for ${current.path} has no "${FILE_END}" line (was the answer cut off?)`,
    );
  }
  return { files, problems };
}

/** null when `path` may be written for these targets, else why not. */
export function checkTargetPath(path: string, targetPaths: readonly string[]): string | null {
  const normalized = posix.normalize(path);
  if (
    posix.isAbsolute(normalized) ||
    normalized === '..' ||
    normalized.startsWith('../') ||
    normalized !== path.replace(/^\.\//, '')
  ) {
    return `${path} is not a plain relative path inside the workspace`;
  }
  // The kernel's own state is never the model's to write, whatever the targets say.
  if (/^(\.git|\.governance)(\/|$)/.test(normalized) || normalized === 'PROGRESS.json') {
    return `${path} belongs to the kernel (.git, .governance, PROGRESS.json)`;
  }
  const allowed = targetPaths.some((target) => {
    const t = posix.normalize(target);
    return t.endsWith('/') ? normalized.startsWith(t) : normalized === t;
  });
  return allowed ? null : `${path} is not one of the target paths (${targetPaths.join(', ')})`;
}

/**
 * Writes the files after checking every one of them: all or nothing. A path outside the
 * targets, through a symlink, or resolving outside the workspace refuses the whole answer.
 */
export function applyFileBlocks(
  workspace: string,
  targetPaths: readonly string[],
  files: readonly FileBlock[],
  restore: (text: string) => string = (text) => text,
): string | null {
  const root = realpathSync(workspace);
  for (const file of files) {
    const problem = checkTargetPath(file.path, targetPaths);
    if (problem !== null) {
      return problem;
    }
    const full = join(root, file.path);
    if (existsSync(full) && !lstatSync(full).isFile()) {
      return `${file.path} exists and is not a regular file (a symlink or a directory)`;
    }
    let parent = dirname(full);
    while (!existsSync(parent)) {
      parent = dirname(parent);
    }
    const inside = relative(root, realpathSync(parent));
    if (inside.startsWith('..') || inside.split(sep)[0] === '..') {
      return `${file.path} resolves outside the workspace`;
    }
  }
  for (const file of files) {
    const full = join(root, file.path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, restore(file.content));
  }
  return null;
}

interface ModelAnswer {
  readonly text: string;
  readonly model: string | null;
  readonly tokens: TokenCounts;
  /** True when the model stopped at the output limit: the files may be cut off. */
  readonly truncated: boolean;
  readonly id: string | null;
}

async function runLlm(settings: LlmAgentSettings, request: AgentRequest): Promise<AgentResult> {
  let key = 'none';
  if (settings.keyEnv !== undefined) {
    const found = readKey(request, settings.keyEnv);
    if (found === null) {
      return refusedResult(request, {
        kind: 'missing-key',
        message: `llm: ${settings.keyEnv} is not set in the kernel's environment; export the API key there`,
      });
    }
    key = found;
  }
  const user = { text: request.prompt };
  const system = buildLlmSystemPrompt(request.targetPaths);
  const started = performance.now();
  const deadline = AbortSignal.timeout(request.timeoutMs);
  const signal =
    request.signal === undefined ? deadline : AbortSignal.any([request.signal, deadline]);
  let answer: ModelAnswer;
  try {
    answer =
      settings.api === 'openai-chat'
        ? await callOpenAiChat(settings, key, system, user.text, signal, request.timeoutMs)
        : await callAnthropic(settings, key, system, user.text, signal, request.timeoutMs);
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const failure = classifySdkError(error, deadline.aborted, request);
    writeFileSync(
      request.rawLogPath,
      `# ${settings.api} ${settings.model}\n# failed: ${failure.message}\n`,
    );
    return {
      exitCode: null,
      timedOut: failure.kind === 'timeout',
      costUsd: null,
      tokens: NO_TOKENS,
      sessionId: null,
      model: settings.model,
      summary: firstLine(failure.message),
      rawLogPath: request.rawLogPath,
      durationMs,
      failure: toFailure(failure),
    };
  }
  const durationMs = Math.round(performance.now() - started);
  writeFileSync(
    request.rawLogPath,
    `# ${settings.api} ${answer.model ?? settings.model} ${JSON.stringify(answer.tokens)}\n${answer.text}\n`,
  );
  const failure = applyAnswer(answer, request);
  const costUsd =
    priceTokens(settings.prices, settings.model, answer.tokens) ??
    (answer.model === null ? null : priceTokens(settings.prices, answer.model, answer.tokens));
  return {
    exitCode: failure === null ? 0 : null,
    timedOut: false,
    costUsd,
    tokens: answer.tokens,
    sessionId: answer.id,
    model: answer.model ?? settings.model,
    summary:
      failure === null
        ? firstLine(outsideBlocks(answer.text)) || 'wrote the target files'
        : firstLine(failure.message),
    rawLogPath: request.rawLogPath,
    durationMs,
    failure: failure === null ? null : toFailure(failure),
  };
}

function applyAnswer(answer: ModelAnswer, request: AgentRequest): AdapterFailure | null {
  if (answer.truncated) {
    return {
      kind: 'limit',
      message:
        'llm: the model stopped at maxOutputTokens; nothing was written (raise it or split the task)',
    };
  }
  const { files, problems } = parseFileBlocks(answer.text);
  if (problems.length > 0) {
    return { kind: 'invalid-output', message: `llm: ${problems.join('; ')}; nothing was written` };
  }
  if (files.length === 0) {
    return {
      kind: 'invalid-output',
      message: `llm: the answer holds no "=== FILE: <path> ===" block; nothing was written`,
    };
  }
  const refused = applyFileBlocks(
    request.workspace,
    request.targetPaths,
    files,
    request.restoreRedacted,
  );
  return refused === null
    ? null
    : {
        kind: 'invalid-output',
        message: `llm: refused the answer: ${refused}; nothing was written`,
      };
}

async function callOpenAiChat(
  settings: LlmAgentSettings,
  apiKey: string,
  system: string,
  user: string,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<ModelAnswer> {
  // Every option the SDK would otherwise read from the kernel's environment is explicit.
  // The SDKs load on the first call (~250 ms): commands that never call a model skip them.
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    apiKey,
    baseURL: settings.baseUrl ?? 'https://api.openai.com/v1',
    organization: null,
    project: null,
    maxRetries: settings.maxRetries,
    timeout: timeoutMs,
  });
  const completion = await client.chat.completions.create(
    {
      model: settings.model,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      max_completion_tokens: settings.maxOutputTokens,
      ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }),
    },
    { signal, timeout: timeoutMs },
  );
  const choice = completion.choices[0];
  const usage = completion.usage;
  return {
    text: choice?.message.content ?? '',
    model: completion.model,
    id: completion.id,
    truncated: choice?.finish_reason === 'length',
    tokens: {
      input: usage?.prompt_tokens ?? 0,
      output: usage?.completion_tokens ?? 0,
      cached: usage?.prompt_tokens_details?.cached_tokens ?? 0,
    },
  };
}

async function callAnthropic(
  settings: LlmAgentSettings,
  apiKey: string,
  system: string,
  user: string,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<ModelAnswer> {
  const { default: Anthropic } = await import('@anthropic-ai/sdk');
  const client = new Anthropic({
    apiKey,
    authToken: null,
    baseURL: settings.baseUrl ?? 'https://api.anthropic.com',
    maxRetries: settings.maxRetries,
    timeout: timeoutMs,
  });
  // Streaming: the SDK refuses long non-streaming calls, and a whole-file answer can be long.
  const message = await client.messages
    .stream(
      {
        model: settings.model,
        max_tokens: settings.maxOutputTokens,
        system,
        messages: [{ role: 'user', content: user }],
        ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }),
      },
      { signal, timeout: timeoutMs },
    )
    .finalMessage();
  const cacheRead = message.usage.cache_read_input_tokens ?? 0;
  return {
    text: message.content.map((block) => (block.type === 'text' ? block.text : '')).join(''),
    model: message.model,
    id: message.id,
    truncated: message.stop_reason === 'max_tokens',
    tokens: {
      input:
        message.usage.input_tokens + cacheRead + (message.usage.cache_creation_input_tokens ?? 0),
      output: message.usage.output_tokens,
      cached: cacheRead,
    },
  };
}

/**
 * True when `error` is an instance of a class named `name` (both SDKs name their error
 * classes alike). By name, not instanceof, so the SDKs need not be loaded to classify.
 */
function hasErrorClass(error: unknown, name: string): boolean {
  for (
    let proto: unknown =
      typeof error === 'object' && error !== null ? Object.getPrototypeOf(error) : null;
    proto !== null && proto !== undefined;
    proto = Object.getPrototypeOf(proto)
  ) {
    const ctor: unknown = (proto as { constructor?: unknown }).constructor;
    if (typeof ctor === 'function' && ctor.name === name) {
      return true;
    }
  }
  return false;
}

/** SDK errors to attempt failures: status first, then timeouts, aborts and connection errors. */
export function classifySdkError(
  error: unknown,
  deadlinePassed: boolean,
  request: Pick<AgentRequest, 'timeoutMs' | 'signal'>,
): AdapterFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (deadlinePassed) {
    return {
      kind: 'timeout',
      message: `llm: the model did not answer within ${request.timeoutMs} ms; the call was aborted`,
    };
  }
  if (request.signal?.aborted === true) {
    return { kind: 'aborted', message: 'the run was interrupted' };
  }
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status === 'number') {
    return failureFromStatus(status, 'llm', firstLine(message));
  }
  if (hasErrorClass(error, 'APIConnectionTimeoutError')) {
    return { kind: 'timeout', message: `llm: the request timed out: ${firstLine(message)}` };
  }
  if (hasErrorClass(error, 'APIConnectionError') || isNetworkError(message)) {
    return {
      kind: 'network',
      message: `llm: could not reach the model API: ${firstLine(message)}`,
    };
  }
  return { kind: 'invalid-output', message: `llm: the call failed: ${firstLine(message)}` };
}

function outsideBlocks(text: string): string {
  return text.replace(/^=== FILE: [\s\S]*?^=== END FILE ===$/gm, '').trim();
}

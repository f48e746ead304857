import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendAnswer, sendError } from './fake-model-wire.js';
import type { FakeApi, FakeUsage, ToolCall } from './fake-model-wire.js';

export type { FakeApi, FakeUsage } from './fake-model-wire.js';

/**
 * What the fake model answers:
 * - `text`: a plain answer;
 * - `shell`: to a request that offers a shell tool and holds no tool result yet, ONE call of
 *   that tool running `command` (Claude `Bash`, Codex `exec_command`/`shell`, OpenCode
 *   `bash`); once the client sends the tool result back, the `text` answer;
 * - `tool`: the same with the named tool and input as given (a CLI's own edit or read tool);
 * - `error`: every model request fails with this HTTP status;
 * - `hang`: no answer at all (for deadlines).
 */
export type FakeReply =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly usage?: FakeUsage;
    }
  | {
      readonly kind: 'shell';
      readonly command: string;
      readonly text?: string;
      readonly usage?: FakeUsage;
      readonly finalUsage?: FakeUsage;
    }
  | {
      readonly kind: 'tool';
      readonly name: string;
      readonly input: Readonly<Record<string, unknown>>;
      readonly text?: string;
      readonly usage?: FakeUsage;
      readonly finalUsage?: FakeUsage;
    }
  | { readonly kind: 'error'; readonly status: number; readonly message?: string }
  | { readonly kind: 'hang' };

/** One request the server received, for assertions on what a client sent. */
export interface RecordedRequest {
  readonly api: FakeApi | 'other';
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body text. */
  readonly body: string;
  /** The parsed JSON body, or null. */
  readonly json: unknown;
  /** Which answer it got: 'tool-call', 'text', 'error', 'hang' or 'not-found'. */
  readonly answer: string;
  readonly usage: FakeUsage | null;
}

export interface FakeModelServer {
  /** `http://127.0.0.1:PORT` (no trailing slash, no /v1). */
  readonly url: string;
  readonly requests: readonly RecordedRequest[];
  /** Sets the answer for the following requests (default: text "OK"). */
  script(reply: FakeReply): void;
  /**
   * Answers requests whose body contains `marker` (a task's prompt carries it) with `reply`,
   * whatever `script` says: one run of several tasks can meet several behaviours.
   */
  route(marker: string, reply: FakeReply): void;
  close(): Promise<void>;
}

const DEFAULT_USAGE: FakeUsage = { input: 12, output: 3 };
const SHELL_TOOL_NAMES = ['bash', 'exec_command', 'shell'];

/**
 * A model server on 127.0.0.1 (port 0) that speaks just enough of the Anthropic messages,
 * OpenAI responses and OpenAI chat completions APIs, streamed and not, for the real agent
 * CLIs to run a turn against it. Nothing leaves the machine.
 */
export async function startFakeModelServer(
  initial: FakeReply = { kind: 'text', text: 'OK' },
): Promise<FakeModelServer> {
  let reply = initial;
  const routes = new Map<string, FakeReply>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const record = (api: RecordedRequest['api'], answer: string, usage: FakeUsage | null) => {
        requests.push({
          api,
          method: req.method ?? '',
          path: req.url ?? '',
          headers: flattenHeaders(req),
          body,
          json: parseJson(body),
          answer,
          usage,
        });
      };
      const routed = [...routes].find(([marker]) => body.includes(marker))?.[1];
      handle(routed ?? reply, req, res, body, record);
    });
  });
  // Node closes an idle keep-alive connection after 5 s; a CLI retrying a 429/500 after its
  // backoff then writes into a socket the server just closed and reports a network error
  // instead of the status (seen under load). Model APIs keep connections open far longer.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(next) {
      reply = next;
    },
    route(marker, next) {
      routes.set(marker, next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

type Recorder = (api: RecordedRequest['api'], answer: string, usage: FakeUsage | null) => void;

function handle(
  reply: FakeReply,
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  record: Recorder,
): void {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const api: FakeApi | null = path.endsWith('/messages')
    ? 'anthropic-messages'
    : path.endsWith('/responses')
      ? 'openai-responses'
      : path.endsWith('/chat/completions')
        ? 'openai-chat'
        : null;
  if (req.method !== 'POST' || api === null) {
    // Model lists, telemetry and update checks: an empty 404 makes clients move on.
    record('other', 'not-found', null);
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{}');
    return;
  }
  const json = parseJson(body);
  const request = isRecord(json) ? json : {};
  if (reply.kind === 'hang') {
    record(api, 'hang', null);
    return;
  }
  if (reply.kind === 'error') {
    record(api, 'error', null);
    sendError(res, api, reply.status, reply.message ?? `fake ${reply.status}`);
    return;
  }
  const stream = request['stream'] === true;
  const model = typeof request['model'] === 'string' ? request['model'] : 'fake-model';
  const call = pickToolCall(api, request, reply);
  if (call !== null && !hasToolResult(api, request)) {
    const usage = reply.usage ?? DEFAULT_USAGE;
    record(api, 'tool-call', usage);
    sendAnswer(res, api, stream, model, { call }, usage);
    return;
  }
  const usage = (reply.kind === 'text' ? reply.usage : reply.finalUsage) ?? DEFAULT_USAGE;
  record(api, 'text', usage);
  sendAnswer(res, api, stream, model, { text: reply.text ?? 'DONE' }, usage);
}

/** The tool call the reply asks for, when the request offers that tool; else null. */
function pickToolCall(
  api: FakeApi,
  request: Record<string, unknown>,
  reply: FakeReply & { kind: 'text' | 'shell' | 'tool' },
): ToolCall | null {
  if (reply.kind === 'text') {
    return null;
  }
  const offered = offeredToolNames(api, request);
  if (reply.kind === 'tool') {
    return offered.includes(reply.name) ? { name: reply.name, input: { ...reply.input } } : null;
  }
  const shell = offered.find((name) => SHELL_TOOL_NAMES.includes(name.toLowerCase()));
  return shell === undefined ? null : { name: shell, input: shellInput(shell, reply.command) };
}

function offeredToolNames(api: FakeApi, request: Record<string, unknown>): string[] {
  const tools = Array.isArray(request['tools']) ? (request['tools'] as unknown[]) : [];
  return tools.flatMap((tool) => {
    if (!isRecord(tool)) {
      return [];
    }
    const fn = api === 'openai-chat' && isRecord(tool['function']) ? tool['function'] : tool;
    return typeof fn['name'] === 'string' ? [fn['name']] : [];
  });
}

function shellInput(tool: string, command: string): Record<string, unknown> {
  switch (tool.toLowerCase()) {
    case 'exec_command':
      return { cmd: command };
    case 'shell':
      return { command: ['bash', '-lc', command] };
    default:
      return { command, description: 'Edit the file' };
  }
}

/** True once the conversation carries the result of a tool call (the second turn). */
function hasToolResult(api: FakeApi, request: Record<string, unknown>): boolean {
  const list = api === 'openai-responses' ? request['input'] : request['messages'];
  if (!Array.isArray(list)) {
    return false;
  }
  return list.some((entry: unknown) => {
    if (!isRecord(entry)) {
      return false;
    }
    switch (api) {
      case 'openai-responses':
        return typeof entry['type'] === 'string' && entry['type'].endsWith('call_output');
      case 'openai-chat':
        return entry['role'] === 'tool';
      case 'anthropic-messages':
        return (
          Array.isArray(entry['content']) &&
          entry['content'].some(
            (block: unknown) => isRecord(block) && block['type'] === 'tool_result',
          )
        );
    }
  });
}

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) {
      result[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return result;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

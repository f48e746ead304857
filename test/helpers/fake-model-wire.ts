import type { ServerResponse } from 'node:http';

// How the fake model server (fake-model-server.ts) encodes an answer for each API it
// speaks: Anthropic messages, OpenAI responses and OpenAI chat completions, streamed (SSE)
// or as one JSON body, with the usage the test scripted.

/** Tokens the fake server reports for one model response. */
export interface FakeUsage {
  readonly input: number;
  readonly output: number;
  /** Cache reads; reported inside `input` for OpenAI, beside it for Anthropic. */
  readonly cached?: number;
}

/** The API a request was addressed to, from its path. */
export type FakeApi = 'anthropic-messages' | 'openai-responses' | 'openai-chat';

export interface ToolCall {
  readonly name: string;
  readonly input: Record<string, unknown>;
}

interface Answer {
  readonly text?: string;
  readonly call?: ToolCall;
}

export function sendAnswer(
  res: ServerResponse,
  api: FakeApi,
  stream: boolean,
  model: string,
  answer: Answer,
  usage: FakeUsage,
): void {
  switch (api) {
    case 'anthropic-messages':
      sendAnthropic(res, stream, model, answer, usage);
      return;
    case 'openai-responses':
      sendResponses(res, stream, model, answer, usage);
      return;
    case 'openai-chat':
      sendChat(res, stream, model, answer, usage);
      return;
  }
}

function sendAnthropic(
  res: ServerResponse,
  stream: boolean,
  model: string,
  answer: Answer,
  usage: FakeUsage,
): void {
  const block =
    answer.call === undefined
      ? { type: 'text', text: answer.text ?? '' }
      : { type: 'tool_use', id: 'toolu_fake1', name: answer.call.name, input: answer.call.input };
  const stopReason = answer.call === undefined ? 'end_turn' : 'tool_use';
  const fullUsage = {
    input_tokens: usage.input,
    output_tokens: usage.output,
    cache_read_input_tokens: usage.cached ?? 0,
    cache_creation_input_tokens: 0,
  };
  const message = {
    id: 'msg_fake1',
    type: 'message',
    role: 'assistant',
    model,
    content: [block],
    stop_reason: stopReason,
    stop_sequence: null,
    usage: fullUsage,
  };
  if (!stream) {
    sendJson(res, 200, message);
    return;
  }
  const events: [string, unknown][] = [
    [
      'message_start',
      {
        type: 'message_start',
        message: {
          ...message,
          content: [],
          stop_reason: null,
          usage: { ...fullUsage, output_tokens: 1 },
        },
      },
    ],
    [
      'content_block_start',
      {
        type: 'content_block_start',
        index: 0,
        content_block: block.type === 'text' ? { type: 'text', text: '' } : { ...block, input: {} },
      },
    ],
    [
      'content_block_delta',
      {
        type: 'content_block_delta',
        index: 0,
        delta:
          answer.call === undefined
            ? { type: 'text_delta', text: answer.text ?? '' }
            : { type: 'input_json_delta', partial_json: JSON.stringify(answer.call.input) },
      },
    ],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    [
      'message_delta',
      {
        type: 'message_delta',
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: usage.output },
      },
    ],
    ['message_stop', { type: 'message_stop' }],
  ];
  sendEvents(res, events);
}

function sendResponses(
  res: ServerResponse,
  stream: boolean,
  model: string,
  answer: Answer,
  usage: FakeUsage,
): void {
  const item =
    answer.call === undefined
      ? {
          type: 'message',
          id: 'msg_fake1',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: answer.text ?? '', annotations: [] }],
        }
      : {
          type: 'function_call',
          id: 'fc_fake1',
          call_id: 'call_fake1',
          name: answer.call.name,
          arguments: JSON.stringify(answer.call.input),
          status: 'completed',
        };
  const response = {
    id: 'resp_fake1',
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    model,
    output: [item],
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: usage.cached ?? 0 },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: usage.input + usage.output,
    },
  };
  if (!stream) {
    sendJson(res, 200, response);
    return;
  }
  const events: [string, unknown][] = [
    [
      'response.created',
      {
        type: 'response.created',
        response: { ...response, status: 'in_progress', output: [], usage: null },
      },
    ],
    ['response.output_item.added', { type: 'response.output_item.added', output_index: 0, item }],
  ];
  if (answer.call === undefined) {
    events.push([
      'response.output_text.delta',
      {
        type: 'response.output_text.delta',
        item_id: 'msg_fake1',
        output_index: 0,
        content_index: 0,
        delta: answer.text ?? '',
      },
    ]);
  }
  events.push(
    ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }],
    ['response.completed', { type: 'response.completed', response }],
  );
  sendEvents(res, events);
}

function sendChat(
  res: ServerResponse,
  stream: boolean,
  model: string,
  answer: Answer,
  usage: FakeUsage,
): void {
  const toolCalls =
    answer.call === undefined
      ? undefined
      : [
          {
            id: 'call_fake1',
            type: 'function',
            function: { name: answer.call.name, arguments: JSON.stringify(answer.call.input) },
          },
        ];
  const finishReason = answer.call === undefined ? 'stop' : 'tool_calls';
  const chatUsage = {
    prompt_tokens: usage.input,
    completion_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    prompt_tokens_details: { cached_tokens: usage.cached ?? 0 },
  };
  const base = {
    id: 'chatcmpl-fake1',
    created: Math.floor(Date.now() / 1000),
    model,
  };
  if (!stream) {
    sendJson(res, 200, {
      ...base,
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: answer.call === undefined ? (answer.text ?? '') : null,
            ...(toolCalls === undefined ? {} : { tool_calls: toolCalls }),
          },
          finish_reason: finishReason,
        },
      ],
      usage: chatUsage,
    });
    return;
  }
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}): unknown => ({
    ...base,
    object: 'chat.completion.chunk',
    choices,
    ...extra,
  });
  const delta =
    toolCalls === undefined
      ? { role: 'assistant', content: answer.text ?? '' }
      : {
          role: 'assistant',
          content: null,
          tool_calls: toolCalls.map((call, index) => ({ index, ...call })),
        };
  const lines = [
    chunk([{ index: 0, delta, finish_reason: null }]),
    chunk([{ index: 0, delta: {}, finish_reason: finishReason }]),
    chunk([], { usage: chatUsage }),
  ];
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const line of lines) {
    res.write(`data: ${JSON.stringify(line)}\n\n`);
  }
  res.end('data: [DONE]\n\n');
}

export function sendError(
  res: ServerResponse,
  api: FakeApi,
  status: number,
  message: string,
): void {
  // Retry hints of zero keep the clients' own retries quick.
  res.setHeader('retry-after', '0');
  res.setHeader('retry-after-ms', '0');
  // An error answer closes its connection, as some servers do. opencode's runtime still sends
  // its immediate retry on its kept-alive connection to the sandbox's proxy; a proxy that
  // forwarded one request per connection lost that retry, and opencode reported "the socket
  // connection was closed unexpectedly" instead of the status (1 run in 3 under load). The
  // proxy now serves each request of a connection (sandbox-escape.test.ts, kept-alive).
  res.setHeader('connection', 'close');
  if (api === 'anthropic-messages') {
    const type =
      status === 401
        ? 'authentication_error'
        : status === 403
          ? 'permission_error'
          : status === 429
            ? 'rate_limit_error'
            : status === 529
              ? 'overloaded_error'
              : 'api_error';
    sendJson(res, status, { type: 'error', error: { type, message } });
    return;
  }
  const code =
    status === 401 ? 'invalid_api_key' : status === 429 ? 'rate_limit_exceeded' : 'server_error';
  sendJson(res, status, { error: { message, type: code, param: null, code } });
}

function sendEvents(res: ServerResponse, events: readonly [string, unknown][]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [name, data] of events) {
    res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }
  res.end();
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

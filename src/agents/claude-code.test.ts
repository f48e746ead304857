import { describe, expect, it } from 'vitest';
import type { ClaudeCodeAgentSettings } from './settings.js';
import { buildClaudeCodeArgs, parseClaudeStream } from './claude-code.js';

// Captured from claude 2.1.197 against test/helpers/fake-model-server.ts; fields the parser
// never reads are dropped.
const CAPTURED = {
  '401': [
    {
      type: 'result',
      subtype: 'success',
      is_error: true,
      api_error_status: 401,
      duration_ms: 37,
      num_turns: 1,
      result: 'Failed to authenticate. API Error: 401 fake 401',
      stop_reason: 'stop_sequence',
      session_id: '79deeec7-c72b-48fd-bda8-4b45eb15b115',
      total_cost_usd: 0,
      usage: {
        input_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 0,
      },
      modelUsage: {},
      permission_denials: [],
      terminal_reason: 'completed',
    },
  ],
  '429': [
    {
      type: 'result',
      subtype: 'success',
      is_error: true,
      api_error_status: 429,
      duration_ms: 45,
      num_turns: 1,
      result: 'API Error: Request rejected (429) · fake 429',
      stop_reason: 'stop_sequence',
      session_id: 'b9000ca5-26ad-41d4-a3f7-146b58307a3f',
      total_cost_usd: 0,
      usage: {
        input_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 0,
      },
      modelUsage: {},
      permission_denials: [],
      terminal_reason: 'completed',
    },
  ],
  '500': [
    {
      type: 'result',
      subtype: 'success',
      is_error: true,
      api_error_status: 500,
      duration_ms: 46,
      num_turns: 1,
      result:
        'API Error: 500 fake 500. This is a server-side issue, usually temporary — try again in a moment. If it persists, check your inference gateway (127.0.0.1:38509).',
      stop_reason: 'stop_sequence',
      session_id: '7cb7936c-3178-49bc-93ad-80369ff71137',
      total_cost_usd: 0,
      usage: {
        input_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 0,
      },
      modelUsage: {},
      permission_denials: [],
      terminal_reason: 'completed',
    },
  ],
  ok: [
    {
      type: 'system',
      subtype: 'init',
      cwd: '/tmp/scr/wt',
      session_id: '7e208db9-9232-4e95-8f5b-a5f40072e33b',
      tools: ['Bash', 'Edit', 'Read'],
      model: 'claude-sonnet-4-5',
      permissionMode: 'bypassPermissions',
      apiKeySource: 'ANTHROPIC_API_KEY',
      claude_code_version: '2.1.197',
    },
    {
      type: 'assistant',
      message: {
        id: 'msg_fake1',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5',
        content: [
          {
            type: 'tool_use',
            id: 'toolu_fake1',
            name: 'Bash',
            input: { command: 'echo TOOLMARK > out.txt', description: 'Edit the file' },
          },
        ],
        stop_reason: null,
        usage: {
          input_tokens: 100,
          output_tokens: 1,
          cache_read_input_tokens: 5,
          cache_creation_input_tokens: 0,
        },
      },
      session_id: '7e208db9-9232-4e95-8f5b-a5f40072e33b',
    },
    {
      type: 'user',
      message: {
        role: 'user',
        content: [
          {
            tool_use_id: 'toolu_fake1',
            type: 'tool_result',
            content: '(Bash completed with no output)',
            is_error: false,
          },
        ],
      },
      session_id: '7e208db9-9232-4e95-8f5b-a5f40072e33b',
    },
    {
      type: 'assistant',
      message: {
        id: 'msg_fake1',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5',
        content: [{ type: 'text', text: 'MOCK_DONE' }],
        stop_reason: null,
        usage: {
          input_tokens: 200,
          output_tokens: 1,
          cache_read_input_tokens: 0,
          cache_creation_input_tokens: 0,
        },
      },
      session_id: '7e208db9-9232-4e95-8f5b-a5f40072e33b',
    },
    {
      type: 'result',
      subtype: 'success',
      is_error: false,
      api_error_status: null,
      duration_ms: 108,
      num_turns: 2,
      result: 'MOCK_DONE',
      stop_reason: 'end_turn',
      session_id: '7e208db9-9232-4e95-8f5b-a5f40072e33b',
      total_cost_usd: 0.0013515,
      usage: {
        input_tokens: 300,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 5,
        output_tokens: 30,
      },
      modelUsage: {
        'claude-sonnet-4-5': {
          inputTokens: 300,
          outputTokens: 30,
          cacheReadInputTokens: 5,
          cacheCreationInputTokens: 0,
          costUSD: 0.0013515,
        },
      },
      permission_denials: [],
      terminal_reason: 'completed',
    },
  ],
  maxturns: [
    {
      type: 'result',
      subtype: 'error_max_turns',
      duration_ms: 95,
      is_error: true,
      num_turns: 2,
      stop_reason: 'tool_use',
      session_id: '902e31b5-eccf-4cdb-96a8-cb96f283ee7f',
      total_cost_usd: 0.0004515,
      usage: {
        input_tokens: 100,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 5,
        output_tokens: 10,
      },
      modelUsage: {
        'claude-sonnet-4-5': {
          inputTokens: 100,
          outputTokens: 10,
          cacheReadInputTokens: 5,
          cacheCreationInputTokens: 0,
          costUSD: 0.0004515,
        },
      },
      permission_denials: [],
      terminal_reason: 'max_turns',
      errors: ['Reached maximum number of turns (1)'],
    },
  ],
  net: [
    {
      type: 'result',
      subtype: 'success',
      is_error: true,
      api_error_status: null,
      duration_ms: 44,
      num_turns: 1,
      result: 'API Error: Unable to connect to API (ConnectionRefused)',
      stop_reason: 'stop_sequence',
      session_id: 'c7b190e0-1b22-4053-9461-4f763a69b1c4',
      total_cost_usd: 0,
      usage: {
        input_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 0,
      },
      modelUsage: {},
      permission_denials: [],
      terminal_reason: 'completed',
    },
  ],
  nokey: [
    {
      type: 'result',
      subtype: 'success',
      is_error: true,
      api_error_status: null,
      duration_ms: 34,
      num_turns: 1,
      result: 'Not logged in · Please run /login',
      stop_reason: 'stop_sequence',
      session_id: '45682815-27f8-4236-a3e0-07909f94de69',
      total_cost_usd: 0,
      usage: {
        input_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 0,
      },
      modelUsage: {},
      permission_denials: [],
      terminal_reason: 'completed',
    },
  ],
};

function stream(records: readonly object[]): string {
  return `${records.map((record) => JSON.stringify(record)).join('\n')}\n`;
}

describe('parseClaudeStream on captured claude output', () => {
  it('reads cost, tokens over every model call, session and model from a successful run', () => {
    const run = parseClaudeStream(stream(CAPTURED.ok));
    expect(run).toEqual({
      sessionId: '7e208db9-9232-4e95-8f5b-a5f40072e33b',
      model: 'claude-sonnet-4-5',
      costUsd: 0.0013515,
      tokens: { input: 305, output: 30, cached: 5 },
      summary: 'MOCK_DONE',
      failure: null,
      complete: true,
    });
  });

  it.each([
    ['401', 'auth'],
    ['429', 'rate-limit'],
    ['500', 'server-error'],
  ] as const)('an API error %s is %s even though subtype says success', (status, kind) => {
    const run = parseClaudeStream(stream(CAPTURED[status]));
    expect(run.failure?.kind).toBe(kind);
    expect(run.failure?.message).toContain(status);
    expect(run.complete).toBe(true);
  });

  it('no key is auth, an unreachable API is network, the turn limit is limit', () => {
    expect(parseClaudeStream(stream(CAPTURED.nokey)).failure?.kind).toBe('auth');
    expect(parseClaudeStream(stream(CAPTURED.net)).failure?.kind).toBe('network');
    const limited = parseClaudeStream(stream(CAPTURED.maxturns));
    expect(limited.failure?.kind).toBe('limit');
    expect(limited.costUsd).toBe(0.0004515);
  });

  it('output without a result record is incomplete; a malformed one is invalid output', () => {
    expect(parseClaudeStream(stream(CAPTURED.ok.slice(0, 2))).complete).toBe(false);
    expect(parseClaudeStream('not json\n').complete).toBe(false);
    const broken = parseClaudeStream(stream([{ type: 'result', subtype: 'success' }]));
    expect(broken.failure?.kind).toBe('invalid-output');
  });
});

describe('buildClaudeCodeArgs', () => {
  const settings: ClaudeCodeAgentSettings = {
    type: 'claude-code',
    command: 'claude',
    model: 'sonnet',
    keyEnv: 'ANTHROPIC_API_KEY',
    maxTurns: 40,
    maxBudgetUsd: 5,
    allowedTools: ['Bash(npm test)'],
    disallowedTools: [],
    args: [],
    env: {},
    maxRetries: 1,
  };

  it('bypasses permissions only inside the sandbox, and always writes the deny rules', () => {
    const inside = buildClaudeCodeArgs(settings, { sandboxed: true });
    const outside = buildClaudeCodeArgs(settings, { sandboxed: false });
    expect(inside).toEqual(expect.arrayContaining(['-p', '--bare', '--no-session-persistence']));
    expect(inside[inside.indexOf('--permission-mode') + 1]).toBe('bypassPermissions');
    expect(outside[outside.indexOf('--permission-mode') + 1]).toBe('acceptEdits');
    expect(outside.join(' ')).not.toContain('dangerously');
    const rules = JSON.parse(outside[outside.indexOf('--settings') + 1] ?? '{}') as {
      permissions: { allow: string[]; deny: string[] };
    };
    expect(rules.permissions.allow).toEqual(['Bash(npm test)']);
    expect(rules.permissions.deny).toEqual(
      expect.arrayContaining(['Read(./.env)', 'Edit(./.git/**)', 'WebFetch']),
    );
    expect(inside.slice(inside.indexOf('--model'), inside.indexOf('--model') + 6)).toEqual([
      '--model',
      'sonnet',
      '--max-turns',
      '40',
      '--max-budget-usd',
      '5',
    ]);
  });

  it('caps the spend at what the budget has left when that is less', () => {
    const capped = buildClaudeCodeArgs(settings, { sandboxed: true }, 1.23456);
    expect(capped[capped.indexOf('--max-budget-usd') + 1]).toBe('1.2346');
    const loose = buildClaudeCodeArgs(settings, { sandboxed: true }, 50);
    expect(loose[loose.indexOf('--max-budget-usd') + 1]).toBe('5');
  });
});

import { describe, expect, it } from 'vitest';
import type { KiloAgentSettings, OpenCodeAgentSettings } from './settings.js';
import { buildOpenCodeArgs, buildOpenCodeConfig, parseOpenCodeStream } from './opencode.js';

// Captured from `opencode run --format json` 1.18.33 and `kilo run` 7.7.7 against
// test/helpers/fake-model-server.ts; ids, timestamps and timings dropped.
const OPENCODE_OK = [
  { type: 'step_start', sessionID: 'ses_dd1f3b3e2ffem7vNyMKaJOGfMw', part: { type: 'step-start' } },
  {
    type: 'tool_use',
    sessionID: 'ses_dd1f3b3e2ffem7vNyMKaJOGfMw',
    part: {
      type: 'tool',
      tool: 'bash',
      callID: 'call_fake1',
      state: {
        status: 'completed',
        input: { command: 'echo TOOLMARK > out.txt', description: 'Edit the file' },
        output: '(no output)',
      },
    },
  },
  {
    type: 'step_finish',
    sessionID: 'ses_dd1f3b3e2ffem7vNyMKaJOGfMw',
    part: {
      reason: 'tool-calls',
      type: 'step-finish',
      tokens: { total: 110, input: 95, output: 10, reasoning: 0, cache: { write: 0, read: 5 } },
      cost: 0.0004365,
    },
  },
  { type: 'step_start', sessionID: 'ses_dd1f3b3e2ffem7vNyMKaJOGfMw', part: { type: 'step-start' } },
  {
    type: 'text',
    sessionID: 'ses_dd1f3b3e2ffem7vNyMKaJOGfMw',
    part: { type: 'text', text: 'MOCK_DONE' },
  },
  {
    type: 'step_finish',
    sessionID: 'ses_dd1f3b3e2ffem7vNyMKaJOGfMw',
    part: {
      reason: 'stop',
      type: 'step-finish',
      tokens: { total: 220, input: 200, output: 20, reasoning: 0, cache: { write: 0, read: 0 } },
      cost: 0.0009,
    },
  },
];
const KILO_OK = [
  {
    type: 'step_finish',
    sessionID: 'ses_dd1fe7313ffeYPQfS8dhnZRluP',
    part: {
      type: 'step-finish',
      reason: 'tool-calls',
      metrics: { generation: 15.957446808510639, source: 'computed' },
      cost: 0.000081,
      tokens: { total: 15, input: 12, output: 3, reasoning: 0, cache: { read: 0, write: 0 } },
    },
  },
  {
    type: 'text',
    sessionID: 'ses_dd1fe7313ffeYPQfS8dhnZRluP',
    part: { type: 'text', text: 'MOCK_DONE' },
  },
  {
    type: 'step_finish',
    sessionID: 'ses_dd1fe7313ffeYPQfS8dhnZRluP',
    part: {
      type: 'step-finish',
      reason: 'stop',
      metrics: { generation: 25.862068965517242, source: 'computed' },
      cost: 0.000081,
      tokens: { total: 15, input: 12, output: 3, reasoning: 0, cache: { read: 0, write: 0 } },
    },
  },
];
const apiError = (statusCode: number) => ({
  type: 'error',
  sessionID: 'ses_dd200c7c1ffeL91mcD4JWjN2N3',
  error: {
    name: 'APIError',
    data: { message: `fake ${statusCode}`, statusCode, isRetryable: statusCode !== 401 },
  },
});
// From shared/notes: no key and no network (its own hosted provider, unreachable).
const OFFLINE = {
  type: 'error',
  sessionID: 'ses_x',
  error: {
    name: 'APIError',
    data: {
      message: 'Cannot connect to API: Unable to connect. Is the computer able to access the url?',
      isRetryable: true,
    },
  },
};

const stream = (records: readonly object[]): string =>
  `${records.map((r) => JSON.stringify(r)).join('\n')}\n`;
const options = { label: 'opencode', model: 'fake/m', priced: true };

describe('parseOpenCodeStream on captured output', () => {
  it('sums tokens and cost over every step, adding cache reads back to input', () => {
    expect(parseOpenCodeStream(stream(OPENCODE_OK), options)).toEqual({
      sessionId: 'ses_dd1f3b3e2ffem7vNyMKaJOGfMw',
      model: 'fake/m',
      costUsd: 0.0004365 + 0.0009,
      tokens: { input: 300, output: 30, cached: 5 },
      summary: 'MOCK_DONE',
      failure: null,
      complete: true,
    });
  });

  it('reads kilo the same way', () => {
    const run = parseOpenCodeStream(stream(KILO_OK), { ...options, label: 'kilo' });
    expect(run.tokens).toEqual({ input: 24, output: 6, cached: 0 });
    expect(run.costUsd).toBeCloseTo(0.000162, 12);
    expect(run.failure).toBeNull();
  });

  it.each([
    [401, 'auth'],
    [429, 'rate-limit'],
    [500, 'server-error'],
  ] as const)('an error event with status %i is %s', (status, kind) => {
    const run = parseOpenCodeStream(stream([apiError(status)]), options);
    expect(run.failure?.kind).toBe(kind);
    expect(run.complete).toBe(false);
  });

  it('an unreachable API is network; a run stopped mid-tools is limit', () => {
    expect(parseOpenCodeStream(stream([OFFLINE]), options).failure?.kind).toBe('network');
    const cut = parseOpenCodeStream(stream(OPENCODE_OK.slice(0, 3)), options);
    expect(cut.failure?.kind).toBe('limit');
  });

  it('a cost of 0 from a model without a configured price is unknown, not free', () => {
    const free = OPENCODE_OK.map((r) =>
      r.type === 'step_finish' ? { ...r, part: { ...r.part, cost: 0 } } : r,
    );
    expect(parseOpenCodeStream(stream(free), { ...options, priced: false }).costUsd).toBeNull();
    expect(parseOpenCodeStream(stream(free), options).costUsd).toBe(0);
  });
});

describe('buildOpenCodeConfig', () => {
  it('defines the provider, the key by reference, prices, permissions and no title call', () => {
    const settings: OpenCodeAgentSettings = {
      type: 'opencode',
      command: 'opencode',
      args: [],
      env: {},
      maxRetries: 1,
      model: 'local/qwen',
      keyEnv: 'LOCAL_KEY',
      baseUrl: 'http://127.0.0.1:8080/v1',
      npm: '@ai-sdk/openai-compatible',
      maxTurns: 7,
      prices: { 'local/qwen': { inputUsdPerMTok: 1, outputUsdPerMTok: 2 } },
    };
    const config = buildOpenCodeConfig(settings);
    expect(config).toMatchObject({
      model: 'local/qwen',
      provider: {
        local: {
          npm: '@ai-sdk/openai-compatible',
          options: { apiKey: '{env:LOCAL_KEY}', baseURL: 'http://127.0.0.1:8080/v1' },
          models: { qwen: { tool_call: true, cost: { input: 1, output: 2, cache_read: 1 } } },
        },
      },
      agent: { title: { disable: true }, build: { steps: 7 } },
      permission: { webfetch: 'deny', external_directory: 'deny', edit: { '.git/**': 'deny' } },
    });
    expect(JSON.stringify(config)).not.toContain('sk-');
    expect(buildOpenCodeArgs(settings, '/w')).toEqual([
      'run',
      '--pure',
      '--format',
      'json',
      '-m',
      'local/qwen',
      '--dir',
      '/w',
    ]);
  });

  it('kilo takes the same settings', () => {
    const kilo: KiloAgentSettings = {
      type: 'kilo',
      command: 'kilo',
      model: 'a/b',
      keyEnv: 'K',
      maxTurns: 40,
      prices: {},
      args: [],
      env: {},
      maxRetries: 1,
    };
    expect(buildOpenCodeConfig(kilo)).toMatchObject({ model: 'a/b', provider: { a: {} } });
  });
});

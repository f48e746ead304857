import { describe, expect, it } from 'vitest';
import type { CodexAgentSettings } from './settings.js';
import { buildCodexArgs, classifyCodexError, parseCodexStream } from './codex.js';

/** The settings as the config schema's defaults fill them in. */
function codexSettings(fields: { model: string; keyEnv?: string }): CodexAgentSettings {
  return {
    type: 'codex',
    command: 'codex',
    keyEnv: 'OPENAI_API_KEY',
    baseUrl: 'https://api.openai.com/v1',
    prices: {},
    args: [],
    env: {},
    maxRetries: 1,
    ...fields,
  };
}

// Captured from `codex exec --json` 0.171.0 against test/helpers/fake-model-server.ts.
const START = [
  '{"type":"thread.started","thread_id":"01a22e0c-45f8-7563-ae1f-daf3c808154e"}',
  '{"type":"item.completed","item":{"id":"item_0","type":"error","message":"Model metadata for `gpt-5-codex` not found. Defaulting to fallback metadata; this can degrade performance and cause issues."}}',
  '{"type":"turn.started"}',
];
const OK = [
  ...START,
  `{"type":"item.started","item":{"id":"item_1","type":"command_execution","command":"/bin/bash -lc 'echo TOOLMARK > out.txt'","aggregated_output":"","exit_code":null,"status":"in_progress"}}`,
  `{"type":"item.completed","item":{"id":"item_1","type":"command_execution","command":"/bin/bash -lc 'echo TOOLMARK > out.txt'","aggregated_output":"","exit_code":0,"status":"completed"}}`,
  '{"type":"item.completed","item":{"id":"item_2","type":"agent_message","text":"MOCK_DONE"}}',
  '{"type":"turn.completed","usage":{"input_tokens":300,"cached_input_tokens":5,"cache_write_input_tokens":0,"output_tokens":30,"reasoning_output_tokens":0}}',
];
const FAILED: Record<string, string[]> = {
  401: [
    '{"type":"error","message":"unexpected status 401 Unauthorized: fake 401, url: http://127.0.0.1:35989/v1/responses"}',
    '{"type":"turn.failed","error":{"message":"unexpected status 401 Unauthorized: fake 401, url: http://127.0.0.1:35989/v1/responses"}}',
  ],
  429: [
    '{"type":"error","message":"Reconnecting... 1/1 (exceeded retry limit, last status: 429 Too Many Requests)"}',
    '{"type":"error","message":"exceeded retry limit, last status: 429 Too Many Requests"}',
    '{"type":"turn.failed","error":{"message":"exceeded retry limit, last status: 429 Too Many Requests"}}',
  ],
  500: [
    '{"type":"error","message":"Reconnecting... 1/1 (We’re currently experiencing high demand, which may cause temporary errors.)"}',
    '{"type":"turn.failed","error":{"message":"We’re currently experiencing high demand, which may cause temporary errors."}}',
  ],
  503: [
    '{"type":"turn.failed","error":{"message":"unexpected status 503 Service Unavailable: fake 503, url: http://127.0.0.1:33929/v1/responses"}}',
  ],
};
const WAITING = [
  ...START,
  '{"type":"error","message":"Reconnecting... waiting for network (Connection failed: error sending request)"}',
  '{"type":"error","message":"Reconnecting... waiting for network (Connection failed: error sending request)"}',
];

const lines = (records: readonly string[]): string => `${records.join('\n')}\n`;

describe('parseCodexStream on captured codex output', () => {
  it('reads tokens from turn.completed and the thread id; the model is the configured one', () => {
    expect(parseCodexStream(lines(OK), 'gpt-5-codex')).toEqual({
      sessionId: '01a22e0c-45f8-7563-ae1f-daf3c808154e',
      model: 'gpt-5-codex',
      costUsd: null,
      tokens: { input: 300, output: 30, cached: 5 },
      summary: 'MOCK_DONE',
      failure: null,
      complete: true,
    });
  });

  it.each([
    ['401', 'auth'],
    ['429', 'rate-limit'],
    ['500', 'server-error'],
    ['503', 'server-error'],
  ])('turn.failed after HTTP %s is %s', (status, kind) => {
    const run = parseCodexStream(lines([...START, ...(FAILED[status] ?? [])]), 'm');
    expect(run.failure?.kind).toBe(kind);
    expect(run.complete).toBe(true);
  });

  it('a stream that only waits for the network is not complete (the deadline decides)', () => {
    const run = parseCodexStream(lines(WAITING), 'm');
    expect(run.complete).toBe(false);
    expect(run.failure).toBeNull();
  });
});

describe('classifyCodexError', () => {
  it('names a missing key, a quota and an unreachable API', () => {
    expect(classifyCodexError('Missing environment variable: `MOCK_KEY`.').kind).toBe(
      'missing-key',
    );
    expect(classifyCodexError('Quota exceeded. Check your plan and billing details.').kind).toBe(
      'rate-limit',
    );
    expect(classifyCodexError('stream disconnected: error sending request').kind).toBe('network');
    expect(classifyCodexError('something else').kind).toBe('exit');
  });
});

describe('buildCodexArgs', () => {
  it('runs exec with JSON, its workspace-write sandbox, the worktree and a provider reading keyEnv', () => {
    const settings = codexSettings({ model: 'gpt-5-codex', keyEnv: 'MY_KEY' });
    const args = buildCodexArgs(settings, { sandboxed: false }, '/w/tree');
    expect(args.slice(0, 11)).toEqual([
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--ephemeral',
      '--ignore-user-config',
      '-s',
      'workspace-write',
      '-C',
      '/w/tree',
      '-m',
      'gpt-5-codex',
    ]);
    expect(args).toEqual(
      expect.arrayContaining([
        'model_provider="govern"',
        'model_providers.govern.env_key="MY_KEY"',
        'model_providers.govern.base_url="https://api.openai.com/v1"',
        'model_providers.govern.request_max_retries=1',
      ]),
    );
    expect(args.at(-1)).toBe('-');
  });

  it("inside the kernel's sandbox codex's own one is off (it cannot nest), unless configured", () => {
    const settings = codexSettings({ model: 'm' });
    const mode = (args: string[]) => args[args.indexOf('-s') + 1];
    expect(mode(buildCodexArgs(settings, { sandboxed: true }, '/w'))).toBe('danger-full-access');
    const pinned = { ...settings, sandboxMode: 'read-only' as const };
    expect(mode(buildCodexArgs(pinned, { sandboxed: true }, '/w'))).toBe('read-only');
  });
});

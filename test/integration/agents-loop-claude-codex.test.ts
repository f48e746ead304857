import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeSandbox } from '../../src/sandbox/index.js';
import {
  expectFailures,
  expectLanded,
  KEY,
  runAll,
  startLoopServer,
} from '../helpers/agents-loop.js';
import type { FakeModelServer } from '../helpers/fake-model-server.js';

const probe = await probeSandbox({ hostEnv: process.env });
const hasBwrap = probe.available && probe.mechanism === 'bwrap';

let server: FakeModelServer;

beforeAll(async () => {
  server = await startLoopServer();
});
afterAll(() => server.close());

describe.skipIf(!hasBwrap)('govern run with the real claude 2.1.197 in bwrap (needs bwrap)', () => {
  const claude = { type: 'claude-code', model: 'claude-sonnet-4-5', maxRetries: 0 };
  it('lands the edit with cost and tokens in the ledger, and maps every failure', async () => {
    const base = { ...claude, keyEnv: 'TEST_AGENT_KEY', baseUrl: server.url };
    const repo = await runAll(server, {
      main: base,
      nokey: { ...base, keyEnv: 'UNSET_AGENT_KEY' },
      nobin: { ...base, command: 'claude-not-installed' },
    });
    const record = expectLanded(repo, 'EDIT');
    // Anthropic counts cache reads beside input_tokens; claude prices the calls itself
    // (sonnet 4.5: $3 in, $15 out, $0.30 cache read per MTok).
    expect(record.agent?.tokens).toEqual({ input: 305, output: 30, cached: 5 });
    expect(record.agent?.costUsd).toBeCloseTo((300 * 3 + 30 * 15 + 5 * 0.3) / 1e6, 10);
    expect(record.agent?.model).toBe('claude-sonnet-4-5');
    expect(record.agent?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expectFailures(server, repo);
    // The key reached the model API (so it reached claude), through the sandbox's proxy.
    expect(server.requests.some((r) => r.headers['x-api-key'] === KEY)).toBe(true);
  }, 120_000);
});

describe.skipIf(!hasBwrap)('govern run with the real codex 0.171.0 in bwrap (needs bwrap)', () => {
  const prices = {
    'gpt-5-codex': { inputUsdPerMTok: 1.25, outputUsdPerMTok: 10, cachedInputUsdPerMTok: 0.125 },
  };
  it('lands the edit with cost and tokens in the ledger, and maps every failure', async () => {
    const base = {
      type: 'codex',
      model: 'gpt-5-codex',
      keyEnv: 'TEST_AGENT_KEY',
      baseUrl: `${server.url}/v1`,
      maxRetries: 0,
      prices,
    };
    const repo = await runAll(server, {
      main: base,
      nokey: { ...base, keyEnv: 'UNSET_AGENT_KEY' },
      nobin: { ...base, command: '/nonexistent/codex' },
    });
    const record = expectLanded(repo, 'EDIT');
    expect(record.agent?.tokens).toEqual({ input: 300, output: 30, cached: 5 });
    // codex reports no cost: the kernel prices its tokens from the configured table.
    expect(record.agent?.costUsd).toBeCloseTo((295 * 1.25 + 5 * 0.125 + 30 * 10) / 1e6, 12);
    expect(record.agent?.model).toBe('gpt-5-codex');
    expectFailures(server, repo);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTokens } from '../../src/agents/cli-agent.js';
import { probeSandbox } from '../../src/sandbox/index.js';
import { expectFailures, expectLanded, runAll, startLoopServer } from '../helpers/agents-loop.js';
import type { FakeModelServer } from '../helpers/fake-model-server.js';

// The same loop as the claude/codex suite, in its own file so the two run on both cores.
const probe = await probeSandbox({ hostEnv: process.env });
const hasBwrap = probe.available && probe.mechanism === 'bwrap';

let server: FakeModelServer;

beforeAll(async () => {
  server = await startLoopServer();
});
afterAll(() => server.close());

const prices = {
  'fake/m': { inputUsdPerMTok: 3, outputUsdPerMTok: 15, cachedInputUsdPerMTok: 0.3 },
};

for (const [type, version] of [
  ['opencode', '1.18.33'],
  ['kilo', '7.7.7'],
] as const) {
  describe.skipIf(!hasBwrap)(
    `govern run with the real ${type} ${version} in bwrap (needs bwrap)`,
    () => {
      it('lands the edit with cost and tokens in the ledger, and maps every failure', async () => {
        const base = {
          type,
          model: 'fake/m',
          keyEnv: 'TEST_AGENT_KEY',
          baseUrl: `${server.url}/v1`,
          npm: '@ai-sdk/openai-compatible',
          prices,
        };
        const repo = await runAll(server, {
          main: base,
          nokey: { ...base, keyEnv: 'UNSET_AGENT_KEY' },
          nobin: { ...base, command: `${type}-not-installed` },
        });
        const record = expectLanded(repo, 'EDIT');
        expect(record.agent?.tokens).toEqual({ input: 300, output: 30, cached: 5 });
        expect(record.agent?.costUsd).toBeCloseTo(
          priceTokens(prices, 'fake/m', { input: 300, output: 30, cached: 5 }) ?? -1,
          12,
        );
        expect(record.agent?.sessionId).toMatch(/^ses_/);
        expectFailures(server, repo);
      }, 240_000);
    },
  );
}

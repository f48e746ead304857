import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTokens } from '../../src/agents/cli-agent.js';
import { probeSandbox } from '../../src/sandbox/index.js';
import { expectFailures, expectLanded, runAll, startLoopServer } from './agents-loop.js';
import type { ServerFailure } from './agents-loop.js';
import type { FakeModelServer } from './fake-model-server.js';

const PRICES = {
  'fake/m': { inputUsdPerMTok: 3, outputUsdPerMTok: 15, cachedInputUsdPerMTok: 0.3 },
};

/**
 * The loop suite for opencode and its fork kilo, one file each so the two run on both cores.
 * Each real start costs ~15-20 s of CPU (a fresh HOME per attempt means a fresh database), so
 * a suite names the server failures it drives through the CLI.
 */
export async function openCodeLoopSuite(
  type: 'opencode' | 'kilo',
  version: string,
  failures: readonly ServerFailure[],
): Promise<void> {
  const probe = await probeSandbox({ hostEnv: process.env });
  const hasBwrap = probe.available && probe.mechanism === 'bwrap';
  let server: FakeModelServer;
  beforeAll(async () => {
    server = await startLoopServer();
  });
  afterAll(() => server.close());

  describe.skipIf(!hasBwrap)(
    `govern run with the real ${type} ${version} in bwrap (needs bwrap)`,
    () => {
      it(`lands the edit with cost and tokens in the ledger, and maps ${failures.join(', ')}`, async () => {
        const base = {
          type,
          model: 'fake/m',
          keyEnv: 'TEST_AGENT_KEY',
          baseUrl: `${server.url}/v1`,
          npm: '@ai-sdk/openai-compatible',
          prices: PRICES,
        };
        const repo = await runAll(
          server,
          {
            main: base,
            nokey: { ...base, keyEnv: 'UNSET_AGENT_KEY' },
            nobin: { ...base, command: `${type}-not-installed` },
          },
          failures,
        );
        const record = expectLanded(repo, 'EDIT');
        expect(record.agent?.tokens).toEqual({ input: 300, output: 30, cached: 5 });
        expect(record.agent?.costUsd).toBeCloseTo(
          priceTokens(PRICES, 'fake/m', { input: 300, output: 30, cached: 5 }) ?? -1,
          12,
        );
        expect(record.agent?.sessionId).toMatch(/^ses_/);
        expectFailures(server, repo, failures);
      }, 240_000);
    },
  );
}

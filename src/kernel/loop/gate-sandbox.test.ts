import { describe, expect, it } from 'vitest';
import type { ToolGateName } from '../../common/index.js';
import { defaultConfig } from '../../config/index.js';
import type { ToolCommand } from '../../gates/index.js';
import type { SandboxProbe } from '../../sandbox/index.js';
import { makeRepo } from '../../../test/helpers/git-repo.js';
import { planGateSandbox } from './gate-sandbox.js';

const NO_BWRAP: SandboxProbe = {
  available: false,
  code: 'SANDBOX_UNAVAILABLE',
  reason: 'bubblewrap (bwrap) is not installed',
  fix: 'install it: `apt-get install bubblewrap`',
};

const TEST_SUITE = new Map<ToolGateName, ToolCommand>([
  ['TEST_SUITE', { command: 'npm', args: ['test'], appendFiles: false, timeoutMs: 60_000 }],
]);

describe('planning the gate sandbox', () => {
  it('fails closed with SANDBOX_UNAVAILABLE when tool gates would run and no sandbox starts', async () => {
    const workspace = makeRepo();
    const plan = planGateSandbox({
      config: defaultConfig('t'),
      tools: TEST_SUITE,
      hostEnv: { PATH: process.env['PATH'] },
      sandbox: true,
      workspace,
      probe: Promise.resolve(NO_BWRAP),
    });
    await expect(plan).rejects.toMatchObject({
      code: 'SANDBOX_UNAVAILABLE',
      message: expect.stringContaining('tool gates (TEST_SUITE)') as string,
      hint: expect.stringContaining('--no-sandbox') as string,
    });
  });

  it('needs no sandbox without tool gates, and runs them unconfined only with --no-sandbox', async () => {
    const workspace = makeRepo();
    const input = {
      config: defaultConfig('t'),
      hostEnv: { PATH: process.env['PATH'] },
      workspace,
      probe: Promise.resolve(NO_BWRAP),
    };
    expect((await planGateSandbox({ ...input, tools: new Map(), sandbox: true })).mode).toBe(
      'not-needed',
    );
    const disabled = await planGateSandbox({ ...input, tools: TEST_SUITE, sandbox: false });
    expect(disabled.mode).toBe('disabled');
    expect(disabled.pins.files.get('TEST_SUITE')?.[0]?.role).toBe('binary');
  });
});

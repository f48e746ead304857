import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../config/index.js';
import { planSandbox } from './sandbox.js';

const config = defaultConfig('x');
const script = { type: 'script', command: '/bin/true', args: [], env: {}, passEnv: [] } as const;

describe('planSandbox', () => {
  it('fails closed with SANDBOX_UNAVAILABLE, the fix and --no-sandbox in the hint', async () => {
    const plan = planSandbox({
      config,
      agentName: 'agent',
      settings: script,
      hostEnv: {},
      sandbox: true,
      workspace: '/w',
      probe: () =>
        Promise.resolve({
          available: false,
          code: 'SANDBOX_UNAVAILABLE',
          reason: 'bubblewrap (bwrap) is not installed',
          fix: 'install it: `apt-get install bubblewrap`',
        }),
    });
    await expect(plan).rejects.toMatchObject({
      code: 'SANDBOX_UNAVAILABLE',
      message: expect.stringContaining('bubblewrap (bwrap) is not installed') as unknown,
      hint: expect.stringMatching(/apt-get install bubblewrap.*--no-sandbox/) as unknown,
    });
  });

  it('never probes for agents that start no process, and honours an explicit --no-sandbox', async () => {
    const probe = () => Promise.reject(new Error('must not probe'));
    const common = { config, agentName: 'a', hostEnv: {}, workspace: '/w', probe };
    const replay = await planSandbox({
      ...common,
      settings: { type: 'replay', file: 'r.json' },
      sandbox: true,
    });
    expect(replay.mode).toBe('not-needed');
    const off = await planSandbox({ ...common, settings: script, sandbox: false });
    expect(off.mode).toBe('disabled');
    const attempt = await off.open('/w', '/w/.governance/tasks/T-1');
    const spec = { program: '/bin/true', args: [], env: {}, cwd: '/w' };
    expect(attempt.wrap(spec)).toBe(spec);
  });
});

import { describe, expect, it } from 'vitest';
import { buildSandboxEnv, filterCommandEnv } from './env.js';
import type { SandboxEnvInput } from './env.js';

const input: SandboxEnvInput = {
  hostEnv: {
    PATH: '/usr/bin:/bin',
    HOME: '/root',
    LANG: 'C.UTF-8',
    TMPDIR: '/tmp',
    AWS_SECRET_ACCESS_KEY: 'host-secret',
    ANTHROPIC_API_KEY: 'host-key',
    NO_PROXY: 'localhost',
  },
  envAllowlist: undefined,
  extraEnv: { ANTHROPIC_API_KEY: 'agent-key' },
  home: '/a/home',
  tmpdir: '/a/tmp',
  privateBin: null,
  proxy: false,
};

describe('buildSandboxEnv', () => {
  it('keeps the base allowlist, adds extraEnv and sets the private HOME and TMPDIR', () => {
    expect(buildSandboxEnv(input)).toEqual({
      PATH: '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      HOME: '/a/home',
      TMPDIR: '/a/tmp',
      ANTHROPIC_API_KEY: 'agent-key',
    });
  });

  it('passes nothing from the host for an empty allowlist, but still sets PATH', () => {
    expect(buildSandboxEnv({ ...input, envAllowlist: [], extraEnv: {} })).toEqual({
      PATH: '/usr/bin:/bin',
      HOME: '/a/home',
      TMPDIR: '/a/tmp',
    });
  });

  it('points PATH at the private bin dir and the proxy variables at the bridge', () => {
    const env = buildSandboxEnv({
      ...input,
      envAllowlist: ['NO_PROXY', 'LANG'],
      privateBin: '/a/meta/bin',
      proxy: true,
    });
    expect(env['PATH']).toBe('/a/meta/bin');
    expect(env['HTTPS_PROXY']).toBe('http://127.0.0.1:3128');
    expect(env['http_proxy']).toBe('http://127.0.0.1:3128');
    expect(env).not.toHaveProperty('NO_PROXY');
  });
});

describe('filterCommandEnv', () => {
  it('drops kernel variables an adapter copied without the allowlist naming them', () => {
    const env = filterCommandEnv(
      {
        AWS_SECRET_ACCESS_KEY: 'host-secret',
        GOVERN_TASK_ID: 'TASK-1',
        IS_SANDBOX: '1',
        HOME: '/root',
        ANTHROPIC_API_KEY: 'agent-key',
      },
      input,
    );
    expect(env).not.toHaveProperty('AWS_SECRET_ACCESS_KEY');
    expect(env).toMatchObject({
      GOVERN_TASK_ID: 'TASK-1',
      IS_SANDBOX: '1',
      HOME: '/a/home',
      ANTHROPIC_API_KEY: 'agent-key',
    });
  });
});

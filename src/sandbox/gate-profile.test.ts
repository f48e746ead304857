import { describe, expect, it } from 'vitest';
import { BASE_ENV_ALLOWLIST } from '../common/index.js';
import { GATE_MAX_PROCESSES, GATE_MEMORY_MB, gatePolicy } from './gate-profile.js';

describe('the gate profile', () => {
  it("never takes the agent's network or keys, keeps its masks, and always caps memory and processes", () => {
    const policy = gatePolicy({
      networkAccess: true,
      networkAllowlist: ['api.anthropic.com'],
      envAllowlist: ['PATH', 'ANTHROPIC_API_KEY'],
      allowUnixSockets: true,
      forbiddenPaths: ['private/**'],
      writeOnlyPaths: ['src'],
      allowedCommands: ['git'],
    });
    expect(policy).toEqual({
      networkAccess: false,
      allowUnixSockets: false,
      envAllowlist: [...BASE_ENV_ALLOWLIST, 'CI', 'FORCE_COLOR', 'NO_COLOR'],
      forbiddenPaths: ['private/**'],
      maxMemoryMb: GATE_MEMORY_MB,
      maxProcesses: GATE_MAX_PROCESSES,
    });
    expect(gatePolicy({ maxMemoryMb: 512, maxProcesses: 64 })).toMatchObject({
      maxMemoryMb: 512,
      maxProcesses: 64,
    });
  });
});

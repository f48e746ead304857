import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import {
  defaultConfig,
  loadConfig,
  parseConfigText,
  resolveCategoryGates,
  resolveCategoryLimits,
} from './index.js';

describe('config validation', () => {
  it('accepts the config init writes', () => {
    const result = parseConfigText(JSON.stringify(defaultConfig('demo')), 'c.json');
    expect(result.kind).toBe('ok');
  });

  it('names every bad field with its path', () => {
    const bad = {
      ...defaultConfig('demo'),
      defaultAgent: 'missing',
      agents: { a: { type: 'script', command: '' }, b: { type: 'nope' } },
      gates: { TYPE_CHECK: { timeoutMs: -5 } },
      extra: true,
    };
    const result = parseConfigText(JSON.stringify(bad), 'c.json');
    expect(result.kind).toBe('invalid');
    const issues = result.kind === 'invalid' ? result.issues.join('\n') : '';
    expect(issues).toContain('agents.a.command');
    expect(issues).toContain('agents.b.type');
    expect(issues).toContain('gates.TYPE_CHECK.timeoutMs');
    expect(issues).toMatch(/extra/);
  });

  it('takes every agent adapter and the sandbox policy, with safe defaults when absent', () => {
    const { policy: defaultPolicy, ...withoutPolicy } = defaultConfig('x');
    expect(defaultPolicy.networkAccess).toBeDefined();
    const result = parseConfigText(
      JSON.stringify({
        ...withoutPolicy,
        agents: {
          ...withoutPolicy.agents,
          claude: { type: 'claude-code', model: 'sonnet' },
          codex: { type: 'codex', model: 'gpt-5-codex' },
          oc: { type: 'opencode', model: 'anthropic/claude-sonnet-4-5', keyEnv: 'K' },
          kilo: { type: 'kilo', model: 'a/b', keyEnv: 'K' },
          aider: { type: 'aider', model: 'gpt-4o', keyEnv: 'OPENAI_API_KEY' },
          llm: { type: 'llm', api: 'openai-chat', model: 'qwen' },
        },
      }),
      'c.json',
    );
    expect(result.kind).toBe('ok');
    const config = result.kind === 'ok' ? result.config : null;
    expect(config?.policy).toEqual({ networkAccess: false, allowUnixSockets: false });
    expect(config?.agents['claude']).toMatchObject({
      command: 'claude',
      keyEnv: 'ANTHROPIC_API_KEY',
      maxRetries: 1,
    });
    expect(config?.agents['codex']).toMatchObject({ baseUrl: 'https://api.openai.com/v1' });
  });

  it('names the field and the fix for bad agent and policy settings', () => {
    const bad = {
      ...defaultConfig('x'),
      agents: {
        ...defaultConfig('x').agents,
        kilo: { type: 'kilo', model: 'no-slash', keyEnv: 'K' },
        aider: { type: 'aider', keyEnv: 'K' },
      },
      policy: { networkAllowlist: ['localhost:8080', '127.0.0.1'], maxMemoryMb: 1 },
    };
    const result = parseConfigText(JSON.stringify(bad), 'c.json');
    const issues = result.kind === 'invalid' ? result.issues : [];
    expect(issues).toEqual(
      expect.arrayContaining([
        'agents.kilo.model: must be provider/model',
        expect.stringMatching(/^agents\.aider\.model: /),
        'policy.networkAllowlist[0]: name loopback endpoints as IP literals with a port (127.0.0.1:8080)',
        'policy.networkAllowlist[1]: a loopback entry must name its port (127.0.0.1:8080)',
        expect.stringMatching(
          /^policy\.networkAllowlist: needs networkAccess: true.*set policy\.networkAccess to true/,
        ),
        expect.stringMatching(/^policy\.maxMemoryMb: /),
      ]),
    );
  });

  it('rejects a defaultAgent that names no agent', () => {
    const result = parseConfigText(
      JSON.stringify({ ...defaultConfig('x'), defaultAgent: 'ghost' }),
      'c.json',
    );
    expect(result.kind === 'invalid' ? result.issues : []).toEqual([
      expect.stringMatching(/^defaultAgent: names agent "ghost"/),
    ]);
  });

  it('reports JSON syntax errors as invalid, not a crash', () => {
    const result = parseConfigText('{ "version": 1,', 'c.json');
    expect(result.kind).toBe('invalid');
  });

  it('distinguishes a missing file from an invalid one', () => {
    const dir = makeTempDir();
    expect(loadConfig(dir).kind).toBe('missing');
    mkdirSync(join(dir, '.governance'));
    writeFileSync(join(dir, '.governance', 'config.json'), '[]');
    expect(loadConfig(dir).kind).toBe('invalid');
  });
});

describe('gate chains per category', () => {
  it('orders the default chain cheapest first', () => {
    expect(resolveCategoryGates(defaultConfig('x'), 'LLM_INFERENCE')).toEqual([
      'SCOPE',
      'CONSTITUTION',
      'SECRETS',
      'ANTI_STUB',
      'TEST_INTEGRITY',
      'INJECTION',
      'SECURITY_REGRESSION',
      'SYNTAX_CHECK',
      'AST_LINT',
      'TYPE_CHECK',
      'TEST_SUITE',
    ]);
    expect(resolveCategoryGates(defaultConfig('x'), 'DOCUMENTATION')).toEqual([
      'SCOPE',
      'CONSTITUTION',
      'SECRETS',
      'ANTI_STUB',
      'INJECTION',
      'SYNTAX_CHECK',
    ]);
  });

  it('lets config override a category and disable a gate everywhere', () => {
    const config = {
      ...defaultConfig('x'),
      categories: { TESTING: { gates: ['TEST_SUITE', 'TYPE_CHECK', 'TEST_SUITE'] as const } },
      gates: { TYPE_CHECK: { enabled: false } },
    };
    const parsed = parseConfigText(JSON.stringify(config), 'c.json');
    expect(parsed.kind).toBe('ok');
    if (parsed.kind === 'ok') {
      expect(resolveCategoryGates(parsed.config, 'TESTING')).toEqual(['TEST_SUITE']);
      expect(resolveCategoryGates(parsed.config, 'REFACTORING')).not.toContain('TYPE_CHECK');
    }
  });

  it('falls back to seed limits (2 retries) unless the category overrides them', () => {
    const config = {
      ...defaultConfig('x'),
      categories: { MIGRATION: { maxRetries: 5, timeoutMs: 1000 } },
    };
    expect(resolveCategoryLimits(config, 'MIGRATION')).toEqual({ maxRetries: 5, timeoutMs: 1000 });
    expect(resolveCategoryLimits(config, 'TESTING').maxRetries).toBe(2);
  });
});

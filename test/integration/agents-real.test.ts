import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiderAgentSchema,
  claudeCodeAgentSchema,
  codexAgentSchema,
  llmAgentSchema,
  opencodeAgentSchema,
} from '../../src/config/agent-schemas.js';
import { createAiderAgent } from '../../src/agents/aider.js';
import { createClaudeCodeAgent } from '../../src/agents/claude-code.js';
import { priceTokens } from '../../src/agents/cli-agent.js';
import type { TokenCounts } from '../../src/common/index.js';
import { createCodexAgent } from '../../src/agents/codex.js';
import { createLlmAgent } from '../../src/agents/llm.js';
import { createOpenCodeAgent } from '../../src/agents/opencode.js';
import type {
  AgentAdapter,
  AgentRequest,
  AgentResult,
  LaunchSpec,
  LaunchWrapper,
} from '../../src/agents/types.js';
import { ROOT } from '../helpers/cli.js';
import { startFakeModelServer } from '../helpers/fake-model-server.js';
import type { FakeModelServer, FakeReply, RecordedRequest } from '../helpers/fake-model-server.js';
import { makeTempDir } from '../helpers/temp.js';

// The real agent CLIs (pinned devDependencies) against a model server on 127.0.0.1; nothing
// leaves the machine. Adapter-level: every process goes through an identity `wrap`; the
// agents-loop-*.test.ts suites run the same CLIs through govern run inside the sandbox.
const wrap: LaunchWrapper = (spec) => spec;

const BIN = join(ROOT, 'node_modules', '.bin');
const FAKE_AIDER = join(ROOT, 'test', 'fixtures', 'fake-aider', 'aider');
const SECRET = 'kernel-secret-must-not-leak-5f2c';
const KEY = 'sk-test-agent-key-91ab';
const TARGET = 'src/answer.ts';
const EDIT = `mkdir -p src && printf 'export const answer = 42;\\n' > ${TARGET}`;
const NEW_CONTENT = 'export const answer = 42;\n';
const USAGE = {
  usage: { input: 100, output: 10, cached: 5 },
  finalUsage: { input: 200, output: 20 },
};

let server: FakeModelServer;

beforeAll(async () => {
  server = await startFakeModelServer();
});
afterAll(() => server.close());

interface Run {
  readonly result: AgentResult;
  readonly workspace: string;
  readonly requests: readonly RecordedRequest[];
  readonly launches: readonly LaunchSpec[];
}

async function runAgent(
  agent: AgentAdapter,
  reply: FakeReply,
  options: { keyEnv?: string; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Run> {
  const dir = makeTempDir('govern-agents-');
  const workspace = join(dir, 'ws');
  const attempts = join(dir, 'gov', 'tasks', 'T-1');
  mkdirSync(join(workspace, 'src'), { recursive: true });
  mkdirSync(attempts, { recursive: true });
  writeFileSync(join(workspace, 'README.md'), '# fixture\n');
  const prompt = `Set ${TARGET} to export answer = 42. PROMPT-MARKER-7d1e`;
  const promptFile = join(attempts, 'attempt-1.prompt.md');
  writeFileSync(promptFile, prompt);
  server.script(reply);
  const before = server.requests.length;
  const launches: LaunchSpec[] = [];
  const request: AgentRequest = {
    taskId: 'T-1',
    attempt: 1,
    workspace,
    prompt,
    promptFile,
    targetPaths: [TARGET],
    timeoutMs: options.timeoutMs ?? 90_000,
    rawLogPath: join(attempts, 'attempt-1.log'),
    hostEnv: {
      PATH: `${BIN}:${process.env['PATH'] ?? '/usr/bin:/bin'}`,
      HOME: '/nonexistent-kernel-home',
      SECRET_TOKEN: SECRET,
      [options.keyEnv ?? 'TEST_AGENT_KEY']: KEY,
    },
    wrap: (spec) => {
      launches.push(spec);
      return wrap(spec);
    },
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  };
  const result = await agent.run(request);
  return { result, workspace, requests: server.requests.slice(before), launches };
}

/** What the server billed: the tokens it reported for every model call of the run. */
function billed(requests: readonly RecordedRequest[]): TokenCounts {
  return requests.reduce(
    (sum, r) => ({
      input: sum.input + (r.usage?.input ?? 0),
      output: sum.output + (r.usage?.output ?? 0),
      cached: sum.cached + (r.usage?.cached ?? 0),
    }),
    { input: 0, output: 0, cached: 0 },
  );
}

function expectNoLeak(run: Run): void {
  for (const request of run.requests) {
    expect(request.body + JSON.stringify(request.headers)).not.toContain(SECRET);
  }
  for (const launch of run.launches) {
    expect(Object.values(launch.env).join('\n')).not.toContain(SECRET);
    expect(launch.args.join(' ')).not.toContain(KEY);
  }
}

function expectEdited(run: Run): void {
  expect(run.result.failure, run.result.summary).toBeNull();
  expect(readFileSync(join(run.workspace, TARGET), 'utf8')).toBe(NEW_CONTENT);
}

// prettier-ignore
const ERRORS = [[401, 'auth'], [429, 'rate-limit'], [500, 'server-error']] as const;

describe('claude-code: the real claude 2.1.197', () => {
  const settings = claudeCodeAgentSchema.parse({
    type: 'claude-code',
    model: 'claude-sonnet-4-5',
    keyEnv: 'TEST_AGENT_KEY',
    maxRetries: 0,
  });
  const agent = (sandboxed = true) =>
    createClaudeCodeAgent('claude', { ...settings, baseUrl: server.url }, { sandboxed });

  it('edits through its Bash tool; tokens and cost from its result record', async () => {
    const run = await runAgent(agent(), { kind: 'shell', command: EDIT, ...USAGE });
    expectEdited(run);
    const tokens = billed(run.requests);
    expect(tokens.input).toBe(300);
    // Anthropic counts cache reads beside input_tokens; the result counts all prompt tokens.
    expect(run.result.tokens).toEqual({ input: 305, output: 30, cached: 5 });
    // claude prices the call itself (sonnet 4.5: $3 in, $15 out, $0.30 cache read per MTok).
    expect(run.result.costUsd).toBeCloseTo((300 * 3 + 30 * 15 + 5 * 0.3) / 1e6, 10);
    expect(run.result.model).toBe('claude-sonnet-4-5');
    expect(run.result.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(run.result.summary).toBe('DONE');
    expect(run.requests.some((r) => r.body.includes('PROMPT-MARKER-7d1e'))).toBe(true);
    for (const r of run.requests.filter((q) => q.api !== 'other')) {
      expect(r.headers['x-api-key'] ?? r.headers['authorization']).toContain(KEY);
    }
    expect(run.launches[0]?.args).toContain('bypassPermissions');
    expect(run.launches[0]?.env['IS_SANDBOX']).toBe('1');
    expectNoLeak(run);
    expect(readFileSync(run.result.rawLogPath ?? '', 'utf8')).toContain('"type":"result"');
  });

  it('outside the sandbox it gets no bypass: a command that needs approval is denied', async () => {
    // acceptEdits lets plain file commands (mkdir, printf > file) through; a program does not.
    const command = `node -e "require('fs').writeFileSync('${TARGET}', 'x')"`;
    const run = await runAgent(agent(false), { kind: 'shell', command, ...USAGE });
    expect(run.launches[0]?.args).toContain('acceptEdits');
    expect(run.launches[0]?.env['IS_SANDBOX']).toBeUndefined();
    expect(run.result.failure).toBeNull();
    expect(existsSync(join(run.workspace, TARGET))).toBe(false);
    expect(run.result.summary).toContain('denied');
  });

  it.each(ERRORS)('maps HTTP %i to the %s failure', async (status, kind) => {
    const run = await runAgent(agent(), { kind: 'error', status });
    expect(run.result.failure?.kind).toBe(kind);
    expect(run.result.exitCode).toBe(1);
    expect(run.result.failure?.message).toContain(String(status));
  });

  it('without its key it is never started: missing-key', async () => {
    const run = await runAgent(agent(), { kind: 'text', text: 'x' }, { keyEnv: 'OTHER_KEY' });
    expect(run.result.failure?.kind).toBe('missing-key');
    expect(run.result.failure?.message).toContain('TEST_AGENT_KEY');
    expect(run.launches).toEqual([]);
    expect(run.requests).toEqual([]);
  });

  it('a missing binary is a spawn failure naming it', async () => {
    const missing = createClaudeCodeAgent(
      'claude',
      { ...settings, command: 'claude-not-installed' },
      { sandboxed: true },
    );
    const run = await runAgent(missing, { kind: 'text', text: 'x' });
    expect(run.result.failure?.kind).toBe('spawn');
    expect(run.result.failure?.message).toContain('claude-not-installed');
    expect(run.launches).toEqual([]);
  });
});

describe('codex: the real codex 0.171.0', () => {
  const prices = {
    'gpt-5-codex': { inputUsdPerMTok: 1.25, outputUsdPerMTok: 10, cachedInputUsdPerMTok: 0.125 },
  };
  const agent = (baseUrl = `${server.url}/v1`) =>
    createCodexAgent(
      'codex',
      codexAgentSchema.parse({
        type: 'codex',
        model: 'gpt-5-codex',
        keyEnv: 'TEST_AGENT_KEY',
        baseUrl,
        maxRetries: 0,
        prices,
      }),
      // identity wrap: codex's own workspace-write sandbox is the boundary here.
      { sandboxed: false },
    );

  it('edits through exec_command; tokens from turn.completed, cost from the price table', async () => {
    const run = await runAgent(agent(), { kind: 'shell', command: EDIT, ...USAGE });
    expectEdited(run);
    expect(run.result.tokens).toEqual(billed(run.requests));
    expect(run.result.tokens).toEqual({ input: 300, output: 30, cached: 5 });
    expect(run.result.costUsd).toBeCloseTo((295 * 1.25 + 5 * 0.125 + 30 * 10) / 1e6, 12);
    expect(run.result.model).toBe('gpt-5-codex');
    expect(run.result.sessionId).not.toBeNull();
    expect(run.requests.some((r) => r.body.includes('PROMPT-MARKER-7d1e'))).toBe(true);
    expect(run.requests.every((r) => r.headers['authorization'] === `Bearer ${KEY}`)).toBe(true);
    expect(run.launches[0]?.args).toContain('workspace-write');
    // CODEX_HOME is $HOME/.codex: outside TMPDIR, or codex's own sandbox breaks.
    const env = run.launches[0]?.env ?? {};
    expect(env['CODEX_HOME']).toBeUndefined();
    expect((env['HOME'] ?? '').startsWith(env['TMPDIR'] ?? '/')).toBe(false);
    expectNoLeak(run);
  });

  it.each(ERRORS)('maps HTTP %i to the %s failure', async (status, kind) => {
    const run = await runAgent(agent(), { kind: 'error', status });
    expect(run.result.failure?.kind).toBe(kind);
    expect(run.result.exitCode).toBe(1);
  });

  it('an unreachable API (codex waits for the network forever) is stopped early: network', async () => {
    const run = await runAgent(
      agent('http://127.0.0.1:9/v1'),
      { kind: 'text', text: 'x' },
      { timeoutMs: 60_000 },
    );
    expect(run.result.failure?.kind).toBe('network');
    // Stopped at its first "waiting for network" line, well before the deadline.
    expect(run.result.timedOut).toBe(false);
    expect(run.result.durationMs).toBeLessThan(30_000);
    expect(readFileSync(run.result.rawLogPath ?? '', 'utf8')).toContain('stopped: network');
  });
});

// Under load (two workers, other suites) opencode and kilo runs take several times longer.
describe('opencode: the real opencode 1.18.33', { timeout: 120_000 }, () => {
  const prices = {
    'fake/m': { inputUsdPerMTok: 3, outputUsdPerMTok: 15, cachedInputUsdPerMTok: 0.3 },
  };
  const agent = () =>
    createOpenCodeAgent(
      'opencode',
      opencodeAgentSchema.parse({
        type: 'opencode',
        model: 'fake/m',
        keyEnv: 'TEST_AGENT_KEY',
        baseUrl: `${server.url}/v1`,
        npm: '@ai-sdk/openai-compatible',
        prices,
      }),
    );

  it('edits through its bash tool; tokens and cost summed over step_finish', async () => {
    const run = await runAgent(agent(), { kind: 'shell', command: EDIT, ...USAGE });
    expectEdited(run);
    expect(run.result.tokens).toEqual(billed(run.requests));
    expect(run.result.tokens).toEqual({ input: 300, output: 30, cached: 5 });
    expect(run.result.costUsd).toBeCloseTo(
      priceTokens(prices, 'fake/m', run.result.tokens) ?? -1,
      12,
    );
    expect(run.result.sessionId).toMatch(/^ses_/);
    expect(run.requests.every((r) => r.headers['authorization'] === `Bearer ${KEY}`)).toBe(true);
    expectNoLeak(run);
  });
});

// Kilo, and opencode's error mapping, run in agents-loop-opencode-kilo.test.ts: through
// govern run and inside the sandbox (each run costs 5-15 s, so not twice).

describe('aider: a fake CLI reproducing its documented output (aider is not installable here)', () => {
  const agent = (command = FAKE_AIDER) =>
    createAiderAgent(
      'aider',
      aiderAgentSchema.parse({
        type: 'aider',
        command,
        model: 'openai/gpt-4o-mini',
        keyEnv: 'OPENAI_API_KEY',
        baseUrl: `${server.url}/v1`,
      }),
    );
  const whole = `I set the answer.\n\n${TARGET}\n\`\`\`ts\n${NEW_CONTENT}\`\`\`\n`;
  const withKey = { keyEnv: 'OPENAI_API_KEY' };

  it('applies its whole-file edit; tokens and cost from its Tokens/Cost lines', async () => {
    const reply = { kind: 'text', text: whole, usage: { input: 812, output: 64 } } as const;
    const run = await runAgent(agent(), reply, withKey);
    expectEdited(run);
    expect(run.result.tokens).toEqual({ input: 812, output: 64, cached: 0 });
    // gpt-4o-mini: $0.15 in, $0.60 out per MTok, as aider prints it (4 significant places).
    expect(run.result.costUsd).toBeCloseTo(0.00016, 6);
    expect(run.result.model).toBe('openai/gpt-4o-mini');
    expect(run.result.summary).toBe(`applied edits to ${TARGET}`);
    expect(run.launches[0]?.args).toEqual(
      expect.arrayContaining(['--no-git', '--yes-always', '--no-auto-commits']),
    );
    expectNoLeak(run);
    expect(existsSync(join(run.workspace, '.aider.chat.history.md'))).toBe(false);
  });

  it.each(ERRORS)('maps HTTP %i to the %s failure (aider itself exits 0)', async (status, kind) => {
    const run = await runAgent(agent(), { kind: 'error', status }, withKey);
    expect(run.result.exitCode).toBe(0);
    expect(run.result.failure?.kind).toBe(kind);
  });

  it('is never started without its key (no OAuth wait): missing-key', async () => {
    const run = await runAgent(agent(), { kind: 'text', text: whole });
    expect(run.result.failure?.kind).toBe('missing-key');
    expect(run.launches).toEqual([]);
  });

  it('a missing binary is a spawn failure', async () => {
    const run = await runAgent(agent('/nonexistent/aider'), { kind: 'text', text: whole }, withKey);
    expect(run.result.failure?.kind).toBe('spawn');
  });
});

describe('llm: one SDK call, whole files applied by the kernel', () => {
  const prices = { 'small-model': { inputUsdPerMTok: 0.5, outputUsdPerMTok: 1.5 } };
  const agent = (api: 'openai-chat' | 'anthropic-messages', extra: object = {}) =>
    createLlmAgent(
      'llm',
      llmAgentSchema.parse({
        type: 'llm',
        api,
        model: 'small-model',
        keyEnv: 'TEST_AGENT_KEY',
        baseUrl: api === 'openai-chat' ? `${server.url}/v1` : server.url,
        maxRetries: 0,
        prices,
        ...extra,
      }),
    );
  const answer = `Set the answer.\n=== FILE: ${TARGET} ===\nexport const answer = 42;\n=== END FILE ===\n`;

  it.each(['openai-chat', 'anthropic-messages'] as const)(
    '%s: writes the target file; tokens and cost from usage and the price table',
    async (api) => {
      const run = await runAgent(agent(api), {
        kind: 'text',
        text: answer,
        usage: { input: 1000, output: 50, cached: 100 },
      });
      expectEdited(run);
      const input = api === 'openai-chat' ? 1000 : 1100;
      expect(run.result.tokens).toEqual({ input, output: 50, cached: 100 });
      expect(run.result.costUsd).toBeCloseTo(((input - 100 + 100) * 0.5 + 50 * 1.5) / 1e6, 12);
      expect(run.result.summary).toBe('Set the answer.');
      expect(run.requests).toHaveLength(1);
      expect(run.requests[0]?.body).toContain('PROMPT-MARKER-7d1e');
      // The gateway inlines the target files (redacted); the adapter sends the prompt as is.
      expect(run.requests[0]?.body).not.toContain('=== CURRENT:');
      expectNoLeak(run);
    },
  );

  it('refuses a file outside the target paths and writes nothing', async () => {
    const run = await runAgent(agent('openai-chat'), {
      kind: 'text',
      text: `${answer}=== FILE: README.md ===\nowned\n=== END FILE ===\n`,
    });
    expect(run.result.failure?.kind).toBe('invalid-output');
    expect(run.result.failure?.message).toContain('README.md is not one of the target paths');
    expect(existsSync(join(run.workspace, TARGET))).toBe(false);
    expect(readFileSync(join(run.workspace, 'README.md'), 'utf8')).toBe('# fixture\n');
  });

  it.each(ERRORS)('maps HTTP %i to the %s failure', async (status, kind) => {
    for (const api of ['openai-chat', 'anthropic-messages'] as const) {
      const run = await runAgent(agent(api), { kind: 'error', status });
      expect(run.result.failure?.kind, api).toBe(kind);
    }
  });

  it('honours the deadline and the abort signal', async () => {
    const slow = await runAgent(agent('anthropic-messages'), { kind: 'hang' }, { timeoutMs: 500 });
    expect(slow.result.failure?.kind).toBe('timeout');
    expect(slow.result.timedOut).toBe(true);
    expect(slow.result.durationMs).toBeLessThan(5_000);
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 300);
    const aborted = await runAgent(
      agent('openai-chat'),
      { kind: 'hang' },
      { signal: controller.signal },
    );
    expect(aborted.result.failure?.kind).toBe('aborted');
  });
});

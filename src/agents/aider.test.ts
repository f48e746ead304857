import { describe, expect, it } from 'vitest';
import type { AiderAgentSettings } from './settings.js';
import { buildAiderArgs, parseAiderCount, parseAiderOutput } from './aider.js';

// Aider's documented plain output (--no-pretty): banner from main.py, the usage report
// from base_coder.py (format_tokens / format_cost), errors from exceptions.py.
const BANNER = [
  'Aider v0.86.1',
  'Main model: anthropic/claude-sonnet-4-20250514 with diff edit format, infinite output',
  'Weak model: anthropic/claude-3-5-haiku-20241022',
  'Git repo: none',
  'Repo-map: disabled',
  'Added src/a.ts to the chat.',
  '',
];
const text = (lines: readonly string[]): string => `${[...BANNER, ...lines].join('\n')}\n`;

describe('parseAiderOutput', () => {
  it('reads tokens, the session cost, the model and the applied edits', () => {
    const run = parseAiderOutput(
      text([
        'I will change src/a.ts.',
        'Tokens: 2.4k sent, 16 received. Cost: $0.0075 message, $0.0075 session.',
        'Applied edit to src/a.ts',
      ]),
    );
    expect(run).toEqual({
      sessionId: null,
      model: 'anthropic/claude-sonnet-4-20250514',
      costUsd: 0.0075,
      tokens: { input: 2400, output: 16, cached: 0 },
      summary: 'applied edits to src/a.ts',
      failure: null,
      complete: true,
    });
  });

  it('sums every reply (reflections included) and takes the last session cost', () => {
    const run = parseAiderOutput(
      text([
        'Tokens: 12k sent, 3.1k cache write, 8.5k cache hit, 512 received.',
        'Cost: $0.05 message, $0.05 session.',
        'The LLM did not conform to the edit format.',
        'Tokens: 1,234 sent, 1.0k received. Cost: $0.02 message, $0.07 session.',
        'Applied edit to src/a.ts',
      ]),
    );
    expect(run.tokens).toEqual({ input: 13_234, output: 1512, cached: 8500 });
    expect(run.costUsd).toBe(0.07);
  });

  it('an error a later reply follows was retried away; a final one fails the run', () => {
    const retried = parseAiderOutput(
      text([
        'litellm.RateLimitError: RateLimitError: OpenAIException - slow down',
        'The API provider has rate limited you. Try again later or check your quotas.',
        'Retrying in 0.2 seconds...',
        'Tokens: 900 sent, 20 received. Cost: $0.0002 message, $0.0002 session.',
      ]),
    );
    expect(retried.failure).toBeNull();
    const failed = parseAiderOutput(
      text([
        'litellm.AuthenticationError: AuthenticationError: OpenAIException - bad key',
        'The API provider is not able to authenticate you. Check your API key.',
      ]),
    );
    expect(failed.failure?.kind).toBe('auth');
    expect(failed.complete).toBe(true);
  });

  it.each([
    ['litellm.InternalServerError: InternalServerError: OpenAIException - boom', 'server-error'],
    ["The API provider's servers are down or overloaded.", 'server-error'],
    [
      'litellm.APIConnectionError: APIConnectionError: OpenAIException - Connection error.',
      'network',
    ],
    ['litellm.NotFoundError: NotFoundError: OpenAIException - no such model', 'api-error'],
  ])('"%s" is %s', (line, kind) => {
    expect(parseAiderOutput(text([line])).failure?.kind).toBe(kind);
  });

  it('output with neither a usage report nor an error is incomplete', () => {
    expect(parseAiderOutput(text([])).complete).toBe(false);
  });

  it('parses aider token counts', () => {
    expect([undefined, '16', '1,234', '2.4k', '12k'].map(parseAiderCount)).toEqual([
      0, 16, 1234, 2400, 12_000,
    ]);
  });
});

describe('buildAiderArgs', () => {
  it('always names the model, never the key, and keeps aider off git and out of the repo', () => {
    const settings: AiderAgentSettings = {
      type: 'aider',
      command: 'aider',
      model: 'openai/gpt-4o-mini',
      keyEnv: 'OPENAI_API_KEY',
      args: [],
      env: {},
      maxRetries: 1,
    };
    const args = buildAiderArgs(settings, {
      promptFile: '/g/p.md',
      targetPaths: ['src/a.ts', 'src/b.ts'],
    });
    expect(args.slice(0, 4)).toEqual([
      '--model',
      'openai/gpt-4o-mini',
      '--message-file',
      '/g/p.md',
    ]);
    expect(args).toEqual(
      expect.arrayContaining(['--yes-always', '--no-git', '--no-auto-commits', '--no-pretty']),
    );
    expect(args.join(' ')).toContain('--env-file /dev/null');
    expect(args.join(' ')).toContain('--config /dev/null');
    expect(args.join(' ')).toContain('--file src/a.ts --file src/b.ts');
    expect(args.join(' ')).not.toContain('api-key');
  });
});

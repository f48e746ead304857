import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { createAgent, parseReportedUsage } from './index.js';
import type { AgentRequest, AgentRuntime } from './index.js';

const UNSANDBOXED: AgentRuntime = { sandboxed: false };

function request(workspace: string, extra: Partial<AgentRequest> = {}): AgentRequest {
  const promptFile = join(workspace, 'prompt.md');
  writeFileSync(promptFile, 'PROMPT');
  return {
    taskId: 'T-1',
    attempt: 2,
    workspace,
    prompt: 'PROMPT TEXT',
    promptFile,
    targetPaths: ['src/a.ts', 'src/b.ts'],
    timeoutMs: 10_000,
    rawLogPath: join(workspace, 'raw.log'),
    hostEnv: { PATH: process.env['PATH'], HOME: '/home/x', SECRET_TOKEN: 'leak-me' },
    wrap: (spec) => spec,
    ...extra,
  };
}

function script(body: string): {
  type: 'script';
  command: string;
  args: string[];
  env: Record<string, string>;
  passEnv: string[];
} {
  return { type: 'script', command: '/bin/sh', args: ['-c', body], env: {}, passEnv: [] };
}

describe('script agent', () => {
  it('gets the prompt on stdin and the task in GOVERN_* variables, and nothing secret', async () => {
    const dir = makeTempDir();
    const agent = createAgent(
      { s: script('cat > stdin.txt; env > env.txt; echo done') },
      's',
      dir,
      UNSANDBOXED,
    );
    const result = await agent.run(request(dir));
    expect(result).toMatchObject({ exitCode: 0, failure: null, summary: 'done', timedOut: false });
    expect(readFileSync(join(dir, 'stdin.txt'), 'utf8')).toBe('PROMPT TEXT');
    const env = readFileSync(join(dir, 'env.txt'), 'utf8');
    expect(env).toContain('GOVERN_TASK_ID=T-1\n');
    expect(env).toContain('GOVERN_ATTEMPT=2\n');
    expect(env).toContain('GOVERN_TARGET_PATH=["src/a.ts","src/b.ts"]\n');
    expect(env).toContain(`GOVERN_PROMPT_FILE=${join(dir, 'prompt.md')}\n`);
    expect(env).not.toContain('SECRET_TOKEN');
    expect(readFileSync(join(dir, 'raw.log'), 'utf8')).toContain('done');
  });

  it('passes named variables and a single target path as is', async () => {
    const dir = makeTempDir();
    const agent = createAgent(
      { s: { ...script('echo "$SECRET_TOKEN $GOVERN_TARGET_PATH"'), passEnv: ['SECRET_TOKEN'] } },
      's',
      dir,
      UNSANDBOXED,
    );
    const result = await agent.run(request(dir, { targetPaths: ['only.ts'] }));
    expect(result.summary).toBe('leak-me only.ts');
  });

  it('reports a non-zero exit, a timeout (killing the whole group) and a missing binary as distinct failures', async () => {
    const dir = makeTempDir();
    const agents = {
      exit: script('echo broken >&2; exit 3'),
      slow: script('(sleep 1; touch grandchild-survived) & sleep 30'),
      missing: { ...script(''), command: './no-such-agent' },
    };
    const exit = await createAgent(agents, 'exit', dir, UNSANDBOXED).run(request(dir));
    expect(exit.failure).toMatchObject({ kind: 'exit' });
    expect(exit.failure?.message).toContain('exited with code 3');
    expect(exit.failure?.message).toContain('broken');

    const slow = await createAgent(agents, 'slow', dir, UNSANDBOXED).run(
      request(dir, { timeoutMs: 300 }),
    );
    expect(slow).toMatchObject({ timedOut: true, failure: { kind: 'timeout' } });

    const missing = await createAgent(agents, 'missing', dir, UNSANDBOXED).run(request(dir));
    expect(missing.failure?.kind).toBe('spawn');
    // The background child would have written its file after 1 s had the group survived.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(existsSync(join(dir, 'grandchild-survived'))).toBe(false);
  });

  it('reads cost and tokens from a JSON last line', () => {
    expect(
      parseReportedUsage('work\n{"costUsd": 0.4, "inputTokens": 1200, "outputTokens": 300}\n'),
    ).toEqual({
      costUsd: 0.4,
      tokens: { input: 1200, output: 300, cached: 0 },
    });
    expect(parseReportedUsage('{"costUsd": -1}').costUsd).toBeNull();
    expect(parseReportedUsage('no json').costUsd).toBeNull();
  });
});

describe('replay agent', () => {
  function replayFile(dir: string, content: unknown): string {
    const file = join(dir, 'replay.json');
    writeFileSync(file, JSON.stringify(content));
    return file;
  }

  it('writes and deletes the files recorded for the attempt', async () => {
    const dir = makeTempDir();
    const work = makeTempDir();
    writeFileSync(join(dir, 'content.ts'), 'from file\n');
    writeFileSync(join(work, 'old.ts'), 'old');
    const file = replayFile(dir, {
      version: 1,
      tasks: {
        'T-1': [
          { writes: { 'a.ts': 'one' }, exitCode: 1, summary: 'first try failed' },
          {
            writes: { 'src/b.ts': 'two' },
            writeFiles: { 'c.ts': 'content.ts' },
            deletes: ['old.ts'],
            costUsd: 0.02,
          },
        ],
      },
    });
    const agent = createAgent({ r: { type: 'replay', file } }, 'r', work, UNSANDBOXED);
    const second = await agent.run(request(work));
    expect(second).toMatchObject({ exitCode: 0, failure: null, costUsd: 0.02 });
    expect(readFileSync(join(work, 'src/b.ts'), 'utf8')).toBe('two');
    expect(readFileSync(join(work, 'c.ts'), 'utf8')).toBe('from file\n');
    expect(existsSync(join(work, 'old.ts'))).toBe(false);
    const first = await agent.run(request(work, { attempt: 1 }));
    expect(first.failure).toMatchObject({ kind: 'exit' });
    const none = await agent.run(request(work, { attempt: 3 }));
    expect(none.failure).toMatchObject({ kind: 'no-record' });
  });

  it('rejects a replay that writes outside the workspace or into .git', () => {
    const dir = makeTempDir();
    const file = replayFile(dir, {
      version: 1,
      tasks: { T: [{ writes: { '../x': 'a', '.git/hooks/pre-commit': 'b' } }] },
    });
    expect(() => createAgent({ r: { type: 'replay', file } }, 'r', dir, UNSANDBOXED)).toThrow(
      /must be a path inside the workspace[\s\S]*must not touch \.git/,
    );
  });

  it('names an unknown agent', () => {
    expect(() => createAgent({}, 'ghost', '/', UNSANDBOXED)).toThrow(
      expect.objectContaining({ code: 'AGENT_UNKNOWN' }),
    );
  });
});

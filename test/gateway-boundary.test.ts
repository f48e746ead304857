import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({
  path: relative(SRC, file).split('\\').join('/'),
  text: readFileSync(file, 'utf8'),
}));

// The gateway is the one boundary every outgoing context passes (issue 4). These checks read
// the source: a new code path that hands an agent a prompt, or reads the workspace into a
// model request, has to come through here and be argued for.
describe('the gateway boundary', () => {
  it('builds every agent request in one place, from a gateway context', () => {
    // `promptFile:` is set only where an AgentRequest is made.
    const makers = files
      .filter((file) => /(?<!readonly )\bpromptFile:/.test(file.text))
      .map((f) => f.path);
    expect(makers).toEqual(['kernel/loop/attempt.ts']);
    const attempt = files.find((file) => file.path === 'kernel/loop/attempt.ts')?.text ?? '';
    expect(attempt).toMatch(/const context = buildAgentContext\(/);
    expect(attempt).toMatch(/const prompt = context\.text;/);
    expect(attempt.match(/\bprompt,\n/g)).toHaveLength(1);
    expect(attempt).not.toMatch(/prompt:/);
  });

  it('lets no other organ build a context', () => {
    const users = files
      .filter((file) => /\bbuildAgentContext\(/.test(file.text))
      .map((file) => file.path);
    expect(users.sort()).toEqual(['gateway/context.ts', 'kernel/loop/attempt.ts']);
  });

  it('keeps agent adapters from reading the workspace into a request', () => {
    // Adapters get the prompt; only replay reads files, and those are its own fixtures.
    const readers = files
      .filter((file) => file.path.startsWith('agents/'))
      .filter((file) => /\breadFile(Sync)?\(|createReadStream\(/.test(file.text))
      .map((file) => file.path);
    expect(readers).toEqual(['agents/replay.ts']);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern, governAsyncResult } from '../helpers/cli.js';
import { startFakeModelServer } from '../helpers/fake-model-server.js';
import { makeRepo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

// A reference long enough for the IR, with bodies worth eliding.
const REFERENCE = [
  '/** Prices in cents. */',
  ...Array.from({ length: 12 }, (_, i) =>
    [
      `export function price${i}(cents: number, rate = ${i}): number {`,
      `  const taxed = Math.round(cents * (1 + rate / 100));`,
      `  const rounded = Math.ceil(taxed / 5) * 5;`,
      `  if (Number.isNaN(rounded) || !Number.isFinite(rounded)) {`,
      `    throw new RangeError(\`price${i}: \${cents} cents at \${rate}% is not a price\`);`,
      `  }`,
      `  return rounded > 0 ? rounded : 0;`,
      '}',
    ].join('\n'),
  ),
].join('\n');

/** A repository with the reference and one task, ready for `govern run`. */
function prepare(references: 'ir' | 'full', agent?: Record<string, unknown>): string {
  const repo = makeRepo({ 'README.md': '# test\n', 'src/price.ts': `${REFERENCE}\n` });
  const outside = makeTempDir('govern-ir-');
  const script = join(outside, 'agent.sh');
  writeFileSync(
    script,
    '#!/bin/sh\nset -e\ncd "$GOVERN_WORKSPACE"\necho "export const total = 1;" > src/total.ts\n',
    { mode: 0o755 },
  );
  expect(govern(repo, ['init']).code).toBe(0);
  const file = join(repo, '.governance', 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    file,
    JSON.stringify({
      ...config,
      agents: { agent: agent ?? { type: 'script', command: script } },
      gateway: { references },
      categories: { REFACTORING: { gates: ['SCOPE'], maxRetries: 0 } },
    }),
  );
  const tasks = join(outside, 'tasks.json');
  writeFileSync(
    tasks,
    JSON.stringify([
      {
        id: 'T-1',
        category: 'REFACTORING',
        targetPath: 'src/total.ts',
        referencePath: 'src/price.ts',
        description: 'Add a total that uses price3.',
      },
    ]),
  );
  expect(govern(repo, ['add', '--file', tasks]).code).toBe(0);
  return repo;
}

function promptOf(repo: string): string {
  return readFileSync(join(repo, '.governance', 'tasks', 'T-1', 'attempt-1.prompt.md'), 'utf8');
}

function runOnce(references: 'ir' | 'full'): { repo: string; prompt: string } {
  const repo = prepare(references);
  const run = govern(repo, ['run', '--no-sandbox']);
  expect(run.code, run.stderr).toBe(0);
  return { repo, prompt: promptOf(repo) };
}

function attemptContext(repo: string): Record<string, unknown> {
  const record = JSON.parse(
    readFileSync(join(repo, '.governance', 'tasks', 'T-1', 'attempt-1.json'), 'utf8'),
  ) as { context: Record<string, unknown> };
  return record.context;
}

describe('reference IR in the attempt record and govern quality', () => {
  it('records tokens whole and as IR, and quality reports the share of context tokens saved', () => {
    const ir = runOnce('ir');
    expect(ir.prompt).toContain('/* … body elided: lines 2-9 of src/price.ts */');
    // price3 is named in the task: its body stays.
    expect(ir.prompt).toContain(
      'export function price3(cents: number, rate = 3): number {\n  const taxed',
    );
    const context = attemptContext(ir.repo);
    const [reference] = context['references'] as {
      path: string;
      mode: string;
      fullTokens: number;
      irTokens: number;
      keptNamedBodies: number;
    }[];
    expect(reference).toMatchObject({ path: 'src/price.ts', mode: 'ir', keptNamedBodies: 1 });
    expect(reference?.irTokens).toBeLessThan((reference?.fullTokens ?? 0) / 2);
    const saved = (reference?.fullTokens ?? 0) - (reference?.irTokens ?? 0);
    const promptTokens = context['promptTokens'] as number;

    const quality = govern(ir.repo, ['quality', '--json']);
    expect(quality.code).toBe(0);
    const report = JSON.parse(quality.stdout) as { context: Record<string, unknown> };
    expect(report.context).toMatchObject({
      attempts: 1,
      references: 1,
      referencesAsIr: 1,
      promptTokens,
      savedTokens: saved,
      savedShare: Math.round((saved / (promptTokens + saved)) * 1000) / 1000,
    });
    expect(govern(ir.repo, ['quality']).stdout).toMatch(
      /contextSaved +\d+\.\d% of context tokens by reference IR/,
    );

    const full = runOnce('full');
    expect(full.prompt).toContain(REFERENCE);
    expect(attemptContext(full.repo)['references']).toEqual([
      expect.objectContaining({ mode: 'full', reason: 'config', irTokens: null }),
    ]);
  });

  it('sends a direct model call (llm) the same IR', async () => {
    const server = await startFakeModelServer({
      kind: 'text',
      text: 'Added total.\n=== FILE: src/total.ts ===\nexport const total = 1;\n=== END FILE ===\n',
    });
    try {
      const repo = prepare('ir', {
        type: 'llm',
        api: 'openai-chat',
        model: 'small-model',
        keyEnv: 'TEST_AGENT_KEY',
        baseUrl: `${server.url}/v1`,
        maxRetries: 0,
      });
      const run = await governAsyncResult(repo, ['run', '--no-sandbox'], {
        TEST_AGENT_KEY: 'test-key',
      });
      expect(run.code, run.stderr).toBe(0);
      const body = server.requests.map((request) => request.body).join('\n');
      expect(body).toContain('/* … body elided: lines 2-9 of src/price.ts */');
      expect(body).not.toContain('price0: ${cents}');
      expect(body).toContain(promptOf(repo).split('\n')[0]);
    } finally {
      await server.close();
    }
  });
});

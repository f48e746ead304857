import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern } from '../helpers/cli.js';
import { makeRepo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

interface Listing {
  levels: { level: string; entries: { text: string; taskId?: string; action?: string }[] }[];
  identity: string;
}

describe('memory in the loop', () => {
  it('puts config and added conventions in every prompt and remembers each outcome', () => {
    const repo = makeRepo({ 'src/a.ts': 'export const a = 1;\n', 'check.mjs': '' });
    expect(govern(repo, ['init', '--project', 'memory']).code).toBe(0);
    const dir = makeTempDir('govern-agent-');
    const agent = join(dir, 'agent.sh');
    writeFileSync(
      agent,
      `#!/bin/sh\ncd "$GOVERN_WORKSPACE"\nprintf 'export const a = 2;\\n' > src/a.ts\n`,
      { mode: 0o755 },
    );
    writeFileSync(
      join(repo, '.governance', 'config.json'),
      JSON.stringify({
        version: 1,
        projectName: 'memory',
        defaultAgent: 'sh',
        agents: { sh: { type: 'script', command: agent } },
        memory: { conventions: ['Money is always an integer number of cents.'] },
        categories: { REFACTORING: { gates: ['SCOPE', 'TEST_SUITE'] } },
        gates: { TEST_SUITE: { command: 'node', args: ['check.mjs'] } },
      }),
    );
    const added = govern(repo, [
      'memory',
      'add',
      '--level',
      'L5',
      'Public functions carry a TSDoc comment.',
    ]);
    expect(added.code, added.stderr).toBe(0);
    expect(govern(repo, ['memory', 'add', 'x']).code).toBe(2);
    const file = join(makeTempDir(), 'tasks.json');
    writeFileSync(
      file,
      JSON.stringify([
        { id: 'T-1', category: 'REFACTORING', targetPath: 'src/a.ts', description: 'Bump a.' },
      ]),
    );
    expect(govern(repo, ['add', '--file', file]).code).toBe(0);
    expect(govern(repo, ['run']).code).toBe(0);

    const prompt = readFileSync(
      join(repo, '.governance', 'tasks', 'T-1', 'attempt-1.prompt.md'),
      'utf8',
    );
    expect(prompt).toContain('## Project conventions');
    expect(prompt).toContain('Public functions carry a TSDoc comment.');
    expect(prompt).toContain('Money is always an integer number of cents.');

    const listing = JSON.parse(govern(repo, ['memory', 'list', '--json']).stdout) as Listing;
    const episodes = listing.levels.find((level) => level.level === 'L2')?.entries ?? [];
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toMatchObject({ taskId: 'T-1', action: 'committed' });
    expect(episodes[0]?.text).toContain('T-1 COMPLETED after 1 attempt');
    expect(listing.identity).toContain('Money is always an integer number of cents.');
  });
});

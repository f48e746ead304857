import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, makeRepo, writeFiles } from '../../test/helpers/git-repo.js';
import { collectChanges, ensureGovernanceIgnored, uncommittedChanges } from './index.js';

describe('the constitution is committed, govern state is not', () => {
  it('excludes .governance/ but the constitution, replacing the line an older govern wrote', async () => {
    const repo = makeRepo();
    writeFileSync(join(repo, '.git', 'info', 'exclude'), '# mine\n*.log\n/.governance\n');
    await ensureGovernanceIgnored(repo);
    await ensureGovernanceIgnored(repo);
    const exclude = git(repo, 'rev-parse', '--git-path', 'info/exclude').trim();
    const lines = readFileSync(join(repo, exclude), 'utf8').split('\n');
    expect(lines).not.toContain('/.governance');
    expect(lines.filter((line) => line === '/.governance/*')).toHaveLength(1);
    expect(lines).toContain('*.log');
    writeFiles(repo, {
      '.governance/constitution.json': '{"rules":[]}\n',
      '.governance/config.json': '{}\n',
      'PROGRESS.json': '{}\n',
    });
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all')).toBe(
      '?? .governance/constitution.json\n',
    );
    // Not yet committed: it binds nothing and is no change a run refuses to start on.
    expect(await uncommittedChanges(repo)).toEqual([]);
  });

  it('keeps a committed constitution out of changes, but a person editing it makes the tree dirty', async () => {
    const repo = makeRepo({ 'a.txt': 'a\n', '.governance/constitution.json': '{"rules":[]}\n' });
    await ensureGovernanceIgnored(repo);
    const base = git(repo, 'rev-parse', 'HEAD').trim();
    writeFiles(repo, { '.governance/constitution.json': '{"rules": []}\n', 'a.txt': 'b\n' });
    expect((await collectChanges(repo, base)).map((change) => change.path)).toEqual(['a.txt']);
    expect((await uncommittedChanges(repo)).map((entry) => entry.path).sort()).toEqual([
      '.governance/constitution.json',
      'a.txt',
    ]);
  });
});

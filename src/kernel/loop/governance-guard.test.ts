import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers/temp.js';
import { restoreTampered, snapshotGovernance } from './governance-guard.js';

function workspace(): string {
  const dir = makeTempDir('govern-guard-');
  mkdirSync(join(dir, '.governance', 'memory'), { recursive: true });
  mkdirSync(join(dir, '.git', 'hooks'), { recursive: true });
  writeFileSync(join(dir, '.governance', 'config.json'), '{"version":1}\n');
  writeFileSync(join(dir, '.git', 'config'), '[core]\n');
  writeFileSync(join(dir, '.git', 'hooks', 'pre-commit.sample'), '#!/bin/sh\n');
  return dir;
}

describe('the governance guard', () => {
  it('finds nothing when the agent left govern and git alone', () => {
    const dir = workspace();
    const snapshot = snapshotGovernance(dir);
    writeFileSync(join(dir, 'src.ts'), 'export {};\n');
    expect(restoreTampered(snapshot)).toEqual([]);
  });

  it('puts back a changed config, a new L5 file and a planted hook, and names them', () => {
    const dir = workspace();
    const snapshot = snapshotGovernance(dir);
    writeFileSync(join(dir, '.governance', 'config.json'), '{"gates":{}}\n');
    writeFileSync(join(dir, '.governance', 'memory', 'L5.json'), '{"entries":[]}\n');
    writeFileSync(join(dir, '.git', 'hooks', 'post-commit'), '#!/bin/sh\ncurl evil\n');
    chmodSync(join(dir, '.git', 'hooks', 'post-commit'), 0o755);
    writeFileSync(join(dir, '.git', 'config'), '[core]\n\tfsmonitor = ./x\n');
    expect(restoreTampered(snapshot)).toEqual([
      '.git/config',
      '.git/hooks/post-commit',
      '.governance/config.json',
      '.governance/memory/L5.json',
    ]);
    expect(readFileSync(join(dir, '.governance', 'config.json'), 'utf8')).toBe('{"version":1}\n');
    expect(readFileSync(join(dir, '.git', 'config'), 'utf8')).toBe('[core]\n');
    expect(existsSync(join(dir, '.git', 'hooks', 'post-commit'))).toBe(false);
    expect(existsSync(join(dir, '.governance', 'memory', 'L5.json'))).toBe(false);
    expect(restoreTampered(snapshotGovernance(dir))).toEqual([]);
  });

  it('puts back .git/info/exclude and removes a planted .git/info/attributes', () => {
    const dir = workspace();
    mkdirSync(join(dir, '.git', 'info'));
    const exclude = '# git ls-files --others --exclude-from=.git/info/exclude\n/.governance\n';
    writeFileSync(join(dir, '.git', 'info', 'exclude'), exclude);
    const snapshot = snapshotGovernance(dir);
    // Outside the sandbox an agent could hide its backdoor from the diff this way.
    writeFileSync(join(dir, '.git', 'info', 'exclude'), `${exclude}src/backdoor.js\n`);
    writeFileSync(join(dir, '.git', 'info', 'attributes'), '*.js -text\n');
    expect(restoreTampered(snapshot)).toEqual(['.git/info/attributes', '.git/info/exclude']);
    expect(readFileSync(join(dir, '.git', 'info', 'exclude'), 'utf8')).toBe(exclude);
    expect(existsSync(join(dir, '.git', 'info', 'attributes'))).toBe(false);
  });
});

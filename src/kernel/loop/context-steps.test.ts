import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers/temp.js';
import { treeMaskMatcher } from '../../sandbox/index.js';
import { readReference } from './context-steps.js';

// govern reads a task's reference and target files for the agent's context in its own process,
// outside every sandbox: a link an agent landed (or a folder made a link) must not carry a file
// of the machine into the context.
describe('readReference', () => {
  it('reads files of the workspace, through links that stay inside it', () => {
    const workspace = makeTempDir();
    mkdirSync(join(workspace, 'docs'));
    writeFileSync(join(workspace, 'docs', 'guide.md'), '# Guide\n');
    symlinkSync('guide.md', join(workspace, 'docs', 'alias.md'));
    expect(readReference(workspace, 'docs/guide.md')).toBe('# Guide\n');
    expect(readReference(workspace, 'docs/alias.md')).toBe('# Guide\n');
  });

  it('reads nothing through a link, or a linked folder, that leads out of the workspace', () => {
    const outside = makeTempDir();
    writeFileSync(join(outside, 'private.txt'), 'a file of the machine\n');
    const workspace = makeTempDir();
    mkdirSync(join(workspace, 'docs'));
    symlinkSync(join(outside, 'private.txt'), join(workspace, 'docs', 'notes.md'));
    symlinkSync(outside, join(workspace, 'vendor'));
    expect(readReference(workspace, 'docs/notes.md')).toBeNull();
    expect(readReference(workspace, 'vendor/private.txt')).toBeNull();
  });

  it("never reads govern's own files, missing files or binary ones", () => {
    const workspace = makeTempDir();
    mkdirSync(join(workspace, '.governance'));
    writeFileSync(join(workspace, '.governance', 'constitution.json'), '{}');
    writeFileSync(join(workspace, 'blob.bin'), Buffer.from([0, 1, 2]));
    expect(readReference(workspace, '.governance/constitution.json')).toBeNull();
    expect(readReference(workspace, 'missing.md')).toBeNull();
    expect(readReference(workspace, 'blob.bin')).toBeNull();
    // Nor through a link that stays inside the workspace but leads into govern's state.
    symlinkSync('.governance/constitution.json', join(workspace, 'rules.md'));
    expect(readReference(workspace, 'rules.md')).toBeNull();
  });

  it("reads nothing the agent's sandbox masks, named or reached through a link", () => {
    const workspace = makeTempDir();
    mkdirSync(join(workspace, 'config', 'secrets'), { recursive: true });
    writeFileSync(join(workspace, '.env'), 'API_TOKEN=value-the-agent-cannot-read\n');
    writeFileSync(join(workspace, 'config', 'secrets', 'db.json'), '{"password":"x"}');
    writeFileSync(join(workspace, 'config', 'private.md'), 'kept by policy\n');
    writeFileSync(join(workspace, 'config', 'app.json'), '{}');
    symlinkSync('../.env', join(workspace, 'config', 'notes.md'));
    const hidden = treeMaskMatcher({ forbiddenPaths: ['config/private.md'] });
    for (const path of ['.env', './.env', 'config/secrets/db.json', 'config/private.md']) {
      expect(readReference(workspace, path, hidden)).toBeNull();
    }
    expect(readReference(workspace, 'config/notes.md', hidden)).toBeNull();
    expect(readReference(workspace, 'config/app.json', hidden)).toBe('{}');
  });
});

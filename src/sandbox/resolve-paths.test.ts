import { chmodSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { findCommandPaths } from './host-commands.js';
import { resolveSandboxPaths } from './resolve-paths.js';
import { relativeMatcher } from './scan.js';

function tree(files: Record<string, string>): string {
  const root = realpathSync(makeTempDir('govern-sbx-paths-'));
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, content);
  }
  return root;
}

/** The masks under `root` (the real /root and /home stores are masked too, when present). */
function inside(root: string, paths: readonly string[]): string[] {
  return paths.filter((path) => path.startsWith(`${root}/`)).sort();
}

/** A host env whose HOME is a throw-away dir, so the real home is never read. */
function envWith(home: string, extra: Record<string, string> = {}): Record<string, string> {
  return { HOME: home, PATH: '/usr/bin:/bin', ...extra };
}

describe('relativeMatcher', () => {
  it('matches a slash-less pattern at any depth and anchors one with a slash', () => {
    expect(relativeMatcher('.env*')('.env')).toBe(true);
    expect(relativeMatcher('.env*')('a/b/.env.local')).toBe(true);
    expect(relativeMatcher('*.pem')('certs/server.pem')).toBe(true);
    expect(relativeMatcher('config/*.json')('config/a.json')).toBe(true);
    expect(relativeMatcher('config/*.json')('x/config/a.json')).toBe(false);
    expect(relativeMatcher('./top')('top')).toBe(true);
    expect(relativeMatcher('./top')('a/top')).toBe(false);
    expect(relativeMatcher('**/secrets/**')('a/secrets')).toBe(true);
  });
});

describe('resolveSandboxPaths', () => {
  it('masks the built-in secrets at any depth, files and directories apart', async () => {
    const worktree = tree({
      '.env': 'A=1',
      'pkg/.env.local': 'B=2',
      'certs/server.pem': 'pem',
      'id.key': 'key',
      'secrets/token': 't',
      'src/a.ts': 'x',
    });
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: {},
      hostEnv: envWith(makeTempDir()),
    });
    expect(inside(worktree, resolved.maskedFiles)).toEqual(
      ['.env', 'certs/server.pem', 'id.key', 'pkg/.env.local'].map((path) => join(worktree, path)),
    );
    expect(inside(worktree, resolved.maskedDirs)).toEqual([join(worktree, 'secrets')]);
    expect(resolved.writable).toEqual([worktree]);
  });

  it('adds the policy globs, masks through symlinks and skips dangling ones', async () => {
    const outside = tree({ 'shared.env': 'S=1' });
    const worktree = tree({ 'private/notes.txt': 'n', 'data/x.sqlite': 'db' });
    symlinkSync(join(outside, 'shared.env'), join(worktree, '.env'));
    symlinkSync(join(worktree, 'missing'), join(worktree, '.env.dangling'));
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: { forbiddenPaths: ['private/**', '*.sqlite'] },
      hostEnv: envWith(makeTempDir()),
    });
    expect(resolved.maskedDirs).toContain(join(worktree, 'private'));
    expect(resolved.maskedFiles).toContain(join(worktree, 'data/x.sqlite'));
    // The mask lands on the real file, so every path to it reads the mask.
    expect(resolved.maskedFiles).toContain(join(outside, 'shared.env'));
    expect(resolved.maskedFiles.some((path) => path.includes('dangling'))).toBe(false);
  });

  it('masks absolute and ~ patterns and the host credential stores', async () => {
    const home = tree({ '.ssh/id_rsa': 'k', '.aws/credentials': 'c', '.netrc': 'n', 'ok.txt': '' });
    const hostDir = tree({ 'a/b/deploy.key': 'k', 'a/readme': '' });
    const worktree = tree({ 'src/a.ts': '' });
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: { forbiddenPaths: [`${hostDir}/**/*.key`, '~/ok.txt'] },
      hostEnv: envWith(home),
    });
    expect(resolved.maskedDirs).toEqual(
      expect.arrayContaining([join(home, '.ssh'), join(home, '.aws')]),
    );
    expect(resolved.maskedFiles).toEqual(
      expect.arrayContaining([
        join(home, '.netrc'),
        join(home, 'ok.txt'),
        join(hostDir, 'a/b/deploy.key'),
      ]),
    );
  });

  it('refuses to start when the scan for masked files cannot finish, and masks all with a larger budget', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i += 1) {
      files[`data/f${String(i).padStart(2, '0')}.txt`] = '';
    }
    // Deep in the tree, after many entries: what a cut-off scan would have left readable.
    files['z/deep/er/.env.production'] = 'SECRET=1';
    const worktree = tree(files);
    const hostEnv = envWith(makeTempDir());
    const refused = resolveSandboxPaths({ worktree, policy: { maxMaskScanEntries: 20 }, hostEnv });
    await expect(refused).rejects.toMatchObject({
      code: 'SANDBOX_UNAVAILABLE',
      message: expect.stringContaining(`stopped after 20 entries in ${worktree}`) as unknown,
      hint: expect.stringContaining('raise policy.maxMaskScanEntries') as unknown,
    });
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: { maxMaskScanEntries: 100 },
      hostEnv,
    });
    expect(inside(worktree, resolved.maskedFiles)).toEqual([
      join(worktree, 'z/deep/er/.env.production'),
    ]);
  });

  it('follows an absolute forbidden glob to any depth, and refuses when it cannot finish', async () => {
    const hostDir = tree({ 'a/b/c/d/e/f/g/h/i/j/deploy.key': 'k', 'a/readme': '' });
    const worktree = tree({ 'src/a.ts': '' });
    const hostEnv = envWith(makeTempDir());
    const policy = { forbiddenPaths: [`${hostDir}/**/*.key`] };
    const resolved = await resolveSandboxPaths({ worktree, policy, hostEnv });
    expect(resolved.maskedFiles).toContain(join(hostDir, 'a/b/c/d/e/f/g/h/i/j/deploy.key'));
    await expect(
      resolveSandboxPaths({ worktree, policy: { ...policy, maxMaskScanEntries: 8 }, hostEnv }),
    ).rejects.toMatchObject({ code: 'SANDBOX_UNAVAILABLE' });
  });

  it('never masks a path that contains the worktree or a kept-visible dir', async () => {
    const worktree = tree({ 'src/a.ts': '' });
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: { forbiddenPaths: [join(worktree, '..')] },
      hostEnv: envWith(makeTempDir()),
    });
    expect(resolved.maskedDirs).not.toContain(join(worktree, '..'));
    expect(resolved.notes.some((note) => note.includes('contains the worktree'))).toBe(true);
  });

  it('applies the extra mask roots (the main checkout of a separate worktree)', async () => {
    const main = tree({ '.env': 'MAIN=1' });
    const worktree = tree({ 'src/a.ts': '' });
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: {},
      hostEnv: envWith(makeTempDir()),
      maskRoots: [main],
    });
    expect(resolved.maskedFiles).toContain(join(main, '.env'));
  });

  it('does not scan node_modules or .git', async () => {
    const worktree = tree({ 'node_modules/pkg/.env': 'x', '.git/x.pem': 'x', 'a/.env': 'y' });
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: {},
      hostEnv: envWith(makeTempDir()),
    });
    expect(inside(worktree, resolved.maskedFiles)).toEqual([join(worktree, 'a/.env')]);
  });

  it('resolves writable paths: globs, missing entries widened to a parent, escapes refused', async () => {
    const outside = tree({ 'x.txt': '' });
    const worktree = tree({ 'src/a.ts': '', 'docs/a.md': '', 'docs/b.md': '', 'lib/x.ts': '' });
    symlinkSync(outside, join(worktree, 'out'));
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: { writeOnlyPaths: ['src', 'docs/*.md', 'lib/new/file.ts', 'out', '../x', '/etc'] },
      hostEnv: envWith(makeTempDir()),
    });
    expect([...resolved.writable].sort()).toEqual(
      ['docs/a.md', 'docs/b.md', 'lib', 'src'].map((path) => join(worktree, path)),
    );
    expect(resolved.notes.join('\n')).toMatch(/lib\/new\/file\.ts does not exist yet/);
    expect(resolved.notes.join('\n')).toMatch(/out resolves outside the worktree/);
    expect(resolved.notes.join('\n')).toMatch(/\.\.\/x is outside the worktree/);
  });

  it('writes nothing in the worktree when writeOnlyPaths is empty', async () => {
    const worktree = tree({ 'src/a.ts': '' });
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: { writeOnlyPaths: [] },
      hostEnv: envWith(makeTempDir()),
    });
    expect(resolved.writable).toEqual([]);
  });

  it('keeps .git, .governance, PROGRESS.json, shell start-up files and the policy paths read-only', async () => {
    const worktree = tree({
      '.git/config': '',
      '.governance/config.json': '',
      'PROGRESS.json': '{}',
      '.bashrc': '',
      '.envrc': '',
      'ref/spec.md': '',
    });
    const resolved = await resolveSandboxPaths({
      worktree,
      policy: { readOnlyPaths: ['ref', 'nope'] },
      hostEnv: envWith(makeTempDir()),
    });
    expect([...resolved.readOnly].sort()).toEqual(
      ['.bashrc', '.envrc', '.git', '.governance', 'PROGRESS.json', 'ref'].map((path) =>
        join(worktree, path),
      ),
    );
    expect(resolved.notes).toContain('readOnlyPaths: nope does not exist; nothing to protect');
  });

  it('finds every copy of a forbidden command on PATH and the standard dirs, through symlinks', async () => {
    const bin = tree({ 'tool-real': '#!/bin/sh\n' });
    chmodSync(join(bin, 'tool-real'), 0o755);
    symlinkSync(join(bin, 'tool-real'), join(bin, 'tool'));
    const other = tree({ tool: '#!/bin/sh\n' });
    chmodSync(join(other, 'tool'), 0o755);
    expect((await findCommandPaths('tool', [bin, other])).sort()).toEqual(
      [join(bin, 'tool-real'), join(other, 'tool')].sort(),
    );
    const resolved = await resolveSandboxPaths({
      worktree: tree({ 'a.ts': '' }),
      policy: {
        forbiddenCommands: ['tool', 'no-such-command-here'],
        allowedCommands: ['tool', 'sh'],
      },
      hostEnv: envWith(makeTempDir(), { PATH: `${bin}:${other}:/usr/bin:/bin` }),
    });
    expect(resolved.maskedCommands).toEqual(
      expect.arrayContaining([join(bin, 'tool-real'), join(other, 'tool')]),
    );
    expect(resolved.notes).toContain(
      'forbiddenCommands: no-such-command-here not found; nothing to mask',
    );
    expect(resolved.allowedCommands).toEqual([
      { name: 'tool', path: join(bin, 'tool') },
      { name: 'sh', path: '/usr/bin/sh' },
    ]);
  });
});

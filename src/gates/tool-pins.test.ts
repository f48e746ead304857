import { cpSync, mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { findSwappedTool, pinTools } from './tool-pins.js';
import type { ToolCommand, ToolGateName } from './types.js';

const REPO = resolve(import.meta.dirname, '../..');

function command(path: string, related?: string): ToolCommand {
  return {
    command: path,
    args: [],
    appendFiles: false,
    timeoutMs: 1_000,
    ...(related === undefined ? {} : { related: { command: related, args: [] } }),
  };
}

/** A repository with a node_modules folder holding a fake linter package. */
function fakeRepo(): { dir: string; bin: string; entry: string } {
  const dir = makeTempDir('govern-pins-');
  const pkg = join(dir, 'node_modules', 'lint');
  mkdirSync(join(pkg, 'bin'), { recursive: true });
  mkdirSync(join(pkg, 'lib'), { recursive: true });
  mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(pkg, 'package.json'), '{"name":"lint","main":"./lib/api.js"}');
  writeFileSync(join(pkg, 'lib', 'api.js'), 'module.exports = {};\n');
  writeFileSync(join(pkg, 'lib', 'cli.js'), 'process.exitCode = 1;\n');
  writeFileSync(join(pkg, 'bin', 'lint.js'), "#!/usr/bin/env node\nrequire('../lib/cli.js');\n");
  symlinkSync('../lint/bin/lint.js', join(dir, 'node_modules', '.bin', 'lint'));
  return { dir, bin: join(pkg, 'bin', 'lint.js'), entry: join(pkg, 'lib', 'api.js') };
}

describe('tool pins', () => {
  it("pins a tool's binary, the modules it names, its manifest and its entry point", () => {
    const tools = new Map<ToolGateName, ToolCommand>([
      ['TYPE_CHECK', command(join(REPO, 'node_modules/.bin/tsc'))],
      ['TEST_SUITE', command('npm', join(REPO, 'node_modules/.bin/vitest'))],
    ]);
    const pins = pinTools(tools, REPO, process.env['PATH'] ?? '');
    const tsc = (pins.files.get('TYPE_CHECK') ?? []).map((f) => `${f.role}:${f.path}`);
    const ts = join(REPO, 'node_modules/typescript');
    expect(tsc).toEqual([
      `binary:${ts}/bin/tsc`,
      `entry:${ts}/lib/tsc.js`,
      `manifest:${ts}/package.json`,
      `entry:${ts}/lib/typescript.js`,
    ]);
    const suite = pins.files.get('TEST_SUITE') ?? [];
    expect(suite.some((f) => f.path.endsWith('/vitest/vitest.mjs'))).toBe(true);
    expect(suite.some((f) => f.role === 'binary' && /npm/.test(f.path))).toBe(true);
    expect(pins.paths).toContain(ts);
    expect(pins.modulesRoot).toBe(join(REPO, 'node_modules'));
  });

  it('names the swapped file, ignores a touch, and notices a replaced node_modules', () => {
    const repo = fakeRepo();
    const pins = pinTools(
      new Map([['AST_LINT', command(join(repo.dir, 'node_modules/.bin/lint'))]]),
      repo.dir,
      '',
    );
    expect(findSwappedTool(pins, 'AST_LINT', repo.dir)).toBeNull();
    utimesSync(repo.entry, new Date(), new Date());
    expect(findSwappedTool(pins, 'AST_LINT', repo.dir), 'same bytes, new times').toBeNull();

    writeFileSync(join(repo.dir, 'node_modules/lint/lib/cli.js'), 'process.exit(0);\n');
    expect(findSwappedTool(pins, 'AST_LINT', repo.dir)).toMatchObject({
      file: 'node_modules/lint/lib/cli.js',
      rule: 'tool-changed',
      message: expect.stringContaining('has different content') as string,
    });

    const other = makeTempDir('govern-pins-tree-');
    symlinkSync(join(repo.dir, 'node_modules'), join(other, 'node_modules'));
    const fresh = pinTools(
      new Map([['AST_LINT', command(join(repo.dir, 'node_modules/.bin/lint'))]]),
      repo.dir,
      '',
    );
    expect(
      findSwappedTool(fresh, 'AST_LINT', other),
      'a worktree linking the same folder',
    ).toBeNull();
    rmSync(join(other, 'node_modules'));
    mkdirSync(join(other, 'node_modules'));
    expect(findSwappedTool(fresh, 'AST_LINT', other)).toMatchObject({
      file: expect.stringMatching(/^node_modules\//) as string,
      rule: 'tool-changed',
      message: expect.stringContaining('is gone') as string,
    });
    // A node_modules the repository tracks resolves inside each worktree's own checkout: the
    // same bytes there are the same tool, other bytes are a swap.
    rmSync(join(other, 'node_modules'), { recursive: true });
    cpSync(join(repo.dir, 'node_modules'), join(other, 'node_modules'), { recursive: true });
    expect(findSwappedTool(fresh, 'AST_LINT', other), 'a vendored copy').toBeNull();
    writeFileSync(join(other, 'node_modules/lint/lib/cli.js'), 'process.exit(0); // swapped\n');
    expect(findSwappedTool(fresh, 'AST_LINT', other)).toMatchObject({
      file: 'node_modules/lint/lib/cli.js',
      message: expect.stringContaining('has different content') as string,
    });
  });

  it('pins nothing for a command it cannot find (preflight reports that)', () => {
    const pins = pinTools(new Map([['AST_LINT', command('no-such-tool-xyz')]]), REPO, '/usr/bin');
    expect(pins.files.get('AST_LINT')).toEqual([]);
  });
});

import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRepo, writeFiles } from '../../../test/helpers/git-repo.js';
import { makeTempDir } from '../../../test/helpers/temp.js';
import { pinTools } from '../../gates/index.js';
import type { GateVerdict } from '../../gates/index.js';
import { collectChangeSet } from '../../workspace/index.js';
import { gateTampering, openGateBoundary } from './gate-boundary.js';

const PASS: GateVerdict = {
  gate: 'TEST_SUITE',
  passed: true,
  severity: 'info',
  findings: [],
  durationMs: 1,
  output: 'ok',
};

/** A repository with a change on top of its base: what the gates check. */
async function changed(): Promise<{ dir: string; tree: string }> {
  const dir = makeRepo({
    '.gitignore': 'dist/\n.env\n',
    'src/a.ts': 'export const a = 1;\n',
    'src/lib/b.ts': 'export const b = 2;\n',
    'docs/guide.md': 'guide\n',
  });
  writeFiles(dir, {
    'src/new.ts': 'export const n = 3;\n',
    'src/a.ts': 'export const a = 10;\n',
    'dist/old.js': 'built before the gates\n',
    '.env': 'LOCAL=1\n',
    '.governance/config.json': '{"version":1}\n',
  });
  const { tree } = await collectChangeSet(dir, 'HEAD');
  return { dir, tree };
}

function boundaryFor(dir: string, tree: string): ReturnType<typeof openGateBoundary> {
  return openGateBoundary({
    dir,
    workspace: dir,
    tree,
    pins: pinTools(new Map(), dir, ''),
    launch: undefined,
  });
}

describe('the gate boundary', () => {
  it('puts the tree back as the change left it and fails on files of the change', async () => {
    const { dir, tree } = await changed();
    const boundary = boundaryFor(dir, tree);
    const verdict = await boundary.run('TEST_SUITE', () => {
      writeFiles(dir, {
        'coverage/index.html': 'report',
        'dist/new.js': 'built by the gate',
        'src/a.ts': 'export const a = 0;\n',
        'dist/old.js': 'rebuilt by the gate\n',
      });
      rmSync(join(dir, 'src/new.ts'));
      rmSync(join(dir, 'src/lib'), { recursive: true });
      symlinkSync('/etc', join(dir, 'src/lib'));
      chmodSync(join(dir, 'docs/guide.md'), 0o755);
      return Promise.resolve(PASS);
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.findings.map((f) => `${f.rule}:${f.file ?? ''}`).sort()).toEqual([
      'gate-changed-file:docs/guide.md',
      'gate-changed-file:src/a.ts',
      // The folder became a link to /etc: the link is gone, the file back in a folder.
      'gate-changed-file:src/lib/b.ts',
      'gate-changed-file:src/new.ts',
    ]);
    expect(readFileSync(join(dir, 'src/a.ts'), 'utf8')).toBe('export const a = 10;\n');
    expect(readFileSync(join(dir, 'src/new.ts'), 'utf8')).toBe('export const n = 3;\n');
    expect(readFileSync(join(dir, 'src/lib/b.ts'), 'utf8')).toBe('export const b = 2;\n');
    expect(existsSync(join(dir, 'coverage'))).toBe(false);
    expect(existsSync(join(dir, 'dist/new.js'))).toBe(false);
    // An ignored file that existed before is never committed: noted, left as it is.
    expect(readFileSync(join(dir, 'dist/old.js'), 'utf8')).toBe('rebuilt by the gate\n');
    expect(verdict.output).toContain('ignored file(s) that are never committed: dist/old.js');
    expect((await collectChangeSet(dir, 'HEAD')).tree).toBe(tree);
  });

  it('tells a rebuilt declaration file from a rewritten source', async () => {
    const dir = makeRepo({
      'src/a.ts': 'export const a = 1;\n',
      'types/a.d.ts': 'export declare const a: 1;\n',
    });
    writeFiles(dir, {
      'src/a.ts': 'export const a = 2;\n',
      'types/a.d.ts': 'export declare const a: 2;\n',
    });
    const { tree } = await collectChangeSet(dir, 'HEAD');
    const verdict = await boundaryFor(dir, tree).run('TEST_SUITE', () => {
      // `tsc --build` of another TypeScript: the same declaration, written differently.
      writeFiles(dir, { 'types/a.d.ts': 'export declare const a = 2;\n', 'src/a.ts': '// x\n' });
      return Promise.resolve(PASS);
    });
    const byFile = new Map(verdict.findings.map((f) => [f.file, f.message]));
    expect(byFile.get('types/a.d.ts')).toContain(
      "a build output that the gate's command wrote again",
    );
    expect(byFile.get('src/a.ts')).toContain('Tests that rewrite sources are suspect');
    expect(readFileSync(join(dir, 'types/a.d.ts'), 'utf8')).toBe('export declare const a: 2;\n');
  });

  it('lets a gate that only reads, or touches times, pass unchanged', async () => {
    const { dir, tree } = await changed();
    const boundary = boundaryFor(dir, tree);
    const verdict = await boundary.run('AST_LINT', () => {
      utimesSync(join(dir, 'src/a.ts'), new Date(), new Date());
      writeFileSync(join(dir, 'src/a.ts'), 'export const a = 10;\n');
      return Promise.resolve(PASS);
    });
    expect(verdict).toEqual(PASS);
  });

  it("restores govern's config a gate changed, with a finding the loop quarantines on", async () => {
    const { dir, tree } = await changed();
    const boundary = boundaryFor(dir, tree);
    const verdict = await boundary.run('TEST_SUITE', () => {
      writeFileSync(join(dir, '.governance/config.json'), '{}');
      mkdirSync(join(dir, '.git/hooks'), { recursive: true });
      writeFileSync(join(dir, '.git/hooks/pre-commit'), '#!/bin/sh\n');
      return Promise.resolve(PASS);
    });
    expect(verdict).toMatchObject({ passed: false, severity: 'critical' });
    expect(gateTampering([verdict])).toContain('TEST_SUITE ran the change');
    expect(readFileSync(join(dir, '.governance/config.json'), 'utf8')).toBe('{"version":1}\n');
    expect(existsSync(join(dir, '.git/hooks/pre-commit'))).toBe(false);
  });

  it('does not run a gate whose tool changed since the run started', async () => {
    const { dir, tree } = await changed();
    const tool = join(makeTempDir('govern-tool-'), 'lint.sh');
    writeFileSync(tool, '#!/bin/sh\nexit 1\n');
    const pins = pinTools(
      new Map([['AST_LINT', { command: tool, args: [], appendFiles: true, timeoutMs: 1_000 }]]),
      dir,
      '',
    );
    writeFileSync(tool, '#!/bin/sh\nexit 0\n');
    let ran = false;
    const verdict = await openGateBoundary({
      dir,
      workspace: dir,
      tree,
      pins,
      launch: undefined,
    }).run('AST_LINT', () => {
      ran = true;
      return Promise.resolve(PASS);
    });
    expect(ran).toBe(false);
    expect(verdict).toMatchObject({ passed: false, error: { code: 'TOOL_CHANGED' } });
    expect(verdict.findings[0]?.file).toBe(tool);
  });
});

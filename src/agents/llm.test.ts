import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { applyFileBlocks, checkTargetPath, classifySdkError, parseFileBlocks } from './llm.js';

describe('parseFileBlocks', () => {
  it('reads whole files between the markers and ignores the text around them', () => {
    const { files, problems } = parseFileBlocks(
      [
        'Done.',
        '=== FILE: src/a.ts ===',
        'export const a = 1;',
        '',
        '=== END FILE ===',
        '=== FILE: src/empty.ts ===',
        '=== END FILE ===',
      ].join('\r\n'),
    );
    expect(problems).toEqual([]);
    expect(files).toEqual([
      { path: 'src/a.ts', content: 'export const a = 1;\n\n' },
      { path: 'src/empty.ts', content: '' },
    ]);
  });

  it('names a block cut off before its end line and a path written twice', () => {
    const cut = parseFileBlocks('=== FILE: a.ts ===\nconst a');
    expect(cut.problems[0]).toContain('no "=== END FILE ===" line');
    const twice = parseFileBlocks(
      '=== FILE: a.ts ===\n1\n=== END FILE ===\n=== FILE: a.ts ===\n2\n=== END FILE ===\n',
    );
    expect(twice.problems).toEqual(['a.ts appears twice']);
  });
});

describe('checkTargetPath', () => {
  it('allows the target paths and files under a target directory, nothing else', () => {
    const targets = ['src/a.ts', 'docs/'];
    expect(checkTargetPath('src/a.ts', targets)).toBeNull();
    expect(checkTargetPath('./src/a.ts', targets)).toBeNull();
    expect(checkTargetPath('docs/guide/x.md', targets)).toBeNull();
    expect(checkTargetPath('src/b.ts', targets)).toContain('not one of the target paths');
    for (const bad of ['/etc/passwd', '../x', 'src/../../x', 'docs/../.git/config']) {
      expect(checkTargetPath(bad, targets), bad).not.toBeNull();
    }
  });
});

describe('applyFileBlocks', () => {
  it('writes all files or none, and never through a symlink out of the workspace', () => {
    const dir = makeTempDir();
    const workspace = join(dir, 'ws');
    const outside = join(dir, 'outside');
    mkdirSync(workspace);
    mkdirSync(outside);
    symlinkSync(outside, join(workspace, 'linked'));
    writeFileSync(join(outside, 'x.ts'), 'original\n');
    const escape = applyFileBlocks(
      workspace,
      ['src/a.ts', 'linked/x.ts'],
      [
        { path: 'src/a.ts', content: 'a\n' },
        { path: 'linked/x.ts', content: 'owned\n' },
      ],
    );
    expect(escape).toContain('outside the workspace');
    expect(readFileSync(join(outside, 'x.ts'), 'utf8')).toBe('original\n');
    expect(() => readFileSync(join(workspace, 'src/a.ts'))).toThrow();
    symlinkSync(join(outside, 'x.ts'), join(workspace, 'file-link.ts'));
    expect(
      applyFileBlocks(workspace, ['file-link.ts'], [{ path: 'file-link.ts', content: 'x' }]),
    ).toContain('not a regular file');
    expect(
      applyFileBlocks(workspace, ['src/a.ts'], [{ path: 'src/a.ts', content: 'a\n' }]),
    ).toBeNull();
    expect(readFileSync(join(workspace, 'src/a.ts'), 'utf8')).toBe('a\n');
  });
});

describe('applyFileBlocks with a restorer', () => {
  it('writes the secrets back where the model echoed the placeholders', () => {
    const workspace = makeTempDir();
    const restore = (text: string): string => text.replace('[REDACTED:password]', 'hunter22hunter');
    expect(
      applyFileBlocks(
        workspace,
        ['a.ts'],
        [{ path: 'a.ts', content: 'const p = "[REDACTED:password]";\n' }],
        restore,
      ),
    ).toBeNull();
    expect(readFileSync(join(workspace, 'a.ts'), 'utf8')).toBe('const p = "hunter22hunter";\n');
  });
});

describe('classifySdkError', () => {
  const request = { timeoutMs: 1000 };
  it('maps SDK errors of both SDKs to attempt failures', () => {
    const headers = new Headers();
    expect(
      classifySdkError(
        new OpenAI.AuthenticationError(401, undefined, 'bad', headers),
        false,
        request,
      ).kind,
    ).toBe('auth');
    expect(
      classifySdkError(
        new Anthropic.RateLimitError(429, undefined, 'slow', headers),
        false,
        request,
      ).kind,
    ).toBe('rate-limit');
    expect(
      classifySdkError(
        new OpenAI.InternalServerError(503, undefined, 'down', headers),
        false,
        request,
      ).kind,
    ).toBe('server-error');
    expect(
      classifySdkError(
        new OpenAI.NotFoundError(404, undefined, 'no model', headers),
        false,
        request,
      ).kind,
    ).toBe('api-error');
    expect(
      classifySdkError(
        new Anthropic.APIConnectionError({ message: 'Connection error.' }),
        false,
        request,
      ).kind,
    ).toBe('network');
    expect(classifySdkError(new OpenAI.APIConnectionTimeoutError(), false, request).kind).toBe(
      'timeout',
    );
    expect(classifySdkError(new Error('aborted'), true, request).kind).toBe('timeout');
    const controller = new AbortController();
    controller.abort();
    expect(
      classifySdkError(new OpenAI.APIUserAbortError(), false, {
        ...request,
        signal: controller.signal,
      }).kind,
    ).toBe('aborted');
  });
});

import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers/temp.js';
import { defaultConfig } from '../../config/index.js';
import { preflightGates } from './verify.js';

describe('preflightGates', () => {
  it("hands the resident type checker the policy's masks, which it reads outside the sandbox", () => {
    const workspace = makeTempDir();
    symlinkSync(
      resolve(import.meta.dirname, '../../../node_modules'),
      join(workspace, 'node_modules'),
    );
    writeFileSync(join(workspace, 'tsconfig.json'), '{"include":["src"]}');
    writeFileSync(
      join(workspace, 'package.json'),
      '{"scripts":{"typecheck":"tsc --noEmit"},"devDependencies":{"typescript":"*"}}',
    );
    mkdirSync(join(workspace, 'src'));
    const config = defaultConfig('masks');
    const masked = ['config/private/**', '~/.cloud/**'];
    const tools = preflightGates(
      workspace,
      {
        ...config,
        policy: { ...config.policy, forbiddenPaths: masked },
        categories: { REFACTORING: { gates: ['TYPE_CHECK'] } },
      },
      new Set(['REFACTORING'] as const),
      process.env['PATH'] ?? '',
    );
    expect(tools.get('TYPE_CHECK')?.resident).toEqual({ project: 'tsconfig.json', masked });
  });

  it('lets a run start when an eslint config lies in a repository that neither runs nor installs eslint', () => {
    // node-id3 0.2.5 on: an .eslintrc.json, mocha as its only check, no eslint anywhere.
    const workspace = makeTempDir();
    writeFileSync(join(workspace, '.eslintrc.json'), '{"rules":{}}');
    writeFileSync(
      join(workspace, 'package.json'),
      '{"scripts":{"test":"mocha"},"devDependencies":{"mocha":"*"}}',
    );
    const config = defaultConfig('advisory');
    const run = (scripts: string) => {
      writeFileSync(
        join(workspace, 'package.json'),
        `{"scripts":${scripts},"devDependencies":{"mocha":"*"}}`,
      );
      return preflightGates(
        workspace,
        { ...config, categories: { REFACTORING: { gates: ['AST_LINT'] } } },
        new Set(['REFACTORING'] as const),
        '',
      );
    };
    expect(run('{"test":"mocha"}').get('AST_LINT')?.advisory).toContain(
      'nothing of the repository runs eslint',
    );
    // A lint script makes eslint required: missing, it stops the run before any agent.
    expect(() => run('{"test":"mocha","lint":"eslint ."}')).toThrow(/AST_LINT .*is not installed/);
  });
});

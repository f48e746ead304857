import { describe, expect, it } from 'vitest';
import type { RootView } from './tool-root.js';
import { installHint } from './tool-install-hint.js';

const root = (manifest: unknown): RootView => ({
  entries: new Set(['package.json']),
  read: (name) => (name === 'package.json' ? JSON.stringify(manifest) : null),
});

describe('installHint', () => {
  it('says npm ci cannot help when package.json does not depend on the tool', () => {
    // base62 1.2.0: an `.eslintrc` for editors, no eslint among the dependencies.
    const hint = installHint(
      'AST_LINT',
      '/repo/node_modules/.bin/eslint',
      root({ devDependencies: { mocha: '5' } }),
    );
    expect(hint).toBe(
      'package.json does not depend on eslint, so npm ci will not install it: add it to devDependencies, set gates.AST_LINT.command, or set gates.AST_LINT.enabled to false',
    );
    expect(
      installHint('TYPE_CHECK', '/repo/node_modules/.bin/tsc', root({ dependencies: {} })),
    ).toMatch(/does not depend on typescript/);
  });

  it('says to install the dependencies when package.json has the tool, or cannot be read', () => {
    const usual = "install the repository's dependencies (npm ci) or set gates.AST_LINT.command";
    const bin = '/repo/node_modules/.bin/eslint';
    expect(installHint('AST_LINT', bin, root({ devDependencies: { eslint: '9' } }))).toBe(usual);
    expect(installHint('AST_LINT', bin, { entries: new Set(), read: () => null })).toBe(usual);
    expect(installHint('AST_LINT', '/usr/local/bin/mylint', root({}))).toBe(usual);
  });
});

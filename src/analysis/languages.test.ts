import { describe, expect, it } from 'vitest';
import { isDeclarationPath, languageForPath, SOURCE_LANGUAGES } from './languages.js';

describe('languageForPath', () => {
  it.each([
    ['src/a.ts', 'typescript'],
    ['src/a.mts', 'typescript'],
    ['src/a.cts', 'typescript'],
    ['types/api.d.ts', 'typescript'],
    ['src/view.tsx', 'tsx'],
    ['lib/a.js', 'javascript'],
    ['lib/a.mjs', 'javascript'],
    ['lib/a.cjs', 'javascript'],
    ['ui/app.jsx', 'javascript'],
    ['app/main.py', 'python'],
    ['app/main.pyi', 'python'],
    ['src/lib.rs', 'rust'],
    ['cmd/main.go', 'go'],
    ['SRC/SHOUT.TS', 'typescript'],
  ])('maps %s to %s', (path, language) => {
    expect(languageForPath(path)).toBe(language);
  });

  it.each([
    'README.md',
    'Makefile',
    '.ts',
    'src/.eslintrc',
    'a.b/c',
    'main.c',
    'data.json',
    'x.tsx.bak',
  ])('knows no grammar for %s', (path) => {
    expect(languageForPath(path)).toBeNull();
  });

  it('maps every extension to a language of the public list', () => {
    const languages = ['a.ts', 'a.tsx', 'a.js', 'a.py', 'a.rs', 'a.go'].map(languageForPath);
    expect(languages).toEqual([...SOURCE_LANGUAGES]);
  });
});

describe('isDeclarationPath', () => {
  it.each(['types/api.d.ts', 'a.d.mts', 'a.d.cts', 'styles/app.d.css.ts', 'app/main.pyi'])(
    'treats %s as declarations only',
    (path) => {
      expect(isDeclarationPath(path)).toBe(true);
    },
  );

  it.each(['src/a.ts', 'src/d.ts', 'src/dts.ts', 'src/a.d.tsx', 'app/main.py'])(
    'treats %s as code',
    (path) => {
      expect(isDeclarationPath(path)).toBe(false);
    },
  );
});

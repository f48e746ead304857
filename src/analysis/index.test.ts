import { expect, it } from 'vitest';
import * as analysis from './index.js';

it('exports exactly the pinned values', () => {
  expect(Object.keys(analysis).sort()).toEqual([
    'FUNCTION_KINDS',
    'SOURCE_LANGUAGES',
    'STATEMENT_KINDS',
    'isDeclarationPath',
    'languageForPath',
    'outlineSource',
    'parseSource',
    'preloadLanguages',
    'withSyntaxTree',
  ]);
});

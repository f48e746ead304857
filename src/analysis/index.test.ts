import { expect, it } from 'vitest';
import * as analysis from './index.js';

it('exports exactly the pinned values', () => {
  expect(Object.keys(analysis).sort()).toEqual([
    'FUNCTION_KINDS',
    'INJECTION_CHANNELS',
    'INJECTION_FAMILIES',
    'INJECTION_HOSTILE_SCORE',
    'INJECTION_SUSPECT_SCORE',
    'INJECTION_VERDICTS',
    'SOURCE_LANGUAGES',
    'STATEMENT_KINDS',
    'assessAddedSource',
    'assessDeletedSource',
    'assessSecurityRegression',
    'detectSecrets',
    'extractImports',
    'isDeclarationPath',
    'languageForPath',
    'outlineSource',
    'parseSource',
    'preloadLanguages',
    'querySource',
    'scanFilesForInjection',
    'scanSourceForInjection',
    'scoreInjection',
    'withSyntaxTree',
  ]);
});

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
    'IR_MIN_LINES',
    'SOURCE_LANGUAGES',
    'STATEMENT_KINDS',
    'assessAddedSource',
    'assessDeletedSource',
    'assessSecurityRegression',
    'detectSecrets',
    'extractImports',
    'firstCodeDifference',
    'generatedOnBothSides',
    'generatorMarker',
    'helpersByCall',
    'identifiersUsedIn',
    'isDeclarationPath',
    'languageForPath',
    'namesInText',
    'outlineSource',
    'parseSource',
    'preloadLanguages',
    'querySource',
    'regexPatternsOf',
    'renderReferenceIr',
    'scanFilesForInjection',
    'scanSourceForInjection',
    'scoreInjection',
    'withSyntaxTree',
  ]);
});

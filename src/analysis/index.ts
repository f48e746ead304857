export { isDeclarationPath, languageForPath, SOURCE_LANGUAGES } from './languages.js';
export type { SourceLanguage } from './languages.js';
export { outlineSource } from './outline.js';
export type {
  CommentOutline,
  FunctionOutline,
  MacroCallOutline,
  SourceOutline,
  StatementOutline,
} from './outline.js';
export { parseSource, preloadLanguages, withSyntaxTree } from './parser.js';
export type { SyntaxNode, SyntaxTree } from './parser.js';
export { FUNCTION_KINDS, STATEMENT_KINDS } from './syntax-rules.js';
export type { FunctionKind, StatementKind } from './syntax-rules.js';

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
export { firstCodeDifference } from './code-text.js';
export {
  generatedOnBothSides,
  generatorMarker,
  isBundledOrMinifiedOnBothSides,
  isRebuiltBundle,
  toolOutput,
} from './generated.js';
export { extractImports } from './imports.js';
export type { ImportEdge } from './imports.js';
export { parseSource, preloadLanguages, querySource, withSyntaxTree } from './parser.js';
export type { QueryCapture, SyntaxNode, SyntaxTree } from './parser.js';
export { FUNCTION_KINDS, STATEMENT_KINDS } from './syntax-rules.js';
export type { FunctionKind, ObjectLiteralMember, StatementKind } from './syntax-rules.js';
export {
  assessAddedSource,
  assessDeletedSource,
  assessSecurityRegression,
  helpersByCall,
  regexPatternsOf,
} from './security/assess.js';
export type { SecurityRegressionAssessment, SecurityRegressionFinding } from './security/assess.js';
export { detectSecrets } from './secrets/detect.js';
export type { DetectSecretsOptions } from './secrets/detect.js';
export type { SecretFinding } from './secrets/types.js';
export {
  INJECTION_CHANNELS,
  INJECTION_FAMILIES,
  INJECTION_HOSTILE_SCORE,
  INJECTION_SUSPECT_SCORE,
  INJECTION_VERDICTS,
  scanFilesForInjection,
  scanSourceForInjection,
  scoreInjection,
} from './injection/index.js';
export type {
  ChannelAssessment,
  FileScan,
  InjectionAssessment,
  InjectionChannel,
  InjectionFamily,
  InjectionFinding,
  InjectionVerdict,
  ScanAssessment,
  ScanEvidence,
  ScanJob,
  ScanSourceOptions,
  ScoreInjectionOptions,
} from './injection/index.js';
export { IR_MIN_LINES, identifiersUsedIn, namesInText, renderReferenceIr } from './reference-ir.js';
export type { ElidedBody, FullReason, ReferenceIr, ReferenceIrOptions } from './reference-ir.js';

export {
  AGENT_FILE_CAP_CHARS,
  AGENT_TOTAL_CAP_CHARS,
  buildAgentContext,
  fence,
  LLM_FILE_CAP_CHARS,
} from './context.js';
export type {
  AgentContext,
  AgentContextInput,
  ContextFinding,
  ForeignTextAssessment,
  PreviousFailure,
} from './context.js';
export { createRedactor } from './redact.js';
export type { Redaction, RedactionResult, Redactor } from './redact.js';
export { countTokens, prepareReferences, REFERENCE_MODES, TOKENIZER } from './references.js';
export type {
  PreparedReference,
  PrepareReferencesInput,
  ReferenceMode,
  ReferenceTokens,
} from './references.js';

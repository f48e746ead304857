export {
  AGENT_FILE_CAP_CHARS,
  AGENT_TOTAL_CAP_CHARS,
  buildAgentContext,
  fence,
} from './context.js';
export type { AgentContextInput, ContextFinding, PreviousFailure } from './context.js';
export { createRedactor } from './redact.js';
export type { Redaction, RedactionResult, Redactor } from './redact.js';

export { agentEnvGrant, agentStartsProcess, createAgent } from './create.js';
export type { AgentSettings } from './create.js';
export type { AgentRuntime } from './cli-agent.js';
export { findExecutable } from './cli-agent.js';
export { createReplayAgent, loadReplayFile, REPLAY_VERSION, replayFileSchema } from './replay.js';
export type { ReplayAttempt, ReplayFile } from './replay.js';
export { createScriptAgent, parseReportedUsage, resolveScriptCommand } from './script.js';
export type { ScriptAgentSettings } from './script.js';
export type {
  AiderAgentSettings,
  ClaudeCodeAgentSettings,
  CodexAgentSettings,
  KiloAgentSettings,
  LlmAgentSettings,
  ModelPrice,
  OpenCodeAgentSettings,
  PriceTable,
} from './settings.js';
export { AGENT_FAILURE_KINDS } from './types.js';
export type {
  AgentAdapter,
  AgentFailureKind,
  AgentRequest,
  AgentResult,
  LaunchSpec,
  LaunchWrapper,
} from './types.js';

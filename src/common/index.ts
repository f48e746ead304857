export { appendFileDurable, writeFileAtomic } from './atomic-write.js';
export { codeFileUrl } from './code-files.js';
export { BASE_ENV_ALLOWLIST, QUEUE_KEY_ENV, QUEUE_KEY_MIN_CHARS, sanitizeEnv } from './env.js';
export {
  describeError,
  fromSystemError,
  GOVERN_ERROR_CODES,
  GovernError,
  isGovernError,
} from './errors.js';
export type { GovernErrorCode, GovernErrorOptions } from './errors.js';
export { findExecutable } from './find-executable.js';
export { forkModule, startProcess } from './long-lived-process.js';
export type { LongLivedProcess, ProcessExit, StartProcessOptions } from './long-lived-process.js';
export { isProcessAlive, KILL_GRACE_MS, killGroup, runProcess } from './run-process.js';
export type { ProcessResult, RunProcessOptions } from './run-process.js';
export { probeSpawner, stopSpawner, useSpawner } from './spawner.js';
export type { SpawnerOptions, SpawnerProbe } from './spawner.js';
export {
  ANTI_STUB_RULES,
  GATE_NAMES,
  RULE_SEVERITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
  TOOL_GATE_NAMES,
  LIFECYCLE_STATUSES,
  RISK_LEVELS,
  TIER_NUMBERS,
  AUTHORIZATION_TIERS,
  CI_CONFIG_GLOBS,
  isGitOrGovernState,
} from './vocabulary.js';
export type {
  AntiStubRule,
  AuthorizationTier,
  GateName,
  LifecycleStatus,
  RiskLevel,
  RuleSeverity,
  TaskCategory,
  TaskStatus,
  TierNumber,
  ToolGateName,
} from './vocabulary.js';
export { formatZodIssues } from './zod-issues.js';
export { NO_TOKENS, usdForTokens } from './pricing.js';
export type { ModelPrice, PriceTable, TokenCounts } from './pricing.js';
export { loadJsonFile, parseJsonText } from './load-json.js';
export { escapeRegExp, isWhiteSpaceCode, MAX_TEXT_BYTES, readFileSide, readSide } from './text.js';
export { isInside, isResolvedInside } from './paths.js';
export type { SideText } from './text.js';
export type { JsonLoadResult } from './load-json.js';

export {
  CODE_CHANGE_GATES,
  DEFAULT_CATEGORY_GATES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TASK_TIMEOUT_MS,
} from './categories.js';
export {
  defaultConfig,
  resolveCategoryGates,
  resolveCategoryLimits,
  resolveCodeChangeGates,
  sortGatesByCost,
} from './defaults.js';
export type { CategoryLimits } from './defaults.js';
export { CONFIG_PATH, GOVERNANCE_DIR, loadConfig, parseConfigText } from './load.js';
export type { ConfigLoadResult } from './load.js';
export {
  agentConfigSchema,
  CONFIG_VERSION,
  configSchema,
  SILENCEABLE_DETECTORS,
} from './schema.js';
export type {
  AgentConfig,
  DetectorSilence,
  GateSettings,
  GatewaySettings,
  GovernConfig,
  InjectionSettings,
  ServerSettings,
} from './schema.js';

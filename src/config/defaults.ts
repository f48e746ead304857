import type { GateName, TaskCategory } from '../common/index.js';
import {
  CODE_CHANGE_GATES,
  DEFAULT_CATEGORY_GATES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TASK_TIMEOUT_MS,
} from './categories.js';
import { policySchema } from './policy.js';
import { CONFIG_VERSION } from './schema.js';
import type { GovernConfig } from './schema.js';

/**
 * Relative cost of each gate: in-process checks on the diff first, then tools that look
 * at the changed files, then whole-tree tools. The first hard failure stops the chain, so
 * cheap gates save the expensive ones from running on a change that is already rejected.
 */
const GATE_COST_RANK: Readonly<Record<GateName, number>> = {
  SCOPE: 0,
  // Right after SCOPE: in process and cheap (one parse per changed file a rule covers).
  CONSTITUTION: 0.5,
  SECRETS: 1,
  ANTI_STUB: 2,
  TEST_INTEGRITY: 3,
  INJECTION: 4,
  SECURITY_REGRESSION: 5,
  SYNTAX_CHECK: 10,
  AST_LINT: 11,
  TYPE_CHECK: 12,
  TEST_SUITE: 13,
};

/** The config `govern init` writes. */
export function defaultConfig(projectName: string): GovernConfig {
  return {
    version: CONFIG_VERSION,
    projectName,
    defaultAgent: 'agent',
    agents: {
      agent: { type: 'script', command: './agent.sh', args: [], env: {}, passEnv: [] },
    },
    // Written out so a user sees the sandbox defaults they are running under.
    policy: policySchema.parse({}),
    gates: {},
    parallel: 1,
    landingLine: true,
    injection: { mode: 'shadow' },
    detectors: { silence: [] },
    memory: { conventions: [] },
    gateway: {
      agentFileCapChars: 8_000,
      llmFileCapChars: 4_000,
      totalCapChars: 64_000,
      references: 'ir',
    },
    server: {},
    queue: {},
    categories: {},
    tiers: [],
    budget: { prices: {} },
    lifecycle: [],
    authorization: {
      autonomous: [],
      semiAutonomous: [],
      forbidden: [],
      registries: [],
      protectedBranches: [],
    },
    novelty: { enabled: true },
  };
}

/** Gates in the order they run: cheapest first. */
export function sortGatesByCost(gates: readonly GateName[]): GateName[] {
  return [...new Set(gates)].sort((a, b) => GATE_COST_RANK[a] - GATE_COST_RANK[b]);
}

/** The gate chain of a category, enabled gates only, cheapest first. */
export function resolveCategoryGates(config: GovernConfig, category: TaskCategory): GateName[] {
  const chosen = config.categories[category]?.gates ?? DEFAULT_CATEGORY_GATES[category];
  return sortGatesByCost(chosen.filter((gate) => config.gates[gate]?.enabled !== false));
}

/**
 * The gates a change touching code adds to any chain (CODE_CHANGE_GATES), enabled gates
 * only; `gates.<GATE>.enabled: false` is the one way to turn one off.
 */
export function resolveCodeChangeGates(config: GovernConfig): GateName[] {
  return sortGatesByCost(CODE_CHANGE_GATES.filter((gate) => config.gates[gate]?.enabled !== false));
}

export interface CategoryLimits {
  readonly maxRetries: number;
  readonly timeoutMs: number;
}

export function resolveCategoryLimits(
  config: GovernConfig,
  category: TaskCategory,
): CategoryLimits {
  const settings = config.categories[category];
  return {
    maxRetries: settings?.maxRetries ?? DEFAULT_MAX_RETRIES,
    timeoutMs: settings?.timeoutMs ?? DEFAULT_TASK_TIMEOUT_MS,
  };
}

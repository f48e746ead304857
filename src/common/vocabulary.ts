/**
 * Fixed vocabularies spelled the same on disk, in config and in commit trailers. They live
 * in the leaf so that config/, ledger/ and gates/ share one list instead of copies.
 */

/** Gate names. Tool gates run the governed repository's own tools; the rest are the kernel's. */
export const GATE_NAMES = [
  'SYNTAX_CHECK',
  'AST_LINT',
  'TYPE_CHECK',
  'TEST_SUITE',
  'ANTI_STUB',
  'SCOPE',
  'CONSTITUTION',
  'TEST_INTEGRITY',
  'SECURITY_REGRESSION',
  'INJECTION',
  'SECRETS',
] as const;
export type GateName = (typeof GATE_NAMES)[number];

export const TOOL_GATE_NAMES = ['SYNTAX_CHECK', 'AST_LINT', 'TYPE_CHECK', 'TEST_SUITE'] as const;
export type ToolGateName = (typeof TOOL_GATE_NAMES)[number];

/** Task categories of the seed format; a task with any other category is rejected. */
export const TASK_CATEGORIES = [
  'LLM_INFERENCE',
  'DATA_STORAGE',
  'UI_COMPONENT',
  'API_INTEGRATION',
  'INFRASTRUCTURE',
  'TESTING',
  'DOCUMENTATION',
  'MIGRATION',
  'REFACTORING',
] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const TASK_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'AWAITING_APPROVAL',
  'COMPLETED',
  'SKIPPED',
  'DEFERRED',
  'FAILED',
  'QUARANTINED',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The rule ids ANTI_STUB reports, as they appear in `Finding.rule` and in config. */
export const ANTI_STUB_RULES = [
  'empty-body',
  'pass-body',
  'not-implemented',
  'todo-macro',
  'todo-comment',
  'constant-return',
  'suppression',
] as const;
export type AntiStubRule = (typeof ANTI_STUB_RULES)[number];

/**
 * What config may set a gate rule to, as lint rules have: `off` drops its findings, `info`
 * and `warning` report them without failing the gate, `error` fails it.
 */
export const RULE_SEVERITIES = ['off', 'info', 'warning', 'error'] as const;
export type RuleSeverity = (typeof RULE_SEVERITIES)[number];

/** Module lifecycle, from the most to the least open to change (config `lifecycle`, economy). */
export const LIFECYCLE_STATUSES = [
  'experimental',
  'under_observation',
  'stable',
  'certified',
  'locked',
] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

/** The four risk words of tasks, modules, memory entries and quality records. */
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** 0: local deterministic handler (free), 1: cheap, 2: strong, 3: premium. */
export const TIER_NUMBERS = [0, 1, 2, 3] as const;
export type TierNumber = (typeof TIER_NUMBERS)[number];

export const AUTHORIZATION_TIERS = ['autonomous', 'semi-autonomous', 'forbidden'] as const;
export type AuthorizationTier = (typeof AUTHORIZATION_TIERS)[number];

/**
 * The files of CI systems: they run with the repository's secrets on every push, so SCOPE
 * keeps them out of a task that does not name them and authorization asks a human for them.
 */
export const CI_CONFIG_GLOBS: readonly string[] = [
  '.github/workflows/**',
  '.github/actions/**',
  '.gitlab-ci.yml',
  '.gitlab/**',
  '.circleci/**',
  'Jenkinsfile',
  'azure-pipelines.yml',
  '.buildkite/**',
  '.travis.yml',
  'bitbucket-pipelines.yml',
  '.drone.yml',
  '.woodpecker.yml',
  '.woodpecker/**',
  '.ci/**',
];

/**
 * Whether a repository-relative path is git's or govern's own state (`.git/`, `.governance/`,
 * PROGRESS.json): never a task's file, whether named or reached through a link.
 */
export function isGitOrGovernState(path: string): boolean {
  return /^(?:\.git|\.governance)(?:\/|$)|^PROGRESS\.json$/.test(path);
}

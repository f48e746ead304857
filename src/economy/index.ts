export {
  APPROVALS_FILE,
  APPROVALS_MAX_RECORDS,
  ApprovalStore,
  openApprovals,
} from './approvals.js';
export type {
  ApprovalsOpenResult,
  ApprovalStoreOptions,
  AutonomousDecisionInput,
  DecisionResult,
  ProposalInput,
} from './approvals.js';
export {
  classifyChange,
  ENV_TEMPLATE_PATHS,
  FORBIDDEN_PATHS,
  SECRETS_FILE_KIND,
  isProtectedBranch,
  SEMI_AUTONOMOUS_PATHS,
} from './authorization.js';
export type { ChangeClassification, PathClassification } from './authorization.js';
export { MANIFEST_METADATA_FIELDS, manifestMetadataChange } from './manifest-metadata.js';
export {
  DEFAULT_REGISTRIES,
  judgeLockfileChange,
  lockfileFormat,
  REGISTRY_CONFIG_FILES,
  registriesFromConfig,
} from './lockfile.js';
export type { LockfileFormat, LockfileVerdict } from './lockfile.js';
export {
  BUDGET_DIR,
  BudgetManager,
  DEFAULT_ATTEMPT_USD,
  openBudget,
  TASK_SPEND_LOOKBACK_DAYS,
} from './budget.js';
export type {
  BudgetCheck,
  BudgetCheckRequest,
  BudgetManagerOptions,
  BudgetOpenResult,
  BudgetReservation,
  RecordedSpend,
  SpendRecord,
} from './budget.js';
export type { BudgetSummary } from './budget-day.js';
export { utcDay } from './budget-day.js';
export { Capabilities } from './capabilities.js';
export type {
  CapabilitiesOptions,
  CapabilityDenial,
  CapabilityGrant,
  CapabilityRequest,
  CapabilityResult,
  ChangeCapabilityRequest,
  ExecuteResult,
} from './capabilities.js';
export { estimateUsdFromTokens, resolveCallCost } from './cost.js';
export type { CostSource, TokenCounts } from './cost.js';
export { canonicalJson } from './hash.js';
export type { StoreFailure } from './json-file.js';
export { DEFAULT_PREMIUM_DAILY_CAP, dailyCallCapOf, selectTier } from './ladder.js';
export type { TierCallCount, TierSelection, TierSelectionRequest } from './ladder.js';
export {
  DEFAULT_LIFECYCLE_STATUS,
  isLifecycleSkip,
  lifecycleFor,
  lifecycleForPaths,
  moduleFor,
  ROOT_MODULE,
} from './lifecycle.js';
export type { LifecycleMatch, TaskLifecycle } from './lifecycle.js';
export { MODULES_FILE, MODULES_MAX_ENTRIES, ModuleStats, openModuleStats } from './module-stats.js';
export type { ModuleStatsOpenResult, ModuleStatsOptions } from './module-stats.js';
export {
  computeEvidenceVersion,
  computeFingerprint,
  NOVELTY_FILE,
  NOVELTY_MAX_ENTRIES,
  NoveltyStore,
  openNoveltyStore,
} from './novelty.js';
export type {
  FileSnapshot,
  FingerprintInput,
  NoveltyOpenResult,
  NoveltyRecordInput,
  NoveltyStoreOptions,
  ReusedDecision,
} from './novelty.js';
export { patternSpecificity } from './paths.js';
export {
  assessRisk,
  CATEGORY_RISK_SCORE,
  LIFECYCLE_RISK_SCORE,
  MAX_CONFIDENCE,
  MAX_STREAK_RISK,
  MIN_CONFIDENCE,
} from './risk.js';
export type { RiskAssessment, RiskInput } from './risk.js';
export type {
  AuthorizationRules,
  BudgetRules,
  LifecycleRule,
  ModelPrice,
  TierRule,
} from './rules.js';
export {
  APPROVAL_STATUSES,
  approvalsFileSchema,
  BUDGET_FILE_VERSION,
  budgetDayFileSchema,
  CAPABILITY_ACTIONS,
  decisionRecordSchema,
  MODULES_FILE_VERSION,
  modulesFileSchema,
  NOVELTY_FILE_VERSION,
  noveltyDecisionSchema,
  noveltyFileSchema,
  APPROVALS_FILE_VERSION,
} from './schema.js';
export type {
  ApprovalStatus,
  CapabilityAction,
  DecisionRecord,
  ModuleStat,
  NoveltyDecision,
  SpendLine,
} from './schema.js';
export { DECISION_KINDS } from './vocabulary.js';
export type { DecisionKind } from './vocabulary.js';
